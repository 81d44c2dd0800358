#!/usr/bin/env bash
# The suite's proof of steadiness: `make test` N times in a row, each in a clean `git clone` of this
# repository's current commit, as a newcomer runs it.
#
#   scripts/soak-tests.sh --runs 5 [--stress 2,4] [--fresh] [--command CMD] [--dry-run]
#
#   --runs N       how many runs (default 1)
#   --stress LIST  the runs (counted from 1, comma-separated) that run beside `stress-ng --cpu 2`,
#                  two busy workers taking the cores the suite wants (stress-ng is installed first)
#   --fresh        first make the machine as fresh as a new one: remove ~/.cache, openbox's and
#                  fontconfig's caches, and what earlier tests left in XDG_RUNTIME_DIR and the
#                  temporary folder (so openbox, weston and fontconfig start for the first time)
#   --command CMD  what each run runs in its clone instead of `make test` (to try this script)
#   --dry-run      say what would be done, do none of it
#
# Each clone is made beside the repository, so what the suite finds next to it (shared/) is there
# too. Prints each run's totals (passed, failed, skipped, unexpected skips: scripts/check-skips.sh)
# and wall time as it ends, then the table of all runs; exit 1 when any run was red. The logs stay
# in the folder it names.
set -uo pipefail
repository=$(cd "$(dirname "$0")/.." && pwd)
runs=1 stress="" fresh=0 command="make test" dry=0
while (($#)); do
    case $1 in
        --runs) runs=${2:?--runs takes a number}; shift ;;
        --stress) stress=${2:?--stress takes a list of runs, such as 2,4}; shift ;;
        --fresh) fresh=1 ;;
        --command) command=${2:?--command takes a command}; shift ;;
        --dry-run) dry=1 ;;
        *) echo "soak-tests: unknown option $1 (see the comment at the top of $0)" >&2; exit 2 ;;
    esac
    shift
done
[[ $runs =~ ^[1-9][0-9]*$ ]] || { echo "soak-tests: --runs takes a whole number from 1, not $runs" >&2; exit 2; }
[[ -z $stress || $stress =~ ^[0-9]+(,[0-9]+)*$ ]] || { echo "soak-tests: --stress takes runs such as 2,4, not $stress" >&2; exit 2; }

commit=$(git -C "$repository" rev-parse HEAD) || exit 2
logs=$(mktemp -d "${TMPDIR:-/tmp}/sensorium-soak-logs.XXXXXX")
say() { echo "soak: $*"; }
doing() { if ((dry)); then say "would run: $*"; else "$@"; fi; }

sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
if [ -n "$stress" ] && ! command -v stress-ng >/dev/null; then
    say "installing stress-ng (Debian's) for the loaded runs"
    doing $sudo apt-get install -y -qq stress-ng >/dev/null || { echo "soak-tests: stress-ng could not be installed" >&2; exit 2; }
fi

if ((fresh)); then
    # What a first start on a new machine has not made yet: caches (fontconfig's among them), the
    # window manager's settings, sockets and folders the desktops' earlier runs left.
    leftovers=("$HOME/.cache" "$HOME/.config/openbox" "$HOME/.fontconfig" /var/cache/fontconfig)
    for path in "${TMPDIR:-/tmp}"/sensorium-*; do [ -e "$path" ] && leftovers+=("$path"); done
    if [ -n "${XDG_RUNTIME_DIR:-}" ] && [ -d "$XDG_RUNTIME_DIR" ]; then
        for path in "$XDG_RUNTIME_DIR"/wayland-* "$XDG_RUNTIME_DIR"/sensorium-* "$XDG_RUNTIME_DIR"/weston*; do [ -e "$path" ] && leftovers+=("$path"); done
    fi
    for path in "${leftovers[@]}"; do
        [ -e "$path" ] || continue
        [[ $path == "$logs" ]] && continue
        say "fresh: removing $path"
        doing $sudo rm -rf -- "$path"
    done
fi

rows=() red=0
for ((run = 1; run <= runs; run++)); do
    loaded=no
    [[ ",$stress," == *",$run,"* ]] && loaded=yes
    clone=$(dirname "$repository")/sensorium-soak-$run-$$
    log=$logs/run-$run.log
    say "run $run of $runs: a clean clone of $commit in $clone$([ $loaded = yes ] && echo ", beside stress-ng --cpu 2")"
    if ((dry)); then
        say "would run: git clone $repository $clone; git checkout $commit; (cd $clone && $command) > $log"
        [ $loaded = yes ] && say "would run: stress-ng --cpu 2 for the length of the run"
        say "would run: rm -rf $clone"
        continue
    fi
    rm -rf "$clone"
    if ! git clone --quiet --no-hardlinks "$repository" "$clone" || ! git -C "$clone" checkout --quiet "$commit"; then
        echo "soak-tests: could not clone $repository" >&2; exit 2
    fi
    load_pid=""
    if [ $loaded = yes ]; then
        stress-ng --cpu 2 --quiet >/dev/null 2>&1 &
        load_pid=$!
    fi
    started=$(date +%s)
    (cd "$clone" && bash -c "$command") >"$log" 2>&1
    status=$?
    seconds=$(($(date +%s) - started))
    [ -n "$load_pid" ] && { kill "$load_pid" 2>/dev/null; wait "$load_pid" 2>/dev/null; }
    # The suite's own closing line (scripts/run-tests.sh), and its skips judged as CI does.
    totals=$(grep -E "^All [0-9]+ groups: Executed [0-9]+ tests?, with" "$log" | tail -n 1)
    passed=- failed=- skipped=-
    if [[ $totals =~ Executed\ ([0-9]+)\ tests?,\ with\ ([0-9]+)\ tests?\ skipped\ and\ ([0-9]+)\ failure ]]; then
        skipped=${BASH_REMATCH[2]} failed=${BASH_REMATCH[3]} passed=$((BASH_REMATCH[1] - BASH_REMATCH[2] - BASH_REMATCH[3]))
    fi
    unexpected=$("$repository/scripts/check-skips.sh" "$log" | grep -c '^unexpected skip:')
    verdict=green
    if ((status != 0)) || [ "$passed" = - ] || ((unexpected > 0)); then verdict=red red=$((red + 1)); fi
    row=$(printf '%3d  %-6s %6s %6s %7s %10s %6ss  %s' "$run" "$loaded" "$passed" "$failed" "$skipped" "$unexpected" "$seconds" "$verdict")
    rows+=("$row")
    say "run $run: $passed passed, $failed failed, $skipped skipped ($unexpected unexpected), ${seconds} s, $verdict (log $log)"
    ((status != 0)) && grep -E "^(group [0-9]+ failed|.*error: |the group was ended)" "$log" | head -n 5 | sed 's/^/soak:   /'
    rm -rf "$clone"
done

((dry)) && { rmdir "$logs"; exit 0; }
echo "run  stress passed failed skipped unexpected   wall  verdict"
printf '%s\n' "${rows[@]}"
echo "$((runs - red)) of $runs runs green; logs in $logs"
((red == 0))
