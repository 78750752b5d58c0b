#!/usr/bin/env python3
"""Prints the tests of a `swift test` log that started and did not end.

Reads the output of swift-testing ("◇ Test name() started.", "✔ Test name() passed after …",
"✘ Test name() failed after …", the same for suites; a parameterized test's cases say
when they start only, and are left out) and of XCTest ("Test Case '…' started." / "passed" / "failed"). A name started more
than once counts once per start.

    python3 scripts/checks/unfinished-tests.py LOG
"""

import re
import sys
from collections import Counter

SWIFT_TESTING_START = re.compile(r"^◇ (Test|Suite) (.+?) started\.$")
SWIFT_TESTING_END = re.compile(r"^[✔✘➜] (Test|Suite) (.+?)(?: with \d+ test cases?)? (passed after|failed after|skipped(?:[.:]|$))")
# The cases of a parameterized test say when they start, not when they end (the test does).
SWIFT_TESTING_CASE = re.compile(r"^◇ Test case passing ")
XCTEST = re.compile(r"Test Case '(.+?)' (started|passed|failed|skipped)")


def unfinished(lines):
    open_runs = Counter()
    order = []
    for line in lines:
        line = line.rstrip("\n")
        if SWIFT_TESTING_CASE.search(line):
            continue
        if match := SWIFT_TESTING_START.search(line):
            key = f"{match.group(1)} {match.group(2)}"
            open_runs[key] += 1
            order.append(key)
        elif match := SWIFT_TESTING_END.search(line):
            key = f"{match.group(1)} {match.group(2)}"
            if open_runs[key] > 0:
                open_runs[key] -= 1
        elif match := XCTEST.search(line):
            key = f"XCTest {match.group(1)}"
            if match.group(2) == "started":
                open_runs[key] += 1
                order.append(key)
            elif open_runs[key] > 0:
                open_runs[key] -= 1
    seen = set()
    for key in order:
        if open_runs[key] > 0 and key not in seen:
            seen.add(key)
            yield key


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: unfinished-tests.py LOG")
    with open(sys.argv[1], encoding="utf-8", errors="replace") as log:
        names = list(unfinished(log))
    for name in names:
        print(name)
    if not names:
        print("(none: every test that started ended)")


if __name__ == "__main__":
    main()
