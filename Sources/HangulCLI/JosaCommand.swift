import ArgumentParser
import Hangul
import HangulCommandOutput

/// `hangul josa`: the form of a particle each word takes (홍길동 → 홍길동이, 김철수 → 김철수가).
struct JosaCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "josa",
    abstract: "Attach the right form of a particle (이/가: 홍길동이, 김철수가).",
    discussion: """
      PARTICLE is written as in es-hangul: 이/가, 을/를, 은/는, 와/과, 으로/로, 이나/나, 이란/란, \
      아/야, 이랑/랑, 이라/라, 이여/여, 이에요/예요, 으로서/로서, 으로써/로써, 으로부터/로부터. \
      Digits are read in Sino-Korean (3 → 3이, 10 → 10이, 2 → 2가); a word that cannot be read \
      by rule (Apple, 金) gets both forms: Apple이(가). An empty word gives an empty line.
      """
  )

  @Argument(help: "The particle pair, e.g. 이/가 or 으로/로.")
  var particle: String

  @Flag(help: "Print the particle form alone, without the word.")
  var pick = false

  @OptionGroup var transform: TransformOptions<TextHelp>

  enum TextHelp: TransformTextHelp {
    static let text = "Words; without them, each line of standard input."
  }

  func validate() throws {
    do {
      _ = try Josa(particle)
    } catch {
      throw ValidationError(error.description)
    }
  }

  func run() throws {
    try Self.run(try Josa(particle), pick: pick, json: transform.json, text: transform.text)
  }

  /// Attaches `josa` to each word of `text`, or of each line of standard input (its form
  /// alone with `pick`).
  static func run(_ josa: Josa, pick: Bool, json: Bool, text: [String]) throws {
    try reportingCLIErrors {
      try TransformPrinter.run(arguments: text, json: json, fastPath: .josa(josa, pick: pick)) {
        try ItemTransform.josa(josa, pick: pick).apply($0)
      }
    }
  }
}
