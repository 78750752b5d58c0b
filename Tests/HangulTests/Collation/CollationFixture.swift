import HangulTestSupport

/// A golden fixture made by scripts/data/fixtures/collation-fixtures.py from oracle.py output:
/// input names, ICU `ko` sort order and ICU `AlphabeticIndex("ko" + English)` buckets.
struct CollationFixture {
  struct Bucket {
    var label: String
    var type: String
    /// Records as input indices, in ICU's order.
    var records: [Int]
  }

  var names: [String]
  /// Input indices in ICU `ko` order (stable).
  var sorted: [Int]
  var buckets: [Bucket]

  /// Loads `<stem>-names.txt` and `<stem>-expected.tsv`; `nil` if either is missing.
  init?(_ stem: String) {
    guard let names = FixtureFiles.lines("\(stem)-names.txt"),
      let expected = FixtureFiles.lines("\(stem)-expected.tsv")
    else { return nil }
    self.names = names
    sorted = []
    buckets = []
    for line in expected where !line.hasPrefix("#") {
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      let numbers = { (s: String) in s.split(separator: " ").compactMap { Int($0) } }
      switch fields.first {
      case "S": sorted = numbers(fields[1])
      case "B":
        buckets.append(Bucket(label: fields[1], type: fields[2], records: numbers(fields.count > 3 ? fields[3] : "")))
      default: return nil
      }
    }
  }
}
