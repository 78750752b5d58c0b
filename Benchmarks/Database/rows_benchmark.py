#!/usr/bin/env python3
"""A table of rows (ids and scopes) at scale, in one run against one server (scripts/benchmarks/rows-benchmark.sh).

Usage: rows_benchmark.py --hangul PATH --server-bench PATH --url postgres://… --names FILE --rows N --scopes K
                         --work DIR [--rounds R] [--puts P] [--reader-puts P] [--server-log FILE] [--json FILE]

The rows: N names of the package's generator (FILE, one a line) in K scopes whose sizes spread
log-uniformly from about N/100 rows (the largest) down to 1 (the smallest), the mean N/K; each
row's id is its number within its scope (ids repeat across scopes, never within one), the rows
of all scopes interleaved at random, written as `hangul db import --fields id,scope,name` reads
them (PostgreSQL COPY text).

Measured:
  - import: `hangul db import --fields id,scope,name --replace` of the file (whole process:
    wall time, rows per second, peak memory with /usr/bin/time -v) against a bare COPY of the
    same file into a plain 3-column table (psql \\copy, best of two), with the server's
    statements over a second (--server-log);
  - search as typed within scopes of several sizes (the one closest to 1, 100, 1,000, 10,000
    rows and the largest): every state a 2-set keyboard shows while two of the scope's names are
    typed (ㄱ, 기, 김, 김ㅂ, 김벼, 김병, …), first page of 20 with SearchOptions' defaults (the
    carry-over on): as whole `hangul db search --scope S --limit 20 --carry-over` processes, and
    on an open connection (HangulRowsBenchmark, which checks pages 1 and 2 against SearchIndex over
    the scope's names), beside a LIKE within the scope on the same connection;
  - one-row puts and the slowest reader beside puts (HangulRowsBenchmark);
  - with pg_stat_statements loaded: the statements of the open-connection run that took longest.
Prints one Markdown table: each figure, its baseline, its target and whether it is met.
"""
import argparse, json, math, os, random, subprocess, sys, time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from db_benchmark import stats, timed, typing_states  # noqa: E402
from db_import_benchmark import log_size, server_phases, timed_memory  # noqa: E402


