/// The syllable model on conjoining jamo (U+1100…U+11FF): the algorithmic decomposition and
/// composition of the 11,172 syllables (Unicode §3.12), which normalization, collation and
/// the byte cores use instead of tables.
extension HangulSyllable {
  /// The first conjoining initial, ᄀ: initial `k` is this + `k`.
  ///
  /// ```swift
  /// HangulSyllable.firstConjoiningChoseong   // 0x1100 (ᄀ)
  /// ```
  @inlinable package static var firstConjoiningChoseong: UInt32 { 0x1100 }

  /// The first conjoining medial, ᅡ: medial `k` is this + `k`.
  ///
  /// ```swift
  /// HangulSyllable.firstConjoiningJungseong   // 0x1161 (ᅡ)
  /// ```
  @inlinable package static var firstConjoiningJungseong: UInt32 { 0x1161 }

  /// One before the first conjoining final ᆨ (U+11A8): final `k` (1…27) is this + `k`, as
  /// final 0 means none.
  ///
  /// ```swift
  /// HangulSyllable.conjoiningJongseongBase + 1   // 0x11A8 (ᆨ)
  /// ```
  @inlinable package static var conjoiningJongseongBase: UInt32 { 0x11A7 }

  /// The conjoining jamo of the syllable with index `index` (0…11,171): initial, medial,
  /// and final (`nil` when it has none).
  ///
  /// ```swift
  /// HangulSyllable.conjoiningJamo(ofIndex: 10_588)   // (0x1112, 0x1161, 0x11AB) (한: ᄒ ᅡ ᆫ)
  /// HangulSyllable.conjoiningJamo(ofIndex: 10_584)   // (0x1112, 0x1161, nil) (하: ᄒ ᅡ)
  /// ```
  @inlinable @inline(__always)
  package static func conjoiningJamo<Value: FixedWidthInteger>(
    ofIndex index: Value
  ) -> (choseong: UInt32, jungseong: UInt32, jongseong: UInt32?) {
    let s = UInt32(truncatingIfNeeded: index)
    let t = jongseongIndex(ofIndex: s)
    return (
      firstConjoiningChoseong &+ choseongIndex(ofIndex: s), firstConjoiningJungseong &+ jungseongIndex(ofIndex: s),
      t == 0 ? nil : conjoiningJongseongBase &+ t
    )
  }

  /// The conjoining jamo of syllable `codePoint` (a modern syllable): 2 (LV) or 3 (LVT)
  /// code points.
  ///
  /// ```swift
  /// HangulSyllable.conjoiningDecomposition(ofCodePoint: 0xD55C)   // [0x1112, 0x1161, 0x11AB] (ᄒ ᅡ ᆫ)
  /// ```
  @inlinable
  package static func conjoiningDecomposition(ofCodePoint codePoint: UInt32) -> [UInt32] {
    let (l, v, t) = conjoiningJamo(ofIndex: codePoint &- firstCodePoint)
    guard let t else { return [l, v] }
    return [l, v, t]
  }

  /// Whether `codePoint` is a modern syllable without a final (an LV syllable such as 가),
  /// the only syllables a conjoining final composes with.
  ///
  /// ```swift
  /// HangulSyllable.isLVSyllable(codePoint: 0xAC00)   // true (가)
  /// HangulSyllable.isLVSyllable(codePoint: 0xAC01)   // false (각)
  /// ```
  @inlinable @inline(__always)
  package static func isLVSyllable(codePoint: UInt32) -> Bool {
    guard let index = index(ofCodePoint: codePoint) else { return false }
    return jongseongIndex(ofIndex: index) == 0
  }

  /// The syllable that `first` followed by `second` compose into (L + V → LV, LV + T →
  /// LVT), or nil when the pair is not a Hangul composition.
  ///
  /// ```swift
  /// HangulSyllable.composition(of: 0x1112, 0x1161)   // 0xD558 (ᄒ + ᅡ → 하)
  /// HangulSyllable.composition(of: 0xD558, 0x11AB)   // 0xD55C (하 + ᆫ → 한)
  /// HangulSyllable.composition(of: 0x1100, 0x11A8)   // nil
  /// ```
  @inlinable @inline(__always)
  package static func composition(of first: UInt32, _ second: UInt32) -> UInt32? {
    let l = first &- firstConjoiningChoseong
    if l < UInt32(choseongCount) {
      let v = second &- firstConjoiningJungseong
      guard v < UInt32(jungseongCount) else { return nil }
      return codePoint(choseong: l, jungseong: v)
    }
    let t = second &- conjoiningJongseongBase
    if t &- 1 < UInt32(jongseongCount) &- 1, isLVSyllable(codePoint: first) {
      return first &+ t
    }
    return nil
  }
}
