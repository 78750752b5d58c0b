/// The items `hangul browse` lists: their names and, for a TSV file, the other columns that
/// the grouping switch can group by (party, area…).
///
/// A file is one name per line, or TSV: when the first line holds a tab it is a header whose
/// first column is the name and whose other columns name the groupings. Rows with an empty
/// name are skipped; a row with fewer columns than the header has empty values there.
///
/// ```swift
/// let table = BrowseTable(lines: ["name\tparty", "홍길동\t녹색당", "김철수\t청색당"])
/// table.names          // ["홍길동", "김철수"]
/// table.columnTitles   // ["party"]
/// table.columns[0]     // ["녹색당", "청색당"]
/// ```
public struct BrowseTable: Sendable, Hashable {
  /// Every item's name, in file order (item offsets index this array).
  ///
  /// ```swift
  /// table.names[0]   // the first row's name
  /// ```
  public let names: [String]

  /// The header titles of the columns after the name (empty for a plain list of names).
  ///
  /// ```swift
  /// table.columnTitles   // ["party", "area"]
  /// ```
  public let columnTitles: [String]

  /// `columns[c][item]`: the value of column `c` (after the name) for each item.
  ///
  /// ```swift
  /// table.columns[1][0]   // the first item's area
  /// ```
  public let columns: [[String]]

  /// Creates a table from names and, optionally, other columns of the same length.
  ///
  /// ```swift
  /// let table = BrowseTable(names: ["홍길동", "김철수"])
  /// ```
  ///
  /// - Complexity: O(n · c) for n names and c columns (the lengths are checked).
  public init(names: [String], columnTitles: [String] = [], columns: [[String]] = []) {
    precondition(columnTitles.count == columns.count, "one title per column")
    precondition(columns.allSatisfy { $0.count == names.count }, "one value per item in every column")
    self.names = names
    self.columnTitles = columnTitles
    self.columns = columns
  }

  /// Reads a file's lines: one name per line, or TSV with a header (see the type's summary).
  ///
  /// ```swift
  /// BrowseTable(lines: ["까치", "", "가지"]).names   // ["까치", "가지"]
  /// ```
  ///
  /// - Complexity: O(n) for n characters.
  public init(lines: [String]) {
    guard let header = lines.first, header.utf8.contains(UInt8(ascii: "\t")) else {
      self.init(names: lines.filter { !$0.isEmpty })
      return
    }
    let titles = header.split(separator: "\t", omittingEmptySubsequences: false).dropFirst().map(String.init)
    var names: [String] = []
    names.reserveCapacity(lines.count - 1)
    var columns = [[String]](repeating: [], count: titles.count)
    for line in lines.dropFirst() {
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
      guard let name = fields.first, !name.isEmpty else { continue }
      names.append(String(name))
      for c in titles.indices { columns[c].append(c + 1 < fields.count ? String(fields[c + 1]) : "") }
    }
    self.init(names: names, columnTitles: titles, columns: columns)
  }

  /// The number of items.
  ///
  /// ```swift
  /// BrowseTable(lines: ["name\tparty", "홍길동\t녹색당", "김철수\t청색당"]).count   // 2
  /// ```
  public var count: Int { names.count }
}
