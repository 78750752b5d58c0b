import HangulCorpus
import HangulTestSupport
import Testing

@testable import Hangul
@testable import HangulCore
@testable import HangulUTF8

/// `SoundChangesUTF8Writer`, the byte core of the CLI's `romanize` and `pronounce`, against
/// the `String` functions it stands in for (each checked against the rule text and ko-pron
/// in RomanizationTests and PronunciationTests): for every text it accepts, the same bytes.
@Suite struct SoundChangesUTF8WriterTests {
  /// The configurations the CLI can ask for, and the nouns option.
  static let configurations: [(name: String, writer: SoundChangesUTF8Writer, reference: @Sendable (String) -> String)] =
    [
      ("romanize", SoundChangesUTF8Writer(romanization: RomanizationOptions())!, { romanize($0) }),
      (
        "romanize, hyphens", SoundChangesUTF8Writer(romanization: RomanizationOptions(usesHyphens: true))!,
        { romanize($0, options: RomanizationOptions(usesHyphens: true)) }
      ),
      (
        "romanize, nouns", SoundChangesUTF8Writer(romanization: RomanizationOptions(treatsWordsAsNouns: true))!,
        { romanize($0, options: RomanizationOptions(treatsWordsAsNouns: true)) }
      ),
      ("pronounce", SoundChangesUTF8Writer(pronunciation: PronunciationOptions()), { pronounce($0) }),
      (
        "pronounce, no tensification",
        SoundChangesUTF8Writer(pronunciation: PronunciationOptions(includesTensification: false)),
        { pronounce($0, options: PronunciationOptions(includesTensification: false)) }
      ),
    ]

  /// What the writer gives for `text`, or nil when it declines.
  static func written(_ writer: SoundChangesUTF8Writer, _ text: String) -> String? {
    CoreTestSupport.written(text, room: writer.room(text.utf8.count)) { writer.writeValidating($0, into: $1) }
  }

  /// The syllables the first of a pair ranges over. A boundary reads the final of the
  /// syllable before it (and, for the rules that name syllables, which syllable it is: 밟 넓
  /// 덟, the nouns in ㄺ, the names of letters), and the initial, vowel and final of the
  /// syllable after it; the hyphen reads the vowel before; ㅢ reads its own initial. So 가
  /// with each of the 28 finals, ㄱ with each vowel, 의, and the named syllables, each
  /// followed by every modern syllable, give every case the rules distinguish.
  static let firsts: [String] = {
    var firsts = (0..<28).map { CoreTestSupport.string(0xAC00 + UInt32($0)) }  // 가 각 갂 … 갛
    firsts += (0..<21).map { CoreTestSupport.string(0xAC00 + UInt32($0 * 28)) }  // 가 개 갸 … 기
    firsts += ["의", "밟", "넓", "덟", "닭", "흙", "칡", "삵", "슭", "맑", "디귿", "지읒", "치읓", "키읔", "티읕", "피읖", "히읗", "여덟"]
    return firsts
  }()

  /// Every first (above) before every modern syllable, one line per first with the pairs
  /// separated by spaces, and every syllable alone between ASCII letters.
  @Test(arguments: 0..<configurations.count)
  func everyBoundaryAgreesWithTheStringFunction(configuration: Int) {
    let (name, writer, reference) = Self.configurations[configuration]
    var lines = Self.firsts.map { first in CoreTestSupport.syllables.map { first + $0 }.joined(separator: " ") }
    lines.append(CoreTestSupport.syllables.map { "a\($0)b" }.joined(separator: " "))
    for line in lines {
      guard let bytes = Self.written(writer, line) else {
        Issue.record("\(name): declined a line of syllables and spaces")
        continue
      }
      let expected = reference(line)
      if bytes != expected {
        let pairs = line.split(separator: " ")
        let first = zip(bytes.split(separator: " "), expected.split(separator: " ")).enumerated()
          .first { $0.element.0 != $0.element.1 }
        Issue.record("\(name): \(first.map { "\(pairs[$0.offset]) → \($0.element.0), not \($0.element.1)" } ?? "")")
      }
    }
  }

