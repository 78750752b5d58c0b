extension ExtentLayout {
  /// The scroll offset (the viewport's new lower edge) that shows the item at `index` fully,
  /// placed by `anchor`; `nil` when `index` is not in `0..<count`.
  ///
  /// `viewport` is the part of the screen the item must be visible in: when the keyboard
  /// covers the bottom of the list, pass the shortened viewport,
  /// `Extent(lower: offset, length: height - keyboardHeight)`. The result may lie outside the
  /// content's scroll range (a scroll view with a keyboard inset can scroll past its content):
  /// clamp it to your scroll range if yours cannot.
  ///
  /// An item counts as fully visible, for ``RevealAnchor/nearest``, when neither end is
  /// outside the viewport by more than `tolerance` (``defaultTolerance``, 1/8 pt); the other
  /// anchors always align exactly. The shift for `.bottom` is computed from the viewport's
  /// ends (`viewport.lower + (item.upper - viewport.upper)`), never from a length recomputed
  /// from rounded ends. A negative or NaN tolerance counts as 0.
  ///
  /// When the keyboard appears, keep the row that was last on screen visible above it:
  ///
  /// ```swift
  /// let rows = try ExtentLayout(lengths: Array(repeating: 44, count: 100))
  /// let before = Extent(lower: 100, length: 800)             // rows 2…20 on screen
  /// let last = rows.visibleRange(in: before).last!          // 20 (880..<924, cut)
  /// let shrunk = Extent(lower: 100, length: 800 - 336)      // the keyboard covers 336 pt
  /// rows.scrollOffset(revealing: last, in: shrunk)          // 460.0: 460..<924 shows row 20
  /// rows.scrollOffset(revealing: 5, in: shrunk)             // 100.0: already visible
  /// rows.scrollOffset(revealing: 1, in: shrunk, anchor: .nearest)   // 44.0: above, to the top
  /// ```
  ///
  /// - Complexity: O(1).
  public func scrollOffset(
    revealing index: Int, in viewport: Extent, anchor: RevealAnchor = .nearest,
    tolerance: Double = defaultTolerance
  ) -> Double? {
    guard extents.indices.contains(index) else { return nil }
    let tolerance = tolerance > 0 ? tolerance : 0
    let item = extents[index]
    let bottomAligned = viewport.lower + (item.upper - viewport.upper)
    switch anchor {
    case .top:
      return item.lower
    case .bottom:
      return bottomAligned
    case .nearest:
      let startsInside = item.lower >= viewport.lower - tolerance
      let endsInside = item.upper <= viewport.upper + tolerance
      if startsInside && endsInside { return viewport.lower }
      if !startsInside || item.length > viewport.length + tolerance { return item.lower }
      return bottomAligned
    }
  }
}
