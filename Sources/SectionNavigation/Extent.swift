/// An interval on one axis: where an item (a row, a section, a viewport) starts and ends.
///
/// `Extent` is the one-dimensional stand-in for a frame: pass `frame.minY` and `frame.maxY` for a
/// vertical list (or `minX`/`maxX` for a horizontal one). It is plain `Double`, so it needs no
/// UI framework; `CGFloat` converts to `Double` without loss on 64-bit platforms.
///
/// The ends are stored in order: `Extent(lower: 10, upper: 0)` is the same extent as
/// `Extent(lower: 0, upper: 10)`.
///
/// ```swift
/// let row = Extent(lower: 100, upper: 144)
/// row.length                                             // 44.0
/// let viewport = Extent(lower: 0, length: 122)
/// row.visibleFraction(in: viewport)                      // 0.5
/// ```
public struct Extent: Hashable, Sendable {
  /// The start of the extent (the smaller end).
  ///
  /// ```swift
  /// Extent(lower: 3, upper: 8).lower   // 3.0
  /// ```
  public let lower: Double

  /// The end of the extent (the larger end).
  ///
  /// ```swift
  /// Extent(lower: 3, upper: 8).upper   // 8.0
  /// ```
  public let upper: Double

  /// Creates an extent between two ends, given in either order.
  ///
  /// ```swift
  /// let header = Extent(lower: 0, upper: 28)
  /// Extent(lower: 28, upper: 0) == header   // true
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

  /// Creates an extent from its start and its length (a negative length extends backwards).
  ///
  /// ```swift
  /// let viewport = Extent(lower: scrollOffset, length: visibleHeight)
  /// ```
  public init(lower: Double, length: Double) {
    self.init(lower: lower, upper: lower + length)
  }

  /// The length of the extent, `upper - lower` (never negative).
  ///
  /// ```swift
  /// Extent(lower: 100, upper: 144).length   // 44.0
  /// ```
  public var length: Double { upper - lower }

  /// Whether both ends are finite numbers (neither NaN nor infinite).
  ///
  /// ```swift
  /// Extent(lower: 0, upper: .infinity).isFinite   // false
  /// ```
  public var isFinite: Bool { lower.isFinite && upper.isFinite }

  /// Whether this extent and `other` share some length, or a zero-length extent lies strictly
  /// inside the other.
  ///
  /// Two extents that only touch (`a.upper == b.lower`) do not intersect: a row whose bottom
  /// edge is the viewport's top edge is not visible.
  ///
  /// ```swift
  /// Extent(lower: 0, upper: 10).intersects(Extent(lower: 10, upper: 20))   // false
  /// Extent(lower: 0, upper: 10).intersects(Extent(lower: 9, upper: 20))    // true
  /// ```
  public func intersects(_ other: Extent) -> Bool {
    lower < other.upper && other.lower < upper
  }

  /// The length this extent shares with `other` (0 when they do not overlap).
  ///
  /// ```swift
  /// Extent(lower: 0, upper: 10).overlap(with: Extent(lower: 4, upper: 20))   // 6.0
  /// ```
  public func overlap(with other: Extent) -> Double {
    let shared = Swift.min(upper, other.upper) - Swift.max(lower, other.lower)
    return shared > 0 ? shared : 0
  }

  /// The fraction of this item that a viewport shows, from 0 (hidden) to 1 (fully visible).
  ///
  /// A zero-length item counts as fully visible (1) when it lies strictly inside the viewport,
  /// else hidden (0). A viewport of zero length shows nothing. NaN ends give 0, never NaN.
  ///
  /// ```swift
  /// let viewport = Extent(lower: 0, upper: 600)
  /// Extent(lower: 560, upper: 640).visibleFraction(in: viewport)   // 0.5
  /// Extent(lower: 100, upper: 180).visibleFraction(in: viewport)   // 1.0
  /// Extent(lower: 600, upper: 680).visibleFraction(in: viewport)   // 0.0
  /// ```
  public func visibleFraction(in viewport: Extent) -> Double {
    guard viewport.lower < viewport.upper else { return 0 }
    let length = self.length
    if length > 0 {
      let fraction = overlap(with: viewport) / length
      return fraction > 1 ? 1 : (fraction > 0 ? fraction : 0)
    }
    // A point (or an extent with NaN ends: every comparison below is false).
    return viewport.lower < lower && lower < viewport.upper ? 1 : 0
  }
}
