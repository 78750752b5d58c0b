extension HangulSyllable {
  /// The syllable's letters at `level` as compatibility jamo, initial first.
  ///
  /// ```swift
  /// HangulSyllable("값")!.jamo()                   // ["ㄱ", "ㅏ", "ㅂ", "ㅅ"]
  /// HangulSyllable("값")!.jamo(level: .syllable)   // ["ㄱ", "ㅏ", "ㅄ"]
  /// HangulSyllable("꽊")!.jamo(level: .full)       // ["ㄱ", "ㄱ", "ㅗ", "ㅏ", "ㄱ", "ㄱ"]
  /// ```
  ///
  /// - Complexity: O(1) (at most 6 letters).
  public func jamo(level: DecompositionLevel = .jamo) -> [Unicode.Scalar] {
    var letters: [Unicode.Scalar] = []
    letters.reserveCapacity(6)
    forEachPiece(at: level) { letters.append($0.scalar(.compatibility)) }
    return letters
  }

  /// Whether this syllable's jamo-level letters (``DecompositionLevel/jamo``) are a prefix
  /// of `other`'s: the test a search box needs for a last syllable still being typed.
  ///
  /// A syllable is a prefix of itself. Doubles are one key, so 가 is not a prefix of 까,
  /// and ㄱ as a final is not a prefix of ㄲ.
  ///
  /// ```swift
  /// HangulSyllable("기")!.isJamoPrefix(of: HangulSyllable("길")!)   // true
  /// HangulSyllable("고")!.isJamoPrefix(of: HangulSyllable("과")!)   // true
  /// HangulSyllable("갑")!.isJamoPrefix(of: HangulSyllable("값")!)   // true
  /// HangulSyllable("가")!.isJamoPrefix(of: HangulSyllable("각")!)   // true
  /// HangulSyllable("각")!.isJamoPrefix(of: HangulSyllable("가")!)   // false
  /// ```
  @inlinable
  public func isJamoPrefix(of other: HangulSyllable) -> Bool {
    if self == other { return true }
    guard choseong == other.choseong else { return false }
    let v = jungseong
    let w = other.jungseong
    guard let t = jongseong else {
      // ㄱㅗ is a prefix of ㄱㅗ… and of ㄱㅗㅏ…; ㄱㅏ of every ㄱㅏ + final.
      return v == w || w.components?.0 == v
    }
    guard v == w, let u = other.jongseong else { return false }
    return u.components?.0 == t
  }

  /// The syllable spelled by `letters` at any ``DecompositionLevel``, in compatibility or
  /// conjoining jamo (or a mixture), or `nil` unless the letters make exactly one modern
  /// syllable. Inverse of ``jamo(level:)`` for every level.
  ///
  /// ```swift
  /// HangulSyllable(jamo: ["ㄱ", "ㅗ", "ㅏ"])          // 과
  /// HangulSyllable(jamo: ["ㄱ", "ㄱ", "ㅏ", "ㅅ", "ㅅ"])  // 깠
  /// HangulSyllable(jamo: ["ㄱ", "ㅏ", "ㄱ", "ㅏ"])      // nil (two syllables)
  /// ```
  ///
  /// - Complexity: O(*n*) in the number of letters.
  public init?(jamo letters: some Sequence<Unicode.Scalar>) {
    var iterator = letters.makeIterator()
    var pending = iterator.next()
    func take() -> Unicode.Scalar? {
      defer { pending = iterator.next() }
      return pending
    }

    // Initial: one letter, or a single initial typed twice (full level).
    guard let first = take(), let leading = HangulSyllable.initial(first) else { return nil }
    var choseong = leading
    if let next = pending, let again = HangulSyllable.initial(next), again == leading,
      let doubled = Choseong.allCases.first(where: { $0.doubledComponent == leading })
    {
      choseong = doubled
      _ = take()
    }
    // Medial: one vowel, or two that combine.
    guard let vowelLetter = take(), var jungseong = Jungseong(vowelLetter) else { return nil }
    if let next = pending, let second = Jungseong(next), let compound = jungseong.combined(with: second) {
      jungseong = compound
      _ = take()
    }
    // Final: none, one, or two that combine as a cluster or a double.
    var jongseong: Jongseong?
    if let letter = take() {
      guard let final = HangulSyllable.final(letter) else { return nil }
      jongseong = final
      if let next = pending, let second = HangulSyllable.final(next) {
        if let cluster = final.combined(with: second) {
          jongseong = cluster
        } else if final == second,
          let doubled = Jongseong.allCases.first(where: { $0.doubledComponent == final })
        {
          jongseong = doubled
        } else {
          return nil
        }
        _ = take()
      }
    }
    guard pending == nil else { return nil }
    self.init(choseong: choseong, jungseong: jungseong, jongseong: jongseong)
  }

  /// `letter` as an initial: compatibility consonants and conjoining leading jamo.
  static func initial(_ letter: Unicode.Scalar) -> Choseong? { Choseong(letter) }

  /// `letter` as a final: compatibility consonants and conjoining trailing jamo (not leading).
  static func final(_ letter: Unicode.Scalar) -> Jongseong? { Jongseong(letter) }
}
