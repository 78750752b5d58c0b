/// The syllable model on raw code points, for the byte loops and tables that work on
/// `UInt32` and `UInt16` values rather than on `Unicode.Scalar`: one definition of "a modern
/// syllable" (U+AC00…U+D7A3) and of its index arithmetic, used by every module.
extension HangulSyllable {
  /// The index (가 = 0 … 힣 = 11,171) of the syllable whose code point is `value`, or `nil`
  /// when `value` is not a modern syllable.
  ///
  /// ```swift
  /// HangulSyllable.index(ofCodePoint: 0xAC00)   // 0 (가)
  /// HangulSyllable.index(ofCodePoint: 0xD55C)   // 10_588 (한)
  /// HangulSyllable.index(ofCodePoint: 0x3131)   // nil (ㄱ, a jamo)
  /// ```
  @inlinable @inline(__always)
  public static func index<Value: FixedWidthInteger>(ofCodePoint value: Value) -> Int? {
    // Signed and wider values are checked whole first (the check folds away for UInt32,
    // UInt16 and UInt8).
    guard (Value.bitWidth <= 32 && !Value.isSigned) || (value >= 0 && value <= 0xD7A3) else { return nil }
    let offset = UInt32(truncatingIfNeeded: value) &- 0xAC00
    return offset < 11_172 ? Int(offset) : nil
  }

  /// Whether `value` is the code point of a modern syllable (U+AC00…U+D7A3).
  ///
  /// ```swift
  /// HangulSyllable.isSyllable(codePoint: 0xD55C)   // true (한)
  /// HangulSyllable.isSyllable(codePoint: 0x1100)   // false (a conjoining jamo)
  /// ```
  @inlinable @inline(__always)
  public static func isSyllable<Value: FixedWidthInteger>(codePoint value: Value) -> Bool {
    index(ofCodePoint: value) != nil
  }

  /// The code point of the syllable with index `index` (0…11,170).
  ///
  /// ```swift
  /// HangulSyllable.codePoint(ofIndex: 0)        // 0xAC00 (가)
  /// HangulSyllable.codePoint(ofIndex: 10_588)   // 0xD55C (한)
  /// ```
  @inlinable @inline(__always)
  public static func codePoint(ofIndex index: Int) -> UInt32 { 0xAC00 &+ UInt32(truncatingIfNeeded: index) }

  /// The syllables that share an initial: 21 medials × 28 finals = 588. A syllable's
  /// initial is its index / 588.
  ///
  /// ```swift
  /// HangulSyllable.index(ofCodePoint: 0xB098)! / HangulSyllable.syllablesPerChoseong   // 2 (나: ㄴ)
  /// ```
  @inlinable public static var syllablesPerChoseong: Int { 588 }

  /// The finals a syllable can take, none included: 28. A syllable's final is its
  /// index % 28 (0: none), its medial index % 588 / 28.
  ///
  /// ```swift
  /// HangulSyllable.index(ofCodePoint: 0xD55C)! % HangulSyllable.jongseongCount   // 4 (한: ㄴ)
  /// ```
  @inlinable public static var jongseongCount: Int { 28 }
}
