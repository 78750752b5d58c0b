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
    // NFC composes a syllable from modern conjoining jamo (ᄒ ᅡ ᆫ) or from a syllable
    // without a final and a conjoining final (하 ᆫ), and from nothing else: the arithmetic of
    // the Hangul block, so no normalization data is needed.
    var iterator = scalars.makeIterator()
    guard let first = iterator.next(), let second = iterator.next() else { return nil }
    let third = iterator.next()
    guard iterator.next() == nil else { return nil }
    let isLead = { (s: Unicode.Scalar) in s.value >= 0x1100 && s.value <= 0x1112 }
    let isVowel = { (s: Unicode.Scalar) in s.value >= 0x1161 && s.value <= 0x1175 }
    let isTrail = { (s: Unicode.Scalar) in s.value >= 0x11A8 && s.value <= 0x11C2 }
    let open: HangulSyllable
    let trail: Unicode.Scalar?
    if let syllable = HangulSyllable(first), syllable.jongseong == nil, third == nil, isTrail(second) {
      open = syllable
      trail = second
    } else if isLead(first), isVowel(second), let l = Choseong(first), let v = Jungseong(second) {
      guard third.map(isTrail) ?? true else { return nil }
      open = HangulSyllable(choseong: l, jungseong: v)
      trail = third
    } else {
      return nil
    }
    self = HangulSyllable(choseong: open.choseong, jungseong: open.jungseong, jongseong: trail.flatMap(Jongseong.init))
  }
}
