#!/usr/bin/env python3
"""Every ```swift example of the documentation, as code the tests compile and run.

Modules are the directories of Sources/ with Swift files, but the CLI (C targets have none),
and the development-only RepositoryFiles (Tests/RepositoryFiles).
For each, reads the doc comments (`///` lines) of its Swift files and its DocC articles
(Sources/<Module>/<Module>.docc/*.md), takes each ```swift block, and writes
Tests/DocExamplesTests/<Module>Examples.swift: each block a static function of the enum
`<Module>DocExamples` (declared, with the names fragments use without declaring — `frame`,
`table`, `names` … — by Tests/DocExamplesTests/Context/<Module>Context.swift, or by the
generated file when there is none), and a `@Test` that runs it (after the context's
`static func reset()`, when it has one: examples change its `static var`s).

Names, not line numbers: a doc-comment block is named after the declaration it documents
(`<Type>_<name>`, with a function's or initializer's argument labels: `choseong(of:options:)`
→ `choseongOf_options`, `KoreanCollator.compare(_:_:)` → `KoreanCollator_compare`), an
article block after its article and the nearest heading above it; a second block of the
same name gets `_2`. Functions are ordered by file and name, so moving code within a file
leaves the generated file as it is.

Stated results are checked. A comment on a statement states its result when it begins as a
value does (a digit, `"`, `[`, `(`, `.case`, `nil`, `true`, `false`, Hangul, `throws`); on a
`print` line, every comment states what the line prints. A comment that begins with a word
is a note, not a result (`// the ㅎ section`, `// reads 국밥 as 국빱`); and a result that no
run can check, as it varies with the run or the build (a time, a random value, the system
ICU's version), begins with `e.g.` (`// e.g. "72.1"`). So a result's own words go after it,
as a remark, or into a comment line above.
A statement `EXPR   // RESULT` (also `_ = EXPR`, `let x = EXPR`, which check `x`, and
`return EXPR`; RESULT may instead be on the comment lines right below EXPR, and a list may
go on over several comment lines; a statement of several lines has it on its last line)
becomes a check when RESULT is, up to an optional remark (text after `:`, words after `, `,
one `( … )` group, or text set apart by two spaces or more):
  - a Swift literal — string, number, range, `true`/`false`, array, dictionary, tuple — or a
    value `Type(…)`: `EXPR == RESULT` (an `Extent` or `ExtentLayout` against ranges);
  - a list cut by `…` (`["ㄱ", "ㄴ", …, "Z", "#"]`, a `…` inside a string is a character):
    the value begins with the elements before the first cut, ends with those after the last,
    and holds each run between two cuts in order;
  - a string cut after a comma (`"known pairs: 이/가, 을/를, …"`): the value begins with the
    text before the `, …`;
  - an enum case, `.ascending` or `.keys(choseong: "%3a%", jamo: nil)`: the value matches
    it as a pattern (`if case RESULT = EXPR`: no Equatable needed, an Optional matches);
  - `nil`: EXPR is nil;
  - a bare word of Hangul (`// 한`): the value's `description` (an Optional unwrapped);
  - `throws`, or `throws CASE(…)`: EXPR throws, an error that is CASE(…) with those values
    (as its Mirror spells it) or whose description holds the text, type names before a `.`
    ignored on both sides; on the `}` or `)` that closes a statement of several lines, the
    statement throws.
A `print(…)` line checks that the last line the example printed is its comment, up to a
remark set apart by two spaces or a closing `( … )` group (a string literal stands for its
contents): each generated enum has a `print` that records the line.
`--unchecked` lists each stated result left unchecked, with its file:line and why, and
`--check` fails when one of them is in an example that runs. The results of examples that
are not run are not checked (each such example says why in the generated file).
An article block that goes on from an earlier one (CONTINUES) runs after that block's lines.
Examples run unless they need a PostgreSQL server (they use a store or a connection), write
a database file, document the protocols NameStore and RowStore (their `store` is any conformer), or are listed in NOT_RUN (a fragment whose result holds only for a context
the documentation implies but does not show, or a time).

Blocks using HangulPostgres, PostgresNIO, PostgresNameStore or PostgresURL (and the module
HangulPostgres) are inside `#if PostgreSQL`: the target builds with and without the trait.
Blocks are skipped only when they cannot compile anywhere here: SwiftUI/UIKit code (Apple
platforms), package manifests (`.package(`), and blocks marked `// not compiled: <reason>`.

Prints, per module, the examples run and compiled only, and the results asserted and
compiled only (the last line of each generated file says the same; DocExamplesAreCurrentTests
holds each module to a floor).
Usage: python3 scripts/checks/extract-examples.py [--check] [--unchecked]
  --check: fail if a generated file is out of date, or a stated result of an example that
  runs is not checked; --unchecked: list the stated results left unchecked.
"""
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
OUT = ROOT / "Tests" / "DocExamplesTests"
# Not documentation with examples to run: the command-line tool (its help is tested by the CLI tests).
SKIPPED_MODULES = {"HangulCLI", "HangulCollationTables"}  # HangulCollationTables: internal, tested against ICU by HangulCollationTablesTests
# Imports an example file needs beyond its module, the modules its sources import and the
# imports its blocks show.
EXTRA_IMPORTS = {
    "HangulCore": ["Hangul"],
    "SectionNavigation": ["Hangul", "HangulNavigation"],  # the articles show the glue
    "HangulDatabase": ["HangulSQLite", "HangulPostgres"],  # its article shows both stores
}
IMPORTABLE_OTHER = {"Foundation", "CSQLite", "PostgresNIO"}
POSTGRES_MODULES = {"HangulPostgres", "PostgresNIO"}
# Examples of what only the system ICU has (the `ICU` trait): inside `#if ICU`.
ICU_ONLY = re.compile(r"\bTransliterator\b|\breorderCodes\(\)")
POSTGRES = re.compile(r"\bPostgres(NameStore|URL|Client|Connection)\b|import (HangulPostgres|PostgresNIO)\b")
NEEDS_SERVER = re.compile(r"\bstore\b|\.connect\(|\bPostgres(Client|Connection)\b")
# Article blocks that go on from an earlier block of the article (they use its `let`s): each
# runs after the lines of that block.
CONTINUES = {
    "Collation_Options": "Collation_KoreanCollation",
    "Navigation_NextAndPrevious": "Navigation_NavigatingSections",
}
# A database file (not `:memory:`) the example would leave behind.
WRITES_FILES = re.compile(r'path: "(?!:memory:)')
# Examples that compile but cannot run here, by name, with the reason.
CONTEXT = "its result holds for a {} the documentation implies but does not show"
NOT_RUN = {
    "ListLayout_rowOfItem": CONTEXT.format("list of more than 42 items"),
    "BrowseState_nextButton": CONTEXT.format("screen that shows the ㄱ section only"),
}
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


