#!/usr/bin/env bash
# Prints the game's version as written in its one place, GameVersion.swift, for the release
# scripts (tarball name, Debian package version).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
file=$root/Sources/SensoriumCore/Foundation/GameVersion.swift
version=$(sed -n 's/^ *public static let current = "\([^"]*\)".*/\1/p' "$file")
if [ -z "$version" ]; then
    echo "$file: current: no version string found" >&2
    exit 1
fi
echo "$version"
