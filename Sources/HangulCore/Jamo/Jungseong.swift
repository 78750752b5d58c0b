/// One of the 21 modern medial vowels (중성, *jungseong*) of a Hangul syllable.
///
/// The raw value is the medial's index in syllable arithmetic: ㅏ is 0, ㅣ is 20. Compatibility
/// spelling ㅏ U+314F…ㅣ U+3163, conjoining spelling ᅡ U+1161…ᅵ U+1175.
///
/// ```swift
/// Jungseong("ㅘ")                          // .wa
/// Jungseong.wa.components                 // (.o, .a)
/// Jungseong.a.conjoiningScalar             // "ᅡ" (U+1161)
/// ```
public enum Jungseong: Int, CaseIterable, Hashable, Sendable {
  /// ㅏ
  case a
  /// ㅐ
  case ae
  /// ㅑ
  case ya
  /// ㅒ
  case yae
  /// ㅓ
  case eo
  /// ㅔ
  case e
  /// ㅕ
  case yeo
  /// ㅖ
  case ye
  /// ㅗ
  case o
  /// ㅘ (ㅗ + ㅏ)
  case wa
  /// ㅙ (ㅗ + ㅐ)
  case wae
  /// ㅚ (ㅗ + ㅣ)
  case oe
  /// ㅛ
  case yo
  /// ㅜ
  case u
  /// ㅝ (ㅜ + ㅓ)
  case wo
  /// ㅞ (ㅜ + ㅔ)
  case we
  /// ㅟ (ㅜ + ㅣ)
  case wi
  /// ㅠ
  case yu
  /// ㅡ
  case eu
  /// ㅢ (ㅡ + ㅣ)
  case ui
  /// ㅣ
  case i

  /// The compatibility jamo (U+314F…U+3163): ㅏ for ``a``.
  ///
  /// ```swift
  /// Jungseong.ui.compatibilityScalar   // "ㅢ" (U+3162)
  /// ```
  @inlinable
  public var compatibilityScalar: Unicode.Scalar { Unicode.Scalar(0x314F + UInt32(rawValue))! }

  /// The conjoining medial jamo (U+1161…U+1175): ᅡ for ``a``.
  ///
  /// ```swift
  /// Jungseong.i.conjoiningScalar   // "ᅵ" (U+1175)
  /// ```
  @inlinable
  public var conjoiningScalar: Unicode.Scalar { Unicode.Scalar(0x1161 + UInt32(rawValue))! }

  /// The medial spelled by `scalar`, compatibility (ㅏ U+314F…) or modern conjoining
  /// (ᅡ U+1161…); `nil` for anything else, including old vowels (ᆞ) and the filler U+1160.
  ///
  /// ```swift
  /// Jungseong("ㅝ")                           // .wo
  /// Jungseong(Unicode.Scalar(0x119E)!)        // nil (arae-a, old Hangul)
  /// ```
  @inlinable
  public init?(_ scalar: Unicode.Scalar) {
    let v = scalar.value
    if v >= 0x1161 && v <= 0x1175 {
      self.init(rawValue: Int(v - 0x1161))
    } else if v >= 0x314F && v <= 0x3163 {
      self.init(rawValue: Int(v - 0x314F))
    } else {
      return nil
    }
  }

  /// The two vowels a compound vowel is typed with (ㅘ → ㅗ, ㅏ), `nil` for a simple vowel.
  /// ``DecompositionLevel/jamo`` and ``DecompositionLevel/full`` split compound vowels.
  ///
  /// ```swift
  /// Jungseong.wi.components   // (.u, .i)
  /// Jungseong.ya.components   // nil
  /// ```
  public var components: (Jungseong, Jungseong)? {
    switch self {
    case .wa: (.o, .a)
    case .wae: (.o, .ae)
    case .oe: (.o, .i)
    case .wo: (.u, .eo)
    case .we: (.u, .e)
    case .wi: (.u, .i)
    case .ui: (.eu, .i)
    default: nil
    }
  }

  /// The compound vowel typed as `self` followed by `next` (ㅗ + ㅏ → ㅘ), or `nil`.
  ///
  /// ```swift
  /// Jungseong.o.combined(with: .a)   // .wa
  /// Jungseong.a.combined(with: .o)   // nil
  /// ```
  public func combined(with next: Jungseong) -> Jungseong? {
    switch (self, next) {
    case (.o, .a): .wa
    case (.o, .ae): .wae
    case (.o, .i): .oe
    case (.u, .eo): .wo
    case (.u, .e): .we
    case (.u, .i): .wi
    case (.eu, .i): .ui
    default: nil
    }
  }
}
