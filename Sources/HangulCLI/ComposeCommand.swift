import ArgumentParser
import Hangul
import HangulCommandOutput

/// `hangul compose`: jamo into syllables, as the 2-set keyboard would.
struct ComposeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "compose",
    abstract: "Compose jamo into syllables (ㄱㅏㅂㅅ → 값), like the 2-set keyboard.",
    discussion: "One output line per input line; jamo that cannot join stay as they are."
  )

  @OptionGroup var transform: TransformOptions<TextHelp>

  enum TextHelp: TransformTextHelp {
    static let text = "Jamo to compose; without it, each line of standard input."
  }

  func run() throws {
    try Self.run(json: transform.json, text: transform.text)
  }

  /// Composes `text`, or each line of standard input, as text lines or JSON.
  static func run(json: Bool, text: [String]) throws {
    try reportingCLIErrors {
      try TransformPrinter.run(arguments: text, json: json, fastPath: .assembly) { try ItemTransform.compose.apply($0) }
    }
  }
}
