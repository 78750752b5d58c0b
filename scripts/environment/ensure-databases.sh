#!/usr/bin/env bash
# Installs what `hangul db` builds and is tested with, when missing: the system SQLite
# (Debian/Ubuntu libsqlite3-dev, linked by the HangulSQLite target) and PostgreSQL (the
# `postgresql` package: the tests run initdb and pg_ctl from /usr/lib/postgresql/*/bin
# themselves, as the `postgres` user when run as root). Called by scripts/environment/ensure-icu.sh, so
# every script that builds gets it; safe to run again, and silent when everything is there
# (scripts/environment/ensure-lib.sh: HANGUL_ENSURE_ROOT, HANGUL_ENSURE_DRY_RUN).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/ensure-lib.sh"
look() {
  ensure_file /usr/include/sqlite3.h || ensure_need libsqlite3-dev
  ensure_file "/usr/lib/postgresql/*/bin/initdb" || ensure_need postgresql
}
ensure_packages "hangul db" look
