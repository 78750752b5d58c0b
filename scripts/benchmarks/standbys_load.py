#!/usr/bin/env python3
"""The directory server under wrk with 0, 1 and 2 hot standbys, and what one request costs
each process. A benchmark, not a check: scripts/benchmarks/standbys-load.sh builds what it
needs and runs it.

It starts a primary (initdb) and two streaming standbys of it (pg_basebackup -R), ports of its
own, imports a table of rows (ids, scopes, names: the package's seeded generator) through
`hangul db import`, and then, for 0, 1 and 2 standbys, starts the server (`--replica` for each)
and runs wrk against two workloads, each a list of paths that wrk's script takes in turn:
- search as typed: every state a Korean IME shows while a name is typed (ㅎ, 호, 홍, 홍ㄱ,
  홍기, 홍길, …), each a `/d/{scope}/search?q=…&limit=20` in the name's directory;
- section pages: `/d/{scope}/names?section=T&limit=50` for every section of each directory.
Before and after each run it reads the CPU time (user and system, /proc) of the server, of
each PostgreSQL cluster (its postmaster and every child: backends, walsenders, the startup
process that replays WAL, the background processes) and of wrk, and divides by the requests
answered. With both standbys it then runs PUTs (one row each) and measures the same per
write, the primary's walsenders and a standby's replay included. From those costs it prints a
table on paper: how many reads N standbys on N machines would take, and where the primary's
writes are the limit. Every response must be a 2xx: a run with errors fails the benchmark.

usage: standbys_load.py --hangul PATH --server PATH --names FILE [--duration S] [--scopes N]
       [--wrk-connections N] [--server-connections N] [--markdown PATH]
"""
import argparse, json, os, resource, shutil, socket, subprocess, sys, tempfile, time, urllib.parse, urllib.request

