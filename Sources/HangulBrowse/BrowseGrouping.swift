import Hangul
import HangulNavigation
import SectionNavigation

/// One way of grouping the browse screen's items into sections: by the name index (ㄱ…ㅎ,
/// A–Z, #, as ``Hangul/SectionIndex`` files names) or by the values of a TSV column, with the
/// sections in the order the file first shows each value
/// (``Hangul/KoreanCollator/grouped(_:by:sectionOrder:orderedBy:)``).
///
/// Items inside a section are in Korean collation order in every grouping. The items are
/// offsets into the ``BrowseTable``; the navigator is the list's own
/// (``Hangul/SectionedList/navigator``).
///
/// ```swift
/// let table = BrowseTable(lines: ["name\tparty", "홍길동\t녹색당", "김철수\t청색당", "이영희\t녹색당"])
/// let byParty = try BrowseGrouping(column: 0, of: table)
/// byParty.titles                                          // ["녹색당", "청색당"]
/// byParty.items(inSection: 0).map { table.names[Int($0)] }   // ["이영희", "홍길동"]
/// ```
public struct BrowseGrouping: Sendable {
  /// What the grouping is called on the status line: "name" or the column's header title.
  ///
  /// ```swift
  /// try BrowseGrouping(column: 0, of: table).name   // "party"
  /// ```
  public let name: String

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

  /// The sections and the index strip's titles, ready for navigation; section ids are the
  /// positions of their titles in ``SectionNavigation/SectionNavigator/indexTitles``.
  ///
  /// ```swift
  /// grouping.navigator.indexTitles   // ["ㄱ", "ㄴ", …, "Z", "#"]: the name index
  /// ```
  public let navigator: SectionNavigator<Int>

  /// The titles of the (non-empty) sections, in display order.
  ///
  /// ```swift
  /// grouping.titles.first   // "ㄱ"
  /// ```
  ///
  /// - Complexity: O(s) for s sections.
  public var titles: [String] { navigator.sections.map(\.title) }

  /// The item offsets of the section at `position`, in display order.
  ///
  /// ```swift
  /// grouping.items(inSection: 0).count   // how many names are under the first title
  /// ```
  public func items(inSection position: Int) -> ArraySlice<Int32> {
    order[sectionStarts[position]..<sectionStarts[position + 1]]
  }

  private init(name: String, list: SectionedList<Int>) {
    var order: [Int32] = []
    order.reserveCapacity(list.itemCount)
    var starts: [Int] = []
    starts.reserveCapacity(list.sections.count + 1)
    for section in list.sections {
      starts.append(order.count)
      for item in section.items { order.append(Int32(item)) }
    }
    starts.append(order.count)
    self.name = name
    self.order = order
    self.sectionStarts = starts
    self.navigator = list.navigator
  }

  /// Groups the table's names under the section index's titles (the sections are the
  /// non-empty ones). Every title of the index is on the strip, but for a list with no name
  /// under A–Z: there the empty Latin letters leave the strip, so its rows go to ㄱ…ㅎ and #.
  ///
  /// ```swift
  /// let byName = try BrowseGrouping(namesOf: table, index: SectionIndex())
  /// byName.navigator.indexTitles   // when every name is Korean, ["ㄱ", …, "ㅎ", "#"]
  /// ```
  ///
  /// - Complexity: O(n log n) for n items (one collation sort).
  public init(namesOf table: BrowseTable, index: SectionIndex) throws {
    let list = try index.sections(of: Array(table.names.indices), by: { table.names[$0] })
    self.init(name: "name", list: try Self.withoutEmptyLatinLetters(list))
  }

  /// `list` without its Latin letter titles (A–Z) when none of them has a section; else
  /// `list` itself.
  static func withoutEmptyLatinLetters(_ list: SectionedList<Int>) throws -> SectionedList<Int> {
    func isLatinLetter(_ title: String) -> Bool {
      title.unicodeScalars.count == 1 && title.unicodeScalars.allSatisfy { $0.value >= 0x41 && $0.value <= 0x5A }
    }
    guard !list.sections.contains(where: { isLatinLetter($0.title) }) else { return list }
    var itemsAt = [[Int]](repeating: [], count: list.titles.count)
    for section in list.sections { itemsAt[section.titlePosition] = section.items }
    let kept = list.titles.indices.filter { !isLatinLetter(list.titles[$0]) }
    return try SectionedList(
      titles: kept.map { list.titles[$0] }, kinds: kept.map { list.kinds[$0] }, itemsByTitle: kept.map { itemsAt[$0] })
  }

  /// Groups the items by the values of TSV column `column` (after the name), sections in the
  /// order the file first shows each value; an empty value is its own section, titled "—".
  ///
  /// ```swift
  /// let byArea = try BrowseGrouping(column: 1, of: table, collator: KoreanCollator())
  /// ```
  ///
  /// - Complexity: O(n log n) for n items (one collation sort).
  public init(column: Int, of table: BrowseTable, collator: KoreanCollator? = nil) throws {
    let values = table.columns[column].map { $0.isEmpty ? "—" : $0 }
    var firstSeen: [String] = []
    var seen: Set<String> = []
    for value in values where seen.insert(value).inserted { firstSeen.append(value) }
    let list = try (collator ?? KoreanCollator()).grouped(
      Array(table.names.indices), by: { values[$0] }, sectionOrder: firstSeen, orderedBy: { table.names[$0] })
    self.init(name: table.columnTitles[column], list: list)
  }
}
