#!/usr/bin/python3
"""The list screen page (Examples/WebAssembly/Page, hangul-page.wasm) in headless Chromium,
driven with real input events through Selenium's Chrome driver (scripts/checks/browser.py), and
every answer compared with the native package:

- the sections and names, in order, equal `hangul index` over the same names;
- `?q=QUERY` shows `hangul search QUERY`'s results in its order; what is typed through IME
  composition (ㄱ, 기, 김, 김ㅅ, 김서 … as the 2-set keyboard shows them) shows
  `hangul search STATE --carry-over`'s, with the matched characters marked as its `utf16`
  ranges say;
- the mouse wheel scrolls the list, and the focus lands on the row the package names; a tap
  on the next-section button brings the section after the last visible one to the top; a
  drag over the index strip shows the title under the finger and the list at its section; a
  tap on the picker selects its section; a shorter viewport snaps the last cut row into view;
- a names file that is not UTF-8 is refused with a message, an empty one shows an empty list;
- every question the page put to WebAssembly (its log) is put again to the native library
  (the page's ListNavigation.swift compiled natively beside SectionNavigation: --replay), and
  the answers are equal.

usage: page_test.py --page DIR --hangul PATH --replay PATH [--names-count N] [--chromium PATH]
Prints the load and keystroke times it measured last (`timing:` lines).
"""
import argparse, json, pathlib, statistics, subprocess, sys, tempfile, urllib.parse

ROOT = pathlib.Path(__file__).resolve().parents[3]
sys.path.insert(0, str(ROOT / "scripts" / "checks"))
from browser import Checks, Chromium, replay_log, serve  # noqa: E402

# The typed names: each keystroke's state is checked (carry-over states among them: 김성 → 김서연).
TYPED = ["김서연", "홍길동", "이ㅅ", "Kim"]
QUERIES = ["ㅎㄱㄷ", "김ㅁ", "이서", "홍기", "ㄱ", "Kim", "min", "1", "李", "ㅇㅎ", "정"]


