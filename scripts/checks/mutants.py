#!/usr/bin/env python3
"""Proof of the test suite: each mutant is a one-line bug in a core rule; the tests that
cover the rule must fail for every one of them.

For each mutant: replace exactly one line fragment in the source (it must occur exactly
once), build the test product (incrementally, with every trait on, as the test command leaves
.build; the other products are built once at the end), run the test suites named for it,
and call the mutant killed when they fail. The source is restored after each mutant, on any
exit (Ctrl-C included). Prints a table; exits 1 if a mutant survives or could not be applied.

Usage: bash scripts/checks/mutants.sh [--after-tests] [NAME …]   (no names: every mutant)
  --after-tests  the test command has just passed on this build: the unmutated run of the
                 mutants' suites is left out
"""
import os
import signal
import subprocess
import sys
import time
from dataclasses import dataclass

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


@dataclass
class Mutant:
    name: str
    rule: str
    path: str
    original: str
    mutated: str
    tests: str  # a `swift test --filter` regular expression


MUTANTS = [
    Mutant(
        "choseong",
        "a syllable's initial is its index / 588 (Unicode's syllable arithmetic)",
        "Sources/HangulCore/Choseong/ChoseongExtraction.swift",
        "        writeInitial(s / HangulSyllable.syllablesPerChoseong)\n        inSyllable = true\n        i &+= 3\n",
        "        writeInitial(s / (HangulSyllable.syllablesPerChoseong + 1))\n        inSyllable = true\n        i &+= 3\n",
        r"HangulCoreTests\.(ChoseongTests|ChoseongPropertyTests)",
    ),
    Mutant(
        "collation-tie",
        "names with equal sort keys keep their input order (a stable sort)",
        "Sources/Hangul/Collation/SortKeyArena.swift",
        "              return a.index < b.index\n",
        "              return a.index > b.index\n",
        r"HangulTests\.(KoreanCollatorTests|CollationPropertyTests|GroupingTests)",
    ),
    Mutant(
        "josa-rieul",
        "(으)로 takes its vowel form after a final ㄹ (지름길로)",
        "Sources/HangulCore/Josa/Josa+Selection.swift",
        "    case .rieul: takesVowelFormAfterRieul ? afterVowel : afterConsonant\n",
        "    case .rieul: afterConsonant\n",
        r"HangulCoreTests\.(JosaTests|JosaOracleTests)",
    ),
    Mutant(
        "sound-change",
        "제18항: a final ㄱ before ㄴ ㅁ is read ㅇ (국물 [궁물])",
        "Sources/HangulCore/Pronunciation/SoundChanges.swift",
        "      case Self.fG: return Self.fNG\n      case Self.fD: return Self.fN\n",
        "      case Self.fG: return Self.fG\n      case Self.fD: return Self.fN\n",
        r"HangulCoreTests\.(PronunciationTests|SoundChangePropertyTests)",
    ),
    Mutant(
        "navigation-boundary",
        "the next section after the second-to-last is the last one",
        "Sources/SectionNavigation/AdjacentSection.swift",
        "    guard !sections.isEmpty, index < sections.count - 1 else { return nil }\n",
        "    guard !sections.isEmpty, index < sections.count - 2 else { return nil }\n",
        r"SectionNavigationTests\.(AdjacentSectionTests|NextSectionButtonTests)",
    ),
    Mutant(
        "search-rank",
        "a match that starts after the first letter ranks as contains, not prefix (ㄱㄷ in 홍길동)",
        "Sources/HangulCore/Search/HangulSearchQuery.swift",
        "      let kind: SearchMatch.Kind = start != 0 ? .contains : (start + length == visible.count ? .exact : .prefix)\n",
        "      let kind: SearchMatch.Kind = start > 1 ? .contains : (start + length == visible.count ? .exact : .prefix)\n",
        r"HangulTests\.(HangulSearchQueryTests|SearchReferenceTests|ChoseongSearchAgreementTests)",
    ),
    Mutant(
        "typo-rank",
        "a match within one typo that starts after the first letter ranks as contains (홍길둥 → 김홍길동)",
        "Sources/HangulCore/Search/HangulSearchQuery.swift",
        "      let kind: SearchMatch.Kind = start != 0 ? .contains : (last == visible.count - 1 ? .exact : .prefix)\n",
        "      let kind: SearchMatch.Kind = start > 1 ? .contains : (last == visible.count - 1 ? .exact : .prefix)\n",
        r"HangulTests\.TypoSearchTests",
    ),
]


