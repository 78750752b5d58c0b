import ArgumentParser
import Hangul

/// The `hangul` command: Korean text tools over arguments, stdin or files.
@main
struct HangulCommand: ParsableCommand {
  /// The package version: the newest version heading of CHANGELOG.md (a test checks that
  /// the two agree).
  static let packageVersion = "0.2.0"

  /// What `hangul --version` prints: the package version, and the ICU and Unicode versions
  /// of the ICU it loads to answer.
  static var versionText: String {
    "hangul \(packageVersion) (ICU \(ICUVersion.current), Unicode \(ICUVersion.unicodeVersion))"
  }

  /// The command tree. `main` answers `hangul --version` itself with ``versionText``; the
  /// tree's own version line names the package alone, so that building the tree (for any
  /// command line ArgumentParser parses) opens no ICU.
  static let configuration = CommandConfiguration(
    commandName: "hangul",
    abstract: "Korean text: jamo, choseong, ICU collation, section index, search, navigation.",
    version: "hangul \(packageVersion)",
    subcommands: [
      DecomposeCommand.self, ComposeCommand.self, ChoseongCommand.self, SortCommand.self,
      IndexCommand.self, SearchCommand.self, NextCommand.self, DemoCommand.self, BrowseCommand.self,
      JosaCommand.self, NumberCommand.self, RomanizeCommand.self, PronounceCommand.self, DbCommand.self,
      LicensesCommand.self,
    ]
  )

  /// Runs a transform's name alone at once (``DefaultInvocation``), anything else through
  /// ArgumentParser.
  static func main() {
    Output.installExitCheck()
    let arguments = Array(CommandLine.arguments.dropFirst())
    if arguments == ["--version"] {
      Output.line(versionText)
      Output.flush()
      return
    }
    guard let run = DefaultInvocation.run(for: arguments) else {
      main(nil)
      return
    }
    do {
      try run()
    } catch {
      exit(withError: error)
    }
  }
}
