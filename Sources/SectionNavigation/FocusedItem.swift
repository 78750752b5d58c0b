extension ExtentLayout {
  /// The item that has the focus in a viewport (the one a player autoplays, or a reader
  /// highlights), by `rule`; `nil` when no item is visible.
  ///
  /// - ``FocusRule/firstVisible(atLeast:)`` (the default, 90 %): the first visible item that
  ///   is at least that share visible; else the second visible item (the first is scrolled
  ///   partly out at the top and the next one is partly cut at the bottom: the focus moves on
  ///   to the item coming in); else the only visible one.
  /// - ``FocusRule/mostVisible``: the visible item with the largest visible fraction, the
  ///   first of them on a tie.
  ///
  /// The threshold was validated when the ``FocusThreshold`` was made, so this per-event call
  /// cannot fail. Because the items are sorted and disjoint, every visible item between the
  /// first and the last is fully visible, so only the first two and the last visible items
  /// need a look.
  ///
  /// ```swift
  /// let cells = try ExtentLayout(lengths: [300, 120, 400, 80])   // [0..<300, 300..<420, 420..<820, 820..<900]
  /// cells.focusedIndex(in: Extent(lower: 0, upper: 500))          // 0 (fully visible)
  /// cells.focusedIndex(in: Extent(lower: 100, upper: 600))        // 1 (cell 0 is only 67 % visible)
  /// cells.focusedIndex(in: Extent(lower: 350, upper: 700))        // 2 (no cell ≥ 90 %, the next one)
  /// cells.focusedIndex(in: Extent(lower: 500, upper: 700))        // 2 (the only visible cell)
  /// cells.focusedIndex(in: Extent(lower: 15, upper: 500), rule: .mostVisible)   // 1
  /// ```
  ///
  /// - Complexity: O(log n) for n items.
  public func focusedIndex(in viewport: Extent, rule: FocusRule = .default) -> Int? {
    guard viewport.lower < viewport.upper else { return nil }
    // The first visible item, if any: the first one ending after the viewport's start, when it
    // also starts before the viewport's end.
    let first = partitionPoint { $0.upper > viewport.lower }
    guard first < extents.count, extents[first].lower < viewport.upper else { return nil }
    let firstFraction = extents[first].visibleFraction(in: viewport)
    let second = first + 1
    let hasSecond = second < extents.count && extents[second].lower < viewport.upper
    switch rule {
    case .firstVisible(let threshold):
      if firstFraction >= threshold.fraction { return first }
      // The second visible item, if any: it is fully visible unless it is also the last.
      return hasSecond ? second : first
    case .mostVisible:
      guard hasSecond, firstFraction < 1 else { return first }
      let secondFraction = extents[second].visibleFraction(in: viewport)
      // A second item that is fully visible beats every later one (ties go to the first).
      if secondFraction >= 1 { return second }
      // Otherwise the second item is also the last visible one: only two are visible.
      return secondFraction > firstFraction ? second : first
    }
  }

  /// The item that has the focus by the rule "first item at least `threshold` visible, else
  /// the next"; see ``focusedIndex(in:rule:)``.
  ///
  /// ```swift
  /// let threshold = try FocusThreshold(0.75)   // once, at set-up
  /// rows.focusedIndex(in: viewport, threshold: threshold)
  /// ```
  ///
  /// - Complexity: O(log n) for n items.
  public func focusedIndex(in viewport: Extent, threshold: FocusThreshold) -> Int? {
    focusedIndex(in: viewport, rule: .firstVisible(atLeast: threshold))
  }
}
