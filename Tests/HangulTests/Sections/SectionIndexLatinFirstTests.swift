import HangulTestSupport
import Testing

@testable import Hangul
@testable import HangulCore

/// The Latin-first contacts layout (A–Z, ㄱ…ㅎ, `#` last) against ICU through PyICU
/// (`scripts/data/fixtures/make-latin-first-fixture.sh`: AlphabeticIndex buckets, the `ko`
/// collator with Latin reordered first), over the 12,000 generated names and the edge cases.
@Suite struct SectionIndexLatinFirstTests {
  static let names: [String] =
    (FixtureFiles.lines("collation-names.txt") ?? []) + (FixtureFiles.lines("edge-names.txt") ?? [])

  /// The fixture's sections: title and input indices.
  static let expected: [(title: String, items: [Int])] = (FixtureFiles.lines("latin-first-expected.tsv") ?? [])
    .filter { $0.hasPrefix("T\t") }
    .map { line in
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
      return (String(fields[1]), fields[2].split(separator: " ").map { Int($0)! })
    }

  @Test func titlesAreLatinThenHangulThenHash() throws {
    let titles = try SectionIndex(layout: .contactsLatinFirst).titles
    let latin = (UInt8(ascii: "A")...UInt8(ascii: "Z")).map { String(UnicodeScalar($0)) }
    #expect(titles == latin + ["ㄱ", "ㄴ", "ㄷ", "ㄹ", "ㅁ", "ㅂ", "ㅅ", "ㅇ", "ㅈ", "ㅊ", "ㅋ", "ㅌ", "ㅍ", "ㅎ", "#"])
    #expect(try SectionIndex(layout: .contactsLatinFirst, separatesDoubleConsonants: true).titles.contains("ㄲ"))
  }

  @Test func sectionsAreICUs() throws {
    #expect(Self.names.count > 12_000)
    #expect(Self.expected.count > 30)
    let list = try SectionIndex(layout: .contactsLatinFirst).sections(of: Array(Self.names.indices)) { Self.names[$0] }
    #expect(list.sections.map(\.title) == Self.expected.map(\.title))
    for (section, want) in zip(list.sections, Self.expected) {
      #expect(section.items == want.items, "\(section.title)")
    }
  }

  /// A name files under the same title as in the contacts layout, and the sections, read in
  /// order, are sorted as the Latin-first collator sorts (`#` aside).
  @Test func consistentWithTheContactsLayoutAndTheCollator() throws {
    let contacts = try SectionIndex()
    let latinFirst = try SectionIndex(layout: .contactsLatinFirst)
    let names = Array(Self.names.prefix(3_000))
    let list = try latinFirst.sections(of: names)
    for section in list.sections {
      for name in section.items.prefix(50) { #expect(try contacts.title(for: name) == section.title) }
    }
    let collator = try KoreanCollator(options: .init(sortsLatinFirst: true))
    let lettered = list.sections.filter { $0.title != "#" }.flatMap(\.items)
    #expect(lettered == (try collator.sorted(lettered)))
    #expect(try latinFirst.title(for: "Alice") == "A")
    #expect(
      try latinFirst.sections(of: ["김가", "김A", "Zoe", "1반", "가"]).sections.map(\.items) == [
        ["Zoe"], ["가", "김A", "김가"], ["1반"],
      ])
  }
}
