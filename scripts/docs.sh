#!/usr/bin/env bash
# Writes the documentation site of every public module into DIR: the one DocC run of
# scripts/checks/docs.sh (any DocC warning fails it), kept as a static site to serve from DIR's
# root (`python3 -m http.server --directory DIR`), or under PATH with --hosting-base-path.
# --test then opens its pages in headless Chromium (scripts/checks/docs-site-test.py).
# usage: docs.sh [--site DIR] [--hosting-base-path PATH] [--test]
set -euo pipefail
cd "$(dirname "$0")/.."
usage="usage: scripts/docs.sh [--site DIR] [--hosting-base-path PATH] [--test]"
site=.build/documentation-site base_path="" test=0
while [ $# -gt 0 ]; do
  case "$1" in
    --site) [ $# -ge 2 ] || { echo "$usage" >&2; exit 2; }; site=$2; shift 2 ;;
    --hosting-base-path) [ $# -ge 2 ] || { echo "$usage" >&2; exit 2; }; base_path=$2; shift 2 ;;
    --test) test=1; shift ;;
    *) echo "$usage" >&2; exit 2 ;;
  esac
done
site=$(realpath -m "$site")
bash scripts/checks/docs.sh --site "$site" ${base_path:+--hosting-base-path "$base_path"}
# DocC's root index.html shows "page not found" at /: the site's root leads to the landing
# page that lists the modules.
cat >"$site/index.html" <<'HTML'
<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="refresh" content="0; url=documentation/">
<title>swift-hangul documentation</title>
</head>
<body><p><a href="documentation/">swift-hangul documentation</a></p></body>
</html>
HTML
if [ "$test" = 1 ]; then
  bash scripts/environment/ensure-chromium.sh
  /usr/bin/python3 scripts/checks/docs-site-test.py "$site" ${base_path:+--hosting-base-path "$base_path"}
fi
echo "$site"
