#!/usr/bin/env bash
# Installs a built game under PREFIX: the binary, its data tree (levels and resources), a
# desktop entry, its AppStream file and an icon. The binary finds its data at PREFIX/share/sensorium.
#   scripts/install.sh BINARY PREFIX [BINDIR]
# BINDIR is PREFIX/bin unless given (the Debian package uses /usr/games). DESTDIR, when set, is
# prepended to every path written but not to the paths the installed files name (staging a package).
set -euo pipefail
binary=$1
prefix=$2
bindir=${3:-$prefix/bin}
dest=${DESTDIR:-}
root=$(cd "$(dirname "$0")/.." && pwd)
id=$(basename "$root"/Resources/desktop/*.desktop .desktop)

install -Dm755 "$binary" "$dest$bindir/sensorium"
data="$dest$prefix/share/sensorium"
rm -rf "$data"
mkdir -p "$data"
cp -R "$root/Levels" "$root/Resources" "$data/"
# The desktop entry names the installed binary by its full path: BINDIR may not be on PATH.
mkdir -p "$dest$prefix/share/applications"
sed "s|^Exec=sensorium |Exec=$bindir/sensorium |" "$root/Resources/desktop/$id.desktop" \
    > "$dest$prefix/share/applications/$id.desktop"
install -Dm644 "$root/Resources/desktop/$id.metainfo.xml" "$dest$prefix/share/metainfo/$id.metainfo.xml"
install -Dm644 "$root/Resources/icons/sensorium.svg" "$dest$prefix/share/icons/hicolor/scalable/apps/sensorium.svg"
echo "installed to $dest$prefix (run $bindir/sensorium)"
