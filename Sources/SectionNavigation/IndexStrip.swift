/// An index strip (the ㄱ…ㅎ A–Z # column beside a list): which title a touch at a position
/// along it selects, with the titles collapsed when the strip is too short for all of them.
///
/// Rows are uniform: the strip's extent is divided into equal rows, one per entry. When the
/// strip holds fewer than `titles.count` rows of `minimumRowLength`, it collapses the way
/// iOS does: it shows every k-th title, always the first and the last, with a bullet "•"
/// between two shown titles standing for the titles hidden between them (t titles and t − 1
/// bullets, t as large as fits). A touch on a bullet selects among the titles it stands for
/// in proportion to where it lands on the bullet's row, so a drag across the bullet passes
/// through every hidden title in order. Touches before or after the strip are clamped to its
/// first or last title.
///
/// ```swift
/// let titles = ["ㄱ", "ㄴ", "ㄷ", "ㄹ", "ㅁ", "ㅂ", "ㅅ"]
/// let roomy = IndexStrip(titles: titles, extent: Extent(lower: 0, upper: 140), minimumRowLength: 14)
/// roomy.labels                  // ["ㄱ", "ㄴ", "ㄷ", "ㄹ", "ㅁ", "ㅂ", "ㅅ"]
/// roomy.title(at: 25)           // "ㄴ" (row 1 of 7 rows of 20 points)
/// roomy.title(at: -50)          // "ㄱ" (clamped)
///
/// let short = IndexStrip(titles: titles, extent: Extent(lower: 0, upper: 70), minimumRowLength: 14)
/// short.labels                  // ["ㄱ", "•", "ㄹ", "•", "ㅅ"]
/// short.title(at: 15)           // "ㄴ" (the first half of the first bullet's row)
/// short.title(at: 25)           // "ㄷ" (its second half)
/// ```
public struct IndexStrip: Hashable, Sendable {
  /// One row of the strip: a title, or a bullet standing for hidden titles.
  ///
  /// ```swift
  /// switch strip.entries[1] {
  /// case .title(let position): print(strip.titles[position])
  /// case .bullet(let hidden): print("•", hidden)
  /// }
  /// ```
  public enum Entry: Hashable, Sendable {
    /// A shown title: its position in ``IndexStrip/titles``.
    case title(Int)
    /// A bullet standing for the titles at these positions, hidden by collapsing.
    case bullet(Range<Int>)
  }

  /// The label a collapsed strip shows for hidden titles.
  ///
  /// ```swift
  /// IndexStrip.bulletLabel   // "•"
  /// ```
  public static let bulletLabel = "•"

  /// All the titles, in order (for example ``SectionNavigator/indexTitles``).
  ///
  /// ```swift
  /// roomy.titles.count   // 7
  /// ```
  public let titles: [String]

  /// Where the strip's rows lie along its axis.
  ///
  /// ```swift
  /// strip.extent.length   // the strip's height
  /// ```
  public let extent: Extent

  /// The rows, top to bottom: every title when they all fit, else the collapsed layout.
  ///
  /// ```swift
  /// strip.entries.count   // the number of rows
  /// ```
  public let entries: [Entry]

  /// Lays out an index strip.
  ///
  /// The strip fits `extent.length / minimumRowLength` rows (rounded down). When that is at
  /// least `titles.count`, or `minimumRowLength` is not positive, every title gets a row.
  /// Otherwise t = (rows + 1) / 2 titles are shown with bullets between them; when the strip
  /// fits fewer than 3 rows, a single bullet stands for every title.
  ///
  /// ```swift
  /// let strip = IndexStrip(titles: navigator.indexTitles,
  ///                        extent: Extent(lower: stripTop, upper: stripBottom),
  ///                        minimumRowLength: 14)
  /// ```
  ///
  /// - Complexity: O(t) for t titles; do it when the strip's size or titles change.
  public init(titles: [String], extent: Extent, minimumRowLength: Double) {
    self.titles = titles
    self.extent = extent
    self.entries = Self.layout(count: titles.count, extent: extent, minimumRowLength: minimumRowLength)
  }

