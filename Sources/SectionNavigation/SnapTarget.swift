/// Where to scroll when scrolling stops so that the last, partly cut row comes fully into view
/// (seed 003's snap).
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
  /// rows.snapTarget(for: viewport)?.position
  /// ```
  public let index: Int

  /// Where the viewport's lower edge (the scroll offset, in the layout's coordinates) should
  /// go. Always greater than the current one: a snap scrolls forward.
  ///
  /// ```swift
  /// scrollView.setContentOffset(CGPoint(x: 0, y: target.viewportLower), animated: true)
  /// ```
  public let viewportLower: Double

  /// Creates a snap target (normally you get one from ``ExtentLayout/snapTarget(for:)``).
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
  /// The rule, for the last visible row `r`:
  /// - `r` ends inside the viewport (not cut): `nil`.
  /// - `r` fits in the viewport: scroll forward until its end meets the viewport's end
  ///   (`viewportLower = r.upper - viewport.length`).
  /// - `r` is longer than the viewport and starts inside it: scroll forward until its start
  ///   meets the viewport's start (`viewportLower = r.lower`), showing as much of it as fits.
  /// - `r` is longer than the viewport and already starts above it: `nil` (the user is reading
  ///   through a tall row; snapping back or forward would fight them).
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
  public func snapTarget(for viewport: Extent) -> SnapTarget? {
    let visible = visibleRange(in: viewport)
    guard let last = visible.last else { return nil }
    let row = extents[last]
    guard row.upper > viewport.upper else { return nil }
    let target = Swift.min(row.upper - viewport.length, row.lower)
    guard target > viewport.lower else { return nil }
    return SnapTarget(index: last, viewportLower: target)
  }
}
