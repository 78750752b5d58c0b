#!/usr/bin/env python3
"""`hangul db import` at scale, in one run against the same server (scripts/benchmarks/db-benchmark.sh --import).

Usage: db_import_benchmark.py --hangul PATH --url postgres://… --names FILE --append FILE [--server-log FILE] [--json FILE]

Measured as a user runs them (whole processes, wall clock):
  - bare COPY: psql's \\copy of the names into a one-column table (best of two), the floor
    of any import;
  - hangul db import --replace of the same names (a bulk load: the table built beside and
    swapped in), its wall time, the client's peak memory (`/usr/bin/time -v`, maximum
    resident set size) and CPU time, and (with --server-log, a log of statements over 1 s)
    the server's time in each statement: the COPY, the primary key, the two indexes;
  - hangul db import of the append file onto that table (the live table, its indexes in
    place), its wall time and peak memory, while two readers run without pause, each a
    whole process every 0.7 s: `hangul db search` (a first-page query, --limit 20) and
    `hangul db list --limit 20` (a page off the order index), each process's wall time
    recorded with the phase it began in (idle before the append, then during it), and a
    poll of pg_stat_activity for the longest any reader statement waited on a lock. The
    reader's pause is the slowest read during the append beside the slowest idle one, and
    the lock wait;
  - then, with the same readers running, hangul db import --replace of the names again (the
    reader's worst wait during a replace, the swap included) and hangul db rekey of the table
    (its wall time and client peak memory, and the reader's worst wait during it).
"""
import argparse, json, re, statistics, subprocess, sys, threading, time


