#!/usr/bin/env bash
# Installs what `hangul browse` builds and is tested with, when missing: ncursesw (Debian/Ubuntu
# libncurses-dev, found by pkg-config as `ncursesw`) and tmux (its end-to-end tests drive the
# real binary in tmux). Called by scripts/environment/ensure-icu.sh, so every script that builds gets it;
# safe to run again, and silent when everything is there.
set -euo pipefail
missing=()
pkg-config --exists ncursesw 2>/dev/null || missing+=(libncurses-dev pkg-config)
command -v tmux >/dev/null 2>&1 || missing+=(tmux)
# Column widths need a UTF-8 locale: the program falls back to C.UTF-8, part of libc on Debian 12+.
if [ ${#missing[@]} -gt 0 ]; then
  echo "hangul browse needs ${missing[*]}: installing with apt-get" >&2
  SUDO=""
  if [ "$(id -u)" != 0 ]; then SUDO="sudo"; fi
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
fi
