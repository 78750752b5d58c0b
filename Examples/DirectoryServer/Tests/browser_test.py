#!/usr/bin/python3
"""Drives the directory server's page in headless Chromium through Selenium's Chrome driver
(scripts/checks/browser.py), with real input events. Types ㅎㄱ into the search
box as an IME would (composition, then the committed jamo), expects 홍길동 as the first
result, then taps ㅎ on the index strip and expects the list to stand at the ㅎ section, and taps
the next-section button: the section after the last one visible comes to the top. The page asks
its navigation of the package in WebAssembly; with --replay, every question it asked is put
again to the native library (Examples/WebAssembly/Replay) and the answers must be equal.

usage: browser_test.py --url http://127.0.0.1:PORT/ [--replay PATH] [--chromium PATH] [--screenshot FILE]
"""
import argparse, pathlib, sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[3] / "scripts" / "checks"))
from browser import Checks, Chromium, replay_log  # noqa: E402


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--url", required=True)
    parser.add_argument("--chromium", default="/usr/bin/chromium")
    parser.add_argument("--screenshot")
    parser.add_argument("--replay", help="the native replay of the page's navigation questions")
    args = parser.parse_args()
    checks = Checks()
    expect = checks.expect
    with Chromium(args.chromium) as page:
        page.navigate(args.url)
        page.wait_for("document.body && document.body.dataset.ready === '1'", "the sections to load", 20)
        titles = page.evaluate("Array.from(document.querySelectorAll('#list section')).map(s => s.dataset.title)")
        strip = page.evaluate("Array.from(document.querySelectorAll('#strip button')).map(b => b.dataset.title)")
        expect(page.evaluate("typeof window.pageLog === 'object' && window.pageLog.some(e => e[0] === 'layout')"),
               "the page's navigation runs in WebAssembly (hangul-page.wasm took its layout)")
        expect(titles and titles[0] == "ㄱ", f"sections shown in order from ㄱ: {titles}")
        expect(len(strip) == 41 and strip[0] == "ㄱ" and strip[13] == "ㅎ" and strip[14] == "A" and strip[-1] == "#",
               "index strip ㄱ…ㅎ, A–Z, #")
        page.evaluate("document.getElementById('q').focus()")
        # ㅎ then ㄱ as a Korean IME types them: each jamo is composed (input events with
        # isComposing), then committed.
        for jamo in ["ㅎ", "ㄱ"]:
            page.call("Input.imeSetComposition", text=jamo, selectionStart=1, selectionEnd=1)
            page.call("Input.insertText", text=jamo)
        first = page.wait_for(
            "(() => { const r = document.getElementById('results');"
            " return !r.hidden && r.dataset.query === 'ㅎㄱ' && r.firstElementChild"
            " ? r.firstElementChild.textContent : null })()",
            "search results for ㅎㄱ")
        expect(page.evaluate("document.getElementById('q').value") == "ㅎㄱ", "the search box holds ㅎㄱ")
        expect(first == "홍길동", f"ㅎㄱ: first result is 홍길동 (got {first!r})")
        # Tap ㅎ on the strip: the search closes and the list stands at the ㅎ section.
        box = page.evaluate(
            "(() => { const b = document.querySelector('#strip button[data-title=\"ㅎ\"]');"
            " const r = b.getBoundingClientRect(); return [r.x + r.width / 2, r.y + r.height / 2] })()")
        page.click(box[0], box[1])
        page.wait_for("!document.getElementById('list').hidden", "the list to show again")
        at = page.evaluate(
            "(() => { const list = document.getElementById('list');"
            " const top = list.getBoundingClientRect().top;"
            " const s = Array.from(list.querySelectorAll('section'))"
            "   .find(s => s.getBoundingClientRect().bottom > top + 1);"
            " return [s.dataset.title, Math.round(s.getBoundingClientRect().top - top),"
            "   document.getElementById('current').textContent,"
            "   s.querySelector('li') ? s.querySelector('li').textContent : null] })()")
        expect(at[0] == "ㅎ" and abs(at[1]) <= 1, f"tapping ㅎ: the ㅎ section is at the top of the list ({at})")
        expect(at[2] == "ㅎ", f"tapping ㅎ: the current section reads ㅎ ({at[2]!r})")
        # From the top (a tap on ㄱ), the next-section button names the section after the last one
        # visible and brings it to the top (or the list to its end), until it hides at the end.
        box = page.evaluate("(() => { const r = document.querySelector('#strip [data-title=\"ㄱ\"]').getBoundingClientRect();"
                            " return [r.x + r.width / 2, r.y + r.height / 2] })()")
        page.click(box[0], box[1])
        taps = []
        for _ in range(len(titles) + 1):
            geometry = page.evaluate(
                "(() => { const l = document.getElementById('list'); const r = l.getBoundingClientRect();"
                " const top = r.top + l.clientTop;"
                " return [l.clientHeight, Array.from(l.querySelectorAll('section')).map(s =>"
                "   [s.dataset.title, s.getBoundingClientRect().top - top, s.getBoundingClientRect().bottom - top])] })()")
            height, placed = geometry
            visible = [k for k, (_, a, b) in enumerate(placed) if b > 0 and a < height]
            expected_next = placed[visible[-1] + 1][0] if visible and visible[-1] + 1 < len(placed) else ""
            named = page.evaluate("(() => { const n = document.getElementById('next'); return n.hidden ? '' : n.dataset.title })()")
            if not expect(named == expected_next,
                          f"next-section button: names {named!r}, the section after the last visible one ({expected_next!r})"):
                break
            if not named:
                break
            box = page.evaluate("(() => { const r = document.getElementById('next').getBoundingClientRect();"
                                " return [r.x + r.width / 2, r.y + r.height / 2] })()")
            page.click(box[0], box[1])
            top = page.evaluate(
                "(() => { const l = document.getElementById('list'); const s = l.querySelector("
                f"'section[data-title=\"{named}\"]'); return [s.getBoundingClientRect().top - l.getBoundingClientRect().top - l.clientTop,"
                " l.scrollTop, l.scrollHeight - l.clientHeight, document.getElementById('current').textContent] })()")
            at_end = abs(top[1] - top[2]) <= 1
            expect((abs(top[0]) <= 1 or at_end) and (top[3] == named or at_end),
                   f"tapping it: {named} at the top of the list, or the list at its end; the current section reads {top[3]!r}")
            taps.append(named)
        expect(len(taps) >= 2, f"the next-section button was tapped through {' → '.join(taps)} to the end")
        if args.replay:
            count, kinds, differences = replay_log(page.evaluate("window.pageLog"), args.replay)
            expect(count > 0 and not differences,
                   f"{count} navigation questions to WebAssembly ({', '.join(kinds)}), the native library's answers equal"
                   + (f"; differences: {differences[:5]}" if differences else ""))
        if args.screenshot:
            box = page.evaluate("(() => { const r = document.querySelector('#strip [data-title=\"ㅎ\"]').getBoundingClientRect();"
                                " return [r.x + r.width / 2, r.y + r.height / 2] })()")
            page.click(box[0], box[1])
            page.screenshot(args.screenshot)
    print(f"browser: {checks.passed} passed, {checks.failed} failed")
    return 1 if checks.failed else 0


if __name__ == "__main__":
    sys.exit(main())
