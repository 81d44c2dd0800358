#!/usr/bin/env bash
# Reads a run of the suite (scripts/run-tests.sh's output, as a file or on stdin) and fails when a
# test skipped that is not allowed to: a skip the machine could have run hides a broken set-up as
# a green run. The allowed skips are the lines of .ci/allowed-skips, each an extended regular
# expression matched against "Class.test: reason" (a webcam, a real gamepad: hardware a CI machine
# does not have). Prints each skip with its verdict; exit 1 when one is unexpected.
set -uo pipefail
cd "$(dirname "$0")/.."
allowed=.ci/allowed-skips
patterns=$(grep -vE '^[[:space:]]*(#|$)' "$allowed" 2>/dev/null)
unexpected=0
while IFS= read -r skip; do
    if [ -n "$patterns" ] && grep -qE -f <(printf '%s\n' "$patterns") <<<"$skip"; then
        echo "allowed skip: $skip"
    else
        echo "unexpected skip: $skip (the machine can run it: install what it needs, or allow it in $allowed with a reason)"
        unexpected=$((unexpected + 1))
    fi
done < <(sed -n 's/^skipped //p' "${1:-/dev/stdin}")
((unexpected == 0)) || { echo "$unexpected unexpected skips"; exit 1; }
