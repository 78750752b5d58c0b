/// How ``pronounce(_:options:)`` reads text.
///
/// ```swift
/// pronounce("국밥")                                                  // "국빱"
/// pronounce("국밥", options: PronunciationOptions(includesTensification: false))   // "국밥"
/// ```
public struct PronunciationOptions: Sendable, Hashable {
  /// Whether hard-consonant conversion (경음화: 제23항–제25항, and ㅎ + ㅅ → ㅆ of 제12항)
  /// is applied. `true` by default.
  ///
  /// ```swift
  /// pronounce("앉고", options: PronunciationOptions(includesTensification: false))   // "안고"
  /// ```
  public var includesTensification: Bool

  /// Whether words are looked up in the bundled lexicon for where their parts meet
  /// (compound nouns of mecab-ko-dic and the standard's examples, `Resources/Lexicon`):
  /// ㄴ insertion (제29항: 솜이불 [솜니불]), liaison across a part (제15항: 겉옷 [거돋]),
  /// [ㄴㄴ] before a suffix (제20항 다만: 생산량 [생산냥]) and the Sino-Korean words whose ㄷ
  /// ㅅ ㅈ after ㄹ are hard (제26항: 갈등 [갈뜽]). `true` by default.
  ///
  /// ```swift
  /// pronounce("솜이불")                                                      // "솜니불"
  /// pronounce("솜이불", options: PronunciationOptions(usesLexicon: false))   // "소미불"
  /// pronounce("갈등", options: PronunciationOptions(usesLexicon: false))     // "갈등"
  /// ```
  public var usesLexicon: Bool

  /// Creates options.
  ///
  /// ```swift
  /// let spoken = PronunciationOptions()                                   // 국밥 → 국빱
  /// let plain = PronunciationOptions(includesTensification: false)        // 국밥 → 국밥
  /// ```
  public init(includesTensification: Bool = true, usesLexicon: Bool = true) {
    self.includesTensification = includesTensification
    self.usesLexicon = usesLexicon
  }
}
