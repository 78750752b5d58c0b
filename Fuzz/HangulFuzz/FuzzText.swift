import Hangul

/// The fuzzer's bytes as text, with the normalization forms the checks compare against.
///
/// Invalid UTF-8 decodes to U+FFFD (so every input is a string); the NFC and NFD forms come
/// from ICU through ``Hangul/StringProtocol/normalized(_:)``, the package's oracle for
/// canonical equivalence.
///
/// ```swift
/// let text = FuzzText(Array("한".utf8)[...])
/// text.nfd?.unicodeScalars.count   // 3
/// ```
struct FuzzText {
  /// The decoded input.
  let string: String
  /// `string` in NFC, or nil if ICU failed.
  let nfc: String?
  /// `string` in NFD, or nil if ICU failed.
  let nfd: String?

  /// Decodes `bytes` as UTF-8 (invalid sequences become U+FFFD) and normalizes it.
  ///
  /// - Complexity: O(*n*).
  init(_ bytes: ArraySlice<UInt8>) {
    string = String(decoding: bytes, as: UTF8.self)
    nfc = try? string.normalized(.nfc)
    nfd = try? string.normalized(.nfd)
  }

  /// The NFC and NFD spellings that differ from ``string`` (each is checked against it).
  var otherSpellings: [String] {
    var spellings: [String] = []
    if let nfc, !Self.identical(nfc, string) { spellings.append(nfc) }
    if let nfd, !Self.identical(nfd, string), !Self.identical(nfd, nfc ?? string) { spellings.append(nfd) }
    return spellings
  }

  /// Whether `a` and `b` are the same scalars. (`==` on strings is canonical equivalence,
  /// which would let an NFD answer pass for an NFC one.)
  static func identical(_ a: some StringProtocol, _ b: some StringProtocol) -> Bool {
    a.unicodeScalars.elementsEqual(b.unicodeScalars)
  }

  /// Whether `scalar` is a jamo of any block: conjoining (U+1100–11FF, Extended-A and -B),
  /// compatibility (U+3130–318F) or halfwidth (U+FFA0–FFDF).
  static func isJamo(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xD7B0...0xD7FF, 0xFFA0...0xFFDF: true
    default: false
    }
  }

  /// Whether `scalar` is a conjoining jamo (U+1100–11FF, Extended-A and -B).
  static func isConjoiningJamo(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x1100...0x11FF, 0xA960...0xA97F, 0xD7B0...0xD7FF: true
    default: false
    }
  }

  /// Whether `scalar` is a modern syllable 가…힣.
  static func isSyllable(_ scalar: Unicode.Scalar) -> Bool {
    (0xAC00...0xD7A3).contains(scalar.value)
  }
}
