extension HangulSearchQuery {
  /// Whether every item this query matches is also matched by `other` (so results of
  /// `other` can be filtered instead of searching all items): the same options (not
  /// tolerating typos), and this
  /// query continues `other` as typing does: equal characters, then at `other`'s last
  /// character a syllable that extends it jamo by jamo or has its initial consonant (or,
  /// with carry-over, the syllable without its final followed by that final as the next
  /// initial).
  ///
  /// ```swift
  /// HangulSearchQuery("홍길").refines(HangulSearchQuery("홍기"))    // true
  /// HangulSearchQuery("홍ㄱㄷ").refines(HangulSearchQuery("ㅎ"))    // true
  /// HangulSearchQuery("홍기").refines(HangulSearchQuery("홍길"))    // false
  /// ```
  /// - Complexity: O(*m*) in the length of `other`.
  public func refines(_ other: HangulSearchQuery) -> Bool {
    var a = options
    var b = other.options
    a.fallbacks = []
    b.fallbacks = []
    // Typo matches are not narrowed: a longer query may reach the typo rule's minimum.
    guard a == b, !options.toleratesTypos, elements.count >= other.elements.count else { return false }
    guard let last = other.elements.last else { return true }
    let k = other.elements.count - 1
    guard elements[..<k].elementsEqual(other.elements[..<k]) else { return false }
    let next = elements[k]
    if next == last { return true }
    switch (last, next) {
    case (.syllable(let q), .syllable(let s)):
      if q.isJamoPrefix(of: s) { return true }
      guard options.allowsCarryOver, let carry = q.carryOver, s == carry.base, k + 1 < elements.count else {
        return false
      }
      switch elements[k + 1] {
      case .consonant(let c): return c == carry.initial
      case .syllable(let t): return t.choseong == carry.initial
      case .other: return false
      }
    case (.consonant(let c), .syllable(let s)):
      return s.choseong == c
    default:
      return false
    }
  }
}
