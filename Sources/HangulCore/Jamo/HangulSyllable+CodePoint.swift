/// The syllable model on raw code points and indices, for the byte loops and tables that
/// work on `UInt32` and `UInt16` values rather than on `Unicode.Scalar`: the one definition
/// of "a modern syllable" (U+AC00…U+D7A3) and of its index arithmetic, used by every module.
///
/// A syllable's index is its offset from 가: `index = (choseong × 21 + jungseong) × 28 +
/// jongseong`, with 19 initials, 21 medials and 28 finals (final 0 = none).
extension HangulSyllable {
  /// The code point of the first modern syllable, 가.
  ///
  /// ```swift
  /// HangulSyllable.firstCodePoint   // 0xAC00 (가)
  /// ```
  @inlinable package static var firstCodePoint: UInt32 { 0xAC00 }

  /// The code point of the last modern syllable, 힣.
  ///
  /// ```swift
  /// HangulSyllable.lastCodePoint   // 0xD7A3 (힣)
  /// ```
  @inlinable package static var lastCodePoint: UInt32 { 0xD7A3 }

  /// The initial consonants a syllable can start with: 19 (ㄱ…ㅎ, ``Choseong``).
  ///
  /// ```swift
  /// HangulSyllable.choseongCount   // 19
  /// ```
  @inlinable package static var choseongCount: Int { 19 }

  /// The medial vowels a syllable can have: 21 (ㅏ…ㅣ, ``Jungseong``).
  ///
  /// ```swift
  /// HangulSyllable.jungseongCount   // 21
  /// ```
  @inlinable package static var jungseongCount: Int { 21 }

  /// The finals a syllable can take, none included: 28. A syllable's final is its
  /// index % 28 (0: none), its medial index % 588 / 28.
  ///
  /// ```swift
  /// HangulSyllable.index(ofCodePoint: 0xD55C)! % HangulSyllable.jongseongCount   // 4 (한: ㄴ)
  /// ```
  @inlinable public static var jongseongCount: Int { 28 }

  /// The syllables that share an initial: 21 medials × 28 finals = 588. A syllable's
  /// initial is its index / 588.
  ///
  /// ```swift
  /// HangulSyllable.index(ofCodePoint: 0xB098)! / HangulSyllable.syllablesPerChoseong   // 2 (나: ㄴ)
  /// ```
  @inlinable public static var syllablesPerChoseong: Int { jungseongCount * jongseongCount }

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
    guard (Value.bitWidth <= 32 && !Value.isSigned) || (value >= 0 && value <= lastCodePoint) else { return nil }
    let offset = UInt32(truncatingIfNeeded: value) &- firstCodePoint
    return offset < UInt32(count) ? Int(offset) : nil
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

  /// The code point of the syllable with index `index` (0…11,171).
  ///
  /// ```swift
  /// HangulSyllable.codePoint(ofIndex: 0)        // 0xAC00 (가)
  /// HangulSyllable.codePoint(ofIndex: 10_588)   // 0xD55C (한)
  /// ```
  @inlinable @inline(__always)
  public static func codePoint(ofIndex index: Int) -> UInt32 {
    firstCodePoint &+ UInt32(truncatingIfNeeded: index)
  }

  /// The initial's index (ㄱ = 0 … ㅎ = 18) of the syllable with index `index`.
  ///
  /// ```swift
  /// HangulSyllable.choseongIndex(ofIndex: 10_588)   // 18 (한: ㅎ)
  /// ```
  @inlinable @inline(__always)
  package static func choseongIndex<Value: FixedWidthInteger>(ofIndex index: Value) -> Value {
    index / Value(syllablesPerChoseong)
  }

  /// The medial's index (ㅏ = 0 … ㅣ = 20) of the syllable with index `index`.
  ///
  /// ```swift
  /// HangulSyllable.jungseongIndex(ofIndex: 10_588)   // 0 (한: ㅏ)
  /// ```
  @inlinable @inline(__always)
  package static func jungseongIndex<Value: FixedWidthInteger>(ofIndex index: Value) -> Value {
    index % Value(syllablesPerChoseong) / Value(jongseongCount)
  }

  /// The final's index (0 = none, ㄱ = 1 … ㅎ = 27) of the syllable with index `index`.
  ///
  /// ```swift
  /// HangulSyllable.jongseongIndex(ofIndex: 10_588)   // 4 (한: ㄴ)
  /// HangulSyllable.jongseongIndex(ofIndex: 10_584)   // 0 (하: none)
  /// ```
  @inlinable @inline(__always)
  package static func jongseongIndex<Value: FixedWidthInteger>(ofIndex index: Value) -> Value {
    index % Value(jongseongCount)
  }

  /// The index of the syllable with these initial, medial and final indices (final 0 =
  /// none), each in range.
  ///
  /// ```swift
  /// HangulSyllable.index(choseong: 18, jungseong: 0, jongseong: 4)   // 10_588 (한)
  /// ```
  @inlinable @inline(__always)
  package static func index<Value: FixedWidthInteger>(
    choseong: Value, jungseong: Value, jongseong: Value = 0
  ) -> Value {
    (choseong &* Value(jungseongCount) &+ jungseong) &* Value(jongseongCount) &+ jongseong
  }

  /// The code point of the syllable with these initial, medial and final indices (final 0 =
  /// none), each in range.
  ///
  /// ```swift
  /// HangulSyllable.codePoint(choseong: 18, jungseong: 0, jongseong: 4)   // 0xD55C (한)
  /// ```
  @inlinable @inline(__always)
  package static func codePoint(choseong: UInt32, jungseong: UInt32, jongseong: UInt32 = 0) -> UInt32 {
    firstCodePoint &+ index(choseong: choseong, jungseong: jungseong, jongseong: jongseong)
  }

