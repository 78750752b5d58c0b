import Hangul
import HangulCorpus
import RepositoryFiles
import Testing

@Suite struct HelpAndVersionTests {
  /// Every command the "Commands" block of the DocC article "The command line"
  /// (Sources/Hangul/Hangul.docc/CommandLine.md) documents (`hangul NAME …` lines; a command
  /// with subcommands, `hangul db import …`, gives its two words): the documentation is the
  /// list the binary must answer for, not the binary's own table.
  static let documentedCommands: [[String]] = {
    guard let article = RepositoryFiles.read("Sources/Hangul/Hangul.docc/CommandLine.md"),
      let start = article.range(of: "## Commands\n\n```sh\n"),
      let end = article.range(of: "```", range: start.upperBound..<article.endIndex)
    else { return [] }
    var commands: [[String]] = []
    for line in article[start.upperBound..<end.lowerBound].split(separator: "\n") where line.hasPrefix("hangul ") {
      let words = line.split(separator: " ").dropFirst().prefix { word in
        word.allSatisfy { $0.isLowercase && $0.isASCII }
      }
      let command = words.map(String.init)
      if !command.isEmpty && !commands.contains(command) { commands.append(command) }
    }
    return commands
  }()

  @Test func theCommandLineArticleDocumentsEveryCommand() {
    // 14 commands when this test was written; more may come, none may go unlisted.
    #expect(Self.documentedCommands.count >= 14, "\(Self.documentedCommands)")
    #expect(Self.documentedCommands.contains(["browse"]) && Self.documentedCommands.contains(["pronounce"]))
  }

  @Test(arguments: documentedCommands)
  func everyCommandHasHelp(command: [String]) throws {
    let result = try CLIRunner.run(command + ["--help"])
    #expect(result.status == 0, "\(command): \(result.stderr)")
    #expect(result.stdout.contains("USAGE: hangul \(command.joined(separator: " "))"), "\(result.stdout)")
    #expect(result.stdout.contains("OVERVIEW:"), "\(command)")
  }

  @Test func topLevelHelpListsEveryCommand() throws {
    let result = try CLIRunner.run(["--help"])
    #expect(result.status == 0)
    for command in Self.documentedCommands {
      #expect(result.stdout.contains("  \(command[0])"), "\(command[0])")
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
    // The gazetteer's source, as Resources/Gazetteer/SOURCES.md names it.
    let gazetteer = try #require(RepositoryFiles.read("Resources/Gazetteer/SOURCES.md"))
    #expect(gazetteer.contains("National Geographic Information Institute (NGII)"))
    #expect(result.stdout.contains("National Geographic Information Institute (NGII)"))
    let license = try #require(RepositoryFiles.read("LICENSE"))
    #expect(license.contains("Apache License\n                           Version 2.0, January 2004"))
  }
}
