import Hangul
import Testing

@Suite struct HelpAndVersionTests {
  @Test(arguments: ["decompose", "compose", "choseong", "sort", "index", "search", "next", "demo"])
  func everyCommandHasHelp(command: String) throws {
    let result = try CLIRunner.run([command, "--help"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("USAGE: hangul \(command)"))
  }

  @Test func topLevelHelpListsEveryCommand() throws {
    let result = try CLIRunner.run(["--help"])
    for command in ["decompose", "compose", "choseong", "sort", "index", "search", "next", "demo"] {
      #expect(result.stdout.contains(command))
    }
  }

  @Test func versionNamesThePackageAndTheICUItLoaded() throws {
    let result = try CLIRunner.run(["--version"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("ICU \(ICUVersion.current)"))
    #expect(result.stdout.hasPrefix("hangul 0."))
  }
}