  // The same arithmetic for Int, UInt32 and UInt16, the types the callers use: Swift picks
  // a concrete overload over the generic one, and an unoptimized (debug) build then runs it
  // without generic dispatch, as an optimized build runs the generic one specialized.

  /// The index (가 = 0 … 힣 = 11,171) of the syllable whose code point is `value`, or `nil`.
  ///
  /// ```swift
  /// HangulSyllable.index(ofCodePoint: UInt32(0xD55C))   // 10_588 (한)
  /// ```
  @inlinable @inline(__always)
  public static func index(ofCodePoint value: UInt32) -> Int? {
    let offset = value &- firstCodePoint
    return offset < UInt32(count) ? Int(offset) : nil
  }

  /// Whether `value` is the code point of a modern syllable (U+AC00…U+D7A3).
  ///
  /// ```swift
  /// HangulSyllable.isSyllable(codePoint: UInt32(0xD7A4))   // false
  /// ```
  @inlinable @inline(__always)
  public static func isSyllable(codePoint value: UInt32) -> Bool {
    value &- firstCodePoint < UInt32(count)
  }

  /// The initial's index (ㄱ = 0 … ㅎ = 18) of the syllable with index `index`.
  ///
  /// ```swift
  /// HangulSyllable.choseongIndex(ofIndex: 588)   // 1 (까: ㄲ)
  /// ```
  @inlinable @inline(__always)
  package static func choseongIndex(ofIndex index: Int) -> Int { index / syllablesPerChoseong }

  /// The initial's index (ㄱ = 0 … ㅎ = 18) of the syllable with index `index`.
  ///
  /// ```swift
  /// HangulSyllable.choseongIndex(ofIndex: UInt32(10_588))   // 18 (한: ㅎ)
  /// ```
  @inlinable @inline(__always)
  package static func choseongIndex(ofIndex index: UInt32) -> UInt32 { index / UInt32(syllablesPerChoseong) }

  /// The initial's index (ㄱ = 0 … ㅎ = 18) of the syllable with index `index`.
  ///
  /// ```swift
  /// HangulSyllable.choseongIndex(ofIndex: UInt16(10_588))   // 18 (한: ㅎ)
  /// ```
  @inlinable @inline(__always)
  package static func choseongIndex(ofIndex index: UInt16) -> UInt16 { index / UInt16(syllablesPerChoseong) }

  /// The medial's index (ㅏ = 0 … ㅣ = 20) of the syllable with index `index`.
  ///
  /// ```swift
  /// HangulSyllable.jungseongIndex(ofIndex: 28)   // 1 (개: ㅐ)
  /// ```
  @inlinable @inline(__always)
  package static func jungseongIndex(ofIndex index: Int) -> Int { index % syllablesPerChoseong / jongseongCount }

  /// The medial's index (ㅏ = 0 … ㅣ = 20) of the syllable with index `index`.
  ///
  /// ```swift
  /// HangulSyllable.jungseongIndex(ofIndex: UInt32(10_588))   // 0 (한: ㅏ)
  /// ```
  @inlinable @inline(__always)
  package static func jungseongIndex(ofIndex index: UInt32) -> UInt32 {
    index % UInt32(syllablesPerChoseong) / UInt32(jongseongCount)
  }

  /// The medial's index (ㅏ = 0 … ㅣ = 20) of the syllable with index `index`.
  ///
  /// ```swift
  /// HangulSyllable.jungseongIndex(ofIndex: UInt16(10_588))   // 0 (한: ㅏ)
  /// ```
  @inlinable @inline(__always)
  package static func jungseongIndex(ofIndex index: UInt16) -> UInt16 {
    index % UInt16(syllablesPerChoseong) / UInt16(jongseongCount)
  }

  /// The final's index (0 = none, ㄱ = 1 … ㅎ = 27) of the syllable with index `index`.
  ///
  /// ```swift
  /// HangulSyllable.jongseongIndex(ofIndex: 27)   // 27 (갛: ㅎ)
  /// ```
  @inlinable @inline(__always)
  package static func jongseongIndex(ofIndex index: Int) -> Int { index % jongseongCount }

  /// The final's index (0 = none, ㄱ = 1 … ㅎ = 27) of the syllable with index `index`.
  ///
  /// ```swift
  /// HangulSyllable.jongseongIndex(ofIndex: UInt32(10_588))   // 4 (한: ㄴ)
  /// ```
  @inlinable @inline(__always)
  package static func jongseongIndex(ofIndex index: UInt32) -> UInt32 { index % UInt32(jongseongCount) }

  /// The final's index (0 = none, ㄱ = 1 … ㅎ = 27) of the syllable with index `index`.
  ///
  /// ```swift
  /// HangulSyllable.jongseongIndex(ofIndex: UInt16(10_588))   // 4 (한: ㄴ)
  /// ```
  @inlinable @inline(__always)
  package static func jongseongIndex(ofIndex index: UInt16) -> UInt16 { index % UInt16(jongseongCount) }

  /// The index of the syllable with these initial, medial and final indices (final 0 =
  /// none), each in range.
  ///
  /// ```swift
  /// HangulSyllable.index(choseong: UInt32(18), jungseong: 0, jongseong: 4)   // 10_588 (한)
  /// ```
  @inlinable @inline(__always)
  package static func index(choseong: UInt32, jungseong: UInt32, jongseong: UInt32 = 0) -> UInt32 {
    (choseong &* UInt32(jungseongCount) &+ jungseong) &* UInt32(jongseongCount) &+ jongseong
  }
}
