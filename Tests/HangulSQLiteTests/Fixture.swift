import Foundation

/// The collation oracle fixture of `Tests/Fixtures` (ICU 78 through PyICU, made by
/// scripts/data/fixtures/collation-fixtures.py).
enum Fixture {
  static let directory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  static func lines(_ name: String) throws -> [String] {
    try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter { !$0.isEmpty }
  }

  static func collationNames() throws -> [String] { try lines("collation-names.txt") }

  /// The `S` line: the names' positions in ICU's order.
  static func collationSortedOrder() throws -> [Int] {
    let line = try lines("collation-expected.tsv").first { $0.hasPrefix("S\t") }!
    return line.dropFirst(2).split(separator: " ").map { Int($0)! }
  }
}
