/// The extents of a list's items (rows or sections) on one axis, sorted and non-overlapping,
/// validated once so that every per-scroll-event question is a binary search.
///
/// Build it when the layout changes (O(n)), then ask it on every scroll event (O(log n)):
/// ``visibleRange(in:)``, ``focusedIndex(in:rule:)``, ``snapTarget(for:tolerance:)``,
/// ``currentIndex(in:contentEnd:tolerance:)`` and ``scrollOffset(revealing:in:anchor:tolerance:)``.
/// Items may touch (`a.upper == b.lower`, the usual case) or leave gaps between them
/// (spacing); they may have zero length (an empty section).
///
/// ```swift
/// // Rows of different heights, stacked from 0:
/// let rows = try ExtentLayout(lengths: [44, 88, 44, 60])
/// rows[1]                                   // 44.0..<132.0
/// // Sections known by their start offsets (already sorted):
/// let sections = try ExtentLayout(starts: [0, 300, 1200], end: 1500)
/// sections.currentIndex(at: 300)            // 1
/// ```
public struct ExtentLayout: Hashable, Sendable {
  /// The extents, in display order.
  ///
  /// ```swift
  /// try ExtentLayout(lengths: [10, 20]).extents   // [0.0..<10.0, 10.0..<30.0]
  /// ```
  public let extents: [Extent]

  /// Creates a layout from extents that are already in display order.
  ///
  /// Each extent must start at or after the end of the previous one, and every end must be
  /// finite; otherwise the initializer throws (a layout with overlapping items has no
  /// well-defined logarithmic answer, and a silently wrong answer is worse than an error).
  ///
  /// ```swift
  /// let layout = try ExtentLayout(cells.map { Extent(lower: $0.frame.minY, upper: $0.frame.maxY) })
  /// ```
  ///
  /// - Complexity: O(n) for n extents.
  public init(_ extents: some Sequence<Extent>) throws(ExtentLayoutError) {
    var validated: [Extent] = []
    validated.reserveCapacity(extents.underestimatedCount)
    var previousUpper = -Double.infinity
    for extent in extents {
      let index = validated.count
      guard extent.isFinite else { throw .notFinite(index: index) }
      guard extent.lower >= previousUpper else { throw .overlapping(index: index) }
      validated.append(extent)
      previousUpper = extent.upper
    }
    self.extents = validated
  }

  /// Creates a layout of items stacked one after another, from their lengths.
  ///
  /// Item `i` starts where item `i - 1` ends, plus `spacing`.
  ///
  /// ```swift
  /// let rows = try ExtentLayout(lengths: [44, 88, 44], startingAt: 20, spacing: 1)
  /// rows.extents   // [20.0..<64.0, 65.0..<153.0, 154.0..<198.0]
  /// ```
  ///
  /// - Complexity: O(n) for n lengths.
  public init(
    lengths: some Sequence<Double>, startingAt start: Double = 0, spacing: Double = 0
  ) throws(ExtentLayoutError) {
    guard start.isFinite else { throw .notFinite(index: 0) }
    guard spacing.isFinite else { throw .notFinite(index: 0) }
    guard spacing >= 0 else { throw .overlapping(index: 1) }
    var extents: [Extent] = []
    extents.reserveCapacity(lengths.underestimatedCount)
    var cursor = start
    for length in lengths {
      let index = extents.count
      guard length.isFinite else { throw .notFinite(index: index) }
      guard length >= 0 else { throw .negativeLength(index: index) }
      if index > 0 { cursor += spacing }
      let end = cursor + length
      guard end.isFinite else { throw .notFinite(index: index) }
      extents.append(Extent(lower: cursor, upper: end))
      cursor = end
    }
    self.extents = extents
  }

  /// Creates a layout of contiguous items (sections) from their sorted start offsets: item `i`
  /// extents from `starts[i]` to `starts[i + 1]`, the last one to `end`.
  ///
  /// This is the shape a scroll spy needs: the offsets where the sections begin.
  ///
  /// ```swift
  /// let sections = try ExtentLayout(starts: [0, 300, 1200], end: 1500)
  /// sections.extents   // [0.0..<300.0, 300.0..<1200.0, 1200.0..<1500.0]
  /// ```
  ///
  /// - Complexity: O(n) for n starts.
  public init(starts: [Double], end: Double) throws(ExtentLayoutError) {
    var extents: [Extent] = []
    extents.reserveCapacity(starts.count)
    for index in starts.indices {
      let lower = starts[index]
      let upper = index + 1 < starts.count ? starts[index + 1] : end
      guard lower.isFinite else { throw .notFinite(index: index) }
      guard upper.isFinite else { throw .notFinite(index: index + 1) }
      guard upper >= lower else {
        throw index + 1 < starts.count ? .overlapping(index: index + 1) : .negativeLength(index: index)
      }
      extents.append(Extent(lower: lower, upper: upper))
    }
    self.extents = extents
  }

  /// The number of items.
  ///
  /// ```swift
  /// try ExtentLayout(lengths: [44, 88]).count   // 2
  /// ```
  public var count: Int { extents.count }

  /// Whether the layout has no items.
  ///
  /// ```swift
  /// try ExtentLayout([]).isEmpty   // true
  /// ```
  public var isEmpty: Bool { extents.isEmpty }

  /// The extent of the item at `index` (which must be in `0..<count`).
  ///
  /// ```swift
  /// try ExtentLayout(lengths: [44, 88])[1]   // 44.0..<132.0
  /// ```
  public subscript(index: Int) -> Extent { extents[index] }

  /// The first index in `0..<count` for which `belongsToUpperPart` is true (or `count`), for a
  /// predicate that is false for a prefix of the items and true for the rest.
  ///
  /// - Complexity: O(log n).
  func partitionPoint(where belongsToUpperPart: (Extent) -> Bool) -> Int {
    partitionPoint(in: 0, extents.count, where: belongsToUpperPart)
  }

  /// The same, knowing the answer is at or after `start`: gallops forward (1, 2, 4, … items)
  /// before the binary search, so a partition point k items away costs O(log k), not O(log n).
  /// Used for the end of the visible range, a screenful after its start.
  ///
  /// - Complexity: O(log k), k the distance from `start` to the answer.
  func partitionPoint(from start: Int, where belongsToUpperPart: (Extent) -> Bool) -> Int {
    var low = start
    var step = 1
    while low < extents.count {
      let probe = extents.count - low > step ? low + step : extents.count
      if probe == extents.count || belongsToUpperPart(extents[probe]) {
        return partitionPoint(in: low, probe, where: belongsToUpperPart)
      }
      low = probe + 1
      step &*= 2
    }
    return extents.count
  }

  private func partitionPoint(
    in start: Int, _ end: Int, where belongsToUpperPart: (Extent) -> Bool
  ) -> Int {
    var low = start
    var high = end
    while low < high {
      let middle = low &+ (high &- low) / 2
      if belongsToUpperPart(extents[middle]) {
        high = middle
      } else {
        low = middle &+ 1
      }
    }
    return low
  }
}
