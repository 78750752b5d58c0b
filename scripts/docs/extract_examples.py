#!/usr/bin/env python3
"""Every ```swift example of the documentation, as code the compiler checks.

Modules are the directories of Sources/ with Swift files, but the CLI (C targets have none).
For each, reads the doc comments (`///` lines) of its Swift files and its DocC articles
(Sources/<Module>/<Module>.docc/*.md), takes each ```swift block, and writes
Tests/DocExamplesTests/<Module>Examples.swift: each block a static function of the enum
`<Module>DocExamples` (declared, with the names fragments use without declaring — `frame`,
`table`, `names` … — by Tests/DocExamplesTests/Context/<Module>Context.swift, or by the
generated file when there is none).

Names, not line numbers: a doc-comment block is named after the declaration it documents
(`<Type>_<name>`, with a function's or initializer's argument labels: `choseong(of:options:)`
→ `choseongOf_options`, `KoreanCollator.compare(_:_:)` → `KoreanCollator_compare`), an
article block after its article and the nearest heading above it; a second block of the
same name gets `_2`. Functions are ordered by file and name, so moving code within a file
leaves the generated file as it is.

Blocks using HangulPostgres, PostgresNIO, PostgresNameStore or PostgresURL (and the module
HangulPostgres) are inside `#if PostgreSQL`: the target builds with and without the trait.
Blocks are skipped only when they cannot compile anywhere here: SwiftUI/UIKit code (Apple
platforms), package manifests (`.package(`), and blocks marked `// not compiled: <reason>`.
Usage: python3 scripts/docs/extract_examples.py [--check]   (--check: fail if out of date)
"""
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
OUT = ROOT / "Tests" / "DocExamplesTests"
# Not documentation with examples to run: the command-line tool (its help is tested by the CLI tests).
SKIPPED_MODULES = {"HangulCLI"}
# Imports an example file needs beyond its module, the modules its sources import and the
# imports its blocks show.
EXTRA_IMPORTS = {
    "HangulCore": ["Hangul"],
    "SectionNavigation": ["Hangul", "HangulNavigation"],  # the articles show the glue
    "HangulDatabase": ["HangulSQLite", "HangulPostgres"],  # its article shows both stores
}
IMPORTABLE_OTHER = {"Foundation", "CSQLite", "PostgresNIO"}
POSTGRES_MODULES = {"HangulPostgres", "PostgresNIO"}
POSTGRES = re.compile(r"\bPostgres(NameStore|URL|Client|Connection)\b|import (HangulPostgres|PostgresNIO)\b")
APPLE_ONLY = re.compile(
    r"(import SwiftUI|import UIKit|some View|UITableView|UICollectionView|@State|NSCollectionLayout|UIScrollView"
    r"|\bscrollView\b|\btableView\b|\bproxy\.|ScrollViewReader|GeometryReader|withAnimation|\.onScroll|CGFloat|CGPoint"
    r"|\bText\(|nextButtonView|touch\.location|cells\.map|categoryBar\.frame|selectedSegmentIndex)")

# -- Swift source scanning ------------------------------------------------------------------------

DECL = re.compile(
    r"^(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|fileprivate|private|open|static|class|final|"
    r"mutating|nonmutating|nonisolated|override|convenience|required|lazy|weak|unowned|indirect|dynamic|"
    r"consuming|borrowing|isolated|(?:private|fileprivate|internal|package|public)\(set\))\s+)*"
    r"(func|init|subscript|var|let|case|struct|enum|class|protocol|extension|typealias|actor|associatedtype|"
    r"deinit|macro)\b\s*(.*)$")
TYPE_DECL = {"struct", "enum", "class", "protocol", "extension", "actor"}
OPERATOR_WORDS = {"<": "lessThan", ">": "greaterThan", "==": "equals", "<=": "lessOrEqual", ">=": "greaterOrEqual",
                  "+": "plus", "-": "minus", "~=": "matches", "...": "closedRange", "..<": "range"}


def strip_strings_and_comments(line: str) -> str:
    """The code of a line without its string literals' contents and its `//` comment."""
    out, i, quote = [], 0, False
    while i < len(line):
        c = line[i]
        if quote:
            if c == "\\":
                i += 2
                continue
            if c == '"':
                quote = False
                out.append(c)
        elif c == '"':
            quote = True
            out.append(c)
        elif line.startswith("//", i):
            break
        else:
            out.append(c)
        i += 1
    return "".join(out)


