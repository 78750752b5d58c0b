#!/usr/bin/env python3
"""hangul.wasm under wasmkit against the native `hangul`: the same stdout bytes and the
same exit code for every command and option of the WASI command, over the bundled name
corpus (Resources/Corpora), the shared edge cases (scripts/data/fixtures/tools/edge_cases.py, a copy of the shared tools, when
present, else the built-in list below), numbers, and input that stops at invalid UTF-8.

Usage: python3 scripts/checks/compare-wasm.py HANGUL_WASM NATIVE_HANGUL [WASMKIT]
       python3 scripts/checks/compare-wasm.py --native OTHER_HANGUL NATIVE_HANGUL   (two native builds)
Prints one line per case that differs and a summary; exits 1 when any differs.
"""
import subprocess
import sys
import types
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if sys.argv[1] == "--native":
    CANDIDATE, NATIVE = [sys.argv[2]], sys.argv[3]
else:
    CANDIDATE, NATIVE = [sys.argv[3] if len(sys.argv) > 3 else "wasmkit", "run", sys.argv[1]], sys.argv[2]


def corpus() -> list[str]:
    """Every given name, every surname, and a surname + given name for each given name."""
    surnames = [l.split("\t")[1] for l in (ROOT / "Resources/Corpora/surnames.tsv").read_text("utf-8").splitlines()[1:]]
    given = [l.split("\t")[0] for l in (ROOT / "Resources/Corpora/given.tsv").read_text("utf-8").splitlines()[1:]]
    names = [surnames[i % len(surnames)] + g for i, g in enumerate(given)]
    return names + given[:300] + surnames


def edge_cases() -> list[str]:
    cases = ["김철수", "ㄱㅊㅅ", "까치", "값", "ㅎㅏㄴㄱㅡㄹ", "\u1112\u119E\u11AB\uAE00", "Alice", "alice", "ALICE",
             "李民秀", "羅", "1조", "2조", "10조", "홍 길동", "", "  ", "😀", "🇰🇷", "👩‍👩‍👧", "Émile", "\uFFA1\uFFBA\uFFB5",
             "김 Andrew", "솜+이불", "학+여울", "삼죽면", "종로 2가", "왕십리", "맛+없다", "닭", "흙과", "삶도", "a\rb"]
    tools = ROOT / "scripts" / "data" / "fixtures" / "tools" / "edge_cases.py"
    if tools.exists():
        # The curated list only: its oracles (ICU, the reference rule) are not needed here.
        sys.modules.setdefault("icu", types.ModuleType("icu"))
        sys.modules.setdefault("oracle", types.ModuleType("oracle"))
        sys.path.insert(0, str(tools.parent))
        try:
            import edge_cases as shared  # noqa: E402
            cases += [text for _, text in shared.CASES]
        except Exception as error:  # the list is what matters; report and go on without it
            print(f"note: {tools} not read ({error})")
    return [c for c in cases if "\n" not in c and "\0" not in c]


def run(command: list[str], stdin: bytes) -> tuple[bytes, int]:
    p = subprocess.run(command, input=stdin, stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=600)
    return p.stdout, p.returncode


NAMES = corpus()
EDGES = edge_cases()
NUMBERS = [str(n) for n in [0, 1, 2, 3, 10, 11, 19, 20, 99, 100, 101, 1000, 10000, 12345, 100000000, -5, 2026]] + \
    ["1,234", "00012", "12345678901234567890123", "99999999999999999999999999999999999999999999999999999999999999999999999"]
lines = lambda items: ("\n".join(items) + "\n").encode()
text_input = lines(NAMES + EDGES)
invalid = lines(NAMES[:50]) + b"\xff\xfe bad\n" + lines(NAMES[50:60])

cases: list[tuple[str, list[str], bytes]] = []
for opts in [[], ["--level", "syllable"], ["--level=full"], ["--conjoining"], ["--level", "full", "--conjoining"]]:
    cases.append(("decompose", opts, text_input))
