/// One of the 19 modern initial consonants (초성, *choseong*) of a Hangul syllable.
///
/// The raw value is the initial's index in ``HangulSyllable``'s arithmetic: ㄱ is 0, ㅎ is 18.
/// A choseong has two spellings: the compatibility jamo a keyboard types (ㄱ U+3131) and the
/// conjoining leading jamo canonical decomposition produces (ᄀ U+1100). Both are accepted.
///
/// ```swift
/// let initial = Choseong(Unicode.Scalar(0x1100)!)     // .giyeok (from conjoining ᄀ)
/// Choseong("ㄲ")?.compatibilityScalar                   // "ㄲ" (U+3132)
/// Choseong.hieut.conjoiningScalar                       // "ᄒ" (U+1112)
/// Choseong.allCases.count                               // 19
/// ```
public enum Choseong: Int, CaseIterable, Hashable, Sendable {
  /// ㄱ
  case giyeok
  /// ㄲ
  case ssangGiyeok
  /// ㄴ
  case nieun
  /// ㄷ
  case digeut
  /// ㄸ
  case ssangDigeut
  /// ㄹ
  case rieul
  /// ㅁ
  case mieum
  /// ㅂ
  case bieup
  /// ㅃ
  case ssangBieup
  /// ㅅ
  case siot
  /// ㅆ
  case ssangSiot
  /// ㅇ
  case ieung
  /// ㅈ
  case jieut
  /// ㅉ
  case ssangJieut
  /// ㅊ
  case chieut
  /// ㅋ
  case kieuk
  /// ㅌ
  case tieut
  /// ㅍ
  case pieup
  /// ㅎ
  case hieut

  /// Compatibility jamo value for each initial, in raw-value order.
  @usableFromInline
  static let compatibilityValues: [UInt32] = [
    0x3131, 0x3132, 0x3134, 0x3137, 0x3138, 0x3139, 0x3141, 0x3142, 0x3143, 0x3145,
    0x3146, 0x3147, 0x3148, 0x3149, 0x314A, 0x314B, 0x314C, 0x314D, 0x314E,
  ]

  /// The compatibility jamo (U+3131 block), what a 2-set keyboard types: ㄱ for ``giyeok``.
  ///
  /// ```swift
  /// Choseong.ssangSiot.compatibilityScalar   // "ㅆ" (U+3146)
  /// ```
  @inlinable
  public var compatibilityScalar: Unicode.Scalar {
    Unicode.Scalar(Choseong.compatibilityValues[rawValue])!
  }

  /// The conjoining leading jamo (U+1100…U+1112), what NFD produces: ᄀ for ``giyeok``.
  ///
  /// ```swift
  /// Choseong.nieun.conjoiningScalar   // "ᄂ" (U+1102)
  /// ```
  @inlinable
  public var conjoiningScalar: Unicode.Scalar {
    Unicode.Scalar(0x1100 + UInt32(rawValue))!
  }

  /// The initial spelled by `scalar`, a compatibility consonant (ㄱ U+3131) or a modern
  /// conjoining leading jamo (ᄀ U+1100…U+1112); `nil` for anything else, including
  /// consonant clusters that cannot start a syllable (ㄳ) and old Hangul initials (ᅀ).
  ///
  /// ```swift
  /// Choseong("ㅎ")                               // .hieut
  /// Choseong(Unicode.Scalar(0x1112)!)            // .hieut (conjoining ᄒ)
  /// Choseong("ㄳ")                               // nil
  /// ```
  @inlinable
  public init?(_ scalar: Unicode.Scalar) {
    let v = scalar.value
    if v >= 0x1100 && v <= 0x1112 {
      self.init(rawValue: Int(v - 0x1100))
    } else if v >= 0x3131 && v <= 0x314E, let index = Choseong.fromCompatibility[Int(v - 0x3131)] {
      self.init(rawValue: Int(index))
    } else {
      return nil
    }
  }

  /// Index into ``compatibilityValues`` for U+3131…U+314E, `nil` where the letter is no initial.
  @usableFromInline
  static let fromCompatibility: [Int8?] = {
    var table = [Int8?](repeating: nil, count: 0x314E - 0x3131 + 1)
    for (index, value) in compatibilityValues.enumerated() { table[Int(value - 0x3131)] = Int8(index) }
    return table
  }()

  /// The two single initials a double initial is typed with (ㄲ → ㄱ, ㄱ), `nil` for a single
  /// initial. Only the ``DecompositionLevel/full`` level splits doubles.
  ///
  /// ```swift
  /// Choseong.ssangGiyeok.doubledComponent   // .giyeok
  /// Choseong.giyeok.doubledComponent        // nil
  /// ```
  public var doubledComponent: Choseong? {
    switch self {
    case .ssangGiyeok: .giyeok
    case .ssangDigeut: .digeut
    case .ssangBieup: .bieup
    case .ssangSiot: .siot
    case .ssangJieut: .jieut
    default: nil
    }
  }
}
