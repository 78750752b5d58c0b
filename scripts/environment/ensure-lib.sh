#!/usr/bin/env bash
# What the scripts/environment/ensure-*.sh scripts share, sourced by each: the helpers that look
# for what a package installs, and the one apt-get install of the packages found missing (through
# sudo when not root). A script sources this file, defines a function that calls `ensure_need
# PACKAGE...` for each package whose files it does not find, and ends with
# `ensure_packages PURPOSE FUNCTION`: silent when nothing is missing, else it says on stderr what
# it installs, installs it, and fails if the function still finds something missing afterwards.
#
# HANGUL_ENSURE_ROOT=DIR looks in DIR instead of / : files as DIR/PATH, commands as
# DIR/usr/bin/NAME or DIR/bin/NAME, pkg-config modules in DIR's pkgconfig folders only
# (PKG_CONFIG_LIBDIR). Unset, empty or /: files as PATH, commands on PATH, modules where
# pkg-config finds them. Nothing is installed into a root: with one, a missing package is an error
# unless HANGUL_ENSURE_DRY_RUN=1, which, with or without a root, names the packages it would
# install on stderr and exits 0 without running apt-get.
set -euo pipefail

ensure_root=${HANGUL_ENSURE_ROOT:-}
ensure_root=${ensure_root%/}
ensure_missing=()

# True when a path matches PATTERN (absolute, globs allowed) under the root.
ensure_file() { compgen -G "$ensure_root$1" >/dev/null; }

# True when NAME is a command: on PATH, or under a root in its usr/bin or bin.
ensure_command() {
  if [ -z "$ensure_root" ]; then
    command -v "$1" >/dev/null 2>&1
  else
    [ -x "$ensure_root/usr/bin/$1" ] || [ -x "$ensure_root/bin/$1" ]
  fi
}

# True when pkg-config finds MODULE. Under a root, pkg-config searches only the root's pkgconfig
# folders; where there is no pkg-config command, MODULE.pc in one of those folders is enough.
ensure_pkgconfig() {
  local module=$1 dir dirs=()
  for dir in "$ensure_root"/usr/lib/pkgconfig "$ensure_root"/usr/lib/*/pkgconfig "$ensure_root"/usr/share/pkgconfig \
    "$ensure_root"/usr/local/lib/pkgconfig "$ensure_root"/usr/local/lib/*/pkgconfig "$ensure_root"/usr/local/share/pkgconfig; do
    [ -d "$dir" ] && dirs+=("$dir")
  done
  if command -v pkg-config >/dev/null 2>&1; then
    if [ -z "$ensure_root" ]; then
      pkg-config --exists "$module" 2>/dev/null
    else
      [ ${#dirs[@]} -gt 0 ] || return 1
      local IFS=:
      PKG_CONFIG_PATH="" PKG_CONFIG_LIBDIR="${dirs[*]}" PKG_CONFIG_SYSROOT_DIR="$ensure_root" \
        pkg-config --exists "$module" 2>/dev/null
    fi
  else
    for dir in "${dirs[@]}"; do [ -f "$dir/$module.pc" ] && return 0; done
    return 1
  fi
}

# Adds each PACKAGE to the missing ones, once.
ensure_need() {
  local package have
  for package in "$@"; do
    for have in "${ensure_missing[@]}"; do [ "$have" = "$package" ] && continue 2; done
    ensure_missing+=("$package")
  done
}

# Runs the function LOOK, which calls ensure_need for what is missing; installs that with apt-get,
# saying so on stderr (PURPOSE: what needs them), and runs LOOK again to check that nothing is left.
ensure_packages() {
  local purpose=$1 look=$2 name
  name=$(basename "$0")
  ensure_missing=()
  "$look"
  [ ${#ensure_missing[@]} -gt 0 ] || return 0
  if [ "${HANGUL_ENSURE_DRY_RUN:-0}" = 1 ]; then
    echo "$name: would install ${ensure_missing[*]} with apt-get, for $purpose (HANGUL_ENSURE_DRY_RUN=1)" >&2
    return 0
  fi
  if [ -n "$ensure_root" ]; then
    echo "$name: ${ensure_missing[*]} missing in $ensure_root, for $purpose: apt-get installs into / only (HANGUL_ENSURE_DRY_RUN=1 lists them)" >&2
    return 1
  fi
  echo "$name: installing ${ensure_missing[*]} with apt-get, for $purpose" >&2
  local sudo=()
  [ "$(id -u)" = 0 ] || sudo=(sudo)
  # Waits for the lock when another apt-get or dpkg runs (another script installing beside this one).
  local apt=(env DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600)
  "${sudo[@]}" "${apt[@]}" update -qq
  "${sudo[@]}" "${apt[@]}" install -y -qq "${ensure_missing[@]}" >/dev/null
  local installed=("${ensure_missing[@]}")
  ensure_missing=()
  "$look"
  if [ ${#ensure_missing[@]} -gt 0 ]; then
    echo "$name: after installing ${installed[*]}, ${ensure_missing[*]} still missing: what it looks for is not where the package put it" >&2
    return 1
  fi
}
