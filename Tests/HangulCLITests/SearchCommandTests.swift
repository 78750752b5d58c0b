import Foundation
import Hangul
import Testing

/// `hangul search` end to end: the issue's examples, ranking, JSON ranges, errors.
@Suite struct SearchCommandTests {
  static let names = ["홍길동", "김수한", "홍길순", "까치", "하늘", "Hong Gildong"]

  @Test(arguments: [
    ("ㅎㄱㄷ", ["홍길동"]), ("홍ㄱㄷ", ["홍길동"]), ("홍길", ["홍길동", "홍길순"]),
    ("홍기", ["홍길동", "홍길순"]), ("김ㅅ", ["김수한"]), ("ㄱ", ["김수한", "홍길동", "홍길순"]),
    ("ㄲ", ["까치"]), ("gil", ["Hong Gildong"]),
  ])
  func issueExamples(query: String, expected: [String]) throws {
    let result = try CLIRunner.run(["search", query], lines: Self.names)
    #expect(result.status == 0)
    #expect(result.lines == expected)
  }

  @Test func prefixModeNeedsTheStart() throws {
    #expect(try CLIRunner.run(["search", "--mode", "prefix", "ㅎㄷ"], lines: Self.names).lines == [])
    #expect(try CLIRunner.run(["search", "--mode", "prefix", "ㄱㄷ"], lines: Self.names).lines == [])
    #expect(try CLIRunner.run(["search", "--mode", "prefix", "ㅎㄱ"], lines: Self.names).lines == ["홍길동", "홍길순"])
  }

  @Test func jsonCarriesCharacterRanges() throws {
    let json = try #require(try CLIRunner.run(["search", "--json", "길ㄷ"], lines: Self.names).json() as? [String: Any])
    #expect(json["query"] as? String == "길ㄷ")
    let results = try #require(json["results"] as? [[String: Any]])
    #expect(results.count == 1)
    #expect(results[0]["item"] as? String == "홍길동")
    #expect(results[0]["ranges"] as? [[Int]] == [[1, 3]])
  }

  @Test func ignoreSpaces() throws {
    let lines = ["김 수한", "홍길동"]
    #expect(try CLIRunner.run(["search", "김수"], lines: lines).lines == [])
    #expect(try CLIRunner.run(["search", "--ignore-spaces", "김수"], lines: lines).lines == ["김 수한"])
  }

  @Test func fallbacksAreOptIn() throws {
    #expect(try CLIRunner.run(["search", "ghdrlfehd"], lines: Self.names).lines == [])
    #expect(try CLIRunner.run(["search", "--keyboard-fallback", "ghdrlfehd"], lines: Self.names).lines == ["홍길동"])
    #expect(try CLIRunner.run(["search", "kim"], lines: Self.names).lines == [])
    #expect(try CLIRunner.run(["search", "--romanized-fallback", "kim"], lines: Self.names).lines == ["김수한"])
  }

  /// Over the 12,000 fixture names the CLI prints exactly what the library ranks.
  @Test(arguments: ["ㄱㅁ", "ㅇㅈ", "김ㅁ", "이서", "Kim"])
  func agreesWithTheLibraryOnTheFixtureCorpus(query: String) throws {
    let names = try OracleFixtures.collationNames().filter { !$0.isEmpty }
    let (file, _) = try SortAndIndexCommandTests.namesFile()
    let expected = try SearchIndex(names).search(query).map { names[$0.itemOffset] }
    let out = try CLIRunner.run(["search", query, file.path]).lines
    #expect(!expected.isEmpty)
    #expect(out == expected)
  }

  @Test func nfdLinesAreFound() throws {
    let nfd = try "홍길동".normalized(.nfd)
    #expect(try CLIRunner.run(["search", "홍기"], lines: [nfd]).lines == [nfd])
  }
}
