/// One of the 27 modern final consonants (종성, *jongseong*, 받침) of a Hangul syllable.
///
/// The raw value is the final's index in syllable arithmetic, 1…27 (0 means "no final"
/// and is represented as `nil` wherever a final is optional). Compatibility spelling
/// ㄱ U+3131…, conjoining spelling ᆨ U+11A8…ᇂ U+11C2.
///
/// ```swift
/// Jongseong("ㄳ")                          // .giyeokSiot
/// Jongseong.giyeokSiot.components         // (.giyeok, .siot)
/// Jongseong.rieul.conjoiningScalar         // "ᆯ" (U+11AF)
/// Jongseong(rawValue: 0)                   // nil
/// ```
public enum Jongseong: Int, CaseIterable, Hashable, Sendable {
  /// ㄱ
  case giyeok = 1
  /// ㄲ
  case ssangGiyeok
  /// ㄳ (ㄱ + ㅅ)
  case giyeokSiot
  /// ㄴ
  case nieun
  /// ㄵ (ㄴ + ㅈ)
  case nieunJieut
  /// ㄶ (ㄴ + ㅎ)
  case nieunHieut
  /// ㄷ
  case digeut
  /// ㄹ
  case rieul
  /// ㄺ (ㄹ + ㄱ)
  case rieulGiyeok
  /// ㄻ (ㄹ + ㅁ)
  case rieulMieum
  /// ㄼ (ㄹ + ㅂ)
  case rieulBieup
  /// ㄽ (ㄹ + ㅅ)
  case rieulSiot
  /// ㄾ (ㄹ + ㅌ)
  case rieulTieut
  /// ㄿ (ㄹ + ㅍ)
  case rieulPieup
  /// ㅀ (ㄹ + ㅎ)
  case rieulHieut
  /// ㅁ
  case mieum
  /// ㅂ
  case bieup
  /// ㅄ (ㅂ + ㅅ)
  case bieupSiot
  /// ㅅ
  case siot
  /// ㅆ
  case ssangSiot
  /// ㅇ
  case ieung
  /// ㅈ
  case jieut
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

  /// Compatibility jamo value for each final, index `rawValue - 1`.
  @usableFromInline
  static let compatibilityValues: [UInt32] = [
    0x3131, 0x3132, 0x3133, 0x3134, 0x3135, 0x3136, 0x3137, 0x3139, 0x313A, 0x313B,
    0x313C, 0x313D, 0x313E, 0x313F, 0x3140, 0x3141, 0x3142, 0x3144, 0x3145, 0x3146,
    0x3147, 0x3148, 0x314A, 0x314B, 0x314C, 0x314D, 0x314E,
  ]

  /// Raw value for U+3131…U+314E, `nil` where the letter cannot end a syllable (ㄸ ㅃ ㅉ).
  @usableFromInline
  static let fromCompatibility: [Int8?] = {
    var table = [Int8?](repeating: nil, count: 0x314E - 0x3131 + 1)
    for (index, value) in compatibilityValues.enumerated() { table[Int(value - 0x3131)] = Int8(index + 1) }
    return table
  }()

  /// The compatibility jamo (U+3131 block): ㄳ for ``giyeokSiot``.
  ///
  /// ```swift
  /// Jongseong.bieupSiot.compatibilityScalar   // "ㅄ" (U+3144)
  /// ```
  @inlinable
  public var compatibilityScalar: Unicode.Scalar {
    Unicode.Scalar(Jongseong.compatibilityValues[rawValue - 1])!
  }

  /// The conjoining trailing jamo (U+11A8…U+11C2): ᆨ for ``giyeok``.
  ///
  /// ```swift
  /// Jongseong.hieut.conjoiningScalar   // "ᇂ" (U+11C2)
  /// ```
  @inlinable
  public var conjoiningScalar: Unicode.Scalar { Unicode.Scalar(0x11A7 + UInt32(rawValue))! }