def split_comment(line: str):
    """(code, comment) of a line: the comment is the text after a `//` outside strings, or None."""
    i, quote, interp = 0, False, 0
    while i < len(line):
        c = line[i]
        if quote:
            if c == "\\":
                if line.startswith("\\(", i):
                    quote, interp = False, 1
                    i += 2
                    continue
                i += 2
                continue
            if c == '"':
                quote = False
        elif interp:
            if c == "(":
                interp += 1
            elif c == ")":
                interp -= 1
                if interp == 0:
                    quote = True
        elif c == '"':
            quote = True
        elif line.startswith("//", i):
            return line[:i].rstrip(), line[i + 2:].strip()
        i += 1
    return line.rstrip(), None


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
                block, first = [], n + 2
            elif block is not None and text.strip() == "```":
                pending_blocks.append((block, first))
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
    for n, line in enumerate(path.read_text(encoding="utf-8").splitlines()):
        if block is None and re.match(r"^#{1,6}\s", line):
            heading = camel(re.sub(r"``", "", line.lstrip("#")))
        if block is None and line.strip() == "```swift":
            block, first = [], n + 2
        elif block is not None and line.strip() == "```":
            stem = camel(path.stem)
            yield (f"{stem}_{heading}" if heading and heading != stem else stem), (block, first)
            block = None
        elif block is not None:
            block.append(line)


# -- Stated results -----------------------------------------------------------------------------

HANGUL_WORD = re.compile(r"[\uac00-\ud7a3\u3131-\u318e]+")
NUMBER = re.compile(r"-?(0x[0-9A-Fa-f_]+|\d[\d_]*(\.\d[\d_]*)?(e-?\d+)?)(\.\.[.<]-?\d[\d_]*(\.\d[\d_]*)?)?(?![\w.])")