TICK = os.sysconf("SC_CLK_TCK")


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def proc_stat(pid):
    """(ppid, utime + stime, cutime + cstime) in clock ticks, or None for a process gone."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            text = f.read()
    except OSError:
        return None
    fields = text[text.rindex(")") + 2 :].split()
    return int(fields[1]), int(fields[11]) + int(fields[12]), int(fields[13]) + int(fields[14])


def cmdline(pid):
    try:
        with open(f"/proc/{pid}/cmdline", "rb") as f:
            return f.read().replace(b"\0", b" ").decode(errors="replace")
    except OSError:
        return ""


def cluster_cpu(postmaster):
    """A cluster's CPU seconds so far, by kind of process: its backends ("backends"), its
    walsenders, its startup process (replay) with the walreceiver ("replay"), and the rest
    (the postmaster, the children it has reaped, the background processes)."""
    kinds = {"backends": 0, "walsenders": 0, "replay": 0, "other": 0}
    own = proc_stat(postmaster)
    if own is None:
        raise SystemExit(f"standbys_load: the postmaster {postmaster} is gone")
    kinds["other"] += own[1] + own[2]
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        stat = proc_stat(int(entry))
        if stat is None or stat[0] != postmaster:
            continue
        line = cmdline(int(entry))
        if "walsender" in line:
            kind = "walsenders"
        elif "startup" in line or "walreceiver" in line:
            kind = "replay"
        elif "127.0.0.1(" in line or "[local]" in line:
            kind = "backends"
        else:
            kind = "other"
        kinds[kind] += stat[1] + stat[2]
    return {k: v / TICK for k, v in kinds.items()}


def process_cpu(pid):
    stat = proc_stat(pid)
    if stat is None:
        raise SystemExit(f"standbys_load: process {pid} is gone")
    return (stat[1] + stat[2]) / TICK


class Cluster:
    def __init__(self, work, name, bin, asuser, port):
        self.data, self.log, self.bin, self.asuser, self.port = f"{work}/{name}", f"{work}/{name}.log", bin, asuser, port
        self.work = work

    def run(self, *args, check=True, capture=False):
        return subprocess.run(
            self.asuser + list(args), check=check, text=True, stdout=subprocess.PIPE if capture else subprocess.DEVNULL)

    def start(self):
        self.run(f"{self.bin}/pg_ctl", "-D", self.data, "-l", self.log, "-w", "-o",
                 f"-p {self.port} -k {self.work} -c listen_addresses=127.0.0.1 -c shared_buffers=256MB", "start")

    def stop(self):
        self.run(f"{self.bin}/pg_ctl", "-D", self.data, "-m", "immediate", "-w", "stop", check=False)

    def sql(self, query):
        return self.run(f"{self.bin}/psql", "-h", "127.0.0.1", "-p", str(self.port), "-U", "postgres", "-d", "postgres",
                        "-qAt", "-c", query, capture=True).stdout.strip()

    def postmaster(self):
        with open(f"{self.data}/postmaster.pid") as f:
            return int(f.readline())

    def url(self):
        return f"postgres://postgres@127.0.0.1:{self.port}/postgres"


def get(url, timeout=10):
    with urllib.request.urlopen(url, timeout=timeout) as response:
        return response.status, dict(response.headers), response.read()


def typed_states(name):
    """What a Korean IME shows after each key while `name` is typed: each syllable first as its
    initial (a compatibility jamo), then initial and vowel, then with its final."""
    initials = "ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ"
    states, done = [], ""
    for ch in name:
        code = ord(ch) - 0xAC00
        if not 0 <= code < 11172:
            done += ch
            states.append(done)
            continue
        lead, vowel, final = code // 588, code % 588 // 28, code % 28
        states.append(done + initials[lead])
        states.append(done + chr(0xAC00 + lead * 588 + vowel * 28))
        if final:
            states.append(done + ch)
        done += ch
    return states


def wrk_script(path, paths, method="GET", bodies=None, token=None):
    """A wrk script that takes `paths` in turn (each thread from its own start)."""
    def lua(s):
        return '"' + "".join(f"\\{b:03d}" for b in s.encode()) + '"'
    lines = ["local paths = {" + ",".join(lua(p) for p in paths) + "}"]
    if bodies:
        lines.append("local bodies = {" + ",".join(lua(b) for b in bodies) + "}")
    lines += ["local i = 0", "function setup(thread) thread:set('offset', math.random(#paths)) end",
              "function init(args) i = offset or 0 end", "request = function()", "  i = i + 1",
              "  local k = (i % #paths) + 1"]
    if method == "GET":
        lines.append("  return wrk.format('GET', paths[k])")
    else:
        lines.append(f"  return wrk.format('{method}', paths[k], {{['Authorization'] = {lua('Bearer ' + token)}, "
                     "['Content-Type'] = 'text/plain; charset=utf-8'}, bodies[k])")
    lines.append("end")
    with open(path, "w") as f:
        f.write("\n".join(lines) + "\n")


def parse_wrk(out):
    def seconds(text):
        for unit, factor in (("us", 1e-6), ("ms", 1e-3), ("s", 1.0), ("m", 60.0)):
            if text.endswith(unit):
                return float(text[: -len(unit)]) * factor
        return float(text)
    result = {"non2xx": 0, "socket_errors": 0}
    for line in out.splitlines():
        parts = line.split()
        if len(parts) >= 2 and parts[0] == "50%":
            result["p50"] = seconds(parts[1])
        elif len(parts) >= 2 and parts[0] == "99%":
            result["p99"] = seconds(parts[1])
        elif "requests in" in line:
            result["requests"] = int(parts[0])
        elif line.startswith("Requests/sec:"):
            result["rps"] = float(parts[1])
        elif "Non-2xx" in line:
            result["non2xx"] = int(parts[-1])
        elif "Socket errors" in line:
            result["socket_errors"] = sum(int(p.strip(",")) for p in parts[3::2])
    return result


def measure(name, script, base, args, server_pid, clusters, served):
    """One wrk run: its figures and every process's CPU seconds per request."""
    before = {"server": process_cpu(server_pid), **{c: cluster_cpu(clusters[c].postmaster()) for c in served}}
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    out = subprocess.run(["wrk", "-t2", f"-c{args.wrk_connections}", f"-d{args.duration}s", "--latency", "-s", script, base],
                         check=True, text=True, stdout=subprocess.PIPE).stdout
    after_children = resource.getrusage(resource.RUSAGE_CHILDREN)
    after = {"server": process_cpu(server_pid), **{c: cluster_cpu(clusters[c].postmaster()) for c in served}}
    result = parse_wrk(out)
    if result["non2xx"] or result["socket_errors"] or not result.get("requests"):
        print(out, file=sys.stderr)
        raise SystemExit(f"standbys_load: {name}: {result['non2xx']} non-2xx, {result['socket_errors']} socket errors")
    n = result["requests"]
    result["cpu"] = {"server": (after["server"] - before["server"]) / n,
                     "wrk": (after_children.ru_utime + after_children.ru_stime - children.ru_utime - children.ru_stime) / n}
    for c in served:
        result["cpu"][c] = {k: (after[c][k] - before[c][k]) / n for k in after[c]}
    return result


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--hangul", required=True)
    parser.add_argument("--server", required=True)
    parser.add_argument("--names", required=True, help="one name a line (the seeded generator's)")
    parser.add_argument("--duration", type=int, default=20)
    parser.add_argument("--scopes", type=int, default=100)
    parser.add_argument("--wrk-connections", type=int, default=16)
    parser.add_argument("--server-connections", type=int, default=4)
    parser.add_argument("--paper-cores", type=int, default=8, help="the cores of each machine of the table on paper")
    parser.add_argument("--markdown", help="also write the tables here")
    args = parser.parse_args()

    work = tempfile.mkdtemp(prefix="standbys-load-")
    asuser = []
    if os.geteuid() == 0:
        shutil.chown(work, "postgres")
        asuser = ["runuser", "-u", "postgres", "--"]
    bin = sorted((d for d in os.listdir("/usr/lib/postgresql")), key=lambda v: [int(x) for x in v.split(".")])[-1]
    bin = f"/usr/lib/postgresql/{bin}/bin"
    primary = Cluster(work, "primary", bin, asuser, free_port())
    standbys = [Cluster(work, f"standby{k}", bin, asuser, free_port()) for k in (1, 2)]
    server = None
    try:
        primary.run(f"{bin}/initdb", "-D", primary.data, "-A", "trust", "-U", "postgres", "-E", "UTF8", "--no-sync")
        primary.start()
        for standby in standbys:
            primary.run(f"{bin}/pg_basebackup", "-h", "127.0.0.1", "-p", str(primary.port), "-U", "postgres",
                        "-D", standby.data, "-R", "-X", "stream", "--no-sync")
            standby.start()

        # The rows: ids p1…, scopes org-0… in turn (every directory the same size).
        with open(args.names) as f:
            names = [line.rstrip("\n") for line in f if line.strip()]
        rows = f"{work}/rows.tsv"
        with open(rows, "w") as f:
            for i, name in enumerate(names):
                f.write(f"p{i}\torg-{i % args.scopes}\t{name}\n")
        os.chmod(work, 0o755)
        os.chmod(rows, 0o644)
        begin = time.monotonic()
        subprocess.run([args.hangul, "db", "import", "--database", primary.url(), "--table", "people",
                        "--fields", "id,scope,name", "--replace", rows], check=True)
        print(f"imported {len(names)} rows in {args.scopes} directories in {time.monotonic() - begin:.1f} s", file=sys.stderr)
        target = primary.sql("SELECT pg_current_wal_lsn()")
        for standby in standbys:
            for _ in range(600):
                if standby.sql(f"SELECT pg_last_wal_replay_lsn() >= '{target}'") == "t":
                    break
                time.sleep(0.1)
            else:
                raise SystemExit("standbys_load: a standby did not catch up with the import")
        primary.sql("CHECKPOINT")

        # The workloads, in the scopes of the first 60 Korean names and in 20 directories.
        typed, pages = [], []
        korean = [(i, n) for i, n in enumerate(names) if n and all(0xAC00 <= ord(c) <= 0xD7A3 for c in n)][:60]
        for i, name in korean:
            scope = f"org-{i % args.scopes}"
            typed += [f"/d/{scope}/search?q={urllib.parse.quote(s)}&limit=20" for s in typed_states(name)]
        token = "benchmark-token"
        with open(f"{work}/token", "w") as f:
            f.write(token + "\n")

        def start_server(replicas):
            port = free_port()
            command = [args.server, "--database", primary.url(), "--table", "people", "--port", str(port),
                       "--connections", str(args.server_connections), "--write-token-file", f"{work}/token"]
            for standby in replicas:
                command += ["--replica", standby.url()]
            process = subprocess.Popen(command, stdout=open(f"{work}/server.log", "a"), stderr=subprocess.STDOUT)
            base = f"http://127.0.0.1:{port}"
            for _ in range(200):
                try:
                    status, _, body = get(base + "/health", timeout=2)
                    databases = json.loads(body)["databases"]
                    readers = [d for d in databases if d["role"] == "standby" and d["reads"]]
                    if status == 200 and len(readers) == len(replicas):
                        return process, base
                except Exception:
                    pass
                time.sleep(0.1)
            raise SystemExit(f"standbys_load: the server with {len(replicas)} standbys did not take reads")

        clusters = {"primary": primary, "standby1": standbys[0], "standby2": standbys[1]}
        results = {}
        for count in (0, 1, 2):
            server, base = start_server(standbys[:count])
            if not pages:
                for k in range(20):
                    scope = f"org-{k * args.scopes // 20}"
                    _, _, body = get(f"{base}/d/{scope}/sections")
                    for section in json.loads(body)["sections"]:
                        pages.append(f"/d/{scope}/names?section={urllib.parse.quote(section['title'])}&limit=50")
                wrk_script(f"{work}/typed.lua", typed)
                wrk_script(f"{work}/pages.lua", pages)
            # Each path answered once before the load: every one a 200, and the caches warm.
            for path in typed + pages:
                status, headers, _ = get(base + path)
                if status != 200:
                    raise SystemExit(f"standbys_load: {path}: {status}")
            served = ["primary"] + [f"standby{k}" for k in range(1, count + 1)]
            for workload in ("typed", "pages"):
                results[(count, workload)] = measure(
                    f"{workload} with {count} standbys", f"{work}/{workload}.lua", base, args, server.pid, clusters, served)
                r = results[(count, workload)]
                print(f"{count} standbys, {workload}: {r['rps']:.0f} req/s, p50 {r['p50'] * 1000:.2f} ms, "
                      f"p99 {r['p99'] * 1000:.2f} ms", file=sys.stderr)
            if count == 2:
                # Writes: PUTs of new rows, one each, in the directories in turn.
                puts = [f"/d/org-{k % args.scopes}/people/w{k}" for k in range(20000)]
                bodies = [names[k % len(names)] for k in range(20000)]
                wrk_script(f"{work}/puts.lua", puts, method="PUT", bodies=bodies, token=token)
                saved = args.wrk_connections
                args.wrk_connections = 4
                results[(2, "puts")] = measure("puts", f"{work}/puts.lua", base, args, server.pid, clusters, served)
                args.wrk_connections = saved
                r = results[(2, "puts")]
                print(f"2 standbys, puts: {r['rps']:.0f} req/s, p50 {r['p50'] * 1000:.2f} ms, "
                      f"p99 {r['p99'] * 1000:.2f} ms", file=sys.stderr)
            server.terminate()
            server.wait(timeout=10)
            server = None

        report = tables(results, args, len(names), len(typed), len(pages))
        print(report)
        if args.markdown:
            with open(args.markdown, "w") as f:
                f.write(report)
    finally:
        if server:
            server.kill()
        for cluster in [primary] + standbys:
            cluster.stop()
        shutil.rmtree(work, ignore_errors=True)


