import Hangul
import HangulCorpus
import HangulNavigation
import SectionNavigation
import Testing

/// `SectionedList.navigator` and `section(forIndexTitle:)` on real section indexes, against
/// a linear reference written from the rules (UITableView's for a title without a section:
/// the nearest following section, else the last one).
@Suite struct SectionedListNavigationTests {
  /// Lists of generated names in every layout, with double consonants apart or not.
  static func lists() throws -> [SectionedList<String>] {
    var generator = NameGenerator(seed: 11)
    let names = (0..<400).map { _ in generator.next() }
    var lists: [SectionedList<String>] = []
    for layout in [SectionIndex.Layout.contacts, .contactsLatinFirst, .icu] {
      for separates in [false, true] {
        let index = try SectionIndex(layout: layout, separatesDoubleConsonants: separates)
        lists.append(try index.sections(of: names))
        lists.append(try index.sections(of: names.prefix(7)))  // most titles empty
      }
    }
    return lists
  }

  /// The section a tap on the title at `position` shows: the first non-empty section at or
  /// after it, else the last section.
  static func expectedSection(_ list: SectionedList<String>, titleAt position: Int) -> Int? {
    guard !list.sections.isEmpty else { return nil }
    return list.sections.firstIndex { $0.titlePosition >= position } ?? list.sections.count - 1
  }

  @Test func everyTitleResolvesAsUITableViewDoes() throws {
    for list in try Self.lists() {
      for title in list.titles {
        // A title that appears more than once (the ICU layout's "…" for underflow, inflow and
        // overflow) names its first position.
        let position = list.titles.firstIndex(of: title)!
        let expected = Self.expectedSection(list, titleAt: position).map { list.sections[$0].title }
        #expect(list.section(forIndexTitle: title)?.title == expected, "\(title) in \(list.titles)")
      }
      #expect(list.section(forIndexTitle: "not a title") == nil)
    }
  }

  @Test func nextAndPreviousFollowTheDisplayOrder() throws {
    for list in try Self.lists() {
      let navigator = list.navigator
      for (k, section) in list.sections.enumerated() {
        let next = k + 1 < list.sections.count ? list.sections[k + 1].title : nil
        #expect(navigator.next(after: [section.id])?.title == next)
        // The last visible section in display order decides, whatever order the ids come in.
        if k + 1 < list.sections.count {
          let afterBoth = k + 2 < list.sections.count ? list.sections[k + 2].title : nil
          #expect(navigator.next(after: [list.sections[k + 1].id, section.id])?.title == afterBoth)
        }
      }
      #expect(navigator.next(after: [])?.title == list.sections.first?.title)
    }
  }
}
