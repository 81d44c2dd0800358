#!/usr/bin/env bash
# Fuzzes every parser a player's file reaches, in process (libFuzzer + AddressSanitizer).
#
#   scripts/fuzz.sh [TARGET...]     targets: level replay ahap lss progress settings image-header
#   FUZZ_SECONDS=60                 how long each target runs (default 60)
#   FUZZ_RUNS=N                     stop a target after N inputs instead, if that comes first
#
# The core's sources and Tests/Fuzz/*.swift compile once into .build/fuzz/sensorium-fuzz, which
# picks its parser from SENSORIUM_FUZZ_TARGET. Each target starts from a scratch copy of its seeds
# in Tests/Fuzz/corpus/<target>, so new inputs never land in the repository. One line per target;
# the exit status is 1 when any target crashed, leaked, timed out or ran out of memory (the
# reproducer stays in .build/fuzz/), 2 when the fuzzer does not build.
set -uo pipefail
cd "$(dirname "$0")/.."

all_targets=(level replay ahap lss progress settings image-header)
targets=("$@")
[ $# -eq 0 ] && targets=("${all_targets[@]}")
seconds=${FUZZ_SECONDS:-60}
out=.build/fuzz
binary=$out/sensorium-fuzz
mkdir -p "$out"

# Rebuild only when the sources (names or contents) changed: a build takes minutes.
mapfile -d '' sources < <(find Sources/SensoriumCore Tests/Fuzz -name '*.swift' -print0 | sort -z)
stamp=$(cat "${sources[@]}" | sha256sum | cut -d' ' -f1)-$(printf '%s\n' "${sources[@]}" | sha256sum | cut -d' ' -f1)
if [ ! -x "$binary" ] || [ "$(cat "$out/sources.sha256" 2>/dev/null)" != "$stamp" ]; then
    echo "fuzz: building $binary (${#sources[@]} files)" >&2
    # ld.gold warns about every ASan symbol it cannot export; those lines are noise.
    if ! swiftc -swift-version 6 -O -sanitize=fuzzer,address -parse-as-library -module-name SensoriumFuzz \
            "${sources[@]}" -o "$binary" 2> "$out/build.log"; then
        grep -v "Cannot export local symbol" "$out/build.log" >&2
        echo "fuzz: the fuzzer did not build" >&2
        exit 2
    fi
    echo "$stamp" > "$out/sources.sha256"
fi

failed=0
printf '%-13s %12s %9s %10s %8s\n' target executions seconds exec/s crashes
for target in "${targets[@]}"; do
    seeds=Tests/Fuzz/corpus/$target
    if [ ! -d "$seeds" ]; then
        echo "fuzz: $target: no seeds in $seeds; targets: ${all_targets[*]}" >&2
        failed=1
        continue
    fi
    run=$out/$target
    rm -rf "$run"
    mkdir -p "$run/corpus" "$run/findings"
    cp -R "$seeds/." "$run/corpus/"
    limits=(-rss_limit_mb=2048 -malloc_limit_mb=2048 -timeout=10 -max_total_time="$seconds")
    [ -n "${FUZZ_RUNS:-}" ] && limits+=(-runs="$FUZZ_RUNS")
    start=$(date +%s%N)
    SENSORIUM_FUZZ_TARGET=$target "$binary" "${limits[@]}" -print_final_stats=1 \
        -artifact_prefix="$run/findings/" "$run/corpus" > "$run/log" 2>&1
    status=$?
    milliseconds=$(( ($(date +%s%N) - start) / 1000000 + 1 ))
    # The final stats, or after a crash the last progress line (`#123456 pulse ...`).
    executions=$(sed -n 's/^stat::number_of_executed_units: *//p' "$run/log" | tail -n 1)
    [ -n "$executions" ] || executions=$(sed -n 's/^#\([0-9]*\).*/\1/p' "$run/log" | tail -n 1)
    executions=${executions:-0}
    findings=$(find "$run/findings" -type f | wc -l)
    printf '%-13s %12d %5d.%03d %10d %8d\n' "$target" "$executions" $((milliseconds / 1000)) $((milliseconds % 1000)) \
        $((executions * 1000 / milliseconds)) "$findings"
    if [ "$status" -ne 0 ] || [ "$findings" -ne 0 ]; then
        failed=1
        echo "fuzz: $target: exit status $status; log $run/log; reproducers:" $(find "$run/findings" -type f) >&2
        grep -m 3 -E "^sensorium-fuzz: |ERROR: |Fatal error|SUMMARY" "$run/log" >&2
    fi
done
exit "$failed"
