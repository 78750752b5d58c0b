import CICU
import Hangul
import Testing

/// Sort order and the ICU section layout against oracle.py (ICU 78 in PyICU) golden
/// fixtures, and against the system ICU's own AlphabeticIndex with records (ICU 72).
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

  @Test(arguments: stems) func bucketBoundariesAgreeWithPerNameLookup(stem: String) throws {
    // The binary search over the sorted names relies on buckets being monotonic in
    // collation order; check it against ICU's bucket of every single name.
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
