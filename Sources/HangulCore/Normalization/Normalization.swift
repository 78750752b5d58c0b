/// A Unicode normalization form, applied from the package's built-in tables (generated from
/// ICU's `unorm2` data by `scripts/data/icu-tables/generate.sh` and checked against ICU for every
/// code point), so the answers are ICU's on every platform, with or without a system ICU.
///
/// Korean text arrives in two shapes: precomposed syllables (NFC, what keyboards type)
/// and conjoining jamo (NFD, e.g. file names from macOS). Every entry point of the
/// package gives the same answer for both; this type is the normalizer behind that.
///
/// ```swift
/// let nfd = try "한글".normalized(.nfd)   // "한글" (as 6 conjoining jamo)
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

  /// The built-in normalizer's form.
  var builtIn: BuiltInNormalizer.Form {
    switch self {
    case .nfc: .nfc
    case .nfd: .nfd
    case .nfkc: .nfkc
    case .nfkd: .nfkd
    }
  }
}

extension StringProtocol {
  /// This text in the normalization form `form`, exactly as ICU's `unorm2` gives it.
  ///
  /// ```swift
  /// try "까".normalized(.nfd).unicodeScalars.count   // 2 (ᄁ + ᅡ)
  /// ```
  ///
  /// - Throws: ``ICUError`` `U_INPUT_TOO_LONG_ERROR` for text over 2 GiB of UTF-8, ICU's
  ///   limit, which the built-in tables keep so that both paths answer alike.
  /// - Complexity: O(*n*) in the length of the text.
  public func normalized(_ form: NormalizationForm) throws(ICUError) -> String {
    guard utf8.count <= Int(Int32.max) else {
      throw ICUError(code: 31 /* U_INPUT_TOO_LONG_ERROR */, operation: "unorm2_normalize")
    }
    return BuiltInNormalizer.normalizeUTF8(self, form: form.builtIn)
  }

  /// Whether this text is already in the normalization form `form`.
  ///
  /// ```swift
  /// try "한글".isNormalized(.nfc)   // true
  /// ```
  ///
  /// - Throws: ``ICUError`` `U_INPUT_TOO_LONG_ERROR` for text over 2 GiB of UTF-8, ICU's
  ///   limit.
  /// - Complexity: O(*n*) in the length of the text.
  public func isNormalized(_ form: NormalizationForm) throws(ICUError) -> Bool {
    guard utf8.count <= Int(Int32.max) else {
      throw ICUError(code: 31 /* U_INPUT_TOO_LONG_ERROR */, operation: "unorm2_isNormalized")
    }
    return BuiltInNormalizer.isNormalizedUTF8(self, form: form.builtIn)
  }
}