  private static func layout(count: Int, extent: Extent, minimumRowLength: Double) -> [Entry] {
    guard count > 0 else { return [] }
    let allTitles = (0..<count).map(Entry.title)
    guard minimumRowLength > 0 else { return allTitles }
    let capacity = extent.length / minimumRowLength
    guard !(capacity >= Double(count)) else { return allTitles }
    // capacity < count here (or NaN), so the conversion cannot overflow.
    let rows = capacity.isNaN ? 0 : Int(capacity)  // capacity ≥ 0: truncation is floor
    let shown = (rows + 1) / 2
    guard shown >= 2 else { return [.bullet(0..<count)] }
    // Shown titles at round(j · (count − 1) / (shown − 1)): the first, the last, evenly in
    // between. Since rows < count, the step (count − 1) / (shown − 1) is more than 2, so every
    // gap between two shown titles is at least 2 and hides at least one title.
    var entries: [Entry] = []
    entries.reserveCapacity(2 * shown - 1)
    var previous = 0
    entries.append(.title(0))
    for j in 1..<shown {
      let position = (j * (count - 1) + (shown - 1) / 2) / (shown - 1)
      entries.append(.bullet((previous + 1)..<position))
      entries.append(.title(position))
      previous = position
    }
    return entries
  }

  /// Whether some titles are hidden behind bullets.
  ///
  /// ```swift
  /// roomy.isCollapsed   // false (every title has a row)
  /// ```
  public var isCollapsed: Bool { entries.count != titles.count }

  /// The row labels, top to bottom: each shown title, and "•" for each bullet.
  ///
  /// ```swift
  /// short.labels   // ["ㄱ", "•", "ㄹ", "•", "ㅅ"]
  /// ```
  ///
  /// - Complexity: O(r) for r rows.
  public var labels: [String] {
    entries.map { entry in
      switch entry {
      case .title(let position): titles[position]
      case .bullet: Self.bulletLabel
      }
    }
  }

  /// The length of one row (the strip's length divided by the number of rows).
  ///
  /// ```swift
  /// roomy.rowLength   // 20.0 (7 rows over 140 points)
  /// ```
  public var rowLength: Double {
    entries.isEmpty ? 0 : extent.length / Double(entries.count)
  }

  /// The position in ``titles`` of the title a touch at `position` selects; `nil` only when
  /// there are no titles.
  ///
  /// Positions before the strip select the first title, positions at or after its end the
  /// last one (a drag that leaves the strip keeps the end it left by). On a bullet, the hidden
  /// titles share the bullet's row equally, in order. A NaN position selects the first title.
  ///
  /// ```swift
  /// strip.titlePosition(at: touch.location(in: stripView).y)
  /// ```
  public func titlePosition(at position: Double) -> Int? {
    guard !entries.isEmpty else { return nil }
    let rowCount = Double(entries.count)
    var offset = (position - extent.lower) / extent.length * rowCount  // in rows
    if !(offset > 0) {
      // Before the strip, NaN, or a zero-length strip touched at (or before) its start.
      offset = position > extent.lower ? rowCount : 0
    }
    let row = offset < rowCount ? Int(offset) : entries.count - 1
    switch entries[row] {
    case .title(let title):
      return title
    case .bullet(let hidden):
      let within = Swift.min(Swift.max(offset - Double(row), 0), 1)
      let step = Int(within * Double(hidden.count))
      return hidden.lowerBound + Swift.min(step, hidden.count - 1)
    }
  }

  /// The title a touch at `position` selects (see ``titlePosition(at:)``); `nil` only when there
  /// are no titles.
  ///
  /// ```swift
  /// let strip = IndexStrip(titles: ["A", "B", "C"], extent: Extent(lower: 0, upper: 60),
  ///                        minimumRowLength: 14)
  /// strip.title(at: 30)    // "B"
  /// strip.title(at: 500)   // "C" (clamped)
  /// ```
  public func title(at position: Double) -> String? {
    titlePosition(at: position).map { titles[$0] }
  }
}
