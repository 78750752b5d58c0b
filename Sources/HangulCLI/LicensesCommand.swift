import ArgumentParser
import HangulCorpus

/// `hangul licenses`: the package's licence and the notices of what the binary bundles.
struct LicensesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "licenses",
    abstract: "The licences of hangul and of the name tables compiled into it.",
    discussion: """
      hangul is Apache-2.0; the census surname and registered given-name tables it carries \
      (for demo and the tests) are MIT, and their notices travel with every copy of the binary.
      """
  )

  func run() throws {
    Output.line("hangul \(HangulCommand.packageVersion): Apache License 2.0 (LICENSE in the source repository).")
    Output.line("It carries the bundled name tables, whose notices follow.")
    Output.line("")
    Output.line(KoreanNameCorpus.licenseNotice)
    Output.flush()
  }
}