def scope_sizes(rows, scopes):
    """K sizes summing to N, from the largest (about N/100, at least 1) down to 1: size(x) =
    L^(1 - x^a) at x = (r + 0.5)/K for rank r, with a chosen so that the mean is N/K; then rounded
    so that they sum to N, the largest and the smallest kept."""
    largest = max(1, rows // 100)
    if scopes == 1:
        return [rows]
    mean = rows / scopes
    if largest <= mean:
        largest = max(largest, math.ceil(mean * 2))

    def sizes(a):
        return [largest ** (1 - ((r + 0.5) / scopes) ** a) for r in range(scopes)]

    low, high = 1e-4, 1e4
    for _ in range(100):
        a = math.sqrt(low * high)
        if sum(sizes(a)) / scopes < mean:
            low = a
        else:
            high = a
    floats = sizes(math.sqrt(low * high))
    floats[0], floats[-1] = largest, 1
    out = [max(1, min(largest, round(f))) for f in floats]
    out[0], out[-1] = largest, 1
    # The rounding's remainder, one row at a time over the middle ranks.
    diff = rows - sum(out)
    r = scopes // 2
    while diff != 0 and scopes > 2:
        if diff > 0 and out[r] < largest:
            out[r] += 1
            diff -= 1
        elif diff < 0 and out[r] > 1:
            out[r] -= 1
            diff += 1
        r = r + 1 if r < scopes - 2 else 1
    return out


def copy_text(field):
    """`field` in the text format of COPY."""
    return field.replace("\\", "\\\\").replace("\t", "\\t").replace("\n", "\\n").replace("\r", "\\r")


def is_hangul3(name):
    return len(name) >= 3 and all("가" <= c <= "힣" for c in name[:3])


def reset_statements(psql):
    return subprocess.run(psql + ["-c", "SELECT pg_stat_statements_reset()"], stdout=subprocess.DEVNULL,
                          stderr=subprocess.DEVNULL).returncode == 0


def top_statements(psql):
    """pg_stat_statements' 12 statements of the most total time: [calls, mean ms, max ms, total ms, statement]."""
    top = subprocess.run(psql + ["-F", "\t", "-c",
                                 "SELECT calls, round(mean_exec_time::numeric, 3), round(max_exec_time::numeric, 3), "
                                 "round(total_exec_time::numeric, 1), regexp_replace(query, '\\s+', ' ', 'g') "
                                 "FROM pg_stat_statements ORDER BY total_exec_time DESC LIMIT 12"],
                         stdout=subprocess.PIPE, check=True).stdout.decode()
    return [line.split("\t", 4) for line in top.splitlines()]


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--hangul", required=True)
    p.add_argument("--server-bench", required=True, help="the HangulRowsBenchmark executable")
    p.add_argument("--url", required=True)
    p.add_argument("--names", required=True)
    p.add_argument("--rows", type=int, required=True)
    p.add_argument("--scopes", type=int, required=True)
    p.add_argument("--work", required=True)
    p.add_argument("--rounds", type=int, default=5)
    p.add_argument("--puts", type=int, default=2000)
    p.add_argument("--reader-puts", type=int, default=10000)
    p.add_argument("--server-log")
    p.add_argument("--json")
    a = p.parse_args()
    psql = ["psql", a.url, "-X", "-q", "-At", "-v", "ON_ERROR_STOP=1"]
    rng = random.Random(28)
    sizes = scope_sizes(a.rows, a.scopes)
    width = len(str(a.scopes - 1))
    scope_names = [f"org-{k:0{width}d}" for k in range(a.scopes)]
    # The searched scopes: of each target size, the scopes closest to it (up to 50 candidates),
    # the first one holding a name of three Hangul syllables.
    targets = [1, 100, 1000, 10000, sizes[0]]
    candidates = {}
    for target in targets:
        if target > sizes[0]:
            continue
        best = min(abs(s - target) for s in sizes)
        candidates[target] = [k for k, s in enumerate(sizes) if abs(s - target) == best][:50]
    watched = {k for ks in candidates.values() for k in ks}
    watched_names = {k: [] for k in watched}
    order = [k for k, s in enumerate(sizes) for _ in range(s)]
    rng.shuffle(order)
    counters = [0] * a.scopes
    rows_file = os.path.join(a.work, "rows.tsv")
    written = 0
    with open(a.names, encoding="utf-8") as names, open(rows_file, "w", encoding="utf-8") as out:
        for k in order:
            name = names.readline().rstrip("\n")
            if not name:
                name = "이름없음"
            out.write(f"{counters[k]}\t{scope_names[k]}\t{copy_text(name)}\n")
            counters[k] += 1
            written += 1
            if k in watched:
                watched_names[k].append(name)
    del order
    with open(os.path.join(a.work, "scopes.tsv"), "w") as f:
        for k, s in enumerate(sizes):
            f.write(f"{scope_names[k]}\t{s}\n")
    searched = []
    seen = set()
    for target, ks in candidates.items():
        pick = next((k for k in ks if any(is_hangul3(n) for n in watched_names[k])), ks[0])
        if pick in seen:
            continue
        seen.add(pick)
        typed = [n for n in watched_names[pick] if is_hangul3(n)][:2] or watched_names[pick][:1]
        label = "largest" if pick == 0 else f"~{target:,}"
        searched.append({"label": f"{label} ({sizes[pick]:,} row{'' if sizes[pick] == 1 else 's'})", "scope": scope_names[pick], "size": sizes[pick],
                         "names": typed, "queries": typing_states(a.hangul, typed)})
    print(f"rows: {written:,} in {a.scopes:,} scopes (largest {sizes[0]:,}, median {sorted(sizes)[a.scopes // 2]:,},"
          f" {sizes.count(1):,} of 1 row)", file=sys.stderr)

    # Import: a bare COPY of the same file into a plain 3-column table, then hangul db import.
    table = "bench_rows"
    subprocess.run(psql + ["-c", f"DROP TABLE IF EXISTS {table}, bare_rows"], stderr=subprocess.DEVNULL)
    subprocess.run(psql + ["-c", "CREATE TABLE bare_rows (id text, scope text, name text)"], check=True)
    copies = []
    for _ in range(2):
        subprocess.run(psql + ["-c", "TRUNCATE bare_rows"], check=True)
        copies.append(timed(psql + ["-c", f"\\copy bare_rows(id, scope, name) from '{rows_file}'"])[0])
    copy = min(copies)
    subprocess.run(psql + ["-c", "TRUNCATE bare_rows"], check=True)  # kept for the bare one-row INSERT
    db = ["--database", a.url, "--table", table]
    statements = subprocess.run(psql + ["-c", "CREATE EXTENSION IF NOT EXISTS pg_stat_statements"],
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode == 0
    statements = statements and reset_statements(psql)
    before = log_size(a.server_log)
    import_time, import_rss, import_cpu = timed_memory(
        [a.hangul, "db", "import", "--fields", "id,scope,name", "--replace"] + db + [rows_file])
    phases = server_phases(a.server_log, before)
    import_statements = top_statements(psql) if statements else None
    out = {"rows": written, "scopes": a.scopes, "largest scope": sizes[0], "scopes of 1 row": sizes.count(1),
           "bare COPY s": copy, "import --replace s": import_time, "import / bare COPY": import_time / copy,
           "import rows/s": written / import_time, "import peak RSS MiB": import_rss, "import client CPU s": import_cpu,
           "server phases": phases, "searched": searched}
    counted = subprocess.run(psql + ["-c", f"SELECT count(*) FROM {table}"], stdout=subprocess.PIPE, check=True)
    if int(counted.stdout) != written:
        sys.exit(f"imported {int(counted.stdout)} rows of {written}")

    # Search as typed as whole processes, within each searched scope.
    process = {}
    for s in searched:
        samples = []
        for q in s["queries"]:
            samples.append(timed([a.hangul, "db", "search", q, "--scope", s["scope"], "--limit", "20", "--carry-over"]
                                 + db)[0])
        process[s["label"]] = stats(samples)
    out["search, whole process"] = process

    # The open-connection rounds, with pg_stat_statements reset before them when loaded.
    statements = statements and reset_statements(psql)
    spec = {"url": a.url, "table": table, "rounds": a.rounds, "puts": a.puts, "reader_puts": a.reader_puts,
            "scopes_file": os.path.join(a.work, "scopes.tsv"),
            "searched": [{k: s[k] for k in ["label", "scope", "size", "queries"]} for s in searched]}
    spec_file = os.path.join(a.work, "spec.json")
    json.dump(spec, open(spec_file, "w"), ensure_ascii=False)
    start = time.perf_counter()
    result = subprocess.run([a.server_bench, spec_file], stdout=subprocess.PIPE)
    if result.returncode != 0:
        sys.exit("HangulRowsBenchmark failed")
    out["connection"] = json.loads(result.stdout)
    out["connection run s"] = time.perf_counter() - start
    if statements:
        out["pg_stat_statements"] = top_statements(psql)
    if import_statements:
        out["pg_stat_statements, import"] = import_statements
    if a.json:
        json.dump(out, open(a.json, "w"), indent=1, ensure_ascii=False)
    report(out)


def report(out):
    c = out["connection"]
    ms = lambda s: f"{s * 1000:.1f} ms"  # noqa: E731
    rows = []

    def row(measurement, value, baseline, ratio, target, met):
        rows.append(f"| {measurement} | {value} | {baseline} | {ratio} | {target}: {'met' if met else '**missed**'} |")

    n, k = out["rows"], out["scopes"]
    row(f"`hangul db import --fields id,scope,name --replace` of {n:,} rows in {k:,} scopes, wall time (rows/s)",
        f"{out['import --replace s']:.2f} s ({out['import rows/s']:,.0f}/s)",
        f"bare `COPY` into a 3-column table (psql `\\copy`): {out['bare COPY s']:.2f} s",
        f"{out['import / bare COPY']:.1f}×", "≤ 15×", out["import / bare COPY"] <= 15)
    row("its peak memory (max RSS) / client CPU", f"{out['import peak RSS MiB']:.1f} MiB / {out['import client CPU s']:.1f} s",
        "", "", "≤ 256 MiB", out["import peak RSS MiB"] <= 256)
    for s in out["searched"]:
        t = c["search"][s["label"]]
        m, like = t["timings"], t["today: LIKE within the scope, LIMIT 20"]
        row(f"search as typed in a scope of {s['size']:,} row{'' if s['size'] == 1 else 's'} ({len(s['queries'])} states of {', '.join(s['names'])}),"
            f" first page of 20, on a connection, p50 / p95",
            f"{ms(m['median'])} / {ms(m['p95'])}", f"`LIKE '%q%'` within the scope, LIMIT 20: {ms(like['median'])} / {ms(like['p95'])}",
            f"{m['p95'] / like['p95']:.2f}×" if like["p95"] else "", "p95 ≤ 20 ms", m["p95"] <= 0.020)
        w = out["search, whole process"][s["label"]]
        rows.append(f"| same, whole `hangul db search --scope S --limit 20 --carry-over` processes, p50 / p95 |"
                    f" {ms(w[0])} / {ms(w[1])} |  |  |  |")
    put, bare = c["put, pool"], c["today: bare INSERT of one row"]
    row(f"one-row put (`PostgresNameStore.put` on a pool), {int(put['count']):,} puts, p50 / p95",
        f"{ms(put['median'])} / {ms(put['p95'])}", f"bare one-row `INSERT` (autocommit): {ms(bare['median'])} / {ms(bare['p95'])}",
        f"{put['p95'] / bare['p95']:.1f}×", "p95 ≤ 10 ms", put["p95"] <= 0.010)
    own = c["put, own connection per write"]
    rows.append(f"| same, on the store's own connections (one opened per write), p50 / p95 | {ms(own['median'])} / {ms(own['p95'])} |  |  |  |")
    beside, idle = c["reader beside puts"], c["reader idle"]
    puts = c["puts beside the reader"]
    row(f"slowest reader (scoped search and list pages in a loop) beside {int(puts['count']):,} puts, max (p50; reads)",
        f"{ms(beside['max'])} ({ms(beside['median'])}; {int(beside['count']):,})",
        f"the same reader alone: {ms(idle['max'])} ({ms(idle['median'])}; {int(idle['count']):,})",
        f"{beside['max'] / idle['max']:.1f}×" if idle["max"] else "", "≤ 250 ms", beside["max"] <= 0.250)
    rows.append(f"| the puts beside the reader, p50 / p95 (wall) | {ms(puts['median'])} / {ms(puts['p95'])}"
                f" ({c['puts beside the reader, wall s']:.1f} s) |  |  |  |")
    print()
    print("| measurement | hangul | baseline, same run | ratio | target |")
    print("|---|---|---|---|---|")
    print("\n".join(rows))
    print()
    for s in out["searched"]:
        t = c["search"][s["label"]]
        print(f"slowest state in {s['label']}: {t['slowest query']} ({ms(t['slowest query timings']['median'])} median,"
              f" {ms(t['slowest query timings']['p95'])} p95)")
    for seconds, statement in out["server phases"]:
        print(f"    server: {seconds:8.2f} s  {statement}")
    for key, title in [("pg_stat_statements, import", "the import"), ("pg_stat_statements", "the open-connection run")]:
        if key in out:
            print(f"\npg_stat_statements, {title} (calls, mean ms, max ms, total ms, statement):")
            for fields in out[key]:
                print("  " + " | ".join(fields[:4]) + " | " + fields[4][:160])


if __name__ == "__main__":
    main()
