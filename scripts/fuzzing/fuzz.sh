#!/usr/bin/env bash
# Builds the libFuzzer harness (Fuzz/HangulFuzz, -DFUZZING) with the fuzzer and address
# sanitizers and runs one target.
#
#   scripts/fuzzing/fuzz.sh TARGET [RUNS|SECONDSs] [extra libFuzzer flags…]
#   scripts/fuzzing/fuzz.sh choseong 10000000     # ten million executions
#   scripts/fuzzing/fuzz.sh compose 20s           # twenty seconds
#   scripts/fuzzing/fuzz.sh --list                # the targets
#
# Targets: decompose, compose, choseong, search, line-reader (Fuzz/HangulFuzz/FuzzTarget.swift;
# `--list` prints them). The seed corpus Fuzz/corpus/TARGET and the kept corpus of earlier
# runs Fuzz/corpus-kept/TARGET (scripts/fuzzing/fuzz-keep-corpus.sh) are read, never written: new
# inputs go to $FUZZ_SCRATCH/corpus/TARGET (default .build-fuzz); crashes to Fuzz/crashes/.
# FUZZ_MAX_LEN (default 512) caps the input length; ASAN_OPTIONS overrides the default below.
set -euo pipefail
cd "$(dirname "$0")/../.."
SWIFT=${SWIFT:-/opt/swift/usr/bin/swift}
scratch=${FUZZ_SCRATCH:-.build-fuzz}   # build directory (and its corpus/ of new inputs)
if [[ "${1:-}" == "--list" ]]; then
  sed -n 's/^  case \([a-zA-Z]*\)\( = "\(.*\)"\)\{0,1\}$/\1 \3/p' Fuzz/HangulFuzz/FuzzTarget.swift |
    awk '{ print ($2 != "" ? $2 : $1) }'
  exit 0
fi
target=${1:?usage: scripts/fuzzing/fuzz.sh TARGET [RUNS|SECONDSs] [libFuzzer flags…]}
budget=${2:-1000000}
shift $(( $# >= 2 ? 2 : 1 ))

# libFuzzer comes from the toolchain's compiler-rt (-sanitize=fuzzer links it). SwiftPM aliases
# `main` to `HangulFuzz_main`, which the harness defines to call LLVMFuzzerRunDriver.
runtime=$(dirname "$(readlink -f "$SWIFT")")/../lib/swift/clang/lib/linux/libclang_rt.fuzzer-x86_64.a
[[ -f "$runtime" ]] || { echo "libFuzzer runtime not found: $runtime" >&2; exit 1; }

# The harness is a package of its own (Fuzz/Package.swift).
"$SWIFT" build -c release --package-path Fuzz --product HangulFuzz --scratch-path "$scratch" \
  -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library -Xswiftc -DFUZZING \
  -Xcc -fsanitize=fuzzer-no-link,address >&2
binary=$("$SWIFT" build -c release --package-path Fuzz --product HangulFuzz --scratch-path "$scratch" --show-bin-path)/HangulFuzz
symbols=$(nm "$binary")
grep -q ' T LLVMFuzzerTestOneInput$' <<<"$symbols" || { echo "no LLVMFuzzerTestOneInput in $binary" >&2; exit 1; }
grep -q ' T LLVMFuzzerRunDriver$' <<<"$symbols" || { echo "libFuzzer's driver is not linked in $binary" >&2; exit 1; }

if [[ "$budget" == *s ]]; then limit=(-max_total_time="${budget%s}" -runs=-1); else limit=(-runs="$budget"); fi
work=$scratch/corpus/$target
mkdir -p "$work" Fuzz/crashes
[[ -f Fuzz/hangul.dict ]] && dict=(-dict=Fuzz/hangul.dict) || dict=()
# ASan keeps no allocation stack traces by default here (malloc_context_size=0): collecting
# one per allocation took about a third of the time of the search and decompose targets.
# A crash is still caught and its input saved; rerun it with ASAN_OPTIONS= for full stacks.
export ASAN_OPTIONS=${ASAN_OPTIONS:-malloc_context_size=0}
kept=(); [[ -d Fuzz/corpus-kept/$target ]] && kept=("Fuzz/corpus-kept/$target")
HANGUL_FUZZ_TARGET=$target exec "$binary" "$work" "Fuzz/corpus/$target" "${kept[@]}" "${limit[@]}" "${dict[@]}" \
  -max_len=${FUZZ_MAX_LEN:-512} -print_final_stats=1 -artifact_prefix="Fuzz/crashes/$target-" "$@"
