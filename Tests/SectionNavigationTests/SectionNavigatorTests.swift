import HangulCorpus
import Testing

@testable import SectionNavigation

@Suite("Section model")
struct SectionNavigatorTests {
  @Test("sections keep display order, ids and index-title positions")
  func model() throws {
    let navigator = try SectionNavigator(
      [(id: 0, title: "ㄱ"), (id: 1, title: "ㅂ"), (id: 2, title: "A")],
      indexTitles: ["ㄱ", "ㄴ", "ㄷ", "ㄹ", "ㅁ", "ㅂ", "A", "B", "#"])
    #expect(navigator.sections.map(\.title) == ["ㄱ", "ㅂ", "A"])
    #expect(navigator.sections.map(\.position) == [0, 1, 2])
    #expect(navigator.sections.map(\.indexTitlePosition) == [0, 5, 6])
    #expect(navigator.count == 3 && !navigator.isEmpty)
    #expect(navigator.position(of: 1) == 1)
    #expect(navigator.position(of: 42) == nil)
    #expect(navigator.section(withID: 1)?.title == "ㅂ")
    #expect(navigator.section(withID: -1) == nil)
  }

  @Test("ids that do not sort in display order are kept in display order")
  func idsOutOfSortOrder() throws {
    // Party ids: their string order (국 < 더 < 정 < 녹) is not the display order.
    let navigator = try SectionNavigator(
      [
        (id: "더불어민주당", title: "더불어민주당"), (id: "국민의힘", title: "국민의힘"),
        (id: "정의당", title: "정의당"), (id: "녹색당", title: "녹색당"),
      ])
    #expect(navigator.indexTitles == ["더불어민주당", "국민의힘", "정의당", "녹색당"])
    #expect(navigator.sections.map(\.indexTitlePosition) == [0, 1, 2, 3])
  }

  @Test("ICU-style repeated titles: each section takes the next matching index title")
  func repeatedTitles() throws {
    let indexTitles = ["…", "ㄱ", "ㄴ", "…", "A", "B", "…"]
    let navigator = try SectionNavigator(
      [
        (id: "underflow", title: "…"), (id: "ㄴ", title: "ㄴ"), (id: "inflow", title: "…"),
        (id: "overflow", title: "…"),
      ],
      indexTitles: indexTitles)
    #expect(navigator.section(forIndexTitle: "…")?.id == "underflow")
    #expect(navigator.sections.map(\.indexTitlePosition) == [0, 2, 3, 6])
    #expect(navigator.section(forIndexTitleAt: 4)?.id == "overflow")
    // Titles as ids cannot title two sections with "…": the ids would repeat.
    #expect(throws: SectionNavigatorError.duplicateID(sectionIndex: 2, firstIndex: 0)) {
      try SectionNavigator(titles: ["…", "ㄴ", "…"], indexTitles: indexTitles)
    }
  }

  @Test("bad input is an error, never a silently wrong model")
  func errors() {
    #expect(throws: SectionNavigatorError.duplicateID(sectionIndex: 2, firstIndex: 0)) {
      try SectionNavigator(
        [(id: 7, title: "ㄱ"), (id: 8, title: "ㄴ"), (id: 7, title: "ㄷ")],
        indexTitles: Titles.all)
    }
    #expect(throws: SectionNavigatorError.titleNotInIndexTitles(sectionIndex: 1, title: "가")) {
      try SectionNavigator(titles: ["ㄱ", "가"], indexTitles: Titles.all)
    }
    #expect(throws: SectionNavigatorError.titleOutOfOrder(sectionIndex: 1, title: "ㄱ")) {
      try SectionNavigator(titles: ["ㄴ", "ㄱ"], indexTitles: ["ㄱ", "ㄴ", "ㄷ"])
    }
    // Two sections cannot share one index title.
    #expect(throws: SectionNavigatorError.titleOutOfOrder(sectionIndex: 1, title: "ㄱ")) {
      try SectionNavigator([(id: 1, title: "ㄱ"), (id: 2, title: "ㄱ")], indexTitles: ["ㄱ", "ㄴ"])
    }
    #expect(throws: SectionNavigatorError.titleNotInIndexTitles(sectionIndex: 0, title: "")) {
      try SectionNavigator(titles: [""], indexTitles: [])
    }
  }

  @Test("an empty list gives an empty navigator that answers nil")
  func empty() throws {
    let navigator = try SectionNavigator(titles: [], indexTitles: Titles.all)
    #expect(navigator.isEmpty)
    #expect(navigator.next(after: ["ㄱ"]) == nil)
    #expect(navigator.next(after: []) == nil)
    #expect(navigator.previous(before: ["ㄱ"]) == nil)
    #expect(navigator.section(forIndexTitle: "ㄱ") == nil)
    #expect(navigator.section(afterPosition: nil) == nil)
    #expect(navigator.section(afterPosition: -5) == nil)
    #expect(navigator.section(beforePosition: 3) == nil)
    #expect(!navigator.nextButton(after: []).isVisible)
    #expect(try SectionNavigator<Int>([]).isEmpty)
  }

  @Test("random section subsets match the reference's index-title assignment")
  func property() throws {
    var random = SplitMix64(seed: 0x5EED_0010)
    let pool = Titles.all + ["…", "…"]
    for _ in 0..<2_000 {
      let indexTitles = (0..<Int.random(in: 0...45, using: &random)).map { _ in
        pool.randomElement(using: &random)!
      }
      let chosen = indexTitles.indices.filter { _ in Bool.random(using: &random) }
      let titles = chosen.map { indexTitles[$0] }
      let navigator = try SectionNavigator(
        titles.enumerated().map { (id: $0.offset * 7919, title: $0.element) },
        indexTitles: indexTitles)
      let expected = try #require(LinearReference.indexTitlePositions(of: titles, in: indexTitles))
      #expect(navigator.sections.map(\.indexTitlePosition) == expected)
      for section in navigator.sections {
        #expect(navigator.indexTitles[section.indexTitlePosition] == section.title)
        #expect(navigator.position(of: section.id) == section.position)
      }
    }
  }
}
