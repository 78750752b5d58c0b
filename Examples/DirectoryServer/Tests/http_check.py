#!/usr/bin/env python3
"""Checks a running directory server against `hangul db` on the same table (the CLI is the
oracle): /sections, /names (pages 1 and 2, every section) and /search (pages 1 and 2) equal
the CLI's JSON; bad input is a 4xx with {"error": …} and leaves the server up; 200
concurrent requests all succeed, each at once or after a 503's Retry-After (a loaded machine
may keep every connection busy past the store's timeout); with PostgreSQL's backends ended, and with PostgreSQL
stopped and started, every request is answered 503 or 200 within 2 s and the service
recovers by itself.

usage: http_check.py --server http://127.0.0.1:PORT --hangul PATH --database URL --table T
                     --terminate 'CMD' --stop 'CMD' --start 'CMD'
"""
import argparse, concurrent.futures, json, subprocess, sys, time, urllib.error, urllib.parse, urllib.request

passed = failed = 0


def expect(ok, what):
    global passed, failed
    print(("ok    " if ok else "FAIL  ") + what, flush=True)
    if ok:
        passed += 1
    else:
        failed += 1


def get(server, path, timeout=10):
    """(status, JSON body or None, seconds)."""
    start = time.monotonic()
    try:
        with urllib.request.urlopen(server + path, timeout=timeout) as r:
            body = r.read()
            status = r.status
    except urllib.error.HTTPError as e:
        body = e.read()
        status = e.code
    elapsed = time.monotonic() - start
    try:
        parsed = json.loads(body)
    except ValueError:
        parsed = None
    return status, parsed, elapsed


def cli(args, *command):
    out = subprocess.run(
        [args.hangul, "db", *command, "--database", args.database, "--table", args.table, "--json"],
        check=True, capture_output=True, text=True).stdout
    return json.loads(out)


def q(**params):
    return "?" + urllib.parse.urlencode(params)


