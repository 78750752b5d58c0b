/// Which finals ``hasBatchim(_:only:)`` asks about.
///
/// ```swift
/// hasBatchim("값", only: .cluster)   // true
/// hasBatchim("갔", only: .single)    // true (ㅆ is one letter)
/// ```
public enum BatchimKind: Hashable, Sendable, CaseIterable {
  /// One letter (홑받침), doubles included: ㄱ ㄲ ㄴ … ㅆ … ㅎ. es-hangul's `only: 'single'`.
  case single
  /// A cluster of two letters (겹받침): ㄳ ㄵ ㄶ ㄺ ㄻ ㄼ ㄽ ㄾ ㄿ ㅀ ㅄ. es-hangul's `only: 'double'`.
  case cluster
}

/// Whether the last character of the text is a syllable with a final consonant (받침).
///
/// The question behind choosing a particle (은/는, 이/가, 을/를). The last character counts
/// when it is a modern syllable, precomposed or conjoining (NFD); anything else — a jamo,
/// Latin, a digit, an empty string — has no 받침.
///
/// ```swift
/// hasBatchim("값")                   // true
/// hasBatchim("사과")                 // false
/// hasBatchim("값", only: .single)    // false
/// hasBatchim("ㄱ")                   // false (a letter, not a syllable)
/// ```
///
/// - Complexity: O(1) for NFC text (only the last character is read).
public func hasBatchim(_ text: some StringProtocol, only kind: BatchimKind? = nil) -> Bool {
  guard let last = text.last, let syllable = HangulSyllable(character: last), let final = syllable.jongseong else {
    return false
  }
  switch kind {
  case nil: return true
  case .single: return final.components == nil
  case .cluster: return final.components != nil
  }
}
