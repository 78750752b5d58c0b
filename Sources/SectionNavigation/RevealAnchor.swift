/// Where ``ExtentLayout/scrollOffset(revealing:in:anchor:tolerance:)`` puts an item in the
/// viewport.
///
/// ```swift
/// rows.scrollOffset(revealing: 30, in: viewport, anchor: .top)      // row 30 at the top
/// rows.scrollOffset(revealing: 30, in: viewport, anchor: .bottom)   // row 30 at the bottom
/// rows.scrollOffset(revealing: 30, in: viewport, anchor: .nearest)  // the least scrolling
/// ```
public enum RevealAnchor: Hashable, Sendable, CaseIterable {
  /// The item's start at the viewport's start.
  case top
  /// The item's end at the viewport's end.
  case bottom
  /// No scrolling when the item is already fully visible; else the least scrolling that
  /// shows it fully: its end at the viewport's end when it is below, its start at the
  /// viewport's start when it is above. An item longer than the viewport is aligned by its
  /// start.
  case nearest
}