  /// The final spelled by `scalar`, a compatibility consonant (ㄳ U+3133) or a modern
  /// conjoining trailing jamo (ᆪ U+11AA); `nil` for anything else, including consonants that
  /// cannot end a syllable (ㄸ ㅃ ㅉ) and old Hangul finals.
  ///
  /// ```swift
  /// Jongseong("ㄺ")                         // .rieulGiyeok
  /// Jongseong("ㄸ")                         // nil
  /// Jongseong(Unicode.Scalar(0x11AB)!)      // .nieun (conjoining ᆫ)
  /// ```
  @inlinable
  public init?(_ scalar: Unicode.Scalar) {
    let v = scalar.value
    if v >= 0x11A8 && v <= 0x11C2 {
      self.init(rawValue: Int(v - 0x11A7))
    } else if v >= 0x3131 && v <= 0x314E, let raw = Jongseong.fromCompatibility[Int(v - 0x3131)] {
      self.init(rawValue: Int(raw))
    } else {
      return nil
    }
  }

  /// The two single finals a cluster final is typed with (ㄳ → ㄱ, ㅅ), `nil` for a single or
  /// double final. ``DecompositionLevel/jamo`` splits clusters.
  ///
  /// ```swift
  /// Jongseong.rieulHieut.components   // (.rieul, .hieut)
  /// Jongseong.ssangSiot.components    // nil (a double; see doubledComponent)
  /// ```
  public var components: (Jongseong, Jongseong)? {
    switch self {
    case .giyeokSiot: (.giyeok, .siot)
    case .nieunJieut: (.nieun, .jieut)
    case .nieunHieut: (.nieun, .hieut)
    case .rieulGiyeok: (.rieul, .giyeok)
    case .rieulMieum: (.rieul, .mieum)
    case .rieulBieup: (.rieul, .bieup)
    case .rieulSiot: (.rieul, .siot)
    case .rieulTieut: (.rieul, .tieut)
    case .rieulPieup: (.rieul, .pieup)
    case .rieulHieut: (.rieul, .hieut)
    case .bieupSiot: (.bieup, .siot)
    default: nil
    }
  }

  /// The single final a double final is typed twice with (ㄲ → ㄱ, ㅆ → ㅅ), `nil` otherwise.
  /// Only ``DecompositionLevel/full`` splits doubles.
  ///
  /// ```swift
  /// Jongseong.ssangGiyeok.doubledComponent   // .giyeok
  /// ```
  public var doubledComponent: Jongseong? {
    switch self {
    case .ssangGiyeok: .giyeok
    case .ssangSiot: .siot
    default: nil
    }
  }

  /// The cluster final typed as `self` followed by `next` (ㄱ + ㅅ → ㄳ), or `nil`.
  /// Doubles are not formed this way (ㄱ + ㄱ stays two letters), as on a 2-set keyboard.
  ///
  /// ```swift
  /// Jongseong.bieup.combined(with: .siot)   // .bieupSiot
  /// Jongseong.giyeok.combined(with: .giyeok) // nil
  /// ```
  public func combined(with next: Jongseong) -> Jongseong? {
    switch (self, next) {
    case (.giyeok, .siot): .giyeokSiot
    case (.nieun, .jieut): .nieunJieut
    case (.nieun, .hieut): .nieunHieut
    case (.rieul, .giyeok): .rieulGiyeok
    case (.rieul, .mieum): .rieulMieum
    case (.rieul, .bieup): .rieulBieup
    case (.rieul, .siot): .rieulSiot
    case (.rieul, .tieut): .rieulTieut
    case (.rieul, .pieup): .rieulPieup
    case (.rieul, .hieut): .rieulHieut
    case (.bieup, .siot): .bieupSiot
    default: nil
    }
  }

  /// This final as the initial of the next syllable, used when a vowel follows it
  /// (닭 + ㅏ → 달가): the consonant itself for single and double finals, `nil` for clusters.
  ///
  /// ```swift
  /// Jongseong.ssangGiyeok.asChoseong   // .ssangGiyeok
  /// Jongseong.giyeokSiot.asChoseong    // nil
  /// ```
  public var asChoseong: Choseong? { Choseong(compatibilityScalar) }
}
