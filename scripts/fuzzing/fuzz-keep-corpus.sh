#!/usr/bin/env bash
# Keeps what a fuzz run learned: merges the inputs a run wrote to $FUZZ_SCRATCH/corpus/TARGET
# (default .build-fuzz) into Fuzz/corpus-kept/TARGET, which is committed and which
# scripts/fuzzing/fuzz.sh reads on every later run (and the CI smoke with it), so a new machine
# starts where the last run stopped instead of from the seeds.
#
#   scripts/fuzzing/fuzz-keep-corpus.sh TARGET
#
# libFuzzer's -merge=1 adds only the inputs that reach coverage the kept corpus does not
# already reach, so it stays small. Needs the fuzz build (scripts/fuzzing/fuzz.sh builds it);
# FUZZ_BINARY names another copy of it.
set -euo pipefail
cd "$(dirname "$0")/../.."
SWIFT=${SWIFT:-/opt/swift/usr/bin/swift}
scratch=${FUZZ_SCRATCH:-.build-fuzz}
target=${1:?usage: scripts/fuzzing/fuzz-keep-corpus.sh TARGET}
binary=${FUZZ_BINARY:-$("$SWIFT" build -c release --package-path Fuzz --product HangulFuzz --scratch-path "$scratch" --show-bin-path)/HangulFuzz}
[[ -x "$binary" ]] || { echo "no fuzz build at $binary: run scripts/fuzzing/fuzz.sh $target 1 first" >&2; exit 1; }
[[ -d "$scratch/corpus/$target" ]] || { echo "no corpus at $scratch/corpus/$target" >&2; exit 1; }
kept=Fuzz/corpus-kept/$target
mkdir -p "$kept"
before=$(ls "$kept" | wc -l)
export ASAN_OPTIONS=${ASAN_OPTIONS:-malloc_context_size=0}
HANGUL_FUZZ_TARGET=$target "$binary" -merge=1 "$kept" "$scratch/corpus/$target" >&2
echo "Fuzz/corpus-kept/$target: $before → $(ls "$kept" | wc -l) inputs" >&2
