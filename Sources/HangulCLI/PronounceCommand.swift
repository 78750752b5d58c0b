import ArgumentParser
import Hangul
import HangulCommandOutput

/// `hangul pronounce`: the standard pronunciation (표준 발음법) written in Hangul.
struct PronounceCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "pronounce",
    abstract: "Standard pronunciation in Hangul (국물 → 궁물, 국밥 → 국빱).",
    discussion: """
      Rules 9–20 and 23–25 of 표준 발음법 within each word, the endings of rule 27 (할수록 → \
      할쑤록), and where the bundled lexicon knows a word's parts, rules 15, 20 다만, 29 and 30 \
      (솜이불 → 솜니불, 겉옷 → 거돋, 생산량 → 생산냥). Two words with one space between are read \
      as one phrase, the space kept (밭 아래 → 바 다래, 한 일 → 한 닐, 갈 곳 → 갈 꼳); \
      non-Hangul text and jamo are kept as they are.
      """
  )

  @Flag(help: "Leave out hard-consonant conversion (국밥 → 국밥).")
  var noHardConversion = false

  @Flag(help: "Do not look words up in the bundled lexicon of compounds (솜이불 → 소미불).")
  var noLexicon = false

  @Flag(help: "Read each word alone, not two words with a space between as one phrase (옷 입다 → 옫 입따).")
  var wordByWord = false

  @Flag(help: "Every word is a verb or adjective form: 제24항 after a stem in ㄴ ㅁ (신고 → 신꼬, 안고 → 안꼬).")
  var verb = false

  @Flag(help: "Every word is a noun, alone or with a particle: no 제24항 (삶도 → 삼도), ㄺ reads ㄱ (흙과 → 흑꽈).")
  var noun = false

  func validate() throws {
    if verb && noun { throw ValidationError("--verb and --noun cannot be used together.") }
  }

  @Flag(
    help: """
      Each item is a compound whose parts are joined by + (솜+이불 → 솜니불, 맛+없다 → 마덥따): ㄴ is \
      inserted and finals are read as at a word's end where the parts meet (제15항, 제29항).
      """)
  var compound = false

  @OptionGroup var transform: TransformOptions<TextHelp>

  enum TextHelp: TransformTextHelp {
    static let text = "Text; without it, each line of standard input."
  }

  func run() throws {
    let options = PronunciationOptions(
      includesTensification: !noHardConversion, usesLexicon: !noLexicon, connectsWords: !wordByWord,
      partOfSpeech: verb ? .verb : (noun ? .noun : nil))
    if compound {
      try Self.runCompounds(options: options, json: transform.json, text: transform.text)
    } else {
      try Self.run(options: options, json: transform.json, text: transform.text)
    }
  }

  /// Each item (or line) split at `+` into the parts of a compound, pronounced with
  /// `pronounce(compound:options:)`.
  static func runCompounds(options: PronunciationOptions, json: Bool, text: [String]) throws {
    try reportingCLIErrors {
      try TransformPrinter.run(arguments: text, json: json) {
        try ItemTransform.pronounce(options, compound: true).apply($0)
      }
    }
  }

  /// The standard pronunciation of `text`, or of each line of standard input, with `options`.
  static func run(options: PronunciationOptions, json: Bool, text: [String]) throws {
    try reportingCLIErrors {
      try TransformPrinter.run(arguments: text, json: json, fastPath: .pronunciation(options: options)) {
        try ItemTransform.pronounce(options, compound: false).apply($0)
      }
    }
  }
}
