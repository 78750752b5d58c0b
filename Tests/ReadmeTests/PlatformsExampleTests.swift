import Hangul
import HangulNavigation
import RepositoryFiles
import SectionNavigation
import Testing

// app:struct:begin
/// A contacts screen's model: what a UITableView or a SwiftUI List shows.
struct ContactsModel {
  let list: SectionedList<String>
  var search: SearchSession

  init(names: [String]) throws {
    list = try SectionIndex().sections(of: names)
    search = SearchSession(index: try SearchIndex(names))
  }

  /// The index strip: every title, empty ones too (a tap on one lands on the next section).
  var strip: [String] { list.titles }

  /// What the list shows while the search box holds `text` (what the keyboard shows).
  mutating func typed(_ text: String, names: [String]) -> [String] {
    search.search(text).map { names[$0.itemOffset] }
  }
}
// app:struct:end

/// The README's Platforms example (an app's list model), compiled and run in whichever
/// configuration the tests were built in (system ICU or built-in tables): its code must
/// equal the README's, and its output the README's output block, in both.
@Suite struct PlatformsExampleTests {
  static func run() throws -> [String] {
    var printed: [String] = []
    func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }
    // app:begin
    let names = ["홍길동", "김철수", "金민수", "까치", "Émile", "alice", "이영희", "Zoë", "1반"]
    var model = try ContactsModel(names: names)
    print(model.list.sections.map { "\($0.title) \($0.items.count)" })
    print(model.strip.count, model.strip.prefix(3), model.strip.last ?? "")
    for shown in ["ㅇ", "이", "이여", "이영"] { print(shown, model.typed(shown, names: names)) }
    let navigator = model.list.navigator
    print(navigator.next(after: [model.list.sections[0].id])?.title ?? "end")
    print(navigator.section(forIndexTitle: "ㄴ")?.title ?? "-", ICUVersion.current)
    // app:end
    return printed
  }

  /// The lines between `begin` and `end` in this file, unindented by `indent` spaces.
  static func source(between begin: String, and end: String, indent: Int) throws -> [String] {
    let source = try #require(RepositoryFiles.read(#filePath))
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let b = try #require(lines.firstIndex { $0.hasSuffix(begin) })
    let e = try #require(lines.firstIndex { $0.hasSuffix(end) })
    return lines[(b + 1)..<e].map { $0.count >= indent ? String($0.dropFirst(indent)) : $0 }
  }

  @Test func readmeCodeIsTheTestedCode() throws {
    let expected =
      ["import Hangul", "import HangulNavigation", "import SectionNavigation", ""]
      + (try Self.source(between: "// app:struct:begin", and: "// app:struct:end", indent: 0)) + [""]
      + (try Self.source(between: "// app:begin", and: "// app:end", indent: 4))
    #expect(ReadmeTourTests.readmeBlock(after: "<!-- platforms:code -->") == expected)
  }

  @Test func readmeOutputIsWhatTheCodePrints() throws {
    #expect(ReadmeTourTests.readmeBlock(after: "<!-- platforms:output -->") == (try Self.run()))
  }
}