def parse_value(s: str, i: int, calls: bool = False):
    """The end of the Swift literal (or enum case, or `Type(…)`) starting at s[i], or None."""
    while i < len(s) and s[i] == " ":
        i += 1
    if i >= len(s):
        return None
    c = s[i]
    m = re.compile(r'#"(.*?)"#').match(s, i)
    if m:
        return m.end()
    if c == '"':
        j = i + 1
        while j < len(s):
            if s[j] == "\\":
                j += 2
                continue
            if s[j] == '"':
                return j + 1
            j += 1
        return None
    m = NUMBER.match(s, i)
    if m:
        return m.end()
    m = re.compile(r"(true|false|nil)\b").match(s, i)
    if m:
        return m.end()
    if c in "[(":
        close = "]" if c == "[" else ")"
        j = i + 1
        while j < len(s) and s[j] == " ":
            j += 1
        if s.startswith(close, j):
            return j + 1
        if c == "[" and s.startswith(":]", j):
            return j + 2
        while True:
            j = skip_label(s, j)
            cut = re.compile(r"\s*…").match(s, j) if c == "[" else None
            end = cut.end() if cut else parse_value(s, j, calls)
            if end is None:
                return None
            j = end
            while j < len(s) and s[j] == " ":
                j += 1
            if c == "[" and j < len(s) and s[j] == ":":
                end = parse_value(s, j + 1, calls)
                if end is None:
                    return None
                j = end
                while j < len(s) and s[j] == " ":
                    j += 1
            if j < len(s) and s[j] == ",":
                j += 1
                continue
            if j < len(s) and s[j] == close:
                return j + 1
            return None
    m = re.compile(r"\.[a-z_]\w*" if not calls else r"(\.?[A-Za-z_][\w]*)(\.[A-Za-z_]\w*)*").match(s, i)
    if not m and c.isupper():
        m = re.compile(r"[A-Z]\w*(\.[A-Za-z_]\w*)*(?=\()").match(s, i)
    if m:
        j = m.end()
        if j < len(s) and s[j] == "(":
            return parse_value(s, j, calls)
        if not calls and not s[i] == ".":
            return None
        return j
    return None


def skip_label(s: str, j: int) -> int:
    m = re.compile(r"\s*[a-zA-Z_]\w*\s*:(?!:)").match(s, j)
    return m.end() if m else j


def remark_only(rest: str) -> bool:
    """Whether the text after a result is a remark: nothing, `: …`, `, ` and words, one
    `( … )` group, or text two spaces or more away."""
    if re.match(r"^ {2,}\S", rest):
        return True  # set apart by two spaces or more
    rest = rest.strip()
    if not rest or rest.startswith(":") or re.match(r"^, [^\W\d]", rest):
        return True  # `, ` then words, not a list of values
    if rest.startswith("(") and rest.endswith(")"):
        depth = 0
        for j, c in enumerate(rest):
            depth += c == "("
            depth -= c == ")"
            if depth == 0:
                return j == len(rest) - 1
    return False


def parse_result(comment: str):
    """(kind, text) of a stated result: ("equal", literal), ("nil", …), ("description", word),
    ("throws", case or None); None when the comment is prose."""
    if comment.startswith("throws"):
        rest = comment[len("throws"):]
        if not rest.strip() or remark_only(rest) and not rest.strip().startswith("("):
            return "throws", None
        end = parse_value(rest, 0, calls=True)
        if end is not None and remark_only(rest[end:]):
            return "throws", rest[:end].strip()
        return None
    m = HANGUL_WORD.match(comment)
    if m and remark_only(comment[m.end():]):
        return "description", m.group(0)
    end = parse_value(comment, 0)
    if end is None or not remark_only(comment[end:]):
        return None
    value = comment[:end].strip()
    if value == "nil":
        return "nil", value
    if re.match(r'^"(?:[^"\\]|\\.)*, …"$', value):
        return "prefix", value[:-len(', …"')] + '"'
    if "…" in strip_strings_and_comments(value):
        if not value.startswith("["):
            return None
        pieces, piece = [], []
        for element in list_elements(value[1:-1]):
            if element == "…":
                pieces.append(piece)
                piece = []
            else:
                piece.append(element)
        return "pieces", "[" + ", ".join("[" + ", ".join(x) + "]" for x in pieces + [piece]) + "]"
    return "equal", value


