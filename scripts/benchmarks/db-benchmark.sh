#!/usr/bin/env bash
# `hangul db` on PostgreSQL side by side with what a user can do today (Benchmarks/Database).
# Usage: scripts/benchmarks/db-benchmark.sh [--quick] [--import | --all] [--count N] [--queries N] [--runs N] [--url postgres://…] [--debug] [--cli-only]
#   --quick   20,000 names, 10 queries, 3 runs (CI's smoke step: well under a minute)
#   default   1,000,000 names, 20 queries, 5 runs
#   --cli-only  whole `hangul db` processes only: leaves out the open-connection rounds and
#             so the build of the Benchmarks package (CI's smoke step)
#   --import  the import at scale instead (Benchmarks/Database/db_import_benchmark.py):
#             10,000,000 names by default (--count), a --replace import against a bare COPY
#             of the same names, its peak memory, and a reader's pause while 1,000,000 more
#             names (a tenth of --count, at least 1,000) are appended
#   --all     both in one run, on one server and the same names (10,000,000 by default): the
#             import first, then the search benchmark, then one table of the headline figures
#             beside their baselines (Benchmarks/Database/db_summary.py)
# Without --url it starts its own server (initdb in a scratch folder, loopback port; as the
# `postgres` user when run as root) and stops it at the end. Names come from the package's
# own seeded NameGenerator (5 % Latin, digits, emoji, NFD …) plus SQL-looking names.
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="/opt/swift/usr/bin:$PATH"
count="" queries=20 runs=5 url="" config=release mode=search server_rounds=yes
while [ $# -gt 0 ]; do
  case "$1" in
    --quick) count=${count:-20000} queries=10 runs=3 ;;
    --import) mode=import ;;
    --all) mode=all ;;
    --count) count="$2"; shift ;;
    --queries) queries="$2"; shift ;;
    --runs) runs="$2"; shift ;;
    --url) url="$2"; shift ;;
    --debug) config=debug ;;
    --cli-only) server_rounds=no ;;
    *) echo "unknown option $1" >&2; exit 64 ;;
  esac
  shift
done
if [ -z "$count" ]; then
  if [ "$mode" = search ]; then count=1000000; else count=10000000; fi
fi
bash scripts/environment/ensure-icu.sh
# PostgreSQL is a package trait: the server build has every trait on.
swift build -c "$config" --enable-all-traits --product hangul >&2
# The library side runs in the benchmarks' own package (Benchmarks/Package.swift).
hangul="$(swift build -c "$config" --enable-all-traits --show-bin-path)/hangul"
server_bench=()
if [ "$mode" != import ] && [ "$server_rounds" = yes ]; then
  swift build -c "$config" --package-path Benchmarks --product HangulDatabaseBenchmark >&2
  server_bench=(--server-bench "$(swift build -c "$config" --package-path Benchmarks --show-bin-path)/HangulDatabaseBenchmark")
fi
work=$(mktemp -d)
server_log=()
cleanup() {
  if [ -n "${pgdata:-}" ]; then $asuser "$bin/pg_ctl" -D "$pgdata" -m immediate stop >/dev/null 2>&1 || true; fi
  rm -rf "$work"
}
trap cleanup EXIT
# Names: the package's generator (scripts/data/fixtures/DumpGeneratedNames.swift), second column.
bash scripts/data/fixtures/build-dump-names.sh "$work" "$(dirname "$hangul")"
"$work/dump-names" 26 "$count" 0.05 | cut -f2 > "$work/names.txt"
printf '%s\n' "'); DROP TABLE names; --" "O'Brien" "100%" "_" >> "$work/names.txt"
if [ "$mode" != search ]; then
  append=$(( count / 10 > 1000 ? count / 10 : 1000 ))
  "$work/dump-names" 27 "$append" 0.05 | cut -f2 > "$work/append.txt"
fi
if [ -z "$url" ]; then
  bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
  asuser=""
  if [ "$(id -u)" = 0 ]; then chown postgres "$work"; asuser="runuser -u postgres --"; fi
  pgdata="$work/data"
  port=$((40000 + $$ % 20000))
  $asuser "$bin/initdb" -D "$pgdata" -A trust -U postgres -E UTF8 --no-sync >/dev/null
  $asuser "$bin/pg_ctl" -D "$pgdata" -l "$work/log" -w \
    -o "-p $port -k $work -c listen_addresses=127.0.0.1 -c shared_buffers=512MB -c log_min_duration_statement=1000" \
    start >/dev/null
  server_log=("--server-log" "$work/log")
  url="postgres://postgres@127.0.0.1:$port/postgres"
fi
if [ "$mode" != search ]; then
  python3 Benchmarks/Database/db_import_benchmark.py --hangul "$hangul" --url "$url" --names "$work/names.txt" \
    --append "$work/append.txt" "${server_log[@]}" --json "$work/import.json"
  cp "$work/import.json" "${DB_IMPORT_BENCHMARK_JSON:-/tmp/hangul-db-import-benchmark.json}"
  [ "$mode" = all ] || exit 0
fi
python3 Benchmarks/Database/db_benchmark.py --hangul "$hangul" "${server_bench[@]}" --url "$url" --names "$work/names.txt" \
  --queries "$queries" --runs "$runs" --json "$work/result.json"
cp "$work/result.json" "${DB_BENCHMARK_JSON:-/tmp/hangul-db-benchmark.json}"
if [ "$mode" = all ]; then
  echo
  echo "== one run: $(wc -l < "$work/names.txt") names, $(date -u '+%Y-%m-%d %H:%M UTC')"
  python3 Benchmarks/Database/db_summary.py "$work/import.json" "$work/result.json"
fi
