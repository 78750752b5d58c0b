import Testing

@testable import SectionNavigation

/// The examples of SectionNavigation's doc comments and of its DocC article "Navigating sections"
/// (Sources/SectionNavigation/SectionNavigation.docc/Navigation.md), checked with `@testable`
/// access beside the generated copies in Tests/DocExamplesTests.
@Suite("Documentation examples")
struct DocExamplesTests {
  @Test("SectionNavigator overview")
  func navigatorOverview() throws {
    let navigator = try SectionNavigator(
      [(id: 0, title: "ㄱ"), (id: 1, title: "ㅂ"), (id: 2, title: "A")],
      indexTitles: ["ㄱ", "ㄴ", "ㄷ", "ㄹ", "ㅁ", "ㅂ", "A", "B", "#"])
    #expect(navigator.next(after: [0])?.title == "ㅂ")
    #expect(navigator.section(forIndexTitle: "ㄷ")?.id == 1)
    #expect(navigator.section(forIndexTitle: "#")?.id == 2)
    #expect(navigator.indexTitles.count == 9)
  }

  @Test("NavigationSection, next/previous and title resolution examples")
  func sections() throws {
    let small = try SectionNavigator(titles: ["ㄱ", "ㄷ"], indexTitles: ["ㄱ", "ㄴ", "ㄷ"])
    let section = small.sections[1]
    #expect(section.id == "ㄷ" && section.title == "ㄷ")
    #expect(section.position == 1 && section.indexTitlePosition == 2)
    #expect(small.sections[section.position] == section)

    let three = try SectionNavigator(titles: ["ㄱ", "ㄴ", "ㄷ"], indexTitles: ["ㄱ", "ㄴ", "ㄷ"])
    #expect(three.next(after: ["ㄴ", "ㄱ"])?.id == "ㄷ")
    #expect(three.next(after: ["ㄷ"]) == nil)
    #expect(three.next(after: [])?.id == "ㄱ")
    #expect(three.next(after: ["party:녹색"])?.id == "ㄱ")
    #expect(three.previous(before: ["ㄷ", "ㄴ"])?.id == "ㄱ")
    #expect(three.previous(before: ["ㄱ"]) == nil)
    #expect(three.section(beforePosition: 2)?.position == 1)

    let resolving = try SectionNavigator(
      titles: ["ㄱ", "ㅂ", "A"],
      indexTitles: ["ㄱ", "ㄴ", "ㅂ", "A", "B", "#"])
    #expect(resolving.section(forIndexTitle: "ㅂ")?.title == "ㅂ")
    #expect(resolving.section(forIndexTitle: "ㄴ")?.title == "ㅂ")
    #expect(resolving.section(forIndexTitle: "#")?.title == "A")
    #expect(resolving.section(forIndexTitle: "Z") == nil)

    let byParty = try SectionNavigator([(id: 3, title: "정의당"), (id: 1, title: "국민의힘")])
    #expect(byParty.indexTitles == byParty.sections.map(\.title))
  }

