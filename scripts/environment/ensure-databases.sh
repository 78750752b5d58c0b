#!/usr/bin/env bash
# Installs what `hangul db` builds and is tested with, when missing: the system SQLite
# (Debian/Ubuntu libsqlite3-dev, linked by the HangulSQLite target) and PostgreSQL (the
# `postgresql` package: the tests run initdb and pg_ctl from /usr/lib/postgresql/*/bin
# themselves, as the `postgres` user when run as root). Called by scripts/environment/ensure-icu.sh, so
# every script that builds gets it; safe to run again, and silent when everything is there.
set -euo pipefail
missing=()
[ -f /usr/include/sqlite3.h ] || missing+=(libsqlite3-dev)
compgen -G "/usr/lib/postgresql/*/bin/initdb" >/dev/null || missing+=(postgresql)
if [ ${#missing[@]} -gt 0 ]; then
  echo "hangul db needs ${missing[*]}: installing with apt-get" >&2
  SUDO=""
  if [ "$(id -u)" != 0 ]; then SUDO="sudo"; fi
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
fi
