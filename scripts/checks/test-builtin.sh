#!/usr/bin/env bash
# The package without the system ICU (the configuration of iOS, Android and WebAssembly
# apps), tested on Linux by scripts/test.sh after the suite with every trait. Everything is
# built with --disable-default-traits in a build folder of its own, .build-builtin, so that
# .build keeps its every-trait build:
# 1. that `hangul` links neither ICU nor Foundation;
# 2. the suites whose code depends on the ICU trait (collation, the section index, search,
#    the README's and the doc comments' examples, the CLI's sort, index, search and Hanja
#    commands) pass on the built-in tables. Their oracle is still the system ICU, through the
#    test-only CICUOracle and the fixtures. The suites of the trait-independent targets
#    (HangulCoreTests, HangulUTF8Tests, HangulCollationTablesTests, …: no `#if ICU` in their code or in
#    what it calls) compile the same code both ways and run once, with every trait, so their
#    targets are not built here (HANGUL_TEST_TARGETS names the ones that are);
# 3. that `hangul` and the ICU build's print the same bytes for every command and option on
#    the bundled corpora and a corpus of every script (scripts/checks/compare-builds.sh).
#
#   bash scripts/checks/test-builtin.sh [extra swift-testing flags: --filter, --skip…]
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="/opt/swift/usr/bin:$PATH"
bash scripts/environment/ensure-icu.sh >/dev/null
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# The ICU build's hangul (already built when scripts/test.sh runs this).
swift build --enable-all-traits --product hangul
cp "$(swift build --enable-all-traits --show-bin-path)/hangul" "$work/hangul-icu"
builtin=(--disable-default-traits --scratch-path .build-builtin)
# Only the test targets whose suites run here are built (Package.swift reads HANGUL_TEST_TARGETS).
export HANGUL_TEST_TARGETS=HangulTests,HangulNavigationTests,ReadmeTests,DocExamplesTests,HangulCLITests
swift build --build-tests "${builtin[@]}"
cp "$(swift build "${builtin[@]}" --show-bin-path)/hangul" "$work/hangul-builtin"
if ldd "$work/hangul-builtin" | grep -Ei "libicu|FoundationICU|libFoundation\.so|libFoundationInternationalization"; then
  echo "scripts/checks/test-builtin.sh: hangul built without the ICU trait links ICU or Foundation" >&2
  exit 1
fi
echo "hangul without traits links no ICU and no Foundation: $(ldd "$work/hangul-builtin" | wc -l) libraries"
bash scripts/checks/swift-test-watched.sh scripts/checks/test-builtin.sh \
  "$(swift build "${builtin[@]}" --show-bin-path)/swift-hangulPackageTests.xctest" \
  --filter 'HangulTests|HangulNavigationTests|ReadmeTests|DocExamples|SortAndIndexCommandTests|SearchCommandTests|HanjaReadingCommandTests' \
  "$@"
bash scripts/checks/compare-builds.sh --icu "$work/hangul-icu" --builtin "$work/hangul-builtin"
