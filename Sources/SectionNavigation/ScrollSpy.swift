extension ExtentLayout {
  /// The current item for a scroll offset, by the offset alone: the last item that starts at
  /// or before `offset`.
  ///
  /// This rule cannot reach a short last section (it never gets to the top of the viewport);
  /// a section picker should use ``currentIndex(in:contentEnd:tolerance:)``, which knows the
  /// viewport and the end of the content, or a ``SectionPicker``.
  ///
  /// Extents are half-open, so an offset exactly at a section's start belongs to that section.
  /// Before the first item, the first item; past the end, or in a gap between two items, the
  /// item before. `nil` only when the layout is empty or `offset` is NaN.
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

  /// The current section for a viewport, as a scroll spy (a section picker that follows
  /// scrolling) shows it, knowing where the content ends.
  ///
  /// - Normally, the last section that starts at or before the viewport's start (within
  ///   `tolerance`, so an offset a rounding error above a section's start already shows it);
  ///   before the first section, the first.
  /// - When the viewport reaches the end of the content (its end is at or past `contentEnd`,
  ///   within `tolerance`), the last section whose start is visible, i.e. that starts before
  ///   the viewport's end by more than `tolerance`. This is the rule of web scroll spies: a
  ///   short last section (an emoji picker's "Custom") can never reach the top, and would
  ///   otherwise never be current.
  ///
  /// As with web scroll spies, a short section just before the end that neither reaches the
  /// top nor is the last one visible at the end (two short sections at the end) is current
  /// only after a tap: a ``SectionPicker`` keeps a tapped section selected where its scroll
  /// lands.
  ///
  /// Pass the part of the viewport the content is readable in: below a pinned bar or header
  /// that covers the content, `Extent(lower: offset + barHeight, upper: offset + height)`.
  /// `contentEnd` defaults to the last section's end. `nil` only when the layout is empty or
  /// the viewport has a NaN end. A negative or NaN tolerance counts as 0.
  ///
  /// ```swift
  /// // Five categories; the last, "Custom", is only 118 pt long.
  /// let categories = try ExtentLayout(starts: [0, 700, 1400, 2100, 2800], end: 2918)
  /// categories.currentIndex(in: Extent(lower: 1500, length: 600))   // 2
  /// categories.currentIndex(in: Extent(lower: 2300, length: 600))   // 3
  /// categories.currentIndex(in: Extent(lower: 2318, length: 600))   // 4 (the end: "Custom" is visible)
  /// ```
  ///
  /// - Complexity: O(log n) for n sections.
  public func currentIndex(
    in viewport: Extent, contentEnd: Double? = nil, tolerance: Double = defaultTolerance
  ) -> Int? {
    guard !extents.isEmpty, !viewport.lower.isNaN, !viewport.upper.isNaN else { return nil }
    let tolerance = tolerance > 0 ? tolerance : 0
    let top = partitionPoint { $0.lower > viewport.lower + tolerance }
    let current = top > 0 ? top - 1 : 0
    let end = contentEnd ?? extents[extents.count - 1].upper
    guard viewport.upper >= end - tolerance else { return current }
    let startVisible = partitionPoint { $0.lower >= viewport.upper - tolerance } - 1
    return Swift.max(current, startVisible)
  }
}