def labels_of(params: str) -> list:
    """The argument labels of a parameter list (without its parentheses)."""
    parts, depth, current = [], 0, ""
    for c in params:
        if c in "([<{":
            depth += 1
        elif c in ")]>}":
            depth -= 1
        if c == "," and depth == 0:
            parts.append(current)
            current = ""
        else:
            current += c
    if current.strip():
        parts.append(current)
    labels = []
    for part in parts:
        head = part.split(":")[0].split()
        labels.append(head[0] if head else "_")
    return labels


def declaration_name(kind: str, rest: str, following: list) -> str:
    """The key of a declaration: its name, with a function's argument labels."""
    if kind == "deinit":
        return "deinit"
    if kind in ("func", "init", "subscript", "macro"):
        if kind == "func":
            m = re.match(r"([A-Za-z_]\w*|`\w+`|[-/=+!*%<>&|^~?.]+)", rest)
            name = m.group(1).strip("`") if m else "func"
            if not re.match(r"^\w+$", name):
                name = OPERATOR_WORDS.get(name, "operator")
            rest = rest[m.end():] if m else rest
        elif kind == "macro":
            m = re.match(r"(\w+)", rest)
            name = m.group(1) if m else "macro"
            rest = rest[m.end():] if m else rest
        else:
            name = kind
            rest = rest.lstrip("?!")
        text = " ".join([rest] + following)
        if text.startswith("<"):
            depth = 0
            for j, c in enumerate(text):
                depth += c == "<"
                depth -= c == ">"
                if depth == 0:
                    text = text[j + 1:]
                    break
        text = text.lstrip()
        if not text.startswith("("):
            return name
        depth = 0
        for j, c in enumerate(text):
            depth += c == "("
            depth -= c == ")"
            if depth == 0:
                labels = [label for label in labels_of(text[1:j]) if label != "_"]
                if not labels:
                    return name
                first = labels[0]
                if text[1:j].split(":")[0].split()[0] == "_":  # first parameter unlabelled
                    return "_".join([name] + labels)
                return "_".join([name + first[0].upper() + first[1:]] + labels[1:])
        return name
    m = re.match(r"`?(\w+)`?", rest)
    return m.group(1) if m else kind


def blocks_in_swift(path: Path):
    """(key, block) of each ```swift block of the doc comments: the key names the declaration."""
    lines = path.read_text(encoding="utf-8").splitlines()
    stack = []  # (type name or None, brace depth at its opening)
    depth = 0
    pending_type = None
    pending_blocks = []  # blocks of the current doc comment
    block = None
    for n, line in enumerate(lines):
        stripped = line.strip()
        if stripped.startswith("///"):
            text = stripped[3:]
            if text.startswith(" "):
                text = text[1:]
            if block is None and text.strip() == "```swift":
                block = []
            elif block is not None and text.strip() == "```":
                pending_blocks.append(block)
                block = None
            elif block is not None:
                block.append(text)
            continue
        block = None
        code = strip_strings_and_comments(line).strip()
        if pending_blocks and code and not code.startswith("#") and not stripped.startswith("//"):
            m = DECL.match(code)
            if m:
                kind, rest = m.group(1), m.group(2)
                name = declaration_name(kind, rest, [strip_strings_and_comments(x).strip() for x in lines[n + 1:n + 8]])
                owners = [t for t, _ in stack if t]
                key = "_".join(owners + [name])
                for b in pending_blocks:
                    yield key, b
                pending_blocks = []
            elif not code.startswith("@"):
                for b in pending_blocks:
                    yield "_".join([t for t, _ in stack if t] + [path.stem]), b
                pending_blocks = []
        m = DECL.match(code)
        if m and m.group(1) in TYPE_DECL:
            tm = re.match(r"([\w.]+)", m.group(2))
            pending_type = tm.group(1).replace(".", "_") if tm else None
        for c in code:
            if c == "{":
                depth += 1
                stack.append((pending_type, depth))
                pending_type = None
            elif c == "}":
                if stack and stack[-1][1] == depth:
                    stack.pop()
                depth -= 1
    for b in pending_blocks:
        yield path.stem, b


def camel(text: str) -> str:
    words = re.findall(r"[A-Za-z0-9]+", text)
    return "".join(w[0].upper() + w[1:] for w in words)


def blocks_in_markdown(path: Path):
    """(key, block) of each ```swift block of an article: the key names the article and heading."""
    block, heading = None, ""
    for line in path.read_text(encoding="utf-8").splitlines():
        if block is None and re.match(r"^#{1,6}\s", line):
            heading = camel(re.sub(r"``", "", line.lstrip("#")))
        if block is None and line.strip() == "```swift":
            block = []
        elif block is not None and line.strip() == "```":
            stem = camel(path.stem)
            yield (f"{stem}_{heading}" if heading and heading != stem else stem), block
            block = None
        elif block is not None:
            block.append(line)


