import Hangul
import HangulCorpus
import HangulNavigation
import HangulTestSupport
import SectionNavigation
import Testing

/// SectionedList made by the app, its navigator in both layouts, and grouping in the app's
/// own section order.
@Suite struct SectionedListTests {
  struct Member: Sendable {
    var name: String
    var party: String
  }

  /// Korean collation of names made only of modern Hangul syllables is code point order
  /// (the syllable block is laid out in ㄱ…ㅎ, ㅏ…ㅣ order): an oracle that does not use ICU.
  static func syllableOrder(_ names: [String]) -> [String] {
    names.sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }
  }

  @Test func theICULayoutGivesANavigatorWhenBothEllipsisBucketsHoldNames() throws {
    let list = try SectionIndex(layout: .icu).sections(of: ["1반", "김민수", "Zoe", "Ω", "😀"])
    let ellipses = list.sections.filter { $0.title == "…" }
    #expect(ellipses.count == 2)  // underflow (1반, 😀) and overflow (Ω)
    // Titles as ids collide; the navigator the list gives uses title positions.
    #expect(throws: SectionNavigatorError.self) {
      try SectionNavigator(titles: list.sections.map(\.title), indexTitles: list.titles)
    }
    let navigator = list.navigator
    #expect(navigator.sections.map(\.id) == list.sections.map(\.id))
    #expect(navigator.sections.map(\.title) == list.sections.map(\.title))
    #expect(navigator.sections.map(\.indexTitlePosition) == list.sections.map(\.titlePosition))
    #expect(Set(list.sections.map(\.id)).count == list.sections.count)
    for (k, section) in list.sections.enumerated() {
      #expect(navigator.position(of: section.id) == k)
      #expect(list.titles[section.id] == section.title)
    }
    // Next after the first "…" is ㄱ; after Z, the overflow "…".
    #expect(navigator.next(after: [list.sections[0].id])?.title == "ㄱ")
    let z = try #require(list.sections.firstIndex { $0.title == "Z" })
    #expect(navigator.next(after: [list.sections[z].id])?.id == ellipses[1].id)
    // Each "…" index title resolves by position: the inflow one (empty) to the next section.
    let inflow = try #require(list.kinds.firstIndex(of: .inflow))
    #expect(navigator.section(forIndexTitleAt: inflow)?.title == "Z")
    let overflow = try #require(list.kinds.firstIndex(of: .overflow))
    #expect(navigator.section(forIndexTitleAt: overflow)?.id == ellipses[1].id)
  }

  @Test(arguments: SectionIndex.Layout.allCases)
  func everyLayoutGivesANavigatorInTheListsOrder(layout: SectionIndex.Layout) throws {
    let names = ["홍길동", "김철수", "金민수", "까치", "Émile", "alice", "1반", "😀 이영희", "Zoë", "Ωmega", "ㄱ"]
    let list = try SectionIndex(layout: layout).sections(of: names)
    let navigator = list.navigator
    #expect(navigator.count == list.sections.count)
    #expect(navigator.indexTitles == list.titles)
    for k in list.sections.indices {
      #expect(navigator.sections[k].position == k && navigator.sections[k].id == list.sections[k].id)
      #expect(navigator.next(after: [list.sections[k].id])?.position == (k + 1 < list.sections.count ? k + 1 : nil))
    }
    // Every index title resolves to its own section, else the next one, else the last.
    for position in list.titles.indices {
      let expected =
        list.sections.firstIndex { $0.titlePosition >= position } ?? (list.sections.count - 1)
      #expect(navigator.section(forIndexTitleAt: position)?.position == expected)
    }
  }

  @Test func anAppMadeListHasANavigator() throws {
    let list = try SectionedList(titles: ["A", "B", "C"], itemsByTitle: [["apple"], [], ["cherry"]])
    #expect(list.sections.map(\.title) == ["A", "C"])
    #expect(list.kinds == [.normal, .normal, .normal])
    #expect(list.navigator.section(forIndexTitle: "B")?.id == 2)
    #expect(list.section(forIndexTitle: "B")?.items == ["cherry"])
    #expect(throws: SectionedListError.countMismatch(titles: 2, kinds: 2, itemsByTitle: 1)) {
      try SectionedList(titles: ["A", "B"], itemsByTitle: [["apple"]])
    }
    #expect(throws: SectionedListError.countMismatch(titles: 1, kinds: 2, itemsByTitle: 1)) {
      try SectionedList(titles: ["A"], kinds: [.normal, .overflow], itemsByTitle: [["apple"]])
    }
  }

  @Test func groupingInTheAppsOrderKeepsKoreanCollationInsideSections() throws {
    let members = [
      Member(name: "이서연", party: "정의당"), Member(name: "김민수", party: "국민의힘"),
      Member(name: "박지훈", party: "정의당"), Member(name: "강지원", party: "정의당"),
      Member(name: "최유진", party: "더불어민주당"), Member(name: "가나다", party: "더불어민주당"),
      Member(name: "정하늘", party: "\u{1100}\u{1175}\u{11A8}\u{1111}\u{116E}\u{11AB}당"),  // 긱푼당, spelled in NFD
    ]
    let bySeats = ["더불어민주당", "국민의힘", "기본소득당", "정의당", "긱푼당"]
    let list = try KoreanCollator().grouped(members, by: \.party, sectionOrder: bySeats, orderedBy: \.name)
    #expect(list.titles == bySeats)  // the app's order, empty 기본소득당 included for the strip
    #expect(list.sections.map(\.title) == ["더불어민주당", "국민의힘", "정의당", "긱푼당"])
    for section in list.sections {
      let names = section.items.map(\.name)
      #expect(names == Self.syllableOrder(names))
      #expect(section.items.allSatisfy { $0.party == section.title })  // Swift String equality: NFD = NFC
    }
    #expect(list.itemCount == members.count)
    #expect(list.navigator.next(after: [list.sections[1].id])?.title == "정의당")
    #expect(list.navigator.section(forIndexTitle: "기본소득당")?.title == "정의당")

    #expect(throws: SectionedListError.keyNotInSectionOrder(itemOffset: 1, key: "국민의힘")) {
      try KoreanCollator().grouped(members, by: \.party, sectionOrder: ["정의당", "더불어민주당"], orderedBy: \.name)
    }
    #expect(throws: SectionedListError.duplicateKeyInSectionOrder(position: 2, key: "정의당")) {
      try KoreanCollator().grouped(members, by: \.party, sectionOrder: ["정의당", "국민의힘", "정의당"], orderedBy: \.name)
    }
  }

  @Test func randomGroupingsInAGivenOrderKeepEveryItemOnceInSyllableOrder() throws {
    var random = SplitMix64(seed: 0x5EED_0508)
    let collator = try KoreanCollator()
    let areas = ["서울", "부산", "대구", "인천", "광주", "대전", "울산", "세종"]
    for _ in 0..<200 {
      let count = Int(random.next() % 60)
      let items = (0..<count).map { _ -> Member in
        let name = String(
          String.UnicodeScalarView(
            (0..<3).map { _ in Unicode.Scalar(0xAC00 + UInt32(random.next() % 11_172))! }))
        return Member(name: name, party: areas[Int(random.next() % UInt64(areas.count))])
      }
      var order = areas  // shuffled (Fisher–Yates)
      for i in stride(from: order.count - 1, to: 0, by: -1) { order.swapAt(i, Int(random.next() % UInt64(i + 1))) }
      let list = try collator.grouped(items, by: \.party, sectionOrder: order, orderedBy: \.name)
      #expect(list.titles == order)
      let nonEmpty = order.filter { area in items.contains { $0.party == area } }
      #expect(list.sections.map(\.title) == nonEmpty)
      for section in list.sections {
        let expected = Self.syllableOrder(items.filter { $0.party == section.title }.map(\.name))
        #expect(section.items.map { $0.name } == expected)
      }
    }
  }
}
