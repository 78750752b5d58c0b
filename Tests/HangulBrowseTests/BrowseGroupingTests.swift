import Hangul
import HangulBrowse
import HangulNavigation
import Testing

@Suite("Browse grouping")
struct BrowseGroupingTests {
  let names = BrowseFixtures.names(count: 600)

  @Test("by name: the sections, titles and items of the library's section index")
  func byName() throws {
    let table = BrowseTable(names: names)
    let grouping = try BrowseGrouping(namesOf: table, index: SectionIndex())
    let oracle = try SectionIndex().sections(of: names)
    #expect(grouping.titles == oracle.sections.map(\.title))
    #expect(grouping.navigator.indexTitles == oracle.titles)
    for (position, section) in oracle.sections.enumerated() {
      #expect(grouping.items(inSection: position).map { names[Int($0)] } == section.items)
    }
  }

  @Test("a list with no Latin name: the strip has no empty A–Z rows; taps keep their sections")
  func koreanOnlyListDropsTheEmptyLatinLetters() throws {
    let korean = names.filter { name in !name.unicodeScalars.contains { $0.properties.isAlphabetic && $0.value < 0x250 }
    }
    let table = BrowseTable(names: korean)
    let grouping = try BrowseGrouping(namesOf: table, index: SectionIndex())
    let oracle = try SectionIndex().sections(of: korean)
    try #require(!oracle.sections.contains { $0.title.count == 1 && ("A"..."Z").contains($0.title) })
    let latin = Set((0x41...0x5A).map { String(UnicodeScalar($0)!) })
    // The strip: the index's titles without A–Z, in order.
    #expect(grouping.navigator.indexTitles == oracle.titles.filter { !latin.contains($0) })
    #expect(grouping.titles == oracle.sections.map(\.title))
    for (position, section) in oracle.sections.enumerated() {
      #expect(grouping.items(inSection: position).map { korean[Int($0)] } == section.items)
    }
    // A tap on every remaining title lands where the full strip's tap on it lands.
    let full = oracle.navigator
    for (position, title) in grouping.navigator.indexTitles.enumerated() {
      let fullPosition = try #require(oracle.titles.firstIndex(of: title))
      #expect(
        grouping.navigator.section(forIndexTitleAt: position)?.title
          == full.section(forIndexTitleAt: fullPosition)?.title, "\(title)")
    }
    // One Latin name brings the whole Latin block back.
    let mixed = try BrowseGrouping(namesOf: BrowseTable(names: korean + ["Zoe"]), index: SectionIndex())
    #expect(mixed.navigator.indexTitles == (try SectionIndex().sections(of: korean + ["Zoe"])).titles)
  }

  @Test("by column: sections in the order the file first shows them, items in collation order")
  func byColumn() throws {
    let table = BrowseTable(lines: BrowseFixtures.tsvLines(names))
    let collator = try KoreanCollator()
    for column in table.columnTitles.indices {
      let grouping = try BrowseGrouping(column: column, of: table, collator: collator)
      // Naive reference: first-seen order by a linear scan, then filter and sort each value.
      var firstSeen: [String] = []
      for value in table.columns[column] where !firstSeen.contains(value) { firstSeen.append(value) }
      #expect(grouping.titles == firstSeen)
      #expect(grouping.name == table.columnTitles[column])
      for (position, value) in firstSeen.enumerated() {
        let expected = try collator.sorted(
          table.names.indices.filter { table.columns[column][$0] == value }.map { table.names[$0] })
        #expect(grouping.items(inSection: position).map { table.names[Int($0)] } == expected)
      }
    }
  }

  @Test("an empty column value is a section of its own, titled —")
  func emptyValue() throws {
    let table = BrowseTable(lines: ["name\tparty", "홍길동\t", "김철수\t녹색당", "이영희\t"])
    let grouping = try BrowseGrouping(column: 0, of: table)
    #expect(grouping.titles == ["—", "녹색당"])
    #expect(grouping.items(inSection: 0).map { table.names[Int($0)] } == ["이영희", "홍길동"])
  }
}
