#!/usr/bin/env bash
# Builds the benchmark runner (release) and runs it. Without arguments: the quick CI smoke run
# (100k names, < 1 minute, asserts nothing about speed; fails if a baseline check fails).
# Full run for the README: bash scripts/benchmarks.sh --markdown
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product hangul
swift build -c release --product HangulCFloor
swift build -c release --product HangulBenchmarks
if [ "$#" -eq 0 ]; then set -- --quick; fi
.build/release/HangulBenchmarks "$@"
