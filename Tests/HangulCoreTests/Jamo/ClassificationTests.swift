import HangulTestSupport
import Testing

@testable import HangulCore

/// Classification of every code point in the Hangul blocks against Unicode names and ICU.
@Suite struct ClassificationTests {
  /// Every code point of the Hangul jamo blocks, the compatibility and halfwidth blocks and
  /// the edges of the syllable block.
  static let scalars: [Unicode.Scalar] = [
    0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xD7B0...0xD7FF, 0xFFA0...0xFFEF,
    0xABF0...0xAC10, 0xD790...0xD7AF, 0x0041...0x0041, 0x4E00...0x4E00,
  ].flatMap { $0.compactMap { Unicode.Scalar(UInt32($0)) } }

  /// A modern conjoining jamo is one ICU's NFC composes into a syllable.
  /// Whether the conjoining jamo `s` composes into a precomposed syllable, from the Unicode
  /// Standard's own definition (chapter 3.12, "Conjoining Jamo Behavior": LBase U+1100 with
  /// LCount 19, VBase U+1161 with VCount 21, TBase U+11A7 with TCount 28, TBase itself
  /// excluded), read against the scalar's name so the block is the one the name says.
  static func composesIntoSyllable(_ s: Unicode.Scalar) throws -> Bool {
    let name = CoreTestSupport.name(s)
    let v = s.value
    if name.hasPrefix("HANGUL CHOSEONG ") { return (0x1100..<0x1100 + 19).contains(v) }
    if name.hasPrefix("HANGUL JUNGSEONG ") { return (0x1161..<0x1161 + 21).contains(v) }
    if name.hasPrefix("HANGUL JONGSEONG ") { return (0x11A7 + 1..<0x11A7 + 28).contains(v) }
    return false
  }

  @Test func blocksMatchUnicodeNames() {
    for s in Self.scalars {
      let name = CoreTestSupport.name(s)
      let hex = CoreTestSupport.codePoints(String(Character(s)))
      #expect(s.isHangulSyllable == name.hasPrefix("HANGUL SYLLABLE "), "\(hex)")
      #expect(s.isLeadingJamo == name.hasPrefix("HANGUL CHOSEONG "), "\(hex) \(name)")
      #expect(s.isVowelJamo == name.hasPrefix("HANGUL JUNGSEONG "), "\(hex) \(name)")
      #expect(s.isTrailingJamo == name.hasPrefix("HANGUL JONGSEONG "), "\(hex) \(name)")
      #expect(s.isConjoiningJamo == (s.isLeadingJamo || s.isVowelJamo || s.isTrailingJamo), "\(hex)")
      #expect(s.isCompatibilityJamo == (name.hasPrefix("HANGUL LETTER ") || name == "HANGUL FILLER"), "\(hex) \(name)")
      #expect(
        s.isHalfwidthJamo == (name.hasPrefix("HALFWIDTH HANGUL LETTER ") || name == "HALFWIDTH HANGUL FILLER"),
        "\(hex) \(name)")
      #expect(s.isHangulFiller == name.hasSuffix("HANGUL FILLER") || name.hasSuffix("SEONG FILLER"), "\(hex) \(name)")
      #expect(
        s.isHangul
          == (s.isHangulSyllable || s.isConjoiningJamo || s.isCompatibilityJamo
            || s.isHalfwidthJamo),
        "\(hex)")
    }
  }

  /// can-be-initial/medial/final: the conjoining jamo that compose into syllables (the
  /// Unicode Standard's definition), and the compatibility letters named like one of them.
  @Test func modernRolesMatchTheStandardsComposition() throws {
    var modern: [String: Set<String>] = [:]  // letter name → roles
    for s in Self.scalars where s.isConjoiningJamo {
      let parts = CoreTestSupport.name(s).split(separator: " ")
      if try Self.composesIntoSyllable(s) { modern[String(parts.last!), default: []].insert(String(parts[1])) }
    }
    var counts = (0, 0, 0)
    for s in Self.scalars {
      let name = CoreTestSupport.name(s)
      let parts = name.split(separator: " ")
      let hex = CoreTestSupport.codePoints(String(Character(s)))
      let roles: Set<String>
      if s.isConjoiningJamo {
        roles = try Self.composesIntoSyllable(s) ? [String(parts[1])] : []
      } else if s.isCompatibilityJamo {
        roles = modern[String(parts.last ?? "")] ?? []
      } else {
        roles = []
      }
      #expect(s.canBeChoseong == roles.contains("CHOSEONG"), "\(hex) \(name)")
      #expect(s.canBeJungseong == roles.contains("JUNGSEONG"), "\(hex) \(name)")
      #expect(s.canBeJongseong == roles.contains("JONGSEONG"), "\(hex) \(name)")
      if s.canBeChoseong { counts.0 += 1 }
      if s.canBeJungseong { counts.1 += 1 }
      if s.canBeJongseong { counts.2 += 1 }
    }
    #expect(counts == (38, 42, 54))  // 19, 21, 27 in each of the two encodings
  }

  /// Old Hangul: a conjoining jamo that is no filler and does not compose (ICU), or a
  /// compatibility letter (no filler) named like no conjoining jamo that composes (ㅿ, ㆍ).
  @Test func oldHangulMatchesICU() throws {
    var modernNames: Set<Substring> = []
    for s in Self.scalars where s.isConjoiningJamo {
      if try Self.composesIntoSyllable(s) { modernNames.insert(CoreTestSupport.name(s).split(separator: " ").last!) }
    }
    for s in Self.scalars {
      let name = CoreTestSupport.name(s)
      let hex = CoreTestSupport.codePoints(String(Character(s)))
      let expected: Bool
      if s.isConjoiningJamo {
        expected = try !name.hasSuffix(" FILLER") && !Self.composesIntoSyllable(s)
      } else if name.hasPrefix("HANGUL LETTER ") {
        expected = !modernNames.contains(name.split(separator: " ").last!)
      } else {
        expected = false
      }
      #expect(s.isOldHangul == expected, "\(hex) \(name)")
    }
    #expect(Self.scalars.filter(\.isOldHangul).count > 200)
  }
}
