#!/usr/bin/env bash
# Installs what `hangul browse` builds and is tested with, when missing: ncursesw (Debian/Ubuntu
# libncurses-dev, found by pkg-config as `ncursesw`, so pkg-config too) and tmux (its end-to-end
# tests drive the real binary in tmux). Called by scripts/environment/ensure-icu.sh, so every
# script that builds gets it; safe to run again, and silent when everything is there
# (scripts/environment/ensure-lib.sh: HANGUL_ENSURE_ROOT, HANGUL_ENSURE_DRY_RUN).
# Column widths need a UTF-8 locale: the program falls back to C.UTF-8, part of libc on Debian 12+.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/ensure-lib.sh"
look() {
  ensure_command pkg-config || ensure_need pkg-config
  ensure_pkgconfig ncursesw || ensure_need libncurses-dev
  ensure_command tmux || ensure_need tmux
}
ensure_packages "hangul browse" look
