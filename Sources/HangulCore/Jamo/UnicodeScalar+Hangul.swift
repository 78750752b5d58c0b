/// Classification of Hangul code points.
///
/// The ranges come from the Unicode blocks: Hangul Syllables (U+AC00…U+D7A3), Hangul Jamo
/// (U+1100…U+11FF), Hangul Jamo Extended-A (U+A960…U+A97C) and -B (U+D7B0…U+D7C6,
/// U+D7CB…U+D7FB), Hangul Compatibility Jamo (U+3131…U+318E) and the halfwidth forms
/// (U+FFA0…U+FFDC). Only assigned code points count.
///
/// ```swift
/// let s: Unicode.Scalar = "ㄱ"
/// s.isCompatibilityJamo     // true
/// s.canBeChoseong           // true
/// s.canBeJongseong          // true
/// ("ㄸ" as Unicode.Scalar).canBeJongseong   // false
/// ```
extension Unicode.Scalar {
  /// A modern precomposed syllable, U+AC00 가 … U+D7A3 힣.
  ///
  /// ```swift
  /// ("한" as Unicode.Scalar).isHangulSyllable   // true
  /// ```
  @inlinable
  public var isHangulSyllable: Bool { HangulSyllable.isSyllable(codePoint: value) }

  /// A Hangul Compatibility Jamo letter, U+3131 ㄱ … U+318E (modern, archaic and the filler
  /// U+3164): what 2-set keyboards type.
  ///
  /// ```swift
  /// ("ㅘ" as Unicode.Scalar).isCompatibilityJamo   // true
  /// ```
  @inlinable
  public var isCompatibilityJamo: Bool { value >= 0x3131 && value <= 0x318E }

  /// A halfwidth Hangul letter (U+FFA0 filler, U+FFA1 ﾡ … U+FFDC), which NFKC folds to
  /// conjoining jamo.
  ///
  /// ```swift
  /// ("ﾡ" as Unicode.Scalar).isHalfwidthJamo   // true
  /// ```
  @inlinable
  public var isHalfwidthJamo: Bool {
    switch value {
    case 0xFFA0...0xFFBE, 0xFFC2...0xFFC7, 0xFFCA...0xFFCF, 0xFFD2...0xFFD7, 0xFFDA...0xFFDC: true
    default: false
    }
  }

  /// The compatibility jamo a halfwidth Hangul letter is a narrow form of (its Unicode
  /// `<narrow>` decomposition: ﾡ U+FFA1 → ㄱ U+3131, the filler U+FFA0 → U+3164), or `nil` for
  /// any other scalar. NFKC then folds that compatibility jamo further, to conjoining jamo.
  ///
  /// ```swift
  /// ("ﾡ" as Unicode.Scalar).compatibilityJamoOfHalfwidth   // "ㄱ"
  /// ("ㄱ" as Unicode.Scalar).compatibilityJamoOfHalfwidth   // nil
  /// ```
  public var compatibilityJamoOfHalfwidth: Unicode.Scalar? {
    let offset: UInt32
    switch value {
    case 0xFFA0: return Unicode.Scalar(0x3164)
    case 0xFFA1...0xFFBE: offset = 0xFFA1 - 0x3131
    case 0xFFC2...0xFFC7: offset = 0xFFC2 - 0x314F
    case 0xFFCA...0xFFCF: offset = 0xFFCA - 0x3155
    case 0xFFD2...0xFFD7: offset = 0xFFD2 - 0x315B
    case 0xFFDA...0xFFDC: offset = 0xFFDA - 0x3161
    default: return nil
    }
    return Unicode.Scalar(value - offset)
  }

  /// A conjoining jamo (leading, vowel or trailing, modern or old, fillers included):
  /// U+1100…U+11FF, U+A960…U+A97C, U+D7B0…U+D7C6, U+D7CB…U+D7FB.
  ///
  /// ```swift
  /// Unicode.Scalar(0x1100)!.isConjoiningJamo   // true (ᄀ)
  /// ("ㄱ" as Unicode.Scalar).isConjoiningJamo      // false (compatibility)
  /// ```
  @inlinable
  public var isConjoiningJamo: Bool {
    switch value {
    case 0x1100...0x11FF, 0xA960...0xA97C, 0xD7B0...0xD7C6, 0xD7CB...0xD7FB: true
    default: false
    }
  }

  /// A conjoining leading jamo (choseong), modern or old, including the choseong filler
  /// U+115F: U+1100…U+115F and U+A960…U+A97C.
  ///
  /// ```swift
  /// (Unicode.Scalar(0x1140)!).isLeadingJamo   // true (ᅀ, old)
  /// ```
  @inlinable
  public var isLeadingJamo: Bool {
    (value >= 0x1100 && value <= 0x115F) || (value >= 0xA960 && value <= 0xA97C)
  }

