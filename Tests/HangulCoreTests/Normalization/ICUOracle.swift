import CICUOracle

@testable import HangulCore

/// The system ICU's answers, through the C target CICUOracle.
enum ICUOracle {
  /// ICU's form number for a ``BuiltInNormalizer/Form``.
  static func icuForm(_ form: BuiltInNormalizer.Form) -> Int32 {
    switch form {
    case .nfc: Int32(CICU_ORACLE_NFC)
    case .nfd: Int32(CICU_ORACLE_NFD)
    case .nfkc: Int32(CICU_ORACLE_NFKC)
    case .nfkd: Int32(CICU_ORACLE_NFKD)
    }
  }

  /// `unorm2_normalize` of code points, as code points.
  static func normalize(_ text: [UInt32], _ form: BuiltInNormalizer.Form) -> [UInt32] {
    var out = [UInt32](repeating: 0, count: text.count * 4 + 8)
    var n = cicu_oracle_normalize32(icuForm(form), text, Int32(text.count), &out, Int32(out.count))
    precondition(n >= 0, "ICU failed")
    if Int(n) > out.count {
      out = [UInt32](repeating: 0, count: Int(n))
      n = cicu_oracle_normalize32(icuForm(form), text, Int32(text.count), &out, Int32(out.count))
    }
    return Array(out.prefix(Int(n)))
  }

  /// `unorm2_isNormalized` of code points.
  static func isNormalized(_ text: [UInt32], _ form: BuiltInNormalizer.Form) -> Bool {
    let r = cicu_oracle_is_normalized32(icuForm(form), text, Int32(text.count))
    precondition(r >= 0, "ICU failed")
    return r == 1
  }
}

/// Code points of a string.
func codePoints(_ s: String) -> [UInt32] { s.unicodeScalars.map(\.value) }

/// A string of code points (none may be a surrogate).
func string(_ cps: [UInt32]) -> String {
  var s = String.UnicodeScalarView()
  for c in cps { s.append(Unicode.Scalar(c)!) }
  return String(s)
}

/// "U+0041 U+0301" for messages.
func hex(_ cps: [UInt32]) -> String {
  cps.map { "U+" + String($0, radix: 16, uppercase: true) }.joined(separator: " ")
}

/// Compares every path of the built-in normalizer with ICU on one text; returns the
/// failures as messages (empty when all agree).
func differences(_ text: [UInt32]) -> [String] {
  var failures: [String] = []
  let s = string(text)
  for form in BuiltInNormalizer.Form.allCases {
    let expected = ICUOracle.normalize(text, form)
    let viaUTF8 = codePoints(BuiltInNormalizer.normalizeUTF8(s, form: form))
    let viaScalars = codePoints(BuiltInNormalizer.normalize(s.unicodeScalars, form: form))
    if viaUTF8 != expected || viaScalars != expected {
      failures.append(
        "\(form) of \(hex(text)): ICU \(hex(expected)), utf8 \(hex(viaUTF8)), scalars \(hex(viaScalars))")
    }
    let icuYes = ICUOracle.isNormalized(text, form)
    if BuiltInNormalizer.isNormalizedUTF8(s, form: form) != icuYes
      || BuiltInNormalizer.isNormalized(s.unicodeScalars, form: form) != icuYes
    {
      failures.append("isNormalized \(form) of \(hex(text)): ICU \(icuYes)")
    }
  }
  return failures
}
