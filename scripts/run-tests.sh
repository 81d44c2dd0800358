#!/usr/bin/env bash
# `make test`'s run of the built suite, in groups run at once, each group one process of the
# XCTest bundle on a virtual X server of its own. Most of the suite's wall time is waiting (on the
# desktops the window levels' tests start, on a game played back in real time), so there are more
# groups than cores, in three pools: the desktop tests in TEST_DESKTOP_GROUPS (default 2), the
# core's tests in TEST_CORE_GROUPS (default 1), the rest in TEST_GROUPS (default 4), dealt by the
# seconds each class or test took (the table below). The core's tests are pure computation and
# never wait on real time, so they run at a lower priority (nice 10): they take the cores when the
# tests that play in real time (a game played back beside a splitter, keys typed into a window)
# leave them idle, and never delay those. Each group's log follows in turn; the last line adds up
# their totals. A group that fails or ends without its totals (a crash) fails the run, and so does
# a total short of the tests the bundle lists. A group still running after TEST_GROUP_SECONDS
# (default 900) is ended, with a line naming the test it was in. Every skipped test is printed
# with its reason, and the closing line counts them (.ci/run fails on one not allowed).
set -uo pipefail
cd "$(dirname "$0")/.."
bundle=.build/tests/release/SensoriumPackageTests.xctest
export SDL_VIDEODRIVER=offscreen SDL_AUDIODRIVER=disk SDL_DISKAUDIOFILE=/dev/null SDL_DISKAUDIODELAY=0

group_seconds=${TEST_GROUP_SECONDS:-900}
rest_groups=${TEST_GROUPS:-4} desktop_groups=${TEST_DESKTOP_GROUPS:-2} core_groups=${TEST_CORE_GROUPS:-1}
# Seconds each slow class, or test of a split class, took (a serial run of 2026-12-01 on a busy
# 2-core machine; the two real-window classes, waiting on the game's readiness lines, 2026-12-02;
# the microphone's, 2026-12-07, under stress-ng), only to balance the groups: a class not listed
# counts as 0.3 s, and still runs; a split class's test not listed, its share of the class. Split classes are dealt test by test,
# so no group waits on all of them: the desktop classes (each test has desktops of its own, in a
# pool of their own) and the slow classes of the rest.
declare -A seconds=(
    [WindowLevelRealWindowTests]=46 [LibreSplitTests]=290 [AutoSplittingRuntimeTests]=101
    [RealWindowSessionTests]=10 [SoakTests]=11 [CommandLineFilesTests]=24 [DesktopObserverTests]=11
    [HostileDesktopTests]=60 [WindowGiveBackTests]=22
    [RealWindowSessionTests/testTheHintKeyInALevelDrawsTheSolutionGhost]=6
    [RealWindowSessionTests/testSettingsChangedInTheGameAreSavedAndKeptForTheNextStart]=2
    [CommandLineFilesTests/testAFailedSaveSaysNotSavedOnce]=10
    [CommandLineFilesTests/testVerifyRefusesAHostileReplayInSecondsWithOneLine]=5
    [CommandLineFilesTests/testHeadlessPlayKeepsItsMemoryFlat]=4
    [AudioOutputTests]=1 [SaveRoundTripPropertyTests]=5 [SolverCoverageTests]=4 [LevelSolverTests]=3
    [FeedbackOutputTests]=3 [SaveCrashTests]=3 [WindowStartupTests]=2 [PlaySessionTests]=2
    [ChallengeScreenshotTests]=2 [HostilePackTests]=2 [RunSegmentsTests]=2 [AccidentalSolveTests]=1
    [ScenePictureTests]=1 [LevelWatcherTests]=1 [SolutionReplayTests]=1 [LiveSplitOneServerTests]=3 [LiveSplitClientTests]=4
    [SpeedrunDriverTests]=1 [HintBulbPointerTests]=3 [LockedTileAnswerTests]=1
    [MicrophoneLevelTests/testListeningLevelsAreSolvedFromACaptureFile]=57
    [MicrophoneLevelTests/testTheGamesOwnSoundLoopedIntoItsCaptureSolvesNothing]=62
    [MicrophoneLevelTests/testThreeListeningLevelsAreSolvedThroughASoundServer]=14
    [MicrophoneLevelTests/testAListeningSessionWritesNoAudioAnywhere]=3
    [MicrophoneSoundServerTests]=6 [MicrophoneTests]=4
)
desktop_classes=" WindowLevelRealWindowTests DesktopObserverTests HostileDesktopTests WindowGiveBackTests "
split_classes="$desktop_classes RealWindowSessionTests CommandLineFilesTests MicrophoneLevelTests "

