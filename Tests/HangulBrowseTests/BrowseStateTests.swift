import Hangul
import HangulBrowse
import SectionNavigation
import Testing

@Suite("Browse state: the event → state function")
struct BrowseStateTests {
  let names = BrowseFixtures.names(count: 800)

  @Test("Tab visits every section in order, Shift-Tab comes back", arguments: [(80, 24), (200, 60)])
  func tabThroughEverySection(size: (Int, Int)) throws {
    var state = try BrowseFixtures.state(names: names, width: size.0, height: size.1)
    let titles = try SectionIndex().sections(of: names).sections.map(\.title)
    var visited = [state.currentSection.map { state.navigator.sections[$0].title }]
    for _ in 1..<titles.count {
      state.handle(.key(.tab))
      visited.append(state.currentSection.map { state.navigator.sections[$0].title })
    }
    #expect(visited == titles.map { Optional($0) })
    state.handle(.key(.tab))  // at the last section: stays
    #expect(state.currentSection == titles.count - 1)
    for expected in titles.indices.reversed().dropFirst() {
      state.handle(.key(.backTab))
      #expect(state.currentSection == expected)
    }
  }

  @Test("a press on each strip line jumps to that title's section, or the nearest following one")
  func stripPress() throws {
    for (width, height) in [(80, 24), (200, 60), (40, 8)] {
      var state = try BrowseFixtures.state(names: names, width: width, height: height)
      let list = try SectionIndex().sections(of: names)
      let strip = IndexStrip(
        titles: list.titles, extent: Extent(lower: 0, upper: Double(state.listHeight)), minimumRowLength: 1)
      for line in 0..<state.listHeight {
        state.handle(.press(row: line, column: width - 1))
        state.handle(.release)
        // Reference: the strip's title at the line's middle, then a linear scan for the first
        // non-empty section at or after it (else the last section).
        let titlePosition = try #require(strip.titlePosition(at: Double(line) + 0.5))
        let expected =
          list.sections.firstIndex { $0.titlePosition >= titlePosition } ?? (list.sections.count - 1)
        #expect(state.currentSection == expected, "\(width)×\(height) line \(line)")
        #expect(state.top == min(state.layout.headerLine(ofSection: expected), state.maxTop))
      }
    }
  }

  @Test("a drag along the strip passes through the sections in order")
  func stripDrag() throws {
    var state = try BrowseFixtures.state(names: names, width: 80, height: 24)
    state.handle(.press(row: 0, column: 79))
    var seen = [state.currentSection!]
    for line in 1..<state.listHeight {
      state.handle(.drag(row: line, column: 70))  // the pointer may leave the strip's columns
      seen.append(state.currentSection!)
    }
    state.handle(.release)
    #expect(seen == seen.sorted())
    #expect(seen.last == state.navigator.count - 1)
    state.handle(.drag(row: 0, column: 79))  // released: no jump
    #expect(state.currentSection == state.navigator.count - 1)
  }

  @Test("the next button targets the section after the last visible line, hidden at the end")
  func nextButton() throws {
    var state = try BrowseFixtures.state(names: names, width: 80, height: 24)
    while true {
      let lastLine = min(state.top + state.listHeight, state.layout.lineCount) - 1
      let lastSection = try #require(state.layout.section(atLine: lastLine))
      let button = state.nextButton
      if lastSection == state.navigator.count - 1 {
        #expect(!button.isVisible)
        #expect(!state.frame().textLines[state.listHeight - 1].contains("다음"))
        break
      }
      #expect(button.isVisible && button.target?.position == lastSection + 1)
      #expect(state.frame().textLines[state.listHeight - 1].contains("다음: \(button.title!) ▸"))
      state.handle(.key(.pageDown))
    }
    #expect(state.top == state.maxTop)
  }

  @Test("scrolling keys clamp to the list; the scroll spy takes over from a jump")
  func scrolling() throws {
    var state = try BrowseFixtures.state(names: names, width: 80, height: 24)
    state.handle(.key(.up))
    #expect(state.top == 0)
    state.handle(.key(.end))
    #expect(state.top == state.layout.lineCount - state.listHeight)
    state.handle(.key(.pageDown))
    #expect(state.top == state.maxTop)
    state.handle(.key(.home))
    state.handle(.wheel(lines: 3))
    #expect(state.top == 3)
    state.handle(.key(.tab))
    #expect(state.currentSection == 1)
    #expect(state.top == state.layout.headerLine(ofSection: 1))
    state.handle(.key(.up))  // the previous section's last item is at the top now
    #expect(state.currentSection == 0)
    #expect(state.currentSection == state.layout.section(atLine: state.top))
  }

