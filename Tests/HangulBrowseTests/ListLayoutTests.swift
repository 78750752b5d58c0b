import Hangul
import HangulBrowse
import Testing

@Suite("List layout")
struct ListLayoutTests {
  let names = BrowseFixtures.names(count: 300)

  /// Naive reference: every line of the list, as (row, section, line within the row).
  func lines(of grouping: BrowseGrouping, heights: (Int) -> Int) -> [(row: ListLayout.Row, section: Int, within: Int)] {
    var lines: [(row: ListLayout.Row, section: Int, within: Int)] = []
    for section in grouping.navigator.sections.indices {
      lines.append((.header(section: section), section, 0))
      for item in grouping.items(inSection: section) {
        for within in 0..<heights(Int(item)) { lines.append((.item(Int(item)), section, within)) }
      }
    }
    return lines
  }

  @Test("every line's row and section agree with a line-by-line reference", arguments: [false, true])
  func everyLine(details: Bool) throws {
    let grouping = try BrowseGrouping(namesOf: BrowseTable(names: names), index: SectionIndex())
    let heights: (Int) -> Int = details ? { 1 + ($0 % 3 == 0 ? 2 : 1) } : { _ in 1 }
    let layout = try ListLayout(grouping, rowHeight: heights)
    let reference = lines(of: grouping, heights: heights)
    #expect(layout.lineCount == reference.count)
    for (line, expected) in reference.enumerated() {
      let row = try #require(layout.row(atLine: line))
      #expect(layout.content(ofRow: row) == expected.row, "line \(line)")
      #expect(line - Int(layout.rows[row].lower) == expected.within, "line \(line)")
      #expect(layout.section(atLine: line) == expected.section, "line \(line)")
    }
    #expect(layout.row(atLine: reference.count) == nil)
    #expect(layout.row(atLine: -1) == nil)
    for item in names.indices {
      let row = try #require(layout.row(ofItem: item))
      #expect(layout.content(ofRow: row) == .item(item))
    }
    for section in grouping.navigator.sections.indices {
      let line = layout.headerLine(ofSection: section)
      #expect(reference[line].row == .header(section: section))
    }
  }
}
