#!/usr/bin/env bash
# `make deb`: a Debian package of the static build made by `make dist`, installed under /usr
# (binary in /usr/games, data in /usr/share/sensorium). Its Depends come from dpkg-shlibdeps,
# so they name exactly the runtime libraries the binary links, plus the two it opens itself
# (SDL_mixer, SDL_image). Prints the package's path.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
for tool in dpkg-deb dpkg-shlibdeps; do
    command -v "$tool" >/dev/null || { echo "sensorium: $tool not found (apt-get install dpkg-dev)" >&2; exit 2; }
done
version=$(scripts/version.sh)
arch=$(dpkg --print-architecture)
tarball=$(scripts/dist.sh)
built=${tarball%.tar.gz}

work=dist/deb
package=$work/sensorium_${version}_${arch}
rm -rf "$work"
mkdir -p "$package/DEBIAN"
DESTDIR=$package scripts/install.sh "$built/sensorium" /usr /usr/games >&2
doc=$package/usr/share/doc/sensorium
install -Dm644 packaging/copyright "$doc/copyright"
# Debian wants a changelog (changelog.gz: the version has no Debian revision, so the package is
# native); the release's own entry, dated by the last commit.
epoch=$(git log -1 --format=%ct 2>/dev/null || date +%s)
maintainer=$(sed -n 's/^Maintainer: //p' packaging/control)
printf 'sensorium (%s) unstable; urgency=medium\n\n  * Release %s.\n\n -- %s  %s\n' \
    "$version" "$version" "$maintainer" "$(date -R -u -d "@$epoch")" | gzip -9n > "$doc/changelog.gz"
find "$package" -type d -exec chmod 755 {} + && find "$package/usr/share" -type f -exec chmod 644 {} +

# dpkg-shlibdeps reads the package list from debian/control in its working folder.
mkdir -p "$work/debian"
printf 'Source: sensorium\n\nPackage: sensorium\nArchitecture: any\n' > "$work/debian/control"
depends=$(cd "$work" && dpkg-shlibdeps -O "sensorium_${version}_${arch}/usr/games/sensorium" | sed -n 's/^shlibs:Depends=//p')
[ -n "$depends" ] || { echo "sensorium: dpkg-shlibdeps found no dependencies" >&2; exit 1; }
# SDL_mixer and SDL_image are opened with dlopen on first use, so the binary does not name them:
# their packages come from the same shlibs files dpkg-shlibdeps reads.
for library in libSDL2_mixer-2.0 libSDL2_image-2.0; do
    # awk reads the files itself: with `cat | awk`, awk's early exit fails the pipe (pipefail).
    package_of=$(awk -v name="$library" '$1 == name && $2 == "0" { $1 = ""; $2 = ""; sub(/^ +/, ""); print; exit }' \
        /var/lib/dpkg/info/*.shlibs 2>/dev/null || true)
    [ -n "$package_of" ] || { echo "sensorium: no shlibs entry for $library (apt-get install libsdl2-mixer-2.0-0 libsdl2-image-2.0-0)" >&2; exit 1; }
    depends="$depends, $package_of"
done
size=$(du -sk --exclude=DEBIAN "$package" | cut -f1)
sed -e "s|@VERSION@|$version|" -e "s|@ARCH@|$arch|" -e "s|@INSTALLED_SIZE@|$size|" -e "s|@DEPENDS@|$depends|" \
    packaging/control > "$package/DEBIAN/control"
(cd "$package" && find usr -type f -exec md5sum {} + | sort -k2) > "$package/DEBIAN/md5sums"
chmod 644 "$package/DEBIAN/control" "$package/DEBIAN/md5sums"
SOURCE_DATE_EPOCH=$epoch dpkg-deb --build --root-owner-group -Zxz "$package" "dist/sensorium_${version}_${arch}.deb" >&2
echo "dist/sensorium_${version}_${arch}.deb"