def main():
    parser = argparse.ArgumentParser()
    for name in ["server", "hangul", "database", "table", "terminate", "stop", "start"]:
        parser.add_argument("--" + name, required=True)
    parser.add_argument("--limit", type=int, default=3)
    args = parser.parse_args()
    s = args.server

    # Answers equal the CLI's.
    status, sections, _ = get(s, "/sections")
    expected = cli(args, "sections")
    expect(status == 200 and sections == expected, f"/sections equals `hangul db sections --json` ({len(expected['sections'])} sections)")
    titles = [x["title"] for x in expected["sections"]]
    L = args.limit
    for section in [None] + titles:
        params = {"limit": L} if section is None else {"section": section, "limit": L}
        extra = [] if section is None else ["--section", section]
        status, page1, _ = get(s, "/names" + q(**params))
        want1 = cli(args, "list", *extra, "--limit", str(L))
        ok = status == 200 and page1 == want1
        if ok and want1["next"]:
            status, page2, _ = get(s, "/names" + q(**params, after=want1["next"]))
            want2 = cli(args, "list", *extra, "--limit", str(L), "--after", want1["next"])
            ok = status == 200 and page2 == want2
        expect(ok, f"/names section={section} pages 1 and 2 equal `hangul db list --json`")
    status, whole, _ = get(s, "/names")
    expect(status == 200 and whole == cli(args, "list"), "/names without a limit equals `hangul db list --json`")
    # `/search` searches with the carry-over unless `carry-over=false`: the CLI's `--carry-over`.
    queries = ["ㅎㄱ", "ㄱ", "김", "홍길", "홍긷", "김섭", "ㅅ", "a", "Kim", "Kim Lee", "1", "😀", "+", "'", "%", "_", "없는이름"]
    for query, carry in [(query, carry) for query in queries for carry in [True, False]]:
        flags = ["--carry-over"] if carry else []
        extra = {} if carry else {"carry-over": "false"}
        want = cli(args, "search", query, *flags, "--limit", str(2 * L))
        status, page1, _ = get(s, "/search" + q(q=query, limit=L, **extra))
        ok = status == 200 and page1["results"] == want["results"][:L] and page1["query"] == query
        ok = ok and (page1["next"] is not None) == (len(cli(args, "search", query, *flags, "--limit", str(L + 1))["results"]) > L)
        # The cursor is the CLI's own: the same text, and the CLI's page 2 after it.
        ok = ok and page1["next"] == cli(args, "search", query, *flags, "--limit", str(L)).get("next")
        if ok and page1["next"]:
            status, page2, _ = get(s, "/search" + q(q=query, limit=L, after=page1["next"], **extra))
            ok = status == 200 and page2["results"] == want["results"][L:2 * L]
            ok = ok and page2["results"] == cli(args, "search", query, *flags, "--limit", str(L), "--after", page1["next"])["results"]
        status, every, _ = get(s, "/search" + q(q=query, **extra))
        ok = ok and status == 200 and every["results"] == cli(args, "search", query, *flags)["results"] and every["next"] is None
        expect(ok, f"/search q={query} {'' if carry else 'carry-over=false '}pages 1 and 2, and without a limit,"
               f" equal `hangul db search {' '.join(flags + ['--json'])}`")

    # Bad input: 4xx with {"error": …}, and the server stays up.
    bad = [
        "/names?limit=0", "/names?limit=-1", "/names?limit=abc", "/names?limit=", "/names?limit=1000001",
        "/names?limit=9223372036854775807", "/names?limit=-9223372036854775808", "/names?limit=99999999999999999999",
        "/names?after=garbage", "/names?after=k1.zz.1", "/names?after=k1.0.-1", "/names?after=k1.abc.1",
        "/names?after=k1..99999999999999999999", "/names?section=XX", "/names?section=%00", "/names?section=",
        "/names?section=%ED%95", "/search", "/search?q=", "/search?q=" + urllib.parse.quote("가" * 201), "/search?q=%00",
        "/search?q=a&limit=0", "/search?q=a&limit=9223372036854775807", "/search?q=a&after=-1",
        "/search?q=a&after=abc", "/search?q=a&after=9223372036854775807", "/search?q=a&mode=fuzzy",
        "/search?q=a&carry-over=maybe",
    ]
    for path in bad:
        status, body, _ = get(s, path)
        expect(400 <= status < 500 and isinstance(body, dict) and isinstance(body.get("error"), str),
               f"{path[:60]} → {status} {json.dumps(body, ensure_ascii=False)[:90]}")
    status, _, _ = get(s, "/sections")
    expect(status == 200, "after the bad requests the server still answers")

    # 200 concurrent requests, as clients send them: a request that finds every connection busy
    # past the store's timeout is a 503 with Retry-After: 1, and the client asks again after it.
    paths = ["/sections", "/names" + q(limit=50), "/names" + q(section="ㄱ", limit=20), "/search" + q(q="ㅎㄱ", limit=20)]

    def burst_request(i):
        first = get(s, paths[i % len(paths)], timeout=30)[0]
        if first != 503:
            return first, None
        again = 503
        for _ in range(3):  # at most three retries, each after Retry-After
            time.sleep(1)
            again = get(s, paths[i % len(paths)], timeout=30)[0]
            if again != 503:
                break
        return first, again

    with concurrent.futures.ThreadPoolExecutor(200) as pool:
        answers = list(pool.map(burst_request, range(200)))
    at_once = sum(1 for first, _ in answers if first == 200)
    retried = [again for first, again in answers if first == 503]
    expect(all(first in (200, 503) for first, _ in answers) and all(again == 200 for again in retried),
           f"200 concurrent requests: {at_once} answered 200 at once, {len(retried)} answered 503 and then "
           f"{retried.count(200)} of them 200 after Retry-After")

    def outage(what, action, recover=None):
        """Requests during and after `action`: each 503 or 200 within 2 s; 200 again in 15 s."""
        subprocess.run(action, shell=True, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        slow, wrong, statuses = [], [], []
        deadline = time.monotonic() + 3
        while time.monotonic() < deadline:
            for path in paths:
                status, body, elapsed = get(s, path, timeout=5)
                statuses.append(status)
                if elapsed > 2:
                    slow.append((path, round(elapsed, 2)))
                if status not in (200, 503) or not isinstance(body, dict):
                    wrong.append((path, status))
        expect(not slow and not wrong,
               f"{what}: {len(statuses)} requests, {statuses.count(503)} × 503, {statuses.count(200)} × 200, "
               f"all within 2 s {slow[:3]} {wrong[:3]}")
        if recover:
            subprocess.run(recover, shell=True, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        start = time.monotonic()
        while time.monotonic() - start < 15:
            if all(get(s, path, timeout=5)[0] == 200 for path in paths):
                break
            time.sleep(0.2)
        ok = all(get(s, path, timeout=5)[0] == 200 for path in paths)
        status, body, _ = get(s, "/sections")
        expect(ok and body == expected, f"{what}: recovered by itself in {time.monotonic() - start:.2f} s")

    outage("backends ended (pg_terminate_backend)", args.terminate)
    outage("PostgreSQL stopped, then started", args.stop, args.start)

    print(f"http: {passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
