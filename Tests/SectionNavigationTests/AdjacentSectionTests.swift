import HangulCorpus
import Testing

@testable import SectionNavigation

@Suite("Next and previous section")
struct AdjacentSectionTests {
  let contacts: SectionNavigator<String> = try! SectionNavigator(
    titles: ["ㄱ", "ㄴ", "ㄷ", "ㅁ", "ㅅ", "ㅇ", "ㅈ", "ㅎ", "A", "K", "#"],
    indexTitles: Titles.all)

  @Test("the next button walks the whole list, then hides at its end")
  func nextButtonThroughTheList() {
    let titles = contacts.sections.map(\.title)
    // A window of three visible sections slides down the list, visible ids delivered in a
    // scrambled order (as onScrollTargetVisibilityChange may do).
    for start in 0..<titles.count {
      let window = Array(titles[start..<min(start + 3, titles.count)])
      let button = contacts.nextButton(after: window.reversed())
      let expectedIndex = start + window.count
      if expectedIndex < titles.count {
        #expect(button.title == titles[expectedIndex])
        #expect(button.targetID == titles[expectedIndex])
        #expect(button.isVisible)
      } else {
        #expect(button.target == nil)
        #expect(!button.isVisible, "hidden at the end (window \(window))")
      }
    }
    #expect(contacts.nextButton(after: []).title == "ㄱ")
  }

  @Test("the last visible section is found by display order, not by string order")
  func notSortedAsStrings() {
    // As strings, "ㅎ" (U+314E) sorts after "A" and "#": sorting would pick ㅎ as the last
    // visible section and offer A. In display order # comes last: no next at all.
    #expect(contacts.next(after: ["ㅎ", "A", "K", "#"]) == nil)
    #expect(contacts.next(after: ["ㅎ", "A"])?.title == "K")
    let numbered = try! SectionNavigator(
      titles: ["9조", "10조", "11조"],
      indexTitles: ["9조", "10조", "11조"])
    #expect(numbered.next(after: ["9조", "10조"])?.title == "11조")  // "9조" > "10조" as strings
    #expect(numbered.previous(before: ["10조", "11조"])?.title == "9조")
  }

  @Test("switching grouping mid-scroll: stale ids arriving late are ignored")
  func groupingSwitch() throws {
    var navigator = contacts
    #expect(navigator.next(after: ["ㅁ", "ㅅ"])?.title == "ㅇ")
    // The user switches to grouping by party while the list is scrolled.
    navigator = try SectionNavigator(
      titles: ["더불어민주당", "국민의힘", "정의당", "녹색당"],
      indexTitles: ["더불어민주당", "국민의힘", "정의당", "녹색당"])
    // The list's visibility callback still delivers ids of the name grouping.
    #expect(navigator.next(after: ["ㅁ", "ㅅ"])?.title == "더불어민주당")
    #expect(navigator.previous(before: ["ㅁ", "ㅅ"]) == nil)
    // Then a mix of stale and current ids: only the current ones count.
    #expect(navigator.next(after: ["ㅇ", "국민의힘", "ㅈ"])?.title == "정의당")
    #expect(navigator.previous(before: ["정의당", "ㄱ"])?.title == "국민의힘")
    #expect(navigator.next(after: ["녹색당", "#"]) == nil)
    #expect(navigator.position(of: "ㅁ") == nil)
  }

  @Test("previous: before the first visible section, nil at the start or when nothing is visible")
  func previous() {
    #expect(contacts.previous(before: ["ㄷ", "ㄴ"])?.title == "ㄱ")
    #expect(contacts.previous(before: ["#", "K"])?.title == "A")
    #expect(contacts.previous(before: ["ㄱ", "ㄴ"]) == nil)
    #expect(contacts.previous(before: []) == nil)
    #expect(contacts.previous(before: ["Z"]) == nil)  // an index title with no section
  }

  @Test("index-based forms, for the per-event path")
  func indexBased() {
    #expect(contacts.section(afterPosition: nil)?.title == "ㄱ")
    #expect(contacts.section(afterPosition: 0)?.title == "ㄴ")
    #expect(contacts.section(afterPosition: 9)?.title == "#")
    #expect(contacts.section(afterPosition: 10) == nil)
    #expect(contacts.section(afterPosition: 99) == nil)
    #expect(contacts.section(afterPosition: -7)?.title == "ㄱ")
    #expect(contacts.section(beforePosition: nil) == nil)
    #expect(contacts.section(beforePosition: 0) == nil)
    #expect(contacts.section(beforePosition: 1)?.title == "ㄱ")
    #expect(contacts.section(beforePosition: 99)?.title == "#")
  }

  @Test("next and previous match the linear reference on random visible sets")
  func property() throws {
    var random = SplitMix64(seed: 0x5EED_0011)
    for _ in 0..<2_000 {
      // Ids whose numeric order is unrelated to display order.
      let count = Int.random(in: 0...30, using: &random)
      var ids = Array(0..<count).map { $0 * 37 % 101 }
      ids.shuffle(using: &random)
      let navigator = try SectionNavigator(ids.map { (id: $0, title: "s\($0)") })
      for _ in 0..<20 {
        let visible = (0..<Int.random(in: 0...6, using: &random)).map { _ in
          Int.random(in: 0..<120, using: &random)  // some current ids, some stale ones
        }
        #expect(navigator.next(after: visible)?.position == LinearReference.next(after: visible, in: ids))
        #expect(
          navigator.previous(before: visible)?.position
            == LinearReference.previous(before: visible, in: ids))
        if let next = navigator.next(after: visible) { #expect(next.id == ids[next.position]) }
      }
    }
  }
}
