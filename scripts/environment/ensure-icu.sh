#!/usr/bin/env bash
# Installs the system ICU (Debian/Ubuntu libicu-dev) when pkg-config cannot find it, then
# (scripts/environment/ensure-terminal.sh) ncursesw and tmux for `hangul browse`.
# Sourced by the other scripts; safe to run again.
set -euo pipefail
if ! pkg-config --exists icu-i18n 2>/dev/null; then
  echo "ICU (icu-i18n) not found by pkg-config: installing libicu-dev and pkg-config" >&2
  SUDO=""
  if [ "$(id -u)" != 0 ]; then SUDO="sudo"; fi
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq libicu-dev pkg-config >/dev/null
fi
# The terminal library of `hangul browse` (ncursesw) and tmux for its end-to-end tests.
bash "$(dirname "${BASH_SOURCE[0]}")/ensure-terminal.sh"
# SQLite and PostgreSQL for `hangul db` and its tests.
bash "$(dirname "${BASH_SOURCE[0]}")/ensure-databases.sh"
