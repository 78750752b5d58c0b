import Testing

@Suite struct DemoCommandTests {
  @Test func demoRunsWithoutInputAndShowsEveryCapability() throws {
    let result = try CLIRunner.run(["demo"])
    #expect(result.status == 0)
    for heading in [
      "== decompose", "== compose", "== choseong", "== sort", "== index", "== search", "== next", "== romanize",
      "== pronounce",
    ] {
      #expect(result.stdout.contains(heading), "missing \(heading)")
    }
    #expect(result.stdout.contains("값\t→ ㄱㅏㅂㅅ"))
    #expect(result.stdout.contains("백마\t→ baengma"))  // Revised Romanization, 제3장 제1항
    #expect(result.stdout.contains("홍빛나\t→ Hong Bitna"))  // 제3장 제4항
    #expect(result.stdout.contains("국물\t→ [궁물]"))  // 표준 발음법 제18항
    #expect(result.stdout.contains("2000 names in"))
  }

  @Test func demoIsDeterministic() throws {
    #expect(
      try CLIRunner.run(["demo", "--count", "300"]).stdout == (try CLIRunner.run(["demo", "--count", "300"]).stdout))
  }
}
