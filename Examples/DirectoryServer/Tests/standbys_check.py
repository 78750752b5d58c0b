#!/usr/bin/env python3
"""Checks a running directory server started with `--replica` for each of two hot standbys
(streaming replicas made with `pg_basebackup -R`) and `--max-lag 1`, on a table of rows, with
the CLI on the primary as the oracle:

- /health names the primary and both standbys, each answering and taking reads;
- each directory's /sections, /names and /search are byte for byte `hangul db … --json` on the
  primary, and `X-Served-By` names the standbys for them (both in turn), the primary for a PUT;
- read-your-writes: a PUT, then at once a search of the new name, finds it, every time;
- with a reader running all along (a request every few milliseconds, none may fail):
  - a standby stopped with `-m immediate` is left out of /health's readers within 2 s and no
    response names it after that; started again, it is taken back;
  - a standby whose replay is paused (`pg_wal_replay_pause()`) is left out within 2 s of the
    primary's next writes passing the lag bound; resumed, it is taken back;
  - with the primary stopped, reads go on from the standbys, and a PUT is a 503 within 2 s;
    started again, a PUT is a 201;
  - with the primary stopped again and the second standby promoted (`pg_promote()`), a PUT
    succeeds within 10 s of the loss, served by the promoted server, and is found at once.

usage: standbys_check.py --server URL --hangul PATH --database PRIMARY_URL --table T --token-file PATH
       --scope S --standby HOST:PORT --standby HOST:PORT
       --stop-standby CMD --start-standby CMD --psql-standby CMD --stop-primary CMD --start-primary CMD
  (the commands act on the first standby, the psql one on the second: `CMD -c SQL`)
"""
import argparse, json, subprocess, sys, threading, time, urllib.error, urllib.parse, urllib.request

passed = failed = 0


def expect(ok, what):
    global passed, failed
    print(("ok    " if ok else "FAIL  ") + what, flush=True)
    if ok:
        passed += 1
    else:
        failed += 1
    return ok


def request(server, path, method="GET", body=None, token=None, timeout=10):
    """(status, the raw body, X-Served-By or None)."""
    headers = {"Authorization": "Bearer " + token} if token else {}
    req = urllib.request.Request(server + path, data=body, method=method, headers=headers)
    try:
        with urllib.request.urlopen(req, timeout=timeout) as r:
            return r.status, r.read(), r.headers.get("X-Served-By")
    except urllib.error.HTTPError as e:
        return e.code, e.read(), e.headers.get("X-Served-By")


def health(server):
    status, raw, _ = request(server, "/health")
    return status, json.loads(raw)["databases"] if raw.startswith(b'{"databases"') else []


def readers(server):
    """The servers /health says take reads."""
    return {d["server"] for d in health(server)[1] if d["reads"]}


def wait(condition, seconds):
    """How long `condition` took to hold, polled every 50 ms, or None past `seconds`."""
    begin = time.monotonic()
    while time.monotonic() - begin < seconds:
        if condition():
            return time.monotonic() - begin
        time.sleep(0.05)
    return None


def cli(args, scope, *command):
    """`hangul db COMMAND … --scope S --json` on the primary: its standard output's bytes."""
    return subprocess.run(
        [args.hangul, "db", *command, "--database", args.database, "--table", args.table, "--scope", scope, "--json"],
        check=True, capture_output=True).stdout


class Reader(threading.Thread):
    """Reads /sections of a directory in a loop, recording each answer: when, status, server."""

    def __init__(self, server, path):
        super().__init__(daemon=True)
        self.server, self.path, self.answers, self.running = server, path, [], True

    def run(self):
        while self.running:
            try:
                status, _, served = request(self.server, self.path, timeout=5)
            except Exception as error:  # a refused or dropped connection is a failed read too
                status, served = str(error), None
            self.answers.append((time.monotonic(), status, served))
            time.sleep(0.005)

    def failures(self, since=0.0):
        return [a for a in self.answers if a[0] >= since and a[1] != 200]

    def served_after(self, moment):
        return {a[2] for a in self.answers if a[0] >= moment and a[1] == 200}


