#!/usr/bin/env bash
# Runs the database suites (HangulPostgresTests, HangulSQLiteTests, HangulDatabaseTests and the
# CLI's db command tests) again and again under load, to show a stall: each run goes through
# scripts/checks/swift-test-watched.sh with a short stall limit, which on a stall (no output
# and no CPU used) prints the tests that had not ended, the processes under the run and every
# thread's backtrace (gdb), and stops the loop. By default the runs leave out the two suites
# that only compute (SearchPlanTests, SearchKeysTests: the plans and keys against the library's
# matcher, with in-memory SQLite at most), which take most of a run's CPU and wait on nothing.
#   bash scripts/checks/db-stress.sh [--runs N] [--stall SECONDS] [--no-load] [--all]
#   --runs N       how many runs (50)
#   --stall S      seconds without output or CPU that count as a stall (120)
#   --all          the computing suites too
#   --no-load      no load beside the runs (by default one busy loop per core, niced, so the
#                  runs compete for the CPU as they do in CI's parallel lanes)
# Needs `swift build --build-tests --enable-all-traits` in .build first (scripts/test.sh does it).
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="/opt/swift/usr/bin:$PATH"
runs=50 stall=120 load=yes skip=(--skip 'SearchPlanTests|SearchKeysTests')
while [ $# -gt 0 ]; do
  case "$1" in
    --runs) runs="$2"; shift ;;
    --stall) stall="$2"; shift ;;
    --no-load) load=no ;;
    --all) skip=() ;;
    *) echo "unknown option $1" >&2; exit 64 ;;
  esac
  shift
done
bin=$(swift build --enable-all-traits --show-bin-path)
binary="$bin/swift-hangulPackageTests.xctest"
[ -x "$binary" ] || { echo "db-stress: $binary is missing: run swift build --build-tests --enable-all-traits" >&2; exit 66; }
burners=()
stop_load() { [ ${#burners[@]} -eq 0 ] || kill "${burners[@]}" 2>/dev/null || true; }
trap stop_load EXIT
if [ "$load" = yes ]; then
  for _ in $(seq "$(nproc)"); do nice -n 5 bash -c 'while :; do :; done' & burners+=($!); done
fi
start=$SECONDS
for run in $(seq "$runs"); do
  t=$SECONDS
  status=0
  HANGUL_TEST_STALL="$stall" bash scripts/checks/swift-test-watched.sh "db-stress run $run" "$binary" \
    --filter 'HangulPostgresTests|HangulSQLiteTests|HangulDatabaseTests|DbCommandTests' "${skip[@]}" >"/tmp/hangul-db-stress.log" 2>&1 ||
    status=$?
  if [ "$status" != 0 ]; then
    cat /tmp/hangul-db-stress.log
    echo "db-stress: run $run of $runs failed (exit $status) after $((SECONDS - start)) s" >&2
    exit 1
  fi
  echo "db-stress: run $run of $runs passed in $((SECONDS - t)) s ($(grep -Eo 'Test run with [0-9]+ tests' /tmp/hangul-db-stress.log))"
done
echo "db-stress: $runs runs passed in $((SECONDS - start)) s, no stall"
