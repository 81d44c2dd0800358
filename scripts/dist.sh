#!/usr/bin/env bash
# `make dist`: a tarball a player unpacks anywhere and runs without a Swift toolchain. The Swift
# standard library and Foundation are linked in statically; only the C library, libstdc++/libgcc,
# libm and SDL2, SDL2_mixer, SDL2_image stay dynamic. The data sits beside the binary, where
# FileLocations looks first. Prints the tarball's path.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
swift=${SWIFT:-swift}
version=$(scripts/version.sh)
name=sensorium-$version-linux-$(uname -m)

# Its own build folder, so the static build and the everyday one do not rebuild each other.
# No $ORIGIN run path: the binary loads nothing from beside itself.
flags=(-c release --static-swift-stdlib --disable-local-rpath --scratch-path .build/dist)
"$swift" build "${flags[@]}" --product sensorium >&2
binary=$("$swift" build "${flags[@]}" --show-bin-path)/sensorium
# The toolchain's licence with its runtime exception: its code is now inside our binary.
swift_licence=$(dirname "$(readlink -f "$(command -v "$swift")")")/../share/swift/LICENSE.txt
if [ ! -f "$swift_licence" ]; then
    echo "$swift_licence: not found; the tarball must carry the Swift runtime's licence" >&2
    exit 1
fi

stage=dist/$name
rm -rf "$stage" "dist/$name.tar.gz"
mkdir -p "$stage/LICENSES"
install -m755 "$binary" "$stage/sensorium"
strip --remove-section=.comment "$stage/sensorium"
cp -R Levels Resources "$stage/"
install -m644 packaging/README.txt "$stage/README.txt"
install -m644 packaging/copyright "$stage/COPYRIGHT"
install -m644 "$swift_licence" "$stage/LICENSES/Swift.txt"
install -m644 LICENSE "$stage/LICENSE"
find "$stage" -type d -exec chmod 755 {} + && find "$stage" -type f ! -name sensorium -exec chmod 644 {} +
# Same bytes for the same tree: fixed owner, order and times (the last commit's).
mtime=$(git log -1 --format=%ct 2>/dev/null || date +%s)
tar -C dist --owner=0 --group=0 --numeric-owner --sort=name --mtime="@$mtime" -cf - "$name" | gzip -9n > "dist/$name.tar.gz"
echo "dist/$name.tar.gz"
