#!/usr/bin/env bash
# The test command: installs ICU when missing, checks that another package can link Hangul
# next to Foundation (Examples/LinkingExample), then runs the whole test suite.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-icu.sh
swift build --package-path Examples/LinkingExample --scratch-path .build-example
.build-example/debug/LinkingExample
swift build --build-tests
swift test --skip-build "$@"
