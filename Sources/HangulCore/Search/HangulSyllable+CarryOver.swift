extension HangulSyllable {
  /// The 2-set carry-over reading of a syllable with a final: the syllable that stays
  /// (without the final, or keeping the first consonant of a cluster) and the initial that
  /// moves to the next syllable, as ``assemble(_:)`` does when a vowel follows.
  package var carryOver: (base: HangulSyllable, initial: Choseong)? {
    guard let final = jongseong else { return nil }
    let (kept, moved): (Jongseong?, Jongseong) = final.components.map { ($0.0, $0.1) } ?? (nil, final)
    guard let initial = moved.asChoseong else { return nil }
    return (replacingJongseong(with: kept), initial)
  }
}
