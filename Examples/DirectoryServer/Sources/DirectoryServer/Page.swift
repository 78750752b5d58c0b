/// The list screen, served at `/`: sections with their titles, the index strip, a search box
/// that searches on every keystroke (IME composition included) and a next-section button.
/// Everything is inline: the page loads nothing from elsewhere.
enum Page {
  static let html = #"""
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
    #strip { display: flex; flex-direction: column; overflow: hidden; padding: 2px; border-left: 1px solid #ccc; }
    #strip button { flex: 1 1 0; min-height: 0; border: 0; background: none; padding: 0 6px; font-size: 11px; cursor: pointer; color: #06c; }
    #strip button.empty { color: #aaa; }
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
    <script>
    "use strict";
    const TITLES = "ㄱㄴㄷㄹㅁㅂㅅㅇㅈㅊㅋㅌㅍㅎ".split("")
      .concat("ABCDEFGHIJKLMNOPQRSTUVWXYZ".split(""), ["#"]);
    const PAGE = 50;
    const $ = (id) => document.getElementById(id);
    const list = $("list"), results = $("results"), q = $("q"), current = $("current"), status = $("status");
    let sections = [];   // [{title, count, element}]
    let searchSerial = 0;

    function showStatus(text) { status.textContent = text; status.hidden = !text; }

    async function getJSON(path) {
      const response = await fetch(path);
      const body = await response.json();
      if (!response.ok) throw new Error(body.error || response.statusText);
      return body;
    }

    function nameItem(name) {
      const li = document.createElement("li");
      li.textContent = name;
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
    }

    async function loadSections() {
      try {
        const body = await getJSON("/sections");
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
        buildStrip();
        await Promise.all(sections.map(loadPage));
        updateCurrent();
        showStatus("");
        document.body.dataset.ready = "1";
      } catch (error) {
        showStatus(String(error.message || error));
        setTimeout(loadSections, 1000);
      }
    }

    function buildStrip() {
      const strip = $("strip");
      strip.textContent = "";
      const present = new Set(sections.map((s) => s.title));
      for (const title of TITLES) {
        const button = document.createElement("button");
        button.type = "button";
        button.textContent = title;
        button.dataset.title = title;
        if (!present.has(title)) button.className = "empty";
        button.addEventListener("click", () => jumpTo(title));
        strip.appendChild(button);
      }
    }

    // The section of `title`, or the first non-empty one after it (as an index strip does).
    function sectionFor(title) {
      const start = TITLES.indexOf(title);
      for (let i = start; i < TITLES.length; i++) {
        const found = sections.find((s) => s.title === TITLES[i]);
        if (found) return found;
      }
      return sections[sections.length - 1];
    }

    function showList() {
      if (q.value !== "") { q.value = ""; }
      searchSerial++;
      results.hidden = true;
      list.hidden = false;
    }

    function scrollToSection(section) {
      if (!section) return;
      list.scrollTop = section.element.offsetTop - list.offsetTop;
      current.textContent = section.title;
    }

    function jumpTo(title) {
      showList();
      scrollToSection(sectionFor(title));
    }

    function currentSection() {
      const top = list.scrollTop + list.offsetTop + 1;
      let found = sections[0];
      for (const s of sections) { if (s.element.offsetTop <= top) found = s; else break; }
      return found;
    }

    function updateCurrent() {
      const s = currentSection();
      current.textContent = s ? s.title : "";
    }

    $("next").addEventListener("click", () => {
      showList();
      const s = currentSection();
      const i = sections.indexOf(s);
      if (i >= 0 && i + 1 < sections.length) scrollToSection(sections[i + 1]);
    });
    list.addEventListener("scroll", updateCurrent);

    function highlighted(name, ranges) {
      const li = document.createElement("li");
      let at = 0;
      for (const [start, end] of ranges) {
        li.append(name.slice(at, start));
        const mark = document.createElement("mark");
        mark.textContent = name.slice(start, end);
        li.append(mark);
        at = end;
      }
      li.append(name.slice(at));
      return li;
    }

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
        for (const r of body.results) results.appendChild(highlighted(r.item, r.utf16));
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
