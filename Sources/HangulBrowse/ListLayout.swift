import SectionNavigation

/// A grouping laid out as screen lines: each section a one-line header followed by its
/// items' rows, one line each, or two and three lines with details (name, choseong,
/// romanization). Positions are in lines from the top of the list.
///
/// The rows and the sections are ``SectionNavigation/ExtentLayout``s, so every question the
/// screen asks per event (which row is on a line, which section is current, where to snap)
/// is a binary search.
///
/// ```swift
/// let layout = try ListLayout(grouping, rowHeight: { _ in 1 })
/// layout.lineCount              // items + section headers
/// layout.row(atLine: 0)         // 0, the first section's header
/// layout.content(ofRow: 0)      // .header(section: 0)
/// ```
public struct ListLayout: Sendable {
  /// What a row shows.
  ///
  /// ```swift
  /// if case .item(let offset) = layout.content(ofRow: row) { print(table.names[offset]) }
  /// ```
  public enum Row: Hashable, Sendable {
    /// The header of the section at this position.
    case header(section: Int)
    /// The item at this offset in the table.
    case item(Int)
  }

  /// One extent per row (headers and items), in lines.
  ///
  /// ```swift
  /// layout.rows[3].lower   // the line row 3 starts on
  /// ```
  public let rows: ExtentLayout

  /// One extent per section, from its header to its last row, in lines.
  ///
  /// ```swift
  /// layout.sections.currentIndex(at: Double(top))   // the section at the top of the screen
  /// ```
  public let sections: ExtentLayout

  /// For each row, its item offset, or `-(section + 1)` for a header.
  private let rowContent: [Int32]
  /// For each item offset, its row.
  private let rowOfItem: [Int32]

  /// Lays out a grouping; `rowHeight` gives each item's height in lines (at least 1).
  ///
  /// ```swift
  /// let detailed = try ListLayout(grouping) { item in names[item].unicodeScalars.contains(where: \.isHangul) ? 3 : 2 }
  /// ```
  ///
  /// - Complexity: O(n) for n items.
  public init(_ grouping: BrowseGrouping, rowHeight: (Int) -> Int) throws {
    let sectionCount = grouping.sectionStarts.count - 1
    var lengths: [Double] = []
    lengths.reserveCapacity(grouping.order.count + sectionCount)
    var content: [Int32] = []
    content.reserveCapacity(grouping.order.count + sectionCount)
    var rowOfItem = [Int32](repeating: -1, count: grouping.order.count)
    var sectionStarts: [Double] = []
    sectionStarts.reserveCapacity(sectionCount)
    var line = 0
    for section in 0..<sectionCount {
      sectionStarts.append(Double(line))
      lengths.append(1)
      content.append(Int32(-(section + 1)))
      line += 1
      for item in grouping.items(inSection: section) {
        let height = max(rowHeight(Int(item)), 1)
        rowOfItem[Int(item)] = Int32(content.count)
        lengths.append(Double(height))
        content.append(item)
        line += height
      }
    }
    self.rows = try ExtentLayout(lengths: lengths)
    self.sections = try ExtentLayout(starts: sectionStarts, end: Double(line))
    self.rowContent = content
    self.rowOfItem = rowOfItem
    self.lineCount = line
  }

  /// The number of lines of the whole list.
  ///
  /// ```swift
  /// layout.lineCount   // for 2,000 one-line items in 41 sections, 2_041
  /// ```
  public let lineCount: Int

  /// The row that covers `line`, or `nil` for an empty list.
  ///
  /// ```swift
  /// layout.row(atLine: 1)   // 1, the first item under the first header
  /// ```
  ///
  /// - Complexity: O(log n) for n rows.
  public func row(atLine line: Int) -> Int? {
    guard line >= 0, line < lineCount else { return nil }
    return rows.currentIndex(at: Double(line))
  }

  /// What row `row` shows.
  ///
  /// ```swift
  /// layout.content(ofRow: 0)   // .header(section: 0)
  /// ```
  public func content(ofRow row: Int) -> Row {
    let value = rowContent[row]
    return value >= 0 ? .item(Int(value)) : .header(section: Int(-value) - 1)
  }

  /// The row of the item at `offset` in the table, or `nil` when the offset is out of range.
  ///
  /// ```swift
  /// layout.rows[layout.row(ofItem: 42)!].lower   // the line item 42 starts on
  /// ```
  public func row(ofItem offset: Int) -> Int? {
    guard rowOfItem.indices.contains(offset), rowOfItem[offset] >= 0 else { return nil }
    return Int(rowOfItem[offset])
  }

  /// The line of the section at `position`'s header.
  ///
  /// ```swift
  /// layout.headerLine(ofSection: 1)   // where Tab scrolls to from the first section
  /// ```
  public func headerLine(ofSection position: Int) -> Int { Int(sections[position].lower) }

  /// The section that covers `line` (the scroll spy's answer), or `nil` for an empty list.
  ///
  /// ```swift
  /// layout.section(atLine: top)   // the section whose header is pinned
  /// ```
  ///
  /// - Complexity: O(log s) for s sections.
  public func section(atLine line: Int) -> Int? {
    sections.currentIndex(at: Double(line))
  }
}
