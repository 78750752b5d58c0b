#!/usr/bin/env bash
# The main job: installs ICU when missing, builds the CLI and runs its demo on the bundled corpus.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/environment/ensure-icu.sh
swift build -c release --product hangul
exec .build/release/hangul demo "$@"
