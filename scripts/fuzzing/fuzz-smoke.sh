#!/usr/bin/env bash
# Fuzz smoke: every libFuzzer target for FUZZ_SMOKE_SECONDS (default 20) seconds, after
# one build; stops at the first crash or broken invariant (the input lands in Fuzz/crashes/).
# The targets take under two minutes after the build; each also replays its kept corpus
# (Fuzz/corpus-kept/TARGET) first. Before them, the harness's own tests (a normal build).
# FUZZ_SMOKE_SECONDS=0 runs those tests only (CI: the seeds and kept inputs replayed, no
# sanitizer build); scripts/extended-checks.sh runs the libFuzzer targets.
set -euo pipefail
cd "$(dirname "$0")/../.."
seconds=${FUZZ_SMOKE_SECONDS:-20}
# The harness is a package of its own (Fuzz/Package.swift): its tests replay every seed through
# every target and every kept input through the target that found it, in a normal build.
# FUZZ_TEST_SCRATCH names its build folder (default Fuzz/.build): CI gives it the linking
# example's, where the library is built already with the same (default) traits.
echo "== fuzz smoke: swift test --package-path Fuzz (seed and kept corpus replay)" >&2
swift test --package-path Fuzz ${FUZZ_TEST_SCRATCH:+--scratch-path "$FUZZ_TEST_SCRATCH"} >&2
if [[ "$seconds" == 0 ]]; then
  echo "fuzz smoke: FUZZ_SMOKE_SECONDS=0, the seed and kept corpus replay only" >&2
  exit 0
fi
for target in $(scripts/fuzzing/fuzz.sh --list); do
  echo "== fuzz smoke: $target (${seconds} s)" >&2
  log=${FUZZ_SCRATCH:-.build-fuzz}/smoke-$target.log
  mkdir -p "${FUZZ_SCRATCH:-.build-fuzz}"
  status=0
  FUZZ_MAX_LEN=${FUZZ_MAX_LEN:-256} scripts/fuzzing/fuzz.sh "$target" "${seconds}s" >"$log" 2>&1 || status=$?
  grep -E '^(Done|stat::number_of_executed_units|==[0-9]+==ERROR|invariant broken|input:|SUMMARY)' "$log" >&2 || true
  [[ $status -eq 0 ]] || { echo "fuzz smoke: $target FAILED (exit $status, log $log)" >&2; exit 1; }
done
echo "fuzz smoke: all targets passed" >&2
