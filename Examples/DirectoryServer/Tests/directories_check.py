#!/usr/bin/env python3
"""Checks a running directory server of a table of rows against `hangul db … --scope` on the
same table (the CLI is the oracle): each directory's /d/{scope}/sections, /names (pages 1
and 2) and /search (pages 1 and 2) equal the CLI's JSON, and a directory with no rows answers
empty; its page is served at /d/{scope}/. Writes: a PUT or DELETE without the token, or with
a wrong one, is a 401 and changes nothing; with it, a PUT of a new id is a 201 and the next
search finds the name, a PUT of the same id a 200 that replaces it, a DELETE a 200 with the
name and a second DELETE a 404; a name that looks like SQL is stored as it is; bad input (a
scope or body that is not UTF-8, an over-long id, an empty name) is a 400 and changes
nothing; the token never appears in the server's log.

usage: directories_check.py --server http://127.0.0.1:PORT --hangul PATH --database URL --table T
                            --token-file PATH --log PATH --scope S [--scope S …]
"""
import argparse, json, subprocess, sys, urllib.error, urllib.parse, urllib.request

passed = failed = 0


def expect(ok, what):
    global passed, failed
    print(("ok    " if ok else "FAIL  ") + what, flush=True)
    if ok:
        passed += 1
    else:
        failed += 1


def request(server, path, method="GET", body=None, token=None):
    """(status, JSON body or the text)."""
    headers = {}
    if token is not None:
        headers["Authorization"] = "Bearer " + token
    req = urllib.request.Request(server + path, data=body, method=method, headers=headers)
    try:
        with urllib.request.urlopen(req, timeout=10) as r:
            status, raw = r.status, r.read()
    except urllib.error.HTTPError as e:
        status, raw = e.code, e.read()
    try:
        return status, json.loads(raw)
    except ValueError:
        return status, raw.decode("utf-8", "replace")


def cli(args, scope, *command):
    out = subprocess.run(
        [args.hangul, "db", *command, "--database", args.database, "--table", args.table, "--scope", scope, "--json"],
        check=True, capture_output=True, text=True).stdout
    return json.loads(out)


def d(scope):
    return "/d/" + urllib.parse.quote(scope, safe="")


def main():
    parser = argparse.ArgumentParser()
    for name in ["server", "hangul", "database", "table", "token-file", "log"]:
        parser.add_argument("--" + name, required=True)
    parser.add_argument("--scope", action="append", required=True)
    args = parser.parse_args()
    server = args.server
    token = open(args.token_file, encoding="utf-8").read().strip()

    for scope in args.scope:
        base = d(scope)
        status, body = request(server, base + "/sections")
        expect(status == 200 and body == cli(args, scope, "sections"), f"{scope}: /sections equals db sections --scope")
        status, first = request(server, base + "/names?limit=20")
        expected = cli(args, scope, "list", "--limit", "20")
        expect(status == 200 and first == expected, f"{scope}: /names page 1 equals db list --scope (ids included)")
        if expected["next"]:
            status, second = request(server, base + "/names?limit=20&after=" + urllib.parse.quote(expected["next"]))
            expect(second == cli(args, scope, "list", "--limit", "20", "--after", expected["next"]),
                   f"{scope}: /names page 2 equals db list --scope --after")
        for query in ["ㄱ", "김", "이", "ㅎㄱ", "k"]:
            status, page = request(server, base + "/search?carry-over=false&limit=20&q=" + urllib.parse.quote(query))
            want = cli(args, scope, "search", query, "--limit", "20")
            expect(status == 200 and page == want, f"{scope}: /search {query} equals db search --scope (ids and scope)")
            if want.get("next"):
                status, page = request(server, base + "/search?carry-over=false&limit=20&q=" + urllib.parse.quote(query)
                                       + "&after=" + urllib.parse.quote(want["next"]))
                expect(page == cli(args, scope, "search", query, "--limit", "20", "--after", want["next"]),
                       f"{scope}: /search {query} page 2 equals db search --scope --after")
        status, html = request(server, base + "/")
        expect(status == 200 and isinstance(html, str) and f'const API = "{base}";' in html,
               f"{scope}: the page at {base}/ asks its own directory")

    status, body = request(server, d("no-such-directory") + "/sections")
    expect(status == 200 and body == {"sections": []}, "a directory with no rows has no sections (200)")
    status, body = request(server, d("no-such-directory") + "/search?q=" + urllib.parse.quote("김"))
    expect(status == 200 and body.get("results") == [], "a directory with no rows finds nothing (200)")

    scope = args.scope[0]
    base = d(scope)
    name = "한새봄"

    def found(text):
        status, page = request(server, base + "/search?carry-over=false&q=" + urllib.parse.quote(text))
        return [(r.get("id"), r["item"]) for r in page["results"]]

    before = request(server, base + "/sections")[1]
    for given in [None, "wrong", token + "x", ""]:
        status, _ = request(server, base + "/people/new-1", "PUT", name.encode(), token=given)
        expect(status == 401, f"a PUT with token {given!r} is a 401")
        status, _ = request(server, base + "/people/new-1", "DELETE", token=given)
        expect(status == 401, f"a DELETE with token {given!r} is a 401")
    expect(request(server, base + "/sections")[1] == before and found(name) == [], "refused writes changed nothing")

    status, body = request(server, base + "/people/new-1", "PUT", name.encode(), token=token)
    expect(status == 201 and body == {"id": "new-1", "scope": scope, "name": name}, "a PUT of a new id is a 201 with the row")
    expect(("new-1", name) in found(name), "the next search finds the new name")
    expect(cli(args, scope, "search", name)["results"][0].get("id") == "new-1", "and so does hangul db search")
    status, body = request(server, base + "/people/new-1", "PUT", "한가을\n".encode(), token=token)
    expect(status == 200 and body["name"] == "한가을", "a PUT of the same id is a 200 (one final newline left off)")
    expect(found(name) == [] and ("new-1", "한가을") in found("한가을"), "the old name is gone, the new one found")
    sql = "'); DROP TABLE people; --"
    status, body = request(server, base + "/people/sql", "PUT", sql.encode(), token=token)
    expect(status == 201 and body["name"] == sql, "a name that looks like SQL is stored as it is")
    status, body = request(server, base + "/people/sql", "DELETE", token=token)
    expect(status == 200 and body["name"] == sql, "a DELETE is a 200 with the name it had")
    status, body = request(server, base + "/people/sql", "DELETE", token=token)
    expect(status == 404 and "error" in body, "a second DELETE is a 404")

    now = request(server, base + "/sections")[1]
    for path, data, what in [
        ("/d/%FF/people/x", "가".encode(), "a scope that is not UTF-8"),
        (base + "/people/" + "a" * 300, "가".encode(), "an id over 256 bytes"),
        (base + "/people/e", b"", "an empty name"),
        (base + "/people/e", b"\xff\xfe", "a name that is not UTF-8"),
        (base + "/people/e", "가\t나".encode(), "a name with a tab"),
    ]:
        status, body = request(server, path, "PUT", data, token=token)
        expect(status == 400 and isinstance(body, dict) and "error" in body, f"{what} is a 400")
    expect(request(server, base + "/sections")[1] == now, "bad writes changed nothing")
    status, _ = request(server, base + "/people/new-1", "DELETE", token=token)
    expect(status == 200, "the test's row deleted")
    expect(request(server, base + "/sections")[1] == before, "the directory is as it was")
    log = open(args.log, encoding="utf-8", errors="replace").read()
    expect(token not in log, "the token is not in the server's log")

    print(f"{passed} passed, {failed} failed", flush=True)
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
