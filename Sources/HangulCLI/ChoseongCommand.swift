import ArgumentParser
import Hangul
import HangulCommandOutput

/// `hangul choseong`: the initial consonants of each syllable.
struct ChoseongCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "choseong",
    abstract: "Initial consonants of Hangul syllables (홍길동 → ㅎㄱㄷ).",
    discussion: """
      Non-Hangul characters: keep (default: 김 Andrew → ㄱ Andrew), drop-all-but-whitespace \
      (es-hangul's default) or drop. NFC and NFD input give the same result.
      """
  )

  enum Policy: String, ExpressibleByArgument, CaseIterable {
    case keep, drop
    case dropAllButWhitespace = "drop-all-but-whitespace"
  }

  @Option(name: .customLong("non-hangul"), help: "keep | drop | drop-all-but-whitespace")
  var nonHangul: Policy = .keep

  @Flag(help: "Fold compatibility forms first (NFKC: halfwidth ﾡ, circled ㉠, fullwidth Ｋ).")
  var nfkc = false

  @Flag(
    name: .customLong("hanja-reading"),
    help:
      "Read Hanja as South Koreans write names (李民秀 → 이민수, 羅 → 나): the reading ICU files each character with, the initial sound law on the first of each word."
  )
  var hanjaReading = false

  @OptionGroup var transform: TransformOptions<TextHelp>

  enum TextHelp: TransformTextHelp {
    static let text = "Text; without it, each line of standard input."
  }

  func run() throws {
    var options = ChoseongOptions()
    options.nonHangul =
      switch nonHangul {
      case .keep: .keep
      case .drop: .drop
      case .dropAllButWhitespace: .dropAllButWhitespace
      }
    options.foldsCompatibility = nfkc
    options.readsHanja = hanjaReading
    try Self.run(options: options, json: transform.json, text: transform.text)
  }

  /// The choseong of `text`, or of each line of standard input, with `options`.
  static func run(options: ChoseongOptions, json: Bool, text: [String]) throws {
    try reportingCLIErrors {
      try TransformPrinter.run(arguments: text, json: json, fastPath: .choseong(options: options)) {
        try ItemTransform.choseong(options).apply($0)
      }
    }
  }
}
