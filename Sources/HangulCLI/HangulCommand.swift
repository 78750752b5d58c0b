import ArgumentParser
import Hangul

/// The `hangul` command: Korean text tools over arguments, stdin or files.
@main
struct HangulCommand: ParsableCommand {
  /// The package version: the newest version heading of CHANGELOG.md (a test checks that
  /// the two agree).
  static let packageVersion = "0.2.0"

  static let configuration = CommandConfiguration(
    commandName: "hangul",
    abstract: "Korean text: jamo, choseong, ICU collation, section index, search, navigation.",
    version: "hangul \(packageVersion) (ICU \(ICUVersion.current), Unicode \(ICUVersion.unicodeVersion))",
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
    guard let run = DefaultInvocation.run(for: Array(CommandLine.arguments.dropFirst())) else {
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