def timed_memory(command):
    """Runs `command` under /usr/bin/time -v: (wall seconds, peak RSS in MiB, user + system CPU seconds)."""
    start = time.perf_counter()
    result = subprocess.run(["/usr/bin/time", "-v"] + command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    elapsed = time.perf_counter() - start
    err = result.stderr.decode(errors="replace")
    if result.returncode != 0:
        sys.exit(f"failed: {command}: {err}")
    rss = int(re.search(r"Maximum resident set size \(kbytes\): (\d+)", err).group(1))
    cpu = sum(float(re.search(label + r": ([0-9.]+)", err).group(1))
              for label in [r"User time \(seconds\)", r"System time \(seconds\)"])
    return elapsed, rss / 1024, cpu


def server_phases(log, start):
    """The statements over 1 s in the server's log from byte `start` on: (seconds, statement head)."""
    if not log:
        return []
    with open(log, "rb") as f:
        f.seek(start)
        text = f.read().decode(errors="replace")
    out = []
    for m in re.finditer(r"duration: ([0-9.]+) ms\s+(?:execute [^:]*|statement): (.*)", text):
        out.append((float(m.group(1)) / 1000, re.sub(r"\s+", " ", m.group(2))[:70]))
    return out


def log_size(log):
    try:
        with open(log, "rb") as f:
            return f.seek(0, 2)
    except (OSError, TypeError):
        return 0


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--hangul", required=True)
    p.add_argument("--url", required=True)
    p.add_argument("--names", required=True)
    p.add_argument("--append", required=True)
    p.add_argument("--server-log", help="the server's log, with log_min_duration_statement set")
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
    before = log_size(a.server_log)
    import_time, import_rss, import_cpu = timed_memory([a.hangul, "db", "import", "--replace"] + db + [a.names])
    phases = server_phases(a.server_log, before)

    # The readers, each a whole process every 0.7 s, its wall time kept with the phase it began in.
    phase = ["idle"]
    reads = []
    stop = threading.Event()

    def reader(commands):
        k = 0
        while not stop.is_set():
            began = phase[0]
            command = commands[k % len(commands)]
            start = time.perf_counter()
            result = subprocess.run([a.hangul, "db"] + command + db, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
            reads.append((command[0], began, time.perf_counter() - start, result.returncode))
            k += 1
            stop.wait(0.7)

    # The longest any reader statement (a SELECT, or a section page's LOCK … ACCESS SHARE) is
    # seen waiting on a lock, sampled without pause.
    lock_waits = []

    def poll_lock_waits():
        sql = ("SELECT coalesce(max(extract(epoch FROM clock_timestamp() - query_start)), 0) FROM pg_stat_activity "
               "WHERE datname = current_database() AND wait_event_type = 'Lock' "
               "AND (query LIKE 'SELECT%' OR query LIKE '%ACCESS SHARE%')")
        while not stop.is_set():
            began = phase[0]
            result = subprocess.run(psql + ["-c", sql], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
            if result.returncode == 0 and result.stdout.strip():
                lock_waits.append((began, float(result.stdout)))
            stop.wait(0.05)

    searches = [["search", q, "--limit", "20"] for q in ["김", "ㅇㅅ", "이서", "ㅎㄱ", "박ㅈ", "정"]]
    threads = [threading.Thread(target=reader, args=(searches,)),
               threading.Thread(target=reader, args=([["list", "--limit", "20"]],)),
               threading.Thread(target=poll_lock_waits)]
    for thread in threads:
        thread.start()
    # Idle reads first: at least three of each reader.
    while min(sum(1 for c, p_, _, _ in reads if c == kind) for kind in ["search", "list"]) < 3:
        time.sleep(0.2)
    phase[0] = "append"
    append_time, append_rss, append_cpu = timed_memory([a.hangul, "db", "import"] + db + [a.append])
    phase[0] = "after"
    time.sleep(2)
    phase[0] = "replace"
    replace_time, _, _ = timed_memory([a.hangul, "db", "import", "--replace"] + db + [a.names])
    phase[0] = "after replace"
    time.sleep(2)
    phase[0] = "rekey"
    rekey_time, rekey_rss, rekey_cpu = timed_memory([a.hangul, "db", "rekey"] + db)
    phase[0] = "after rekey"
    time.sleep(2)
    stop.set()
    for thread in threads:
        thread.join()
    rows = sum(int(line.split("\t")[1]) for line in subprocess.run(
        [a.hangul, "db", "sections"] + db, stdout=subprocess.PIPE, check=True).stdout.decode().splitlines())
    failures = sum(1 for _, _, _, status in reads if status != 0)
    out = {
        "names": count, "appended": appended, "rows after": rows, "bare COPY s": copy,
        "import --replace s": import_time, "import / bare COPY": import_time / copy,
        "import peak RSS MiB": import_rss, "import client CPU s": import_cpu, "server phases": phases,
        "append s": append_time, "append peak RSS MiB": append_rss, "append client CPU s": append_cpu,
        "replace again s": replace_time, "rekey s": rekey_time, "rekey peak RSS MiB": rekey_rss,
        "rekey client CPU s": rekey_cpu,
        "reader failures": failures, "lock wait samples": len(lock_waits),
    }
    for p_ in ["append", "replace", "rekey"]:
        out[f"max reader lock wait s, {p_}"] = max((w for ph, w in lock_waits if ph == p_), default=0)
    out["max reader lock wait s"] = out["max reader lock wait s, append"]
    for kind in ["search", "list"]:
        for p_ in ["idle", "append", "replace", "rekey"]:
            times = [t for c, ph, t, _ in reads if c == kind and ph == p_]
            out[f"{kind} {p_}"] = {"reads": len(times), "max s": max(times, default=0),
                                   "median s": statistics.median(times) if times else 0}
    print(f"names: {count:,}; appended: {appended:,}; rows after the replace and rekey: {rows:,} (expected {count:,})")
    label = "bare COPY (psql \\copy, one column)"
    print(f"{label:<44} {copy:9.2f} s")
    print(f"{'hangul db import --replace':<44} {import_time:9.2f} s   {import_time / copy:5.1f}x bare COPY (target <= 15)"
          f"   peak RSS {import_rss:7.1f} MiB (target <= 256)   client CPU {import_cpu:6.1f} s")
    for seconds, statement in phases:
        print(f"    server: {seconds:8.2f} s  {statement}")
    print(f"{'hangul db import (append)':<44} {append_time:9.2f} s   peak RSS {append_rss:7.1f} MiB"
          f"   client CPU {append_cpu:6.1f} s")
    print(f"{'hangul db import --replace, beside readers':<44} {replace_time:9.2f} s")
    print(f"{'hangul db rekey, beside readers':<44} {rekey_time:9.2f} s   peak RSS {rekey_rss:7.1f} MiB"
          f" (target <= 256)   client CPU {rekey_cpu:6.1f} s")
    for kind, label in [("search", "db search --limit 20"), ("list", "db list --limit 20")]:
        for p_ in ["idle", "append", "replace", "rekey"]:
            r = out[f"{kind} {p_}"]
            print(f"{'reader ' + label + ', ' + p_:<44} max {r['max s'] * 1000:7.0f} ms"
                  f"   median {r['median s'] * 1000:7.0f} ms   ({r['reads']} reads)")
    for p_, target in [("append", ""), ("replace", " (target <= 0.250)"), ("rekey", " (target <= 0.250)")]:
        print(f"{'max reader wait on a lock, ' + p_:<44} {out['max reader lock wait s, ' + p_]:7.3f} s{target}")
    print(f"    ({len(lock_waits)} samples of pg_stat_activity; {failures} reads failed)")
    if a.json:
        json.dump(out, open(a.json, "w"), indent=1)
    if rows != count or failures:
        sys.exit("wrong row count or failed reads")


if __name__ == "__main__":
    main()
