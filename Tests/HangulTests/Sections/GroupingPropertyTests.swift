import HangulTestSupport
import Testing

@testable import Hangul
@testable import HangulCore

/// Grouping random Unicode names (``RandomUnicode``) keeps every item exactly once, under
/// the title the one-name look-up gives.
@Suite struct GroupingPropertyTests {
  struct Item: Sendable {
    var id: Int
    var name: String
    var key: String
  }

  /// 10,000 items; keys from a small pool in several spellings (NFC, NFD, case).
  static func items(seed: UInt64) throws -> [Item] {
    var random = RandomUnicode(seed: seed)
    let pool = (0..<40).map { _ in random.string(maxPieces: 3) }
    return try (0..<10_000).map { id in
      let base = pool[random.below(pool.count)]
      let key = random.below(3) == 0 ? try base.normalized(.nfd) : (random.below(2) == 0 ? base.uppercased() : base)
      return Item(id: id, name: random.string(maxPieces: 8), key: key)
    }
  }

  /// The multiset of ids in the sections equals the input's (each id once), and every item
  /// sits under ``SectionIndex/title(for:)`` of its name, in every layout.
  @Test(arguments: [(SectionIndex.Layout.contacts, false), (.contacts, true), (.icu, false)])
  func sectionsKeepEveryItemOnceUnderItsTitle(layout: SectionIndex.Layout, separatesDoubles: Bool) throws {
    let items = try Self.items(seed: 0x6001)
    let index = try SectionIndex(layout: layout, separatesDoubleConsonants: separatesDoubles)
    let list = try index.sections(of: items, by: \.name)
    let ids = list.sections.flatMap { $0.items.map(\.id) }
    #expect(ids.sorted() == items.map(\.id))
    #expect(list.itemCount == items.count)
    var misplaced = 0
    for section in list.sections {
      for item in section.items where try index.titlePosition(for: item.name) != section.titlePosition {
        misplaced += 1
      }
    }
    #expect(misplaced == 0)
  }

  /// Grouping by key keeps every item once; each item's key is collation-equal to its
  /// section's title, and titles are strictly increasing.
  @Test func groupingByKeyKeepsEveryItemOnce() throws {
    let items = try Self.items(seed: 0x6002)
    let collator = try KoreanCollator()
    for list in [
      try collator.grouped(items, by: { $0.key }), try collator.grouped(items, by: { $0.key }, orderedBy: { $0.name }),
    ] {
      #expect(list.sections.flatMap { $0.items.map(\.id) }.sorted() == items.map(\.id))
      var wrongTitle = 0
      for section in list.sections {
        for item in section.items where try collator.compare(item.key, section.title) != .equal { wrongTitle += 1 }
      }
      #expect(wrongTitle == 0)
      for (a, b) in zip(list.titles, list.titles.dropFirst()) {
        #expect(
          try collator.compare(a, b) == .ascending,
          "\(CoreTestSupport.codePoints(a)) < \(CoreTestSupport.codePoints(b))")
      }
    }
  }
}
