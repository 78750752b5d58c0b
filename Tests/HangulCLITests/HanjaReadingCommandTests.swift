import Testing

/// `--hanja-reading` on `choseong`, `sort`, `index` and `search`: Hanja read as South
/// Koreans write names (the initial sound law on each word's first character).
@Suite struct HanjaReadingCommandTests {
  static let names = ["李민수", "이서연", "리민수", "金철수", "羅영"]

  @Test func choseong() throws {
    #expect(try CLIRunner.run(["choseong", "--hanja-reading", "李民秀", "羅 李麗"]).lines == ["ㅇㅁㅅ", "ㄴ ㅇㄹ"])
    #expect(try CLIRunner.run(["choseong", "李民秀"]).lines == ["李民秀"])
  }

  @Test func sortAndIndex() throws {
    let sorted = try CLIRunner.run(["sort", "--hanja-reading"], lines: Self.names).lines
    #expect(sorted == ["金철수", "羅영", "리민수", "李민수", "이서연"])  // 李민수 with 이…, 羅영 with 나…
    let index = try CLIRunner.run(["index", "--hanja-reading"], lines: Self.names).lines
    #expect(index.contains("ㅇ\t李민수"))
    #expect(index.contains("ㄴ\t羅영"))
    #expect(try CLIRunner.run(["index"], lines: Self.names).lines.contains("ㄹ\t李민수"))  // ICU: 李 is 리
  }

  @Test func search() throws {
    let lines = ["李民秀", "이민수", "리민수"]
    #expect(try CLIRunner.run(["search", "--hanja-reading", "ㅇㅁ"], lines: lines).lines == ["李民秀", "이민수"])
    #expect(try CLIRunner.run(["search", "ㅇㅁ"], lines: lines).lines == ["이민수"])
  }
}