  @Test("geometry examples")
  func geometry() throws {
    #expect(Extent(lower: 0, upper: 10).intersects(Extent(lower: 10, upper: 20)) == false)
    #expect(Extent(lower: 0, upper: 10).intersects(Extent(lower: 9, upper: 20)))
    #expect(Extent(lower: 0, upper: 10).overlap(with: Extent(lower: 4, upper: 20)) == 6)
    #expect(
      try ExtentLayout(lengths: [10, 20]).extents
        == [Extent(lower: 0, upper: 10), Extent(lower: 10, upper: 30)])
    #expect(try ExtentLayout(lengths: [44, 88, 44, 60])[1] == Extent(lower: 44, upper: 132))
    #expect(try ExtentLayout(starts: [0, 300, 1200], end: 1500).currentIndex(at: 300) == 1)
    #expect(throws: ExtentLayoutError.overlapping(index: 1)) {
      try ExtentLayout([Extent(lower: 0, upper: 50), Extent(lower: 40, upper: 90)])
    }
    let strip = IndexStrip(
      titles: ["A", "B", "C"], extent: Extent(lower: 0, upper: 60),
      minimumRowLength: 14)
    #expect(strip.title(at: 30) == "B")
    #expect(strip.title(at: 500) == "C")
  }

  @Test("per-event composition from the guide: scroll spy, next button, focus")
  func perEvent() throws {
    let navigator = try SectionNavigator(titles: ["ㄱ", "ㄴ", "ㄷ", "ㅎ"], indexTitles: Titles.all)
    let sectionLayout = try ExtentLayout(starts: [0, 440, 1320, 1760], end: 2200)
    let rowLayout = try ExtentLayout(lengths: Array(repeating: 44, count: 50))
    let viewport = Extent(lower: 1300, length: 600)
    let current = sectionLayout.currentIndex(at: viewport.lower)
    #expect(current == 1)
    // "next" is the section after the LAST visible one (ㄴ, ㄷ and ㅎ are on screen): none.
    let lastVisible = sectionLayout.visibleRange(in: viewport).last
    #expect(lastVisible == 3)
    #expect(navigator.nextButton(afterPosition: lastVisible).target == nil)
    #expect(navigator.nextButton(afterPosition: lastVisible).isVisible == false)
    // Higher up, ㄴ and ㄷ are visible: next is ㅎ, not ㄷ (the section after the top one).
    let higher = Extent(lower: 1000, length: 600)
    #expect(navigator.nextButton(afterPosition: sectionLayout.visibleRange(in: higher).last).title == "ㅎ")
    #expect(navigator.nextButton(afterPosition: sectionLayout.currentIndex(at: higher.lower)).title == "ㄷ")
    #expect(rowLayout.focusedIndex(in: viewport) == 30)  // 1320..<1364, fully visible
    #expect(rowLayout.snapTarget(for: viewport) == SnapTarget(index: 43, viewportLower: 1336))
  }

  @Test("the guide's opening example and clamped strip")
  func guideOpening() throws {
    let navigator = try SectionNavigator(
      titles: ["ㄱ", "ㄷ", "ㅎ", "K", "#"],
      indexTitles: Titles.all)
    #expect(navigator.next(after: ["ㄷ", "ㄱ"])?.title == "ㅎ")
    #expect(navigator.next(after: ["K", "#"]) == nil)
    #expect(navigator.previous(before: ["ㅎ", "K"])?.title == "ㄷ")
    #expect(navigator.section(forIndexTitle: "ㄴ")?.title == "ㄷ")
    #expect(navigator.section(forIndexTitle: "Z")?.title == "#")
    let roomy = IndexStrip(
      titles: ["ㄱ", "ㄴ", "ㄷ", "ㄹ", "ㅁ", "ㅂ", "ㅅ"],
      extent: Extent(lower: 0, upper: 140), minimumRowLength: 14)
    #expect(roomy.title(at: 900) == "ㅅ")
    #expect(Titles.all.count == 41)
  }

  @Test("the guide's new geometry: tolerance, spy with the content end, picker, reveal, most visible")
  func guideGeometry() throws {
    let rows = try ExtentLayout(lengths: Array(repeating: 44, count: 120))
    let viewport = Extent(lower: 279.66666666666674, length: 1537.0 / 3)
    #expect(viewport.upper == 792.0000000000001)
    #expect(rows.snapTarget(for: viewport) == nil)
    #expect(rows.snapTarget(for: viewport, tolerance: 0)?.index == 18)
    #expect(ExtentLayout.defaultTolerance == 0.125)

    let sections = try ExtentLayout(starts: [0, 300, 1200], end: 1500)
    #expect(sections.currentIndex(in: Extent(lower: 299.5, length: 400)) == 0)
    #expect(sections.currentIndex(in: Extent(lower: 300, length: 400)) == 1)
    #expect(sections.currentIndex(in: Extent(lower: 1100, length: 400)) == 2)

    let cells = try ExtentLayout(lengths: [300, 120, 400, 80])
    #expect(cells.focusedIndex(in: Extent(lower: 15, upper: 500), rule: .mostVisible) == 1)
    #expect(cells.focusedIndex(in: Extent(lower: 15, upper: 500), rule: .default) == 0)

    let hundred = try ExtentLayout(lengths: Array(repeating: 44, count: 100))
    let before = Extent(lower: 100, length: 800)
    let last = try #require(hundred.visibleRange(in: before).last)
    #expect(last == 20)
    let aboveKeyboard = Extent(lower: 100, length: 800 - 336)
    #expect(hundred.scrollOffset(revealing: last, in: aboveKeyboard) == 460)
    #expect(hundred.scrollOffset(revealing: 5, in: aboveKeyboard) == 100)
    #expect(hundred.scrollOffset(revealing: 1, in: aboveKeyboard, anchor: .nearest) == 44)

    let navigator = try SectionNavigator(
      [(id: 0, indexTitlePosition: 0), (id: 3, indexTitlePosition: 3)], indexTitles: ["…", "ㄱ", "ㄴ", "…", "A", "…"])
    #expect(navigator.section(forIndexTitleAt: 1)?.id == 3)
    #expect(navigator.sections.map(\.title) == ["…", "…"])
    #expect(throws: SectionNavigatorError.indexTitlePositionOutOfOrder(sectionIndex: 1, indexTitlePosition: 0)) {
      try SectionNavigator([(id: 0, indexTitlePosition: 0), (id: 1, indexTitlePosition: 0)], indexTitles: ["…"])
    }
    #expect(throws: SectionNavigatorError.indexTitlePositionOutOfOrder(sectionIndex: 0, indexTitlePosition: 1)) {
      try SectionNavigator([(id: 0, indexTitlePosition: 1)], indexTitles: ["…"])
    }
    #expect(throws: SectionNavigatorError.duplicateID(sectionIndex: 1, firstIndex: 0)) {
      try SectionNavigator([(id: 0, indexTitlePosition: 0), (id: 0, indexTitlePosition: 1)], indexTitles: ["a", "b"])
    }
    let threshold = try FocusThreshold(0.75)
    #expect(threshold.fraction == 0.75)
  }
}
