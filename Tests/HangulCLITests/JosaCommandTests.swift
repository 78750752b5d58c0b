import Foundation
import Testing

/// `hangul josa` end to end: the real binary over arguments and stdin, checked against the
/// tossi column of the particle fixture (scripts/data/fixtures/make-josa-number-fixtures.sh).
@Suite struct JosaCommandTests {
  /// (word, tossi's 15 forms) for every syllable: tossi reads every precomposed syllable the
  /// way the rule does (ChoosingParticles.md lists where it differs elsewhere).
  static func syllableRows() throws -> [(word: String, forms: [String])] {
    try OracleFixtures.lines("josa-oracles.tsv").filter { !$0.hasPrefix("#") }.compactMap { line in
      let f = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      guard f[0].unicodeScalars.count == 1, (0xAC00...0xD7A3).contains(f[0].unicodeScalars.first!.value) else {
        return nil
      }
      let tossi = f[2] == "=" ? f[1] : f[2]
      return (f[0], tossi.split(separator: " ").map(String.init))
    }
  }

  @Test func everySyllableOnStdinMatchesTossi() throws {
    let rows = try Self.syllableRows()
    #expect(Set(rows.map(\.word)).count == 11_172)
    // 이/가 is the first pair, 으로/로 the fifth.
    for (pair, column) in [("이/가", 0), ("으로/로", 4), ("이에요/예요", 11)] {
      let result = try CLIRunner.run(["josa", pair], lines: rows.map(\.word))
      #expect(result.status == 0)
      #expect(result.lines == rows.map { $0.word + $0.forms[column] })
      let picked = try CLIRunner.run(["josa", "--pick", pair], lines: rows.map(\.word))
      #expect(picked.lines == rows.map { $0.forms[column] })
    }
  }

  /// Whole blocks of words go through the fast path at once; a `\r\n` line or an empty
  /// line interrupts it and the rest resumes: the answers are tossi's all the same.
  @Test func crlfAndEmptyLinesBetweenWordsMatchTossi() throws {
    let rows = try Self.syllableRows()
    var input = Data()
    var expected: [String] = []
    for (position, row) in rows.enumerated() {
      input.append(Data((row.word + (position % 3 == 0 ? "\r\n" : "\n")).utf8))
      expected.append(row.word + row.forms[0])
      if position % 7 == 0 {
        input.append(Data("\n".utf8))
        expected.append("")
      }
    }
    let result = try CLIRunner.run(["josa", "이/가"], input: input)
    #expect(result.status == 0)
    #expect(result.lines == expected)
  }

  @Test func argumentsAndJSON() throws {
    let result = try CLIRunner.run(["josa", "--json", "이/가", "홍길동", "김철수", "3", ""])
    #expect(result.status == 0)
    let json = try #require(try result.json() as? [String: Any])
    let results = try #require(json["results"] as? [[String: String]])
    #expect(results.map { $0["input"] } == ["홍길동", "김철수", "3", ""])
    #expect(results.map { $0["output"] } == ["홍길동이", "김철수가", "3이", ""])
  }

  @Test func doubleDashEndsOptions() throws {
    let result = try CLIRunner.run(["josa", "을/를", "--", "-1", "--pick"])
    // -1 is read 일 (a final consonant); "--pick" is a word here, a Latin word read by no rule.
    #expect(result.lines == ["-1을", "--pick을(를)"])
  }

  @Test func unknownPairIsAUsageError() throws {
    let result = try CLIRunner.run(["josa", "이/를", "사과"])
    #expect(result.status == 64)
    #expect(result.stderr.contains("\"이/를\""))
    #expect(result.stdout.isEmpty)
  }

  @Test func demoShowsParticles() throws {
    let result = try CLIRunner.run(["demo", "--count", "300"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("== josa"))
    #expect(result.stdout.contains("지름길\t→ 지름길이  지름길을  지름길로  지름길이에요"))
    #expect(result.stdout.contains("때밀이\t→ 때밀이가  때밀이를  때밀이로  때밀이예요"))
  }

  @Test func helpAndTopLevelListing() throws {
    let help = try CLIRunner.run(["josa", "--help"])
    #expect(help.status == 0)
    #expect(help.stdout.contains("USAGE: hangul josa"))
    #expect(try CLIRunner.run(["--help"]).stdout.contains("josa"))
  }

  /// The streaming fast path checks the bytes it reads: a line that is not UTF-8 stops the
  /// command with its line number, after the lines before it.
  @Test func invalidUTF8NamesTheLineAndExits65() throws {
    var input = Data("홍길동\n국물\n".utf8)
    input.append(contentsOf: [0x33, 0xFF, 0xFE, 0x0A])
    input.append(Data("이영희\n".utf8))
    let result = try CLIRunner.run(["josa", "이/가"], input: input)
    #expect(result.status == 65)
    #expect(result.stderr.contains("line 3"))
    #expect(result.lines == ["홍길동이", "국물이"])
  }
}
