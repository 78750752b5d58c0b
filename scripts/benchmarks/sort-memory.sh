#!/usr/bin/env bash
# `hangul sort` and `hangul index` as whole processes on N names: wall time, CPU time (user +
# system) and peak resident memory (GNU time's %M), against the C++ floor (reads the lines,
# builds ICU sort keys, sorts, writes: Benchmarks/HangulCFloor), GNU sort with LC_ALL=C (and
# with a Korean locale when one is installed), and `hangul sort --max-memory` (64M by
# default). The commands run alternately, R rounds (medians); the spilled sort's output is
# first checked to be the in-memory sort's bytes. Names: ../shared's gen_names.py when
# NAMES_SCRIPT points at it, else the package's generator (dump-names), 5 % not Korean.
# Prints a Markdown table (Benchmarks/README.md, "cli: start-up, 1M and 10M names as whole processes").
#
#   bash scripts/benchmarks/sort-memory.sh [--count N] [--rounds R] [--max-memory SIZE] [--hangul BINARY]
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="/opt/swift/usr/bin:$PATH"
count=1000000 rounds=3 max_memory=64M hangul=""
while [ $# -gt 0 ]; do
  case "$1" in
    --count) count="$2"; shift ;;
    --rounds) rounds="$2"; shift ;;
    --max-memory) max_memory="$2"; shift ;;
    --hangul) hangul="$2"; shift ;;
    *) echo "unknown option $1" >&2; exit 64 ;;
  esac
  shift
done
command -v /usr/bin/time >/dev/null || { echo "sort-memory: needs GNU time (apt-get install time)" >&2; exit 69; }
bash scripts/environment/ensure-icu.sh >/dev/null
if [ -z "$hangul" ]; then
  swift build -c release --product hangul >&2
  hangul=.build/release/hangul
fi
swift build -c release --package-path Benchmarks --product HangulCFloor >&2
floor=Benchmarks/.build/release/HangulCFloor
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
if [ -n "${NAMES_SCRIPT:-}" ]; then
  python3 "$NAMES_SCRIPT" --seed 42 -n "$count" -o "$work/names.txt"
else
  bash scripts/data/fixtures/build-dump-names.sh "$work" "$(dirname "$hangul")"
  "$work/dump-names" 26 "$count" 0.05 | cut -f2 > "$work/names.txt"
fi
bytes=$(stat -c %s "$work/names.txt")
cmp <("$hangul" sort "$work/names.txt") <(TMPDIR="$work" "$hangul" sort --max-memory "$max_memory" "$work/names.txt")
korean=$(locale -a 2>/dev/null | grep -i '^ko_KR\.utf-\?8$' | head -1 || true)

# One run: "wall cpu peak_kB" of `command…`, its output to /dev/null.
measure() {
  /usr/bin/time -f '%e %U %S %M' -o "$work/time" "$@" > /dev/null
  awk '{printf "%s %.2f %s\n", $1, $2 + $3, $4}' "$work/time"
}
declare -A runs
commands=(sort index floor gnu spilled)
[ -n "$korean" ] && commands+=(gnu-ko)
for _ in $(seq "$rounds"); do
  for c in "${commands[@]}"; do
    case "$c" in
      sort) r=$(measure "$hangul" sort "$work/names.txt") ;;
      index) r=$(measure "$hangul" index "$work/names.txt") ;;
      floor) r=$(measure "$floor" sort "$work/names.txt") ;;
      gnu) r=$(LC_ALL=C measure sort "$work/names.txt") ;;
      gnu-ko) r=$(LC_ALL="$korean" measure sort "$work/names.txt") ;;
      spilled) r=$(TMPDIR="$work" measure "$hangul" sort --max-memory "$max_memory" "$work/names.txt") ;;
    esac
    runs[$c]+="$r"$'\n'
  done
done
# The median of field F (1 wall, 2 CPU, 3 peak kB) of command C's runs.
median() { printf '%s' "${runs[$1]}" | awk -v f="$2" 'NF {print $f}' | sort -g | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
mb() { awk -v k="$1" 'BEGIN {printf "%.1f MB", k * 1024 / 1e6}'; }
times_input() { awk -v k="$1" -v b="$bytes" 'BEGIN {printf "%.2f×", k * 1024 / b}'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN {printf "%.2f×", a / b}'; }
row() {  # name, command
  echo "| $1 | $(median "$2" 1) s / $(median "$2" 2) s / $(mb "$(median "$2" 3)") ($(times_input "$(median "$2" 3)") the input) |" \
    "$(ratio "$(median "$2" 1)" "$(median floor 1)") / $(ratio "$(median "$2" 2)" "$(median floor 2)") / $(ratio "$(median "$2" 3)" "$(median floor 3)") |"
}
echo "$count names, $(awk -v b="$bytes" 'BEGIN {printf "%.1f MB", b / 1e6}'), $rounds rounds (medians)"
echo
echo "| Command | wall / CPU / peak RSS | against the C++ floor: wall / CPU / peak |"
echo "|---|---|---|"
row "\`hangul sort\`" sort
row "\`hangul index\`" index
row "\`hangul sort --max-memory $max_memory\`" spilled
row "C++ ICU sort keys + \`std::sort\` (the floor)" floor
row "GNU \`sort\`, \`LC_ALL=C\`" gnu
if [ -n "$korean" ]; then row "GNU \`sort\`, \`LC_ALL=$korean\`" gnu-ko; else echo "| GNU \`sort\` with a Korean locale | no Korean locale is installed (\`locale -a\`) | |"; fi
