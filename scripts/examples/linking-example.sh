#!/usr/bin/env bash
# Another package links Hangul next to Foundation (Examples/LinkingExample: Foundation and
# Hangul imported in one file, both ICUs in one process), built in its own folder
# (.build-example) and run. CI runs it beside the other steps after the tests.
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="/opt/swift/usr/bin:$PATH"
bash scripts/environment/ensure-icu.sh
swift build --package-path Examples/LinkingExample --scratch-path .build-example
.build-example/debug/LinkingExample
