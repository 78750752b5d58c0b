import Foundation
import Testing

/// `hangul romanize` and `hangul pronounce` end to end, against the oracle fixtures and the
/// rule texts' examples.
@Suite struct RomanizeAndPronounceCommandTests {
  static func rows(_ file: String) throws -> [[String]] {
    try OracleFixtures.lines(file).filter { !$0.hasPrefix("#") }.map {
      $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
    }
  }

  @Test func romanizeNamesOnStdinMatchTheKoPronRule() throws {
    let rows = try Self.rows("name-romanization-oracles.tsv")
    #expect(rows.count > 2_500)
    let plain = try CLIRunner.run(["romanize", "--name"], lines: rows.map { $0[0] })
    #expect(plain.status == 0)
    #expect(plain.lines == rows.map { $0[3] })
    let hyphenated = try CLIRunner.run(["romanize", "--name", "--hyphen"], lines: rows.map { $0[0] })
    #expect(hyphenated.lines == rows.map { $0[4] })
  }

  @Test func romanizeArgumentsAndOptions() throws {
    // Revised Romanization, 제3장 제1항–제4항.
    #expect(
      try CLIRunner.run(["romanize", "백마", "신라", "같이", "좋고", "압구정"]).lines == [
        "baengma", "silla", "gachi", "joko", "apgujeong",
      ])
    #expect(try CLIRunner.run(["romanize", "--hyphen", "중앙", "해운대"]).lines == ["jung-ang", "hae-undae"])
    #expect(try CLIRunner.run(["romanize", "--name", "--hyphen", "홍빛나"]).lines == ["Hong Bit-na"])
    #expect(
      try CLIRunner.run(["romanize", "--name", "--customary-surnames", "김민수", "이서연"]).lines == [
        "Kim Minsu", "Lee Seoyeon",
      ])
    // `--` ends the options; jamo letter by letter, other text kept.
    #expect(try CLIRunner.run(["romanize", "--", "-ㄱ", "K-팝"]).lines == ["-g", "K-pap"])
  }

  /// 로마자 표기법 제3장 제1항 4 다만: in nouns ㅎ after ㄱ ㄷ ㅂ is written (the rule's examples
  /// 묵호 Mukho, 집현전 Jiphyeonjeon, written lower-case as every common word is here); on
  /// stdin (the byte fast path) and as arguments, and only with --noun.
  @Test func nounKeepsHieutAfterObstruents() throws {
    #expect(try CLIRunner.run(["romanize", "--noun", "묵호", "집현전", "좋고"]).lines == ["mukho", "jiphyeonjeon", "joko"])
    #expect(
      try CLIRunner.run(["romanize", "--noun"], lines: ["묵호", "집현전", "좋고"]).lines
        == ["mukho", "jiphyeonjeon", "joko"])
    #expect(try CLIRunner.run(["romanize"], lines: ["묵호", "집현전"]).lines == ["muko", "jipyeonjeon"])
  }

  /// The caller marks a compound's parts with + (`--compound`): 표준 발음법 제15항 (맛없다
  /// [마덥따], 겉옷 [거돋]) and 제29항 (솜이불 [솜니불], 색연필 [생년필]), and the Revised
  /// Romanization's 학여울 Hangnyeoul (written lower-case here); as arguments and on stdin.
  /// Without the flag a + is text like any other.
  @Test func compoundPartsMarkedWithPlus() throws {
    #expect(
      try CLIRunner.run(["pronounce", "--compound", "맛+없다", "겉+옷", "솜+이불", "색+연필"]).lines == [
        "마덥따", "거돋", "솜니불", "생년필",
      ])
    #expect(
      try CLIRunner.run(["pronounce", "--compound", "--no-lexicon"], lines: ["맛+없다", "솜이불"]).lines == [
        "마덥따", "소미불",
      ])
    #expect(try CLIRunner.run(["romanize", "--compound", "학+여울", "솜+이불"]).lines == ["hangnyeoul", "somnibul"])
    #expect(try CLIRunner.run(["pronounce", "맛+없다", "C++"]).lines == ["맏+업따", "C++"])
  }

  /// `--place` on stdin and as arguments: 로마자 표기법 제3장 제5항's examples (삼죽면
  /// Samjuk-myeon, 종로 2가 Jongno 2(i)-ga) and names that keep a unit-like syllable (왕십리
  /// Wangsimni, 독도 Dokdo).
  @Test func placeNamesWithTheirUnits() throws {
    #expect(
      try CLIRunner.run(["romanize", "--place"], lines: ["삼죽면", "종로 2가", "왕십리", "독도", "제주도"]).lines == [
        "Samjuk-myeon", "Jongno 2(i)-ga", "Wangsimni", "Dokdo", "Jeju-do",
      ])
    #expect(try CLIRunner.run(["romanize", "--place", "인왕-리"]).lines == ["Inwang-ri"])
  }

  @Test func customarySurnamesImplyNameMode() throws {
    let result = try CLIRunner.run(["romanize", "--customary-surnames", "김민수"])
    #expect(result.status == 0)
    #expect(result.lines == ["Kim Minsu"])
  }

  @Test func badFlagExits64() throws {
    let result = try CLIRunner.run(["romanize", "--nmae", "김민수"])
    #expect(result.status == 64)
    #expect(result.stdout.isEmpty)
  }

  @Test func pronounceOfficialExamples() throws {
    // 표준 발음법 제9항–제25항.
    let words = ["닭", "꽃", "옷이", "놓고", "않네", "싫어도", "굳이", "국물", "담력", "신라", "칼날", "국밥", "앉고"]
    let spoken = ["닥", "꼳", "오시", "노코", "안네", "시러도", "구지", "궁물", "담녁", "실라", "칼랄", "국빱", "안꼬"]
    #expect(try CLIRunner.run(["pronounce"] + words).lines == spoken)
    let plain = try CLIRunner.run(["pronounce", "--no-hard-conversion", "국밥", "앉고"], lines: [])
    #expect(plain.lines == ["국밥", "안고"])
  }

  /// Words said together (표준 발음법 제15항, 제12항 붙임 2, 제29항 붙임 2, 제27항: the rule text
  /// prints 밭 아래 [바다래], 옷 한 벌 [오탄벌], 옷 입다 [온닙따], 갈 곳 [갈꼳]), as arguments
  /// and on standard input (the byte core), the spaces kept; `--word-by-word` reads each word
  /// alone, as `pronounce` of the word by itself does.
  @Test func pronouncePhrasesAsOne() throws {
    let phrases = ["밭 아래", "옷 한 벌", "옷 입다", "갈 곳"]
    let spoken = ["바다래", "오탄벌", "온닙따", "갈꼳"]
    let asArguments = try CLIRunner.run(["pronounce"] + phrases).lines
    let onStdin = try CLIRunner.run(["pronounce"], lines: phrases).lines
    #expect(asArguments.map { $0.filter { $0 != " " } } == spoken)
    #expect(onStdin == asArguments)
    #expect(
      onStdin.map { $0.split(separator: " ").map(\.count) } == phrases.map { $0.split(separator: " ").map(\.count) })
    let alone = try CLIRunner.run(["pronounce"], lines: phrases.flatMap { $0.split(separator: " ").map(String.init) })
    let wordByWord = try CLIRunner.run(["pronounce", "--word-by-word"], lines: phrases)
    var words = alone.lines[...]
    let expected = phrases.map { phrase in
      phrase.split(separator: " ").map { _ in words.popFirst()! }.joined(separator: " ")
    }
    #expect(wordByWord.lines == expected)
  }

  /// `--verb` and `--noun` (표준 발음법 제24항: 신고 [신꼬], 삼고 [삼꼬] as verb forms; 제11항: 흙과
  /// [흑꽈]), as arguments and on standard input; both at once is a usage error.
  @Test func pronounceVerbsAndNouns() throws {
    #expect(try CLIRunner.run(["pronounce", "--verb", "신고", "삼고"]).lines == ["신꼬", "삼꼬"])
    #expect(try CLIRunner.run(["pronounce", "--verb"], lines: ["신고", "삼고"]).lines == ["신꼬", "삼꼬"])
    #expect(try CLIRunner.run(["pronounce", "--noun"], lines: ["흙과", "신고"]).lines == ["흑꽈", "신고"])
    let both = try CLIRunner.run(["pronounce", "--verb", "--noun", "신고"])
    #expect(both.status == 64)
    #expect(both.stdout.isEmpty)
  }

  @Test func pronounceNamesOnStdinMatchKoPron() throws {
    // The generated names of the fixture (ko-pron has no listed disagreement on any of them).
    var koPron: [String: String] = [:]
    for row in try Self.rows("pronunciation-oracles.tsv") { koPron[row[0]] = row[1] }
    let names = try Self.rows("name-romanization-oracles.tsv").map { $0[0] }
      .filter { koPron[$0] != nil && !koPron[$0]!.contains("/") }
    #expect(names.count > 2_000)
    let result = try CLIRunner.run(["pronounce"], lines: names)
    #expect(result.status == 0)
    #expect(result.lines == names.map { koPron[$0]! })
  }

  /// Whole blocks of lines go through the fast path at once; a `\r\n` line or an empty line
  /// interrupts it and the rest resumes: the answers are ko-pron's all the same.
  @Test func crlfAndEmptyLinesBetweenNamesMatchKoPron() throws {
    var koPron: [String: String] = [:]
    for row in try Self.rows("pronunciation-oracles.tsv") { koPron[row[0]] = row[1] }
    let names = try Self.rows("name-romanization-oracles.tsv").map { $0[0] }
      .filter { koPron[$0] != nil && !koPron[$0]!.contains("/") }
    var input = Data()
    var expected: [String] = []
    for (position, name) in names.enumerated() {
      input.append(Data((name + (position % 3 == 0 ? "\r\n" : "\n")).utf8))
      expected.append(koPron[name]!)
      if position % 7 == 0 {
        input.append(Data("\n".utf8))
        expected.append("")
      }
    }
    let result = try CLIRunner.run(["pronounce"], input: input)
    #expect(result.status == 0)
    #expect(result.lines == expected)
  }

  @Test(arguments: ["romanize", "pronounce"])
  func jsonDocument(command: String) throws {
    let result = try CLIRunner.run([command, "--json", "국물", "A"])
    #expect(result.status == 0)
    let object = try #require(try result.json() as? [String: Any])
    let results = try #require(object["results"] as? [[String: String]])
    #expect(results.map { $0["input"] } == ["국물", "A"])
    #expect(results.map { $0["output"] } == (command == "romanize" ? ["gungmul", "A"] : ["궁물", "A"]))
  }

  @Test(arguments: ["romanize", "pronounce"])
  func invalidUTF8NamesTheLineAndExits65(command: String) throws {
    var input = Data("홍길동\n국물\n".utf8)
    input.append(contentsOf: [0x41, 0xFF, 0xFE, 0x0A])
    input.append(Data("이영희\n".utf8))
    let result = try CLIRunner.run([command], input: input)
    #expect(result.status == 65)
    #expect(result.stderr.contains("line 3"))
    #expect(result.lines.count == 2)
  }
}
