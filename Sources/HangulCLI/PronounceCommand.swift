import ArgumentParser
import Hangul

/// `hangul pronounce`: the standard pronunciation (표준 발음법) written in Hangul.
struct PronounceCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "pronounce",
    abstract: "Standard pronunciation in Hangul (국물 → 궁물, 국밥 → 국빱).",
    discussion: """
      Rules 9–20 and 23–25 of 표준 발음법 within each word; spaces, non-Hangul text and jamo \
      are kept as they are.
      """
  )

  @Flag(help: "Leave out hard-consonant conversion (국밥 → 국밥).")
  var noHardConversion = false

  @OptionGroup var transform: TransformOptions<TextHelp>

  enum TextHelp: TransformTextHelp {
    static let text = "Text; without it, each line of standard input."
  }

  func run() throws {
    let options = PronunciationOptions(includesTensification: !noHardConversion)
    try Self.run(options: options, json: transform.json, text: transform.text)
  }

  /// The standard pronunciation of `text`, or of each line of standard input, with `options`.
  static func run(options: PronunciationOptions, json: Bool, text: [String]) throws {
    try reportingCLIErrors {
      try TransformPrinter.run(arguments: text, json: json, fastPath: .pronunciation(options: options)) {
        pronounce($0, options: options)
      }
    }
  }
}
