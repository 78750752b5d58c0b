#!/usr/bin/env bash
# Readers against writers, as users run them: `hangul db search` in a loop without pause (two
# readers, each process's wall time recorded) while writers append N names, replace them with
# N names, make the keys stale and rekey, and start an import that is SIGKILLed midway. Prints
# the slowest reader of each step beside the readers' idle time, each with its CPU time (a wall
# time well over it is time the reader waited: for a core or on the file), and on PostgreSQL the max
# reader wait itself: the longest any reader statement was seen waiting on a lock
# (pg_stat_activity, sampled without pause; a reader's wall time also counts the table's size
# and the machine's load, which the writer's key making on every core raises), and every
# reader lock wait over 100 ms that a server this script starts logged (log_lock_waits).
# Usage: scripts/benchmarks/db-live-check.sh [--count N] [--database URL] [--release]
#   --count N        names per write (default 300000)
#   --database URL   postgres://… or sqlite:PATH (default: a PostgreSQL this script starts)
#   --release        a release build of `hangul` (default: the debug build)
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="/opt/swift/usr/bin:$PATH"
count=300000 url="" config=debug
while [ $# -gt 0 ]; do
  case "$1" in
    --count) count="$2"; shift ;;
    --database) url="$2"; shift ;;
    --release) config=release ;;
    *) echo "unknown option $1" >&2; exit 64 ;;
  esac
  shift
done
bash scripts/environment/ensure-icu.sh
# PostgreSQL is a package trait: the CLI is built with every trait on (as db-benchmark.sh does).
swift build -c "$config" --enable-all-traits --product hangul >&2
hangul="$(swift build -c "$config" --enable-all-traits --show-bin-path)/hangul"
work=$(mktemp -d)
readers=()
cleanup() {
  touch "$work/stop"
  for pid in "${readers[@]}"; do wait "$pid" 2>/dev/null || true; done
  if [ -n "${pgdata:-}" ]; then $asuser "$bin/pg_ctl" -D "$pgdata" -m immediate stop >/dev/null 2>&1 || true; fi
  rm -rf "$work"
}
trap cleanup EXIT
bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
if [ -z "$url" ]; then
  asuser=""
  if [ "$(id -u)" = 0 ]; then chown postgres "$work"; asuser="runuser -u postgres --"; fi
  pgdata="$work/data"
  port=$((40000 + $$ % 20000))
  $asuser "$bin/initdb" -D "$pgdata" -A trust -U postgres -E UTF8 --no-sync >/dev/null
  $asuser "$bin/pg_ctl" -D "$pgdata" -l "$work/log" -w \
    -o "-p $port -k $work -c listen_addresses=127.0.0.1 -c log_lock_waits=on -c deadlock_timeout=100ms" start >/dev/null
  url="postgres://postgres@127.0.0.1:$port/postgres"
fi
# Two name files of `count` names each (seeded: the same names every run).
for seed in 1 2; do
  python3 - "$seed" "$count" > "$work/names-$seed.txt" <<'PY'
import random, sys
r = random.Random(int(sys.argv[1]))
surnames = "김이박최정강조윤장임한오서신권황안송류홍"
for _ in range(int(sys.argv[2])):
    print(r.choice(surnames) + "".join(chr(0xAC00 + r.randrange(11172)) for _ in range(2)))
