#!/usr/bin/env bash
# Builds the DocC catalogs of HangulCore, Hangul, SectionNavigation, HangulNavigation,
# HangulCorpus and HangulDatabase into one combined archive, transformed for static hosting;
# any DocC warning fails the run. With --site DIR the archive is written to DIR (replacing a
# site there): a static site whose /documentation/ lists the modules (scripts/docs.sh adds the
# page at / that leads there). Without it, the archive stays in the plugin's output folder
# under .build.
# usage: docs.sh [--site DIR] [--hosting-base-path PATH]
set -euo pipefail
cd "$(dirname "$0")/../.."
usage="usage: scripts/checks/docs.sh [--site DIR] [--hosting-base-path PATH]"
site="" base_path=""
while [ $# -gt 0 ]; do
  case "$1" in
    --site) [ $# -ge 2 ] || { echo "$usage" >&2; exit 2; }; site=$2; shift 2 ;;
    --hosting-base-path) [ $# -ge 2 ] || { echo "$usage" >&2; exit 2; }; base_path=$2; shift 2 ;;
    *) echo "$usage" >&2; exit 2 ;;
  esac
done
bash scripts/environment/ensure-icu.sh
targets=(HangulCore Hangul SectionNavigation HangulNavigation HangulCorpus HangulDatabase)
# One invocation for every catalog: the plugin and the package are loaded once. A warning
# names its file, and so its module. The plugin converts each module (against the archives of
# the modules it depends on, so links between modules resolve) and merges them into one
# archive with a landing page that lists them.
arguments=(--enable-experimental-combined-documentation --transform-for-static-hosting)
for target in "${targets[@]}"; do arguments+=(--target "$target"); done
[ -z "$base_path" ] || arguments+=(--hosting-base-path "$base_path")
package_options=()
if [ -n "$site" ]; then
  site=$(realpath -m "$site")
  # The plugin removes what is at the output path: only an empty folder or an earlier site is replaced.
  if [ -e "$site" ] && [ -n "$(ls -A "$site")" ] && [ ! -d "$site/data/documentation" ]; then
    echo "$site is neither empty nor a documentation site: not replaced" >&2
    exit 1
  fi
  mkdir -p "$(dirname "$site")"
  arguments+=(--output-path "$site")
  package_options+=(--allow-writing-to-directory "$site")
fi
archive=${site:-.build/plugins/Swift-DocC/outputs/swift-hangul.doccarchive}
log=$(swift package --enable-all-traits "${package_options[@]}" generate-documentation "${arguments[@]}" 2>&1) || {
  echo "$log"
  exit 1
}
if grep -i "warning:" <<<"$log"; then
  echo "DocC warnings (above) in ${targets[*]}" >&2
  exit 1
fi
# The plugin does not check the merge's exit status: every module's page must be in the archive.
for target in "${targets[@]}"; do
  page="$archive/data/documentation/$(tr '[:upper:]' '[:lower:]' <<<"$target").json"
  [ -f "$page" ] || { echo "$log"; echo "DocC: no page for $target in $archive" >&2; exit 1; }
done
echo "DocC: ${targets[*]} built without warnings"
