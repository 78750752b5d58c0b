extension HangulSyllable {
  /// The syllable a character is, precomposed or written with conjoining jamo (NFD), or `nil`
  /// if the character is anything else (a jamo, a syllable with a combining mark, Latin …).
  ///
  /// ```swift
  /// HangulSyllable(character: Character("한"))                          // 한
  /// HangulSyllable(character: Character("\u{1112}\u{1161}\u{11AB}"))    // 한
  /// HangulSyllable(character: Character("A"))                           // nil
  /// ```
  public init?(character: Character) {
    let scalars = character.unicodeScalars
    if scalars.count == 1, let syllable = HangulSyllable(scalars.first!) {
      self = syllable
      return
    }
    let composed = String(character).composedForHangul().unicodeScalars
    guard composed.count == 1, let syllable = HangulSyllable(composed.first!) else { return nil }
    self = syllable
  }
}
