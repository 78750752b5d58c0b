/// How ``ExtentLayout/focusedIndex(in:rule:)`` picks the item that has the focus (the one a
/// player autoplays, or a reader highlights) among the visible items.
///
/// ```swift
/// let cells = try ExtentLayout(lengths: [300, 120, 400, 80])   // [0..<300, 300..<420, 420..<820, 820..<900]
/// let viewport = Extent(lower: 15, upper: 500)
/// cells.focusedIndex(in: viewport, rule: .default)       // 0 (95 % visible: enough)
/// cells.focusedIndex(in: viewport, rule: .mostVisible)   // 1 (fully visible)
/// ```
public enum FocusRule: Hashable, Sendable {
  /// The first visible item that is at least `threshold` visible; else, when no item is, the
  /// second visible item (the one coming in after a partly scrolled-out first item); else the
  /// only visible one.
  case firstVisible(atLeast: FocusThreshold)
  /// The visible item with the largest visible fraction; on a tie, the first of them.
  case mostVisible

  /// ``firstVisible(atLeast:)`` with ``FocusThreshold/ninetyPercent``.
  ///
  /// ```swift
  /// rows.focusedIndex(in: viewport)   // the same as rule: .default
  /// ```
  public static let `default` = FocusRule.firstVisible(atLeast: .ninetyPercent)
}
