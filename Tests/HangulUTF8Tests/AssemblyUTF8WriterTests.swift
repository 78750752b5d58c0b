import HangulCorpus
import HangulTestSupport
import Testing

@testable import Hangul
@testable import HangulCore
@testable import HangulUTF8

/// `AssemblyUTF8Writer` (the byte core of the CLI's `compose`) against `assemble`, the
/// reference it stands in for (checked against es-hangul's fixtures in `AssembleTests`): it
/// accepts exactly the characters its documentation lists, every one of them alone and in
/// every joining context gives `assemble`'s bytes, and so do random mixes and random bytes.
@Suite struct AssemblyUTF8WriterTests {
  static let writer = AssemblyUTF8Writer()

  /// The writer's answer for `text`, or nil when it declines.
  static func written(_ text: String) -> [UInt8]? { written(Array(text.utf8)) }

  static func written(_ bytes: [UInt8]) -> [UInt8]? {
    var out = [UInt8](repeating: 0, count: AssemblyUTF8Writer.room(bytes.count))
    let n = bytes.withUnsafeBufferPointer { source in
      out.withUnsafeMutableBufferPointer { writer.write(source, into: $0.baseAddress!) }
    }
    return n < 0 ? nil : Array(out[..<n])
  }

  /// The characters the writer's documentation lists, written out here as ranges.
  static func isListed(_ v: UInt32) -> Bool {
    switch v {
    case 0x00...0x17F: true  // ASCII, Latin-1, Latin Extended-A
    case 0xAC00...0xD7A3: true  // modern syllables
    case 0x3131...0x318E: true  // compatibility jamo
    case 0x1100...0x11FF, 0xA960...0xA97C, 0xD7B0...0xD7C6, 0xD7CB...0xD7FB: true  // conjoining jamo
    case 0x4E00...0x9FFF: true  // Hanja
    case 0x2600...0x27BF, 0x2B00...0x2BFF: true  // symbols, dingbats
    case 0x200D, 0xFE0F: true  // ZWJ, VS16
    case 0xFF01...0xFF5E: true  // fullwidth ASCII
    case 0xFFA0...0xFFBE, 0xFFC2...0xFFC7, 0xFFCA...0xFFCF, 0xFFD2...0xFFD7, 0xFFDA...0xFFDC: true  // halfwidth
    case 0x1F000...0x1FAFF: true  // emoji
    default: false
    }
  }

  /// Hangul characters: composed by the writer itself (NFC's algorithmic Hangul composition).
  static func isHangul(_ v: UInt32) -> Bool {
    (0xAC00...0xD7A3).contains(v) || (0x3131...0x318E).contains(v) || (0x1100...0x11FF).contains(v)
      || (0xA960...0xA97C).contains(v) || (0xD7B0...0xD7FB).contains(v)
  }

  /// Every scalar of the BMP and of the emoji planes, as strings.
  static let allScalars: [Unicode.Scalar] = (0x1...0x1FFFF).compactMap { Unicode.Scalar(UInt32($0)) }

  /// The scalars the writer accepts alone.
  static let accepted: [Unicode.Scalar] = allScalars.filter { written(String($0)) != nil }

  /// The writer accepts a scalar alone exactly when its documentation lists it (and U+F9E1,
  /// which NFC changes, or a combining mark, is declined).
  @Test func acceptsExactlyTheListedCharacters() {
    let acceptedSet = Set(Self.accepted.map(\.value))
    let wrong = Self.allScalars.filter { acceptedSet.contains($0.value) != Self.isListed($0.value) }
    #expect(wrong.isEmpty, "\(wrong.prefix(10).map { String($0.value, radix: 16) })")
    #expect(Self.written("\u{F9E1}") == nil && Self.written("e\u{0301}") == nil && Self.written("가\u{302E}") == nil)
    #expect(Self.written(String(repeating: "가", count: AssemblyUTF8Writer.maxLineBytes)) == nil)
  }

