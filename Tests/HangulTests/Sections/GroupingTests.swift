import CICU
import Hangul
import HangulCorpus
import HangulNavigation
import HangulTestSupport
import Testing

/// Grouping loses and duplicates nothing, keeps collation order and input order for ties.
@Suite struct GroupingTests {
  struct Person: Sendable {
    var id: Int
    var name: String
    var party: String
  }

  static let parties = [
    "정의당", "국민의힘", "더불어민주당", "녹색당", "Independent", "기본소득당", "진보당",
    "국민의힘".decomposedForTest,
  ]

  static let people: [Person] = {
    var configuration = NameGenerator.Configuration()
    configuration.otherShare = 0.3
    var generator = NameGenerator(seed: 100_000, configuration: configuration)
    var pick = SplitMix64(seed: 5)
    return (0..<100_000).map {
      Person(id: $0, name: generator.next(), party: parties[Int(pick.next() % UInt64(parties.count))])
    }
  }()

  /// ICU's own comparison (a fresh bridge collator), independent of the sort-key path.
  static func icuCompare(_ c: OpaquePointer, _ a: String, _ b: String) -> Int32 {
    var status: Int32 = 0
    return cicu_collator_compare_utf8(c, a, Int32(a.utf8.count), b, Int32(b.utf8.count), &status)
  }

  @Test(arguments: SectionIndex.Layout.allCases)
  func everyNameLandsInExactlyOneSectionInOrder(layout: SectionIndex.Layout) throws {
    let people = Self.people
    let index = try SectionIndex(layout: layout)
    let list = try index.sections(of: people, by: \.name)
    let ids = list.sections.flatMap { $0.items.map(\.id) }
    #expect(ids.count == people.count)
    #expect(Set(ids).count == people.count)
    #expect(list.itemCount == people.count)
    // Sections follow the strip order; items follow ICU's comparison, ties by input order.
    #expect(list.sections.map(\.titlePosition) == list.sections.map(\.titlePosition).sorted())
    var status: Int32 = 0
    let raw = try #require(cicu_collator_open("ko", 1, &status))
    defer { cicu_collator_close(raw) }
    // The Latin-first layout orders items as a collator with Latin reordered first.
    let latinFirst = try KoreanCollator(options: .init(sortsLatinFirst: true))
    var misordered = 0
    for section in list.sections {
      for (a, b) in zip(section.items, section.items.dropFirst()) {
        let c =
          layout == .contactsLatinFirst
          ? Int32(
            try latinFirst.compare(a.name, b.name) == .descending
              ? 1 : (try latinFirst.compare(a.name, b.name) == .equal ? 0 : -1))
          : Self.icuCompare(raw, a.name, b.name)
        if c > 0 || (c == 0 && a.id > b.id) { misordered += 1 }
      }
    }
    #expect(misordered == 0)
  }

  @Test func groupingByPartyTitlesInCollationOrder() throws {
    let people = Self.people
    let collator = try KoreanCollator()
    let list = try collator.grouped(people, by: { $0.party }, orderedBy: { $0.name })
    // NFC and NFD 국민의힘 are one section, titled by the first spelling met.
    #expect(Self.parties.last.map { Array($0.unicodeScalars) } != Array("국민의힘".unicodeScalars))  // really NFD
    #expect(list.titles.count == Self.parties.count - 1)
    var status: Int32 = 0
    let raw = try #require(cicu_collator_open("ko", 1, &status))
    defer { cicu_collator_close(raw) }
    for (a, b) in zip(list.titles, list.titles.dropFirst()) {
      #expect(Self.icuCompare(raw, a, b) < 0, "\(a) < \(b)")
    }
    let ids = list.sections.flatMap { $0.items.map(\.id) }
    #expect(ids.count == people.count && Set(ids).count == people.count)
    for section in list.sections {
      #expect(section.items.allSatisfy { Self.icuCompare(raw, $0.party, section.title) == 0 })
      for (a, b) in zip(section.items, section.items.dropFirst()) {
        let c = Self.icuCompare(raw, a.name, b.name)
        #expect(c < 0 || (c == 0 && a.id < b.id))
      }
    }
    // Without a name key, items keep their input order.
    let byInput = try collator.grouped(people, by: { $0.party })
    for section in byInput.sections {
      #expect(section.items.map(\.id) == section.items.map(\.id).sorted())
    }
    #expect(byInput.titles == list.titles)
  }

  @Test func homonymsKeepInputOrder() throws {
    let nfd = "김민수".decomposedForTest
    let people = [
      Person(id: 0, name: "김민수", party: ""), Person(id: 1, name: "Alice", party: ""),
      Person(id: 2, name: nfd, party: ""), Person(id: 3, name: "김민수", party: ""),
      Person(id: 4, name: "金民洙", party: ""), Person(id: 5, name: "김민수", party: ""),
    ]
    for layout in SectionIndex.Layout.allCases {
      let list = try SectionIndex(layout: layout).sections(of: people, by: \.name)
      #expect(list.section(forIndexTitle: "ㄱ")?.items.map(\.id) == [0, 2, 3, 5, 4])
    }
  }
}
