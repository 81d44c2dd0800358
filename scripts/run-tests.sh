#!/usr/bin/env bash
# `make test`'s run of the built suite, on both cores. The window levels' desktop tests
# (WindowLevelRealWindowTests, DesktopObserverTests) each start an X server or Wayland compositor
# of their own and spend most of their two minutes waiting on it, so they run beside the rest of
# the suite, not after it: the XCTest bundle is started directly for them, as SwiftPM allows one
# `swift test` at a time per build folder. Their output follows the main run's; the last line
# adds both runs up.
set -uo pipefail
cd "$(dirname "$0")/.."
build=(-c release --scratch-path .build/tests)
bundle=.build/tests/release/SensoriumPackageTests.xctest
desktop_classes=(WindowLevelRealWindowTests DesktopObserverTests LibreSplitTests)

export SDL_VIDEODRIVER=offscreen SDL_AUDIODRIVER=disk SDL_DISKAUDIOFILE=/dev/null SDL_DISKAUDIODELAY=0
side_log=$(mktemp) main_log=$(mktemp)
trap 'rm -f "$side_log" "$main_log"' EXIT
selection=$(printf 'SensoriumSDLTests.%s,' "${desktop_classes[@]}")
"$bundle" "${selection%,}" >"$side_log" 2>&1 &
side_pid=$!

skip=$(IFS='|'; echo "${desktop_classes[*]}")
xvfb-run -a -s "-screen 0 1920x1080x24" "${SWIFT:-swift}" test "${build[@]}" --skip-build --disable-swift-testing \
    --skip "$skip" 2>&1 | tee "$main_log"
main_status=${PIPESTATUS[0]}
wait "$side_pid"
side_status=$?
cat "$side_log"

# The two runs' top-level totals ("Executed N tests, with [S tests skipped and] F failures"),
# each the last such line of its log.
total=0 skipped=0 failed=0
for log in "$main_log" "$side_log"; do
    line=$(grep -E "Executed [0-9]+ tests?, with" "$log" | tail -n 1)
    if [[ $line =~ Executed\ ([0-9]+)\ tests?,\ with\ (([0-9]+)\ tests?\ skipped\ and\ )?([0-9]+)\ failure ]]; then
        total=$((total + BASH_REMATCH[1])) skipped=$((skipped + ${BASH_REMATCH[3]:-0})) failed=$((failed + BASH_REMATCH[4]))
    else
        echo "no test totals in one of the runs"; failed=$((failed + 1))
    fi
done
echo "Both runs: Executed $total tests, with $skipped tests skipped and $failed failures"
[ "$main_status" -eq 0 ] && [ "$side_status" -eq 0 ]
