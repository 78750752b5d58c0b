#!/usr/bin/env bash
# The cost of the first normalization in a process: for each `hangul` binary given, the
# instructions valgrind's callgrind counts in parsing the built-in normalization tables
# (NormalizationTables.init(parsing:), which runs once per process, on the first text that
# needs the tables) and in the whole process, for `hangul search 김` on one line with a
# combining mark (e + U+0301). Instruction counts, unlike times, do not vary between runs,
# so a binary of each version can be compared on a busy machine. Installs valgrind from
# Debian when it is missing.
#
#   bash scripts/benchmarks/startup-instructions.sh HANGUL [HANGUL…]
# e.g. the release builds before and after a change to the tables' parser.
set -euo pipefail
if [ $# -eq 0 ]; then
  echo "usage: scripts/benchmarks/startup-instructions.sh HANGUL [HANGUL…]" >&2
  exit 64
fi
if ! command -v valgrind >/dev/null; then
  echo "installing valgrind (apt)" >&2
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq valgrind >/dev/null
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
printf 'e\xcc\x81\n' > "$work/input.txt"
# callgrind's total of the events it collected (Ir: instructions executed).
collected() { grep -E "Collected :" "$1" | awk '{print $NF}'; }
echo "| binary | parsing the normalization tables | whole process |"
echo "|---|---:|---:|"
for binary in "$@"; do
  # valgrind 3.19 cannot read the DWARF 5 of Swift's debug info: a copy without it.
  cp "$binary" "$work/hangul"
  strip --strip-debug "$work/hangul"
  valgrind --tool=callgrind --callgrind-out-file="$work/parse.out" \
    --toggle-collect='*NormalizationTablesC7parsing*' "$work/hangul" search 김 < "$work/input.txt" > /dev/null 2> "$work/parse.txt"
  valgrind --tool=callgrind --callgrind-out-file="$work/whole.out" \
    "$work/hangul" search 김 < "$work/input.txt" > /dev/null 2> "$work/whole.txt"
  echo "| $binary | $(collected "$work/parse.txt") | $(collected "$work/whole.txt") |"
done
