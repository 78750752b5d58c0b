extension ExtentLayout {
  /// The indices of the items a viewport shows, in display order: the items whose visible
  /// fraction in `viewport` is greater than 0.
  ///
  /// Items that only touch the viewport's edge are not included. A viewport of zero length,
  /// or with a NaN end, shows nothing.
  ///
  /// ```swift
  /// let rows = try ExtentLayout(lengths: [44, 88, 44, 60])     // [0..<44, 44..<132, 132..<176, 176..<236]
  /// rows.visibleRange(in: Extent(lower: 50, upper: 150))       // 1..<3
  /// rows.visibleRange(in: Extent(lower: 44, upper: 132))       // 1..<2
  /// ```
  ///
  /// - Complexity: O(log n + log k) for n items, k of them visible.
  public func visibleRange(in viewport: Extent) -> Range<Int> {
    guard viewport.lower < viewport.upper else { return 0..<0 }
    // Uppers and lowers are both non-decreasing, because the extents are sorted and disjoint.
    let first = partitionPoint { $0.upper > viewport.lower }
    let end = partitionPoint(from: first) { $0.lower >= viewport.upper }
    // A zero-length item on either edge fails one of the two tests, as it should.
    return first < end ? first..<end : first..<first
  }
}
