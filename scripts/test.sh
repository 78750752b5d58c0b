#!/usr/bin/env bash
# The test command: installs ICU when missing, then runs the whole test suite.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-icu.sh
swift build --build-tests
swift test --skip-build "$@"
