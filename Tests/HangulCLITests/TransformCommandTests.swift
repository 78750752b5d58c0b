import Foundation
import Hangul
import HangulCorpus
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

  /// `hangul compose` over generated names of every stress category, old Hangul, NFD,
  /// Latin Extended-A, a compatibility ideograph NFC changes, jamo typed as keys and CRLF
  /// lines: every output line is `assemble` of its input line, as text and as JSON; then an
  /// invalid line among them stops the stream naming its line.
  @Test func composeOfMixedLinesIsAssembleOfEachLine() throws {
    var generator = NameGenerator(seed: 0xC0)
    var lines = generator.names(count: 6_000).filter { !$0.contains("\n") && !$0.contains("\r") }
    lines += [
      "ᄒᆞᆫ이아영", "ᄄᆈ도현", "김ᄒᆡퟝ", "ꥠᆞ채원", "Łukasz", "ŁUKASZ", "\u{F9E1}瑞炫", "\u{1100}\u{1161}\u{11A8}",
      "ㄱㅏㅂㅅ", "닭ㅏ", "김\u{302E}", "Ｋｉｍ ﾡ", "ㅄ오지윤", "",
    ]
    lines += lines.map { disassemble($0) }
    let expected = lines.map { assemble($0) }
    var input = Data()
    for (index, line) in lines.enumerated() { input.append(Data((line + (index % 7 == 0 ? "\r\n" : "\n")).utf8)) }
    let text = try CLIRunner.run(["compose"], input: input)
    #expect(text.status == 0)
    #expect(text.lines.count == expected.count)
    let wrong = zip(lines, zip(text.lines, expected)).filter { $0.1.0 != $0.1.1 }
    #expect(wrong.isEmpty, "first mismatches: \(wrong.prefix(3).map(\.0))")
    let json = try CLIRunner.run(["compose", "--json"], input: input)
    let results = try #require((try json.json() as? [String: Any])?["results"] as? [[String: String]])
    #expect(results.map { $0["output"] ?? "" } == expected)
    var broken = Data((lines.prefix(100).joined(separator: "\n") + "\n").utf8)
    broken.append(contentsOf: [0xE1, 0x84, 0x80, 0xE1, 0x84, 0x0A])  // ᄀ then a cut-off character
    broken.append(Data("ᄒᆞᆫ\n".utf8))
    let stopped = try CLIRunner.run(["compose"], input: broken)
    #expect(stopped.status == 65 && stopped.stderr.contains("line 101"))
    #expect(stopped.lines == Array(expected.prefix(100)))
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
