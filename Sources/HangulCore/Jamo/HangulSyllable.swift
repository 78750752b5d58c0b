/// A modern precomposed Hangul syllable (U+AC00…U+D7A3), built and taken apart by arithmetic.
///
/// There are 11,172 of them: 19 initials × 21 medials × 28 finals (final 0 = none), with
/// `scalar = 0xAC00 + (initial * 21 + medial) * 28 + final`.
///
/// ```swift
/// let s = HangulSyllable("값")!
/// s.choseong                     // .giyeok
/// s.jungseong                    // .a
/// s.jongseong                    // .bieupSiot
/// HangulSyllable(choseong: .giyeok, jungseong: .wa, jongseong: nil).scalar   // "과"
/// ```
public struct HangulSyllable: Hashable, Sendable {
  /// The number of modern syllables, 19 × 21 × 28 = 11,172.
  ///
  /// ```swift
  /// HangulSyllable.count   // 11172
  /// ```
  @inlinable public static var count: Int { choseongCount * syllablesPerChoseong }

  /// Offset from U+AC00, 0…11,171.
  @usableFromInline let index: UInt16

  /// The syllable `scalar` spells, or `nil` if it is not in U+AC00…U+D7A3.
  ///
  /// ```swift
  /// HangulSyllable("한")   // 한
  /// HangulSyllable("ㄱ")   // nil (a jamo, not a syllable)
  /// ```
  @inlinable
  public init?(_ scalar: Unicode.Scalar) {
    guard let index = HangulSyllable.index(ofCodePoint: scalar.value) else { return nil }
    self.index = UInt16(truncatingIfNeeded: index)
  }

  /// The syllable with these parts.
  ///
  /// ```swift
  /// HangulSyllable(choseong: .hieut, jungseong: .a, jongseong: .nieun).scalar   // "한"
  /// ```
  @inlinable
  public init(choseong: Choseong, jungseong: Jungseong, jongseong: Jongseong? = nil) {
    index = UInt16(
      HangulSyllable.index(
        choseong: choseong.rawValue, jungseong: jungseong.rawValue, jongseong: jongseong?.rawValue ?? 0))
  }

  /// The precomposed scalar, U+AC00…U+D7A3.
  ///
  /// ```swift
  /// HangulSyllable(choseong: .giyeok, jungseong: .a).scalar   // "가"
  /// ```
  @inlinable
  public var scalar: Unicode.Scalar { Unicode.Scalar(HangulSyllable.codePoint(ofIndex: Int(index)))! }

  /// The initial consonant: ㅎ in 한.
  ///
  /// ```swift
  /// HangulSyllable("까")!.choseong   // .ssangGiyeok
  /// ```
  @inlinable
  public var choseong: Choseong { Choseong(rawValue: HangulSyllable.choseongIndex(ofIndex: Int(index)))! }

  /// The medial vowel: ㅏ in 한.
  ///
  /// ```swift
  /// HangulSyllable("과")!.jungseong   // .wa
  /// ```
  @inlinable
  public var jungseong: Jungseong { Jungseong(rawValue: HangulSyllable.jungseongIndex(ofIndex: Int(index)))! }

  /// The final consonant (받침), `nil` when the syllable has none: ㄴ in 한, `nil` in 하.
  ///
  /// ```swift
  /// HangulSyllable("닭")!.jongseong   // .rieulGiyeok
  /// HangulSyllable("다")!.jongseong   // nil
  /// ```
  @inlinable
  public var jongseong: Jongseong? { Jongseong(rawValue: HangulSyllable.jongseongIndex(ofIndex: Int(index))) }

  /// Whether the syllable has a final consonant (받침).
  ///
  /// ```swift
  /// HangulSyllable("강")!.hasJongseong   // true
  /// HangulSyllable("가")!.hasJongseong   // false
  /// ```
  @inlinable
  public var hasJongseong: Bool { HangulSyllable.jongseongIndex(ofIndex: index) != 0 }

  /// This syllable with another final (or none), keeping initial and medial.
  ///
  /// ```swift
  /// HangulSyllable("값")!.replacingJongseong(with: .bieup).scalar   // "갑"
  /// ```
  @inlinable
  public func replacingJongseong(with jongseong: Jongseong?) -> HangulSyllable {
    HangulSyllable(choseong: choseong, jungseong: jungseong, jongseong: jongseong)
  }

  /// Every modern syllable, 가 through 힣, in code point order (a lazy collection).
  ///
  /// ```swift
  /// HangulSyllable.all.count          // 11172
  /// HangulSyllable.all.last?.scalar    // "힣"
  /// ```
  public static var all: some RandomAccessCollection<HangulSyllable> {
    (0..<UInt16(count)).lazy.map { HangulSyllable(index: $0) }
  }

  @usableFromInline
  package init(index: UInt16) { self.index = index }
}

extension HangulSyllable: CustomStringConvertible {
  /// The syllable as text.
  ///
  /// ```swift
  /// HangulSyllable("한")!.description   // "한"
  /// ```
  public var description: String { String(Character(scalar)) }
}
