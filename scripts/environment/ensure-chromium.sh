#!/usr/bin/env bash
# Installs Debian's chromium, when missing, for the browser tests of the example pages (the
# directory server's and the WebAssembly list screen's, driven headless through the DevTools
# Protocol). Safe to run again, and silent when it is there.
set -euo pipefail
if ! command -v chromium >/dev/null 2>&1; then
  echo "the browser tests need chromium: installing with apt-get" >&2
  SUDO=""
  if [ "$(id -u)" != 0 ]; then SUDO="sudo"; fi
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq chromium >/dev/null
fi
