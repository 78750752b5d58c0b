#!/usr/bin/env bash
# Builds the benchmark runner (release) and runs it.
#   bash scripts/benchmarks/run.sh           the quick smoke run (scripts/extended-checks.sh): 100k names, < 1 minute,
#                                            asserts nothing about speed; fails if a baseline
#                                            check fails. It leaves out the whole-process `cli`
#                                            rounds, which need the release `hangul` (its
#                                            postgres-nio makes that build ~9 minutes on 2
#                                            cores); the CLI end-to-end tests run the binary.
#   bash scripts/benchmarks/run.sh --markdown the full run for Benchmarks/RESULTS.md, `cli` included.
#   bash scripts/benchmarks/run.sh ARGS…     the runner with ARGS (see HangulBenchmarks --help).
set -euo pipefail
cd "$(dirname "$0")/../.."
if [ "$#" -eq 0 ]; then
  set -- --quick --skip cli
else
  swift build -c release --product hangul
fi
# The runner, its C baselines and floors are a package of their own (Benchmarks/Package.swift),
# built in Benchmarks/.build; the `cli` rounds time this checkout's release `hangul`
# (HANGUL_BINARY, default .build/release/hangul).
swift build -c release --package-path Benchmarks --product HangulCFloor
swift build -c release --package-path Benchmarks --product HangulBenchmarks
HANGUL_BINARY="${HANGUL_BINARY:-$PWD/.build/release/hangul}" Benchmarks/.build/release/HangulBenchmarks "$@"
