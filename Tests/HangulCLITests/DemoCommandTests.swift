import HangulCorpus
import Testing

@Suite struct DemoCommandTests {
  @Test func demoRunsWithoutInputAndShowsEveryCapability() throws {
    let result = try CLIRunner.run(["demo"])
    #expect(result.status == 0)
    for heading in [
      "== decompose", "== compose", "== choseong", "== sort", "== index", "== search", "== next", "== romanize",
      "== pronounce", "== db (a SQLite file",
    ] {
      #expect(result.stdout.contains(heading), "missing \(heading)")
    }
    #expect(result.stdout.contains("값\t→ ㄱㅏㅂㅅ"))
    #expect(result.stdout.contains("백마\t→ baengma"))  // Revised Romanization, 제3장 제1항
    #expect(result.stdout.contains("홍빛나\t→ Hong Bitna"))  // 제3장 제4항
    #expect(result.stdout.contains("국물\t→ [궁물]"))  // 표준 발음법 제18항
    #expect(result.stdout.contains("2000 names in"))
    #expect(result.stdout.contains("import: 2002 names with their keys"))
    #expect(result.stdout.contains("search \"'); DROP\": '); DROP TABLE names; -- (the table is still there)"))
  }

  @Test func demoIsDeterministic() throws {
    #expect(
      try CLIRunner.run(["demo", "--count", "300"]).stdout == (try CLIRunner.run(["demo", "--count", "300"]).stdout))
  }

  /// The tour shows realistic names: every name it lists under a section is a census surname
  /// followed by a registered given name (no halfwidth ﾡ, old Hangul or emoji stress entries).
  @Test func demoSectionsShowOnlyRealisticNames() throws {
    let surnames = Set(KoreanNameCorpus.surnames.map(\.surname))
    let givenNames = Set(KoreanNameCorpus.givenNames.map(\.name))
    func isRealistic(_ name: Substring) -> Bool {
      (1...2).contains { length in
        surnames.contains(String(name.prefix(length))) && givenNames.contains(String(name.dropFirst(length)))
      }
    }
    let output = try CLIRunner.run(["demo"]).stdout
    let index = try #require(output.split(separator: "== index").last?.split(separator: "== search").first)
    let rows = index.split(separator: "\n").dropFirst().filter { $0.split(separator: "\t").count == 3 }
    #expect(rows.count >= 10)
    #expect(rows.first?.hasPrefix("ㄱ\t") == true)
    for row in rows {
      let sample = row.split(separator: "\t")[2].split(separator: ", ").filter { $0 != "…" }
      for name in sample { #expect(isRealistic(name), "\(row)") }
    }
  }
}
