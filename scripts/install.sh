#!/usr/bin/env bash
# Installs a built game under PREFIX: the binary, its data tree (levels and resources), a
# desktop entry and an icon. The binary finds its data at PREFIX/share/sensorium.
set -euo pipefail
binary=$1
prefix=$2
root=$(cd "$(dirname "$0")/.." && pwd)

install -Dm755 "$binary" "$prefix/bin/sensorium"
data="$prefix/share/sensorium"
rm -rf "$data"
mkdir -p "$data"
cp -R "$root/Levels" "$root/Resources" "$data/"
# The desktop entry names the installed binary by its full path: PREFIX/bin may not be on PATH.
mkdir -p "$prefix/share/applications"
sed "s|^Exec=sensorium |Exec=$prefix/bin/sensorium |" "$root/Resources/desktop/sensorium.desktop" \
    > "$prefix/share/applications/sensorium.desktop"
install -Dm644 "$root/Resources/icons/sensorium.svg" "$prefix/share/icons/hicolor/scalable/apps/sensorium.svg"
echo "installed to $prefix (run $prefix/bin/sensorium)"
