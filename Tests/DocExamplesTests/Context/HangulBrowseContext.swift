import Foundation
import Hangul
import SectionNavigation

@testable import HangulBrowse

/// The examples of HangulBrowse's documentation (generated beside this file), and the names
/// their fragments use without declaring, as the documentation implies them: a browse
/// screen of 80 × 24 over a TSV of names with two columns.
@MainActor
enum HangulBrowseDocExamples {
  /// A contact list longer than the screen, with names under most initials.
  static let names = [
    "김민준", "김서연", "강지훈", "고은비", "나윤서", "남궁민", "노지호", "도하은", "문서준", "박지우", "백현우", "서지민", "손예린",
    "이영희", "임도윤", "장하준", "정수아", "조민재", "최유진", "한지원", "홍길동", "Zoe", "1반",
  ]
  static let name = "홍길동"
  /// The names with a party and an area each.
  static let table = BrowseTable(
    lines: ["name\tparty\tarea"]
      + names.enumerated().map { "\($1)\t\(["녹색당", "청색당"][$0 % 2])\t\(["서울", "부산", "대구"][$0 % 3])" })
  static let grouping = try! BrowseGrouping(namesOf: table, index: SectionIndex())
  static let layout = try! ListLayout(grouping, rowHeight: { _ in 1 })
  static var state = freshState()
  static var frame = state.frame()
  static func freshState() -> BrowseState { try! BrowseState(table: table, width: 80, height: 24) }
  static let run = ScreenFrame.TextRun(line: 0, column: 78, text: "ㄱ", style: .plain)
  static let cursor = ScreenFrame.Cursor(line: 23, column: 1)
  static let top = 0
  static let row = 1
  static let event = BrowseEvent.key(.down)
  static let details = RowDetails(lineCount: { _ in 1 }, lines: { [choseong(of: $0)] })
  static let options = SearchOptions()
  static let index = try! SearchIndex(names)
  static let warm = FirstKeystrokeResults(index: index, options: options, names: names)
  static var line = SearchLine(index: index, options: options, savedTop: top)

  /// The values as they were before any example changed them (each example starts from them).
  static func reset() {
    state = freshState()
    frame = state.frame()
    line = SearchLine(index: index, options: options, savedTop: top)
  }

  /// What the terminal layer does at the end (a stand-in: the examples only call it).
  static func restoreTerminal() {}

  /// The terminal layer's event source, as `hangul browse` has one (a stand-in).
  struct Terminal {
    func nextEvent(wantsIdle: Bool) -> BrowseEvent { .key(.escape) }
  }
  static let terminal = Terminal()
}
