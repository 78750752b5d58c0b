#!/usr/bin/env bash
# The example directory server (Examples/DirectoryServer: Hummingbird 2 on HangulPostgres)
# against a real PostgreSQL: builds `hangul` (all traits) and the server, starts a PostgreSQL
# of its own (initdb in a scratch folder, loopback port; as the `postgres` user when run as
# root), imports two tables with `hangul db import`, then
#   - the browser test (Examples/DirectoryServer/Tests/browser_test.py, headless Chromium
#     under Selenium's Chrome driver, with Debian's /usr/bin/python3 and python3-selenium):
#     types ㅎㄱ, sees 홍길동 first, taps ㅎ on the strip, lands on the ㅎ section, taps the
#     next-section button; the page's navigation runs in WebAssembly (hangul-page.wasm, served
#     with --page) and every question it asked is put again to the native library (the
#     replay), with the same answers;
#   - the HTTP check (Tests/http_check.py): /sections, /names and /search equal `hangul db`'s
#     JSON (pages 1 and 2), bad input is a 4xx, 200 concurrent requests succeed (at once or after a 503's Retry-After), and with the
#     backends ended and with PostgreSQL stopped and started every request is a 503 or a 200
#     within 2 s and the service recovers by itself;
#   - the directories' check (Tests/directories_check.py) of a table of rows in three scopes, with
#     writes, and the browser test of a directory's page (Tests/directory_page_test.py): each
#     key an IME shows gives the API's results, a PUT from another client is found at once;
#   - the standbys' check (Tests/standbys_check.py): two hot standbys made with pg_basebackup -R,
#     a server with --replica for each: the primary's answers from the standbys, read-your-writes,
#     a standby stopped, one whose replay is paused, and the primary stopped, under a reader;
#   - SIGTERM ends each server within 5 s.
# Usage: scripts/examples/directory-server.sh [--count N] [--hangul PATH] [--debug] [--scratch-path DIR]
#                                            [--page DIR --replay PATH]
#   --count N      generated names in the second table (default 5000)
#   --hangul PATH  a `hangul` built with the PostgreSQL trait (default: built here, debug)
#   --debug        the server's debug build (CI: it compiles faster than the release build)
#   --scratch-path DIR  the server's build folder (default Examples/DirectoryServer/.build).
#                  CI gives the main package's .build after its last use of it: SwiftNIO and
#                  postgres-nio are compiled there already (77 s instead of 397 s), while
#                  this package's own modules are compiled again over the main build's.
#   --page DIR --replay PATH  the page module's folder and the native replay of its navigation,
#                  as scripts/wasm.sh builds them (default: `bash scripts/wasm.sh --page-only`)
# Hummingbird is built here only: the main package never depends on it.
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="/opt/swift/usr/bin:$PATH"
count=5000 hangul="" config=release scratch=() page="" replay=""
while [ $# -gt 0 ]; do
  case "$1" in
    --count) count="$2"; shift ;;
    --debug) config=debug ;;
    --hangul) hangul="$2"; shift ;;
    --scratch-path) scratch=(--scratch-path "$(cd "$2" && pwd)"); shift ;;
    --page) page="$(cd "$2" && pwd)"; shift ;;
    --replay) replay="$(realpath "$2")"; shift ;;
    *) echo "unknown option $1" >&2; exit 64 ;;
  esac
  shift
done
started=$(date +%s)
bash scripts/environment/ensure-icu.sh
bash scripts/environment/ensure-chromium.sh
if [ -z "$page" ]; then
  page=$(bash scripts/wasm.sh --page-only | tail -1)
  replay=$(dirname "$page")/replay/page-replay
fi
if [ -z "$hangul" ]; then
  swift build --enable-all-traits --product hangul >&2
  hangul="$(swift build --enable-all-traits --show-bin-path)/hangul"
fi
swift build -c "$config" --package-path Examples/DirectoryServer "${scratch[@]}" >&2
server="$(swift build -c "$config" --package-path Examples/DirectoryServer "${scratch[@]}" --show-bin-path)/directory-server"
echo "built in $(($(date +%s) - started)) s" >&2

