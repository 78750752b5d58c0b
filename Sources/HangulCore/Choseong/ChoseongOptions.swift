/// Options for ``choseong(of:options:)-(StringProtocol,_)``.
///
/// ```swift
/// var options = ChoseongOptions()
/// options.nonHangul = .drop
/// options.foldsCompatibility = true
/// choseong(of: "ﾡﾺﾵ 김", options: options)   // "ㄱㅊㅅㄱ"
/// ```
public struct ChoseongOptions: Hashable, Sendable {
  /// What to do with characters that are not Hangul consonants. Default ``NonHangulPolicy/keep``.
  ///
  /// Under the dropping policies, the letters that stay are the initials taken from
  /// syllables and conjoining leading jamo (old ones too), and consonant letters typed on
  /// their own: compatibility consonants (ㄱ, ㄳ, archaic ㅿ) and halfwidth consonants (ﾡ).
  /// Vowels, fillers and everything else go (and whitespace, for ``NonHangulPolicy/drop``).
  ///
  /// ```swift
  /// choseong(of: "2반 김민수", options: ChoseongOptions(nonHangul: .dropAllButWhitespace))   // "ㅂ ㄱㅁㅅ"
  /// ```
  public var nonHangul: NonHangulPolicy = .keep

  /// Whether to fold compatibility forms first (NFKC): halfwidth ﾡ → ㄱ, circled ㉠ → ㄱ,
  /// fullwidth Ｋ → K. Off by default, because NFKC also turns the compatibility letters
  /// "ㄱㅏ" into the syllable 가 — wrong for a query typed as jamo.
  ///
  /// ```swift
  /// choseong(of: "ﾡﾺﾵ", options: ChoseongOptions(foldsCompatibility: true))   // "ㄱㅊㅅ"
  /// choseong(of: "ㄱㅏ", options: ChoseongOptions(foldsCompatibility: true))   // "ㄱ"
  /// ```
  public var foldsCompatibility: Bool = false

  /// Whether to read Hanja as South Koreans write names first (see ``HanjaReading``: the
  /// syllable ICU's `ko` collation files each character with, the initial sound law on
  /// each word's first character). Off by default: Hanja are then non-Hangul text.
  ///
  /// ```swift
  /// choseong(of: "李民秀", options: ChoseongOptions(readsHanja: true))   // "ㅇㅁㅅ"
  /// choseong(of: "李民秀")                                               // "李民秀"
  /// ```
  public var readsHanja: Bool = false

  /// The default options: keep non-Hangul text, no compatibility folding, Hanja as they are.
  ///
  /// ```swift
  /// choseong(of: "김 Andrew", options: ChoseongOptions())   // "ㄱ Andrew"
  /// ```
  public init(nonHangul: NonHangulPolicy = .keep, foldsCompatibility: Bool = false, readsHanja: Bool = false) {
    self.nonHangul = nonHangul
    self.foldsCompatibility = foldsCompatibility
    self.readsHanja = readsHanja
  }
}
