import Foundation
import Testing

/// `hangul number` end to end: the real binary over arguments and stdin, checked against the
/// es-hangul columns of the number fixtures (scripts/data/fixtures/make-josa-number-fixtures.sh).
@Suite struct NumberCommandTests {
  static func rows(_ file: String) throws -> [[String]] {
    try OracleFixtures.lines(file).filter { !$0.hasPrefix("#") }.map {
      $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
    }
  }

  @Test func sinoAndMixedMatchEsHangulOnStdin() throws {
    // es-hangul reads past 10^72 with units we do not use (ReadingNumbers.md).
    let rows = try Self.rows("number-oracles.tsv").filter { $0[0].filter(\.isNumber).count <= 72 }
    #expect(rows.count > 3_000)
    let input = rows.map { $0[0] }
    for (arguments, column) in [
      (["number"], 1), (["number", "--spacing"], 2), (["number", "--style", "mixed"], 3),
      (["number", "--style", "mixed", "--spacing"], 4),
    ] {
      let result = try CLIRunner.run(arguments, lines: input)
      #expect(result.status == 0, "\(arguments): \(result.stderr)")
      let mismatches = zip(rows, result.lines).filter { $0.0[column] != $0.1 }
      #expect(result.lines.count == rows.count)
      #expect(mismatches.isEmpty, "\(arguments) first: \(mismatches.prefix(3))")
    }
  }

  /// Decimals on stdin, mixed with integers (the byte fast path takes the integers, the
  /// library the rest): es-hangul's readings without spaces (decimal-number-oracles.tsv).
  @Test func decimalsMatchEsHangulOnStdin() throws {
    let rows = try Self.rows("decimal-number-oracles.tsv")
    #expect(rows.count > 600)
    var input: [String] = []
    for row in rows { input += [row[0], "12"] }
    let result = try CLIRunner.run(["number"], lines: input)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.lines.count == input.count)
    for (k, row) in rows.enumerated() where 2 * k + 1 < result.lines.count {
      #expect(result.lines[2 * k].filter { $0 != " " } == row[1], "\(row[0])")
      #expect(result.lines[2 * k].contains(" 점 "), "\(row[0])")
      #expect(result.lines[2 * k + 1] == "십이")
    }
    let json = try CLIRunner.run(["number", "--json", "--", "-3.14"])
    #expect(json.stdout == "{\"results\":[{\"input\":\"-3.14\",\"output\":\"마이너스삼 점 일사\"}]}\n")
  }

  @Test func nativeStylesMatchEsHangul() throws {
    // es-hangul's native readings agree with ours on 1…100 (1…30 for days).
    let rows = try Self.rows("native-number-oracles.tsv")
    for (style, column, range) in [
      ("native", 1, 1...100), ("modifier", 2, 1...100), ("ordinal", 3, 1...100), ("days", 4, 1...30),
    ] {
      let inRange = rows.filter { range.contains(Int($0[0])!) }
      let result = try CLIRunner.run(["number", "--style", style], lines: inRange.map { $0[0] })
      #expect(result.status == 0)
      #expect(result.lines == inRange.map { $0[column] }, "\(style)")
    }
  }

  @Test func negativeNumbersAfterDoubleDashAndJSON() throws {
    let result = try CLIRunner.run(["number", "--json", "--", "-210000", "12345"])
    #expect(result.status == 0)
    let json = try #require(try result.json() as? [String: Any])
    let results = try #require(json["results"] as? [[String: String]])
    #expect(results.map { $0["input"] } == ["-210000", "12345"])
    #expect(results.map { $0["output"] } == ["마이너스이십일만", "일만이천삼백사십오"])
  }

  @Test func badItemStopsWithExit65AfterTheLinesBeforeIt() throws {
    let result = try CLIRunner.run(["number", "--style", "days"], lines: ["1", "30", "31", "2"])
    #expect(result.status == 65)
    #expect(result.lines == ["하루", "서른날"])
    #expect(result.stderr.contains("\"31\""))
    let text = try CLIRunner.run(["number"], lines: ["7", "seven"])
    #expect(text.status == 65)
    #expect(text.lines == ["칠"])
    #expect(text.stderr.contains("\"seven\""))
  }

  @Test func omittingTheOneBeforeMan() throws {
    let result = try CLIRunner.run(["number", "--omit-one-before-man", "12345", "100010000"])
    #expect(result.lines == ["만이천삼백사십오", "일억일만"])
  }

  @Test func demoShowsNumbers() throws {
    let result = try CLIRunner.run(["demo", "--count", "300"])
    #expect(result.stdout.contains("== number"))
    #expect(result.stdout.contains("12345\t→ 일만이천삼백사십오  일만 이천삼백사십오  1만2,345"))
    #expect(result.stdout.contains("21\t→ 스물하나  스물한  스물한째  스무하루"))
  }

  @Test func helpAndTopLevelListing() throws {
    let help = try CLIRunner.run(["number", "--help"])
    #expect(help.status == 0)
    #expect(help.stdout.contains("USAGE: hangul number"))
    #expect(try CLIRunner.run(["--help"]).stdout.contains("number"))
  }

  /// The streaming fast path checks the bytes it reads: a line that is not UTF-8 stops the
  /// command with its line number, after the lines before it.
  @Test func invalidUTF8NamesTheLineAndExits65() throws {
    var input = Data("1\n22\n".utf8)
    input.append(contentsOf: [0x33, 0xFF, 0xFE, 0x0A])
    input.append(Data("4\n".utf8))
    let result = try CLIRunner.run(["number"], input: input)
    #expect(result.status == 65)
    #expect(result.stderr.contains("line 3"))
    #expect(result.lines == ["일", "이십이"])
  }
}
