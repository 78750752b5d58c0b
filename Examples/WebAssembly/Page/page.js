// The list screen: Korean names under their sections, an index strip, a section picker, a
// next-section button, focus on the row scrolling stops at, a snap to the last cut row when
// the viewport shrinks, and search as typed. This script only draws and measures: every
// decision (order, sections, search results, and each navigation answer) comes from the
// package compiled to WebAssembly, hangul-page.wasm.
//
// Address parameters: ?count=N&seed=S (the generated names, 2000 and 42 by default),
// ?names=FILE (a names file beside the page, one a line, in place of them), ?q=QUERY (put in
// the search box on load and searched as `hangul search QUERY` does; what is typed is searched
// with the 2-set carry-over, as the keyboard shows it).
"use strict";

const $ = (id) => document.getElementById(id);
const list = $("list"), results = $("results"), q = $("q"), picker = $("picker");
const strip = $("strip"), bubble = $("bubble"), next = $("next"), status = $("status");
const params = new URLSearchParams(location.search);
const RESULTS_SHOWN = 500;       // results drawn at most
const STRIP_ROW = 14;            // the strip's smallest row, in CSS pixels
const SCROLL_END_DELAY = 150;    // ms without a scroll event that end a scroll

window.pageTimings = { keystrokes: [] };

let hangul = null;               // hangul-page.wasm (hangul-page.js)
let indexTitles = [], sectionTitles = [], sectionElements = [], rowElements = [];
let viewportLength = 0, scrollEndTimer = 0, focusedRow = -1, selectedSection = -1;

function showStatus(text) { status.textContent = text; status.hidden = !text; }

async function load() {
  const started = performance.now();
  hangul = await HangulPage.load("hangul-page.wasm");
  window.pageLog = hangul.log;
  const compiled = performance.now();
  let source;
  if (params.has("names")) {
    const file = await fetch(params.get("names"));
    if (!file.ok) throw new Error(params.get("names") + ": " + file.status);
    // As `hangul` does, a file that is not UTF-8 is refused, not shown with replaced characters.
    try {
      source = { text: new TextDecoder("utf-8", { fatal: true }).decode(await file.arrayBuffer()) };
    } catch {
      throw new Error(params.get("names") + " is not valid UTF-8: nothing is shown");
    }
  } else {
    source = { count: Number(params.get("count") || 2000), seed: Number(params.get("seed") || 42) };
  }
  const loaded = hangul.loadNames(source);
  if (loaded.sections.length === 0) showStatus("no names to show");
  render(loaded);
  measure();
  layOutStrip();
  scrolled();
  const shown = performance.now();
  window.pageTimings.compile = compiled - started;
  window.pageTimings.load = shown - started;
  if (params.has("q")) {
    q.value = params.get("q");
    search(false);
  }
  document.body.dataset.ready = "1";
}

// The sections and their names, with a chip in the picker for each section.
function render(loaded) {
  indexTitles = loaded.indexTitles;
  const fragment = document.createDocumentFragment();
  for (const { title, names } of loaded.sections) {
    const section = document.createElement("section");
    section.dataset.sectionTitle = title;
    const h2 = document.createElement("h2");
    h2.textContent = title;
    const ul = document.createElement("ul");
    for (const name of names) {
      const li = document.createElement("li");
      li.textContent = li.dataset.name = name;
      ul.appendChild(li);
      rowElements.push(li);
    }
    section.append(h2, ul);
    fragment.appendChild(section);
    const chip = document.createElement("button");
    chip.type = "button";
    chip.textContent = title;
    chip.dataset.section = String(sectionTitles.length);
    chip.addEventListener("click", () => pick(Number(chip.dataset.section)));
    picker.appendChild(chip);
    sectionTitles.push(title);
    sectionElements.push(section);
  }
  list.appendChild(fragment);
}

// Hands the sections' and rows' extents (in the list's content coordinates) to the package.
function measure() {
  viewportLength = list.clientHeight;
  hangul.layout(HangulPage.extents(list, sectionElements), HangulPage.extents(list, rowElements),
    list.scrollHeight, viewportLength);
}

// The strip shows the labels the package gives for its height (bullets when too short).
function layOutStrip() {
  const r = strip.getBoundingClientRect();
  strip.textContent = "";
  for (const label of hangul.strip(r.top, r.bottom, STRIP_ROW)) {
    const span = document.createElement("span");
    span.textContent = label;
    strip.appendChild(span);
  }
}

