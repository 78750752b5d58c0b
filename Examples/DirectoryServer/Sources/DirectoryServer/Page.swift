/// The list screen, served at `/` (the table's rows without a scope) and at `/d/{scope}/`
/// (one directory, ``html(api:)``): sections with their titles, the index strip, a search box
/// that searches on every keystroke (IME composition included) and a next-section button.
/// Its style and script are inline; its navigation (the section behind a position on the
/// strip, the current section, the next section) is asked of the package's
/// `SectionNavigation` in WebAssembly, `/hangul-page.js` and `/hangul-page.wasm` (``PageModule``).
/// It loads nothing from elsewhere.
enum Page {
  /// The page whose requests go to `api` (`""`: `/sections`, `/names`, `/search`; a
  /// directory's `/d/{scope}`, percent-encoded, which holds no character a string of the
  /// page's script or its HTML would have to escape).
  static func html(api: String) -> String {
    template.replacing("const API = \"\";", with: "const API = \"\(api)\";")
  }

  static let template = #"""
    <!doctype html>
    <html lang="ko">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Directory</title>
    <style>
    * { box-sizing: border-box; }
    html, body { margin: 0; height: 100%; font: 16px system-ui, sans-serif; }
    body { display: flex; flex-direction: column; }
    header { display: flex; gap: 8px; padding: 8px; border-bottom: 1px solid #ccc; align-items: center; }
    #q { flex: 1; font-size: 18px; padding: 6px; }
    #current { min-width: 2em; font-weight: bold; text-align: center; }
    #body { flex: 1; display: flex; min-height: 0; }
    #list, #results { flex: 1; overflow-y: auto; margin: 0; padding: 0; }
    #list::after { content: ""; display: block; height: 100vh; }
    section h2 { margin: 0; padding: 4px 12px; background: #eee; font-size: 15px; position: sticky; top: 0; }
    ul { list-style: none; margin: 0; padding: 0; }
    li { padding: 8px 12px; border-bottom: 1px solid #f2f2f2; }
    mark { background: #ffe08a; }
    button.more { margin: 6px 12px; }
    #strip { display: flex; flex-direction: column; overflow: hidden; border-left: 1px solid #ccc;
      user-select: none; touch-action: none; }
    #strip button { flex: 1 1 0; min-height: 0; border: 0; background: none; padding: 0 6px; font-size: 11px; cursor: pointer; color: #06c; }
    #status { padding: 4px 12px; color: #a00; }
    [hidden] { display: none !important; }
    </style>
    </head>
    <body>
    <header>
      <input id="q" type="search" placeholder="검색 (ㅎㄱㄷ, 홍길, Kim)" autocomplete="off" autofocus>
      <span id="current"></span>
      <button id="next" type="button">다음 ▸</button>
    </header>
    <div id="status" hidden></div>
    <div id="body">
      <div id="list"></div>
      <ul id="results" hidden></ul>
      <nav id="strip"></nav>
    </div>
    <script src="/hangul-page.js"></script>
    <script>
    "use strict";
    const API = "";
    const PAGE = 50;
    const STRIP_ROW = 12;            // the strip's smallest row, in CSS pixels
    const $ = (id) => document.getElementById(id);
    const list = $("list"), results = $("results"), q = $("q"), current = $("current"), status = $("status");
    const next = $("next"), strip = $("strip");
    let sections = [];   // [{title, count, element, ul, more, next}]
    let indexTitles = [];
    let hangul = null;   // the navigation module (hangul-page.js)
    let searchSerial = 0;

    function showStatus(text) { status.textContent = text; status.hidden = !text; }

    async function getJSON(path) {
      const response = await fetch(API + path);
      const body = await response.json();
      if (!response.ok) throw new Error(body.error || response.statusText);
      return body;
    }

    // An item of /names: a name, or in a table of rows {"id", "name"} (the id kept on the row).
    function nameItem(item) {
      const li = document.createElement("li");
      if (typeof item === "string") {
        li.textContent = item;
      } else {
        li.textContent = item.name;
        li.dataset.id = item.id;
      }
      return li;
    }

    async function loadPage(section) {
      const button = section.more;
      button.disabled = true;
      const after = section.next ? "&after=" + encodeURIComponent(section.next) : "";
      try {
        const page = await getJSON("/names?section=" + encodeURIComponent(section.title) + "&limit=" + PAGE + after);
        for (const name of page.items) section.ul.appendChild(nameItem(name));
        section.next = page.next;
        button.hidden = !page.next;
        showStatus("");
      } catch (error) {
        showStatus(String(error.message || error));
      }
      button.disabled = false;
      if (document.body.dataset.ready) measure();
    }

    async function loadSections() {
      try {
        if (!hangul) {
          if (typeof HangulPage === "undefined") throw new Error("the navigation module is not served: start the server with --page DIR");
          hangul = await HangulPage.load("/hangul-page.wasm");
          window.pageLog = hangul.log;
        }
        const body = await getJSON("/sections");
        list.textContent = "";
        sections = body.sections.map((s) => {
          const element = document.createElement("section");
          element.dataset.title = s.title;
          const h2 = document.createElement("h2");
          h2.textContent = s.title + " (" + s.count + ")";
          const ul = document.createElement("ul");
          const more = document.createElement("button");
          more.className = "more";
          more.type = "button";
          more.textContent = "더 보기";
          element.append(h2, ul, more);
          list.appendChild(element);
          const section = { title: s.title, count: s.count, element, ul, more, next: null };
          more.addEventListener("click", () => loadPage(section));
          return section;
        });
        indexTitles = hangul.useSections(sections.map((s) => s.title));
        await Promise.all(sections.map(loadPage));
        measure();
        showStatus("");
        document.body.dataset.ready = "1";
      } catch (error) {
        showStatus(String(error.message || error));
        setTimeout(loadSections, 1000);
      }
    }

    // The sections' and the shown names' extents, in the list's content coordinates, handed to
    // the module; then the strip's labels for its height.
    function measure() {
      if (list.hidden) return;
      const rows = sections.flatMap((s) => Array.from(s.ul.children));
      hangul.layout(HangulPage.extents(list, sections.map((s) => s.element)), HangulPage.extents(list, rows),
        list.scrollHeight, list.clientHeight);
      const r = strip.getBoundingClientRect();
      strip.textContent = "";
      for (const label of hangul.strip(r.top, r.bottom, STRIP_ROW)) {
        const button = document.createElement("button");
        button.type = "button";
        button.textContent = button.dataset.title = label;
        strip.appendChild(button);
      }
      scrolled();
    }

    function showList() {
      if (q.value !== "") { q.value = ""; }
      searchSerial++;
      results.hidden = true;
      if (list.hidden) {
        list.hidden = false;
        measure();
      }
    }

    // The current section and the next button follow at once, not at the next scroll event.
    function scrollToSection(position) {
      const offset = hangul.sectionOffset(position);
      if (!Number.isNaN(offset)) list.scrollTop = offset;
      scrolled();
    }

    // A scroll event: the current section, and the section the next button leads to (the one
    // after the last visible section; none at the end).
    function scrolled() {
      if (!hangul || list.hidden) return;
      const offset = list.scrollTop, length = list.clientHeight;
      const at = hangul.scrolled(offset, length);
      current.textContent = at >= 0 ? sections[at].title : "";
      const target = hangul.next(offset, length);
      next.hidden = target < 0;
      next.dataset.section = String(target);
      next.dataset.title = target >= 0 ? sections[target].title : "";
      next.textContent = target >= 0 ? "다음 " + sections[target].title + " ▸" : "";
    }

    // A finger on the strip, pressed or dragged: the list at the section its title shows.
    function touchStrip(event) {
      const touched = hangul.stripTouch(event.clientY);
      if (!touched) return;
      showList();
      scrollToSection(touched.section);
    }
    strip.addEventListener("pointerdown", (event) => {
      strip.setPointerCapture(event.pointerId);
      touchStrip(event);
    });
    strip.addEventListener("pointermove", (event) => { if (strip.hasPointerCapture(event.pointerId)) touchStrip(event); });

    next.addEventListener("click", () => {
      showList();
      const target = Number(next.dataset.section);
      if (target >= 0) scrollToSection(target);
    });
    list.addEventListener("scroll", scrolled);
    list.addEventListener("wheel", () => { if (hangul) hangul.dragBegan(); }, { passive: true });
    new ResizeObserver(() => { if (document.body.dataset.ready) measure(); }).observe(list);

    // Every keystroke searches: `input` fires for typed characters and, with an IME, for
    // every change of the syllable being composed (ㅎ → 호 → 홍); compositionupdate as well
    // for browsers that hold `input` back while composing.
    async function search() {
      const text = q.value;
      const serial = ++searchSerial;
      if (text === "") { showList(); return; }
      list.hidden = true;
      results.hidden = false;
      try {
        const body = await getJSON("/search?q=" + encodeURIComponent(text) + "&limit=" + PAGE);
        if (serial !== searchSerial) return;
        results.textContent = "";
        for (const r of body.results) results.appendChild(HangulPage.markedItem(r.item, r.utf16));
        results.dataset.query = text;
        showStatus("");
      } catch (error) {
        if (serial === searchSerial) showStatus(String(error.message || error));
      }
    }
    q.addEventListener("input", search);
    q.addEventListener("compositionupdate", () => setTimeout(search, 0));

    loadSections();
    </script>
    </body>
    </html>
    """#
}
