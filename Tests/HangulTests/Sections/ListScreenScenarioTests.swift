import Hangul
import HangulNavigation
import HangulTestSupport
import SectionNavigation
import Testing

/// List screens replayed as an app writes them, with only the public API: a sectioned list
/// laid out as headers and rows, scrolled on a 3× pixel grid, with a "next section" button, an
/// index strip and a category bar.
@Suite struct ListScreenScenarioTests {
  static let names = [
    "홍길동", "김철수", "金민수", "까치", "Émile", "alice", "1반", "😀 이영희", "Zoë", "박지훈", "이서연", "최유진",
    "강민", "나래", "다온", "라희", "마루", "Ωmega", "Bob", "정하늘", "한결", "오세훈", "윤슬", "서지우",
  ]

  /// Header and row extents for a list: each section a 28-pt header, then 44-pt rows.
  static func layout<Item>(_ list: SectionedList<Item>) throws -> (sections: ExtentLayout, end: Double) {
    var starts: [Double] = []
    var cursor = 0.0
    for section in list.sections {
      starts.append(cursor)
      cursor += 28 + 44 * Double(section.items.count)
    }
    return (try ExtentLayout(starts: starts, end: cursor), cursor)
  }

  @Test(arguments: SectionIndex.Layout.allCases)
  func nextButtonIndexStripAndPicker(layout: SectionIndex.Layout) throws {
    let list = try SectionIndex(layout: layout).sections(of: Self.names)
    let navigator = list.navigator  // one call, any layout
    let (sections, end) = try Self.layout(list)
    let viewportLength = 1537.0 / 3

    // Scrolling: the "next" button targets the section after the last visible one, the same
    // by ids (what a visibility callback reports) and by position (the index form).
    var offset = 0.0
    while offset + viewportLength <= end {
      let viewport = Extent(lower: offset, length: viewportLength)
      let visible = sections.visibleRange(in: viewport)
      let ids = visible.map { list.sections[$0].id }
      let byIDs = navigator.nextButton(after: ids.reversed())
      let byPosition = navigator.nextButton(afterPosition: visible.last)
      #expect(byIDs == byPosition)
      if let last = visible.last {
        #expect(byPosition.target?.position == (last + 1 < list.sections.count ? last + 1 : nil))
      }
      offset += 7.0 / 3
    }

    // The index strip: every title position resolves, and a tap scrolls to a section the
    // category bar then shows.
    var picker = SectionPicker(sections: sections, viewportLength: viewportLength)
    for position in list.titles.indices {
      let section = try #require(navigator.section(forIndexTitleAt: position))
      #expect(list.titles[section.indexTitlePosition] == list.sections[section.position].title)
      let selected = picker.select(section.position)
      let target = try #require(selected)
      picker.scrollDidEnd(at: target)
      let shown = picker.scrolled(to: target)
      #expect(shown == section.position)
    }
  }

  @Test func groupingsByPartyAndAreaInTheAppsOrder() throws {
    struct Member {
      var name: String
      var party: String
      var area: String
    }
    let parties = ["더불어민주당", "국민의힘", "조국혁신당", "개혁신당", "진보당"]  // by seats
    let areas = ["서울", "부산", "대구", "인천", "광주", "대전", "울산", "세종"]  // official order
    let members = Self.names.enumerated().map { k, name in
      Member(name: name, party: parties[k * 7 % parties.count], area: areas[k * 5 % areas.count])
    }
    let collator = try KoreanCollator()
    for list in [
      try collator.grouped(members, by: \.party, sectionOrder: parties, orderedBy: \.name),
      try collator.grouped(members, by: \.area, sectionOrder: areas, orderedBy: \.name),
    ] {
      let order = list.titles == parties ? parties : areas
      #expect(list.sections.map(\.title) == order.filter { key in list.sections.contains { $0.title == key } })
      for section in list.sections {
        #expect(section.items.map(\.name) == (try collator.sorted(section.items.map(\.name))))
      }
      let navigator = list.navigator
      for k in list.sections.indices {
        #expect(navigator.next(after: [list.sections[k].id])?.position == (k + 1 < list.sections.count ? k + 1 : nil))
      }
    }
  }
}
