import HangulCorpus
import Testing

@testable import SectionNavigation

@Suite("Index title → section")
struct IndexTitleResolutionTests {
  let navigator: SectionNavigator<String> = try! SectionNavigator(
    titles: ["ㄱ", "ㄷ", "ㅎ", "K", "#"], indexTitles: Titles.all)

  @Test("tapping a title with a section goes to it")
  func exact() {
    for title in ["ㄱ", "ㄷ", "ㅎ", "K", "#"] {
      #expect(navigator.section(forIndexTitle: title)?.title == title)
    }
  }

  @Test("tapping an empty title goes to the nearest following section")
  func emptyTitle() {
    #expect(navigator.section(forIndexTitle: "ㄴ")?.title == "ㄷ")
    #expect(navigator.section(forIndexTitle: "ㄹ")?.title == "ㅎ")
    #expect(navigator.section(forIndexTitle: "ㅍ")?.title == "ㅎ")
    #expect(navigator.section(forIndexTitle: "A")?.title == "K")
    #expect(navigator.section(forIndexTitle: "Z")?.title == "#")
  }

  @Test("with nothing following, the last section")
  func nothingFollows() throws {
    let noOverflow = try SectionNavigator(titles: ["ㄱ", "ㄷ", "K"], indexTitles: Titles.all)
    #expect(noOverflow.section(forIndexTitle: "L")?.title == "K")
    #expect(noOverflow.section(forIndexTitle: "#")?.title == "K")
    #expect(noOverflow.section(forIndexTitleAt: Titles.all.count - 1)?.title == "K")
  }

  @Test("unknown titles and positions resolve to nil")
  func unknown() {
    #expect(navigator.section(forIndexTitle: "가") == nil)
    #expect(navigator.section(forIndexTitle: "") == nil)
    #expect(navigator.section(forIndexTitleAt: -1) == nil)
    #expect(navigator.section(forIndexTitleAt: Titles.all.count) == nil)
  }

  @Test("matches the linear reference for every title of random section subsets")
  func property() throws {
    var random = SplitMix64(seed: 0x5EED_0012)
    for _ in 0..<2_000 {
      let chosen = Titles.all.indices.filter { _ in Int.random(in: 0..<4, using: &random) == 0 }
      let navigator = try SectionNavigator(
        titles: chosen.map { Titles.all[$0] },
        indexTitles: Titles.all)
      for position in Titles.all.indices {
        let expected = LinearReference.sectionForIndexTitle(at: position, sectionPositions: chosen)
        #expect(navigator.section(forIndexTitleAt: position)?.position == expected)
        #expect(navigator.section(forIndexTitle: Titles.all[position])?.position == expected)
      }
    }
  }
}
