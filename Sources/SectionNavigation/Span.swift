/// An interval on one axis: where an item (a row, a section, a viewport) starts and ends.
///
/// `Span` is the one-dimensional stand-in for a frame: pass `frame.minY` and `frame.maxY` for a
/// vertical list (or `minX`/`maxX` for a horizontal one). It is plain `Double`, so it needs no
/// UI framework; `CGFloat` converts to `Double` without loss on 64-bit platforms.
///
/// The ends are stored in order: `Span(lower: 10, upper: 0)` is the same span as
/// `Span(lower: 0, upper: 10)`.
///
/// ```swift
/// let row = Span(lower: 100, upper: 144)
/// row.length                                             // 44.0
/// let viewport = Span(lower: 0, length: 122)
/// row.visibleFraction(in: viewport)                      // 0.5
/// ```
public struct Span: Hashable, Sendable {
  /// The start of the span (the smaller end).
  ///
  /// ```swift
  /// Span(lower: 3, upper: 8).lower   // 3.0
  /// ```
  public let lower: Double

  /// The end of the span (the larger end).
  ///
  /// ```swift
  /// Span(lower: 3, upper: 8).upper   // 8.0
  /// ```
  public let upper: Double

  /// Creates a span between two ends, given in either order.
  ///
  /// ```swift
  /// let header = Span(lower: 0, upper: 28)
  /// Span(lower: 28, upper: 0) == header   // true
  /// ```
  public init(lower: Double, upper: Double) {
    if upper < lower {
      self.lower = upper
      self.upper = lower
    } else {
      self.lower = lower
      self.upper = upper
    }
  }

  /// Creates a span from its start and its length (a negative length extends backwards).
  ///
  /// ```swift
  /// let viewport = Span(lower: scrollOffset, length: visibleHeight)
  /// ```
  public init(lower: Double, length: Double) {
    self.init(lower: lower, upper: lower + length)
  }

  /// The length of the span, `upper - lower` (never negative).
  ///
  /// ```swift
  /// Span(lower: 100, upper: 144).length   // 44.0
  /// ```
  public var length: Double { upper - lower }

  /// Whether both ends are finite numbers (neither NaN nor infinite).
  ///
  /// ```swift
  /// Span(lower: 0, upper: .infinity).isFinite   // false
  /// ```
  public var isFinite: Bool { lower.isFinite && upper.isFinite }

  /// Whether this span and `other` share some length, or a zero-length span lies strictly
  /// inside the other.
  ///
  /// Two spans that only touch (`a.upper == b.lower`) do not intersect: a row whose bottom
  /// edge is the viewport's top edge is not visible.
  ///
  /// ```swift
  /// Span(lower: 0, upper: 10).intersects(Span(lower: 10, upper: 20))   // false
  /// Span(lower: 0, upper: 10).intersects(Span(lower: 9, upper: 20))    // true
  /// ```
  public func intersects(_ other: Span) -> Bool {
    lower < other.upper && other.lower < upper
  }

  /// The length this span shares with `other` (0 when they do not overlap).
  ///
  /// ```swift
  /// Span(lower: 0, upper: 10).overlap(with: Span(lower: 4, upper: 20))   // 6.0
  /// ```
  public func overlap(with other: Span) -> Double {
    let shared = Swift.min(upper, other.upper) - Swift.max(lower, other.lower)
    return shared > 0 ? shared : 0
  }

  /// The fraction of this item that a viewport shows, from 0 (hidden) to 1 (fully visible).
  ///
  /// A zero-length item counts as fully visible (1) when it lies strictly inside the viewport,
  /// else hidden (0). A viewport of zero length shows nothing. NaN ends give 0, never NaN.
  ///
  /// ```swift
  /// let viewport = Span(lower: 0, upper: 600)
  /// Span(lower: 560, upper: 640).visibleFraction(in: viewport)   // 0.5
  /// Span(lower: 100, upper: 180).visibleFraction(in: viewport)   // 1.0
  /// Span(lower: 600, upper: 680).visibleFraction(in: viewport)   // 0.0
  /// ```
  public func visibleFraction(in viewport: Span) -> Double {
    guard viewport.lower < viewport.upper else { return 0 }
    let length = self.length
    if length > 0 {
      let fraction = overlap(with: viewport) / length
      return fraction > 1 ? 1 : (fraction > 0 ? fraction : 0)
    }
    // A point (or a span with NaN ends: every comparison below is false).
    return viewport.lower < lower && lower < viewport.upper ? 1 : 0
  }
}
