#!/usr/bin/env bash
# A benchmark, not a CI step: the example directory server (Examples/DirectoryServer) under wrk
# with 0, 1 and 2 hot standbys on a primary and two pg_basebackup -R standbys of its own,
# search as typed and section pages, then PUTs; requests/s, p50 and p99, the CPU time of one
# request in the server, the primary and each standby, and from those a table on paper of how
# reads grow with N standbys on N machines (scripts/benchmarks/standbys_load.py says how).
# Usage: scripts/benchmarks/standbys-load.sh [--count N] [--duration S] [--hangul PATH] [--server PATH]
#          [--markdown PATH] [--paper-cores C]
#   --count N      generated names imported as rows, in 100 directories (default 100000)
#   --duration S   seconds per wrk run (default 20)
#   --hangul PATH  a `hangul` built with the PostgreSQL trait (default: built here, release)
#   --server PATH  a directory-server (default: built here, release)
#   --markdown P   also write the tables to P
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="/opt/swift/usr/bin:$PATH"
count=100000 duration=20 hangul= server= extra=()
while [ $# -gt 0 ]; do
  case "$1" in
    --count) count="$2"; shift ;;
    --duration) duration="$2"; shift ;;
    --hangul) hangul="$2"; shift ;;
    --server) server="$2"; shift ;;
    --markdown | --paper-cores) extra+=("$1" "$2"); shift ;;
    *) echo "unknown option $1" >&2; exit 64 ;;
  esac
  shift
done
bash scripts/environment/ensure-icu.sh
bash scripts/environment/ensure-databases.sh
bash scripts/environment/ensure-wrk.sh
if [ -z "$hangul" ]; then
  swift build -c release --enable-all-traits --product hangul >&2
  hangul="$(swift build -c release --enable-all-traits --show-bin-path)/hangul"
fi
if [ -z "$server" ]; then
  swift build -c release --package-path Examples/DirectoryServer >&2
  server="$(swift build -c release --package-path Examples/DirectoryServer --show-bin-path)/directory-server"
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# Names: the package's seeded generator (as scripts/benchmarks/db-benchmark.sh), second column.
bash scripts/data/fixtures/build-dump-names.sh "$work" "$(dirname "$hangul")"
"$work/dump-names" 35 "$count" 0.05 | cut -f2 > "$work/names.txt"
python3 scripts/benchmarks/standbys_load.py --hangul "$hangul" --server "$server" --names "$work/names.txt" \
  --duration "$duration" "${extra[@]}"
