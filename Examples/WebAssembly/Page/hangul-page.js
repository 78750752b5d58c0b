// hangul-page.wasm for a page: loads the module and puts its questions to it. A list screen
// measures its elements and asks; every answer (the sections, the search results and each
// navigation decision) is the package's, compiled to WebAssembly.
//
//   const hangul = await HangulPage.load("hangul-page.wasm");
//   const list = hangul.loadNames({ count: 2000, seed: 42 });   // { indexTitles, sections }
//   hangul.layout(sectionExtents, rowExtents, contentEnd, viewportLength);
//   hangul.next(list.scrollTop, list.clientHeight);              // the next section's index, or -1
//
// Offsets are a scroll container's scrollTop, in the coordinates of its content; extents are
// [lower, upper] pairs. -1 and NaN mean "none". Every question and its answer is logged, in
// order, in `log` ([name, ...arguments, answer]): the browser test puts the same questions to
// the native library. The calls and the log are defined in Examples/WebAssembly/PROTOCOL.md.
"use strict";

class HangulPage {
  static async load(url) {
    const response = await fetch(url);
    if (!response.ok) throw new Error(url + ": " + response.status);
    const module = await WebAssembly.compile(await response.arrayBuffer());
    const page = new HangulPage();
    const instance = await WebAssembly.instantiate(module, page.wasiImports(module));
    page.wasm = instance.exports;
    page.wasm._initialize();
    return page;
  }

