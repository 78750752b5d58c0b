extension ExtentLayout {
  /// The current item for a scroll offset, as a scroll spy (a section picker that follows
  /// scrolling) shows it: the last item that starts at or before `offset`.
  ///
  /// Extents are half-open, so an offset exactly at a section's start belongs to that section.
  /// Before the first item, the first item; past the end, or in a gap between two items, the
  /// item before. `nil` only when the layout is empty or `offset` is NaN.
  ///
  /// Pass the offset where the content starts to be readable, usually the scroll offset plus
  /// the height of a pinned header: `currentIndex(at: contentOffset.y + headerHeight)`.
  ///
  /// ```swift
  /// let sections = try ExtentLayout(starts: [0, 300, 1200], end: 1500)
  /// sections.currentIndex(at: 299.5)   // 0
  /// sections.currentIndex(at: 300)     // 1
  /// sections.currentIndex(at: -40)     // 0 (pulled down past the top)
  /// sections.currentIndex(at: 9999)    // 2
  /// ```
  ///
  /// - Complexity: O(log n) for n items.
  public func currentIndex(at offset: Double) -> Int? {
    guard !extents.isEmpty, !offset.isNaN else { return nil }
    let after = partitionPoint { $0.lower > offset }
    return after > 0 ? after - 1 : 0
  }
}