def names_of_corpus(binary, count):
    """`count` names from the bundled corpora (Resources/Corpora): census surnames with
    registered given names, a tenth of them romanized (`hangul romanize --name`), and entries
    that sort under # (digits, emoji, Hanja, old Hangul, halfwidth jamo)."""
    surnames = [l.split("\t")[1] for l in (ROOT / "Resources/Corpora/surnames.tsv").read_text("utf-8").splitlines()[1:]]
    given = [l.split("\t")[0] for l in (ROOT / "Resources/Corpora/given.tsv").read_text("utf-8").splitlines()[1:]]
    others = ["1조", "2반 김민수", "３조", "😀", "🇰🇷 김", "李民秀", "\u1112\u119E\u11AB\uAE00", "\uFFA1\uFFBA\uFFB5",
              "Émile", "Ｂｏｂ", "김 Andrew", "ㄱㅊㅅ", "ㄲ", "홍 길동", "김민수(Minsu)"]
    korean = [surnames[(k * k) % 40 if k % 3 else k % len(surnames)] + given[(k * 7) % len(given)]
              for k in range(count - count // 10 - len(others))]
    romanized = hangul(binary, "romanize", "--name", *korean[: count // 10]).splitlines()
    return korean + romanized + others


def hangul(binary, *args, stdin=None):
    return subprocess.run([binary, *args], input=stdin, capture_output=True, check=True, text=True).stdout


def typing_states(binary, name):
    """What the 2-set keyboard shows after each key of `name`: `hangul compose` of each prefix
    of its keys (`hangul decompose`, jamo level)."""
    keys = hangul(binary, "decompose", name).strip()
    return [hangul(binary, "compose", keys[:k]).strip() for k in range(1, len(keys) + 1)]


def type_states(page, states):
    """Types `states` through IME composition: the last character composes, what is before it
    is committed (Input.insertText replaces the composition), as a Korean IME shows it."""
    committed = ""
    for state in states:
        before, composing = state[:-1], state[-1]
        if before != committed:
            page.call("Input.insertText", text=before[len(committed):])
            committed = before
        page.call("Input.imeSetComposition", text=composing, selectionStart=1, selectionEnd=1)
        yield state
    page.call("Input.insertText", text=states[-1][-1])


def shown_results(page, query):
    return page.wait_for(
        "(() => { const r = document.getElementById('results');"
        f" if (r.hidden || r.dataset.query !== {json.dumps(query)}) return null;"
        " return [Number(r.dataset.count), Array.from(r.children).map(li => [li.dataset.result,"
        "   Array.from(li.querySelectorAll('mark')).map(m => m.textContent)])] })()",
        f"the results of {query}")


def native_results(binary, names_file, query, carry_over):
    args = ["search", query, "--json", str(names_file)] + (["--carry-over"] if carry_over else [])
    results = json.loads(hangul(binary, *args))["results"]
    marked = []
    for r in results:
        units = r["item"].encode("utf-16-le")
        marked.append([r["item"], [units[2 * a:2 * b].decode("utf-16-le") for a, b in r["utf16"]]])
    return marked


def wait_scroll_end(page):
    """Waits until the page has handled the end of the scroll at the list's offset now."""
    page.wait_for("(() => { const l = document.getElementById('list');"
                  " return document.body.dataset.scrollEnded === String(l.scrollTop) })()", "the scroll to end")
    page.evaluate("new Promise(r => setTimeout(r, 200))")
    page.wait_for("(() => { const l = document.getElementById('list');"
                  " return document.body.dataset.scrollEnded === String(l.scrollTop) })()", "the scroll to end")


def geometry(page):
    return page.evaluate(
        "(() => { const l = document.getElementById('list'); const r = l.getBoundingClientRect();"
        " const top = r.top + l.clientTop - l.scrollTop;"
        " return { offset: l.scrollTop, height: l.clientHeight, max: l.scrollHeight - l.clientHeight,"
        "  sections: Array.from(l.querySelectorAll('section')).map(s => { const b = s.getBoundingClientRect();"
        "    return [s.dataset.sectionTitle, b.top - top, b.bottom - top] }),"
        "  rows: Array.from(l.querySelectorAll('li')).map(li => { const b = li.getBoundingClientRect();"
        "    return [b.top - top, b.bottom - top] }) } })()")


def center(page, selector):
    return page.evaluate(
        f"(() => {{ const e = document.querySelector({json.dumps(selector)}); if (!e || e.hidden) return null;"
        " const r = e.getBoundingClientRect(); return [r.x + r.width / 2, r.y + r.height / 2] })()")


def open_page(page, url, what):
    """Opens `url` and waits for its list: the old page's mark is taken away first, so that
    the wait cannot end on the page being left."""
    page.evaluate("document.body && delete document.body.dataset.ready")
    page.navigate(url)
    page.wait_for("document.body && document.body.dataset.ready === '1'", what, 60)


def check_list(page, expect, binary, names_file):
    """The sections and names on the page equal `hangul index` over the same names."""
    shown = page.evaluate("Array.from(document.querySelectorAll('#list section')).map(s =>"
                          " [s.dataset.sectionTitle, Array.from(s.querySelectorAll('li')).map(li => li.dataset.name)])")
    native = []
    for line in hangul(binary, "index", str(names_file)).splitlines():
        title, name = line.split("\t", 1)
        if not native or native[-1][0] != title:
            native.append([title, []])
        native[-1][1].append(name)
    rows = sum(len(s[1]) for s in shown)
    expect(shown == native, f"{len(shown)} sections and {rows} names in `hangul index` order"
           + ("" if shown == native else f" (first difference: {next((a, b) for a, b in zip(shown, native) if a != b) if len(shown) == len(native) else (len(shown), len(native))})"))
    return shown


def check_navigation(page, expect):
    """Scrolling, the next button, the strip, the picker and a resize, with real input events."""
    list_box = page.evaluate("(() => { const r = document.getElementById('list').getBoundingClientRect();"
                             " return [r.x + r.width / 2, r.y + r.height / 2] })()")
    # Scroll with the wheel in a few steps; the focus lands on a row when scrolling stops.
    for delta in [333, 1250, 47.5, 2020]:
        page.call("Input.dispatchMouseEvent", type="mouseWheel", x=list_box[0], y=list_box[1], deltaX=0, deltaY=delta)
        wait_scroll_end(page)
        g = geometry(page)
        focused = page.evaluate("Array.from(document.querySelectorAll('#list li')).findIndex(li =>"
                                " li.classList.contains('focused'))")
        top, bottom = g["offset"], g["offset"] + g["height"]
        visible = [k for k, (a, b) in enumerate(g["rows"]) if b > top and a < bottom]
        expect(focused in visible, f"wheel {delta}: the focused row {focused} is on screen (rows {visible[:1]}…{visible[-1:]})")
    # The next-section button: the section after the last one visible comes to the top.
    for _ in range(3):
        g = geometry(page)
        top, bottom = g["offset"], g["offset"] + g["height"]
        visible = [k for k, (_, a, b) in enumerate(g["sections"]) if b > top and a < bottom]
        expected = g["sections"][visible[-1] + 1][0] if visible[-1] + 1 < len(g["sections"]) else None
        title = page.evaluate("(() => { const n = document.getElementById('next'); return n.hidden ? null : n.dataset.title })()")
        expect(title == expected, f"the next button names {title!r}: the section after the last visible one ({expected!r})")
        if title is None:
            break
        page.click(*center(page, "#next"))
        wait_scroll_end(page)
        g = geometry(page)
        lower = next(a for t, a, _ in g["sections"] if t == title)
        at_top = abs(lower - g["offset"]) <= 1 or abs(g["offset"] - g["max"]) <= 1
        expect(at_top, f"tapping it: section {title} at the top (starts at {lower}, offset {g['offset']}, max {g['max']})")
    # A drag over the strip, top to bottom: the bubble shows the title under the finger, and
    # the list stands at the section it shows.
    strip = page.evaluate("(() => { const r = document.getElementById('strip').getBoundingClientRect();"
                          " return [r.x + r.width / 2, r.top, r.bottom] })()")
    x, y0, y1 = strip
    page.call("Input.dispatchMouseEvent", type="mousePressed", x=x, y=y0 + 2, button="left", clickCount=1)
    seen, consistent = [], True
    steps = 24
    for k in range(steps + 1):
        y = y0 + 2 + (y1 - y0 - 4) * k / steps
        page.call("Input.dispatchMouseEvent", type="mouseMoved", x=x, y=y, button="left", buttons=1)
        state = page.evaluate("[document.body.dataset.stripTitle, document.getElementById('bubble').textContent,"
                              " document.getElementById('bubble').hidden]")
        seen.append(state[0])
        consistent = consistent and state[0] == state[1] and not state[2]
    page.call("Input.dispatchMouseEvent", type="mouseReleased", x=x, y=y1 - 2, button="left", clickCount=1)
    titles = page.evaluate("Array.from(document.querySelectorAll('#strip span')).map(s => s.textContent)")
    expect(consistent, f"dragging the strip: the bubble shows the title under the finger ({''.join(dict.fromkeys(seen))})")
    expect(seen[0] == "ㄱ" and seen[-1] == "#", f"the drag runs from ㄱ to # ({seen[0]!r} … {seen[-1]!r}; strip {''.join(titles)})")
    wait_scroll_end(page)
    # A tap on the picker: its section is selected at once and the list scrolls to it.
    chips = page.evaluate("document.querySelectorAll('#picker button').length")
    for section in [chips // 3, 0, chips - 1]:
        page.evaluate(f"document.querySelectorAll('#picker button')[{section}].scrollIntoView({{inline: 'center'}})")
        page.click(*center(page, f"#picker button[data-section='{section}']"))
        wait_scroll_end(page)
        selected = page.evaluate("Array.from(document.querySelectorAll('#picker button')).findIndex(b =>"
                                 " b.getAttribute('aria-selected') === 'true')")
        expect(selected == section, f"picker: tapping section {section} selects it ({selected})")
    # A shorter viewport (a keyboard): the last row it cuts is scrolled into view.
    page.evaluate(f"document.querySelectorAll('#picker button')[{chips // 2}].scrollIntoView({{inline: 'center'}})")
    page.click(*center(page, f"#picker button[data-section='{chips // 2}']"))
    wait_scroll_end(page)
    page.call("Emulation.setDeviceMetricsOverride", width=420, height=537, deviceScaleFactor=1, mobile=False)
    snap = page.wait_for("(() => { const s = window.pageLog.filter(e => e[0] === 'snap'); return s.length ? s[s.length - 1] : null })()",
                         "the snap after the resize")
    expect(snap[-1] != "none", f"a shorter viewport cuts a row: the package snaps from {snap[1]} to {snap[-1]}")
    wait_scroll_end(page)
    g = geometry(page)
    top, bottom = g["offset"], g["offset"] + g["height"]
    last = [b for a, b in g["rows"] if b > top + 0.125 and a < bottom - 0.125][-1]
    expect(last <= bottom + 0.125, f"a shorter viewport: the last visible row is whole (ends {last}, viewport ends {bottom})")
    page.call("Emulation.clearDeviceMetricsOverride")


def replay(page, expect, replay_binary):
    """Every question of the page's log put to the native library: the same answers."""
    count, kinds, differences = replay_log(page.evaluate("window.pageLog"), replay_binary)
    expect(not differences, f"{count} questions to WebAssembly ({', '.join(kinds)}), the native library's answers equal"
           + (f"; differences: {differences[:5]}" if differences else ""))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--page", required=True, help="the folder with index.html and hangul-page.wasm")
    parser.add_argument("--hangul", required=True, help="the native hangul")
    parser.add_argument("--replay", required=True, help="the native replay of the page's questions")
    parser.add_argument("--names-count", type=int, default=2000)
    parser.add_argument("--chromium")
    args = parser.parse_args()
    checks = Checks()
    expect = checks.expect
    folder = pathlib.Path(tempfile.mkdtemp(prefix="hangul-page-"))
    for item in pathlib.Path(args.page).iterdir():
        (folder / item.name).symlink_to(item.resolve())
    names_file = folder / "names.txt"
    names_file.write_text("".join(n + "\n" for n in names_of_corpus(args.hangul, args.names_count)), "utf-8")
    base = serve(folder)
    timings = {}
    with Chromium(args.chromium, width=420, height=800) as page:
        # The generated names (the page's default): sections as `hangul index` gives them.
        open_page(page, base + "index.html", "the list (generated names)")
        names = page.evaluate("Array.from(document.querySelectorAll('#list li')).map(li => li.dataset.name)")
        generated = folder / "generated.txt"
        generated.write_text("".join(n + "\n" for n in names), "utf-8")
        check_list(page, expect, args.hangul, generated)
        timings["compile hangul-page.wasm (first load)"] = page.evaluate("window.pageTimings.compile")
        timings["load and show 2,000 generated names (first load)"] = page.evaluate("window.pageTimings.load")
        # A names file of the shared generator, stress entries included.
        open_page(page, base + "index.html?names=names.txt", "the list (names.txt)")
        check_list(page, expect, args.hangul, names_file)
        check_navigation(page, expect)
        # Search as typed, through IME composition, with the carry-over.
        page.evaluate("document.getElementById('q').focus()")
        for name in TYPED:
            states = typing_states(args.hangul, name)
            equal = []
            for state in type_states(page, states):
                count, shown = shown_results(page, state)
                native = native_results(args.hangul, names_file, state, carry_over=True)
                equal.append(count == len(native) and shown == native[:len(shown)] and len(shown) >= min(50, count))
                if not equal[-1]:
                    print(f"      {state}: page {count} {shown[:3]} native {len(native)} {native[:3]}")
            value = page.evaluate("document.getElementById('q').value")
            expect(all(equal) and value == states[-1],
                   f"typing {name} ({' '.join(states)}): each state's results and marks equal `hangul search --carry-over`")
            page.evaluate("(() => { const q = document.getElementById('q'); q.value = '';"
                          " q.dispatchEvent(new Event('input')) })()")
        keystrokes = page.evaluate("window.pageTimings.keystrokes")
        replay(page, expect, args.replay)
        # ?q=QUERY: the search box holds it on load, and the results are `hangul search QUERY`'s.
        for query in QUERIES:
            open_page(page, base + "index.html?names=names.txt&q=" + urllib.parse.quote(query), f"the page with ?q={query}")
            count, shown = shown_results(page, query)
            native = native_results(args.hangul, names_file, query, carry_over=False)
            expect(count == len(native) and shown == native[:len(shown)] and len(shown) >= min(50, count),
                   f"?q={query}: {count} results in `hangul search` order, marks included (native {len(native)})")
        names_load = page.evaluate("window.pageTimings.load")
        # Bad input: a file that is not UTF-8 is refused with a clear message, nothing shown (as
        # `hangul` stops at it); an empty file shows an empty list, and says so.
        (folder / "bad.txt").write_bytes("홍길동\n".encode() + b"\xff\xfe\n" + "김민수\n".encode())
        (folder / "empty.txt").write_bytes(b"")
        page.evaluate("document.body && delete document.body.dataset.ready")
        page.navigate(base + "index.html?names=bad.txt")
        refused = page.wait_for("(() => { const s = document.getElementById('status');"
                                " return s && !s.hidden ? [s.textContent, document.querySelectorAll('#list li').length] : null })()",
                                "the message for a file that is not UTF-8")
        expect("not valid UTF-8" in refused[0] and refused[1] == 0, f"?names=bad.txt (invalid UTF-8): {refused}")
        open_page(page, base + "index.html?names=empty.txt", "the page of an empty file")
        empty = page.evaluate("[document.getElementById('status').textContent, document.querySelectorAll('#list section').length,"
                              " document.getElementById('next').hidden]")
        expect(empty == ["no names to show", 0, True], f"?names=empty.txt: an empty list that says so ({empty})")
        timings[f"load and show names.txt ({args.names_count:,} names, module cached)"] = names_load
    print(f"page: {checks.passed} passed, {checks.failed} failed")
    for what, ms in timings.items():
        print(f"timing: {what}: {ms:.0f} ms")
    if keystrokes:
        print(f"timing: search per keystroke ({len(keystrokes)} keystrokes): median {statistics.median(keystrokes):.2f} ms,"
              f" max {max(keystrokes):.2f} ms")
    return 1 if checks.failed else 0


if __name__ == "__main__":
    sys.exit(main())
