import Foundation
import Testing

/// sort and index against ICU's own answers (the oracle fixtures).
@Suite struct SortAndIndexCommandTests {
  /// The fixture names in a temporary file, as a user would pass FILE.
  static func namesFile() throws -> (URL, [String]) {
    let names = try OracleFixtures.collationNames()
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("hangul-names-\(getpid()).txt")
    try (names.joined(separator: "\n") + "\n").write(to: url, atomically: true, encoding: .utf8)
    return (url, names)
  }

  @Test func sortIsICUOrderRecordForRecord() throws {
    let (file, names) = try Self.namesFile()
    let expected = try OracleFixtures.collationExpected().sorted.map { names[$0] }
    let result = try CLIRunner.run(["sort", file.path])
    #expect(result.status == 0)
    #expect(result.lines.map { Array($0.unicodeScalars) } == expected.map { Array($0.unicodeScalars) })
    let json = try #require(try CLIRunner.run(["sort", "--json", file.path]).json() as? [String: [String]])
    #expect(json["sorted"]?.map { Array($0.unicodeScalars) } == expected.map { Array($0.unicodeScalars) })
  }

  @Test func numericAndLatinFirstOptions() throws {
    let plain = try CLIRunner.run(["sort"], lines: ["10조", "2조", "Alice", "가"]).lines
    #expect(plain == ["10조", "2조", "가", "Alice"])  // ICU ko: digits compare as text, Hangul before Latin
    let numeric = try CLIRunner.run(["sort", "--numeric"], lines: ["10조", "2조"]).lines
    #expect(numeric == ["2조", "10조"])
    let latin = try CLIRunner.run(["sort", "--latin-first"], lines: ["가", "Alice"]).lines
    #expect(latin == ["Alice", "가"])
  }

  @Test func icuLayoutIsAlphabeticIndexBucketForBucket() throws {
    let (file, names) = try Self.namesFile()
    let buckets = try OracleFixtures.collationExpected().buckets
    let result = try CLIRunner.run(["index", "--layout", "icu", "--all-titles", "--json", file.path])
    #expect(result.status == 0)
    let json = try #require(try result.json() as? [String: Any])
    #expect(json["layout"] as? String == "icu")
    let sections = try #require(json["sections"] as? [[String: Any]])
    #expect(sections.map { $0["title"] as? String } == buckets.map(\.label))
    #expect(sections.map { $0["type"] as? String } == buckets.map(\.type))
    for (section, bucket) in zip(sections, buckets) {
      let items = (section["items"] as? [String]) ?? []
      #expect(items.map { Array($0.unicodeScalars) } == bucket.records.map { Array(names[$0].unicodeScalars) })
    }
  }

  @Test func contactsLayoutFoldsICUCatchAllBucketsIntoHash() throws {
    let (file, names) = try Self.namesFile()
    let buckets = try OracleFixtures.collationExpected().buckets
    // Independent expectation: ICU's letters as they are, its three "…" buckets merged into
    // "#" at the end, in collation order (the oracle's sorted order restricted to them).
    let sortedPosition = Dictionary(
      uniqueKeysWithValues: try OracleFixtures.collationExpected().sorted.enumerated().map { ($1, $0) })
    var expected: [(String, [Int])] = buckets.filter { $0.type == "normal" && !$0.records.isEmpty }.map {
      ($0.label, $0.records)
    }
    let other = buckets.filter { $0.type != "normal" }.flatMap(\.records).sorted {
      sortedPosition[$0]! < sortedPosition[$1]!
    }
    if !other.isEmpty { expected.append(("#", other)) }
    let out = try CLIRunner.run(["index", file.path]).lines
    let expectedLines = expected.flatMap { title, records in records.map { "\(title)\t\(names[$0])" } }
    #expect(out.map { Array($0.unicodeScalars) } == expectedLines.map { Array($0.unicodeScalars) })
  }

  /// `--latin-first`: A–Z before ㄱ…ㅎ, `#` last, each section in the order of
  /// `sort --latin-first`.
  @Test func latinFirstPutsLatinTitlesFirst() throws {
    let lines = ["김가", "김A", "Zoe", "1반", "가", "alice"]
    let out = try CLIRunner.run(["index", "--latin-first"], lines: lines).lines
    #expect(out == ["A\talice", "Z\tZoe", "ㄱ\t가", "ㄱ\t김A", "ㄱ\t김가", "#\t1반"])
    let sorted = try CLIRunner.run(["sort", "--latin-first"], lines: lines).lines
    #expect(
      out.filter { !$0.hasPrefix("#") }.map { String($0.split(separator: "\t")[1]) } == sorted.filter { $0 != "1반" })
    #expect(try CLIRunner.run(["index", "--latin-first", "--layout", "icu"], lines: lines).status == 64)
  }

  @Test func separateDoublesGiveDoubleTitles() throws {
    let out = try CLIRunner.run(["index", "--separate-doubles"], lines: ["까치", "가지", "쌍둥이"]).lines
    #expect(out == ["ㄱ\t가지", "ㄲ\t까치", "ㅆ\t쌍둥이"])
    let folded = try CLIRunner.run(["index"], lines: ["까치", "가지", "쌍둥이"]).lines
    #expect(folded == ["ㄱ\t가지", "ㄱ\t까치", "ㅅ\t쌍둥이"])
  }
}
