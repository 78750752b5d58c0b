import CICU

/// A Unicode normalization form, applied through ICU's `unorm2`.
///
/// Korean text arrives in two shapes: precomposed syllables (NFC, what keyboards type)
/// and conjoining jamo (NFD, e.g. file names from macOS). Every entry point of the
/// package gives the same answer for both; this type is the normalizer behind that.
///
/// ```swift
/// let nfd = try "한글".normalized(.nfd)   // "한글" as 6 conjoining jamo
/// try nfd.normalized(.nfc) == "한글"      // true
/// try "ﾡ".normalized(.nfkc)              // "ᄀ" (halfwidth folds to a conjoining jamo)
/// ```
public enum NormalizationForm: Sendable, Hashable, CaseIterable {
  /// Canonical composition: conjoining jamo compose into syllables.
  case nfc
  /// Canonical decomposition: syllables become conjoining jamo (U+1100…).
  case nfd
  /// Compatibility composition: halfwidth ﾡ, circled ㉠ and fullwidth Ｋ fold too.
  case nfkc
  /// Compatibility decomposition.
  case nfkd

  var icuForm: Int32 {
    switch self {
    case .nfc: Int32(CICU_NFC)
    case .nfd: Int32(CICU_NFD)
    case .nfkc: Int32(CICU_NFKC)
    case .nfkd: Int32(CICU_NFKD)
    }
  }
}

extension StringProtocol {
  /// This text in the normalization form `form`, computed by ICU.
  ///
  /// ```swift
  /// try "까".normalized(.nfd).unicodeScalars.count   // 2 (ᄁ + ᅡ)
  /// ```
  ///
  /// - Throws: ``ICUError`` if ICU cannot load its normalization data, or
  ///   `U_INPUT_TOO_LONG_ERROR` for text (or a result) over 2 GiB of UTF-8, ICU's limit.
  /// - Complexity: O(*n*) in the length of the text.
  public func normalized(_ form: NormalizationForm) throws(ICUError) -> String {
    try withCString8 { (src) throws(ICUError) -> String in
      let length = try icuLength(src.count, "unorm2_normalize")
      return try withGrowingUTF8Buffer(
        initialCapacity: src.count * 3 / 2 + 8,
        operation: "unorm2_normalize"
      ) { out, capacity, status in
        cicu_normalize_utf8(form.icuForm, src.baseAddress, length, out, capacity, &status)
      }
    }
  }

  /// Whether this text is already in the normalization form `form`.
  ///
  /// ```swift
  /// try "한글".isNormalized(.nfc)   // true
  /// ```
  ///
  /// - Throws: ``ICUError`` if ICU cannot load its normalization data, or
  ///   `U_INPUT_TOO_LONG_ERROR` for text over 2 GiB of UTF-8, ICU's limit.
  /// - Complexity: O(*n*) in the length of the text.
  public func isNormalized(_ form: NormalizationForm) throws(ICUError) -> Bool {
    try withCString8 { (src) throws(ICUError) -> Bool in
      let length = try icuLength(src.count, "unorm2_isNormalized")
      var status: Int32 = 0
      let yes = cicu_is_normalized_utf8(form.icuForm, src.baseAddress, length, &status)
      try ICUError.check(status, "unorm2_isNormalized")
      return yes == 1
    }
  }
}
