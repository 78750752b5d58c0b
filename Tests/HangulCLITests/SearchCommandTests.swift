import Foundation
import Hangul
import Testing

/// `hangul search` end to end: the searches the documentation shows (ㅎㄱㄷ, 홍기, 김ㅅ …),
/// ranking, JSON ranges, errors.
@Suite struct SearchCommandTests {
  static let names = ["홍길동", "김수한", "홍길순", "까치", "하늘", "Hong Gildong"]

  @Test(arguments: [
    ("ㅎㄱㄷ", ["홍길동"]), ("홍ㄱㄷ", ["홍길동"]), ("홍길", ["홍길동", "홍길순"]),
    ("홍기", ["홍길동", "홍길순"]), ("김ㅅ", ["김수한"]), ("ㄱ", ["김수한", "홍길동", "홍길순"]),
    ("ㄲ", ["까치"]), ("gil", ["Hong Gildong"]),
  ])
  func documentedSearches(query: String, expected: [String]) throws {
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

  @Test func jsonCarriesUTF16Ranges() throws {
    let lines = ["😀 홍길동", "e\u{301}길동"]
    let json = try #require(try CLIRunner.run(["search", "--json", "길ㄷ"], lines: lines).json() as? [String: Any])
    let results = try #require(json["results"] as? [[String: Any]])
    for result in results {
      let item = try #require(result["item"] as? String)
      let characters = try #require(result["ranges"] as? [[Int]])
      // Expected: the character offsets turned into UTF-16 offsets by the standard library.
      let expected = characters.map { pair in
        pair.map { item.utf16.distance(from: item.startIndex, to: item.index(item.startIndex, offsetBy: $0)) }
      }
      #expect(result["utf16"] as? [[Int]] == expected)
    }
    // é is two units; 😀 two, then a space.
    #expect(results.compactMap { $0["utf16"] as? [[Int]] }.sorted { $0[0][0] < $1[0][0] } == [[[2, 4]], [[4, 6]]])
  }

  /// The command answers a query as given; `--carry-over` reads a last syllable's final as
  /// the next initial, as a search box fed by a 2-set keyboard does.
  @Test func carryOverIsOptIn() throws {
    let lines = ["김다연", "이효현", "하늘"]
    #expect(try CLIRunner.run(["search", "김당"], lines: lines).lines == [])
    #expect(try CLIRunner.run(["search", "--carry-over", "김당"], lines: lines).lines == ["김다연"])
    #expect(try CLIRunner.run(["search", "--carry-over", "잏"], lines: lines).lines == ["이효현"])
  }

  /// `--typos 1` adds the lines within one jamo edit, after the plain matches.
  @Test func typosAreOptIn() throws {
    let lines = ["홍길동", "홍길둥", "김수한"]
    #expect(try CLIRunner.run(["search", "홍길둥"], lines: lines).lines == ["홍길둥"])
    #expect(try CLIRunner.run(["search", "--typos", "1", "홍길둥"], lines: lines).lines == ["홍길둥", "홍길동"])
    #expect(try CLIRunner.run(["search", "--typos", "2", "홍길둥"], lines: lines).status == 64)
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
    let exact = SearchOptions(allowsCarryOver: false)  // the command's default
    let expected = try SearchIndex(names).search(query, options: exact).map { names[$0.itemOffset] }
    let out = try CLIRunner.run(["search", query, file.path]).lines
    #expect(!expected.isEmpty)
    #expect(out == expected)
  }

  @Test func nfdLinesAreFound() throws {
    let nfd = try "홍길동".normalized(.nfd)
    #expect(try CLIRunner.run(["search", "홍기"], lines: [nfd]).lines == [nfd])
  }
}
