#!/usr/bin/env bash
# The package surface and the hygiene rules, from the toolchain's own view: the exported
# products (swift package dump-package), every public symbol documented with an example
# (swift package dump-symbol-graph), and no public type named like a standard-library type
# (the toolchain's Swift.swiftinterface). See scripts/checks/check-public-surface.py.
set -euo pipefail
cd "$(dirname "$0")/../.."
bash scripts/environment/ensure-icu.sh
mkdir -p .build
swift package dump-package > .build/package.json
# The C targets fail to emit a graph (SwiftPM passes them -std=c++17) and make the command exit
# non-zero; the checker fails if any Swift library target's graph is missing. Every trait is
# on, as in the test build before it (no rebuild), and every library target builds either way.
rm -rf .build/*-linux-gnu/symbolgraph
swift package --enable-all-traits dump-symbol-graph --skip-synthesized-members > .build/symbolgraph.log 2>&1 || true
swiftc=$(command -v swiftc)
interface=$(ls "$(dirname "$(dirname "$swiftc")")"/lib/swift/linux/Swift.swiftmodule/*-linux-gnu.swiftinterface | grep -v private | head -1)
graphs=$(ls -d .build/*-linux-gnu/symbolgraph | head -1)
python3 scripts/checks/check-public-surface.py "$graphs" "$interface" .build/package.json
