#!/usr/bin/env python3
"""`hangul db import` at scale, in one run against the same server (scripts/db-benchmark.sh --import).

Usage: db_import_benchmark.py --hangul PATH --url postgres://… --names FILE --append FILE [--json FILE]

Measured as a user runs them (whole processes, wall clock):
  - bare COPY: psql's \\copy of the names into a one-column table (best of two), the floor
    of any import;
  - hangul db import --replace of the same names (a bulk load: the table built beside and
    swapped in), its wall time and the client's peak memory (`/usr/bin/time -v`, maximum
    resident set size);
  - hangul db import of the append file onto that table (the live table, its indexes in
    place), its wall time and peak memory, while a reader runs `hangul db search` (a
    first-page query, --limit 20) every 0.7 s: each reader process's wall time, before
    (idle) and during the append. The reader's pause is the slowest read during the append
    beside the slowest idle one.
"""
import argparse, json, re, statistics, subprocess, sys, threading, time


def timed_memory(command):
    """Runs `command` under /usr/bin/time -v: (wall seconds, peak RSS in MiB)."""
    start = time.perf_counter()
    result = subprocess.run(["/usr/bin/time", "-v"] + command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    elapsed = time.perf_counter() - start
    err = result.stderr.decode(errors="replace")
    if result.returncode != 0:
        sys.exit(f"failed: {command}: {err}")
    rss = int(re.search(r"Maximum resident set size \(kbytes\): (\d+)", err).group(1))
    return elapsed, rss / 1024


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--hangul", required=True)
    p.add_argument("--url", required=True)
    p.add_argument("--names", required=True)
    p.add_argument("--append", required=True)
    p.add_argument("--json")
    a = p.parse_args()
    psql = ["psql", a.url, "-X", "-q", "-At", "-v", "ON_ERROR_STOP=1"]
    count = sum(1 for line in open(a.names, "rb") if line.strip(b"\r\n"))
    appended = sum(1 for line in open(a.append, "rb") if line.strip(b"\r\n"))
    table = "import_names"
    subprocess.run(psql + ["-c", f"DROP TABLE IF EXISTS {table}, bare_names; DELETE FROM hangul_tables WHERE table_name = '{table}'"],
                   stderr=subprocess.DEVNULL)
    subprocess.run(psql + ["-c", "CREATE TABLE bare_names (name text)"], check=True)
    copies = []
    for _ in range(2):
        subprocess.run(psql + ["-c", "TRUNCATE bare_names"], check=True)
        start = time.perf_counter()
        subprocess.run(psql + ["-c", f"\\copy bare_names(name) from '{a.names}'"], check=True)
        copies.append(time.perf_counter() - start)
    subprocess.run(psql + ["-c", "DROP TABLE bare_names"], check=True)
    copy = min(copies)
    db = ["--database", a.url, "--table", table]
    import_time, import_rss = timed_memory([a.hangul, "db", "import", "--replace"] + db + [a.names])

    # The reader: `hangul db search` every 0.7 s, each process's wall time with the phase it began in.
    phase = ["idle"]
    reads = []
    stop = threading.Event()

    def reader():
        queries = ["김", "ㅇㅅ", "이서", "ㅎㄱ", "박ㅈ", "정"]
        k = 0
        while not stop.is_set():
            began = phase[0]
            start = time.perf_counter()
            result = subprocess.run([a.hangul, "db", "search", queries[k % len(queries)], "--limit", "20"] + db,
                                    stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
            reads.append((began, time.perf_counter() - start, result.returncode))
            k += 1
            stop.wait(0.7)

    thread = threading.Thread(target=reader)
    thread.start()
    time.sleep(6)
    phase[0] = "append"
    append_time, append_rss = timed_memory([a.hangul, "db", "import"] + db + [a.append])
    phase[0] = "after"
    time.sleep(3)
    stop.set()
    thread.join()
    rows = sum(int(line.split("\t")[1]) for line in subprocess.run(
        [a.hangul, "db", "sections"] + db, stdout=subprocess.PIPE, check=True).stdout.decode().splitlines())
    failures = sum(1 for _, _, status in reads if status != 0)
    idle = [t for p_, t, _ in reads if p_ == "idle"]
    during = [t for p_, t, _ in reads if p_ == "append"]
    out = {
        "names": count, "appended": appended, "rows after": rows, "bare COPY s": copy,
        "import --replace s": import_time, "import / bare COPY": import_time / copy,
        "import peak RSS MiB": import_rss, "append s": append_time, "append peak RSS MiB": append_rss,
        "reader idle max s": max(idle) if idle else None, "reader idle median s": statistics.median(idle) if idle else None,
        "reader during append max s": max(during) if during else None,
        "reader during append median s": statistics.median(during) if during else None,
        "reads during append": len(during), "reader failures": failures,
    }
    print(f"names: {count:,}; appended: {appended:,}; rows after: {rows:,} (expected {count + appended:,})")
    label = "bare COPY (psql \\copy, one column)"
    print(f"{label:<44} {copy:9.2f} s")
    print(f"{'hangul db import --replace':<44} {import_time:9.2f} s   {import_time / copy:5.1f}x bare COPY (target <= 15)"
          f"   peak RSS {import_rss:7.1f} MiB (target <= 256)")
    print(f"{'hangul db import (append)':<44} {append_time:9.2f} s   peak RSS {append_rss:7.1f} MiB")
    print(f"{'reader (db search --limit 20), idle':<44} max {out['reader idle max s'] * 1000:7.0f} ms"
          f"   median {out['reader idle median s'] * 1000:7.0f} ms   ({len(idle)} reads)")
    if during:
        print(f"{'reader during the append':<44} max {max(during) * 1000:7.0f} ms"
              f"   median {statistics.median(during) * 1000:7.0f} ms   ({len(during)} reads, {failures} failed)")
    if a.json:
        json.dump(out, open(a.json, "w"), indent=1)
    if rows != count + appended or failures:
        sys.exit("wrong row count or failed reads")


if __name__ == "__main__":
    main()
