#!/usr/bin/python3
"""Drives the page of one directory (/d/{scope}/) of a directory server of rows in headless
Chromium (scripts/checks/browser.py), with real input events, against the server's own API,
which directories_check.py holds to `hangul db --scope`:
- the page of each scope shows that scope's sections, and its index strip;
- typing a name as a Korean IME does (ㄱ, 기, 김, 김ㅂ, 벼, 병 …), after every key the results
  on the page are those of /d/{scope}/search for what the box holds, namesakes included;
- a name another client writes with PUT is found by the next keystrokes on the page, and
  gone after its DELETE;
- a name of another directory is not found in this one.

usage: directory_page_test.py --server http://127.0.0.1:PORT --token-file PATH --scope S --other-scope S2
                              [--scope S …] [--chromium PATH]
"""
import argparse, json, pathlib, sys, urllib.parse, urllib.request

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[3] / "scripts" / "checks"))
from browser import Checks, Chromium  # noqa: E402

# The states a 2-set keyboard shows while a syllable is typed, with the syllables before it.
INITIALS = "ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ"
MEDIALS = "ㅏㅐㅑㅒㅓㅔㅕㅖㅗㅘㅙㅚㅛㅜㅝㅞㅟㅠㅡㅢㅣ"


def compositions(syllable):
    """ㄱ, 기, 김 for 김: the initial, the open syllable, then the whole one."""
    index = ord(syllable) - 0xAC00
    initial, medial, final = index // 588, index % 588 // 28, index % 28
    states = [INITIALS[initial], chr(0xAC00 + initial * 588 + medial * 28)]
    if final:
        states.append(syllable)
    return states


def d(scope):
    return "/d/" + urllib.parse.quote(scope, safe="")


def get(server, path):
    with urllib.request.urlopen(server + path, timeout=10) as r:
        return json.loads(r.read())


def send(server, path, method, body, token):
    req = urllib.request.Request(server + path, data=body, method=method, headers={"Authorization": "Bearer " + token})
    with urllib.request.urlopen(req, timeout=10) as r:
        return r.status


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--server", required=True)
    parser.add_argument("--token-file", required=True)
    parser.add_argument("--scope", action="append", required=True)
    parser.add_argument("--other-scope", required=True)
    parser.add_argument("--chromium", default="/usr/bin/chromium")
    args = parser.parse_args()
    token = pathlib.Path(args.token_file).read_text().strip()
    checks = Checks()
    expect = checks.expect
    scope = args.scope[0]

    def api_results(text):
        body = get(args.server, d(scope) + "/search?q=" + urllib.parse.quote(text) + "&limit=50")
        return [r["item"] for r in body["results"]]

    with Chromium(args.chromium) as page:
        for each in args.scope:
            page.navigate(args.server + d(each) + "/")
            page.wait_for("document.body && document.body.dataset.ready === '1'", f"the sections of {each} to load", 20)
            shown = page.evaluate("Array.from(document.querySelectorAll('#list section')).map(s => s.dataset.title)")
            titles = [s["title"] for s in get(args.server, d(each) + "/sections")["sections"]]
            expect(shown == titles and titles, f"/d/{each}/: the page shows the directory's sections {titles}")
            first = page.evaluate("(() => { const li = document.querySelector('#list li'); return li ? li.textContent : null })()")
            names = get(args.server, d(each) + "/names?section=" + urllib.parse.quote(titles[0]) + "&limit=50")
            expect(first == names["items"][0]["name"], f"/d/{each}/: its first name is the directory's ({first!r})")

        page.navigate(args.server + d(scope) + "/")
        page.wait_for("document.body && document.body.dataset.ready === '1'", "the directory's sections to load", 20)

        def results_for(text):
            # An object, so that no results (an empty list) is an answer too.
            return page.wait_for(
                "(() => { const r = document.getElementById('results');"
                f" return !r.hidden && r.dataset.query === {json.dumps(text)}"
                " ? {items: Array.from(r.children).map(li => li.textContent)} : null })()",
                f"the results for {text!r}")["items"]

        def type_name(name, check_each_state):
            """Types `name` as an IME does; after each key, the page's results are the API's."""
            # The box emptied, and the results' query forgotten: a search the next keys supersede
            # leaves the results as they were, so the wait below is for a search of this typing.
            page.evaluate("(() => { const q = document.getElementById('q'); q.value = '';"
                          " q.dispatchEvent(new Event('input'));"
                          " delete document.getElementById('results').dataset.query; q.focus() })()")
            committed, agreed, states = "", 0, 0
            for syllable in name:
                for state in compositions(syllable):
                    page.call("Input.imeSetComposition", text=state, selectionStart=1, selectionEnd=1)
                    if check_each_state:
                        states += 1
                        shown = results_for(committed + state)
                        agreed += shown == api_results(committed + state)
                page.call("Input.insertText", text=syllable)
                committed += syllable
            shown = results_for(committed)
            if check_each_state:
                expect(agreed == states, f"typing {name}: after each of {states} keys the page's results are the API's")
            return shown

        twins = type_name("김병욱", check_each_state=True)
        expect(twins == api_results("김병욱") and twins.count("김병욱") >= 2,
               f"김병욱: the page lists the directory's namesakes, each once per person ({twins.count('김병욱')})")

        # Another client writes a name; the next keystrokes find it, and not after its DELETE.
        person = d(scope) + "/people/page-test-1"
        expect(send(args.server, person, "PUT", "탁월빈".encode(), token) in (200, 201), "PUT 탁월빈 from another client")
        found = type_name("탁월빈", check_each_state=False)
        expect("탁월빈" in found, f"the page finds 탁월빈 at once after the PUT ({found})")
        expect(send(args.server, person, "DELETE", None, token) == 200, "DELETE it")
        gone = type_name("탁월빈", check_each_state=False)
        expect("탁월빈" not in gone, f"the page no longer finds 탁월빈 after the DELETE ({gone})")

        # A name of another directory only.
        elsewhere = d(args.other_scope) + "/people/page-test-2"
        send(args.server, elsewhere, "PUT", "편용혁".encode(), token)
        other = type_name("편용혁", check_each_state=False)
        expect("편용혁" not in other, f"편용혁 of {args.other_scope} is not found in {scope} ({other})")
        send(args.server, elsewhere, "DELETE", None, token)
    print(f"directory page: {checks.passed} passed, {checks.failed} failed")
    return 1 if checks.failed else 0


if __name__ == "__main__":
    sys.exit(main())
