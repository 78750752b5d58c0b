/// A code point with what canonical ordering and composition ask of it, packed in 32 bits
/// so the work buffer needs no table look-ups: bits 0…20 the code point, 21…28 the
/// canonical combining class, bit 29 "combines backward".
///
/// ```swift
/// let x = PackedScalar.pack(0x301, combiningClass: 230, combinesBackward: true)
/// PackedScalar.codePoint(x)        // 0x301
/// PackedScalar.combiningClass(x)   // 230
/// ```
enum PackedScalar {
  /// The bit saying the code point can be the second of a composition.
  ///
  /// ```swift
  /// PackedScalar.combinesBackwardBit   // 0x2000_0000 (1 << 29)
  /// ```
  static let combinesBackwardBit: UInt32 = 1 << 29

  /// Packs a code point, its combining class and its "combines backward" flag.
  ///
  /// ```swift
  /// PackedScalar.pack(0x41, combiningClass: 0, combinesBackward: false)   // 0x41
  /// ```
  @inline(__always)
  static func pack(_ codePoint: UInt32, combiningClass: UInt8, combinesBackward: Bool) -> UInt32 {
    codePoint | UInt32(combiningClass) << 21 | (combinesBackward ? combinesBackwardBit : 0)
  }

  /// Packs a code point with its trie properties.
  ///
  /// ```swift
  /// let p = NormalizationTables.shared.properties(0x301)
  /// PackedScalar.combiningClass(PackedScalar.pack(0x301, p))   // 230
  /// ```
  @inline(__always)
  static func pack(_ codePoint: UInt32, _ properties: NormalizationProperties) -> UInt32 {
    pack(
      codePoint, combiningClass: properties.combiningClass,
      combinesBackward: properties.contains(NormalizationProperties.combinesBackward))
  }

  /// The code point.
  ///
  /// ```swift
  /// PackedScalar.codePoint(0x1CC0_0301)   // 0x301
  /// ```
  @inline(__always)
  static func codePoint(_ packed: UInt32) -> UInt32 { packed & 0x1F_FFFF }

  /// The canonical combining class.
  ///
  /// ```swift
  /// PackedScalar.combiningClass(PackedScalar.pack(0x316, combiningClass: 220, combinesBackward: false))   // 220
  /// ```
  @inline(__always)
  static func combiningClass(_ packed: UInt32) -> UInt32 { (packed >> 21) & 0xFF }

  /// Whether the code point can be the second of a composition.
  ///
  /// ```swift
  /// PackedScalar.combinesBackward(PackedScalar.pack(0x1161, combiningClass: 0, combinesBackward: true))   // true
  /// ```
  @inline(__always)
  static func combinesBackward(_ packed: UInt32) -> Bool { packed & combinesBackwardBit != 0 }
}
