#!/bin/sh
# Regenerates Resources/ICUTables/normalization.bin and VERSIONS-normalization.txt from the
# system ICU (libicu-dev): compiles dump-normalization.c, runs it, removes the binary.
# Usage: scripts/data/icu-tables/generate-normalization.sh   (from anywhere)
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../../.." && pwd)
out="$root/Resources/ICUTables"
mkdir -p "$out"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# shellcheck disable=SC2046  # pkg-config prints several flags on purpose
cc -std=c11 -O1 -Wall -Wextra -o "$tmp/dump-normalization" "$here/dump-normalization.c" \
  $(pkg-config --cflags --libs icu-uc icu-i18n)
"$tmp/dump-normalization" "$out/normalization.bin" "$out/VERSIONS-normalization.txt"
cat "$out/VERSIONS-normalization.txt"
