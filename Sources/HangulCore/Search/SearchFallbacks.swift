/// Alternative readings of a query that `SearchIndex` tries, in this order, when the
/// query itself matches nothing.
///
/// ```swift
/// let options = SearchOptions(fallbacks: [.latinKeyboard, .romanization])
/// // "ghdrlfehd" → 홍길동 (typed with the keyboard in Latin mode)
/// // "hong gildong", "Lee" → 홍길동, 이… (romanized)
/// ```
public struct SearchFallbacks: OptionSet, Hashable, Sendable {
  /// The bits of the set.
  ///
  /// ```swift
  /// SearchFallbacks.romanization.rawValue   // 2
  /// ```
  public let rawValue: UInt8
  /// Creates a set from its raw bits.
  ///
  /// ```swift
  /// SearchFallbacks(rawValue: 3) == [.latinKeyboard, .romanization]   // true
  /// ```
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// The query was typed on a 2-set (두벌식) keyboard left in Latin mode: its letters are
  /// mapped to jamo key by key and assembled (`ghdrlfehd` → `홍길동`). See
  /// ``DubeolsikKeyboard``.
  ///
  /// ```swift
  /// try SearchIndex(["홍길동"]).search("ghdrlfehd", options: .init(fallbacks: .latinKeyboard)).itemOffsets   // [0]
  /// ```
  public static let latinKeyboard = SearchFallbacks(rawValue: 1)
  /// The query is a romanized name: compared with each item's personal-name romanization
  /// (``romanize(_:options:)`` with ``RomanizationOptions/isPersonalName``), ignoring
  /// spaces, hyphens, apostrophes and case, with customary surname spellings accepted
  /// (`hong gildong`, `Kim`, `Lee`, `Park`). See ``RomanizedNameMatcher``.
  ///
  /// ```swift
  /// try SearchIndex(["이서연"]).search("Lee", options: .init(fallbacks: .romanization)).itemOffsets   // [0]
  /// ```
  public static let romanization = SearchFallbacks(rawValue: 2)
}