def list_elements(text: str) -> list:
    """The elements of a list literal's contents, split at the commas outside brackets and strings."""
    elements, depth, start = [], 0, 0
    quote = False
    for j, c in enumerate(text):
        if quote:
            quote = not (c == '"' and text[j - 1] != "\\")
        elif c == '"':
            quote = True
        elif c in "([":
            depth += 1
        elif c in ")]":
            depth -= 1
        elif c == "," and depth == 0:
            elements.append(text[start:j].strip())
            start = j + 1
    return elements + [text[start:].strip()]


def swift_string(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


STATEMENT_KEYWORDS = re.compile(
    r"^(if|guard|for|while|repeat|switch|case|default|return|do|catch|defer|throw|break|continue|func|struct|"
    r"enum|class|extension|import|print|debugPrint|fatalError|precondition|assert)\b")


def check_statement(lines: list, comment: str):
    """The Swift lines that check the stated result of a statement (its lines, the first one
    indented as the block has it), or None when it is not checkable."""
    result = parse_result(comment)
    if result is None:
        return None
    kind, value = result
    indent = lines[0][: len(lines[0]) - len(lines[0].lstrip())]
    stmt = "\n".join(x[len(indent):] if x.startswith(indent) else x.lstrip() for x in lines).strip()
    bare = strip_strings_and_comments(stmt) if "\n" not in stmt else "\n".join(
        strip_strings_and_comments(x) for x in stmt.split("\n"))
    if "print(" in bare:
        return None  # the result is what it prints
    if stmt.startswith("return ") and "\n" not in stmt and kind != "throws":
        checked = check_statement([indent + "let returned = " + stmt[len("return "):]], comment)
        return None if checked is None else checked + [indent + "return returned"]
    if not stmt or STATEMENT_KEYWORDS.match(stmt) or stmt[0] in ".}{)]," or stmt.endswith(("{", ",", "(", "[", " in")):
        return None
    prefix = []
    m = re.match(r"^(let|var)\s+([A-Za-z_]\w*)\s*(:\s*[^=]+)?=\s*(.+)$", stmt, re.S)
    if m:
        if kind == "throws":
            return None
        prefix = stmt.split("\n")
        expr = m.group(2)
    elif stmt.startswith("_ = "):
        expr = stmt[4:]
    elif re.search(r"(?<![=!<>+\-*/%&|^~])=(?!=)", bare.split("{")[0]) or re.match(r"^(let|var)\b", stmt):
        return None  # an assignment, or a declaration without a value to check
    else:
        expr = stmt
    code_only = strip_strings_and_comments(expr) if "\n" not in expr else bare
    if sum(code_only.count(c) for c in "([{") != sum(code_only.count(c) for c in ")]}"):
        return None
    lead = ""
    m = re.match(r"^((?:try|await)\s+(?:await\s+)?)(?![?!])", expr)
    if m and not expr.startswith(("try?", "try!")):
        lead, expr = m.group(1), expr[m.end():]
    if kind == "throws":
        if "try" not in lead and not re.search(r"\btry\b(?![?!])", code_only):
            return None
        lead = "await " if re.search(r"\bawait\b", code_only) else ""
        expected = swift_string(value) if value else "nil"
        text = f"{lead}checkThrows({expected}) {{\n  _ = try {expr}\n}}" if "\n" in expr or lead else \
            f"{lead}checkThrows({expected}) {{ _ = try {expr} }}"
        text = text.replace("_ = try try ", "_ = try ").replace("_ = try await ", "_ = try await ")
    elif kind == "nil":
        text = f"{lead}checkNil({expr})"
    elif kind == "prefix":
        text = f"{lead}checkPrefix({expr}, {value})"
    elif kind == "pieces":
        text = f"{lead}checkPieces({expr}, {value})"
    elif kind == "description":
        text = f"{lead}checkDescription({expr}, {swift_string(value)})"
    elif value.startswith("."):
        text = f"{lead}checkCase({expr}) {{ if case {value} = $0 {{ true }} else {{ false }} }}"
    else:
        text = f"{lead}check({expr}, {value})"
    return [indent + x if x else x for x in prefix + text.split("\n")]


def comment_only(line: str):
    """The text of a line that is only a `//` comment, or None."""
    stripped = line.strip()
    return stripped[2:].strip() if stripped.startswith("//") else None


def with_checks(block: list):
    """The block with its stated results made checks: (lines, asserted, compiled only, and
    (index in the block, comment, None or the reason it is not checked) of each result)."""
    out, asserted, unasserted, results = [], 0, 0, []
    depth = 0  # ( and [ open before the line
    braces = 0  # ( [ and { open before the line
    start = 0  # where the statement open before the line starts, in `out`
    multiline_string = False
    n = 0
    while n < len(block):
        line = block[n]
        n += 1
        if line.count('"""') % 2 == 1:
            multiline_string = not multiline_string
            out.append(line)
            continue
        code, comment = split_comment(line)
        if multiline_string or not code.strip():
            out.append(line)
            continue
        bare = strip_strings_and_comments(code)
        opened = sum(bare.count(c) for c in "([{") - sum(bare.count(c) for c in ")]}")
        continuation = code.lstrip().startswith(".")
        if braces == 0 and not continuation:
            start = len(out)
        consumed = []
        if comment is not None and sum(comment.count(c) for c in "([") > sum(comment.count(c) for c in ")]"):
            # `EXPR   // [a, b,` with the list going on over the comment lines below it.
            text, j = comment, n
            while j < len(block) and comment_only(block[j]) is not None and \
                    sum(text.count(c) for c in "([") > sum(text.count(c) for c in ")]"):
                text += " " + comment_only(block[j])
                j += 1
            if parse_result(text) is not None:
                comment, consumed = text, block[n:j]
                n = j
        elif comment is None:
            # `EXPR` then `// RESULT` on the lines below it (a list may go on over several).
            text, j = comment_only(block[n]) if n < len(block) else None, n + 1
            while text is not None and j < len(block) and comment_only(block[j]) is not None and \
                    sum(text.count(c) for c in "([") > sum(text.count(c) for c in ")]"):
                text += " " + comment_only(block[j])
                j += 1
            if text is not None and parse_result(text) is not None:
                comment, consumed = text, block[n:j]
                n = j
        following = next((x for x in block[n:] if x.strip() and comment_only(x) is None), "")
        continues = re.match(r"^\s*(\.|\?\?|&&|\|\||\+ |- |\* |: )", following) is not None
        checked = None
        if comment is not None and not continues and "print(" in bare and depth == 0 and opened == 0 \
                and states_result(comment, True):
            indent = code[: len(code) - len(code.lstrip())]
            checked = [line, indent + f"checkPrinted({printed_text(comment)})"]
            out += checked
        elif comment is not None and not continues:
            if depth == 0 and opened == 0 and not continuation and (braces == 0 or "{" not in bare):
                checked = check_statement([code], comment)
                if checked is not None:
                    out += checked
            elif braces + opened == 0 and (braces > 0 or continuation):
                checked = check_statement(out[start:] + [code], comment)
                if checked is not None:
                    out[start:] = checked
        if checked is not None:
            asserted += 1
            results.append((n - 1 - len(consumed), comment, None))
        else:
            out.append(line)
            out += consumed
            if comment is not None and states_result(comment, "print(" in bare):
                unasserted += 1
                results.append((n - 1 - len(consumed), comment, why_unchecked(code, comment, continues)))
        braces += opened
        depth += bare.count("(") + bare.count("[") - bare.count(")") - bare.count("]")
        if braces < 0 or depth < 0:
            braces, depth = max(braces, 0), max(depth, 0)
    return out, asserted, unasserted, results


def printed_text(comment: str) -> str:
    """The Swift string a `print` line's comment says it prints: the comment up to a remark
    (set apart by two spaces or more, or a closing `( … )` group after a space); a string
    literal stands for its contents."""
    text = re.split(r" {2,}", comment)[0]
    m = re.match(r"^(.*\S) \([^()]*\)$", text)
    if m:
        text = m.group(1)
    if text.startswith(("\"", '#"')) and parse_value(text, 0) == len(text):
        return text
    return swift_string(text)


def why_unchecked(code: str, comment: str, continues: bool) -> str:
    """Why the stated result of a line is not checked."""
    if "print(" in strip_strings_and_comments(code):
        return "a print line"
    if continues:
        return "the expression goes on below"
    if parse_result(comment) is None:
        return "not a checkable result"
    return "its statement is not checkable (an assignment, a declaration, inside a longer expression)"


# -- Generated files ----------------------------------------------------------------------------


# Modules whose sources are not under Sources/: development-only targets kept with the tests.
DEVELOPMENT_MODULES = {"RepositoryFiles": ROOT / "Tests" / "RepositoryFiles"}


def module_dir(module: str):
    return DEVELOPMENT_MODULES.get(module, ROOT / "Sources" / module)


def modules() -> list:
    return sorted(
        [d.name for d in (ROOT / "Sources").iterdir()
         if d.is_dir() and d.name not in SKIPPED_MODULES and any(d.rglob("*.swift"))]
        + list(DEVELOPMENT_MODULES))


def imports_of(module: str, blocks_imports: set) -> list:
    names = set(EXTRA_IMPORTS.get(module, []))
    known = set(modules()) | IMPORTABLE_OTHER
    for path in module_dir(module).rglob("*.swift"):
        for line in path.read_text(encoding="utf-8").splitlines():
            m = re.match(r"^\s*(?:@_exported |@testable |public |package |internal )*import (\w+)\s*$", line)
            if m:
                names.add(m.group(1))
    names |= blocks_imports
    names.discard(module)
    names.discard("Foundation")
    return sorted(n for n in names if n in known)


def render(module: str):
    """The text of the module's generated file, and its counts."""
    sources = sorted(module_dir(module).rglob("*.swift"))
    articles = sorted(module_dir(module).rglob("*.docc/*.md"))
    gated_module = module in POSTGRES_MODULES
    examples, skipped, used_names = [], 0, {}
    block_imports = set()
    for path, blocks in [(p, blocks_in_swift(p)) for p in sources] + [(p, blocks_in_markdown(p)) for p in articles]:
        rel = path.relative_to(ROOT)
        for key, (block, first) in blocks:
            code = "\n".join(block)
            if APPLE_ONLY.search(code) or "// not compiled:" in code or ".package(" in code:
                skipped += 1
                continue
            key = re.sub(r"\W", "_", key, flags=re.ASCII)
            used_names[key] = used_names.get(key, 0) + 1
            name = key if used_names[key] == 1 else f"{key}_{used_names[key]}"
            body, where = [], []
            for j, text in enumerate(block):
                m = re.match(r"^\s*(?:@testable )?import (\w+)", text)
                if m:
                    block_imports.add(m.group(1))
                else:
                    body.append(text)
                    where.append(first + j)
            postgres = gated_module or POSTGRES.search(code) is not None
            gated = "PostgreSQL" if postgres else ("ICU" if ICU_ONLY.search(code) else None)
            needs_server = postgres and NEEDS_SERVER.search(code) is not None
            reason = "it needs a PostgreSQL server" if needs_server else NOT_RUN.get(name)
            if reason is None and WRITES_FILES.search("\n".join(split_comment(x)[0] for x in block)):
                reason = "it writes a database file"
            if reason is None and re.match(r"(NameStore|RowStore)(_|$)", name):
                reason = "its `store` is any conformer (SharedSQLiteNameStore's examples run the same calls)"
            examples.append((str(rel), name, body, gated, reason, where))
    examples.sort(key=lambda e: (e[0], e[1]))
    context = OUT / "Context" / f"{module}Context.swift"
    out = [
        "// Generated by scripts/checks/extract-examples.py from the documentation of " + module + ": do not edit.",
        "// Each function is one ```swift example, its stated results made checks (see the script);",
        "// Tests/DocExamplesTests/Context declares the names that fragments use without declaring.",
        "// swift-format-ignore-file",
        "",
    ]
    if gated_module:
        out.append("#if PostgreSQL")
    out += ["import Foundation", "import Testing", f"@testable import {module}"]
    for name in imports_of(module, block_imports):
        if name in POSTGRES_MODULES and not gated_module:
            out += ["#if PostgreSQL", f"import {name}", "#endif"]
        else:
            out.append(f"import {name}")
    out.append("")
    if not context.exists():
        out += [f"/// The examples of {module}'s documentation.", "@MainActor", f"enum {module}DocExamples {{}}", ""]
    out.append(f"extension {module}DocExamples {{")
    aliased = context.exists() and f"typealias {module}DocExamples =" in context.read_text(encoding="utf-8")
    out += [] if aliased else [
        "  /// Prints as `Swift.print` does, and keeps the line for `checkPrinted`.",
        "  nonisolated static func print(_ items: Any..., separator: String = \" \", terminator: String = \"\\n\") {",
        "    let line = items.map { String(describing: $0) }.joined(separator: separator)",
        "    lastPrinted = line",
        "    Swift.print(line, terminator: terminator)",
        "  }",
        "",
    ]
    run, not_run, asserted, unasserted = [], 0, 0, 0
    bodies = {name: body for _, name, body, _, _, _ in examples}
    unchecked = []  # (file:line, comment, reason)
    for rel, name, body, gated, reason, where in examples:
        if name in CONTINUES:
            before = [f"// the lines of {CONTINUES[name]}, which this example goes on from"] \
                + [split_comment(x)[0] for x in bodies[CONTINUES[name]] if comment_only(x) is None] + [""]
            body = before + body
            where = [where[0]] * len(before) + where
        lines, a, u, left = with_checks(body)
        if reason is None:
            asserted += a
            unasserted += u
            run.append((name, gated))
        else:
            lines = body
            unasserted += a + u
            not_run += 1
            left = [(j, c, f"not run: {reason}") for j, c, _ in left]
        unchecked += [(f"{rel}:{where[j]}", c, why) for j, c, why in left if why]
        if gated and not gated_module:
            out.append(f"  #if {gated}")
        out.append(f"  // {rel}" + ("" if reason is None else f" (compiled only: {reason})"))
        out.append("  @MainActor")
        out.append(f"  static func example_{name}() async throws {{")
        out += ["    " + b if b else "" for b in lines]
        out.append("  }")
        if gated and not gated_module:
            out.append("  #endif")
        out.append("")
    out.append("}")
    out.append("")
    resets = context.exists() and "static func reset()" in context.read_text(encoding="utf-8")
    reset = f"{module}DocExamples.reset(); " if resets else ""
    out.append(f"/// Runs each example of {module}'s documentation that can run here"
               + (", from the context's first values." if resets else "."))
    out.append(f"@Suite struct {module}DocExamplesRun {{")
    for name, gated in run:
        if gated and not gated_module:
            out.append(f"  #if {gated}")
        out.append(f"  @Test @MainActor func {name}() async throws {{ {reset}try await {module}DocExamples.example_{name}() }}")
        if gated and not gated_module:
            out.append("  #endif")
    out.append("}")
    if gated_module:
        out.append("#endif")
    out.append("")
    out.append(
        f"// {len(examples)} examples: {len(run)} run, {not_run} compiled only; {skipped} skipped (Apple-only UI code or"
        f" marked `// not compiled:`).")
    out.append(f"// {asserted} results asserted, {unasserted} compiled only.")
    counts = (len(examples), len(run), asserted, unasserted)
    return "\n".join(out) + "\n", counts, unchecked


VALUE_START = re.compile(r"^(-?\d|\"|#\"|\[|\(|\.\w|(nil|true|false|throws)\b|[\u1100-\u11ff\u3131-\u318e\uac00-\ud7a3])")


def states_result(comment: str, prints: bool) -> bool:
    """Whether a statement's comment states its result: on a `print` line, what it prints;
    elsewhere, a comment that begins as a value does. `e.g.` begins a result that is not
    checked (it varies with the run), and a word begins a note."""
    if comment.startswith("e.g."):
        return False
    return prints or VALUE_START.match(comment) is not None


def main() -> int:
    check = "--check" in sys.argv
    stale, unchecked = [], []
    OUT.mkdir(parents=True, exist_ok=True)
    for module in modules():
        target = OUT / f"{module}Examples.swift"
        text, (examples, run, asserted, unasserted), left = render(module)
        unchecked += left
        if examples == 0:
            continue
        print(f"{module}: {examples} examples, {run} run; {asserted} results asserted, {unasserted} compiled only")
        if check:
            if not target.exists() or target.read_text(encoding="utf-8") != text:
                stale.append(str(target.relative_to(ROOT)))
        else:
            target.write_text(text, encoding="utf-8")
    if "--unchecked" in sys.argv:
        for where, comment, why in unchecked:
            print(f"{where}: // {comment}  [{why}]")
    unchecked_run = [u for u in unchecked if not u[2].startswith("not run")]
    if check and unchecked_run:
        print(f"{len(unchecked_run)} stated results of examples that run are not checked"
              " (python3 scripts/checks/extract-examples.py --unchecked lists them)")
    if stale:
        print("out of date (run python3 scripts/checks/extract-examples.py):", *stale)
    return 1 if stale or check and unchecked_run else 0


if __name__ == "__main__":
    sys.exit(main())
