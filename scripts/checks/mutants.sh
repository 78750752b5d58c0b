#!/usr/bin/env bash
# Proof of the test suite: applies one-line bugs to core rules (choseong, collation tie,
# josa choice, a sound change, a navigation boundary, search) and shows the tests fail for
# each. Restores the sources always. See scripts/checks/mutants.py.
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="/opt/swift/usr/bin:$PATH"
bash scripts/environment/ensure-icu.sh
python3 scripts/checks/mutants.py "$@"
