#!/usr/bin/env bash
# The checks that take longer than CI's budget allows on two cores, run before a release and
# after a change to what they cover (the suites the mutants name, a fuzz target's code):
# 1. the mutation check (scripts/checks/mutants.sh): one-line bugs in core rules, each built and run
#    against the tests that cover it, every one killed (about 6 minutes);
# 2. every libFuzzer target under AddressSanitizer for FUZZ_SMOKE_SECONDS seconds each
#    (default 20; scripts/fuzzing/fuzz-smoke.sh, about 4 minutes with its release build);
# 3. the benchmarks' quick smoke run (scripts/benchmarks/run.sh): the runner's release build and
#    every library benchmark against its baseline in the same process, which must agree
#    (about 4 minutes, most of it the release build).
# CI (.ci/run) runs everything else, and of the fuzzing the harness's tests: every seed and
# every kept input replayed through its target.
#
#   bash scripts/extended-checks.sh
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
start=$SECONDS
echo "== mutation check: one-line bugs in core rules must each make their tests fail"
bash scripts/checks/mutants.sh
echo "== fuzz smoke: every libFuzzer target for ${FUZZ_SMOKE_SECONDS:-20} s"
FUZZ_SMOKE_SECONDS=${FUZZ_SMOKE_SECONDS:-20} bash scripts/fuzzing/fuzz-smoke.sh
echo "== benchmarks, quick smoke run (asserts agreement, not speed; the library's benchmarks, not the whole-process cli rounds)"
bash scripts/benchmarks/run.sh
echo "== extended checks passed in $((SECONDS - start)) s"
