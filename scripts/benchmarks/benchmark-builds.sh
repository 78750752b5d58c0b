#!/usr/bin/env bash
# The two configurations side by side, as whole processes (release builds, run alternately
# in one script): `hangul sort` and `hangul index` on N generated names with the system ICU
# and with the built-in tables; `hangul choseong` on one line against the C floor (a C
# program doing the same on the same line); each binary's size and peak resident memory.
# Prints a Markdown table (Benchmarks/README.md, "cli: the system ICU and the built-in tables side by
# side"). Also checks that the built-in hangul
# links neither ICU nor Foundation.
#
#   bash scripts/benchmarks/benchmark-builds.sh [--count N] [--runs R]
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="/opt/swift/usr/bin:$PATH"
count=1000000 runs=5
while [ $# -gt 0 ]; do
  case "$1" in
    --count) count="$2"; shift ;;
    --runs) runs="$2"; shift ;;
    *) echo "unknown option $1" >&2; exit 64 ;;
  esac
  shift
done
bash scripts/environment/ensure-icu.sh >/dev/null
# Build folders: ICU_SCRATCH (default .build) and BUILTIN_SCRATCH (default .build-builtin).
icu_scratch=${ICU_SCRATCH:-.build}
builtin_scratch=${BUILTIN_SCRATCH:-.build-builtin}
swift build -c release --product hangul --scratch-path "$icu_scratch" >&2
swift build -c release --package-path Benchmarks --product HangulCFloor >&2
swift build -c release --disable-default-traits --product hangul --scratch-path "$builtin_scratch" >&2
icu=$icu_scratch/release/hangul
builtin=$builtin_scratch/release/hangul
floor=Benchmarks/.build/release/HangulCFloor
if ldd "$builtin" | grep -Ei "libicu|FoundationICU|libFoundation\.so|libFoundationInternationalization"; then
  echo "benchmark-builds: the built-in hangul links ICU or Foundation" >&2
  exit 1
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# Names: the package's generator (5 % of them not Korean), as the other benchmarks use it.
bash scripts/data/fixtures/build-dump-names.sh "$work"
"$work/dump-names" 26 "$count" 0.05 | cut -f2 > "$work/names.txt"
lines=$(wc -l < "$work/names.txt")
echo "홍길동" > "$work/one.txt"

# The median wall time (seconds) of R runs of a command, its output to /dev/null.
median() {
  local times=()
  for _ in $(seq "$runs"); do
    local start end
    start=$(date +%s.%N)
    "$@" > /dev/null
    end=$(date +%s.%N)
    times+=("$(echo "$end - $start" | bc -l)")
  done
  printf '%s\n' "${times[@]}" | sort -g | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'
}
# Peak resident memory (kB) of one run.
peak() { /usr/bin/time -f %M "$@" 2>&1 >/dev/null | tail -1; }

cmp <("$icu" sort < "$work/names.txt") <("$builtin" sort < "$work/names.txt")
cmp <("$icu" index < "$work/names.txt") <("$builtin" index < "$work/names.txt")
sort_icu=0 sort_builtin=0 index_icu=0 index_builtin=0
for round in 1 2; do  # alternate the two, twice, and keep each one's better median
  a=$(median "$icu" sort "$work/names.txt"); b=$(median "$builtin" sort "$work/names.txt")
  c=$(median "$icu" index "$work/names.txt"); d=$(median "$builtin" index "$work/names.txt")
  if [ "$round" = 1 ]; then sort_icu=$a sort_builtin=$b index_icu=$c index_builtin=$d; else
    sort_icu=$(printf '%s\n%s\n' "$sort_icu" "$a" | sort -g | head -1)
    sort_builtin=$(printf '%s\n%s\n' "$sort_builtin" "$b" | sort -g | head -1)
    index_icu=$(printf '%s\n%s\n' "$index_icu" "$c" | sort -g | head -1)
    index_builtin=$(printf '%s\n%s\n' "$index_builtin" "$d" | sort -g | head -1)
  fi
done
runs=$((runs * 4))
start_floor=$(median "$floor" choseong < "$work/one.txt")
start_icu=$(median "$icu" choseong 홍길동)
start_builtin=$(median "$builtin" choseong 홍길동)
ratio() { echo "scale=2; $1 / $2" | bc -l; }
echo "| measure ($lines names) | system ICU | built-in tables | built-in ÷ ICU |"
echo "|---|---|---|---|"
echo "| hangul sort, whole process (s) | $sort_icu | $sort_builtin | $(ratio "$sort_builtin" "$sort_icu")× |"
echo "| hangul index, whole process (s) | $index_icu | $index_builtin | $(ratio "$index_builtin" "$index_icu")× |"
echo "| hangul choseong 홍길동, start (s; C floor $start_floor) | $start_icu ($(ratio "$start_icu" "$start_floor")× C) | $start_builtin ($(ratio "$start_builtin" "$start_floor")× C) | $(ratio "$start_builtin" "$start_icu")× |"
echo "| binary size (bytes) | $(stat -c %s "$icu") | $(stat -c %s "$builtin") | $(ratio "$(stat -c %s "$builtin")" "$(stat -c %s "$icu")")× |"
echo "| peak RSS, hangul sort (kB) | $(peak "$icu" sort "$work/names.txt") | $(peak "$builtin" sort "$work/names.txt") | |"
echo "| peak RSS, hangul choseong one line (kB) | $(peak "$icu" choseong 홍길동) | $(peak "$builtin" choseong 홍길동) | |"