work=$(mktemp -d)
pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill -KILL "$pid" 2>/dev/null || true; done
  for data in "$work"/standby1 "$work"/standby2 "${pgdata:-}"; do
    if [ -d "$data" ]; then $asuser "$bin/pg_ctl" -D "$data" -m immediate stop >/dev/null 2>&1 || true; fi
  done
  rm -rf "$work"
}
trap cleanup EXIT
bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
asuser=""
if [ "$(id -u)" = 0 ]; then chown postgres "$work"; asuser="runuser -u postgres --"; fi
pgdata="$work/data"
pgport=$((40000 + $$ % 20000))
$asuser "$bin/initdb" -D "$pgdata" -A trust -U postgres -E UTF8 --no-sync >/dev/null
pgstart="$asuser $bin/pg_ctl -D $pgdata -l $work/log -w -o '-p $pgport -k $work -c listen_addresses=127.0.0.1' start"
pgstop="$asuser $bin/pg_ctl -D $pgdata -m fast -w stop"
eval "$pgstart" >/dev/null
url="postgres://postgres@127.0.0.1:$pgport/postgres"
terminate="$asuser $bin/psql -h 127.0.0.1 -p $pgport -U postgres -d postgres -qAt -c \
  \"SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity WHERE backend_type = 'client backend' AND pid <> pg_backend_pid()\""

# The people of the browser test, and generated names (Hangul, Latin, digits, symbols).
"$hangul" db import --database "$url" --table people --replace Examples/DirectoryServer/Tests/people.txt
python3 - "$count" > "$work/names.txt" <<'PY'
import random, sys
rng = random.Random(35)
family = "김이박최정강조윤장임한오서신권황안송류전홍고문양손배백허유남심노하곽성차주우구민진나지엄채원천방공현함변염여추도소석선설마길연위표명기반왕금옥육인맹제모탁국어은편용"
given = "민서준지현수영우진하윤도은예재성연주정유승호태경희동혁상철석훈원빈아나리소미다"
latin = ["Kim", "Lee", "Park", "Anna", "Ben", "Chloe", "David", "Eve", "Zoe", "Émile", "Ångström", "O'Brien"]
for i in range(int(sys.argv[1])):
    r = rng.random()
    if r < 0.85:
        print(rng.choice(family) + "".join(rng.choice(given) for _ in range(rng.choice([1, 2, 2, 2, 3]))))
    elif r < 0.95:
        print(rng.choice(latin) + " " + rng.choice(latin))
    elif r < 0.98:
        print(str(rng.randrange(1000)) + rng.choice(["", " 호", "번"]))
    else:
        print(rng.choice(["😀 ", "★", "_", "%", "100% ", "C++ ", "'); DROP TABLE names; --"]) + rng.choice(given))
PY
"$hangul" db import --database "$url" --table names --replace "$work/names.txt"
# A table of rows: the generated names in three directories (one named in Hangul), with
# two people of one name in the first.
awk -F'\t' 'BEGIN { OFS = "\t" } { scope = (NR % 5 < 3) ? "org-a" : (NR % 5 == 3 ? "org-b" : "회사"); print "p" NR, scope, $0 }' \
  "$work/names.txt" > "$work/rows.tsv"
printf 'twin-1\torg-a\t김병욱\ntwin-2\torg-a\t김병욱\n' >> "$work/rows.tsv"
"$hangul" db import --database "$url" --table directories --fields id,scope,name --replace "$work/rows.tsv"
printf 'test-token-%s\n' "$$-$RANDOM" > "$work/token"

# A free loopback port for each server.
free_port() { python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }
start_server() {  # TABLE PORT [OPTION …]
  "$server" --database "$url" --table "$1" --port "$2" --page "$page" "${@:3}" >"$work/server-$1.log" 2>&1 &
  pids+=($!)
  for _ in $(seq 1 100); do
    if python3 -c "import urllib.request; urllib.request.urlopen('http://127.0.0.1:$2/sections', timeout=1)" 2>/dev/null; then
      return 0
    fi
    sleep 0.1
  done
  echo "the server did not start:" >&2
  cat "$work/server-$1.log" >&2
  return 1
}
stop_server() {  # PID NAME: SIGTERM, then it must be gone within 5 s
  local pid=$1 begin end
  begin=$(date +%s%N)
  kill -TERM "$pid"
  for _ in $(seq 1 50); do
    if ! kill -0 "$pid" 2>/dev/null; then break; fi
    sleep 0.1
  done
  end=$(date +%s%N)
  if kill -0 "$pid" 2>/dev/null; then
    echo "FAIL  SIGTERM: $2 still running after 5 s" >&2
    return 1
  fi
  wait "$pid" 2>/dev/null || true
  echo "ok    SIGTERM: $2 ended in $(((end - begin) / 1000000)) ms"
}

