import CICU
import Hangul
import HangulTestSupport
import Testing

/// Sort order and the ICU section layout against oracle.py (ICU 78 in PyICU) golden
/// fixtures: the oracle. Two differential tests follow, labelled as such: the Swift grouping
/// against the system ICU's AlphabeticIndex with records called through this package's own
/// bridge, and the bulk grouping against the one-name look-up.
@Suite struct CollationFixtureTests {
  static let stems = ["collation", "edge"]

  @Test(arguments: stems) func sortOrderIsICUs(stem: String) throws {
    let fixture = try #require(CollationFixture(stem))
    #expect(fixture.sorted.count == fixture.names.count)
    let collator = try KoreanCollator()
    #expect(try collator.sortedIndices(of: fixture.names) == fixture.sorted)
    #expect(try collator.sorted(fixture.names) == fixture.sorted.map { fixture.names[$0] })
  }

  @Test(arguments: stems) func icuLayoutIsAlphabeticIndexRecordForRecord(stem: String) throws {
    let fixture = try #require(CollationFixture(stem))
    let index = try SectionIndex(layout: .icu)
    #expect(index.titles == fixture.buckets.map(\.label))
    #expect(index.kinds.map(Self.typeName) == fixture.buckets.map(\.type))
    let list = try index.sections(of: Array(fixture.names.indices), by: { fixture.names[$0] })
    var byTitle = [[Int]](repeating: [], count: index.titles.count)
    for section in list.sections { byTitle[section.titlePosition] = section.items }
    #expect(byTitle == fixture.buckets.map(\.records))
    #expect(list.itemCount == fixture.names.count)
  }

  /// Differential, not an oracle (the oracle is the PyICU fixture above): the Swift binary
  /// search over sorted names puts every record where the system ICU's own AlphabeticIndex
  /// with records puts it, reached through this package's C bridge (`cicu_record_index_*`).
  @Test(arguments: stems) func icuLayoutMatchesSystemICURecordIndex(stem: String) throws {
    let fixture = try #require(CollationFixture(stem))
    var status: Int32 = 0
    let reference = try #require(cicu_record_index_open("ko", "en", &status))
    defer { cicu_record_index_close(reference) }
    for (i, name) in fixture.names.enumerated() {
      cicu_record_index_add(reference, name, Int32(name.utf8.count), Int64(i), &status)
    }
    var bucketOfRecord = [Int32](repeating: 0, count: fixture.names.count)
    var dataInOrder = [Int64](repeating: 0, count: fixture.names.count)
    var bucketCount: Int32 = 0
    let read = cicu_record_index_read(
      reference, &bucketOfRecord, &dataInOrder, Int32(fixture.names.count), &bucketCount, &status)
    #expect(status <= 0)
    #expect(Int(read) == fixture.names.count)

    let index = try SectionIndex(layout: .icu)
    #expect(index.titles.count == Int(bucketCount))
    let list = try index.sections(of: Array(fixture.names.indices), by: { fixture.names[$0] })
    let ours = list.sections.flatMap { section in section.items.map { (Int32(section.titlePosition), Int64($0)) } }
    #expect(ours.map(\.0) == bucketOfRecord)
    #expect(ours.map(\.1) == dataInOrder)
  }

  /// Differential, not an oracle: the bulk grouping (a binary search over the sorted names,
  /// which relies on buckets being monotonic in collation order) against the one-name
  /// look-up, in every layout.
  @Test(arguments: stems) func bucketBoundariesAgreeWithPerNameLookup(stem: String) throws {
    let fixture = try #require(CollationFixture(stem))
    for layout in SectionIndex.Layout.allCases {
      for separate in [false, true] {
        let index = try SectionIndex(layout: layout, separatesDoubleConsonants: separate)
        let list = try index.sections(of: Array(fixture.names.indices), by: { fixture.names[$0] })
        for section in list.sections {
          for i in section.items {
            #expect(try index.titlePosition(for: fixture.names[i]) == section.titlePosition, "\(fixture.names[i])")
          }
        }
      }
    }
  }

  @Test(arguments: stems) func contactsLayoutFoldsICUsBuckets(stem: String) throws {
    let fixture = try #require(CollationFixture(stem))
    let contacts = try SectionIndex(layout: .contacts)
    let letters = fixture.buckets.filter { $0.type == "normal" }
    #expect(contacts.titles == letters.map(\.label) + ["#"])
    let list = try contacts.sections(of: Array(fixture.names.indices), by: { fixture.names[$0] })
    var byTitle = [String: [Int]]()
    for section in list.sections { byTitle[section.title] = section.items }
    for bucket in letters {
      #expect((byTitle[bucket.label] ?? []) == bucket.records)
    }
    let other = fixture.buckets.filter { $0.type != "normal" }.flatMap(\.records)
    #expect((byTitle["#"] ?? []) == other)
    // ICU's non-letter buckets are our "#": there is a "#" section exactly when they hold
    // names, and it comes last.
    #expect(list.sections.contains { $0.title == "#" } == !other.isEmpty)
    if !other.isEmpty { #expect(list.sections.last?.title == "#") }
  }

  static func typeName(_ kind: SectionKind) -> String {
    switch kind {
    case .normal: "normal"
    case .underflow: "underflow"
    case .inflow: "inflow"
    case .overflow: "overflow"
    }
  }
}
