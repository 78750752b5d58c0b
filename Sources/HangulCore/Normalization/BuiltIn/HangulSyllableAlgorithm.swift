/// The algorithmic decomposition and composition of the 11,172 Hangul syllables
/// (Unicode §3.12): not stored in the table.
///
/// ```swift
/// HangulSyllableAlgorithm.compose(0x1112, 0x1161)   // 0xD558 (하)
/// HangulSyllableAlgorithm.isSyllable(0xD55C)         // true (한)
/// ```
enum HangulSyllableAlgorithm {
  /// The first syllable, 가.
  ///
  /// ```swift
  /// HangulSyllableAlgorithm.syllableBase   // 0xAC00
  /// ```
  static let syllableBase: UInt32 = 0xAC00
  /// The first leading consonant, ᄀ.
  ///
  /// ```swift
  /// HangulSyllableAlgorithm.leadingBase   // 0x1100
  /// ```
  static let leadingBase: UInt32 = 0x1100
  /// The first vowel, ᅡ.
  ///
  /// ```swift
  /// HangulSyllableAlgorithm.vowelBase   // 0x1161
  /// ```
  static let vowelBase: UInt32 = 0x1161
  /// One before the first trailing consonant ᆨ (U+11A8): index 0 means "no trailing".
  ///
  /// ```swift
  /// HangulSyllableAlgorithm.trailingBase + 1   // 0x11A8
  /// ```
  static let trailingBase: UInt32 = 0x11A7
  /// Leading consonants that compose (ᄀ…ᄒ).
  ///
  /// ```swift
  /// HangulSyllableAlgorithm.leadingCount   // 19
  /// ```
  static let leadingCount: UInt32 = 19
  /// Vowels that compose (ᅡ…ᅵ).
  ///
  /// ```swift
  /// HangulSyllableAlgorithm.vowelCount   // 21
  /// ```
  static let vowelCount: UInt32 = 21
  /// Trailing positions, "none" included (ᆨ…ᇂ and none).
  ///
  /// ```swift
  /// HangulSyllableAlgorithm.trailingCount   // 28
  /// ```
  static let trailingCount: UInt32 = 28
  /// Syllables per leading consonant.
  ///
  /// ```swift
  /// HangulSyllableAlgorithm.syllablesPerLeading   // 588
  /// ```
  static let syllablesPerLeading: UInt32 = vowelCount * trailingCount
  /// All syllables, 가…힣.
  ///
  /// ```swift
  /// HangulSyllableAlgorithm.syllableCount   // 11172
  /// ```
  static let syllableCount: UInt32 = leadingCount * syllablesPerLeading

  /// Whether `c` is a precomposed Hangul syllable (U+AC00…U+D7A3).
  ///
  /// ```swift
  /// HangulSyllableAlgorithm.isSyllable(0xAC00)   // true
  /// ```
  @inline(__always)
  static func isSyllable(_ c: UInt32) -> Bool {
    c &- syllableBase < syllableCount
  }

  /// Whether syllable `s` has no trailing consonant (an LV syllable such as 가).
  ///
  /// ```swift
  /// HangulSyllableAlgorithm.isLVSyllable(0xAC00)   // true
  /// ```
  @inline(__always)
  static func isLVSyllable(_ s: UInt32) -> Bool {
    isSyllable(s) && (s - syllableBase) % trailingCount == 0
  }

  /// The conjoining jamo of syllable `s`: 2 (LV) or 3 (LVT) code points.
  ///
  /// ```swift
  /// HangulSyllableAlgorithm.decompose(0xD55C)   // [0x1112, 0x1161, 0x11AB] (ᄒ ᅡ ᆫ)
  /// ```
  static func decompose(_ s: UInt32) -> [UInt32] {
    let index = s - syllableBase
    let leading = leadingBase + index / syllablesPerLeading
    let vowel = vowelBase + (index % syllablesPerLeading) / trailingCount
    let trailing = index % trailingCount
    return trailing == 0 ? [leading, vowel] : [leading, vowel, trailingBase + trailing]
  }

  /// The syllable that `first` followed by `second` compose into (L + V → LV,
  /// LV + T → LVT), or nil when the pair is not a Hangul composition.
  ///
  /// ```swift
  /// HangulSyllableAlgorithm.compose(0xD558, 0x11AB)   // 0xD55C (하 + ᆫ → 한)
  /// HangulSyllableAlgorithm.compose(0x1100, 0x11A8)   // nil
  /// ```
  @inline(__always)
  static func compose(_ first: UInt32, _ second: UInt32) -> UInt32? {
    let l = first &- leadingBase
    if l < leadingCount {
      let v = second &- vowelBase
      guard v < vowelCount else { return nil }
      return syllableBase + (l * vowelCount + v) * trailingCount
    }
    let t = second &- trailingBase
    if t &- 1 < trailingCount - 1, isLVSyllable(first) {
      return first + t
    }
    return nil
  }
}