  /// Generated names (every stress category) and random text: what the writer accepts it
  /// answers as the `String` function does, and it accepts every name of ASCII and modern
  /// syllables.
  @Test func namesAndRandomTextAgree() {
    var generator = NameGenerator(seed: 29)
    var texts = generator.names(count: 5_000)
    var random = RandomUnicode(seed: 29)
    texts += (0..<2_000).map { _ in random.string() }
    texts += ["", " ", "K-팝!", "국물 Kim", "값을\t", "ㄱ", "\u{1100}\u{1161}", String(repeating: "가", count: 200)]
    for (name, writer, reference) in Self.configurations {
      var accepted = 0
      for text in texts {
        let plain = text.unicodeScalars.allSatisfy { $0.isASCII || $0.isHangulSyllable }
        guard let bytes = Self.written(writer, text) else {
          // Declined: not ASCII and syllables, or a word longer than the core takes.
          #expect(!plain || text.unicodeScalars.count > 128, "\(name) declined \(text)")
          continue
        }
        accepted += 1
        #expect(plain, "\(name) accepted \(CoreTestSupport.codePoints(text))")
        #expect(bytes == reference(text), "\(name): \(text)")
      }
      #expect(accepted >= 4_500, "\(name)")
    }
  }

  /// Any bytes: what the writer accepts is valid UTF-8, answered as the `String` function does.
  @Test func acceptsOnlyValidUTF8() {
    let writer = SoundChangesUTF8Writer(romanization: RomanizationOptions())!
    var random = SplitMix64(seed: 0x5C)
    let pieces: [[UInt8]] = [
      Array("닭".utf8), Array("이".utf8), Array(" ".utf8), [0xEA, 0xB0, 0x00], [0xED, 0xA0, 0x80], [0xED, 0x9E, 0xA3],
      [0xEA, 0xB0], [0x80], [0xFF], [0xC3, 0xA9], [0xE4, 0xB8, 0x80], [0xEA, 0x30, 0x80],
    ]
    var accepted = 0
    for _ in 0..<10_000 {
      var bytes: [UInt8] = []
      for _ in 0..<(1 + random.next() % 6) { bytes += pieces[Int(random.next() % UInt64(pieces.count))] }
      var out = [UInt8](repeating: 0, count: writer.room(bytes.count))
      let n = bytes.withUnsafeBufferPointer { source in
        out.withUnsafeMutableBufferPointer { writer.writeValidating(source, into: $0.baseAddress!) }
      }
      guard n >= 0 else { continue }
      accepted += 1
      let valid = String(validating: bytes, as: UTF8.self)
      #expect(valid != nil && Array(out[..<n]) == Array(romanize(valid!).utf8), "\(bytes)")
    }
    #expect(accepted > 300)
  }

  /// `writeLines` over blocks of mixed lines (names, random text, `\r\n`, empty lines, long
  /// words, bytes that are not UTF-8), in ample and in scarce room: it takes a prefix of
  /// whole lines, writes for them what the `String` function gives line by line, and stops
  /// only for room or at a line it must not take.
  @Test(arguments: [0, 3])
  func wholeLinesAgreeLineByLine(configuration: Int) {
    let (name, writer, reference) = Self.configurations[configuration]
    let taken = WholeLinesCheck.run(
      seed: 41, scarceRoom: 100, label: name, carriageReturnLine: "국물\r",
      extraLines: [{ Array(String(repeating: "가", count: 100 + Int($0.next() % 60)).utf8) }],
      takes: { line in
        guard let text = String(validating: line, as: UTF8.self) else { return false }
        return text.unicodeScalars.allSatisfy { ($0.isASCII && $0 != "\r") || $0.isHangulSyllable }
          && !text.split(separator: " ").contains { $0.unicodeScalars.count > 128 }
      },
      reference: reference,
      writeLines: { writer.writeLines($0, into: $1, capacity: $2) })
    #expect(taken > 800)
  }

  @Test func personalNamesHaveNoByteCore() {
    #expect(SoundChangesUTF8Writer(romanization: RomanizationOptions(isPersonalName: true)) == nil)
  }
}
