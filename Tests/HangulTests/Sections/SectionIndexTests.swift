import CICU
import Hangul
import HangulNavigation
import HangulTestSupport
import SectionNavigation
import Testing

/// Titles, single-name look-ups and title resolution of SectionIndex.
@Suite struct SectionIndexTests {
  static let hangulLetters = ["ㄱ", "ㄴ", "ㄷ", "ㄹ", "ㅁ", "ㅂ", "ㅅ", "ㅇ", "ㅈ", "ㅊ", "ㅋ", "ㅌ", "ㅍ", "ㅎ"]
  static let latinLetters = (UInt8(ascii: "A")...UInt8(ascii: "Z")).map { String(UnicodeScalar($0)) }

  @Test func contactsTitlesAreTheSpecStrip() throws {
    let index = try SectionIndex()
    #expect(index.titles == Self.hangulLetters + Self.latinLetters + ["#"])
    #expect(index.kinds == Array(repeating: .normal, count: 40) + [.overflow])
  }

  @Test func icuTitlesHaveThreeCatchAllBuckets() throws {
    let index = try SectionIndex(layout: .icu)
    #expect(index.titles == ["…"] + Self.hangulLetters + ["…"] + Self.latinLetters + ["…"])
    #expect(index.kinds[0] == .underflow && index.kinds[15] == .inflow && index.kinds[42] == .overflow)
  }

  @Test func titlesFollowCollationAsSpecified() throws {
    let index = try SectionIndex()
    let expected: [(String, String)] = [
      ("金민수", "ㄱ"), ("Émile", "E"), ("Ｋｉｍ", "K"), ("ㄳ", "ㅎ"), ("까치", "ㄱ"), ("쌍둥이", "ㅅ"),
      ("李瑞炫", "ㄹ"), ("\u{F9E1}瑞炫", "ㄹ"), ("이서현", "ㅇ"), ("alice", "A"), ("ALICE", "A"), ("Zoë", "Z"),
      ("1조", "#"), ("３조", "#"), ("😀", "#"), (" 김민수", "#"), ("🇰🇷 이서연", "#"), ("Ωμέγα", "#"), ("Иван", "#"),
    ]
    for (name, title) in expected {
      #expect(try index.title(for: name) == title, "\(name)")
    }
    let icu = try SectionIndex(layout: .icu)
    #expect(try icu.title(for: "1조") == "…")
    #expect(try icu.kinds[icu.titlePosition(for: "1조")] == .underflow)
    #expect(try icu.title(for: "金민수") == "ㄱ")
  }

  @Test func doubleConsonantsCanBeTitlesOfTheirOwn() throws {
    // ICU AlphabeticIndex with the extra labels ㄲㄸㅃㅆㅉ (checked with PyICU 78 too).
    let index = try SectionIndex(separatesDoubleConsonants: true)
    let strip = ["ㄱ", "ㄲ", "ㄴ", "ㄷ", "ㄸ", "ㄹ", "ㅁ", "ㅂ", "ㅃ", "ㅅ", "ㅆ", "ㅇ", "ㅈ", "ㅉ", "ㅊ", "ㅋ", "ㅌ", "ㅍ", "ㅎ"]
    #expect(index.titles == strip + Self.latinLetters + ["#"])
    let expected = [
      ("까치", "ㄲ"), ("ㄲ", "ㄲ"), ("\u{1101}", "ㄲ"), ("가지", "ㄱ"), ("따", "ㄸ"), ("빵", "ㅃ"),
      ("쌍둥이", "ㅆ"), ("짜장", "ㅉ"), ("ㄳ", "ㅎ"), ("Kim", "K"), ("1", "#"),
    ]
    for (name, title) in expected {
      #expect(try index.title(for: name) == title, "\(name)")
    }
    let icu = try SectionIndex(layout: .icu, separatesDoubleConsonants: true)
    #expect(icu.titles == ["…"] + strip + ["…"] + Self.latinLetters + ["…"])
  }