// A scroll event: the picker's section and the next-section button.
function scrolled() {
  const offset = list.scrollTop;
  showSelected(hangul.scrolled(offset, viewportLength));
  const target = hangul.next(offset, viewportLength);
  next.hidden = target < 0;
  if (target >= 0) {
    next.textContent = "다음 " + sectionTitles[target] + " ▾";
    next.dataset.section = String(target);
    next.dataset.title = sectionTitles[target];
  }
  clearTimeout(scrollEndTimer);
  scrollEndTimer = setTimeout(scrollEnded, SCROLL_END_DELAY);
}

// Scrolling stopped: the picker follows scrolling again, and the focus goes to the first row
// at least 90 % visible.
function scrollEnded() {
  const offset = list.scrollTop;
  showSelected(hangul.scrollEnded(offset));
  const row = hangul.focus(offset, viewportLength);
  if (focusedRow >= 0) rowElements[focusedRow].classList.remove("focused");
  focusedRow = row;
  if (row >= 0) rowElements[row].classList.add("focused");
  document.body.dataset.focusedName = row >= 0 ? rowElements[row].dataset.name : "";
  document.body.dataset.scrollEnded = String(offset);
}

function showSelected(section) {
  if (section === selectedSection) return;
  if (selectedSection >= 0) picker.children[selectedSection].removeAttribute("aria-selected");
  selectedSection = section;
  if (section < 0) return;
  const chip = picker.children[section];
  chip.setAttribute("aria-selected", "true");
  const left = chip.offsetLeft - picker.offsetLeft;
  if (left < picker.scrollLeft || left + chip.offsetWidth > picker.scrollLeft + picker.clientWidth) {
    picker.scrollLeft = left - 8;
  }
}

// A tap on a section of the picker: selected at once, then the list scrolls there.
function pick(section) {
  const offset = hangul.pick(section);
  showSelected(section);
  if (!Number.isNaN(offset)) list.scrollTop = offset;
}

function scrollToSection(section) {
  const offset = hangul.sectionOffset(section);
  if (!Number.isNaN(offset)) list.scrollTop = offset;
}

next.addEventListener("click", () => scrollToSection(Number(next.dataset.section)));

// The user's own scrolling hands the picker back to the spy.
for (const kind of ["wheel", "pointerdown", "touchstart", "keydown"]) {
  list.addEventListener(kind, () => hangul.dragBegan(), { passive: true });
}
list.addEventListener("scroll", scrolled, { passive: true });

// A finger on the strip, pressed or dragged: the title under it in the bubble, and the list
// at the section that title shows.
function touchStrip(event) {
  const touched = hangul.stripTouch(event.clientY);
  if (!touched) return;
  const title = indexTitles[touched.title];
  bubble.textContent = title;
  bubble.hidden = false;
  document.body.dataset.stripTitle = title;
  scrollToSection(touched.section);
}
strip.addEventListener("pointerdown", (event) => {
  strip.setPointerCapture(event.pointerId);
  touchStrip(event);
});
strip.addEventListener("pointermove", (event) => { if (strip.hasPointerCapture(event.pointerId)) touchStrip(event); });
for (const kind of ["pointerup", "pointercancel"]) strip.addEventListener(kind, () => { bubble.hidden = true; });

// The viewport changes (a keyboard, a rotation): the layout is measured again, and when it
// shrank, the last row it cut is scrolled fully into view.
new ResizeObserver(() => {
  if (!hangul || !document.body.dataset.ready || list.hidden) return;
  const shrank = list.clientHeight < viewportLength;
  measure();
  layOutStrip();
  if (shrank) {
    const offset = list.scrollTop;
    const target = hangul.snap(offset, viewportLength);
    if (!Number.isNaN(target)) list.scrollTop = target;
  }
  scrolled();
}).observe(list);

// Search as typed: every change of the box searches, IME composition included (ㄱ, 기, 김,
// 김ㅅ, 김서 …), with the carry-over the 2-set keyboard needs; results in `hangul search` order,
// the matched characters marked.
function search(carryOver) {
  const started = performance.now();
  const text = q.value;
  const searching = text !== "";
  list.hidden = picker.hidden = strip.hidden = searching;
  results.hidden = !searching;
  if (!searching) {
    next.hidden = false;
    scrolled();
    return;
  }
  next.hidden = true;
  const found = hangul.search(text, carryOver);
  const fragment = document.createDocumentFragment();
  for (const { row, ranges } of found.slice(0, RESULTS_SHOWN)) {
    const name = rowElements[row].dataset.name;
    const li = HangulPage.markedItem(name, ranges);
    li.dataset.result = name;
    fragment.appendChild(li);
  }
  results.replaceChildren(fragment);
  results.dataset.query = text;
  results.dataset.carryOver = carryOver ? "1" : "0";
  results.dataset.count = String(found.length);
  window.pageTimings.keystrokes.push(performance.now() - started);
}
q.addEventListener("input", () => search(true));

load().catch((error) => showStatus(String(error.message || error)));
