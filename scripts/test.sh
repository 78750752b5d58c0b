#!/usr/bin/env bash
# The test command, both configurations. First every trait on (ICU and PostgreSQL): the whole
# test suite, in .build, which CI's later steps (.ci/run) reuse. Then the package without the
# system ICU, on its built-in tables, in .build-builtin (scripts/checks/test-builtin.sh). Installs
# ICU when missing.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/environment/ensure-icu.sh
swift build --build-tests --enable-all-traits
# A hung test fails the run, saying which tests were running and where they waited, instead
# of holding CI to its hard limit (scripts/checks/swift-test-watched.sh, HANGUL_TEST_TIMEOUT). Extra
# arguments are swift-testing's (--filter, --skip).
bin=$(swift build --enable-all-traits --show-bin-path)
if [ $# -eq 0 ]; then
  # The standbys' suite runs after the rest, alone: its bounds (a standby left out within 2 s,
  # taken back within 5 s) are about the servers it starts, which the rest of the suite's own
  # servers and CPU would otherwise share.
  bash scripts/checks/swift-test-watched.sh scripts/test.sh "$bin/swift-hangulPackageTests.xctest" --skip PostgresStandbyTests
  bash scripts/checks/swift-test-watched.sh scripts/test.sh "$bin/swift-hangulPackageTests.xctest" --filter PostgresStandbyTests
else
  bash scripts/checks/swift-test-watched.sh scripts/test.sh "$bin/swift-hangulPackageTests.xctest" "$@"
fi
# The package without the system ICU (built-in tables).
bash scripts/checks/test-builtin.sh
