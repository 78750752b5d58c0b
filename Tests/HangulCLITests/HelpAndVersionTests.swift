import Hangul
import HangulCorpus
import RepositoryFiles
import Testing

@Suite struct HelpAndVersionTests {
  @Test(arguments: ["decompose", "compose", "choseong", "sort", "index", "search", "next", "demo", "licenses"])
  func everyCommandHasHelp(command: String) throws {
    let result = try CLIRunner.run([command, "--help"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("USAGE: hangul \(command)"))
  }

  @Test func topLevelHelpListsEveryCommand() throws {
    let result = try CLIRunner.run(["--help"])
    for command in ["decompose", "compose", "choseong", "sort", "index", "search", "next", "demo", "licenses"] {
      #expect(result.stdout.contains(command))
    }
  }

  @Test func versionNamesThePackageAndTheICUItLoaded() throws {
    let result = try CLIRunner.run(["--version"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("ICU \(ICUVersion.current)"))
    #expect(result.stdout.hasPrefix("hangul 0."))
  }

  /// `hangul --version` names the version of the newest `## <version>` heading of
  /// CHANGELOG.md, so a release cannot bump one and forget the other.
  @Test func versionAgreesWithTheChangelog() throws {
    let changelog = try #require(RepositoryFiles.read("CHANGELOG.md"))
    let heading = try #require(
      changelog.split(separator: "\n").first { $0.hasPrefix("## ") && $0.dropFirst(3).first?.isNumber == true })
    let changelogVersion = String(heading.dropFirst(3).prefix { !$0.isWhitespace })
    #expect(changelogVersion.split(separator: ".").count == 3, "\(heading)")
    let result = try CLIRunner.run(["--version"])
    #expect(result.stdout.hasPrefix("hangul \(changelogVersion) ("), "\(result.stdout) vs \(heading)")
  }

  /// The MIT notices of the bundled tables travel with the binary: `hangul licenses` prints
  /// them (exactly the embedded copy of Resources/Corpora/LICENSES.md) after the package's
  /// own licence, which is the LICENSE file's.
  @Test func licensesPrintsThePackageLicenceAndTheCorpusNotices() throws {
    let result = try CLIRunner.run(["licenses"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("Apache License 2.0"))
    #expect(result.stdout.contains(KoreanNameCorpus.licenseNotice))
    let notices = try #require(RepositoryFiles.read("Resources/Corpora/LICENSES.md"))
    #expect(result.stdout.hasSuffix(notices))
    let license = try #require(RepositoryFiles.read("LICENSE"))
    #expect(license.contains("Apache License\n                           Version 2.0, January 2004"))
  }
}
