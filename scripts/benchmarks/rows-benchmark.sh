#!/usr/bin/env bash
# A table of rows (ids and scopes) at scale on a PostgreSQL it starts (Benchmarks/Database/rows_benchmark.py).
# Usage: scripts/benchmarks/rows-benchmark.sh [--quick] [--rows N] [--scopes K] [--rounds R] [--puts P]
#                                            [--reader-puts P] [--url postgres://…] [--debug]
#   default   10,000,000 rows in 100,000 scopes, 5 rounds, 2,000 puts, 10,000 puts beside the reader
#   --quick   50,000 rows in 500 scopes, 3 rounds, 300 puts, 1,000 beside the reader (a minute or two
#             once built)
# Scope sizes spread log-uniformly from about N/100 rows down to 1; names come from the package's
# own seeded NameGenerator (scripts/data/fixtures/DumpGeneratedNames.swift), ids are unique per
# scope. It measures `hangul db import --fields id,scope,name --replace` against a bare COPY of
# the same file, search as typed within scopes of 1, ~100, ~1,000, ~10,000 rows and the largest
# (whole processes, and on an open connection: Benchmarks/HangulRowsBenchmark), one-row puts and
# the slowest reader beside puts, and prints one Markdown table with each figure's target.
# `hangul` and HangulRowsBenchmark come from one release build of the Benchmarks package (its
# traits: ICU and PostgreSQL, as the root package's --enable-all-traits). Without --url it starts
# its own server (initdb in a scratch folder, loopback port, pg_stat_statements loaded; as the
# `postgres` user when run as root) and stops it at the end. ROWS_BENCHMARK_JSON: where the
# numbers are copied (default /tmp/hangul-rows-benchmark.json).
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="/opt/swift/usr/bin:$PATH"
rows="" scopes="" rounds=5 puts=2000 reader_puts=10000 url="" config=release
while [ $# -gt 0 ]; do
  case "$1" in
    --quick) rows=${rows:-50000} scopes=${scopes:-500} rounds=3 puts=300 reader_puts=1000 ;;
    --rows) rows="$2"; shift ;;
    --scopes) scopes="$2"; shift ;;
    --rounds) rounds="$2"; shift ;;
    --puts) puts="$2"; shift ;;
    --reader-puts) reader_puts="$2"; shift ;;
    --url) url="$2"; shift ;;
    --debug) config=debug ;;
    *) echo "unknown option $1" >&2; exit 64 ;;
  esac
  shift
done
rows=${rows:-10000000} scopes=${scopes:-100000}
bash scripts/environment/ensure-icu.sh
for product in hangul HangulRowsBenchmark; do
  swift build -c "$config" --package-path Benchmarks --product "$product" >&2
done
bindir="$(swift build -c "$config" --package-path Benchmarks --show-bin-path)"
work=$(mktemp -d)
cleanup() {
  if [ -n "${pgdata:-}" ]; then $asuser "$bin/pg_ctl" -D "$pgdata" -m immediate stop >/dev/null 2>&1 || true; fi
  rm -rf "$work"
}
trap cleanup EXIT
bash scripts/data/fixtures/build-dump-names.sh "$work" "$bindir"
"$work/dump-names" 28 "$rows" 0.05 | cut -f2 > "$work/names.txt"
server_log=()
if [ -z "$url" ]; then
  bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
  asuser=""
  if [ "$(id -u)" = 0 ]; then chown postgres "$work"; asuser="runuser -u postgres --"; fi
  pgdata="$work/data"
  port=$((40000 + $$ % 20000))
  $asuser "$bin/initdb" -D "$pgdata" -A trust -U postgres -E UTF8 --no-sync >/dev/null
  $asuser "$bin/pg_ctl" -D "$pgdata" -l "$work/log" -w \
    -o "-p $port -k $work -c listen_addresses=127.0.0.1 -c shared_buffers=512MB -c log_min_duration_statement=1000 -c shared_preload_libraries=pg_stat_statements" \
    start >/dev/null
  server_log=("--server-log" "$work/log")
  url="postgres://postgres@127.0.0.1:$port/postgres"
fi
echo "== $rows rows in $scopes scopes, $(date -u '+%Y-%m-%d %H:%M UTC')"
python3 Benchmarks/Database/rows_benchmark.py --hangul "$bindir/hangul" --server-bench "$bindir/HangulRowsBenchmark" \
  --url "$url" --names "$work/names.txt" --rows "$rows" --scopes "$scopes" --work "$work" --rounds "$rounds" \
  --puts "$puts" --reader-puts "$reader_puts" "${server_log[@]}" --json "$work/rows.json"
cp "$work/rows.json" "${ROWS_BENCHMARK_JSON:-/tmp/hangul-rows-benchmark.json}"
