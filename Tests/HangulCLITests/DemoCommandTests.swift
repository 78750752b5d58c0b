import Testing

@Suite struct DemoCommandTests {
  @Test func demoRunsWithoutInputAndShowsEveryCapability() throws {
    let result = try CLIRunner.run(["demo"])
    #expect(result.status == 0)
    for heading in ["== decompose", "== compose", "== choseong", "== sort", "== index", "== search", "== next"] {
      #expect(result.stdout.contains(heading), "missing \(heading)")
    }
    #expect(result.stdout.contains("값\t→ ㄱㅏㅂㅅ"))
    #expect(result.stdout.contains("2000 names in"))
  }

  @Test func demoIsDeterministic() throws {
    #expect(
      try CLIRunner.run(["demo", "--count", "300"]).stdout == (try CLIRunner.run(["demo", "--count", "300"]).stdout))
  }
}
