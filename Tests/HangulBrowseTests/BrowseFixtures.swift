import Hangul
import HangulBrowse
import HangulCorpus

/// Deterministic test data: generated names (with every stress category mixed in) and a
/// TSV of them with party and area columns assigned by a fixed rule.
enum BrowseFixtures {
  static let parties = ["녹색당", "청색당", "무소속", "Independent"]
  static let areas = ["서울", "부산", "대구", "인천", "광주"]

  /// `count` names from the seeded generator (5 % stress categories: Latin, digits, emoji…).
  static func names(count: Int, seed: UInt64 = 7) -> [String] {
    var generator = NameGenerator(seed: seed)
    return generator.names(count: count)
  }

  /// The TSV lines (header first) of `names` with a party and an area each.
  static func tsvLines(_ names: [String]) -> [String] {
    ["name\tparty\tarea"]
      + names.enumerated().map { item, name in
        "\(name)\t\(parties[(item * 7 + 3) % parties.count])\t\(areas[(item * 11 + item / 3) % areas.count])"
      }
  }

  /// A state over `names` (TSV columns when `tsv`), initialised for the terminal size.
  static func state(
    names: [String], tsv: Bool = false, width: Int = 80, height: Int = 24, details: RowDetails? = nil
  ) throws -> BrowseState {
    let table = tsv ? BrowseTable(lines: tsvLines(names)) : BrowseTable(names: names)
    return try BrowseState(table: table, width: width, height: height, details: details)
  }

  /// The list as a naive reference lays it out: for each section of the library's
  /// `SectionIndex` (or of a column grouping), a header line and one line per item.
  static func flattened(_ sections: [(title: String, items: [String])]) -> [String] {
    sections.flatMap { section in [" " + section.title] + section.items.map { "  " + $0 } }
  }
}
