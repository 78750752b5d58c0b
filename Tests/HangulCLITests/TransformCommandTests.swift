import Foundation
import Hangul
import Testing

/// decompose, compose and choseong run end to end: text and JSON, arguments and stdin.
@Suite struct TransformCommandTests {
  /// Whether a fixture name travels as one line of input: not empty, no line break, no CR
  /// (the CLI strips a CR before the line break).
  static func isOneLine(_ row: (name: String, choseong: String, nfkc: String)) -> Bool {
    !row.name.isEmpty && !row.name.contains("\r") && !row.name.contains("\n")
  }

  @Test func choseongMatchesTheOracleOnStdin() throws {
    // Names with characters a line-based tool cannot carry (newline, CR) are left out.
    let all = try OracleFixtures.choseong()
    let rows = all.filter(Self.isOneLine)
    #expect(rows.count > 10_000)
    // The fixture does hold such names (decoded from its escapes), so the filter matters,
    // and NUL, which a line can carry, stays in.
    #expect(all.count - rows.count >= 3)
    #expect(rows.contains { $0.name.contains("\0") })
    let result = try CLIRunner.run(["choseong"], lines: rows.map(\.name))
    #expect(result.status == 0)
    let out = result.lines
    #expect(out.count == rows.count)
    let mismatches = zip(rows, out).filter { Array($0.0.choseong.unicodeScalars) != Array($0.1.unicodeScalars) }
    #expect(mismatches.isEmpty, "first mismatches: \(mismatches.prefix(3))")
  }

  @Test func choseongWithNFKCMatchesTheOracle() throws {
    let rows = try OracleFixtures.choseong().filter(Self.isOneLine)
    let out = try CLIRunner.run(["choseong", "--nfkc"], lines: rows.map(\.name)).lines
    let mismatches = zip(rows, out).filter { Array($0.0.nfkc.unicodeScalars) != Array($0.1.unicodeScalars) }
    #expect(mismatches.isEmpty, "first mismatches: \(mismatches.prefix(3))")
  }

  @Test func choseongPoliciesFromArguments() throws {
    for policy in ["keep", "drop", "drop-all-but-whitespace"] {
      let result = try CLIRunner.run(["choseong", "--non-hangul", policy, "김 Andrew", "1조"])
      var options = ChoseongOptions()
      options.nonHangul = policy == "keep" ? .keep : policy == "drop" ? .drop : .dropAllButWhitespace
      #expect(result.lines == ["김 Andrew", "1조"].map { choseong(of: $0, options: options) })
    }
  }

  @Test func decomposeEverySyllableAtEveryLevel() throws {
    let syllables = HangulSyllable.all.map { String(Character($0.scalar)) }
    for (flag, level) in [("syllable", DecompositionLevel.syllable), ("jamo", .jamo), ("full", .full)] {
      let out = try CLIRunner.run(["decompose", "--level", flag], lines: syllables).lines
      #expect(out == syllables.map { disassemble($0, level: level) })
    }
    // Conjoining output is the canonical decomposition, which ICU computes independently.
    let conjoining = try CLIRunner.run(["decompose", "--level", "syllable", "--conjoining"], lines: syllables).lines
    #expect(
      conjoining.map { Array($0.unicodeScalars) }
        == (try syllables.map { Array(try $0.normalized(.nfd).unicodeScalars) }))
  }

  @Test func decomposeMatchesEsHangul() throws {
    let rows = try OracleFixtures.lines("es-hangul-syllables.tsv").filter { !$0.hasPrefix("#") }
      .map { $0.split(separator: "\t").map(String.init) }
    let out = try CLIRunner.run(["decompose"], lines: rows.map { $0[0] }).lines
    #expect(out == rows.map { $0[1] })
  }

  @Test func composeMatchesEsHangul() throws {
    let rows = try OracleFixtures.lines("es-hangul-assemble.tsv").filter { !$0.hasPrefix("#") }
      .map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
    let out = try CLIRunner.run(["compose"], lines: rows.map { $0[0] }).lines
    let mismatches = zip(rows, out).filter { $0.0[1] != $0.1 }
    #expect(out.count == rows.count)
    #expect(mismatches.isEmpty, "first mismatches: \(mismatches.prefix(3))")
  }

  @Test func jsonListsInputAndOutputInOrder() throws {
    let result = try CLIRunner.run(["compose", "--json", "ㄱㅏㅂㅅ", "ㄱㅏ!ㄴㅏ"])
    #expect(result.status == 0)
    let json = try #require(try result.json() as? [String: Any])
    let results = try #require(json["results"] as? [[String: String]])
    #expect(results.map { $0["input"] } == ["ㄱㅏㅂㅅ", "ㄱㅏ!ㄴㅏ"])
    #expect(results.map { $0["output"] } == ["ㄱㅏㅂㅅ", "ㄱㅏ!ㄴㅏ"].map { assemble($0) })
  }

  @Test func emptyLinesGiveEmptyResults() throws {
    let result = try CLIRunner.run(["choseong"], input: Data("홍길동\n\n김철수\n".utf8))
    #expect(result.lines == ["ㅎㄱㄷ", "", "ㄱㅊㅅ"])
  }

  @Test func carriageReturnsBeforeNewlinesAreRemoved() throws {
    let result = try CLIRunner.run(["choseong"], input: Data("홍길동\r\n김철수\r\n".utf8))
    #expect(result.lines == ["ㅎㄱㄷ", "ㄱㅊㅅ"])
  }
}
