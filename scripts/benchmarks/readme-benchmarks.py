#!/usr/bin/env python3
"""Copies the results table, date and machine of Benchmarks/RESULTS.md into README.md
(between <!-- benchmarks:begin --> and <!-- benchmarks:end -->), so the two never differ."""
from pathlib import Path
import re

root = Path(__file__).resolve().parents[2]
results = (root / "Benchmarks" / "RESULTS.md").read_text(encoding="utf-8")
table_start = results.index("| Operation |")
table = results[table_start:results.index("\n\n", table_start)]
date = re.search(r"\*\*Date\*\*: (.*)", results).group(1).strip()
machine = re.search(r"\*\*Machine\*\*: (.*?)(?:\n- |\n\n)", results, re.S).group(1)
machine = " ".join(machine.split())
targets_start = results.index("## Targets")
targets = results[results.index("| Target |", targets_start):results.index("\n\n", results.index("| Target |", targets_start))]
block = (f"<!-- benchmarks:begin -->\nMeasured {date}; machine: {machine}.\n\n{table}\n\n"
         f"Which targets are met:\n\n{targets}\n<!-- benchmarks:end -->")
readme_path = root / "README.md"
readme = readme_path.read_text(encoding="utf-8")
readme = re.sub(r"<!-- benchmarks:begin -->.*?<!-- benchmarks:end -->", lambda _: block, readme, flags=re.S)
readme_path.write_text(readme, encoding="utf-8")
