extension SortKey: Comparable {
  /// Byte-wise lexicographic order: the collation order of the strings the keys came from.
  ///
  /// ```swift
  /// let collator = try KoreanCollator()
  /// try collator.sortKey(for: "2조") < collator.sortKey(for: "10조")   // false (not numeric)
  /// ```
  ///
  /// - Complexity: O(*n*) in the length of the shorter key.
  public static func < (lhs: SortKey, rhs: SortKey) -> Bool {
    lhs.bytes.withUnsafeBufferPointer { a in
      rhs.bytes.withUnsafeBufferPointer { b in SortKeyArena.compareBytes(a, b) < 0 }
    }
  }
}
