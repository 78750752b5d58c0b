#!/usr/bin/env bash
# Leak check: every streaming and whole-input command of the release `hangul` binary, run
# under valgrind's memcheck on 2,000 fixture names (numbers for `number`), must lose no
# block ("definitely lost": memory nothing points to any more). "Still reachable" is not a
# leak: the process-wide output buffer and the tables built once per process stay until
# exit by design. valgrind 3.19 cannot read the DWARF 5 of Swift's debug info, so it runs a
# copy without it, and without symbols (below). memcheck's other half, the tracking of
# uninitialised values, is off (--undef-value-errors=no): it is not what this check looks for, and it costs
# a fifth of the time. The JSON output is one writer for every command: it runs for a list
# (sort), sections (index) and lines (choseong). Installs valgrind from Debian when it is
# missing.
#
#   bash scripts/checks/leaks.sh [--debug]
# --debug checks the debug binary instead (what CI does: the test step has built it, and a
# release build of the CLI, postgres-nio included, takes ~9 minutes on 2 cores). A leak is a
# leak at any optimization level; the release check is the one to run before a release.
set -euo pipefail
config=release
if [ "${1:-}" = "--debug" ]; then config=debug; fi
cd "$(dirname "$0")/../.."
export PATH="/opt/swift/usr/bin:$PATH"
bash scripts/environment/ensure-icu.sh
if ! command -v valgrind >/dev/null; then
  echo "installing valgrind (apt)" >&2
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq valgrind >/dev/null
fi
# Every trait on, as the test step builds it (so --debug reuses that build).
swift build -c "$config" --enable-all-traits --product hangul
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp "$(swift build -c "$config" --enable-all-traits --show-bin-path)/hangul" "$work/hangul-symbols"
strip --strip-debug "$work/hangul-symbols"
# The check runs a copy without symbols too, which valgrind starts sooner (much of each run is
# valgrind reading the binary); a command that fails runs again on the copy with symbols, to
# show where its lost blocks were allocated.
cp "$work/hangul-symbols" "$work/hangul"
strip --strip-all "$work/hangul"
head -2000 Tests/Fixtures/collation-names.txt > "$work/names.txt"
seq -1000 7 13000 > "$work/numbers.txt"
memcheck=(valgrind --leak-check=full --errors-for-leak-kinds=definite --undef-value-errors=no --read-inline-info=no
  --error-exitcode=9)
# Two runs at a time (valgrind runs a process on one core); each has a log of its own, and a
# failed one leaves its name in $work/failed.
runs=0
check() {
  local input=$1 log=$2
  shift 2
  if "${memcheck[@]}" "$work/hangul" "$@" < "$input" > /dev/null 2> "$log"; then
    echo "no leak: hangul $*"
  else
    "${memcheck[@]}" "$work/hangul-symbols" "$@" < "$input" > /dev/null 2> "$log" || true
    { echo "LEAK or error: hangul $*"; grep -E -A12 "definitely lost in|ERROR SUMMARY|Invalid" "$log" || true; } >&2
    echo "hangul $*" >> "$work/failed"
  fi
}
run() {
  while [ "$(jobs -rp | wc -l)" -ge 2 ]; do wait -n; done
  runs=$((runs + 1))
  check "$1" "$work/valgrind.$runs.txt" "${@:2}" &
}
for command in choseong decompose compose pronounce romanize sort index; do
  run "$work/names.txt" $command
done
for command in sort index choseong; do
  run "$work/names.txt" $command --json
done
run "$work/names.txt" josa 이/가
run "$work/names.txt" search ㄱ
run "$work/names.txt" search ㅎㄱ --typos 1
run "$work/names.txt" romanize --name
run "$work/numbers.txt" number
run "$work/numbers.txt" number --style mixed
wait
if [ -s "$work/failed" ]; then
  echo "leak check failed: $(wc -l < "$work/failed") of $runs commands" >&2
  exit 1
fi
echo "leak check: no definitely lost block in any of $runs commands"