  // A list item of `name` with the characters of `ranges` (UTF-16 [start, end] pairs, as
  // `search` and `hangul search --json`'s "utf16" give them) in <mark>.
  static markedItem(name, ranges) {
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

  // The [lower, upper] extents of `elements` in the coordinates of the content of `container`,
  // a scroll container (its scrollTop is an offset in them): what `layout` takes.
  static extents(container, elements) {
    const origin = container.getBoundingClientRect().top + container.clientTop - container.scrollTop;
    return elements.map((element) => {
      const r = element.getBoundingClientRect();
      return [r.top - origin, r.bottom - origin];
    });
  }

  constructor() {
    this.log = [];
    this.encoder = new TextEncoder();
    this.decoder = new TextDecoder();
  }

  // The WASI calls the module imports: output goes to the console, randomness is the
  // browser's, anything else is ENOSYS.
  wasiImports(module) {
    const imports = {};
    for (const entry of WebAssembly.Module.imports(module)) {
      imports[entry.module] = imports[entry.module] || {};
      imports[entry.module][entry.name] = () => 52;
    }
    const wasi = imports.wasi_snapshot_preview1 || {};
    wasi.fd_write = (fd, iovs, count, written) => {
      const view = new DataView(this.wasm.memory.buffer);
      let total = 0, text = "";
      for (let k = 0; k < count; k++) {
        const base = view.getUint32(iovs + 8 * k, true), length = view.getUint32(iovs + 8 * k + 4, true);
        text += this.decoder.decode(new Uint8Array(this.wasm.memory.buffer, base, length));
        total += length;
      }
      (fd === 2 ? console.error : console.log)(text);
      view.setUint32(written, total, true);
      return 0;
    };
    wasi.random_get = (buffer, length) => {
      crypto.getRandomValues(new Uint8Array(this.wasm.memory.buffer, buffer, length));
      return 0;
    };
    wasi.proc_exit = (code) => { throw new Error("hangul-page.wasm exited with " + code); };
    return imports;
  }

  // Text in: UTF-8 bytes written where page_input says. Text out: page_output's bytes.
  writeText(text) {
    const bytes = this.encoder.encode(text);
    const at = this.wasm.page_input(bytes.length);
    new Uint8Array(this.wasm.memory.buffer, at, bytes.length).set(bytes);
    return bytes.length;
  }
  readText() {
    const w = this.wasm;
    return this.decoder.decode(new Uint8Array(w.memory.buffer, w.page_output(), w.page_output_length()));
  }

  // A question and its answer, logged; -1 and NaN are logged as "none".
  ask(name, args, answer, logged = answer) {
    const none = typeof logged === "number" && (logged === -1 || Number.isNaN(logged));
    this.log.push([name, ...args, none ? "none" : logged]);
    return answer;
  }

  // The generated names ({ count, seed }) or the lines of `text` ({ text }), grouped as
  // `hangul index` groups them: { indexTitles, sections: [{ title, names }] }.
  loadNames(source) {
    const sectionCount = "text" in source
      ? this.wasm.page_load(-1, this.writeText(source.text), 0)
      : this.wasm.page_load(source.count, 0, source.seed);
    if (sectionCount < 0) throw new Error(this.readText());
    const lines = this.readText().split("\n");
    const list = { indexTitles: lines[0].split("\t"), sections: [] };
    for (const line of lines.slice(1)) {
      if (line.startsWith("S\t")) list.sections.push({ title: line.slice(2), names: [] });
      else if (line.startsWith("N\t")) list.sections[list.sections.length - 1].names.push(line.slice(2));
    }
    this.log.push(["sections", ...list.sections.map((s) => s.title)], ["titles", ...list.indexTitles]);
    return list;
  }

  // Sections whose names a server pages in: their titles, in order (contacts layout titles).
  // Answers the index strip's titles.
  useSections(titles) {
    const count = this.wasm.page_sections(this.writeText(titles.join("\n")));
    if (count < 0) throw new Error(this.readText());
    const indexTitles = this.readText().split("\t");
    this.log.push(["sections", ...titles], ["titles", ...indexTitles]);
    return indexTitles;
  }

  // The measured extents of the sections and of the rows shown.
  layout(sections, rows, contentEnd, viewportLength) {
    const numbers = sections.flat().concat(rows.flat());
    const at = this.wasm.page_input(8 * numbers.length);
    const view = new DataView(this.wasm.memory.buffer, at, 8 * numbers.length);
    numbers.forEach((value, k) => view.setFloat64(8 * k, value, true));
    const status = this.wasm.page_layout(sections.length, rows.length, contentEnd, viewportLength);
    this.log.push(["layout", sections.length, rows.length, contentEnd, viewportLength, ...numbers,
      status === 0 ? "ok" : "error"]);
    if (status !== 0) throw new Error("the list's layout was refused (extents not sorted and disjoint)");
  }

  // A scroll event: the section the picker (and a "current section" label) shows.
  scrolled(offset, viewportLength) {
    return this.ask("scrolled", [offset, viewportLength], this.wasm.page_scrolled(offset, viewportLength));
  }
  // Scrolling stopped: the section the picker shows, now following scrolling again.
  scrollEnded(offset) { return this.ask("scrollEnded", [offset], this.wasm.page_scroll_ended(offset)); }
  // The user starts scrolling the list by hand.
  dragBegan() {
    this.wasm.page_drag_began();
    this.log.push(["dragBegan", "ok"]);
  }
  // A tap on the picker's section: the offset to scroll to.
  pick(section) { return this.ask("pick", [section], this.wasm.page_pick(section)); }
  // The offset that shows a section at the top.
  sectionOffset(section) {
    return this.ask("sectionOffset", [section], this.wasm.page_section_offset(section));
  }
  // The next-section button's section: the one after the last visible section; -1 at the end.
  next(offset, viewportLength) {
    return this.ask("next", [offset, viewportLength], this.wasm.page_next(offset, viewportLength));
  }
  // The row that has the focus when scrolling stops (first at least 90 % visible, else the next).
  focus(offset, viewportLength) {
    return this.ask("focus", [offset, viewportLength], this.wasm.page_focus(offset, viewportLength));
  }
  // Where to scroll so that the last, cut row is whole; NaN when no row is cut.
  snap(offset, viewportLength) {
    return this.ask("snap", [offset, viewportLength], this.wasm.page_snap(offset, viewportLength));
  }
  // Lays the index strip out between `lower` and `upper`: the labels it shows.
  strip(lower, upper, minimumRowLength) {
    this.wasm.page_strip(lower, upper, minimumRowLength);
    return this.ask("strip", [lower, upper, minimumRowLength], this.readText()).split("\t");
  }
  // A finger at `position` on the strip: { title, section } (their indices), or null.
  stripTouch(position) {
    const touched = this.wasm.page_strip_touch(position);
    const answer = touched < 0 ? null : { title: touched >> 16, section: touched & 0xffff };
    return this.ask("stripTouch", [position], answer, answer ? answer.title + "\t" + answer.section : -1);
  }
  // The results for `text` in `hangul search` order: [{ row, ranges: [[start, end]] }], the
  // ranges in UTF-16 code units of the row's name.
  search(text, carryOver) {
    const count = this.wasm.page_search(this.writeText(text), carryOver ? 1 : 0);
    const lines = this.readText().split("\n").slice(0, count);
    return lines.map((line) => {
      const [row, ...bounds] = line.split("\t").map(Number);
      const ranges = [];
      for (let k = 0; k < bounds.length; k += 2) ranges.push([bounds[k], bounds[k + 1]]);
      return { row, ranges };
    });
  }
}
window.HangulPage = HangulPage;
