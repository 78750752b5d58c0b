import HangulCorpus
import HangulTestSupport
import Testing

@testable import Hangul
@testable import HangulCore
@testable import HangulUTF8

/// `JosaUTF8Writer`, the byte core of the CLI's `josa`, against `josa(_:_:)` and
/// `Josa.form(after:)` (checked against es-hangul in JosaOracleTests): for every word it
/// accepts, the same bytes.
@Suite struct JosaUTF8WriterTests {
  static func written(_ word: String, _ write: (UnsafeBufferPointer<UInt8>, UnsafeMutablePointer<UInt8>) -> Int)
    -> String?
  {
    CoreTestSupport.written(word, room: word.utf8.count + PackedUTF8Strings.slack, write)
  }

  /// Whether the byte core answers `word` itself (given valid UTF-8).
  static func endsInSyllableOrASCIILetter(_ word: String) -> Bool {
    guard let last = word.unicodeScalars.last else { return false }
    return last.isHangulSyllable || (last.isASCII && last.properties.isAlphabetic)
  }

  /// Every word of up to four characters over ASCII letters (single, lower and capital; the
  /// ones read 엘 알 엠 엔), a syllable with and without a final, a space, a hyphen, a digit,
  /// a letter with an accent, a parenthesis and a combining mark: every entry agrees with
  /// `josa` and `Josa.form(after:)` where it answers, and it answers every word ending in a
  /// syllable or an ASCII letter.
  @Test func everyShortWordAgrees() {
    let alphabet = ["a", "B", "l", "R", "m", "N", "z", "Q", "가", "갈", " ", "-", "1", "é", ")", "\u{301}"]
    var words = [""]
    var level = [""]
    for _ in 0..<4 {
      level = level.flatMap { prefix in alphabet.map { prefix + $0 } }
      words += level
    }
    for particle in [Josa.subject, .direction] {
      let withWord = JosaUTF8Writer(particle, includesWord: true)
      let alone = JosaUTF8Writer(particle, includesWord: false)
      var wrong: [String] = []
      for word in words {
        let answer = Self.written(word, withWord.write)
        let form = Self.written(word, alone.write)
        if (answer == nil) != (form == nil) || (answer == nil && Self.endsInSyllableOrASCIILetter(word)) {
          wrong.append(word)
        } else if let answer, let form, answer != josa(word, particle) || form != particle.form(after: word) {
          wrong.append(word)
        }
        if let validated = Self.written(word, withWord.writeValidating), validated != josa(word, particle) {
          wrong.append(word)
        }
      }
      #expect(wrong.isEmpty, "\(particle): \(wrong.prefix(5).map(CoreTestSupport.codePoints))")
    }
  }

  /// Every particle, with and without the word, after every modern syllable (alone and
  /// ending a longer word), both entry points.
  @Test(arguments: Josa.allCases)
  func everyFinalSyllableAgrees(particle: Josa) {
    let words = CoreTestSupport.syllables + CoreTestSupport.syllables.map { "K홍" + $0 }
    for includesWord in [true, false] {
      let writer = JosaUTF8Writer(particle, includesWord: includesWord)
      var wrong: [String] = []
      for word in words {
        let expected = includesWord ? josa(word, particle) : particle.form(after: word)
        if Self.written(word, writer.write) != expected || Self.written(word, writer.writeValidating) != expected {
          wrong.append(word)
        }
      }
      #expect(wrong.isEmpty, "\(particle) \(includesWord): \(wrong.prefix(5))")
    }
  }

  /// Generated names and random text: what the writer accepts it answers as `josa` does;
  /// words that do not end in a syllable are declined; the validating entry accepts only
  /// ASCII and syllables.
  @Test func namesAndRandomTextAgree() {
    var generator = NameGenerator(seed: 31)
    var words = generator.names(count: 5_000)
    var random = RandomUnicode(seed: 31)
    words += (0..<2_000).map { _ in random.string() }
    words += ["", "a", "10", "KTX", "Apple", "넥슨(코리아)", "홍길동.", "ㄱ", "가\u{11A8}", "\u{1100}\u{1161}"]
    let writer = JosaUTF8Writer(.subject, includesWord: true)
    var accepted = 0
    for word in words {
      let taken = Self.endsInSyllableOrASCIILetter(word)
      if let answer = Self.written(word, writer.write) {
        accepted += 1
        #expect(answer == josa(word, .subject), "\(word)")
        #expect(taken || word.isEmpty, "\(word)")
      } else {
        #expect(!taken, "declined \(word)")
      }
      if let answer = Self.written(word, writer.writeValidating) {
        #expect(answer == josa(word, .subject), "\(word)")
        #expect(word.unicodeScalars.allSatisfy { $0.isASCII || $0.isHangulSyllable }, "\(word)")
      }
    }
    #expect(accepted >= 4_500)
  }

  /// Any bytes given to the validating entry: what it accepts is valid UTF-8.
  @Test func validatingEntryAcceptsOnlyValidUTF8() {
    let writer = JosaUTF8Writer(.direction, includesWord: true)
    var random = SplitMix64(seed: 0x70)
    let pieces: [[UInt8]] = [
      Array("길".utf8), Array("a".utf8), [0xEA, 0xB0, 0x00], [0xED, 0xA0, 0x80], [0xED, 0x9E, 0xA3], [0xEA, 0xB0],
      [0x80], [0xFF], [0xC3, 0xA9], [0xE4, 0xB8, 0x80], [0xEA, 0x30, 0x80], [0xEB, 0xB0, 0xB0],
    ]
    var accepted = 0
    for _ in 0..<10_000 {
      var bytes: [UInt8] = []
      for _ in 0..<(1 + random.next() % 5) { bytes += pieces[Int(random.next() % UInt64(pieces.count))] }
      var out = [UInt8](repeating: 0, count: bytes.count + PackedUTF8Strings.slack)
      let n = bytes.withUnsafeBufferPointer { source in
        out.withUnsafeMutableBufferPointer { writer.writeValidating(source, into: $0.baseAddress!) }
      }
      guard n >= 0 else { continue }
      accepted += 1
      let valid = String(validating: bytes, as: UTF8.self)
      #expect(valid != nil && Array(out[..<n]) == Array(josa(valid!, .direction).utf8), "\(bytes)")
    }
    #expect(accepted > 300)
  }

  /// `writeLines` over blocks of mixed lines (names, random text, `\r\n`, empty lines, bytes
  /// that are not UTF-8: ``WholeLinesCheck``), in ample and in scarce room: it takes a prefix
  /// of whole lines, writes for them what `josa` gives line by line, and stops only for room
  /// or at a line it must not take.
  @Test(arguments: [true, false])
  func wholeLinesAgreeLineByLine(includesWord: Bool) {
    let writer = JosaUTF8Writer(.direction, includesWord: includesWord)
    let taken = WholeLinesCheck.run(
      seed: 37, scarceRoom: 40,
      takes: { line in
        guard let text = String(validating: line, as: UTF8.self) else { return false }
        let plain = text.unicodeScalars.allSatisfy { ($0.isASCII && $0 != "\r") || $0.isHangulSyllable }
        return plain && (text.isEmpty || Self.endsInSyllableOrASCIILetter(text))
      },
      reference: { includesWord ? josa($0, .direction) : Josa.direction.form(after: $0) },
      writeLines: { writer.writeLines($0, into: $1, capacity: $2) })
    #expect(taken > 300)
  }
}