# Every test as Module.Class/test; the units to deal are whole classes, or single tests of a
# split class, each with its pool (desktop, core or rest) and its seconds in tenths (to keep a
# short test's share above zero).
tests=$("$bundle" --list-tests 2>/dev/null | grep -E '^[A-Za-z0-9_]+\.[A-Za-z0-9_]+/[A-Za-z0-9_]+$')
if [ -z "$tests" ]; then echo "the test bundle lists no tests: $bundle"; exit 1; fi
units=$(awk -F'[./]' -v splits="$split_classes" -v desktops="$desktop_classes" '
    { class = $2; unit = (index(splits, " " class " ") ? $0 : $1 "." class); if (!(unit in seen)) { seen[unit] = 1; order[n++] = unit; of[unit] = class; test[unit] = $3 }
      count[class]++ }
    END { for (i = 0; i < n; i++) { u = order[i]; c = of[u]; split_unit = (u ~ /\//)
            print (index(desktops, " " c " ") ? "desktop" : (u ~ /^SensoriumCoreTests\./ ? "core" : "rest")), c, (split_unit ? c "/" test[u] : "-"), u, (split_unit ? count[c] : 1) } }' <<<"$tests")

# Longest first, each into the group of its pool with the fewest seconds so far. The desktop
# tests have a pool of their own: they start SDL in the test process on their desktops, and the
# rest of the suite never shares a process with them, as before.
groups=() loads=()
for ((i = 0; i < rest_groups + desktop_groups + core_groups; i++)); do groups[i]="" loads[i]=0; done
while read -r tenths pool unit; do
    case $pool in
        desktop) first=$rest_groups count=$desktop_groups ;;
        core) first=$((rest_groups + desktop_groups)) count=$core_groups ;;
        *) first=0 count=$rest_groups ;;
    esac
    # A pool given no groups (TEST_CORE_GROUPS=0, say) runs with the rest.
    ((count > 0)) || first=0 count=$rest_groups
    lightest=$first
    for ((i = first + 1; i < first + count; i++)); do ((loads[i] < loads[lightest])) && lightest=$i; done
    groups[lightest]+="$unit," loads[lightest]=$((loads[lightest] + tenths))
done < <(while read -r pool class own unit shares; do
             if [[ $own != - && -n ${seconds[$own]:-} ]]; then tenths=$((seconds[$own] * 10))
             else tenths=$(((${seconds[$class]:-0} * 10 + 3) / shares)); fi
             echo "$tenths $pool $unit"
         done <<<"$units" | sort -k1,1nr -k3,3)

# The plan in one line a group; the whole selection of a group is printed if it fails.
for i in "${!groups[@]}"; do
    selection=${groups[i]%,}
    echo "group $((i + 1)): about $((loads[i] / 10)) s, $(tr ',' '\n' <<<"$selection" | grep -c .) classes or tests"
    [ -n "${TEST_PLAN_ONLY:-}" ] && echo "  $selection"
done
[ -n "${TEST_PLAN_ONLY:-}" ] && exit 0

