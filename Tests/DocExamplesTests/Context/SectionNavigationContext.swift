import Foundation
import Hangul
import HangulNavigation

@testable import SectionNavigation

/// The examples of SectionNavigation's documentation (generated beside this file), and the
/// names their fragments use without declaring, as the documentation implies them: a
/// contacts index over ㄱ ㄴ ㄷ … A B … Z #, rows and sections laid out on a 600-point screen.
@MainActor
enum SectionNavigationDocExamples {
  static let names = ["홍길동", "김철수", "이영희", "Zoe", "1반"]
  /// ㄱ…ㅎ, A–Z, # (41 titles).
  static let allTitles =
    ["ㄱ", "ㄴ", "ㄷ", "ㄹ", "ㅁ", "ㅂ", "ㅅ", "ㅇ", "ㅈ", "ㅊ", "ㅋ", "ㅌ", "ㅍ", "ㅎ"]
    + (UInt8(ascii: "A")...UInt8(ascii: "Z")).map { String(UnicodeScalar($0)) } + ["#"]
  static let hangulSections = [(title: "ㄱ", count: 2), (title: "ㅎ", count: 1)]
  /// The navigator of SectionNavigator's own example: sections ㄱ ㅂ A over nine index titles.
  static let navigator = try! SectionNavigator(
    titles: ["ㄱ", "ㅂ", "A"], indexTitles: ["ㄱ", "ㄴ", "ㄷ", "ㄹ", "ㅁ", "ㅂ", "A", "B", "#"])
  static let byName = navigator
  /// Parties in seat order, as the article's grouping switch has them.
  static let parties = ["더불어민주당", "국민의힘", "정의당"]
  static let section = navigator.sections[1]
  static let button = navigator.nextButton(after: ["ㄱ"])
  static let visibleSectionIDs = [1]  // ids of a sectioned list: title positions
  static let rows = try! ExtentLayout((0..<40).map { Extent(lower: Double($0) * 44, length: 44) })
  static let sectionLayout = try! ExtentLayout([
    Extent(lower: 0, length: 600), Extent(lower: 600, length: 600), Extent(lower: 1200, length: 560),
  ])
  static let scrollOffset = 120.0
  static let visibleHeight = 600.0
  static let offset = scrollOffset
  static let viewport = Extent(lower: scrollOffset, length: visibleHeight)
  static let stripTop = 80.0
  static let stripBottom = 560.0
  static let strip = IndexStrip(
    titles: navigator.indexTitles, extent: Extent(lower: stripTop, upper: stripBottom), minimumRowLength: 14)
  static var picker = SectionPicker(sections: sectionLayout, viewportLength: visibleHeight)
  /// The strips of IndexStrip's own example: seven titles over 140 points, and over 70.
  static let stripTitles = ["ㄱ", "ㄴ", "ㄷ", "ㄹ", "ㅁ", "ㅂ", "ㅅ"]
  static let roomy = IndexStrip(titles: stripTitles, extent: Extent(lower: 0, upper: 140), minimumRowLength: 14)
  static let short = IndexStrip(titles: stripTitles, extent: Extent(lower: 0, upper: 70), minimumRowLength: 14)

  /// The values as they were before any example changed them (each example starts from them).
  static func reset() {
    picker = SectionPicker(sections: sectionLayout, viewportLength: visibleHeight)
  }
}
