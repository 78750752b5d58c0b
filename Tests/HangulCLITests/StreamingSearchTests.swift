import Foundation
import Hangul
import HangulCorpus
import Testing

/// `hangul search QUERY` scans the input and indexes only the lines that can match; its
/// output must equal a `SearchIndex` of every line (the library's own answer for the whole
/// list), for queries the filter serves and queries it does not.
@Suite struct StreamingSearchTests {
  /// 30,000 generated names (every stress category: NFD, Hanja, halfwidth, Latin…), with
  /// empty lines and CRLF endings mixed in.
  static let names: [String] = {
    var generator = NameGenerator(seed: 1818)
    return generator.names(count: 30_000)
  }()

  static let input: Data = {
    var text = ""
    for (k, name) in names.enumerated() {
      text += name + (k % 97 == 0 ? "\r\n" : "\n")
      if k % 1_000 == 0 { text += "\n" }
    }
    return Data(text.utf8)
  }()

  @Test(arguments: ["ㄱㅁ", "ㅇㅈ", "김ㅁ", "김민ㅅ", "ㄲ", "이", "홍기", "ㅎㄱㄷ", "서ㅇ", "gil", "김 ㅁ", "ㄳ"])
  func outputEqualsAnIndexOfEveryLine(query: String) throws {
    let lines = Self.names.filter { !$0.isEmpty }
    let index = try SearchIndex(lines)
    for mode in [SearchMode.contains, .prefix] {
      let expected = index.search(query, options: SearchOptions(mode: mode)).map { lines[$0.itemOffset] }
      let result = try CLIRunner.run(["search", "--mode", mode.rawValue, query], input: Self.input)
      #expect(result.status == 0)
      #expect(result.lines == expected, "\(query) \(mode): \(result.lines.count) lines, expected \(expected.count)")
    }
  }

  @Test func invalidUTF8StopsBeforeAnyOutput() throws {
    var input = Data("김민수\n".utf8)
    input.append(contentsOf: [0xFF, 0x0A])
    input.append(Data("김민지\n".utf8))
    let result = try CLIRunner.run(["search", "ㄱㅁ"], input: input)
    #expect(result.status == 65)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.contains("line 2"))
  }
}
