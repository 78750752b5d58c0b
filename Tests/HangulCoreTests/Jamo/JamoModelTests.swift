import HangulTestSupport
import Testing

@testable import HangulCore

/// The jamo types against Unicode names and canonical decomposition.
@Suite struct JamoModelTests {
  /// "HANGUL CHOSEONG SSANGKIYEOK" → "SSANGKIYEOK".
  static func letterName(_ scalar: Unicode.Scalar) -> Substring {
    CoreTestSupport.name(scalar).split(separator: " ").last ?? ""
  }

  @Test func choseongScalarsMatchUnicodeNames() {
    #expect(Choseong.allCases.count == 19)
    for c in Choseong.allCases {
      #expect(CoreTestSupport.name(c.conjoiningScalar).hasPrefix("HANGUL CHOSEONG "))
      #expect(CoreTestSupport.name(c.compatibilityScalar).hasPrefix("HANGUL LETTER "))
      #expect(Self.letterName(c.conjoiningScalar) == Self.letterName(c.compatibilityScalar), "\(c)")
      #expect(Choseong(c.conjoiningScalar) == c)
      #expect(Choseong(c.compatibilityScalar) == c)
    }
  }

  @Test func jungseongScalarsMatchUnicodeNames() {
    #expect(Jungseong.allCases.count == 21)
    for v in Jungseong.allCases {
      #expect(CoreTestSupport.name(v.conjoiningScalar).hasPrefix("HANGUL JUNGSEONG "))
      #expect(CoreTestSupport.name(v.compatibilityScalar).hasPrefix("HANGUL LETTER "))
      #expect(Self.letterName(v.conjoiningScalar) == Self.letterName(v.compatibilityScalar), "\(v)")
      #expect(Jungseong(v.conjoiningScalar) == v)
      #expect(Jungseong(v.compatibilityScalar) == v)
    }
  }

  @Test func jongseongScalarsMatchUnicodeNames() {
    #expect(Jongseong.allCases.count == 27)
    #expect(Jongseong(rawValue: 0) == nil)
    for t in Jongseong.allCases {
      #expect(CoreTestSupport.name(t.conjoiningScalar).hasPrefix("HANGUL JONGSEONG "))
      #expect(CoreTestSupport.name(t.compatibilityScalar).hasPrefix("HANGUL LETTER "))
      #expect(Self.letterName(t.conjoiningScalar) == Self.letterName(t.compatibilityScalar), "\(t)")
      #expect(Jongseong(t.conjoiningScalar) == t)
      #expect(Jongseong(t.compatibilityScalar) == t)
    }
  }

  /// Raw values are the syllable-arithmetic indices: ICU's NFD of 가 + index gives them back.
  @Test func rawValuesAreArithmeticIndices() throws {
    for c in Choseong.allCases {
      let syllable = CoreTestSupport.string(0xAC00 + UInt32(c.rawValue * 588))
      #expect(CoreTestSupport.oracleNormalized(syllable, .nfd).unicodeScalars.first == c.conjoiningScalar)
    }
    for v in Jungseong.allCases {
      let syllable = CoreTestSupport.string(0xAC00 + UInt32(v.rawValue * 28))
      #expect(Array(CoreTestSupport.oracleNormalized(syllable, .nfd).unicodeScalars)[1] == v.conjoiningScalar)
    }
    for t in Jongseong.allCases {
      let syllable = CoreTestSupport.string(0xAC00 + UInt32(t.rawValue))
      #expect(Array(CoreTestSupport.oracleNormalized(syllable, .nfd).unicodeScalars)[2] == t.conjoiningScalar)
    }
  }

  /// Components and `combined(with:)` are inverse, and the pieces of a compound are named
  /// in the compound's Unicode name (ㅄ "PIEUP-SIOS" = ㅂ "PIEUP" + ㅅ "SIOS").
  @Test func compoundsAndTheirPieces() {
    for v in Jungseong.allCases {
      for w in Jungseong.allCases {
        let compound = v.combined(with: w)
        if let compound { #expect(compound.components! == (v, w)) }
      }
      if let (a, b) = v.components { #expect(a.combined(with: b) == v) }
    }
    #expect(Jungseong.allCases.filter { $0.components != nil }.count == 7)
    for t in Jongseong.allCases {
      for u in Jongseong.allCases {
        if let compound = t.combined(with: u) { #expect(compound.components! == (t, u)) }
      }
      if let (a, b) = t.components {
        #expect(a.combined(with: b) == t)
        #expect(
          Self.letterName(t.compatibilityScalar) == Self.letterName(a.compatibilityScalar) + "-"
            + Self.letterName(b.compatibilityScalar))
      }
      if let single = t.doubledComponent {
        #expect(Self.letterName(t.compatibilityScalar) == "SSANG" + Self.letterName(single.compatibilityScalar))
      }
    }
    #expect(Jongseong.allCases.filter { $0.components != nil }.count == 11)
    for c in Choseong.allCases {
      let isDouble = Self.letterName(c.compatibilityScalar).hasPrefix("SSANG")
      #expect((c.doubledComponent != nil) == isDouble)
      if let single = c.doubledComponent {
        #expect(Self.letterName(c.compatibilityScalar) == "SSANG" + Self.letterName(single.compatibilityScalar))
      }
    }
  }

  /// Every final that is a single or double letter can start the next syllable; clusters cannot.
  @Test func finalsAsInitials() {
    for t in Jongseong.allCases {
      #expect((t.asChoseong == nil) == (t.components != nil), "\(t)")
      if let c = t.asChoseong { #expect(c.compatibilityScalar == t.compatibilityScalar) }
    }
  }
}
