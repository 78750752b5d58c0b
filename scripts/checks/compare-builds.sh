#!/usr/bin/env bash
# The built-in tables against the system ICU, as a user meets them: the `hangul` built with
# the default traits (system ICU) and the one built with --disable-default-traits (no ICU
# linked) must print the same bytes for sort, index, choseong, decompose, search, romanize
# and pronounce, under every option, on the bundled corpus, the collation fixtures and a
# corpus of every script (scripts/checks/mixed-scripts.py).
#
#   bash scripts/checks/compare-builds.sh [--icu PATH] [--builtin PATH] [--count N]
# Without paths it builds both (debug). Exits non-zero on the first difference, naming it.
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="/opt/swift/usr/bin:$PATH"
icu="" builtin="" count=20000
while [ $# -gt 0 ]; do
  case "$1" in
    --icu) icu="$2"; shift ;;
    --builtin) builtin="$2"; shift ;;
    --count) count="$2"; shift ;;
    *) echo "unknown option $1" >&2; exit 64 ;;
  esac
  shift
done
if [ -z "$icu" ]; then
  swift build --product hangul >&2
  icu="$(swift build --show-bin-path)/hangul"
fi
if [ -z "$builtin" ]; then
  swift build --disable-default-traits --product hangul --scratch-path .build-builtin >&2
  builtin="$(swift build --disable-default-traits --scratch-path .build-builtin --show-bin-path)/hangul"
fi
if ldd "$builtin" | grep -Ei "libicu|FoundationICU"; then
  echo "compare-builds: $builtin links ICU" >&2
  exit 1
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$icu" demo --help >/dev/null
python3 scripts/checks/mixed-scripts.py --seed 7 -n "$count" > "$work/mixed.txt"
cat Tests/Fixtures/collation-names.txt Tests/Fixtures/edge-names.txt > "$work/fixtures.txt"
cut -f1 Resources/Corpora/surnames.tsv | grep -v '^#' > "$work/surnames.txt"
corpora=("$work/mixed.txt" "$work/fixtures.txt" "$work/surnames.txt")
# Each comparison is queued (a line: the input, then the arguments, separated by tabs) and the
# queue runs two at a time, one a core; each runs both binaries, each into a file with its exit
# status last. The first difference stops the queue and is named.
jobs="$work/jobs"
: > "$jobs"
compare() {
  local IFS=$'\t'
  echo "$*" >> "$jobs"
}
# One queued comparison: its number, a tab, then the queue's line.
run_comparison() {
  local number="${1%%$'\t'*}" input args
  IFS=$'\t' read -r -a args <<< "${1#*$'\t'}"
  input="${args[0]}"
  args=("${args[@]:1}")
  { "$icu" "${args[@]}" < "$input" > "$work/$number.a" 2>&1; echo "exit $?" >> "$work/$number.a"; }
  { "$builtin" "${args[@]}" < "$input" > "$work/$number.b" 2>&1; echo "exit $?" >> "$work/$number.b"; }
  if ! cmp -s "$work/$number.a" "$work/$number.b"; then
    echo "compare-builds: '${args[*]}' on $(basename "$input") differs (system ICU < > built-in tables):" >&2
    diff "$work/$number.a" "$work/$number.b" | head -20 >&2
    exit 255
  fi
  rm -f "$work/$number.a" "$work/$number.b"
}
export -f run_comparison
export icu builtin work
for input in "${corpora[@]}"; do
  for flags in "" "--numeric" "--latin-first" "--hanja-reading" "--numeric --latin-first --hanja-reading"; do
    # shellcheck disable=SC2086
    compare "$input" sort $flags
  done
  for flags in "" "--layout icu" "--layout contacts-latin-first" "--latin-first" "--separate-doubles" \
    "--hanja-reading" "--all-titles" "--layout icu --separate-doubles --json"; do
    # shellcheck disable=SC2086
    compare "$input" index $flags
  done
  for flags in "" "--non-hangul drop" "--nfkc" "--hanja-reading" "--json"; do
    # shellcheck disable=SC2086
    compare "$input" choseong $flags
  done
  for flags in "" "--level syllable" "--level full" "--conjoining"; do
    # shellcheck disable=SC2086
    compare "$input" decompose $flags
  done
  # Every query with every search option on the fixtures and the surnames; on the mixed
  # corpus (20,000 lines, where each run takes longest), every query plain and with one of
  # the options in turn, so that each option meets one query or two there.
  search_flags=("" "--mode prefix" "--ignore-spaces" "--carry-over" "--hanja-reading" "--typos 1"
    "--keyboard-fallback --romanized-fallback" "--json")
  turn=0
  for query in ㅎ ㄱㅅ 김 홍기 이서ㅇ a Ki 1 李 ㅇㅇㅇ; do
    if [ "$input" = "$work/mixed.txt" ]; then
      compare "$input" search "$query"
      # shellcheck disable=SC2086
      compare "$input" search "$query" ${search_flags[$((1 + turn % 7))]}
      turn=$((turn + 1))
    else
      for flags in "${search_flags[@]}"; do
        # shellcheck disable=SC2086
        compare "$input" search "$query" $flags
      done
    fi
  done
  for flags in "" "--name" "--hyphen" "--noun" "--place" "--no-lexicon" "--customary-surnames --name" "--json"; do
    # shellcheck disable=SC2086
    compare "$input" romanize $flags
  done
  for flags in "" "--no-hard-conversion" "--no-lexicon" "--word-by-word" "--verb" "--noun" "--json"; do
    # shellcheck disable=SC2086
    compare "$input" pronounce $flags
  done
done
runs=$(wc -l < "$jobs")
# xargs stops at a job's exit status 255 and then exits non-zero itself.
nl -ba -w1 -s$'\t' "$jobs" | tr '\n' '\0' |
  xargs -0 -P 2 -n 1 bash -c 'run_comparison "$1"' _
echo "compare-builds: $runs runs, every output byte for byte equal ($(wc -l < "$work/mixed.txt") mixed-script lines and the fixtures)"