# -- Generated files ----------------------------------------------------------------------------


def modules() -> list:
    return sorted(
        d.name for d in (ROOT / "Sources").iterdir()
        if d.is_dir() and d.name not in SKIPPED_MODULES and any(d.rglob("*.swift")))


def imports_of(module: str, blocks_imports: set) -> list:
    names = set(EXTRA_IMPORTS.get(module, []))
    known = set(modules()) | IMPORTABLE_OTHER
    for path in (ROOT / "Sources" / module).rglob("*.swift"):
        for line in path.read_text(encoding="utf-8").splitlines():
            m = re.match(r"^\s*(?:@_exported |@testable |public |package |internal )*import (\w+)\s*$", line)
            if m:
                names.add(m.group(1))
    names |= blocks_imports
    names.discard(module)
    names.discard("Foundation")
    return sorted(n for n in names if n in known)


def render(module: str):
    """The text of the module's generated file, and its number of examples."""
    sources = sorted((ROOT / "Sources" / module).rglob("*.swift"))
    articles = sorted((ROOT / "Sources" / module).rglob("*.docc/*.md"))
    gated_module = module in POSTGRES_MODULES
    examples, skipped, used_names = [], 0, {}
    block_imports = set()
    for path, blocks in [(p, blocks_in_swift(p)) for p in sources] + [(p, blocks_in_markdown(p)) for p in articles]:
        rel = path.relative_to(ROOT)
        for key, block in blocks:
            code = "\n".join(block)
            if APPLE_ONLY.search(code) or "// not compiled:" in code or ".package(" in code:
                skipped += 1
                continue
            key = re.sub(r"\W", "_", key, flags=re.ASCII)
            used_names[key] = used_names.get(key, 0) + 1
            name = key if used_names[key] == 1 else f"{key}_{used_names[key]}"
            body = []
            for text in block:
                m = re.match(r"^\s*(?:@testable )?import (\w+)", text)
                if m:
                    block_imports.add(m.group(1))
                else:
                    body.append(text)
            gated = gated_module or POSTGRES.search(code) is not None
            examples.append((str(rel), name, body, gated))
    examples.sort(key=lambda e: (e[0], e[1]))
    context = OUT / "Context" / f"{module}Context.swift"
    out = [
        "// Generated by scripts/docs/extract_examples.py from the documentation of " + module + ": do not edit.",
        "// Each function is one ```swift example, compiled as written (Tests/DocExamplesTests/Context",
        "// declares the names that fragments use without declaring).",
        "// swift-format-ignore-file",
        "",
    ]
    if gated_module:
        out.append("#if PostgreSQL")
    out += ["import Foundation", f"@testable import {module}"]
    for name in imports_of(module, block_imports):
        if name in POSTGRES_MODULES and not gated_module:
            out += ["#if PostgreSQL", f"import {name}", "#endif"]
        else:
            out.append(f"import {name}")
    out.append("")
    if not context.exists():
        out += [f"/// The examples of {module}'s documentation.", "@MainActor", f"enum {module}DocExamples {{}}", ""]
    out.append(f"extension {module}DocExamples {{")
    for rel, name, body, gated in examples:
        if gated and not gated_module:
            out.append("  #if PostgreSQL")
        out.append(f"  // {rel}")
        out.append("  @MainActor")
        out.append(f"  static func example_{name}() async throws {{")
        out += ["    " + b if b else "" for b in body]
        out.append("  }")
        if gated and not gated_module:
            out.append("  #endif")
        out.append("")
    out.append("}")
    if gated_module:
        out.append("#endif")
    out.append("")
    out.append(f"// {len(examples)} examples compiled, {skipped} skipped (Apple-only UI code or marked `// not compiled:`).")
    return "\n".join(out) + "\n", len(examples)


def main() -> int:
    check = "--check" in sys.argv
    stale = []
    OUT.mkdir(parents=True, exist_ok=True)
    for module in modules():
        target = OUT / f"{module}Examples.swift"
        text, examples = render(module)
        if examples == 0:
            continue
        if check:
            if not target.exists() or target.read_text(encoding="utf-8") != text:
                stale.append(str(target.relative_to(ROOT)))
        else:
            target.write_text(text, encoding="utf-8")
    if stale:
        print("out of date (run python3 scripts/docs/extract_examples.py):", *stale)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
