#!/usr/bin/env bash
# Runs the package's tests (swift-testing; the package has no XCTest cases) from the test
# binary BINARY that `swift build --build-tests` made, with a deadline of HANGUL_TEST_TIMEOUT
# seconds (1800 by default), and a stall limit of HANGUL_TEST_STALL seconds (300 by default):
# the tests print a line as each one starts and ends, so a run whose output stays the same that
# long, while its processes use less than a second of CPU (HANGUL_TEST_IDLE_TICKS, in clock
# ticks), has a test that waits for something that will not come. A silent run that computes is
# not stalled: a long synchronous test holds the cooperative pool's threads (as many as there
# are cores), and no other test ends or prints until it yields; the deadline still bounds it,
# and the watcher says on its standard error that the run computes. The binary is run directly, not
# through `swift test`, which holds the binary's output back while it runs: here each line
# reaches the log as it is printed. A run past the deadline or stalled fails within the stall
# limit, saying what was hung, before it is killed:
#   - the tests that started and did not end (scripts/checks/unfinished-tests.py on the output);
#   - the processes under the run (a psql, a hangul or a server a test waits on);
#   - every thread's backtrace of the test binary (gdb, when installed).
#
#   bash scripts/checks/swift-test-watched.sh NAME BINARY [swift-testing flags: --filter, --skip…]
# NAME names the caller in the messages (scripts/test.sh, scripts/checks/test-builtin.sh).
set -uo pipefail
cd "$(dirname "$0")/../.."
name="$1"
binary="$2"
shift 2
limit="${HANGUL_TEST_TIMEOUT:-1800}"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
(NO_COLOR=1 "$binary" --testing-library swift-testing "$@" 2>&1 | tee "$work/log"; exit "${PIPESTATUS[0]}") &
run=$!
# The processes under `pid`, children first.
descendants() {
  local child
  for child in $(ps -o pid= --ppid "$1"); do
    descendants "$child"
    echo "$child"
  done
}
# The CPU time (clock ticks, user and system) of the processes under `pid`, with that of the
# children they have waited for (a command a test ran and saw end).
cpu_ticks() {
  local total=0 child fields
  for child in $(descendants "$1"); do
    fields=$(sed 's/^.*) //' "/proc/$child/stat" 2>/dev/null) || continue
    # shellcheck disable=SC2086
    set -- $fields
    total=$((total + ${12:-0} + ${13:-0} + ${14:-0} + ${15:-0}))
  done
  echo "$total"
}
stall="${HANGUL_TEST_STALL:-300}"
idle_ticks="${HANGUL_TEST_IDLE_TICKS:-100}"
deadline=$((SECONDS + limit))
last_size=-1 last_change=$SECONDS last_cpu=0 reason=""
while kill -0 "$run" 2>/dev/null; do
  if [ "$SECONDS" -ge "$deadline" ]; then
    reason="did not finish within $limit s (HANGUL_TEST_TIMEOUT)"
    break
  fi
  size=$(stat -c %s "$work/log" 2>/dev/null || echo 0)
  if [ "$size" != "$last_size" ]; then
    last_size=$size last_change=$SECONDS last_cpu=$(cpu_ticks "$run")
  elif [ $((SECONDS - last_change)) -ge "$stall" ]; then
    cpu=$(cpu_ticks "$run")
    if [ $((cpu - last_cpu)) -lt "$idle_ticks" ]; then
      reason="printed nothing for $stall s (HANGUL_TEST_STALL) and used $((cpu - last_cpu)) clock ticks of CPU: a test is hung"
      break
    fi
    echo "$name: nothing printed for $stall s, but the tests used $((cpu - last_cpu)) clock ticks of CPU: a long test computes" >&2
    last_change=$SECONDS last_cpu=$cpu
  fi
  sleep 2
done
if [ -n "$reason" ] && kill -0 "$run" 2>/dev/null; then
  {
    echo
    echo "$name: the tests $reason; what was running:"
    processes=$(descendants "$run")
    binaries=$(for pid in $processes; do
      if grep -qF "$binary" "/proc/$pid/cmdline" 2>/dev/null; then echo "$pid"; fi
    done)
    if command -v gdb >/dev/null; then
      for pid in $binaries; do gdb -p "$pid" -batch -ex 'thread apply all bt 25' >"$work/gdb-$pid" 2>&1; done
    fi
    echo "-- tests that started and did not end:"
    python3 scripts/checks/unfinished-tests.py "$work/log"
    echo "-- processes of the run:"
    ps -o pid,ppid,etimes,stat,args --forest -p "$(echo $run $processes | tr ' ' ,)" || true
    for pid in $binaries; do
      echo "-- threads of test binary $pid:"
      grep -E '^(Thread|#)' "$work/gdb-$pid" 2>/dev/null || echo "(gdb is not installed)"
    done
  } >&2
  # Deepest first, so that no parent outlives its children's end to start more.
  kill -TERM $processes "$run" 2>/dev/null
  sleep 10
  kill -KILL $(descendants "$run") "$run" 2>/dev/null
  wait "$run" 2>/dev/null
  # The server the killed binary started for its tests (PostgresServer: /tmp/hangul-pg-PID-…),
  # which its exit would have stopped.
  for pid in $binaries; do
    for data in /tmp/hangul-pg-"$pid"-*/data; do
      [ -d "$data" ] || continue
      pg_ctl=$(ls -d /usr/lib/postgresql/*/bin/pg_ctl | sort -V | tail -1)
      owner=$(stat -c %U "$data")
      if [ "$owner" = "$(id -un)" ]; then as=(); else as=(runuser -u "$owner" --); fi
      "${as[@]}" "$pg_ctl" -D "$data" -m immediate stop >/dev/null 2>&1 || true
      rm -rf "$(dirname "$data")"
    done
  done
  exit 124
fi
wait "$run"
