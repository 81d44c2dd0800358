#!/usr/bin/env bash
# The release as a player gets it: builds the tarball and the Debian package, then runs them the
# way a machine without Swift would — a clean environment, no SENSORIUM_DATA, data found from
# where the binary lives — and checks the package with Debian's and AppStream's own tools.
# Installs and removes the package (root or sudo). Ends with `release: N passed, M failed`.
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"

if ! command -v dpkg-deb >/dev/null; then
    echo "release: skipped: dpkg-deb not found (not a Debian system)"
    exit 0
fi
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/home" "$work/unpacked"
log=$work/log
passed=0
failed=0

# check NAME COMMAND...: runs the command, counts it, and shows its output only when it fails.
check() {
    local name=$1
    shift
    if "$@" >"$log" 2>&1; then
        passed=$((passed + 1))
        echo "ok: $name"
    else
        failed=$((failed + 1))
        echo "FAIL: $name"
        sed 's/^/    /' "$log"
    fi
}

finish() {
    echo "release: $passed passed, $failed failed"
    [ "$failed" -eq 0 ]
    exit
}

# What a player's machine gives the game: nothing but a home folder and a headless SDL.
run_clean() {
    (cd "$work/home" && env -i HOME="$work/home" SDL_VIDEODRIVER=offscreen SDL_AUDIODRIVER=dummy "$@")
}

# Only the C library, libstdc++/libgcc, libm and the SDL2 family may be linked dynamically.
links_only_system_libraries() {
    local needed
    needed=$(readelf -d "$1" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p')
    echo "$needed"
    [ -n "$needed" ] || return 1
    ! echo "$needed" | grep -v -E '^(libc\.so\.6|libm\.so\.6|libstdc\+\+\.so\.6|libgcc_s\.so\.1|ld-linux[-a-z0-9_.]*\.so\.[0-9]+|libSDL2(_mixer|_image)?-2\.0\.so\.0)$'
}

# No run path into the toolchain that built it (a player has none).
has_no_toolchain_run_path() {
    local toolchain
    toolchain=$(dirname "$(dirname "$(readlink -f "$(command -v "${SWIFT:-swift}")")")")
    ! readelf -d "$1" | grep -E '\((RPATH|RUNPATH)\)' | grep -E -i "swift|$toolchain"
}

version_is() {
    local printed
    printed=$("${@:2}")
    echo "$printed"
    [ "$printed" = "sensorium $1" ]
}

writes_png() {
    local output=$1
    shift
    rm -f "$output"
    "$@" -o "$output" && [ "$(head -c 8 "$output" | od -An -tx1 | tr -d ' \n')" = "89504e470d0a1a0a" ]
}

depends_on_sdl_runtime_packages() {
    local depends
    depends=$(dpkg-deb -f "$1" Depends)
    echo "Depends: $depends"
    for package in libsdl2-2.0-0 libsdl2-mixer-2.0-0 libsdl2-image-2.0-0; do
        echo "$depends" | grep -q -E "(^|, )$package( |,|$)" || return 1
    done
    ! echo "$depends" | grep -q -- '-dev'
}

removes_cleanly() {
    $sudo dpkg -r sensorium && [ ! -e /usr/share/sensorium ] && [ ! -e /usr/games/sensorium ] \
        && ! dpkg-query -W -f='${Status}' sensorium 2>/dev/null | grep -q "install ok installed"
}

version=$(scripts/version.sh) || finish

# The tarball, unpacked where nothing else is.
if ! tarball=$(scripts/dist.sh 2>"$log"); then
    failed=$((failed + 1)); echo "FAIL: make dist"; tail -n 20 "$log"; finish
fi
check "tarball unpacks" tar -C "$work/unpacked" -xzf "$tarball"
binary=$work/unpacked/$(basename "$tarball" .tar.gz)/sensorium
check "tarball links no Swift, Foundation or dispatch library" links_only_system_libraries "$binary"
check "tarball has no run path into the toolchain" has_no_toolchain_run_path "$binary"
check "tarball --version is $version" version_is "$version" run_clean "$binary" --version
check "tarball validates its own levels" run_clean "$binary" validate
check "tarball takes a headless screenshot" writes_png "$work/tarball.png" run_clean "$binary" screenshot --level catch

# The Debian package, installed, run and removed.
if ! deb=$(scripts/deb.sh 2>"$log"); then
    failed=$((failed + 1)); echo "FAIL: make deb"; tail -n 20 "$log"; finish
fi
check "package depends on the SDL runtime packages, no -dev" depends_on_sdl_runtime_packages "$deb"
check "lintian finds no errors" lintian --fail-on error "$deb"
check "package installs" $sudo dpkg -i "$deb"
check "installed game validates its levels" run_clean /usr/games/sensorium validate
check "installed game takes a headless screenshot" writes_png "$work/installed.png" run_clean /usr/games/sensorium screenshot
check "installed AppStream file is valid" appstreamcli validate --no-net /usr/share/metainfo/*.metainfo.xml
check "installed desktop entry is valid" desktop-file-validate /usr/share/applications/*.desktop
check "package removes cleanly" removes_cleanly
finish
