extension ExtentLayout {
  /// The default share of an item that must be visible for it to take the focus: 90 %.
  ///
  /// ```swift
  /// rows.focusedIndex(in: viewport, threshold: ExtentLayout.defaultFocusThreshold)
  /// ```
  public static let defaultFocusThreshold = 0.9

  /// The item that has the focus in a viewport (the one a player autoplays, or a reader
  /// highlights): the first visible item that is at least `threshold` visible; else, when no
  /// item is, the second visible item; else the only visible one. `nil` when no item is visible.
  ///
  /// The "else the second" case happens when the first visible item is scrolled partly out
  /// at the top and the next one is partly cut at the bottom (tall cells): the focus moves on
  /// to the item coming in, as seed 001 does.
  ///
  /// `threshold` is clamped to `0...1` (NaN counts as 1). Because the items are sorted and
  /// disjoint, every visible item between the first and the last is fully visible, so only
  /// the first two visible items need a look.
  ///
  /// ```swift
  /// let cells = try ExtentLayout(lengths: [300, 120, 400, 80])   // 0..<300, 300..<420, 420..<820, 820..<900
  /// cells.focusedIndex(in: Extent(lower: 0, upper: 500))          // 0 (fully visible)
  /// cells.focusedIndex(in: Extent(lower: 100, upper: 600))        // 1 (cell 0 is only 67 % visible)
  /// cells.focusedIndex(in: Extent(lower: 350, upper: 700))        // 2 (no cell ≥ 90 %, the next one)
  /// cells.focusedIndex(in: Extent(lower: 500, upper: 700))        // 2 (the only visible cell)
  /// ```
  ///
  /// - Complexity: O(log n) for n items.
  public func focusedIndex(in viewport: Extent, threshold: Double = defaultFocusThreshold) -> Int? {
    guard viewport.lower < viewport.upper else { return nil }
    // The first visible item, if any: the first one ending after the viewport's start, when it
    // also starts before the viewport's end.
    let first = partitionPoint { $0.upper > viewport.lower }
    guard first < extents.count, extents[first].lower < viewport.upper else { return nil }
    let threshold = threshold.isNaN ? 1 : Swift.min(Swift.max(threshold, 0), 1)
    if extents[first].visibleFraction(in: viewport) >= threshold { return first }
    // The second visible item, if any: it is fully visible unless it is also the last.
    let second = first + 1
    return second < extents.count && extents[second].lower < viewport.upper ? second : first
  }
}
