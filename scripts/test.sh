#!/usr/bin/env bash
# The test command, both configurations. First every trait on (ICU and PostgreSQL): the whole
# test suite, in .build, which CI's later steps (.ci/run) reuse. Then the package without the
# system ICU, on its built-in tables, in .build-builtin (scripts/test-builtin.sh). Installs
# ICU when missing.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-icu.sh
swift build --build-tests --enable-all-traits
# A hung test fails the run, saying so, instead of holding CI to its hard limit.
limit="${HANGUL_TEST_TIMEOUT:-1800}"
status=0
timeout --kill-after=30 "$limit" swift test --skip-build --enable-all-traits "$@" || status=$?
if [ "$status" = 124 ] || [ "$status" = 137 ]; then
  echo "scripts/test.sh: swift test did not finish within $limit s (HANGUL_TEST_TIMEOUT)" >&2
fi
[ "$status" = 0 ] || exit "$status"
# The package without the system ICU (built-in tables).
bash scripts/test-builtin.sh
