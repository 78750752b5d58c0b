extension KoreanCollator {
  /// The result of comparing two strings with a ``KoreanCollator``.
  ///
  /// ```swift
  /// try KoreanCollator().compare("가", "A")   // .ascending (Hangul before Latin)
  /// ```
  public enum Order: Int8, Sendable, Hashable {
    /// The first string sorts before the second.
    case ascending = -1
    /// The strings are equal at the collator's strength (e.g. NFC and NFD spellings).
    case equal = 0
    /// The first string sorts after the second.
    case descending = 1
  }

  /// Compares `a` with `b` in Korean collation order (one ICU `ucol_strcollUTF8` call).
  ///
  /// ```swift
  /// let collator = try KoreanCollator()
  /// try collator.compare("金", "김")        // .descending: 金 sorts right after 김
  /// try collator.compare("alice", "Alice")  // .ascending
  /// ```
  ///
  /// For sorting many strings use the `sorted` methods or
  /// `sortKey(for:)`: they compute each string's key once instead of comparing strings
  /// again and again.
  ///
  /// - Throws: `ICUError` if ICU fails (memory).
  /// - Complexity: O(*n*) in the length of the shorter common prefix plus the difference.
  public func compare(_ a: some StringProtocol, _ b: some StringProtocol) throws(ICUError) -> Order {
    try a.withCString8 { (x) throws(ICUError) -> Order in
      try b.withCString8 { (y) throws(ICUError) -> Order in
        let r = try x.withMemoryRebound(to: UInt8.self) { (a) throws(ICUError) -> Int in
          try y.withMemoryRebound(to: UInt8.self) { (b) throws(ICUError) -> Int in try engine.compare(a, b) }
        }
        return r < 0 ? .ascending : (r > 0 ? .descending : .equal)
      }
    }
  }

  /// Whether `a` sorts strictly before `b` (a predicate for `sort(by:)` on small arrays).
  ///
  /// ```swift
  /// try KoreanCollator().areInIncreasingOrder("이서연", "Zoe")   // true
  /// ```
  ///
  /// - Throws: `ICUError` if ICU fails (memory).
  /// - Complexity: O(*n*) in the lengths of the strings.
  public func areInIncreasingOrder(_ a: some StringProtocol, _ b: some StringProtocol) throws(ICUError) -> Bool {
    try compare(a, b) == .ascending
  }
}
