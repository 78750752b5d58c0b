import Foundation
import Testing

/// `hangul next` against sections computed from ICU's own AlphabeticIndex (the oracle).
@Suite struct NextCommandTests {
  /// Contacts titles of the fixture names, from the oracle: ICU's non-empty letter buckets,
  /// then "#" when any catch-all bucket has records; and the full title strip.
  static func oracleSections() throws -> (sections: [String], strip: [String]) {
    let buckets = try OracleFixtures.collationExpected().buckets
    var sections = buckets.filter { $0.type == "normal" && !$0.records.isEmpty }.map(\.label)
    if buckets.contains(where: { $0.type != "normal" && !$0.records.isEmpty }) { sections.append("#") }
    return (sections, buckets.filter { $0.type == "normal" }.map(\.label) + ["#"])
  }

  @Test func walksEverySectionToTheEnd() throws {
    let (file, _) = try SortAndIndexCommandTests.namesFile()
    let sections = try Self.oracleSections().sections
    #expect(try CLIRunner.run(["next", file.path]).lines == [sections[0]])  // nothing visible
    for (i, title) in sections.enumerated() {
      let expected = i + 1 < sections.count ? sections[i + 1] : ""
      #expect(try CLIRunner.run(["next", "--visible", title, file.path]).lines == [expected])
    }
  }

  @Test func visibleOrderAndStaleTitlesDoNotMatter() throws {
    let (file, _) = try SortAndIndexCommandTests.namesFile()
    let sections = try Self.oracleSections().sections
    // Visible: sections 1 and 2 in reverse order, plus titles of another grouping.
    let visible = [sections[2], "영업팀", sections[1], "Z9"].joined(separator: ",")
    let json = try #require(
      try CLIRunner.run(["next", "--json", "--visible", visible, file.path]).json() as? [String: Any])
    #expect(json["next"] as? String == sections[3])
    #expect(json["previous"] as? String == sections[0])
  }

  @Test func titleWithoutSectionResolvesToTheNextSectionElseTheLast() throws {
    let (sections, strip) = try Self.oracleSections()
    let (file, _) = try SortAndIndexCommandTests.namesFile()
    for title in strip {
      let expected = strip[strip.firstIndex(of: title)!...].first(where: sections.contains) ?? sections.last!
      let json = try #require(
        try CLIRunner.run(["next", "--json", "--title", title, file.path]).json() as? [String: Any])
      #expect(json["sectionForTitle"] as? String == expected, "title \(title)")
    }
  }

  @Test func atTheEndThereIsNoNext() throws {
    let json = try #require(
      try CLIRunner.run(["next", "--json", "--visible", "ㅎ"], lines: ["홍길동", "김철수"]).json() as? [String: Any])
    #expect(json["next"] is NSNull)
    #expect(json["previous"] as? String == "ㄱ")
  }
}
