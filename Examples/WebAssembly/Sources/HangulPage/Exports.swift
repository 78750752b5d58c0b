import SectionNavigation

// The functions the page's JavaScript calls, as Examples/WebAssembly/PROTOCOL.md defines them
// (scripts/checks/page-protocol.py keeps the two in step). Text goes in through `page_input`
// (UTF-8 bytes the page writes there) and comes out through `page_output` (UTF-8 lines the
// page reads); numbers go both ways as arguments and results. -1 (or NaN for an offset) means
// "none".

/// The list screen, made by `page_load`: its names and their search.
nonisolated(unsafe) private var screen: ListScreen?
/// The navigation, made by `page_load` or by `page_sections`.
nonisolated(unsafe) private var navigation: ListNavigation?
/// The bytes the page writes its text or numbers into.
nonisolated(unsafe) private var input: [UInt8] = []
/// The last text answer, for the page to read.
nonisolated(unsafe) private var output: [UInt8] = []

/// A buffer of `count` bytes for the next call's text or numbers; its address.
@_expose(wasm, "page_input")
@_cdecl("page_input")
func pageInput(_ count: Int32) -> UnsafeMutableRawPointer {
  input = [UInt8](repeating: 0, count: max(Int(count), 1))
  return input.withUnsafeMutableBytes { $0.baseAddress! }
}

/// The address of the last text answer.
@_expose(wasm, "page_output")
@_cdecl("page_output")
func pageOutput() -> UnsafeRawPointer {
  if output.isEmpty { output = [0] }
  return output.withUnsafeBytes { $0.baseAddress! }
}

/// The length in bytes of the last text answer.
@_expose(wasm, "page_output_length")
@_cdecl("page_output_length")
func pageOutputLength() -> Int32 { Int32(output.count) }

/// Makes the list of `count` generated names (seed `seed`), or of the page's lines when
/// `count` is -1 (the input holds them, `\n` between them). Answers the strip's titles on
/// the first line (tab-separated), then `S<TAB>title` before each section's names, one
/// `N<TAB>name` line each. Returns the number of sections, or -1 with the error as the answer.
@_expose(wasm, "page_load")
@_cdecl("page_load")
func pageLoad(_ count: Int32, _ byteCount: Int32, _ seed: Double) -> Int32 {
  let names: [String]
  if count >= 0 {
    names = ListScreen.generatedNames(count: Int(count), seed: UInt64(seed))
  } else {
    names = inputLines(byteCount)
  }
  do {
    let made = try ListScreen(names: names)
    let madeNavigation = try ListNavigation(sectionTitles: made.sectionTitles)
    screen = made
    navigation = madeNavigation
    var text = madeNavigation.navigator.indexTitles.joined(separator: "\t") + "\n"
    var section = 0
    for (row, name) in made.names.enumerated() {
      while section < made.sectionStarts.count && made.sectionStarts[section] == row {
        text += "S\t" + made.sectionTitles[section] + "\n"
        section += 1
      }
      text += "N\t" + name + "\n"
    }
    answer(text)
    return Int32(made.sectionTitles.count)
  } catch {
    screen = nil
    navigation = nil
    answer(error.message)
    return -1
  }
}

/// Sections whose names the page loads itself (from a server): the input holds their titles,
/// `\n` between them, in order. Answers the index strip's titles (tab-separated), and returns
/// the number of sections, or -1 with the error as the answer when the titles are not the
/// contacts layout's, in its order.
@_expose(wasm, "page_sections")
@_cdecl("page_sections")
func pageSections(_ byteCount: Int32) -> Int32 {
  let titles = inputLines(byteCount)
  screen = nil
  do {
    let made = try ListNavigation(sectionTitles: titles)
    navigation = made
    answer(made.navigator.indexTitles.joined(separator: "\t"))
    return Int32(titles.count)
  } catch {
    navigation = nil
    answer(error.message)
    return -1
  }
}

/// Takes the measured layout: the input holds `sectionCount` pairs of section bounds, then
/// `rowCount` pairs of row bounds, as 64-bit floats. Returns 0, or -1 when the extents are not
/// sorted and disjoint.
@_expose(wasm, "page_layout")
@_cdecl("page_layout")
func pageLayout(_ sectionCount: Int32, _ rowCount: Int32, _ contentEnd: Double, _ viewportLength: Double) -> Int32 {
  let values = input.withUnsafeBytes { raw in
    (0..<(2 * Int(sectionCount + rowCount))).map { raw.loadUnaligned(fromByteOffset: 8 * $0, as: Double.self) }
  }
  func extents(_ range: Range<Int>) -> [Extent] {
    range.map { Extent(lower: values[2 * $0], upper: values[2 * $0 + 1]) }
  }
  let sections = extents(0..<Int(sectionCount))
  let rows = extents(Int(sectionCount)..<Int(sectionCount + rowCount))
  do {
    try navigation?.setLayout(sections: sections, rows: rows, contentEnd: contentEnd, viewportLength: viewportLength)
    return 0
  } catch {
    return -1
  }
}