def run(command):
    subprocess.run(command, shell=True, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def main():
    parser = argparse.ArgumentParser()
    for name in ["server", "hangul", "database", "table", "token-file", "scope", "stop-standby", "start-standby",
                 "psql-standby", "stop-primary", "start-primary"]:
        parser.add_argument("--" + name, required=True)
    parser.add_argument("--standby", action="append", required=True)
    args = parser.parse_args()
    server, scope = args.server, args.scope
    token = open(args.token_file, encoding="utf-8").read().strip()
    base = "/d/" + urllib.parse.quote(scope, safe="")
    first, second = args.standby
    primary = urllib.parse.urlsplit(args.database)
    primary = f"{primary.hostname}:{primary.port}"

    took = wait(lambda: readers(server) == {primary, first, second}, 10)
    expect(took is not None, f"/health: the primary and both standbys answer and take reads ({health(server)[1]})")
    status, databases = health(server)
    expect(status == 200 and [d["role"] for d in databases] == ["primary", "standby", "standby"]
           and all("lag_ms" in d for d in databases[1:]), "/health: the primary, then each --replica, with its lag")

    # The answers are the primary's, served by the standbys in turn.
    served = set()
    reads = [("/sections", ["sections"]), ("/names?limit=20", ["list", "--limit", "20"])]
    for query in ["ㄱ", "김", "ㅎㄱ", "k"]:
        reads.append(("/search?carry-over=false&limit=20&q=" + urllib.parse.quote(query),
                      ["search", query, "--limit", "20"]))
    for path, command in reads:
        want = cli(args, scope, *command)
        answers = [request(server, base + path) for _ in range(4)]
        served |= {a[2] for a in answers}
        expect(all(a[0] == 200 and a[1] == want for a in answers),
               f"{path}: byte for byte `hangul db {command[0]} --scope` on the primary, from the standbys")
    expect(served == {first, second}, f"X-Served-By of the reads: both standbys ({sorted(served)})")

    # Read-your-writes: each PUT's name is found by the search right after it.
    found, put_servers = [], set()
    for k in range(20):
        name = f"읽기쓰기{chr(0xAC00 + 28 * 21 * (k % 19) + 28 * (k % 21))}"
        status, _, served_put = request(server, f"{base}/people/ryw-{k}", "PUT", name.encode(), token)
        put_servers.add(served_put)
        status, raw, _ = request(server, base + "/search?carry-over=false&q=" + urllib.parse.quote(name))
        found.append(status == 200 and any(r["item"] == name for r in json.loads(raw)["results"]))
    expect(all(found), f"read-your-writes: 20 PUTs, each found by the next search ({found.count(True)} of 20)")
    expect(put_servers == {primary}, f"X-Served-By of the PUTs: the primary ({put_servers})")

    reader = Reader(server, base + "/sections")
    reader.start()
    try:
        time.sleep(0.5)
        # A standby stopped at once: left out within 2 s, no read fails.
        stopped = time.monotonic()
        run(args.stop_standby)
        took = wait(lambda: first not in readers(server), 5)
        expect(took is not None and took <= 2, f"{first} stopped -m immediate: left out of /health's readers in "
               f"{took if took is None else round(took, 2)} s (at most 2)")
        time.sleep(1)
        later = time.monotonic()
        time.sleep(1)
        expect(first not in reader.served_after(later), f"after that, no response names {first}")
        run(args.start_standby)
        took = wait(lambda: first in readers(server), 20)
        expect(took is not None, f"{first} started again: taken back after {took and round(took, 2)} s")
        expect(not reader.failures(stopped), f"no read failed while it stopped and came back "
               f"({len(reader.failures(stopped))} of {len(reader.answers)} failed)")

        # Replay paused: left out once the primary's writes pass the lag bound.
        paused = time.monotonic()
        run(args.psql_standby + " -c 'SELECT pg_wal_replay_pause()'")
        for k in range(5):
            request(server, f"{base}/people/lag-{k}", "PUT", "지연".encode(), token)
        took = wait(lambda: second not in readers(server), 5)
        expect(took is not None and took <= 2 + 1, f"{second} with replay paused: left out {took and round(took, 2)} s "
               "after the writes (lag bound 1 s, then at most 2 s)")
        run(args.psql_standby + " -c 'SELECT pg_wal_replay_resume()'")
        took = wait(lambda: second in readers(server), 10)
        expect(took is not None, f"{second} resumed: taken back after {took and round(took, 2)} s")
        expect(not reader.failures(paused), "no read failed while its replay was paused")

        # The primary stopped: reads go on from the standbys; a write is a 503, fast.
        wait(lambda: readers(server) == {primary, first, second}, 10)
        down = time.monotonic()
        run(args.stop_primary)
        begin = time.monotonic()
        status, raw, _ = request(server, f"{base}/people/while-down", "PUT", "장애중".encode(), token)
        took = time.monotonic() - begin
        expect(status == 503 and b"error" in raw and took <= 2,
               f"the primary stopped: a PUT is a {status} in {took:.2f} s (503 within 2 s)")
        time.sleep(2)
        recent = time.monotonic() - 1.5
        expect(not reader.failures(down) and reader.served_after(recent) <= {first, second}
               and reader.served_after(recent),
               f"the primary stopped: reads go on from the standbys ({len(reader.failures(down))} failed, "
               f"served by {sorted(map(str, reader.served_after(recent)))})")
        status, databases = health(server)
        expect(status == 200 and not databases[0]["answers"], "/health: the primary does not answer, reads go on")
        run(args.start_primary)
        took = wait(lambda: request(server, f"{base}/people/after-down", "PUT", "복구".encode(), token)[0] in (200, 201),
                    20)
        expect(took is not None, f"the primary started again: a PUT succeeds after {took and round(took, 2)} s")

        # The primary lost for good, a standby promoted: writes go to it, without a restart.
        run(args.stop_primary)
        lost = time.monotonic()
        run(args.psql_standby + " -c 'SELECT pg_promote()'")
        answers = []
        took = wait(lambda: answers.append(request(server, f"{base}/people/promoted", "PUT", "승격".encode(), token))
                    or answers[-1][0] in (200, 201), 15)
        took = time.monotonic() - lost if took is not None else None
        expect(took is not None and took <= 10 and answers[-1][2] == second,
               f"{second} promoted: a PUT succeeds within {took and round(took, 2)} s of the primary's loss "
               f"(at most 10), served by {answers[-1][2]}")
        status, raw, _ = request(server, base + "/search?carry-over=false&q=" + urllib.parse.quote("승격"))
        expect(status == 200 and any(r["item"] == "승격" for r in json.loads(raw)["results"]),
               "the promoted standby's write is found by the next search")
        status, databases = health(server)
        expect(status == 200 and databases[0]["server"] == second and databases[0]["answers"],
               f"/health: the promoted standby is the primary ({databases[0]})")
    finally:
        reader.running = False
        reader.join()
    expect(len(reader.answers) > 100, f"the reader made {len(reader.answers)} requests")
    print(f"standbys check: {passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
