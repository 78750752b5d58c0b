#!/usr/bin/env bash
# Runs the concurrency tests under ThreadSanitizer (8 tasks sharing one collator, one
# section index and one search index). Any data race TSan reports fails the run.
# The tests are Tests/HangulTests/Robustness/ConcurrencyTests.swift, built through the
# package in ThreadSanitizer (which links that file): a sanitized build of `Hangul`
# and one test file, about a minute, instead of every test target and postgres-nio.
#
#   scripts/checks/tsan.sh [extra swift test flags…]
set -euo pipefail
cd "$(dirname "$0")/../.."
SWIFT=${SWIFT:-/opt/swift/usr/bin/swift}
export TSAN_OPTIONS="halt_on_error=1 second_deadlock_stack=1 ${TSAN_OPTIONS:-}"
scratch="$PWD/.build-tsan"
start=$(date +%s)
"$SWIFT" build --package-path ThreadSanitizer --build-tests --sanitize=thread --scratch-path "$scratch" >&2
built=$(date +%s)
"$SWIFT" test --package-path ThreadSanitizer --skip-build --sanitize=thread --scratch-path "$scratch" "$@"
echo "tsan: build $((built - start)) s, test $(( $(date +%s) - built )) s" >&2