  @Test("the last sections stay current after a jump even when their header cannot reach the top")
  func jumpNearTheEnd() throws {
    var state = try BrowseFixtures.state(names: names, width: 80, height: 24)
    let last = state.navigator.count - 1
    // The first section whose header cannot reach the top: its jump ends at the end.
    let unreachable = try #require((0...last).first { state.layout.headerLine(ofSection: $0) > state.maxTop })
    for section in unreachable...last {
      state.handle(.key(.home))
      for _ in 0..<section { state.handle(.key(.tab)) }
      #expect(state.currentSection == section)
      #expect(state.top == state.maxTop)
      #expect(state.frame().textLines.last!.hasPrefix("[\(state.navigator.sections[section].title)]"))
    }
    // A scroll hands back to the spy, which knows the content's end: at the end of the list
    // the last section whose header is on the screen is current.
    state.handle(.key(.up))
    state.handle(.key(.end))
    #expect(state.currentSection == last)
  }

  @Test("a grouping switch keeps the top item on its screen line and cycles back")
  func groupingSwitch() throws {
    var state = try BrowseFixtures.state(names: names, tsv: true, width: 80, height: 24)
    #expect(state.groupings.map(\.name) == ["name", "party", "area"])
    state.handle(.wheel(lines: 137))
    for _ in 0..<3 {
      let before = try #require(firstItem(state))
      state.handle(.character("g"))
      let after = try #require(firstItem(state))
      if state.top > 0 && state.top < state.maxTop { #expect(after == before) }
      // A new picker follows the new grouping's spy, then Tab moves within the new grouping.
      let current = try #require(state.currentSection)
      #expect(current == state.picker.spyIndex(at: Double(state.top)))
      state.handle(.key(.tab))
      #expect(state.currentSection == min(current + 1, state.navigator.count - 1))
      state.handle(.key(.home))
      state.handle(.wheel(lines: 137))
    }
    #expect(state.groupingPosition == 0)
  }

  /// The first item whose row starts below the pinned header, and its screen line.
  func firstItem(_ state: BrowseState) -> (item: Int, line: Int)? {
    for line in (state.top + 1)..<(state.top + state.listHeight) {
      guard let row = state.layout.row(atLine: line) else { return nil }
      if case .item(let item) = state.layout.content(ofRow: row), Int(state.layout.rows[row].lower) == line {
        return (item, line - state.top)
      }
    }
    return nil
  }

  @Test("the search narrows keystroke by keystroke and backspace restores the results")
  func searchNarrowsAndRestores() throws {
    var state = try BrowseFixtures.state(names: names, width: 80, height: 24)
    state.handle(.key(.pageDown))
    let topBefore = state.top
    state.handle(.character("/"))
    var counts: [Int] = []
    for key in ["ㄱ", "ㅁ"] as [Character] {
      state.handle(.character(key))
      guard case .search(let line) = state.mode else {
        Issue.record("not searching")
        return
      }
      // Reference: the library's one-name matcher over every name.
      let query = HangulSearchQuery(line.query)
      #expect(Set(line.results!.itemOffsets) == Set(names.indices.filter { query.matches(names[$0]) }))
      counts.append(line.results!.count)
    }
    #expect(counts[1] < counts[0])
    state.handle(.key(.backspace))
    guard case .search(let line) = state.mode else {
      Issue.record("not searching")
      return
    }
    #expect(line.query == "ㄱ" && line.results?.count == counts[0])
    state.handle(.key(.escape))
    #expect(state.top == topBefore)
  }

  @Test("jamo typed one by one are assembled; Latin keys fall back to the 2-set layout")
  func assembledQueryAndFallback() throws {
    var state = try BrowseFixtures.state(names: ["홍길동", "홍길순", "김철수"], width: 80, height: 24)
    state.handle(.character("/"))
    for key in ["ㅎ", "ㅗ", "ㅇ", "ㄱ", "ㅣ"] as [Character] { state.handle(.character(key)) }
    guard case .search(let typed) = state.mode else {
      Issue.record("not searching")
      return
    }
    #expect(typed.query == "홍기")
    #expect(typed.results?.count == 2)
    state.handle(.key(.escape))
    state.handle(.character("/"))
    for key in "ghdrlfehd" { state.handle(.character(key)) }
    guard case .search(let line) = state.mode, let results = line.results else {
      Issue.record("no results")
      return
    }
    #expect(line.typedAs2Set == "홍길동")
    #expect(results.map { state.table.names[$0.itemOffset] } == ["홍길동"])
    #expect(state.frame().textLines.last!.contains("ghdrlfehd → 홍길동"))
    // One result is "1 result", two are "2 results".
    #expect(state.frame().textLines.last!.contains("  1 result · "), "\(state.frame().textLines.last!)")
    state.handle(.key(.escape))
    state.handle(.character("/"))
    for key in ["ㅎ", "ㄱ"] as [Character] { state.handle(.character(key)) }
    #expect(state.frame().textLines.last!.contains("  2 results · "), "\(state.frame().textLines.last!)")
  }

  @Test("Enter reveals the chosen result under the pinned header, highlighted")
  func enterRevealsResult() throws {
    var state = try BrowseFixtures.state(names: names, width: 80, height: 24)
    state.handle(.character("/"))
    state.handle(.character("ㅇ"))
    state.handle(.key(.down))
    guard case .search(let line) = state.mode, let results = line.results else {
      Issue.record("no results")
      return
    }
    let chosen = results[1].itemOffset
    state.handle(.key(.enter))
    #expect(state.highlightedItem == chosen)
    let row = try #require(state.layout.row(ofItem: chosen))
    let line0 = Int(state.layout.rows[row].lower)
    // The whole row is on the screen, below the pinned header.
    #expect(line0 > state.top && Int(state.layout.rows[row].upper) <= state.top + state.listHeight)
    #expect(state.frame().textLines[line0 - state.top].hasPrefix("  " + names[chosen]))
  }

  @Test("with details, the row cut at the bottom snaps into view once when scrolling stops")
  func snapOnce() throws {
    let details = RowDetails(lineCount: { $0.count % 2 == 0 ? 2 : 1 }, lines: { _ in ["a", "b"] })
    var state = try BrowseFixtures.state(names: names, width: 80, height: 24, details: details)
    var snapped = 0
    for _ in 0..<40 {
      state.handle(.key(.down))
      #expect(state.isWaitingForIdle)
      let before = state.top
      let viewport = Extent(lower: Double(before), length: Double(state.listHeight))
      let expected = state.layout.rows.snapTarget(for: viewport)
      state.handle(.idle)
      #expect(!state.isWaitingForIdle)
      if let expected {
        #expect(state.top == min(Int(expected.viewportLower.rounded(.up)), state.maxTop))
        snapped += 1
        // The last row now ends on the screen: a second idle does nothing.
        let top = state.top
        state.handle(.idle)
        #expect(state.top == top)
      } else {
        #expect(state.top == before)
      }
    }
    #expect(snapped > 0)
  }

  @Test("a resize keeps the position valid and relays the strip out")
  func resize() throws {
    var state = try BrowseFixtures.state(names: names, width: 200, height: 60)
    #expect(!state.strip.isCollapsed)
    state.handle(.key(.end))
    state.handle(.resize(width: 80, height: 24))
    #expect(state.top <= state.maxTop)
    #expect(state.strip.isCollapsed)
    #expect(state.frame().textLines.count == 24 && state.frame().textLines.allSatisfy { $0.count <= 80 })
    state.handle(.resize(width: 200, height: 60))
    #expect(state.top == state.maxTop)
  }

  @Test("q and Ctrl-C quit; ? shows the keys and any key closes them")
  func quitAndHelp() throws {
    var state = try BrowseFixtures.state(names: names, width: 80, height: 24)
    state.handle(.character("?"))
    #expect(state.frame().textLines.contains { $0.contains("hangul browse: keys") })
    state.handle(.character("x"))
    #expect(!state.frame().textLines.contains { $0.contains("hangul browse: keys") })
    #expect(state.handle(.key(.interrupt)) == .quit)
    #expect(state.handle(.character("q")) == .quit)
    state.handle(.character("/"))
    #expect(state.handle(.character("q")) == .redraw)  // a letter of the query
    #expect(state.handle(.key(.interrupt)) == .quit)
  }
}

@Suite("Browse state: odd lists")
struct BrowseOddListTests {
  /// Every kind of event, in both modes.
  static let events: [BrowseEvent] =
    BrowseKey.allCases.filter { $0 != .interrupt }.map { .key($0) } + [
      .character("g"), .character("?"), .character("x"), .press(row: 0, column: 79), .drag(row: 30, column: 79),
      .release, .press(row: 22, column: 70), .wheel(lines: 3), .wheel(lines: -9), .idle,
      .resize(width: 1, height: 1), .resize(width: 80, height: 24), .character("/"), .character("ㄱ"),
      .key(.down), .key(.enter), .character("/"), .character("z"), .key(.backspace), .key(.backspace), .key(.escape),
    ]

  @Test("an empty list, a header-only TSV and odd names take every event without a crash")
  func oddLists() throws {
    let long = String(repeating: "가나다라마바사아자차카타파하", count: 10)
    let tables = [
      BrowseTable(names: []),
      BrowseTable(lines: ["name\tparty"]),
      BrowseTable(names: ["a\tb\u{7}", "👨‍👩‍👧 가족", "e\u{301}\u{301}", long, "\u{1112}\u{1161}\u{11AB}", ""]),
    ]
    for table in tables {
      var state = try BrowseState(table: table, width: 80, height: 24)
      for event in Self.events {
        #expect(state.handle(event) == .redraw)
        let lines = state.frame().textLines
        #expect(lines.count == state.height)
        #expect(state.top >= 0 && state.top <= state.maxTop)
      }
    }
    var state = try BrowseState(table: tables[2], width: 40, height: 10)
    let lines = state.frame().textLines
    #expect(lines.contains { $0.hasPrefix("  a�b�") })
    #expect(lines.contains { $0.contains("…") })  // the long name, cut with an ellipsis
    state.handle(.key(.down))
    #expect(state.frame().textLines.allSatisfy { DisplayWidth.of($0) == 40 })
  }
}