/// A scroll event: the section the picker shows.
@_expose(wasm, "page_scrolled")
@_cdecl("page_scrolled")
func pageScrolled(_ offset: Double, _ viewportLength: Double) -> Int32 {
  index(navigation?.scrolled(to: offset, viewportLength: viewportLength))
}

/// The end of a scroll: the section the picker shows.
@_expose(wasm, "page_scroll_ended")
@_cdecl("page_scroll_ended")
func pageScrollEnded(_ offset: Double) -> Int32 { index(navigation?.scrollDidEnd(at: offset)) }

/// The user starts dragging the list.
@_expose(wasm, "page_drag_began")
@_cdecl("page_drag_began")
func pageDragBegan() { navigation?.userDidBeginDragging() }

/// A tap on the picker's section: the offset to scroll to.
@_expose(wasm, "page_pick")
@_cdecl("page_pick")
func pagePick(_ section: Int32) -> Double { navigation?.select(Int(section)) ?? .nan }

/// The offset that shows a section at the top.
@_expose(wasm, "page_section_offset")
@_cdecl("page_section_offset")
func pageSectionOffset(_ section: Int32) -> Double { navigation?.offset(forSection: Int(section)) ?? .nan }

/// The section the next-section button leads to.
@_expose(wasm, "page_next")
@_cdecl("page_next")
func pageNext(_ offset: Double, _ viewportLength: Double) -> Int32 {
  index(navigation?.nextSection(offset: offset, viewportLength: viewportLength))
}

/// The row that has the focus when scrolling stops.
@_expose(wasm, "page_focus")
@_cdecl("page_focus")
func pageFocus(_ offset: Double, _ viewportLength: Double) -> Int32 {
  index(navigation?.focusedRow(offset: offset, viewportLength: viewportLength))
}

/// Where to scroll so that the last, cut row comes into view.
@_expose(wasm, "page_snap")
@_cdecl("page_snap")
func pageSnap(_ offset: Double, _ viewportLength: Double) -> Double {
  navigation?.snapOffset(offset: offset, viewportLength: viewportLength) ?? .nan
}

/// Lays the index strip out: answers its labels, tab-separated.
@_expose(wasm, "page_strip")
@_cdecl("page_strip")
func pageStrip(_ lower: Double, _ upper: Double, _ minimumRowLength: Double) -> Int32 {
  let labels =
    navigation?.layOutStrip(extent: Extent(lower: lower, upper: upper), minimumRowLength: minimumRowLength) ?? []
  answer(labels.joined(separator: "\t"))
  return Int32(labels.count)
}

/// A finger on the strip: the index title under it, times 65,536, plus the section it shows;
/// -1 when there is none.
@_expose(wasm, "page_strip_touch")
@_cdecl("page_strip_touch")
func pageStripTouch(_ position: Double) -> Int32 {
  guard let touch = navigation?.stripTouch(at: position) else { return -1 }
  return Int32(touch.title << 16 | touch.section)
}

/// Searches the text in the input: answers one line per result, the row, then the UTF-16
/// bounds of its matched characters, tab-separated. Returns the number of results.
@_expose(wasm, "page_search")
@_cdecl("page_search")
func pageSearch(_ byteCount: Int32, _ carryOver: Int32) -> Int32 {
  let results = screen?.search(inputText(byteCount), carryOver: carryOver != 0) ?? []
  var text = ""
  for result in results {
    text += String(result.row)
    for range in result.ranges { text += "\t\(range.lowerBound)\t\(range.upperBound)" }
    text += "\n"
  }
  answer(text)
  return Int32(results.count)
}

/// The first `count` input bytes as text (invalid UTF-8 repaired).
private func inputText(_ count: Int32) -> String {
  String(decoding: input.prefix(max(0, Int(count))), as: UTF8.self)
}

/// The non-empty lines of the first `count` input bytes, as `hangul` reads lines: `\n` ends a
/// line and a `\r` before it is dropped (invalid UTF-8 repaired).
private func inputLines(_ count: Int32) -> [String] {
  input.prefix(max(0, Int(count))).split(separator: UInt8(ascii: "\n")).map { line in
    String(decoding: line.last == UInt8(ascii: "\r") ? line.dropLast() : line, as: UTF8.self)
  }.filter { !$0.isEmpty }
}

/// Makes `text` the answer the page reads next.
private func answer(_ text: String) { output = Array(text.utf8) }

/// `value` as the page's index, -1 for none.
private func index(_ value: Int?) -> Int32 { value.map { Int32($0) } ?? -1 }

/// The reactor's entry point is `_initialize`; `main` is never called.
@_cdecl("main")
func main(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 { 0 }
