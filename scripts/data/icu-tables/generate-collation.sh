#!/bin/sh
# Regenerates Resources/ICUTables/collation.bin and VERSIONS.txt from the system ICU.
# Needs a C++ compiler and libicu-dev (pkg-config icu-i18n icu-uc).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../../.." && pwd)
out="$root/Resources/ICUTables"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
c++ -std=c++17 -O2 -o "$tmp/dump-collation" "$here/dump-collation.cpp" $(pkg-config --cflags --libs icu-i18n icu-uc)
"$tmp/dump-collation" "$out/collation.bin" "$out/VERSIONS.txt"
ls -l "$out"
