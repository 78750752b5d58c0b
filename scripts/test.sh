#!/usr/bin/env bash
# The test command: installs ICU when missing, then runs the whole test suite.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-icu.sh
swift build --build-tests
swift test --skip-build "$@"
# How other projects link the package: Foundation and Hangul in one file (Examples/).
swift build --package-path Examples/LinkingExample --scratch-path .build-example
.build-example/debug/LinkingExample