  /// Every accepted character outside Hangul is one NFC leaves alone after anything and
  /// that leaves what precedes it alone: not in the list of composing characters computed
  /// from the Unicode Character Database (`Fixtures/nfc-composing-characters.txt`, written by
  /// `scripts/data/fixtures/make-nfc-composing-fixture.py`), combining class 0 (the standard
  /// library's Unicode data) and NFC-stable (ICU).
  @Test func acceptedNonHangulCharactersNeverCompose() throws {
    let rows = try CoreTestSupport.fixture("nfc-composing-characters.txt")
    var composing = Set<UInt32>()
    for row in rows {
      let bounds = row[0].split(separator: ".", omittingEmptySubsequences: true).compactMap { UInt32($0, radix: 16) }
      try #require(bounds.count == 2)
      composing.formUnion(bounds[0]...bounds[1])
    }
    #expect(composing.contains(0x0301) && composing.contains(0xF9E1) && composing.count > 1_500)
    var checked = 0
    for scalar in Self.accepted where !Self.isHangul(scalar.value) {
      checked += 1
      let text = String(scalar)
      #expect(!composing.contains(scalar.value), "U+\(String(scalar.value, radix: 16)) composes")
      #expect(scalar.properties.canonicalCombiningClass == .notReordered)
      #expect(try text.normalized(.nfc).unicodeScalars.elementsEqual(text.unicodeScalars))
    }
    #expect(checked > 25_000)
    // The same for the characters `assemblesToItself` (the scan of unchanged lines) accepts.
    let inert = Self.allScalars.filter { scalar in
      !Self.isHangul(scalar.value) && Array(String(scalar).utf8).withUnsafeBufferPointer { assemblesToItself($0) }
    }
    #expect(inert.contains("Ł") && inert.count > 25_000)
    let composingInert = inert.filter {
      composing.contains($0.value) || $0.properties.canonicalCombiningClass != .notReordered
    }
    #expect(composingInert.isEmpty, "\(composingInert.prefix(5).map { String($0.value, radix: 16) })")
  }

  /// Every accepted character alone and in every context that joins: after syllables with
  /// and without a final, between a consonant and a vowel letter, after a conjoining
  /// initial, before a conjoining vowel or final.
  @Test func everyAcceptedCharacterInJoiningContextsIsAssemble() {
    var wrong: [String] = []
    var count = 0
    for scalar in Self.accepted {
      let x = String(scalar)
      let texts = [
        x, "가" + x, "각" + x, "갈" + x, "값" + x, x + "ㅏ", "ㄱ" + x + "ㅏ", "ㅗ" + x,
        "\u{1100}" + x, x + "\u{1161}", x + "\u{11A8}", "가" + x + "\u{11AB}",
      ]
      for text in texts {
        count += 1
        guard let bytes = Self.written(text) else {
          wrong.append("declined " + text)
          continue
        }
        if bytes != Array(assemble(text).utf8) { wrong.append(text) }
      }
    }
    #expect(wrong.isEmpty, "\(wrong.prefix(5).map(CoreTestSupport.codePoints))")
    #expect(count > 12 * 36_000)
  }

  /// Every pair of jamo characters (compatibility, modern and old conjoining), and every
  /// pair of Latin letters and signs: where NFC and the keyboard's joining meet.
  @Test func everyPairOfJamoAndOfLatinIsAssemble() {
    let jamo = Self.accepted.filter { Self.isHangul($0.value) && !$0.isHangulSyllable }
    let latin = (0x20...0x17F).compactMap { Unicode.Scalar(UInt32($0)) }.filter { $0.value >= 0x80 || $0.value < 0x7F }
    var wrong: [String] = []
    for (firsts, seconds) in [(jamo, jamo), (latin, latin.filter { $0.value >= 0x80 })] {
      for a in firsts {
        for b in seconds {
          let text = String(a) + String(b)
          if Self.written(text) != Array(assemble(text).utf8) { wrong.append(text) }
        }
      }
    }
    #expect(jamo.count > 400)
    #expect(wrong.isEmpty, "\(wrong.prefix(5).map(CoreTestSupport.codePoints))")
  }

