#!/usr/bin/env bash
# Installs the system ICU (Debian/Ubuntu libicu-dev, found by pkg-config as `icu-i18n`, so
# pkg-config too) when missing, then (scripts/environment/ensure-terminal.sh) ncursesw and tmux
# for `hangul browse` and (scripts/environment/ensure-databases.sh) SQLite and PostgreSQL for
# `hangul db`. Run by every script that builds; safe to run again, and silent when everything
# is there (scripts/environment/ensure-lib.sh: HANGUL_ENSURE_ROOT, HANGUL_ENSURE_DRY_RUN).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/ensure-lib.sh"
look() {
  ensure_command pkg-config || ensure_need pkg-config
  ensure_pkgconfig icu-i18n || ensure_need libicu-dev
}
ensure_packages "the system ICU" look
# The terminal library of `hangul browse` (ncursesw) and tmux for its end-to-end tests.
bash "$(dirname "${BASH_SOURCE[0]}")/ensure-terminal.sh"
# SQLite and PostgreSQL for `hangul db` and its tests.
bash "$(dirname "${BASH_SOURCE[0]}")/ensure-databases.sh"
