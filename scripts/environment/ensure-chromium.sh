#!/usr/bin/env bash
# Installs what the browser tests of the example pages (the directory server's and the
# WebAssembly list screen's, driven headless) need, when missing: Debian's chromium, its
# chromedriver (chromium-driver) and Selenium for the system Python (python3-selenium, imported
# by /usr/bin/python3; under a root, its folder in usr/lib/python3/dist-packages). Safe to run
# again, and silent when they are there (scripts/environment/ensure-lib.sh: HANGUL_ENSURE_ROOT,
# HANGUL_ENSURE_DRY_RUN).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/ensure-lib.sh"
selenium() {
  if [ -z "$ensure_root" ]; then
    /usr/bin/python3 -c 'import selenium' >/dev/null 2>&1
  else
    ensure_file /usr/lib/python3/dist-packages/selenium/__init__.py
  fi
}
look() {
  ensure_command chromium || ensure_need chromium
  ensure_command chromedriver || ensure_need chromium-driver
  selenium || ensure_need python3-selenium
}
ensure_packages "the browser tests" look