def total(cpu):
    return sum(cpu.values()) if isinstance(cpu, dict) else cpu


def tables(results, args, rows, typed, pages):
    ms = lambda seconds: f"{seconds * 1000:.2f}"
    out = [f"{rows:,} rows in {args.scopes} directories; wrk -t2 -c{args.wrk_connections} for {args.duration} s a run "
           f"(PUTs at -c4); the server with --connections {args.server_connections}; "
           f"{typed} search-as-typed paths and {pages} section pages in turn.", "",
           "| standbys | workload | req/s | p50 ms | p99 ms | CPU ms per request: server | primary | standby 1 | standby 2 | wrk |",
           "|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|"]
    labels = {"typed": "search as typed", "pages": "section pages", "puts": "PUT (one row)"}
    for (count, workload), r in results.items():
        cpu = r["cpu"]
        cell = lambda c: ms(total(cpu[c])) if c in cpu else "–"
        out.append(f"| {count} | {labels[workload]} | {r['rps']:,.0f} | {ms(r['p50'])} | {ms(r['p99'])} | "
                   f"{ms(cpu['server'])} | {cell('primary')} | {cell('standby1')} | {cell('standby2')} | {ms(cpu['wrk'])} |")
    # The table on paper, from the costs with two standbys.
    read = {w: results[(2, w)]["cpu"] for w in ("typed", "pages")}
    put = results[(2, "puts")]["cpu"]
    # Each read went to one standby: the two standbys' CPU over the reads is one read's cost.
    standby_read = {w: total(read[w]["standby1"]) + total(read[w]["standby2"]) for w in read}
    server_read = {w: read[w]["server"] for w in read}
    walsender = put["primary"]["walsenders"] / 2
    primary_put_base = total(put["primary"]) - put["primary"]["walsenders"]
    replay = (total(put["standby1"]) + total(put["standby2"])) / 2
    out += ["", "Per request, from the runs with two standbys (CPU ms): "
            f"a search-as-typed read costs a standby {ms(standby_read['typed'])} and the server {ms(server_read['typed'])}; "
            f"a section page costs a standby {ms(standby_read['pages'])} and the server {ms(server_read['pages'])}; "
            f"a PUT costs the primary {ms(primary_put_base)} plus {ms(walsender)} for each standby's walsender, "
            f"each standby {ms(replay)} to replay it, and the server {ms(put['server'])}.", "",
            f"On paper: N standbys on N machines of {args.paper_cores} cores each, the servers on machines of their own, reads as search "
            "as typed, writes at W PUTs/s (each standby replays every write):", "",
            "| N standbys | reads/s, W = 0 | W = 100 | W = 1,000 | server cores for W = 0 | primary cores at W = 1,000 |",
            "|---:|---:|---:|---:|---:|---:|"]
    cores = args.paper_cores
    for n in (1, 2, 4, 8, 16, 32):
        cells = []
        for w in (0, 100, 1000):
            left = cores - w * replay
            cells.append(f"{n * left / standby_read['typed']:,.0f}" if left > 0 else "replay alone fills a standby")
        reads = n * cores / standby_read["typed"]
        out.append(f"| {n} | {cells[0]} | {cells[1]} | {cells[2]} | {reads * server_read['typed']:,.1f} | "
                   f"{1000 * (primary_put_base + n * walsender):,.2f} |")
    limit = lambda n: cores / (primary_put_base + n * walsender)
    out += ["", f"The primary's writes are the limit at {limit(2):,.0f} PUTs/s with 2 standbys and "
            f"{limit(32):,.0f} with 32 ({cores} cores busy with writes alone); a standby's replay fills its "
            f"{cores} cores at {cores / replay:,.0f} PUTs/s.", ""]
    return "\n".join(out)


if __name__ == "__main__":
    main()
