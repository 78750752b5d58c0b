import HangulTestSupport
import Testing

@testable import HangulCore

/// Decomposition and composition over random Unicode text (``RandomUnicode``), with ICU's
/// normalization as the oracle for canonical equivalence.
@Suite struct DecompositionPropertyTests {
  static let cases = 10_000

  /// compose(decompose(s)) == s for modern Hangul text: syllables mixed with anything that is
  /// not a jamo (Latin and marks, emoji, digits, unassigned code points, U+FFFD, NUL), in
  /// NFC. At the `.syllable` level too (its cluster finals are keys again when composing).
  /// A non-NFC spelling comes back as its NFC.
  @Test func composeInvertsDecomposeOnModernText() throws {
    var random = RandomUnicode(seed: 0xDEC0)
    var failures: [String] = []
    var syllables = 0
    for _ in 0..<Self.cases {
      let generated = random.string(from: RandomUnicode.modernText)
      let text = try generated.normalized(.nfc)
      syllables += text.unicodeScalars.filter(\.isHangulSyllable).count
      for level in [DecompositionLevel.jamo, .syllable]
      where !identical(assemble(disassemble(text, level: level)), text) {
        failures.append("\(level) \(CoreTestSupport.codePoints(text))")
      }
      if !identical(assemble(disassemble(generated)), text) {
        failures.append("non-NFC \(CoreTestSupport.codePoints(generated))")
      }
    }
    #expect(failures.isEmpty, "\(failures.count) failures, first: \(failures.prefix(5))")
    #expect(syllables > Self.cases * 2)  // the text really is mostly Hangul
  }

  /// Canonically equivalent text (the input, its NFC, its NFD) decomposes alike at every
  /// level, in both encodings, and composes alike; any text, jamo of every block included.
  @Test(arguments: DecompositionLevel.allCases)
  func canonicallyEquivalentTextDecomposesAlike(level: DecompositionLevel) throws {
    var random = RandomUnicode(seed: 0xE0 + UInt64(DecompositionLevel.allCases.firstIndex(of: level)!))
    var failures: [String] = []
    for _ in 0..<Self.cases {
      let text = random.string()
      let spellings = [try text.normalized(.nfc), try text.normalized(.nfd)]
      for encoding in [JamoEncoding.compatibility, .conjoining] {
        let expected = disassemble(text, level: level, encoding: encoding)
        if spellings.contains(where: { !identical(disassemble($0, level: level, encoding: encoding), expected) }) {
          failures.append("\(encoding) \(CoreTestSupport.codePoints(text))")
        }
        // No syllable survives decomposition.
        if expected.unicodeScalars.contains(where: \.isHangulSyllable) {
          failures.append("syllable left \(CoreTestSupport.codePoints(text))")
        }
      }
      if level == .jamo, spellings.contains(where: { !identical(assemble($0), assemble(text)) }) {
        failures.append("assemble \(CoreTestSupport.codePoints(text))")
      }
    }
    #expect(failures.isEmpty, "\(failures.count) failures, first: \(failures.prefix(5))")
  }
}
