/// Where to scroll when scrolling stops so that the last, partly cut row comes fully into view.
///
/// ```swift
/// let rows = try ExtentLayout(lengths: Array(repeating: 44, count: 100))
/// if let snap = rows.snapTarget(for: Extent(lower: 10, length: 600)) {
///   snap.index          // 13 (the row 572..<616 is cut at the bottom)
///   snap.viewportLower  // 16.0 (scroll there: the viewport becomes 16..<616)
/// }
/// ```
public struct SnapTarget: Hashable, Sendable {
  /// The index of the row the snap brings into view.
  ///
  /// ```swift
  /// rows.snapTarget(for: viewport)?.index
  /// ```
  public let index: Int

  /// Where the viewport's lower edge (the scroll offset, in the layout's coordinates) should
  /// go. Always more than the tolerance beyond the current one: a snap scrolls forward.
  ///
  /// ```swift
  /// scrollView.setContentOffset(CGPoint(x: 0, y: target.viewportLower), animated: true)
  /// ```
  public let viewportLower: Double

  /// Creates a snap target (normally you get one from ``ExtentLayout/snapTarget(for:tolerance:)``).
  ///
  /// ```swift
  /// let target = SnapTarget(index: 13, viewportLower: 16)
  /// ```
  public init(index: Int, viewportLower: Double) {
    self.index = index
    self.viewportLower = viewportLower
  }
}

extension ExtentLayout {
  /// Where to scroll when scrolling stops, so that the last visible row, when it is cut by the
  /// viewport's lower edge, comes fully into view; `nil` when nothing needs to move.
  ///
  /// The rule, for the last visible row `r` (a row the viewport overlaps by more than
  /// `tolerance`):
  /// - `r` ends inside the viewport, or past its end by no more than `tolerance` (not cut): `nil`.
  /// - `r` fits in the viewport: scroll forward by the length that is cut, so its end meets
  ///   the viewport's end (`viewportLower = viewport.lower + (r.upper - viewport.upper)`).
  /// - `r` is longer than the viewport and starts inside it: scroll forward until its start
  ///   meets the viewport's start (`viewportLower = r.lower`), showing as much of it as fits.
  /// - `r` is longer than the viewport and already starts above it (or within `tolerance`
  ///   below its start): `nil` (the user is reading through a tall row; snapping back or
  ///   forward would fight them).
  ///
  /// **Idempotent**: when the list has scrolled to the target, asking again with a viewport of
  /// the same length at `viewportLower` gives `nil`, also on 1/2- and 1/3-pt grids where
  /// `offset + length` is off by a rounding error. The comparisons allow `tolerance`
  /// (``defaultTolerance``, 1/8 pt, below half a device pixel), and the shift is computed
  /// from the viewport's ends, never from a length recomputed from rounded ends. A negative
  /// or NaN tolerance counts as 0.
  ///
  /// Never beyond the end of the content: the target's viewport ends at or before the last
  /// row's end.
  ///
  /// ```swift
  /// let rows = try ExtentLayout(lengths: Array(repeating: 44, count: 100))
  /// rows.snapTarget(for: Extent(lower: 10, length: 600))   // index 13, viewportLower 16
  /// rows.snapTarget(for: Extent(lower: 16, length: 600))   // nil (616 is a row boundary)
  /// ```
  ///
  /// - Complexity: O(log n) for n rows.
  public func snapTarget(for viewport: Extent, tolerance: Double = defaultTolerance) -> SnapTarget? {
    let tolerance = tolerance > 0 ? tolerance : 0
    guard viewport.lower < viewport.upper else { return nil }
    // The last row starting before the viewport's end (by more than the tolerance).
    let last = partitionPoint { $0.lower >= viewport.upper - tolerance } - 1
    guard last >= 0 else { return nil }
    let row = extents[last]
    // Visible (by more than the tolerance) and cut (by more than the tolerance)?
    guard row.upper > viewport.lower + tolerance, row.upper > viewport.upper + tolerance else { return nil }
    let cut = row.upper - viewport.upper
    let target: Double
    if row.length <= viewport.length + tolerance {
      target = viewport.lower + cut
    } else if row.lower > viewport.lower + tolerance {
      target = row.lower
    } else {
      return nil
    }
    guard target > viewport.lower + tolerance else { return nil }
    return SnapTarget(index: last, viewportLower: target)
  }
}
