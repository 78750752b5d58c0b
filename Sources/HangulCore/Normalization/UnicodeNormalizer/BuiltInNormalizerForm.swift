extension BuiltInNormalizer {
  /// A Unicode normalization form (UAX #15).
  ///
  /// ```swift
  /// BuiltInNormalizer.normalizeUTF8("한", form: .nfd).unicodeScalars.count   // 3
  /// BuiltInNormalizer.normalizeUTF8("ﾡ", form: .nfkc)                        // "ᄀ"
  /// ```
  enum Form: Sendable, Hashable, CaseIterable {
    /// Canonical decomposition, then canonical composition: "e\u{301}" → "é".
    ///
    /// ```swift
    /// BuiltInNormalizer.normalizeUTF8("e\u{301}", form: .nfc)   // "é"
    /// ```
    case nfc
    /// Canonical decomposition: "é" → "e\u{301}", "한" → "ᄒ" "ᅡ" "ᆫ".
    ///
    /// ```swift
    /// BuiltInNormalizer.normalizeUTF8("한", form: .nfd).unicodeScalars.count   // 3
    /// ```
    case nfd
    /// Compatibility decomposition, then canonical composition: "ﬁ" → "fi".
    ///
    /// ```swift
    /// BuiltInNormalizer.normalizeUTF8("ﬁ", form: .nfkc)   // "fi"
    /// ```
    case nfkc
    /// Compatibility decomposition: "ｶﾞ" → "カ\u{3099}".
    ///
    /// ```swift
    /// BuiltInNormalizer.normalizeUTF8("ｶﾞ", form: .nfkd).unicodeScalars.count   // 2
    /// ```
    case nfkd

    /// Whether the form composes after decomposing (NFC, NFKC).
    ///
    /// ```swift
    /// BuiltInNormalizer.Form.nfkc.composes   // true
    /// ```
    var composes: Bool { self == .nfc || self == .nfkc }

    /// Whether the form applies compatibility mappings too (NFKC, NFKD).
    ///
    /// ```swift
    /// BuiltInNormalizer.Form.nfd.isCompatibility   // false
    /// ```
    var isCompatibility: Bool { self == .nfkc || self == .nfkd }

    /// The property bits of a code point that keep it out of this form, or make its
    /// presence depend on the text before it (quick check "no" and "maybe").
    ///
    /// ```swift
    /// BuiltInNormalizer.Form.nfd.quickCheckMask == NormalizationProperties.notNFD   // true
    /// ```
    var quickCheckMask: UInt32 {
      switch self {
      case .nfd: NormalizationProperties.notNFD
      case .nfkd: NormalizationProperties.notNFKD
      case .nfc: NormalizationProperties.notNFC | NormalizationProperties.combinesBackward
      case .nfkc: NormalizationProperties.notNFKC | NormalizationProperties.combinesBackward
      }
    }

    /// The property bit saying that a code point has a mapping this form applies.
    ///
    /// ```swift
    /// BuiltInNormalizer.Form.nfkc.decompositionMask == NormalizationProperties.notNFKD   // true
    /// ```
    var decompositionMask: UInt32 {
      isCompatibility ? NormalizationProperties.notNFKD : NormalizationProperties.notNFD
    }
  }
}
