import ArgumentParser
import Hangul

/// `hangul compose`: jamo into syllables, as the 2-set keyboard would.
struct ComposeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "compose",
    abstract: "Compose jamo into syllables (ㄱㅏㅂㅅ → 값), like the 2-set keyboard.",
    discussion: "One output line per input line; jamo that cannot join stay as they are."
  )

  @Flag(help: "Write {\"results\":[{\"input\":…,\"output\":…}]}.")
  var json = false

  @Argument(help: "Jamo to compose; without it, each line of standard input.")
  var text: [String] = []

  func run() throws {
    try reportingErrors {
      try TransformPrinter.run(arguments: text, json: json, fastPath: .assembly) { assemble($0) }
    }
  }
}
