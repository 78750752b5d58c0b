/// How a search query is compared with items.
///
/// The defaults suit a search box over a name list fed by a Korean keyboard: match
/// anywhere, Latin letters without regard to case, spaces significant, the 2-set carry-over
/// (so the name being typed stays found at every keystroke), no fallbacks.
///
/// ```swift
/// let options = SearchOptions(mode: .prefix, ignoresSpaces: true)
/// HangulSearchQuery("한", options: options).matches("하 늘")   // true (ㄴ moves to 늘)
/// ```
public struct SearchOptions: Hashable, Sendable {
  /// Prefix or contains (default).
  ///
  /// ```swift
  /// HangulSearchQuery("길동", options: .init(mode: .prefix)).matches("홍길동")   // false
  /// ```
  public var mode: SearchMode
  /// Skips whitespace characters of the item while matching and drops those of the query
  /// (`Character.isWhitespace`). Default `false`.
  ///
  /// ```swift
  /// HangulSearchQuery("홍길", options: .init(ignoresSpaces: true)).matches("홍 길동")   // true
  /// ```
  public var ignoresSpaces: Bool
  /// Compares Latin letters without regard to case (default `true`): a one-scalar Latin
  /// character matches another whose lowercase mapping is the same single scalar
  /// (`A`/`a`, `É`/`é`, `Ａ`/`ａ`).
  ///
  /// ```swift
  /// HangulSearchQuery("kim").matches("KIM")                                       // true
  /// HangulSearchQuery("kim", options: .init(ignoresLatinCase: false)).matches("KIM")   // false
  /// ```
  public var ignoresLatinCase: Bool
  /// The 2-set carry-over (default `true`): the final consonant of the query's last
  /// syllable may be the initial of the item's next syllable, as it will be once the next
  /// vowel is typed (`한` matches `하늘`, `닭` matches `달걀`, `김당` matches `김다연`).
  ///
  /// A search box gets what the keyboard shows after each key (``assemble(_:)`` of the keys
  /// so far): typing 김다연 shows 김당 before 김다여, so without the carry-over the name
  /// being typed would drop out of the results at that keystroke. Carry-over matches rank
  /// after the plain matches of the same kind (``SearchMatch/usesCarryOver``). Turn it off
  /// to answer a query exactly as given (the `hangul search` command does by default).
  ///
  /// ```swift
  /// HangulSearchQuery("김당").matches("김다연")                                      // true
  /// HangulSearchQuery("김당", options: .init(allowsCarryOver: false)).matches("김다연")   // false
  /// ```
  public var allowsCarryOver: Bool
  /// Reads Hanja in items and query as South Koreans write names (default `false`; see
  /// ``HanjaReading``): `ㅇㅁ` then finds `李民秀` (read 이민수), with ranges over the Hanja.
  ///
  /// ```swift
  /// HangulSearchQuery("ㅇㅁ", options: .init(readsHanja: true)).match(in: "李民秀")?.characterRanges   // [0..<2]
  /// HangulSearchQuery("ㅇㅁ").matches("李民秀")                                                     // false
  /// ```
  public var readsHanja: Bool
  /// Also finds items within one typo of the query (default `false`): one jamo inserted,
  /// deleted, substituted, or two adjacent jamo swapped (`홍길둥` finds `홍길동`). Such
  /// matches rank after every exact, prefix and contains match
  /// (``SearchMatch/isTypoMatch``). The exact rule (which queries, where a match starts,
  /// which part of the item is compared) is in the "Typo-tolerant search" section of the
  /// search guide.
  ///
  /// ```swift
  /// HangulSearchQuery("홍길둥", options: .init(toleratesTypos: true)).match(in: "홍길동")?.isTypoMatch   // true
  /// HangulSearchQuery("홍길둥").matches("홍길동")                                                  // false
  /// ```
  public var toleratesTypos: Bool
  /// What `SearchIndex` tries when a query finds nothing (default: nothing).
  ///
  /// ```swift
  /// try SearchIndex(["홍길동"]).search("ghdrlfehd", options: .init(fallbacks: .latinKeyboard)).itemOffsets   // [0]
  /// ```
  public var fallbacks: SearchFallbacks

  /// Creates search options.
  ///
  /// ```swift
  /// let options = SearchOptions(mode: .prefix, fallbacks: [.latinKeyboard])
  /// ```
  public init(
    mode: SearchMode = .contains, ignoresSpaces: Bool = false, ignoresLatinCase: Bool = true,
    allowsCarryOver: Bool = true, readsHanja: Bool = false, toleratesTypos: Bool = false,
    fallbacks: SearchFallbacks = []
  ) {
    self.toleratesTypos = toleratesTypos
    self.readsHanja = readsHanja
    self.mode = mode
    self.ignoresSpaces = ignoresSpaces
    self.ignoresLatinCase = ignoresLatinCase
    self.allowsCarryOver = allowsCarryOver
    self.fallbacks = fallbacks
  }
}