cases.append(("compose", [], text_input))
cases.append(("compose", [], lines(["ㄱㅏㅂㅅ", "ㄷㅏㄺㅏ", "ㅎㅏㄴㄱㅡㄹ", "ㄱㅏ!ㄴㅏ", "ㅇㅣㅂㄴㅣㄷㅏ", "ㄲㅗㅊ"])))
for opts in [[], ["--non-hangul", "drop"], ["--non-hangul", "drop-all-but-whitespace"], ["--nfkc"], ["--hanja-reading"]]:
    cases.append(("choseong", opts, text_input))
for opts in [["이/가"], ["을/를", "--pick"], ["으로/로"], ["와/과"]]:
    cases.append(("josa", opts, text_input))
for style in ["sino", "native", "modifier", "ordinal", "days", "mixed"]:
    cases.append(("number", ["--style", style], lines(NUMBERS)))
cases.append(("number", ["--spacing", "--omit-one-before-man"], lines(NUMBERS)))
cases.append(("number", [], lines(["12", "3", "abc", "4"])))
for opts in [[], ["--name"], ["--hyphen"], ["--noun"], ["--place"], ["--no-lexicon"], ["--customary-surnames"], ["--compound"]]:
    cases.append(("romanize", opts, text_input))
for opts in [[], ["--no-hard-conversion"], ["--no-lexicon"], ["--word-by-word"], ["--verb"], ["--noun"], ["--compound"]]:
    cases.append(("pronounce", opts, text_input))
for opts in [[], ["--numeric"], ["--latin-first"], ["--hanja-reading"]]:
    cases.append(("sort", opts, text_input))
for opts in [[], ["--layout", "icu"], ["--latin-first"], ["--separate-doubles"], ["--all-titles"], ["--hanja-reading"]]:
    cases.append(("index", opts, text_input))
for opts in [["ㅎㄱ"], ["김ㅁ"], ["이서"], ["김당", "--carry-over"], ["ghdrlfehd", "--keyboard-fallback"],
             ["hong gildong", "--romanized-fallback"], ["홍길둥", "--typos", "1"], ["ㄱ", "--mode", "prefix"],
             ["김 ㅁ", "--ignore-spaces"], ["李", "--hanja-reading"], ["ㅈㅎ"]]:
    cases.append(("search", opts, text_input))
for opts in [[], ["--visible", "ㄱ"], ["--visible", "ㄴ,ㄱ", "--title", "ㅉ"], ["--visible", "ㅎ"], ["--visible", "#"],
             ["--title", "Q"]]:
    cases.append(("next", opts, text_input))
# TEXT arguments instead of standard input.
for command, opts in [("decompose", []), ("choseong", []), ("romanize", ["--name"]), ("pronounce", []),
                      ("josa", ["이/가"]), ("number", [])]:
    items = NUMBERS[:6] if command == "number" else [e for e in EDGES if e and not e.startswith("-")][:20]
    cases.append((command, opts + items, b""))
# Invalid UTF-8: streaming commands print the lines before it, whole-input commands nothing; exit 65.
for command, opts in [("decompose", []), ("choseong", []), ("compose", []), ("romanize", []), ("pronounce", []),
                      ("josa", ["이/가"]), ("sort", []), ("index", []), ("search", ["ㄱ"]), ("next", [])]:
    cases.append((command, opts, invalid))

failures = 0
for command, opts, stdin in cases:
    native = run([NATIVE, command, *opts], stdin)
    wasm = run([*CANDIDATE, command, *opts], stdin)
    if native != wasm:
        failures += 1
        print(f"DIFFERS: {command} {' '.join(opts)[:80]}: native exit {native[1]} ({len(native[0])} bytes), "
              f"wasm exit {wasm[1]} ({len(wasm[0])} bytes)")
        a, b = native[0].split(b"\n"), wasm[0].split(b"\n")
        for k, (x, y) in enumerate(zip(a, b)):
            if x != y:
                print(f"  first different line {k + 1}: native {x[:120]!r} wasm {y[:120]!r}")
                break
print(f"wasm compare: {len(cases) - failures} of {len(cases)} cases give the native bytes and exit code "
      f"({len(NAMES)} corpus names, {len(EDGES)} edge cases)")
sys.exit(1 if failures else 0)
