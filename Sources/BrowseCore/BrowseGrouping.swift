import Hangul
import SectionNavigation

/// One way of grouping the browse screen's items into sections: by the name index (ㄱ…ㅎ,
/// A–Z, #, as ``Hangul/SectionIndex`` files names) or by the values of a TSV column, with the
/// sections in the order the file first shows each value.
///
/// Items inside a section are in Korean collation order in every grouping.
///
/// ```swift
/// let table = BrowseTable(lines: ["name\tparty", "홍길동\t녹색당", "김철수\t청색당", "이영희\t녹색당"])
/// let byParty = try BrowseGrouping(column: 0, of: table, collationOrder: [1, 2, 0], number: 1)
/// byParty.titles                                    // ["녹색당", "청색당"]
/// byParty.items(inSection: 0).map { table.names[$0] }   // ["이영희", "홍길동"]
/// ```
public struct BrowseGrouping: Sendable {
  /// What the grouping is called on the status line: "name" or the column's header title.
  ///
  /// ```swift
  /// grouping.name   // "party"
  /// ```
  public let name: String

  /// This grouping's number, carried by its section ids (see ``SectionID``).
  ///
  /// ```swift
  /// grouping.navigator.sections[0].id.grouping == grouping.number   // true
  /// ```
  public let number: Int

  /// The item offsets in display order, section after section.
  ///
  /// ```swift
  /// table.names[Int(grouping.order[0])]   // the first name on screen
  /// ```
  public let order: [Int32]

  /// Where each section's items start in ``order``, plus the end (`sections + 1` entries).
  ///
  /// ```swift
  /// grouping.sectionStarts.last == grouping.order.count   // true
  /// ```
  public let sectionStarts: [Int]

  /// The sections and the index strip's titles, ready for navigation.
  ///
  /// ```swift
  /// grouping.navigator.indexTitles   // ["ㄱ", "ㄴ", …, "Z", "#"] for the name index
  /// ```
  public let navigator: SectionNavigator<SectionID>

  /// The titles of the (non-empty) sections, in display order.
  ///
  /// ```swift
  /// grouping.titles.first   // "ㄱ"
  /// ```
  public var titles: [String] { navigator.sections.map(\.title) }

  /// The item offsets of the section at `position`, in display order.
  ///
  /// ```swift
  /// grouping.items(inSection: 0).count   // how many names are under the first title
  /// ```
  public func items(inSection position: Int) -> ArraySlice<Int32> {
    order[sectionStarts[position]..<sectionStarts[position + 1]]
  }

  /// Groups the table's names under the section index's titles (every title of the index is
  /// on the strip; the sections are the non-empty ones).
  ///
  /// ```swift
  /// let byName = try BrowseGrouping(namesOf: table, index: SectionIndex(), number: 0)
  /// ```
  ///
  /// - Complexity: O(n log n) for n items (one collation sort).
  public init(namesOf table: BrowseTable, index: SectionIndex, number: Int) throws {
    let list = try index.sections(of: Array(table.names.indices), by: { table.names[$0] })
    var order: [Int32] = []
    order.reserveCapacity(table.count)
    var starts: [Int] = []
    starts.reserveCapacity(list.sections.count + 1)
    for section in list.sections {
      starts.append(order.count)
      for item in section.items { order.append(Int32(item)) }
    }
    starts.append(order.count)
    let sections = list.sections.enumerated().map {
      (id: SectionID(grouping: number, position: $0.offset), title: $0.element.title)
    }
    self.name = "name"
    self.number = number
    self.order = order
    self.sectionStarts = starts
    self.navigator = try SectionNavigator(sections, indexTitles: list.titles)
  }

  /// Groups the items by the values of TSV column `column` (after the name), sections in the
  /// order the file first shows each value; an empty value is its own section, titled "—".
  ///
  /// `collationOrder` is every item offset in Korean collation order
  /// (``Hangul/KoreanCollator/sortedIndices(of:)`` of the names), shared by all column groupings.
  ///
  /// ```swift
  /// let sorted = try KoreanCollator().sortedIndices(of: table.names)
  /// let byArea = try BrowseGrouping(column: 1, of: table, collationOrder: sorted, number: 2)
  /// ```
  ///
  /// - Complexity: O(n) for n items.
  public init(column: Int, of table: BrowseTable, collationOrder: [Int], number: Int) throws {
    let values = table.columns[column]
    var sectionOfValue: [String: Int] = [:]
    var titles: [String] = []
    var sectionOfItem = [Int32](repeating: 0, count: table.count)
    for (item, value) in values.enumerated() {
      let title = value.isEmpty ? "—" : value
      if let section = sectionOfValue[title] {
        sectionOfItem[item] = Int32(section)
      } else {
        sectionOfValue[title] = titles.count
        sectionOfItem[item] = Int32(titles.count)
        titles.append(title)
      }
    }
    var counts = [Int](repeating: 0, count: titles.count)
    for section in sectionOfItem { counts[Int(section)] += 1 }
    var starts = [0]
    starts.reserveCapacity(titles.count + 1)
    for count in counts { starts.append(starts[starts.count - 1] + count) }
    var cursors = Array(starts.dropLast())
    var order = [Int32](repeating: 0, count: table.count)
    for item in collationOrder {
      let section = Int(sectionOfItem[item])
      order[cursors[section]] = Int32(item)
      cursors[section] += 1
    }
    self.name = table.columnTitles[column]
    self.number = number
    self.order = order
    self.sectionStarts = starts
    self.navigator = try SectionNavigator(
      titles.enumerated().map { (id: SectionID(grouping: number, position: $0.offset), title: $0.element) })
  }
}
