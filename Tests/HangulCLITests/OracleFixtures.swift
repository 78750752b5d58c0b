import Foundation
import RepositoryFiles

/// The golden fixtures made by the scripts in `scripts/data/fixtures` from independent oracles
/// (ICU 78 through PyICU; see `Tests/Fixtures/README.md`) for the library's
/// tests, read here to check the CLI against the same independent answers.
enum OracleFixtures {
  static let directory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  static func lines(_ name: String) throws -> [String] {
    let text = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
    return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      .filter { !$0.isEmpty }
  }

  /// The 12,000 generated names of the collation fixture, in input order.
  static func collationNames() throws -> [String] { try lines("collation-names.txt") }

  /// ICU's `ko` order of ``collationNames()`` (as indexes) and its AlphabeticIndex buckets.
  static func collationExpected() throws -> (sorted: [Int], buckets: [(label: String, type: String, records: [Int])]) {
    var sorted: [Int] = []
    var buckets: [(String, String, [Int])] = []
    for line in try lines("collation-expected.tsv") where !line.hasPrefix("#") {
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      if fields[0] == "S" {
        sorted = fields[1].split(separator: " ").map { Int($0)! }
      } else if fields[0] == "B" {
        let records = fields.count > 3 ? fields[3].split(separator: " ").map { Int($0)! } : []
        buckets.append((fields[1], fields[2], records))
      }
    }
    return (sorted, buckets)
  }

  /// name → (choseong, choseong after NFKC) from the choseong fixture, its escapes
  /// (`\t \n \r \0 \\`) decoded.
  static func choseong() throws -> [(name: String, choseong: String, nfkc: String)] {
    try lines("choseong.tsv").filter { !$0.hasPrefix("#") }.map { line in
      let f = try line.split(separator: "\t", omittingEmptySubsequences: false).map(FixtureEscaping.unescape)
      return (f[1], f[2], f[3])
    }
  }
}
