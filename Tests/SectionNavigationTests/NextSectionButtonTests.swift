import Testing

@testable import SectionNavigation

@Suite("Next section button")
struct NextSectionButtonTests {
  let navigator: SectionNavigator<String> = try! SectionNavigator(
    titles: ["ㄱ", "ㄴ", "ㄷ"], indexTitles: ["ㄱ", "ㄴ", "ㄷ"])

  @Test("hidden while scrolling down only when asked to")
  func scrollingDown() {
    let shown = navigator.nextButton(after: ["ㄱ"], isScrollingDown: true)
    #expect(shown.title == "ㄴ" && shown.isVisible)
    let hidden = navigator.nextButton(
      after: ["ㄱ"], isScrollingDown: true,
      hidesWhileScrollingDown: true)
    #expect(hidden.title == "ㄴ" && !hidden.isVisible)
    let settled = navigator.nextButton(
      after: ["ㄱ"], isScrollingDown: false,
      hidesWhileScrollingDown: true)
    #expect(settled.isVisible)
  }

  @Test("hidden at the end, whatever the scrolling")
  func atTheEnd() {
    for scrolling in [false, true] {
      let button = navigator.nextButton(after: ["ㄴ", "ㄷ"], isScrollingDown: scrolling)
      #expect(button.target == nil && button.title == nil && button.targetID == nil)
      #expect(!button.isVisible)
    }
  }

  @Test("the index-based form agrees with the id-based form")
  func indexBased() {
    for (index, section) in navigator.sections.enumerated() {
      #expect(navigator.nextButton(afterPosition: index) == navigator.nextButton(after: [section.id]))
    }
    #expect(navigator.nextButton(afterPosition: nil) == navigator.nextButton(after: []))
    #expect(navigator.nextButton(afterPosition: nil).title == "ㄱ")
  }
}