# One group: the bundle on a virtual X server of its own, so no group's key presses or windows
# reach another's (Xvfb picks a free display itself and writes its number).
run_group() { # selection log niceness
    local number server status
    number=$(mktemp)
    # -noreset: the server stays as it is when the last client leaves (each window test's game is
    # the only client for a moment; a reset in between costs the next test its wait).
    Xvfb -displayfd 3 -screen 0 1920x1080x24 -nolisten tcp -noreset 3>"$number" >/dev/null 2>&1 &
    server=$!
    for _ in $(seq 100); do [ -s "$number" ] && break; sleep 0.1; done
    if [ -s "$number" ]; then
        # In a process group of its own (job control on for this one job), so what its tests
        # started and did not end (a group that crashed leaves its played-back game, its
        # LibreSplit, their X servers) ends with it. Not a session of its own: the kernel
        # shares the processor between sessions first (autogroups), which undid the core
        # group's lower priority (three CI runs in a row then failed a real-time test).
        set -m
        # A hung test (a wait with no deadline, a child that never ends) costs its group the
        # time limit, never the whole run: timeout ends the bundle, the kill below its children.
        DISPLAY=":$(head -n 1 "$number")" timeout --kill-after=10 "$group_seconds" nice -n "$3" "$bundle" "$1" >"$2" 2>&1 &
        local bundle_pid=$!
        set +m
        wait "$bundle_pid"
        status=$?
        kill -- "-$bundle_pid" 2>/dev/null
        if ((status == 124 || status == 137)); then
            local last
            last=$(grep -E "^Test Case '.*' started" "$2" | tail -n 1)
            echo "the group was ended after its $group_seconds s (TEST_GROUP_SECONDS), in: ${last:-its start, before a test}" >>"$2"
        fi
    else
        echo "Xvfb did not start" >"$2"; status=1
    fi
    kill "$server" 2>/dev/null; wait "$server" 2>/dev/null; rm -f "$number"
    return "$status"
}

selections=() logs=() pids=()
trap 'rm -f "${logs[@]}"' EXIT
for i in "${!groups[@]}"; do
    selection=${groups[i]}
    [ -n "$selection" ] || continue
    selections+=("${selection%,}") logs+=("$(mktemp)")
    run_group "${selections[-1]}" "${logs[-1]}" "$((i >= rest_groups + desktop_groups ? 10 : 0))" &
    pids+=($!)
done

status=0 total=0 skipped=0 failed=0 skips=() failures=()
for i in "${!pids[@]}"; do
    wait "${pids[i]}"
    group_status=$?
    cat "${logs[i]}"
    # XCTest's own line for a skip: "FILE:LINE: Class.test : Test skipped - reason".
    while IFS= read -r skip; do skips+=("$skip"); done < <(sed -nE 's/^.*: ([A-Za-z0-9_]+\.[A-Za-z0-9_]+) : Test skipped( - (.*))?$/\1: \3/p' "${logs[i]}")
    # XCTest's own line for a failed assertion: "FILE:LINE: error: Class.test : message".
    while IFS= read -r failure; do failures+=("$failure"); done < <(grep -E ': error: [A-Za-z0-9_]+\.[A-Za-z0-9_]+ : ' "${logs[i]}" | sed -E 's|^[^ :]*/([^/ :]+:[0-9]+: error:)|\1|' | cut -c1-400)
    if ((group_status != 0)); then status=1; echo "group $((i + 1)) failed; it ran ${selections[i]}"; fi
    # The group's own totals: the line after its top-level suite ends ("Selected tests"), not a
    # class's, so a group that crashed half way counts as a failure and not as a short pass.
    line=$(grep -A1 -E "^Test Suite 'Selected tests' (passed|failed)" "${logs[i]}" | grep -E "Executed [0-9]+ tests?, with" | tail -n 1)
    if [[ $line =~ Executed\ ([0-9]+)\ tests?,\ with\ (([0-9]+)\ tests?\ skipped\ and\ )?([0-9]+)\ failure ]]; then
        total=$((total + BASH_REMATCH[1])) skipped=$((skipped + ${BASH_REMATCH[3]:-0})) failed=$((failed + BASH_REMATCH[4]))
    else
        echo "no test totals from the group of ${selections[i]}"; failed=$((failed + 1)) status=1
        failures+=("group $((i + 1)) ended without its totals, in: $(grep -E "^Test Case '.*' started" "${logs[i]}" | tail -n 1)")
    fi
done
listed=$(wc -l <<<"$tests")
if ((total != listed)); then echo "$total tests ran of the $listed the bundle lists"; status=1; fi
# Every skip again, together, so none hides in a group's log (scripts/check-skips.sh reads these).
for skip in "${skips[@]}"; do echo "skipped $skip"; done
# Every failure again, together, so the run's last lines name it (a CI log is often read from
# its end).
for failure in "${failures[@]}"; do echo "failed $failure"; done
echo "All ${#pids[@]} groups: Executed $total tests, with $skipped tests skipped and $failed failures"
exit "$status"