PY
done
db() { "$hangul" db "$@" --database "$url"; }
now_ms() { echo $(( $(date +%s%N) / 1000000 )); }
# One reader: `hangul db search` without pause until $work/stop exists; a line each: the phase,
# the process's wall ms and its CPU ms (user + system). Wall time well over the CPU time is
# time the reader did not run: waiting for a core or on the file.
reader() {
  local queries=(김 ㅇㅅ 박ㅈ 이서 ㅎㄱ 정)
  local k=0 timing
  local TIMEFORMAT='%3R %3U %3S'
  while [ ! -e "$work/stop" ]; do
    if ! timing=$({ time db search "${queries[$((k % 6))]}" --limit 20 >/dev/null 2>&1; } 2>&1); then
      echo "reader failed" >&2
    fi
    echo "$(cat "$work/phase" 2>/dev/null || echo idle) $timing" |
      awk '{ printf "%s %d %d\n", $1, $2 * 1000, ($3 + $4) * 1000 }' >> "$1"
    k=$((k + 1))
  done
}
stale() {
  case "$url" in
    sqlite:*) python3 -c "import sqlite3, sys; db = sqlite3.connect(sys.argv[1], timeout=10); db.execute(\"UPDATE hangul_tables SET keys_version = '3;0.0.0;0'\"); db.execute(\"UPDATE names SET keys_version = '3;0.0.0;0'\"); db.commit()" "${url#sqlite:}" ;;
    *) "$bin/psql" "$url" -qAt -c "UPDATE hangul_tables SET keys_version = '3;0.0.0;0'" ;;
  esac
}
step() { echo "$(date +%T) $2" >&2; echo "$1" > "$work/phase.new"; mv "$work/phase.new" "$work/phase"; }
# PostgreSQL: the longest a reader's statement (a SELECT, or a section page's LOCK … ACCESS
# SHARE) is seen waiting on a lock, sampled without pause until $work/stop exists.
poll_lock_waits() {
  local sql="SELECT coalesce(max(extract(epoch FROM clock_timestamp() - query_start)), 0) FROM pg_stat_activity
    WHERE datname = current_database() AND wait_event_type = 'Lock' AND (query LIKE 'SELECT%' OR query LIKE '%ACCESS SHARE%')"
  while [ ! -e "$work/stop" ]; do "$bin/psql" "$url" -qAt -c "$sql" >> "$work/lock-waits.txt" 2>/dev/null || true; done
}
step setup "setup: import $count names"
db import --replace "$work/names-1.txt" >/dev/null
step idle "readers on the idle table"
for _ in 1 2 3 4 5; do reader "$work/idle.txt" & pid=$!; sleep 0.3; touch "$work/stop"; wait $pid; rm "$work/stop"; done
for n in 1 2; do reader "$work/reader-$n.txt" & readers+=($!); done
case "$url" in postgres*) poll_lock_waits & readers+=($!) ;; esac
step append "append $count names"; db import "$work/names-2.txt" >/dev/null
step replace "replace with $count names"; db import --replace "$work/names-1.txt" >/dev/null
step rekey "stale keys, rekey"; stale; db rekey >/dev/null
step kill "an import SIGKILLed after 3 s"
"$hangul" db import --replace --database "$url" "$work/names-2.txt" >/dev/null 2>&1 & victim=$!
sleep 3; kill -9 "$victim"; wait "$victim" 2>/dev/null || true
step next "the next import after the kill"
start=$(now_ms); echo 가나다 | db import >/dev/null; next=$(( $(now_ms) - start ))
touch "$work/stop"
for pid in "${readers[@]}"; do wait "$pid"; done
readers=()
total=$(db sections | awk -F'\t' '{ n += $2 } END { print n }')
echo "rows after the kill and one more import: $total (expected $((count + 1)))"
echo "import after the kill: ${next} ms"
echo "reader processes of each step: the slowest one's wall time (its CPU time), the median wall and CPU times"
for phase in idle append replace rekey kill next; do
  times=$(cat "$work"/reader-*.txt "$work/idle.txt" | awk -v p="$phase" '$1 == p { print $2, $3 }')
  [ -n "$times" ] || continue
  n=$(wc -l <<< "$times")
  median() { cut -d' ' -f"$1" <<< "$times" | sort -n | sed -n "$(((n + 1) / 2))p"; }
  read -r wall cpu < <(sort -n <<< "$times" | tail -1)
  printf "  %-8s %4d reads, slowest %5d ms (CPU %4d ms), median %4d ms (CPU %4d ms)\n" "$phase" "$n" "$wall" "$cpu" \
    "$(median 1)" "$(median 2)"
done
if [ -s "$work/lock-waits.txt" ]; then
  echo "max reader wait on a lock: $(sort -g "$work/lock-waits.txt" | tail -1) s ($(wc -l < "$work/lock-waits.txt") samples)"
fi
if [ -n "${pgdata:-}" ]; then
  # Readers take AccessShareLock; the writers' own waits (the swap's drop waiting for the
  # readers' statements to end) are other locks.
  echo "reader lock waits over 100 ms logged by PostgreSQL: $(grep -c 'still waiting for AccessShareLock' "$work/log" || true)"
  grep 'still waiting for' "$work/log" | head -5 || true
fi
