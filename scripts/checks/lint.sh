#!/usr/bin/env bash
# Formatting check: every Swift file is clean against the committed .swift-format under
# `swift format lint --strict`. Fix with `bash scripts/checks/lint.sh --fix`.
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="/opt/swift/usr/bin:$PATH"
paths=(Package.swift Sources Tests Benchmarks Fuzz/HangulFuzz Fuzz/HangulFuzzTests ThreadSanitizer/Package.swift Examples)
if [ "${1:-}" = "--fix" ]; then
  swift format format -i -r --parallel "${paths[@]}"
fi
swift format lint --strict -r --parallel "${paths[@]}"
echo "swift format lint --strict: clean"
