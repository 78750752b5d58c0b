#!/usr/bin/env bash
# Writes the built-in tables (Resources/ICUTables) from the system ICU: the data that gives
# ICU's answers where no ICU can be linked. Each generator is a small C/C++ program compiled
# against the system ICU (libicu-dev); VERSIONS.txt names the ICU, Unicode and CLDR versions
# they read. The tests compare every table with the ICU they came from.
#
#   bash scripts/data/icu-tables/generate.sh
set -euo pipefail
cd "$(dirname "$0")/../../.."
bash scripts/environment/ensure-icu.sh >/dev/null
out=Resources/ICUTables
mkdir -p "$out"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
flags=$(pkg-config --cflags --libs icu-i18n icu-uc)
# shellcheck disable=SC2086
cc -O2 -std=c11 scripts/data/icu-tables/dump-hanja-readings.c $flags -o "$work/dump-hanja-readings"
"$work/dump-hanja-readings" "$out/hanja-readings.bin" /dev/null
bash scripts/data/icu-tables/generate-normalization.sh
# The collation tables, and VERSIONS.txt (ICU, Unicode, CLDR, the ko collator, UCA).
sh scripts/data/icu-tables/generate-collation.sh
echo "wrote $out: $(ls "$out" | tr '\n' ' ')"