status=0
people_port=$(free_port)
start_server people "$people_port"
people_pid=${pids[-1]}
/usr/bin/python3 Examples/DirectoryServer/Tests/browser_test.py --url "http://127.0.0.1:$people_port/" \
  ${replay:+--replay "$replay"} || status=1
stop_server "$people_pid" "the server of the browser test" || status=1

names_port=$(free_port)
start_server names "$names_port"
names_pid=${pids[-1]}
python3 Examples/DirectoryServer/Tests/http_check.py --server "http://127.0.0.1:$names_port" --hangul "$hangul" \
  --database "$url" --table names --terminate "$terminate" --stop "$pgstop" --start "$pgstart" || status=1
stop_server "$names_pid" "the server of the HTTP check" || status=1

directories_port=$(free_port)
start_server directories "$directories_port" --write-token-file "$work/token"
directories_pid=${pids[-1]}
python3 Examples/DirectoryServer/Tests/directories_check.py --server "http://127.0.0.1:$directories_port" \
  --hangul "$hangul" --database "$url" --table directories --token-file "$work/token" \
  --log "$work/server-directories.log" --scope org-a --scope org-b --scope 회사 || status=1
/usr/bin/python3 Examples/DirectoryServer/Tests/directory_page_test.py --server "http://127.0.0.1:$directories_port" \
  --token-file "$work/token" --scope org-a --scope 회사 --other-scope org-b || status=1
stop_server "$directories_pid" "the server of the directories" || status=1

# Two hot standbys of the database (pg_basebackup -R: streaming replicas), and a server that
# reads from them (--replica, --max-lag 1): the standbys' check (Tests/standbys_check.py).
standby_ports=()
for k in 1 2; do
  standby_ports+=("$(free_port)")
  $asuser "$bin/pg_basebackup" -h 127.0.0.1 -p "$pgport" -U postgres -D "$work/standby$k" -R -X stream --no-sync
  standby_start[$k]="$asuser $bin/pg_ctl -D $work/standby$k -l $work/standby$k.log -w -o '-p ${standby_ports[-1]} -k $work -c listen_addresses=127.0.0.1' start"
  eval "${standby_start[$k]}" >/dev/null
done
standbys_port=$(free_port)
start_server directories "$standbys_port" --write-token-file "$work/token" --max-lag 1 \
  --replica "postgres://postgres@127.0.0.1:${standby_ports[0]}/postgres" \
  --replica "postgres://postgres@127.0.0.1:${standby_ports[1]}/postgres"
standbys_pid=${pids[-1]}
python3 Examples/DirectoryServer/Tests/standbys_check.py --server "http://127.0.0.1:$standbys_port" \
  --hangul "$hangul" --database "$url" --table directories --token-file "$work/token" --scope org-a \
  --standby "127.0.0.1:${standby_ports[0]}" --standby "127.0.0.1:${standby_ports[1]}" \
  --stop-standby "$asuser $bin/pg_ctl -D $work/standby1 -m immediate -w stop" --start-standby "${standby_start[1]}" \
  --psql-standby "$asuser $bin/psql -h 127.0.0.1 -p ${standby_ports[1]} -U postgres -d postgres -qAt" \
  --stop-primary "$pgstop" --start-primary "$pgstart" || status=1
stop_server "$standbys_pid" "the server of the standbys" || status=1
echo "directory server checks: $(($(date +%s) - started)) s in all" >&2
if [ "$status" != 0 ]; then
  echo "server logs:" >&2
  cat "$work"/server-*.log >&2
fi
exit "$status"
