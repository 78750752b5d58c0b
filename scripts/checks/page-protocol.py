#!/usr/bin/env python3
"""The page's protocol, defined once in Examples/WebAssembly/PROTOCOL.md, against the three
places that speak it: the exports of hangul-page.wasm (Sources/HangulPage/Exports.swift,
`@_expose(wasm, "…")`), the JavaScript that calls them and logs its questions
(Page/hangul-page.js: `wasm.page_…`, `ask("…"`, `log.push(["…"`), and the native replay of
that log (Replay/main.swift: `case "…"`). Each name of PROTOCOL.md's tables must be in its
places, and each name of those places in the tables. Exits 1, naming every difference.

usage: page-protocol.py [EXAMPLE_DIR]   (default Examples/WebAssembly)
"""
import pathlib, re, sys

root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else pathlib.Path(__file__).resolve().parents[2] / "Examples" / "WebAssembly")


def table_names(text, heading):
    """The first column's `names` of the table under `## heading`."""
    section = text.split("## " + heading, 1)[1].split("\n## ", 1)[0]
    return {m.group(1) for m in re.finditer(r"^\| `([A-Za-z_]+)` \|", section, re.M)}


protocol = (root / "PROTOCOL.md").read_text(encoding="utf-8")
exports_doc = table_names(protocol, "The module's exports")
questions_doc = table_names(protocol, "The question log")
exports_swift = set(re.findall(r'@_expose\(wasm, "([a-z_]+)"\)', (root / "Sources/HangulPage/Exports.swift").read_text()))
js = (root / "Page/hangul-page.js").read_text(encoding="utf-8")
# page_output and page_output_length are read through `w.` in readText.
exports_js = set(re.findall(r"\b(?:wasm|w)\.(page_[a-z_]+)", js))
questions_js = set(re.findall(r'ask\("([A-Za-z]+)"', js)) | set(re.findall(r'log\.push\(\["([A-Za-z]+)"', js))
questions_js |= set(re.findall(r'\], \["([A-Za-z]+)"', js))
questions_replay = set(re.findall(r'case "([A-Za-z]+)"', (root / "Replay/main.swift").read_text()))

problems = []
for what, documented, found in [
    ("an export of Exports.swift", exports_doc, exports_swift),
    ("an export hangul-page.js calls", exports_doc, exports_js),
    ("a question hangul-page.js logs", questions_doc, questions_js),
    ("a question Replay/main.swift answers", questions_doc, questions_replay),
]:
    for name in sorted(found - documented):
        problems.append(f"{name}: {what}, but not in PROTOCOL.md")
    for name in sorted(documented - found):
        problems.append(f"{name}: in PROTOCOL.md, but not {what}")
for problem in problems:
    print("page protocol: " + problem, file=sys.stderr)
if problems:
    sys.exit(1)
print(f"page protocol: {len(exports_doc)} exports and {len(questions_doc)} questions, the same in PROTOCOL.md, "
      "Exports.swift, hangul-page.js and Replay/main.swift")
