#!/usr/bin/env bash
# Runs the concurrency tests under ThreadSanitizer (8 tasks sharing one collator, one
# section index and one search index). Any data race TSan reports fails the run.
#
#   scripts/tsan.sh [extra swift test flags…]
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFT=${SWIFT:-/opt/swift/usr/bin/swift}
export TSAN_OPTIONS="halt_on_error=1 second_deadlock_stack=1 ${TSAN_OPTIONS:-}"
start=$(date +%s)
"$SWIFT" build --build-tests --sanitize=thread --scratch-path .build-tsan >&2
built=$(date +%s)
"$SWIFT" test --skip-build --sanitize=thread --scratch-path .build-tsan --filter ConcurrencyTests "$@"
echo "tsan: build $((built - start)) s, test $(( $(date +%s) - built )) s" >&2