  @Test func titleLookupAgreesWithRawImmutableIndex() throws {
    var status: Int32 = 0
    let raw = try #require(cicu_index_open("ko", "en", nil, 0, &status))
    defer { cicu_index_close(raw) }
    let index = try SectionIndex(layout: .icu)
    for name in [
      "", "\u{0}", "\u{0301}", "\u{E0001}", "\u{10FFFF}", "가", "힣", "ㅏ", "ᄒᆞᆫ글", "ﾡﾺﾵ", "㉠", "Kim", "zzz", "ß",
    ] {
      let expected = cicu_index_bucket_of_utf8(raw, name, Int32(name.utf8.count), &status)
      #expect(try index.titlePosition(for: name) == Int(expected), "\(name.unicodeScalars.map { $0.value })")
    }
  }

  @Test func tappingATitleResolvesLikeUITableView() throws {
    let list = try SectionIndex().sections(of: ["이서연", "김민수", "Zoe", "1반", "박지훈"])
    #expect(list.sections.map(\.title) == ["ㄱ", "ㅂ", "ㅇ", "Z", "#"])
    #expect(list.navigator.section(forIndexTitle: "ㄱ")?.position == 0)  // exact
    #expect(list.navigator.section(forIndexTitle: "ㄴ")?.position == 1)  // empty: next is ㅂ
    #expect(list.navigator.section(forIndexTitle: "ㅈ")?.position == 3)  // ㅈ…Y empty: Z
    #expect(list.navigator.section(forIndexTitle: "#")?.position == 4)
    #expect(list.section(forIndexTitle: "A")?.title == "Z")
    #expect(list.navigator.section(forIndexTitle: "not a title") == nil)
    let noHash = try SectionIndex().sections(of: ["김민수", "Alice"])
    #expect(noHash.navigator.section(forIndexTitle: "B")?.position == 1)  // nothing follows: the last section
    #expect(noHash.section(forIndexTitle: "#")?.title == "A")
    #expect(noHash.navigator.section(forIndexTitleAt: noHash.titles.count) == nil)
    let empty = try SectionIndex().sections(of: [String]())
    #expect(empty.titles.count == 41 && empty.sections.isEmpty)
    #expect(empty.navigator.section(forIndexTitle: "ㄱ") == nil)
  }

  @Test func oddInputLandsSomewhereExactlyOnce() throws {
    let odd = [
      "", "\u{0}", "\u{0301}", "\u{E0001}", "\u{10FFFF}", "a\u{0}b", " ", "\u{200B}", "ᄒᆞᆫ글", "ㅏ",
      String(repeating: "가", count: 100_000),
    ]
    for layout in SectionIndex.Layout.allCases {
      let list = try SectionIndex(layout: layout).sections(of: Array(odd.indices), by: { odd[$0] })
      #expect(list.sections.flatMap(\.items).sorted() == Array(odd.indices))
    }
    // And each lands where ICU's own AlphabeticIndex with records puts it, in its order.
    var status: Int32 = 0
    let reference = try #require(cicu_record_index_open("ko", "en", &status))
    defer { cicu_record_index_close(reference) }
    for (i, name) in odd.enumerated() {
      cicu_record_index_add(reference, name, Int32(name.utf8.count), Int64(i), &status)
    }
    var bucketOfRecord = [Int32](repeating: 0, count: odd.count)
    var dataInOrder = [Int64](repeating: 0, count: odd.count)
    var bucketCount: Int32 = 0
    _ = cicu_record_index_read(reference, &bucketOfRecord, &dataInOrder, Int32(odd.count), &bucketCount, &status)
    #expect(status <= 0)
    let icu = try SectionIndex(layout: .icu)
    let list = try icu.sections(of: Array(odd.indices), by: { odd[$0] })
    let ours = list.sections.flatMap { section in section.items.map { (Int32(section.titlePosition), Int64($0)) } }
    #expect(ours.map(\.0) == bucketOfRecord)
    #expect(ours.map(\.1) == dataInOrder)
    // The contacts layout shows ICU's letter, or # for ICU's other buckets.
    let contacts = try SectionIndex()
    for name in odd {
      let position = try icu.titlePosition(for: name)
      let expected = icu.kinds[position] == .normal ? icu.titles[position] : "#"
      #expect(try contacts.title(for: name) == expected, "\(CoreTestSupport.codePoints(name.prefix(4)))")
    }
  }
}
