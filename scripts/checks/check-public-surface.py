#!/usr/bin/env python3
"""The package surface and the hygiene rules, checked from the outside.

Reads what the toolchain itself says, not the package's own code:
- `swift package dump-package` for the products (only the libraries users use and the
  `hangul` tool are exported);
- the symbol graphs of `swift package dump-symbol-graph` for every public symbol of the
  library modules (each must carry a doc comment with a ```swift example);
- the standard library's own interface (Swift.swiftinterface of the toolchain) for its
  top-level type names: no public type of the package may be named like one (a nested
  `Span` shadows `Swift.Span` in every file that uses the enclosing type's scope).

Usage: python3 scripts/checks/check-public-surface.py SYMBOLGRAPH_DIR SWIFT_INTERFACE PACKAGE_JSON
Exits 1 and lists every violation; prints one summary line otherwise.
"""
import json
import re
import sys
from pathlib import Path

# The exported surface, as the README's "Products" table lists it.
EXPECTED_PRODUCTS = {
    ("Hangul", "library"),
    ("SectionNavigation", "library"),
    ("HangulNavigation", "library"),
    ("HangulCorpus", "library"),
    ("HangulSQLite", "library"),
    ("HangulPostgres", "library"),
    ("hangul", "executable"),
    # Not API: the underscored product the development packages (Benchmarks/, Fuzz/) use.
    ("_HangulDevelopmentSupport", "library"),
    # Not API: the CLI's output for other front ends (Examples/WebAssembly).
    ("_HangulCommandOutput", "library"),
}
TYPE_KINDS = {"swift.struct", "swift.enum", "swift.class", "swift.protocol", "swift.typealias", "swift.actor"}


def stdlib_type_names(interface: Path) -> set[str]:
    pattern = re.compile(
        r"^(?:@[A-Za-z_]+(?:\([^)]*\))? )*public (?:final )?(?:struct|enum|protocol|class|typealias|actor) ([A-Za-z_][A-Za-z0-9_]*)"
    )
    names = set()
    for line in interface.read_text(encoding="utf-8").splitlines():
        m = pattern.match(line)
        if m:
            names.add(m.group(1))
    return names


def main() -> int:
    graphs, interface, package_json = Path(sys.argv[1]), Path(sys.argv[2]), Path(sys.argv[3])
    problems: list[str] = []

    package = json.loads(package_json.read_text(encoding="utf-8"))
    products = set()
    library_targets: set[str] = set()
    for p in package["products"]:
        kind = "executable" if "executable" in p["type"] else "library"
        products.add((p["name"], kind))
        if kind == "library":
            library_targets.update(p["targets"])
    # Products this checkout declares must be a subset of the expected surface, and the core
    # ones must be there.
    for extra in sorted(products - EXPECTED_PRODUCTS):
        problems.append(f"product {extra[0]} ({extra[1]}) is exported but is not part of the user surface")
    for core in [("Hangul", "library"), ("SectionNavigation", "library"), ("HangulNavigation", "library"),
                 ("HangulCorpus", "library"), ("hangul", "executable")]:
        if core not in products:
            problems.append(f"product {core[0]} ({core[1]}) is missing")

    stdlib = stdlib_type_names(interface)
    if "Span" not in stdlib or "Result" not in stdlib:
        problems.append(f"could not read the standard library's type names from {interface}")

    # Every module of the package's own sources (libraries and internal ones alike: HangulBrowse's
    # public types are visible to the CLI and its tests), not the test modules.
    root = package_json.parent if (package_json.parent / "Package.swift").exists() else Path.cwd()
    swift_targets = set()
    for t in package["targets"]:
        if t["type"] != "regular":
            continue
        folder = root / (t.get("path") or f"Sources/{t['name']}")
        if any(folder.rglob("*.swift")):
            swift_targets.add(t["name"])
    written = {f.name.split(".")[0].split("@")[0] for f in graphs.glob("*.symbols.json")}
    for missing in sorted(swift_targets - written):
        problems.append(f"{missing}: no symbol graph was written")
    modules = sorted(written & swift_targets)
    checked = 0
    for module in modules:
        for graph_file in sorted(graphs.glob(f"{module}*.symbols.json")):
            graph = json.loads(graph_file.read_text(encoding="utf-8"))
            for symbol in graph["symbols"]:
                if symbol.get("accessLevel") not in ("public", "open"):
                    continue
                path = symbol["pathComponents"]
                kind = symbol["kind"]["identifier"]
                where = f"{module}: {'.'.join(path)}"
                loc = symbol.get("location", {}).get("uri", "")
                if loc and "/.build/" in loc:
                    continue
                checked += 1
                if kind in TYPE_KINDS and path[-1] in stdlib:
                    problems.append(f"{where}: the public type {path[-1]} shadows Swift.{path[-1]}")
                doc = symbol.get("docComment")
                if doc is None:
                    # Inherited docs of protocol requirements come from the protocol's module.
                    problems.append(f"{where} ({kind}): no doc comment")
                    continue
                if doc.get("module") not in (None, module):
                    continue  # documented where the protocol is (Swift's Equatable, Hashable…)
                text = "\n".join(line["text"] for line in doc["lines"])
                if kind != "swift.enum.case" and "```" not in text:
                    problems.append(f"{where} ({kind}): doc comment without an example")
    for p in problems:
        print(p)
    if problems:
        print(f"hygiene: {len(problems)} problem(s) in {checked} public symbols")
        return 1
    print(f"hygiene: {checked} public symbols of {', '.join(modules)}: documented with examples, "
          f"none named like a standard-library type ({len(stdlib)} names); products {sorted(n for n, _ in products)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
