/// How ``romanize(_:options:)`` writes Korean in Latin letters.
///
/// ```swift
/// romanize("중앙", options: RomanizationOptions(usesHyphens: true))          // "jung-ang"
/// romanize("홍길동", options: RomanizationOptions(isPersonalName: true))     // "Hong Gildong"
/// romanize("묵호", options: RomanizationOptions(treatsWordsAsNouns: true))  // "mukho"
/// ```
public struct RomanizationOptions: Sendable, Hashable {
  /// The text is one personal name (rule 4 of the Revised Romanization): the surname, a
  /// space, then the given name written together, each capitalized, with no sound change
  /// between syllables. Words without Hangul (`Mary`, `55`) are kept as they are. `false`
  /// by default.
  ///
  /// ```swift
  /// romanize("한복남", options: RomanizationOptions(isPersonalName: true))   // "Han Boknam"
  /// ```
  public var isPersonalName: Bool
  /// Puts a hyphen where syllables could be misread: ㄴ before ㄱ (`ban-gu`), ㅇ before a
  /// vowel (`jung-ang`), and two vowels whose letters would read as one (`se-un`); in a
  /// personal name, between every syllable of the given name (`Bit-na`). `false` by default.
  ///
  /// ```swift
  /// romanize("해운대", options: RomanizationOptions(usesHyphens: true))   // "hae-undae"
  /// ```
  public var usesHyphens: Bool
  /// In a personal name, writes a surname in its customary spelling when it has one
  /// (김 Kim, 이 Lee, 박 Park, 최 Choi, 정 Jung …; the table and its source are in the
  /// Romanization article). `false` by default.
  ///
  /// ```swift
  /// let options = RomanizationOptions(isPersonalName: true, usesCustomarySurnames: true)
  /// romanize("이서연", options: options)   // "Lee Seoyeon"
  /// ```
  public var usesCustomarySurnames: Bool
  /// The words are nouns (체언): ㅎ after ㄱ ㄷ ㅂ is written `h` (묵호 `mukho`, 집현전
  /// `jiphyeonjeon`) instead of merging into an aspirate as in verbs (잡혀 `japyeo`).
  /// `false` by default.
  ///
  /// ```swift
  /// romanize("집현전", options: RomanizationOptions(treatsWordsAsNouns: true))   // "jiphyeonjeon"
  /// ```
  public var treatsWordsAsNouns: Bool

  /// The text is a place name (rule 5 of the Revised Romanization): an administrative unit
  /// (도 시 군 구 읍 면 리 동, 가 after a number) is written after a hyphen with no sound change
  /// across it, and every word starts with a capital; a unit that is part of a name stays in
  /// it. Where the caller does not mark the unit with a hyphen (큰골-리), 도 and 리 are units
  /// only in names of the gazetteer of administrative units (NGII's, in `Resources/Gazetteer`).
  /// `false` by default.
  ///
  /// ```swift
  /// let place = RomanizationOptions(isPlaceName: true)
  /// romanize("제주도", options: place)     // "Jeju-do"
  /// romanize("삼죽면", options: place)     // "Samjuk-myeon"
  /// romanize("왕십리", options: place)     // "Wangsimni"
  /// romanize("종로 2가", options: place)   // "Jongno 2(i)-ga"
  /// ```
  public var isPlaceName: Bool

  /// Words are looked up in the bundled lexicon for where their parts meet (compound nouns
  /// of mecab-ko-dic and the standard's examples, `Resources/Lexicon`): ㄴ is inserted
  /// (학여울 `hangnyeoul`, 알약 `allyak`) and ㄴ + ㄹ reads [ㄴㄴ] before a suffix (신문로
  /// `sinmunno`). `true` by default; personal names never consult it.
  ///
  /// ```swift
  /// romanize("학여울")                                                       // "hangnyeoul"
  /// romanize("학여울", options: RomanizationOptions(usesLexicon: false))   // "hagyeoul"
  /// ```
  public var usesLexicon: Bool

  /// Creates options.
  ///
  /// ```swift
  /// let passport = RomanizationOptions(isPersonalName: true, usesHyphens: true)
  /// romanize("홍빛나", options: passport)   // "Hong Bit-na"
  /// ```
  public init(
    isPersonalName: Bool = false,
    usesHyphens: Bool = false,
    usesCustomarySurnames: Bool = false,
    treatsWordsAsNouns: Bool = false,
    isPlaceName: Bool = false,
    usesLexicon: Bool = true
  ) {
    self.isPersonalName = isPersonalName
    self.usesHyphens = usesHyphens
    self.usesCustomarySurnames = usesCustomarySurnames
    self.treatsWordsAsNouns = treatsWordsAsNouns
    self.isPlaceName = isPlaceName
    self.usesLexicon = usesLexicon
  }
}
