import HangulCorpus
import Testing

@testable import HangulCore

/// Hangul syllables and conjoining jamo against ICU: the algorithmic part of the tables.
@Suite struct HangulNormalizationTests {
  /// Leading consonants: modern ᄀ…ᄒ, old ᄓ…ᅟ (filler included), extended-A ꥠ…ꥼ.
  static let leading: [UInt32] = Array(0x1100...0x115F) + Array(0xA960...0xA97C)
  /// Vowels: filler ᅠ, modern ᅡ…ᅵ, old ᅶ…ᆧ, extended-B ힰ…ퟆ.
  static let vowels: [UInt32] = Array(0x1160...0x11A7) + Array(0xD7B0...0xD7C6)
  /// Trailing consonants: modern ᆨ…ᇂ, old ᇃ…ᇿ, extended-B ퟋ…ퟻ.
  static let trailing: [UInt32] = Array(0x11A8...0x11FF) + Array(0xD7CB...0xD7FB)

  @Test func allSyllablesDecomposeAndRecomposeLikeICU() {
    var failures: [String] = []
    for s in UInt32(0xAC00)...0xD7A3 {
      let nfd = ICUOracle.normalize([s], .nfd)
      #expect(nfd.count == 2 || nfd.count == 3)
      for form in BuiltInNormalizer.Form.allCases {
        let fromSyllable = codePoints(BuiltInNormalizer.normalizeUTF8(string([s]), form: form))
        let fromJamo = codePoints(BuiltInNormalizer.normalizeUTF8(string(nfd), form: form))
        if fromSyllable != ICUOracle.normalize([s], form) || fromJamo != ICUOracle.normalize(nfd, form) {
          failures.append("\(form) \(hex([s]))")
        }
      }
    }
    #expect(failures.isEmpty, "\(failures.prefix(20).joined(separator: "\n"))")
  }

  @Test func everyJamoPairLikeICU() {
    var failures: [String] = []
    var count = 0
    for l in Self.leading {
      for v in Self.vowels {
        failures += differences([l, v])
        count += 1
      }
    }
    // Vowel + trailing and trailing + vowel: no composition without a leading consonant.
    for v in Self.vowels {
      for t in Self.trailing {
        failures += differences([v, t])
        failures += differences([t, v])
        count += 2
      }
    }
    #expect(count == 125 * 95 + 2 * 95 * 137)
    #expect(failures.isEmpty, "\(failures.prefix(20).joined(separator: "\n"))")
  }

  @Test func everyModernLeadingWithEveryVowelAndTrailingLikeICU() {
    var failures: [String] = []
    var count = 0
    for l in UInt32(0x1100)...0x1112 {
      for v in Self.vowels {
        for t in Self.trailing {
          failures += differences([l, v, t])
          count += 1
        }
      }
    }
    #expect(count == 19 * 95 * 137)
    #expect(failures.isEmpty, "\(failures.prefix(20).joined(separator: "\n"))")
  }

  @Test func everySyllableFollowedByJamoLikeICU() {
    // LV + T composes (LVT); LVT + T, syllable + V and syllable + L do not.
    var failures: [String] = []
    var rng = SplitMix64(seed: 7)
    for s in UInt32(0xAC00)...0xD7A3 {
      let t = Self.trailing.randomElement(using: &rng)!
      let v = Self.vowels.randomElement(using: &rng)!
      failures += differences([s, t])
      failures += differences([s, v])
      failures += differences([s, 0x0301, t])  // a mark between blocks the T
      if (s - 0xAC00) % 28 == 0 {
        for t in Self.trailing { failures += differences([s, t]) }
      }
    }
    #expect(failures.isEmpty, "\(failures.prefix(20).joined(separator: "\n"))")
  }

  @Test func halfwidthAndCompatibilityJamoUnderNFKC() {
    var failures: [String] = []
    let compatibility = Array(UInt32(0x3131)...0x318E)
    let halfwidth = Array(UInt32(0xFFA0)...0xFFDC)
    for a in compatibility + halfwidth {
      for b in [UInt32(0x314F), 0xFFC2, 0x3131, 0xFFA1, 0x11A8] {
        failures += differences([a, b])
      }
    }
    #expect(failures.isEmpty, "\(failures.prefix(20).joined(separator: "\n"))")
    // Halfwidth ﾡ folds to the conjoining ᄀ, and ﾡ + ￂ composes into 가.
    #expect(BuiltInNormalizer.normalizeUTF8("\u{FFA1}", form: .nfkc) == "\u{1100}")
    #expect(BuiltInNormalizer.normalizeUTF8("\u{FFA1}\u{FFC2}", form: .nfkc) == "가")
  }

  @Test func documentedExamples() {
    #expect(BuiltInNormalizer.normalizeUTF8("한글", form: .nfd).unicodeScalars.count == 6)
    #expect(BuiltInNormalizer.normalizeUTF8("\u{1112}\u{1161}\u{11AB}", form: .nfc) == "한")
    #expect(BuiltInNormalizer.canonicalDecomposition(of: "한")?.map(\.value) == [0x1112, 0x1161, 0x11AB])
    #expect(BuiltInNormalizer.canonicalDecomposition(of: "ﬁ") == nil)
    #expect(BuiltInNormalizer.isNormalizedUTF8("한글", form: .nfc))
    #expect(!BuiltInNormalizer.isNormalizedUTF8("한글", form: .nfd))
  }
}
