#!/usr/bin/env python3
"""Copies the headline rows of Benchmarks/RESULTS.md's results table into README.md (between
<!-- benchmarks:begin --> and <!-- benchmarks:end -->), so the two never differ.

The README shows a few figures only, without the date or the machine of the run: those, the
full table and the targets stay in Benchmarks/RESULTS.md, and the method in
Benchmarks/README.md. Each headline row is named by its first cell; a row missing from
RESULTS.md stops the script (rename it here when a benchmark's row is renamed).
Usage: python3 scripts/benchmarks/readme-benchmarks.py [--check]
  --check: change nothing, exit 1 if README.md's block differs from what it would write.
"""
from pathlib import Path
import re
import sys

HEADLINE_ROWS = [
    "ChoseongTable (batch) (1M names)",
    "sort (1M names)",
    "search ㅎㄱㄷ (contains) (1M names, per query)",
    "navigation event in a continuous scroll (10k sections, 1M rows)",
    "josa(name, .subject) per call (1M names)",
    "hangul choseong (1M lines, whole process)",
    "hangul sort FILE (1M lines, whole process)",
]

root = Path(__file__).resolve().parents[2]
results = (root / "Benchmarks" / "RESULTS.md").read_text(encoding="utf-8")
table_start = results.index("| Operation |")
table = results[table_start:results.index("\n\n", table_start)].splitlines()
rows = {}
for line in table[2:]:
    cells = [cell.strip() for cell in line.strip("|").split("|")]
    rows.setdefault(cells[0], cells)  # the first row of a name (a name may repeat with other baselines)
missing = [name for name in HEADLINE_ROWS if name not in rows]
if missing:
    sys.exit(f"readme-benchmarks.py: Benchmarks/RESULTS.md has no row {missing}")
lines = ["| Operation | Ours | Baseline | Ratio |", "|---|---|---|---|"]
lines += [f"| {' | '.join(rows[name][:4])} |" for name in HEADLINE_ROWS]
block = "<!-- benchmarks:begin -->\n" + "\n".join(lines) + "\n<!-- benchmarks:end -->"
readme_path = root / "README.md"
readme = readme_path.read_text(encoding="utf-8")
if "<!-- benchmarks:begin -->" not in readme:
    sys.exit("readme-benchmarks.py: README.md has no <!-- benchmarks:begin --> block")
updated = re.sub(r"<!-- benchmarks:begin -->.*?<!-- benchmarks:end -->", lambda _: block, readme, flags=re.S)
if "--check" in sys.argv[1:]:
    if updated != readme:
        sys.exit("readme-benchmarks.py: README.md's benchmark figures differ from Benchmarks/RESULTS.md")
    sys.exit(0)
readme_path.write_text(updated, encoding="utf-8")
