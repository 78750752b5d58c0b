#!/usr/bin/env python3
"""`hangul db` on PostgreSQL against what a user can do today, side by side in one run.

Usage: db_benchmark.py --hangul PATH [--server-bench PATH] --url postgres://… --names FILE [--queries N] [--runs N]

Measured as a user runs them (whole processes, wall clock, median and p95):
  today:   psql COPY … TO STDOUT | hangul search Q;  psql COPY … | hangul index;
           SELECT … WHERE name LIKE '%q%';  ORDER BY name COLLATE "ko-x-icu" LIMIT 50 (no index);
           bare COPY of the names into a one-column table
  db:      hangul db import (keys included), db search Q, db sections, db list --limit 50 --after C,
           search as typed: db search Q --limit 20 over first keystrokes (every consonant, common
           first syllables, two- and three-letter choseong, Latin letters, digits);
           typing: db search Q --limit 20, with --carry-over and without, over every state a 2-set
           keyboard shows while names are typed (ㄱ, 기, 김, 김ㅅ, 김서, 김섲, 김서주, 김서준: `hangul
           compose` of each prefix of `hangul decompose` of the name)
and prints the issue's targets as ratios, plus the EXPLAIN of the indexed queries.

Then the same operations as a server runs them (HangulDatabaseBenchmark: the library on one
open connection, no process start), against the LIKE scan and the unindexed ORDER BY on the
same connection and against the whole-process export pipelines above: the targets are
computed for both.
"""
import argparse, json, random, statistics, subprocess, sys, time


def timed(command, stdin=None, shell=False):
    start = time.perf_counter()
    result = subprocess.run(command, input=stdin, stdout=subprocess.PIPE, stderr=subprocess.PIPE, shell=shell)
    elapsed = time.perf_counter() - start
    if result.returncode != 0:
        sys.exit(f"failed: {command}: {result.stderr.decode(errors='replace')}")
    return elapsed, result.stdout


def stats(samples):
    samples = sorted(samples)
    p95 = samples[min(len(samples) - 1, int(round(0.95 * (len(samples) - 1))))]
    return statistics.median(samples), p95


