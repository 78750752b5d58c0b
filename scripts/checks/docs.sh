#!/usr/bin/env bash
# Builds the DocC catalogs of HangulCore, Hangul, SectionNavigation, HangulNavigation, HangulCorpus and HangulDatabase; any DocC warning
# fails the run.
set -euo pipefail
cd "$(dirname "$0")/../.."
bash scripts/environment/ensure-icu.sh
targets=(HangulCore Hangul SectionNavigation HangulNavigation HangulCorpus HangulDatabase)
# One invocation for every catalog: the plugin and the package are loaded once. A warning
# names its file, and so its module.
arguments=()
for target in "${targets[@]}"; do arguments+=(--target "$target"); done
log=$(swift package --enable-all-traits generate-documentation "${arguments[@]}" 2>&1) || { echo "$log"; exit 1; }
if grep -i "warning:" <<<"$log"; then
  echo "DocC warnings (above) in ${targets[*]}" >&2
  exit 1
fi
echo "DocC: ${targets[*]} built without warnings"
