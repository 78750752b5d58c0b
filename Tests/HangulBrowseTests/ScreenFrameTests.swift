import Hangul
import HangulBrowse
import Testing

@Suite("Screen frame")
struct ScreenFrameTests {

  @Test("wide characters take two cells; text past the edge is cut on a character")
  func cells() {
    var frame = ScreenFrame(width: 7, height: 1)
    let end = frame.put("홍길동", line: 0, column: 1, style: .plain)
    #expect(end == 7)
    #expect(frame.textLines == [" 홍길동"])
    var cut = ScreenFrame(width: 6, height: 1)
    cut.put("홍길동", line: 0, column: 1, style: .plain)
    #expect(cut.textLines == [" 홍길 "])
  }

  @Test("the first screen is the library's sections, header by header, item by item", arguments: [(80, 24), (200, 60)])
  func firstScreen(size: (Int, Int)) throws {
    let names = BrowseFixtures.names(count: 500)
    let state = try BrowseFixtures.state(names: names, width: size.0, height: size.1)
    let sections = try SectionIndex().sections(of: names).sections.map { ($0.title, $0.items) }
    let expected = BrowseFixtures.flattened(sections)
    let lines = state.frame().textLines
    for line in 0..<state.listHeight {
      let shown = String(lines[line].prefix(state.listWidth - 14))  // left of the 다음 button
      let reference = expected[line].count > shown.count ? String(expected[line].prefix(shown.count)) : expected[line]
      #expect(shown.hasPrefix(reference) || reference.hasPrefix(shown.trimmingTrailingSpaces), "line \(line)")
    }
  }
}

extension String {
  var trimmingTrailingSpaces: String {
    var s = self
    while s.last == " " { s.removeLast() }
    return s
  }
}