def typing_states(hangul, names):
    """Every state a 2-set keyboard shows while `names` are typed (ㄱ, 기, 김, 김ㅂ, 김벼, 김병, …):
    `hangul compose` of each prefix of `hangul decompose` of each name, without repeats."""
    jamo = subprocess.run([hangul, "decompose"] + list(names), stdout=subprocess.PIPE, check=True).stdout.decode().split("\n")
    prefixes = [j[:k] for j in jamo if j for k in range(1, len(j) + 1)]
    composed = subprocess.run([hangul, "compose"], input="\n".join(prefixes).encode(), stdout=subprocess.PIPE,
                              check=True).stdout.decode().split("\n")
    return list(dict.fromkeys(c for c in composed if c))


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--hangul", required=True)
    p.add_argument("--server-bench", help="the HangulDatabaseBenchmark executable (without it, the open-connection rounds are left out)")
    p.add_argument("--url", required=True)
    p.add_argument("--names", required=True)
    p.add_argument("--queries", type=int, default=20)
    p.add_argument("--runs", type=int, default=5)
    p.add_argument("--typing", type=int, default=8, help="names typed keystroke by keystroke")
    p.add_argument("--json", help="write the numbers here")
    a = p.parse_args()
    psql = ["psql", a.url, "-X", "-q", "-At", "-v", "ON_ERROR_STOP=1"]
    names = open(a.names, encoding="utf-8").read().split("\n")
    names = [n for n in names if n]
    rng = random.Random(26)
    hangul_names = [n for n in names if len(n) >= 3 and all("가" <= c <= "힣" for c in n[:3])]
    picks = rng.sample(hangul_names, a.queries)
    # Choseong of two syllables and a half-typed syllable query, from real names.
    def cho(c):
        return "ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ"[(ord(c) - 0xAC00) // 588]
    queries = []
    for k, n in enumerate(picks):
        queries.append(cho(n[0]) + cho(n[1]) + cho(n[2]) if k % 2 == 0 else n[0] + n[1])
    out = {"names": len(names), "queries": queries}
    # Search as typed: what a search box sends first. Every single consonant, common first
    # syllables, two- and three-letter choseong of real names, Latin letters and digits.
    typed = list("ㄱㄴㄷㄹㅁㅂㅅㅇㅈㅊㅋㅌㅍㅎ") + list("김이박최정강조윤장임한오서신권황안송류홍")
    typed_picks = rng.sample(hangul_names, 10)
    typed += [cho(n[0]) + cho(n[1]) for n in typed_picks[:5]] + [cho(n[0]) + cho(n[1]) + cho(n[2]) for n in typed_picks[5:]]
    typed += ["a", "k", "m", "s", "Kim", "Lee", "1", "2", "7", "10"]
    out["typed"] = typed
    # Typing: the states of names typed keystroke by keystroke, three syllables of Hangul each.
    typing_names = rng.sample(hangul_names, a.typing)
    typing = typing_states(a.hangul, typing_names)
    out["typing names"], out["typing"] = typing_names, typing

    subprocess.run(psql + ["-c", "DROP TABLE IF EXISTS bench_names, bare_names; DELETE FROM hangul_tables WHERE table_name = 'bench_names'"],
                   stderr=subprocess.DEVNULL)
    subprocess.run(psql + ["-c", "CREATE TABLE bare_names (name text)"], check=True)
    # Bare COPY (the floor of any import).
    copy_times = []
    for _ in range(max(1, a.runs // 2)):
        subprocess.run(psql + ["-c", "TRUNCATE bare_names"], check=True)
        t, _ = timed(psql + ["-c", f"\\copy bare_names(name) from '{a.names}'"])
        copy_times.append(t)
    out["copy"] = min(copy_times)
    # hangul db import (keys computed by the client, one transaction).
    t, _ = timed([a.hangul, "db", "import", "--database", a.url, "--table", "bench_names", a.names])
    out["import"] = t
    subprocess.run(psql + ["-c", "ANALYZE bench_names; ANALYZE bare_names"], check=True)

    export = " ".join(psql) + " -c \"copy bench_names(name) to stdout\""
    today_search = [timed(f"{export} | {a.hangul} search '{q}' > /dev/null", shell=True)[0] for q in queries]
    db_search = [timed([a.hangul, "db", "search", q, "--database", a.url, "--table", "bench_names"])[0] for q in queries]
    # First page (20) of each search-as-typed query, as whole processes.
    db_typed = [timed([a.hangul, "db", "search", q, "--database", a.url, "--table", "bench_names", "--limit", "20"])[0]
                for q in typed]
    # Every typing state's first page (20), with the carry-over and without, as whole processes.
    db_typing = {flag: [] for flag in ["--carry-over", ""]}
    for q in typing:
        for flag in db_typing:
            command = [a.hangul, "db", "search", q, "--database", a.url, "--table", "bench_names", "--limit", "20"]
            db_typing[flag].append(timed(command + ([flag] if flag else []))[0])
    like = [timed(psql + ["-c", f"SELECT name FROM bench_names WHERE name LIKE '%{q}%'"])[0] for q in queries]
    today_index = [timed(f"{export} | {a.hangul} index > /dev/null", shell=True)[0] for _ in range(a.runs)]
    db_sections = [timed([a.hangul, "db", "sections", "--database", a.url, "--table", "bench_names"])[0] for _ in range(a.runs)]
    order_icu = [timed(psql + ["-c", "SELECT name FROM bench_names ORDER BY name COLLATE \"ko-x-icu\" LIMIT 50"])[0]
                 for _ in range(a.runs)]
    # A page in the middle of the list: the cursor of the item at position n/2.
    _, first = timed([a.hangul, "db", "list", "--database", a.url, "--table", "bench_names", "--limit", "50", "--json"])
    cursor = json.loads(first)["next"]
    db_page = [timed([a.hangul, "db", "list", "--database", a.url, "--table", "bench_names", "--limit", "50",
                      "--after", cursor])[0] for _ in range(a.runs)]
    # The server side alone (no process start): psql's \timing is not scriptable, so EXPLAIN ANALYZE.
    explain = {}
    # The SQL of a consonant query and of a syllable query (SearchCandidates' patterns, codes
    # of SearchKeys: initials a…s, medials from t wrapping, finals from e wrapping).
    codes = "abcdefghijklmnopqrstuvwxyz0123456789"
    cons = next(q for q in queries if all("ㄱ" <= c <= "ㅎ" for c in q))
    syll = next(q for q in queries if all("가" <= c <= "힣" for c in q))
    def group(c, last):
        s_ = ord(c) - 0xAC00
        l, v, t = s_ // 588, (s_ % 588) // 28, s_ % 28
        out = codes[l]
        if not last:
            return out + codes[(19 + v) % 36] + codes[(40 + t) % 36]
        if t == 0:
            return out + ("" if v in (8, 13, 18) else codes[(19 + v) % 36])
        return out + codes[(19 + v) % 36] + ("" if t in (1, 4, 8, 17) else codes[(40 + t) % 36])
    cons_pattern = "%" + "".join(codes[ord(c) - 0x3131] for c in cons) + "%"
    syll_pattern = "%" + "".join(group(c, k == len(syll) - 1) for k, c in enumerate(syll)) + "%"
    # The grams of a pattern (SearchKeys.grams): every three codes in a run, base 36, the
    # jamo key's 46,656 higher.
    def grams(pattern, offset):
        out = set()
        for run in pattern.split("%"):
            for i in range(len(run) - 2):
                out.add(offset + sum(codes.index(c) * 36 ** (2 - j) for j, c in enumerate(run[i:i + 3])))
        return "{" + ",".join(map(str, sorted(out))) + "}"
    explain["search"] = subprocess.run(psql + ["-c", f"EXPLAIN (ANALYZE, COSTS OFF) SELECT coalesce(array_agg(name ORDER BY seq), '{{}}') FROM bench_names WHERE search_grams @> '{grams(cons_pattern, 0)}' AND choseong_key LIKE '{cons_pattern}'"],
                                       stdout=subprocess.PIPE, check=True).stdout.decode()
    explain["search (syllables)"] = subprocess.run(psql + ["-c", f"EXPLAIN (ANALYZE, COSTS OFF) SELECT coalesce(array_agg(name ORDER BY seq), '{{}}') FROM bench_names WHERE search_grams @> '{grams(syll_pattern, 46656)}' AND jamo_key LIKE '{syll_pattern}'"],
                                       stdout=subprocess.PIPE, check=True).stdout.decode()
    # Search as typed reads each ranking group in Korean order and stops at the page: the
    # contains group of a frequent consonant and of the choseong query above.
    explain["search as typed (ㅇ, contains group)"] = subprocess.run(psql + ["-c", "EXPLAIN (ANALYZE, COSTS OFF) SELECT name, sort_key, seq FROM bench_names WHERE choseong_key LIKE '%s%' ORDER BY sort_key, seq LIMIT 42"],
                                       stdout=subprocess.PIPE, check=True).stdout.decode()
    explain["search as typed (choseong, contains group)"] = subprocess.run(psql + ["-c", f"EXPLAIN (ANALYZE, COSTS OFF) SELECT name, sort_key, seq FROM bench_names WHERE search_grams @> '{grams(cons_pattern, 0)}' AND choseong_key LIKE '{cons_pattern}' ORDER BY sort_key, seq LIMIT 42"],
                                       stdout=subprocess.PIPE, check=True).stdout.decode()
    explain["sections"] = subprocess.run(psql + ["-c", "EXPLAIN (ANALYZE, COSTS OFF) SELECT title_position, count FROM hangul_section_counts WHERE table_name = 'bench_names' AND count > 0 ORDER BY title_position"],
                                         stdout=subprocess.PIPE, check=True).stdout.decode()
    explain["page"] = subprocess.run(psql + ["-c", "EXPLAIN (ANALYZE, COSTS OFF) SELECT name, sort_key, seq FROM bench_names WHERE (sort_key, seq) > ('\\x1234'::bytea, 1) ORDER BY sort_key, seq LIMIT 51"],
                                     stdout=subprocess.PIPE, check=True).stdout.decode()
    explain["order_icu"] = subprocess.run(psql + ["-c", "EXPLAIN (ANALYZE, COSTS OFF) SELECT name FROM bench_names ORDER BY name COLLATE \"ko-x-icu\" LIMIT 50"],
                                          stdout=subprocess.PIPE, check=True).stdout.decode()

    def row(label, samples):
        m, p = stats(samples)
        out[label] = {"median": m, "p95": p}
        print(f"{label:<34} median {m * 1000:9.1f} ms   p95 {p * 1000:9.1f} ms")
        return m, p

    print(f"names: {len(names)}; queries: {len(queries)}; runs: {a.runs}")
    print(f"{'bare COPY':<34} {out['copy'] * 1000:9.1f} ms")
    print(f"{'hangul db import (keys included)':<34} {out['import'] * 1000:9.1f} ms")
    _, ts95 = row("today: export + hangul search", today_search)
    _, ds95 = row("db search", db_search)
    _, like95 = row("today: LIKE '%q%' scan", like)
    _, dt95 = row("db search as typed (first 20)", db_typed)
    _, dtc95 = row("db search typing, --carry-over (first 20)", db_typing["--carry-over"])
    row("db search typing, no carry-over (first 20)", db_typing[""])
    ti, _ = row("today: export + hangul index", today_index)
    ds, _ = row("db sections", db_sections)
    oi, _ = row("today: ORDER BY COLLATE ko-x-icu 50", order_icu)
    dp, _ = row("db list page (50, mid-list cursor)", db_page)
    ratios = {
        "search p95 / export-and-search p95 (target <= 0.1)": ds95 / ts95,
        "search p95 / LIKE scan p95 (target <= 0.5)": ds95 / like95,
        "search as typed p95, whole process, seconds (target <= 0.150)": dt95,
        "typing with carry-over p95, whole process, seconds (target <= 0.150)": dtc95,
        "sections / export-and-index (target <= 0.15)": ds / ti,
        "page / unindexed ORDER BY (target <= 0.05)": dp / oi,
        "import / bare COPY (target <= 20)": out["import"] / out["copy"],
    }
    # The library on one open connection (what a server pays per request).
    if not a.server_bench:
        finish(out, ratios, explain, a)
        return
    server = json.loads(subprocess.run([a.server_bench, a.url, "bench_names", str(a.runs)] + queries + ["--typed"] + typed
                                       + ["--typing"] + typing, stdout=subprocess.PIPE, check=True).stdout)
    out["server"] = server
    st = server["timings"]
    for label, v in st.items():
        print(f"server: {label:<44} median {v['median'] * 1000:9.2f} ms   p95 {v['p95'] * 1000:9.2f} ms")
    ratios.update({
        "server: search p95 / export-and-search p95 (target <= 0.1)": st["db search"]["p95"] / ts95,
        "server: search p95 / LIKE scan p95, same connection (target <= 0.5)":
            st["db search"]["p95"] / st["today: LIKE scan"]["p95"],
        "server: search as typed p95, open connection, seconds (target <= 0.050)":
            st["db search as typed, first page of 20"]["p95"],
        "server: typing with carry-over p95, open connection, seconds (target <= 0.050)":
            st["typing, first page of 20, carry-over"]["p95"],
        "server: sections / export-and-index (target <= 0.15)": st["db sections"]["median"] / ti,
        "server: page / unindexed ORDER BY, same connection (target <= 0.05)":
            st["db page"]["median"] / st["today: ORDER BY COLLATE ko-x-icu LIMIT 50"]["median"],
    })
    finish(out, ratios, explain, a)


def finish(out, ratios, explain, a):
    """Prints the ratios and the plans, and writes the JSON when asked."""
    out["ratios"] = ratios
    out["explain"] = explain
    for k, v in ratios.items():
        print(f"{k:<68} {v:8.3f}")
    for k, v in explain.items():
        print(f"\nEXPLAIN {k}:\n{v}")
    if a.json:
        json.dump(out, open(a.json, "w"), ensure_ascii=False, indent=1)


if __name__ == "__main__":
    main()
