#!/usr/bin/env bash
# A benchmark, not a CI step: the example directory server (Examples/DirectoryServer) under
# wrk on loopback, at concurrency 1, 8 and 32, for each of /sections, /names (a page of a
# section) and /search (a choseong query), printing requests/s, p50 and p99. With
# --with-import, `hangul db import` appends names to another table of the same database in a
# loop beside the load. At the end it ends PostgreSQL's backends under load and reports how
# the server answered (wrk's non-2xx count) and that it answers 200 again.
# Usage: scripts/benchmarks/directory-server-load.sh [--count N] [--duration S] [--with-import] [--connections N]
#   --count N        generated names imported (default 20000)
#   --duration S     seconds per run (default 30)
#   --connections N  the server's PostgreSQL connections (default 4)
#   --hangul PATH    a `hangul` built with the PostgreSQL trait (default: built here, release)
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="/opt/swift/usr/bin:$PATH"
count=20000 duration=30 with_import=0 connections=4 hangul=
while [ $# -gt 0 ]; do
  case "$1" in
    --count) count="$2"; shift ;;
    --duration) duration="$2"; shift ;;
    --with-import) with_import=1 ;;
    --connections) connections="$2"; shift ;;
    --hangul) hangul="$2"; shift ;;
    *) echo "unknown option $1" >&2; exit 64 ;;
  esac
  shift
done
bash scripts/environment/ensure-icu.sh
bash scripts/environment/ensure-wrk.sh
if [ -z "$hangul" ]; then
  swift build -c release --enable-all-traits --product hangul >&2
  hangul="$(swift build -c release --enable-all-traits --show-bin-path)/hangul"
fi
swift build -c release --package-path Examples/DirectoryServer >&2
server="$(swift build -c release --package-path Examples/DirectoryServer --show-bin-path)/directory-server"

work=$(mktemp -d)
pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill -KILL "$pid" 2>/dev/null || true; done
  $asuser "$bin/pg_ctl" -D "$pgdata" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT
bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
asuser=""
if [ "$(id -u)" = 0 ]; then chown postgres "$work"; asuser="runuser -u postgres --"; fi
pgdata="$work/data"
pgport=$((40000 + $$ % 20000))
$asuser "$bin/initdb" -D "$pgdata" -A trust -U postgres -E UTF8 --no-sync >/dev/null
$asuser "$bin/pg_ctl" -D "$pgdata" -l "$work/log" -w \
  -o "-p $pgport -k $work -c listen_addresses=127.0.0.1 -c shared_buffers=512MB" start >/dev/null
url="postgres://postgres@127.0.0.1:$pgport/postgres"

# Names: the package's seeded generator (as scripts/benchmarks/db-benchmark.sh), second column.
bash scripts/data/fixtures/build-dump-names.sh "$work" "$(dirname "$hangul")"
"$work/dump-names" 35 "$count" 0.05 | cut -f2 > "$work/names.txt"
printf '%s\n' 홍길동 >> "$work/names.txt"
begin=$(date +%s)
"$hangul" db import --database "$url" --table names --replace "$work/names.txt"
echo "imported $((count + 1)) names in $(($(date +%s) - begin)) s" >&2

port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
"$server" --database "$url" --table names --port "$port" --connections "$connections" >"$work/server.log" 2>&1 &
pids+=($!)
for _ in $(seq 1 100); do
  python3 -c "import urllib.request; urllib.request.urlopen('http://127.0.0.1:$port/sections', timeout=1)" 2>/dev/null && break
  sleep 0.1
done
if [ "$with_import" = 1 ]; then
  head -n 100000 "$work/names.txt" > "$work/append.txt"
  (while true; do "$hangul" db import --database "$url" --table side --replace "$work/append.txt" >/dev/null 2>&1; done) &
  pids+=($!)
  echo "an import runs beside the load (100,000 names into another table, in a loop)" >&2
fi

base="http://127.0.0.1:$port"
# 홍길동 is in every table this script makes; ㄱ is the largest section.
sec=$(python3 -c 'import urllib.parse; print(urllib.parse.quote("ㄱ"))')
query=$(python3 -c 'import urllib.parse; print(urllib.parse.quote("ㅎㄱㄷ"))')
printf '%-34s %5s %10s %9s %9s %7s\n' route conc 'req/s' p50 p99 errors
for path in "/sections" "/names?section=$sec&limit=50" "/search?q=$query&limit=20"; do
  for c in 1 8 32; do
    threads=$((c < 2 ? 1 : 2))
    out=$(wrk -t"$threads" -c"$c" -d"${duration}s" --latency "$base$path")
    rps=$(awk '/Requests\/sec/ {print $2}' <<<"$out")
    p50=$(awk '$1 == "50%" {print $2}' <<<"$out")
    p99=$(awk '$1 == "99%" {print $2}' <<<"$out")
    errors=$(awk '/Non-2xx/ {print $5}' <<<"$out")
    name=$(python3 -c 'import sys, urllib.parse; print(urllib.parse.unquote(sys.argv[1]))' "$path")
    printf '%-34s %5s %10s %9s %9s %7s\n' "$name" "$c" "$rps" "$p50" "$p99" "${errors:-0}"
  done
done

# The backends ended under load: wrk for 10 s, the backends ended after 3.
wrk -t2 -c32 -d10s --latency "$base/names?section=$sec&limit=50" > "$work/kill.txt" &
wrk_pid=$!
sleep 3
$asuser "$bin/psql" -h 127.0.0.1 -p "$pgport" -U postgres -d postgres -qAt -c \
  "SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity WHERE backend_type = 'client backend' AND pid <> pg_backend_pid()" >/dev/null
wait "$wrk_pid"
echo "backends ended under load (32 connections, 10 s): $(awk '/requests in/ {print $1}' "$work/kill.txt") requests," \
  "$(awk '/Non-2xx/ {n = $5} END {print n + 0}' "$work/kill.txt") non-2xx, p99 $(awk '$1 == "99%" {print $2}' "$work/kill.txt")"
python3 -c "import urllib.request; print('afterwards /sections:', urllib.request.urlopen('$base/sections', timeout=2).status)"