  /// A conjoining vowel jamo (jungseong), modern or old, including the jungseong filler
  /// U+1160: U+1160…U+11A7 and U+D7B0…U+D7C6.
  ///
  /// ```swift
  /// (Unicode.Scalar(0x119E)!).isVowelJamo   // true (ᆞ, arae-a)
  /// ```
  @inlinable
  public var isVowelJamo: Bool {
    (value >= 0x1160 && value <= 0x11A7) || (value >= 0xD7B0 && value <= 0xD7C6)
  }

  /// A conjoining trailing jamo (jongseong), modern or old: U+11A8…U+11FF and U+D7CB…U+D7FB.
  ///
  /// ```swift
  /// (Unicode.Scalar(0x11AB)!).isTrailingJamo   // true (ᆫ)
  /// ```
  @inlinable
  public var isTrailingJamo: Bool {
    (value >= 0x11A8 && value <= 0x11FF) || (value >= 0xD7CB && value <= 0xD7FB)
  }

  /// A Hangul filler: choseong filler U+115F, jungseong filler U+1160, compatibility filler
  /// U+3164, halfwidth filler U+FFA0. Fillers stand in for a missing letter and have no
  /// sound of their own.
  ///
  /// ```swift
  /// (Unicode.Scalar(0x3164)!).isHangulFiller   // true
  /// ```
  @inlinable
  public var isHangulFiller: Bool {
    value == 0x115F || value == 0x1160 || value == 0x3164 || value == 0xFFA0
  }

  /// A jamo that modern Korean no longer uses (old Hangul, 옛한글): conjoining jamo outside
  /// the modern 19 + 21 + 27 and the fillers (e.g. ᅀ U+1140, ᆞ U+119E, Jamo Extended-A/B),
  /// and the archaic compatibility letters U+3165…U+318E (ㅿ, ㆍ). Fillers are not old
  /// Hangul; the halfwidth block has modern letters only.
  ///
  /// ```swift
  /// (Unicode.Scalar(0x119E)!).isOldHangul   // true (ᆞ)
  /// ("ㅿ" as Unicode.Scalar).isOldHangul      // true
  /// ("ㄱ" as Unicode.Scalar).isOldHangul      // false
  /// ```
  @inlinable
  public var isOldHangul: Bool {
    if value >= 0x3165 && value <= 0x318E { return true }
    guard isConjoiningJamo, !isHangulFiller else { return false }
    return !(value >= 0x1100 && value <= 0x1112) && !(value >= 0x1161 && value <= 0x1175)
      && !(value >= 0x11A8 && value <= 0x11C2)
  }

  /// Any Hangul letter or syllable: a syllable, a conjoining, compatibility or halfwidth jamo.
  ///
  /// ```swift
  /// ("A" as Unicode.Scalar).isHangul   // false
  /// ```
  @inlinable
  public var isHangul: Bool {
    isHangulSyllable || isCompatibilityJamo || isConjoiningJamo || isHalfwidthJamo
  }

  /// A letter that spells one of the 19 modern initials (``Choseong``), in compatibility
  /// (ㄱ) or conjoining (ᄀ U+1100…U+1112) form. Clusters (ㄳ) cannot start a syllable.
  ///
  /// ```swift
  /// ("ㄲ" as Unicode.Scalar).canBeChoseong   // true
  /// ("ㄳ" as Unicode.Scalar).canBeChoseong   // false
  /// ```
  @inlinable
  public var canBeChoseong: Bool { Choseong(self) != nil }

  /// A letter that spells one of the 21 modern medials (``Jungseong``), compatibility
  /// (ㅏ U+314F…U+3163) or conjoining (ᅡ U+1161…U+1175).
  ///
  /// ```swift
  /// ("ㅢ" as Unicode.Scalar).canBeJungseong   // true
  /// ```
  @inlinable
  public var canBeJungseong: Bool { Jungseong(self) != nil }

  /// A letter that spells one of the 27 modern finals (``Jongseong``), compatibility (ㄳ) or
  /// conjoining (ᆨ U+11A8…U+11C2). ㄸ ㅃ ㅉ never end a syllable.
  ///
  /// ```swift
  /// ("ㄳ" as Unicode.Scalar).canBeJongseong   // true
  /// ("ㅃ" as Unicode.Scalar).canBeJongseong   // false
  /// ```
  @inlinable
  public var canBeJongseong: Bool { Jongseong(self) != nil }
}
