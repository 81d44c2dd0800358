#!/usr/bin/env bash
# Installs the system packages Sensorium builds with (and, with --test, tests with), only when
# one is missing, on Debian/Ubuntu. Uses sudo when not root. Other systems: install SDL2, SDL2_mixer, SDL2_image
# (development files), pkg-config, zlib (development files), Xvfb, xdotool, dpkg-dev, lintian, appstream and desktop-file-utils by hand.
set -euo pipefail

packages=(pkg-config libsdl2-dev libsdl2-mixer-dev libsdl2-image-dev)
# The test suite also opens a real window in a virtual X server and presses keys in it, and the
# release test builds and checks the Debian package, its AppStream file and desktop entry.
# The core's tests read PNG scene pictures with zlib.
# Trying the LibreSplit auto splitter builds LibreSplit (GTK 3, jansson, LuaJIT) from its source.
[ "${1:-}" = "--test" ] && packages+=(zlib1g-dev xvfb xauth xdotool dpkg-dev lintian appstream desktop-file-utils
                                      make gcc xxd libglib2.0-bin libgtk-3-dev libjansson-dev libluajit-5.1-dev
                                      python3-pip)
missing=()
for package in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
# The WebAssembly auto splitter's test host runs on Python's wasmtime (from PyPI).
install_wasmtime() {
    [ "${1:-}" = "--test" ] || return 0
    python3 -c "import wasmtime" 2>/dev/null && return 0
    echo "sensorium: installing wasmtime for python3" >&2
    python3 -m pip install --quiet --user wasmtime 2>/dev/null \
        || python3 -m pip install --quiet --user --break-system-packages wasmtime
}
[ ${#missing[@]} -eq 0 ] && { install_wasmtime "${1:-}"; exit 0; }

if ! command -v apt-get >/dev/null 2>&1; then
    echo "sensorium: missing packages (${missing[*]}) and no apt-get here; install them by hand" >&2
    exit 1
fi
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
echo "sensorium: installing ${missing[*]}" >&2
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
install_wasmtime "${1:-}"
