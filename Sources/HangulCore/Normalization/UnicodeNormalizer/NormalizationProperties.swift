/// The normalization properties of one code point, packed in 32 bits as the property
/// trie stores them: canonical combining class, quick-check bits, composition roles and
/// the index of its decomposition entry.
///
/// ```swift
/// let p = NormalizationTables.shared.properties(0x301)   // COMBINING ACUTE ACCENT
/// p.combiningClass                                       // 230
/// p.contains(NormalizationProperties.combinesBackward)   // true
/// ```
struct NormalizationProperties: Hashable {
  /// The packed bits.
  ///
  /// ```swift
  /// NormalizationProperties(rawValue: 230).combiningClass   // 230
  /// ```
  var rawValue: UInt32

  /// Has a canonical decomposition (never in NFD).
  ///
  /// ```swift
  /// NormalizationTables.shared.properties(0xE9).contains(NormalizationProperties.notNFD)   // true
  /// ```
  static let notNFD: UInt32 = 1 << 8
  /// Has a canonical or compatibility decomposition (never in NFKD).
  ///
  /// ```swift
  /// NormalizationTables.shared.properties(0xFB01).contains(NormalizationProperties.notNFKD)   // true
  /// ```
  static let notNFKD: UInt32 = 1 << 9
  /// Never in NFC (a singleton, an exclusion, a non-starter decomposition).
  ///
  /// ```swift
  /// NormalizationTables.shared.properties(0x212B).contains(NormalizationProperties.notNFC)   // true (Å sign)
  /// ```
  static let notNFC: UInt32 = 1 << 10
  /// Never in NFKC.
  ///
  /// ```swift
  /// NormalizationTables.shared.properties(0xFFA1).contains(NormalizationProperties.notNFKC)   // true (ﾡ)
  /// ```
  static let notNFKC: UInt32 = 1 << 11
  /// Second code point of some primary composite (quick check "maybe" of NFC and NFKC).
  ///
  /// ```swift
  /// NormalizationTables.shared.properties(0x1161).contains(NormalizationProperties.combinesBackward)   // true
  /// ```
  static let combinesBackward: UInt32 = 1 << 12
  /// First code point of some primary composite.
  ///
  /// ```swift
  /// NormalizationTables.shared.properties(0x65).contains(NormalizationProperties.combinesForward)   // true
  /// ```
  static let combinesForward: UInt32 = 1 << 13
  /// Where the decomposition entry index starts (bits 15…31, 0 = none; bit 14 is unused).
  ///
  /// ```swift
  /// NormalizationTables.shared.properties(0x41).decompositionIndex   // 0
  /// ```
  static let indexShift: UInt32 = 15

  /// The canonical combining class (0 for starters).
  ///
  /// ```swift
  /// NormalizationTables.shared.properties(0x316).combiningClass   // 220
  /// ```
  @inline(__always)
  var combiningClass: UInt8 { UInt8(truncatingIfNeeded: rawValue) }

  /// The index of the decomposition entry, 0 when the code point has no stored mapping.
  ///
  /// ```swift
  /// NormalizationTables.shared.properties(0xC5).decompositionIndex > 0   // true (Å)
  /// ```
  @inline(__always)
  var decompositionIndex: Int { Int(rawValue >> Self.indexShift) }

  /// Whether any of the bits of `mask` is set.
  ///
  /// ```swift
  /// NormalizationTables.shared.properties(0x41).contains(NormalizationProperties.notNFD)   // false
  /// ```
  @inline(__always)
  func contains(_ mask: UInt32) -> Bool { rawValue & mask != 0 }
}
