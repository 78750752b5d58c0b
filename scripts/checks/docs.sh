#!/usr/bin/env bash
# Builds the DocC catalogs of HangulCore, Hangul, SectionNavigation, HangulNavigation, HangulCorpus and HangulDatabase; any DocC warning
# fails the run.
set -euo pipefail
cd "$(dirname "$0")/../.."
bash scripts/environment/ensure-icu.sh
status=0
for target in HangulCore Hangul SectionNavigation HangulNavigation HangulCorpus HangulDatabase; do
  log=$(swift package --enable-all-traits generate-documentation --target "$target" 2>&1) || { echo "$log"; exit 1; }
  if grep -i "warning:" <<<"$log"; then
    echo "DocC warnings in $target" >&2
    status=1
  else
    echo "DocC: $target built without warnings"
  fi
done
exit $status
