#!/bin/sh
# Regenerates Resources/ICUTables/collation-*.bin and VERSIONS.txt from the system ICU.
# Needs a C++ compiler and libicu-dev (pkg-config icu-i18n icu-uc).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../../.." && pwd)
out="$root/Resources/ICUTables"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
c++ -std=c++17 -O2 -o "$tmp/dump-collation" "$here/dump-collation.cpp" $(pkg-config --cflags --libs icu-i18n icu-uc)
"$tmp/dump-collation" "$tmp/collation.bin" "$out/VERSIONS.txt"
rm -f "$out"/collation-*.bin
# Files of at most 64 KiB each (SwiftPM's .embedInCode compiles small files much faster);
# the engine concatenates collation-1.bin, collation-2.bin, … in order.
split -b 65536 -d -a 1 "$tmp/collation.bin" "$tmp/part-"
i=1
for f in "$tmp"/part-*; do mv "$f" "$out/collation-$i.bin"; i=$((i + 1)); done
ls -l "$out"