  /// A syllable after a syllable with each kind of final (its initial may join that final,
  /// then its vowel pulls it back): every final, every initial, simple and compound vowels,
  /// no final, a single and a cluster final.
  @Test func syllableAfterEveryFinalIsAssemble() {
    var wrong: [String] = []
    for final in 0...27 {
      for vowel in [0, 9] {  // ㅏ, ㅘ
        let before = String(Unicode.Scalar(0xAC00 + UInt32(vowel * 28 + final))!)
        for initial in 0..<19 {
          for (v, t) in [(0, 0), (9, 1), (20, 3), (8, 15)] {
            let after = String(Unicode.Scalar(0xAC00 + UInt32((initial * 21 + v) * 28 + t))!)
            let text = before + after
            if Self.written(text) != Array(assemble(text).utf8) { wrong.append(text) }
            let keyed = before + disassemble(after)
            if Self.written(keyed) != Array(assemble(keyed).utf8) { wrong.append(keyed) }
          }
        }
      }
    }
    #expect(wrong.isEmpty, "\(wrong.prefix(5).map(CoreTestSupport.codePoints))")
  }

  /// Random mixes of every kind of Hangul, Latin, Hanja, emoji and characters the writer
  /// declines: what it accepts is `assemble`'s answer, and it accepts every mix of listed
  /// characters.
  @Test func randomMixesAreAssemble() {
    var random = RandomUnicode(seed: 0xC0DE)
    var extra = SplitMix64(seed: 0xC0DE)
    let others: [String] = [
      "Ł", "ł", "ő", "Ā", "é", "ß", "金", "\u{F9E1}", "\u{0301}", "😀", "👩\u{200D}👧", "☕\u{FE0F}", "Ｋ", "ﾡ",
      "\u{115F}", "\u{1160}", "\u{3164}", "ㆍ", "ᄒᆞᆫ", "\u{A960}", "\u{D7B0}", "\u{D7FB}", "\r", "\0",
    ]
    let kinds: Set<RandomUnicode.Kind> = [
      .syllable, .compatibilityJamo, .modernConjoiningJamo, .oldConjoiningJamo, .nfdSyllable, .emoji, .digit, .space,
    ]
    var accepted = 0
    var wrong: [String] = []
    for _ in 0..<30_000 {
      var text = random.string(maxPieces: 8, from: kinds)
      for _ in 0..<(extra.next() % 3) { text += others[Int(extra.next() % UInt64(others.count))] }
      text += random.string(maxPieces: 4, from: kinds)
      let listed = text.unicodeScalars.allSatisfy { Self.isListed($0.value) }
      guard let bytes = Self.written(text) else {
        if listed { wrong.append("declined " + text) }
        continue
      }
      accepted += 1
      if !listed || bytes != Array(assemble(text).utf8) { wrong.append(text) }
    }
    #expect(wrong.isEmpty, "\(wrong.prefix(5).map(CoreTestSupport.codePoints))")
    #expect(accepted > 10_000)
  }

  /// Any bytes: what the writer accepts is valid UTF-8 (the standard library's check) and
  /// its answer is `assemble`'s.
  @Test func acceptsOnlyValidUTF8() {
    var random = SplitMix64(seed: 0xB17E)
    let pieces: [[UInt8]] = [
      Array("김".utf8), Array("ㄱ".utf8), Array("ᄒ".utf8), Array("ᆞ".utf8), Array("Ł".utf8), Array("é".utf8),
      Array("😀".utf8), Array("金".utf8), [0xC4], [0xC5, 0xC0], [0xC0, 0x80], [0xC1, 0xBF], [0xE0, 0x80, 0x80],
      [0xE1, 0x84], [0xE1, 0x84, 0x00], [0xEA, 0xA5, 0xA0], [0xED, 0x9F, 0xB0], [0xED, 0xA0, 0x80], [0xF0, 0x9F, 0xA0],
      [0xF0, 0x9F, 0xB0, 0x80], [0xEF, 0xBE, 0xA1], [0xEF, 0xBF, 0xBF], [0x80], [0xFF], [0x41],
    ]
    var accepted = 0
    for _ in 0..<20_000 {
      var bytes: [UInt8] = []
      for _ in 0..<(1 + random.next() % 6) { bytes += pieces[Int(random.next() % UInt64(pieces.count))] }
      guard let answer = Self.written(bytes) else { continue }
      accepted += 1
      let valid = String(validating: bytes, as: UTF8.self)
      #expect(valid != nil && answer == Array(assemble(valid!).utf8), "\(bytes)")
    }
    #expect(accepted > 1_000)
  }
}
