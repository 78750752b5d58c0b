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
bash scripts/checks/swift-test-watched.sh scripts/test.sh "$bin/swift-hangulPackageTests.xctest" "$@"
# The package without the system ICU (built-in tables).
bash scripts/checks/test-builtin.sh
