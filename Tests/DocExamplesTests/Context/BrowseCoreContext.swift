import Foundation
import Hangul
import SectionNavigation

@testable import BrowseCore

/// The examples of BrowseCore's documentation (generated beside this file), and the names
/// their fragments use without declaring, as the documentation implies them: a browse
/// screen of 80 × 24 over a few names with a TSV column.
@MainActor
enum BrowseCoreDocExamples {
  static let names = ["홍길동", "김철수", "이영희", "Zoe", "1반"]
  static let name = "홍길동"
  static let table = BrowseTable(lines: ["name\tparty", "홍길동\t녹색당", "김철수\t청색당", "이영희\t녹색당"])
  static let grouping = try! BrowseGrouping(namesOf: table, index: SectionIndex())
  static let layout = try! ListLayout(grouping, rowHeight: { _ in 1 })
  static var state = try! BrowseState(table: table, width: 80, height: 24)
  static var frame = state.frame()
  static let run = ScreenFrame.TextRun(line: 0, column: 78, text: "ㄱ", style: .plain)
  static let cursor = ScreenFrame.Cursor(line: 23, column: 4)
  static let top = 0
  static let row = 1
  static let event = BrowseEvent.key(.down)
  static let details = RowDetails(lineCount: { _ in 1 }, lines: { [choseong(of: $0)] })
  static let options = SearchOptions()
  static let index = try! SearchIndex(names)
  static let warm = FirstKeystrokeResults(index: index, options: options, names: names)
  static var line = SearchLine(index: index, options: options, savedTop: top)

  /// What the terminal layer does at the end (a stand-in: the examples only call it).
  static func restoreTerminal() {}

  /// The terminal layer's event source, as `hangul browse` has one (a stand-in).
  struct Terminal {
    func nextEvent(wantsIdle: Bool) -> BrowseEvent { .key(.escape) }
  }
  static let terminal = Terminal()
}
