#!/usr/bin/env bash
# Installs the system packages Sensorium builds with (and, with --test, tests with), only when
# one is missing, on Debian/Ubuntu. Uses sudo when not root. Other systems: install SDL2, SDL2_mixer, SDL2_image
# (development files), pkg-config, zlib (development files), Xvfb, xdotool, xclip, openbox, weston, dpkg-dev, lintian,
# appstream, desktop-file-utils and espeak-ng (and for the LibreSplit test GTK 3, jansson, LuaJIT, X11 development files and xxd) by hand.
set -euo pipefail

packages=(pkg-config libsdl2-dev libsdl2-mixer-dev libsdl2-image-dev)
# The test suite also opens a real window in a virtual X server and presses keys in it, and the
# release test builds and checks the Debian package, its AppStream file and desktop entry.
# The core's tests read PNG scene pictures with zlib, and check docs/level.schema.json with a real
# JSON Schema validator (Python's jsonschema). The window levels' tests play the desktop as a
# player would: xdotool and xclip act, openbox manages the window, weston (nested in Xvfb) is the
# Wayland desktop. The LibreSplit auto splitter's test builds LibreSplit from its source (GTK 3,
# jansson, LuaJIT, X11; its Makefile runs xxd, its settings schema glib-compile-schemas). The
# WebAssembly auto splitter's tests build the shipped .wat with wabt's wat2wasm, as a runner does.
# The hearing tests listen to a real synthetic voice: espeak-ng's. The microphone's tests capture
# through a real sound server of their own: PulseAudio, fed with paplay.
[ "${1:-}" = "--test" ] && packages+=(zlib1g-dev xvfb xauth xdotool xclip openbox weston dpkg-dev lintian appstream desktop-file-utils python3-jsonschema
                                      python3-pip make gcc xxd libglib2.0-bin libgtk-3-dev libjansson-dev libluajit-5.1-dev libx11-dev wabt espeak-ng
                                      pulseaudio pulseaudio-utils)
missing=()
for package in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
# The tests' Python modules, for whichever python3 is first on PATH (it may not be Debian's, which
# python3-jsonschema serves): the level schema's validator, wasmtime for the WebAssembly auto
# splitter's test host, and websockets, the client library that plays LiveSplit One against the
# game's server (from PyPI).
install_python_modules() {
    [ "${1:-}" = "--test" ] || return 0
    for module in jsonschema wasmtime websockets; do
        python3 -c "import $module" 2>/dev/null && continue
        echo "sensorium: installing $module for python3" >&2
        python3 -m pip install --quiet --user "$module" 2>/dev/null \
            || python3 -m pip install --quiet --user --break-system-packages "$module"
    done
}
[ ${#missing[@]} -eq 0 ] && { install_python_modules "${1:-}"; exit 0; }

if ! command -v apt-get >/dev/null 2>&1; then
    echo "sensorium: missing packages (${missing[*]}) and no apt-get here; install them by hand" >&2
    exit 1
fi
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
echo "sensorium: installing ${missing[*]}" >&2
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
install_python_modules "${1:-}"