def run(command: list[str], log) -> int:
    return subprocess.run(command, cwd=ROOT, stdout=log, stderr=subprocess.STDOUT).returncode


def main() -> int:
    arguments = sys.argv[1:]
    after_tests = "--after-tests" in arguments
    names = [a for a in arguments if a != "--after-tests"]
    chosen = [m for m in MUTANTS if not names or m.name in names]
    originals: dict[str, str] = {}

    def restore() -> None:
        for path, text in originals.items():
            with open(os.path.join(ROOT, path), "w", encoding="utf-8") as f:
                f.write(text)
        originals.clear()

    def on_signal(signum, _frame):
        restore()
        sys.exit(128 + signum)

    signal.signal(signal.SIGINT, on_signal)
    signal.signal(signal.SIGTERM, on_signal)

    os.makedirs(os.path.join(ROOT, ".build"), exist_ok=True)
    log_path = os.path.join(ROOT, ".build", "mutants.log")
    rows = []
    with open(log_path, "w", encoding="utf-8") as log:
        # The unmutated suites must pass first, or a "killed" would mean nothing.
        if run(["swift", "build", "--build-tests", "--enable-all-traits"], log) != 0:
            print("the unmutated package does not build; see", log_path)
            return 1
        # Every chosen mutant's suites in one run (one test process instead of one a mutant).
        every = "|".join(f"({m.tests})" for m in chosen)
        if chosen and not after_tests and run(["swift", "test", "--skip-build", "--enable-all-traits", "--filter", every], log) != 0:
            print(f"the mutants' tests fail without the mutants; see {log_path}")
            return 1
        for m in chosen:
            path = os.path.join(ROOT, m.path)
            with open(path, encoding="utf-8") as f:
                text = f.read()
            if text.count(m.original) != 1:
                rows.append((m, "NOT APPLIED (the line moved)", 0.0))
                continue
            originals[m.path] = text
            started = time.time()
            try:
                with open(path, "w", encoding="utf-8") as f:
                    f.write(text.replace(m.original, m.mutated))
                log.write(f"\n===== mutant {m.name}\n")
                log.flush()
                if run(["swift", "build", "--product", "swift-hangulPackageTests", "--enable-all-traits"], log) != 0:
                    outcome = "killed (does not build)"
                elif run(["swift", "test", "--skip-build", "--enable-all-traits", "--filter", m.tests], log) != 0:
                    outcome = "killed"
                else:
                    outcome = "SURVIVED"
            finally:
                restore()
            rows.append((m, outcome, time.time() - started))
        # Leave the build matching the restored sources.
        run(["swift", "build", "--build-tests", "--enable-all-traits"], log)

    print("| mutant | rule it breaks | tests run | result |")
    print("|---|---|---|---|")
    for m, outcome, seconds in rows:
        tests = m.tests.replace("|", "\\|")  # a pipe inside a Markdown table cell
        print(f"| {m.name} (`{m.path.split('/')[-1]}`) | {m.rule} | `{tests}` | {outcome} ({seconds:.0f} s) |")
    bad = [m.name for m, outcome, _ in rows if not outcome.startswith("killed")]
    print(f"{len(rows) - len(bad)} of {len(rows)} mutants killed" + (f"; not killed: {', '.join(bad)}" if bad else ""))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
