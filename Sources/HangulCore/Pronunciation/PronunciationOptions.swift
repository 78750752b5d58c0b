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

  /// Whether two words with one space between are read as one phrase (한 마디), as the
  /// standard's examples are: a final moves across the space (제15항: 밭 아래 [바 다래]),
  /// meets ㅎ (제12항: 옷 한 벌 [오 탄 벌]) or ㄴ ㅁ (제18항: 밥 먹는다 [밤 멍는다]), ㄴ is inserted
  /// (제29항 붙임 2: 한 일 [한 닐], 할 일 [할 릴]), and a consonant after the noun-modifying
  /// -(으)ㄹ is read hard (제27항: 갈 곳 [갈 꼳]). The space is kept. After a word that ends in
  /// a particle or an ending (책을, 나는) no ㄴ is inserted: the final only moves (책을 읽다
  /// [채그 릭따]). `true` by default; `false` reads each word as if it stood alone.
  ///
  /// ```swift
  /// pronounce("옷 입다")                                                       // "온 닙따"
  /// pronounce("옷 입다", options: PronunciationOptions(connectsWords: false))  // "옫 입따"
  /// pronounce("책을 읽다")                                                     // "채그 릭따"
  /// ```
  public var connectsWords: Bool

  /// What every word of the text is, for the rules that depend on it (제24항, 제11항), or `nil`
  /// (the default) to decide word by word from the bundled lexicon; see ``PartOfSpeech``.
  ///
  /// ```swift
  /// pronounce("신고", options: PronunciationOptions(partOfSpeech: .verb))   // "신꼬"
  /// pronounce("삶도", options: PronunciationOptions(partOfSpeech: .noun))   // "삼도"
  /// ```
  public var partOfSpeech: PartOfSpeech?

  /// Creates options.
  ///
  /// ```swift
  /// let spoken = PronunciationOptions()                                   // reads 국밥 as 국빱
  /// let plain = PronunciationOptions(includesTensification: false)        // reads 국밥 as 국밥
  /// ```
  public init(
    includesTensification: Bool = true, usesLexicon: Bool = true, connectsWords: Bool = true,
    partOfSpeech: PartOfSpeech? = nil
  ) {
    self.includesTensification = includesTensification
    self.usesLexicon = usesLexicon
    self.connectsWords = connectsWords
    self.partOfSpeech = partOfSpeech
  }
}
