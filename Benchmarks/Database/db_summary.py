#!/usr/bin/env python3
"""One table of the database benchmark's headline figures, from the two JSON files one run of
`scripts/benchmarks/db-benchmark.sh --all` writes (db_import_benchmark.py's, then db_benchmark.py's, both
against the same server and the same generated names), side by side with their baselines:
the first page of search as typed, the import's time and peak memory, and the reader pause
during an import.

Usage: db_summary.py IMPORT_JSON SEARCH_JSON
Prints Markdown, ready for Benchmarks/README.md.
"""
import json
import sys


def ms(seconds):
    return f"{seconds * 1000:,.1f} ms"


def verdict(value, limit):
    return "met" if value <= limit else "not met"


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    imp = json.load(open(sys.argv[1]))
    search = json.load(open(sys.argv[2]))
    rows = []
    typed = search["db search as typed (first 20)"]
    like = search["today: LIKE '%q%' scan"]
    rows.append((
        f"first page of search as typed (`db search --limit 20`, {len(search['typed'])} queries), whole process, p50 / p95",
        f"{ms(typed['median'])} / {ms(typed['p95'])}",
        f"`LIKE '%q%'` scan, psql: {ms(like['median'])} / {ms(like['p95'])}",
        f"{typed['p95'] / like['p95']:.2f}×",
        f"p95 ≤ 150 ms: {verdict(typed['p95'], 0.150)}"))
    server = search.get("server", {}).get("timings", {})
    if server:
        page = server["db search as typed, first page of 20"]
        limit20 = server["today: LIKE scan LIMIT 20 (unranked)"]
        rows.append((
            "same, the library on an open connection (pages 1 and 2 checked against `SearchIndex` over all names), p50 / p95",
            f"{ms(page['median'])} / {ms(page['p95'])}",
            f"`LIKE '%q%' LIMIT 20`, unranked, same connection: {ms(limit20['median'])} / {ms(limit20['p95'])}",
            f"{page['p95'] / limit20['p95']:.2f}×",
            f"p95 ≤ 50 ms: {verdict(page['p95'], 0.050)}"))
    if "db search typing, --carry-over (first 20)" in search:
        for flag, label in [("--carry-over", "with `--carry-over`"), ("no carry-over", "without the carry-over")]:
            whole = search["db search typing, --carry-over (first 20)" if flag == "--carry-over"
                           else "db search typing, no carry-over (first 20)"]
            rows.append((
                f"typing {len(search['typing names'])} names ({len(search['typing'])} keyboard states), first page {label},"
                " whole process, p50 / p95",
                f"{ms(whole['median'])} / {ms(whole['p95'])}", "", "",
                f"p95 ≤ 150 ms: {verdict(whole['p95'], 0.150)}"))
            if server:
                conn = server["typing, first page of 20, " + ("carry-over" if flag == "--carry-over" else "no carry-over")]
                rows.append((
                    f"same, on an open connection (pages 1 and 2 checked against `SearchIndex`), p50 / p95",
                    f"{ms(conn['median'])} / {ms(conn['p95'])}", "", "",
                    f"p95 ≤ 50 ms: {verdict(conn['p95'], 0.050)}"))
    rows.append((
        f"`hangul db import --replace` of {imp['names']:,} names, wall time",
        f"{imp['import --replace s']:.1f} s",
        f"bare `COPY` (psql `\\copy`, one column): {imp['bare COPY s']:.2f} s",
        f"{imp['import / bare COPY']:.1f}×",
        f"≤ 15×: {verdict(imp['import / bare COPY'], 15)}"))
    rows.append((
        "its peak memory (max RSS) / client CPU",
        f"{imp['import peak RSS MiB']:.1f} MiB / {imp['import client CPU s']:.1f} s",
        "", "", f"≤ 256 MiB: {verdict(imp['import peak RSS MiB'], 256)}"))
    rows.append((
        f"append of {imp['appended']:,} names onto that table, wall time / peak memory",
        f"{imp['append s']:.1f} s / {imp['append peak RSS MiB']:.1f} MiB", "", "", ""))
    rows.append((
        f"reader pause during the append: longest lock wait of a reader statement ({imp['lock wait samples']} samples of `pg_stat_activity`), reads failed",
        f"{imp['max reader lock wait s']:.3f} s, {imp['reader failures']} failed", "", "", "no wait, no failure: "
        + ("met" if imp["max reader lock wait s"] == 0 and imp["reader failures"] == 0 else "not met")))
    for kind, label in [("list", "db list --limit 20"), ("search", "db search --limit 20")]:
        idle, during = imp[f"{kind} idle"], imp[f"{kind} append"]
        rows.append((
            f"`{label}` as a whole process during the append (every 0.7 s), max / median",
            f"{ms(during['max s'])} / {ms(during['median s'])} ({during['reads']} reads)",
            f"idle, before it: {ms(idle['max s'])} / {ms(idle['median s'])} ({idle['reads']} reads)",
            f"{during['max s'] / idle['max s']:.2f}×" if idle["max s"] and during["reads"] else "",
            f"≤ 1.0 s: {verdict(during['max s'], 1.0)}" if during["reads"] else "no read during the append"))
    if "rekey s" in imp:
        for p_ in ["replace", "rekey"]:
            wait = imp[f"max reader lock wait s, {p_}"]
            slowest = max(imp[f"{kind} {p_}"]["max s"] for kind in ["list", "search"])
            rows.append((
                f"reader's worst wait during a {p_} of the table (readers as during the append): longest lock wait"
                " of a reader statement / slowest whole read process",
                f"{wait:.3f} s / {ms(slowest)}", "", "", f"≤ 250 ms: {verdict(wait, 0.250)}"))
        rows.append((
            f"`hangul db rekey` of {imp['names']:,} rows beside the readers, wall time / peak memory (max RSS)",
            f"{imp['rekey s']:.1f} s / {imp['rekey peak RSS MiB']:.1f} MiB", "", "",
            f"≤ 256 MiB: {verdict(imp['rekey peak RSS MiB'], 256)}"))
    print("| measurement | hangul | baseline, same run | ratio | target |")
    print("|---|---|---|---|---|")
    for row in rows:
        print("| " + " | ".join(row) + " |")


if __name__ == "__main__":
    main()
