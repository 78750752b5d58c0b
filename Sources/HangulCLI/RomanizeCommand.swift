import ArgumentParser
import Hangul
import HangulCommandOutput

/// `hangul romanize`: the Revised Romanization of Korean, for text or personal names.
struct RomanizeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "romanize",
    abstract: "Revised Romanization of Korean (백마 → baengma; --name: 홍길동 → Hong Gildong).",
    discussion: """
      Sound changes are written as pronounced, tensification is not. Jamo are written letter \
      by letter; everything that is not Hangul is kept. With --name each item is one personal \
      name: surname, a space, the given name written together, no sound change between its \
      syllables.
      """
  )

  @Flag(help: "Each item is a personal name (홍빛나 → Hong Bitna).")
  var name = false

  @Flag(help: "Hyphens where syllables could be misread (jung-ang); in a name, inside the given name (Bit-na).")
  var hyphen = false

  @Flag(
    help: """
      Each item is a noun (체언): ㅎ after ㄱ ㄷ ㅂ is written h (묵호 → mukho, 집현전 → jiphyeonjeon), not \
      merged; lower-case as a common noun (--place writes a proper one: Mukho, Jiphyeonjeon).
      """)
  var noun = false

  @Flag(
    help: """
      Each item is a compound whose parts are joined by + (솜+이불 → somnibul, 학+여울 → hangnyeoul): \
      ㄴ is inserted and finals are read as at a word's end where the parts meet.
      """)
  var compound = false

  @Flag(
    help: """
      Each item is a place name: an administrative unit after a hyphen, capitals (삼죽면 → \
      Samjuk-myeon, 종로 2가 → Jongno 2(i)-ga; 왕십리 → Wangsimni). Mark a unit the gazetteer \
      does not know with a hyphen (큰골-리).
      """)
  var place = false

  @Flag(help: "Do not look words up in the bundled lexicon of compounds (학여울 → hagyeoul).")
  var noLexicon = false

  @Flag(help: "Customary surname spellings (김 Kim, 이 Lee, 박 Park, 최 Choi, 정 Jung); implies --name.")
  var customarySurnames = false

  @OptionGroup var transform: TransformOptions<TextHelp>

  enum TextHelp: TransformTextHelp {
    static let text = "Text; without it, each line of standard input."
  }

  func run() throws {
    let options = RomanizationOptions(
      isPersonalName: name || customarySurnames, usesHyphens: hyphen, usesCustomarySurnames: customarySurnames,
      treatsWordsAsNouns: noun, isPlaceName: place, usesLexicon: !noLexicon)
    if compound {
      try Self.runCompounds(options: options, json: transform.json, text: transform.text)
    } else {
      try Self.run(options: options, json: transform.json, text: transform.text)
    }
  }

  /// Each item (or line) split at `+` into the parts of a compound, romanized with
  /// `romanize(compound:options:)`.
  static func runCompounds(options: RomanizationOptions, json: Bool, text: [String]) throws {
    try reportingCLIErrors {
      try TransformPrinter.run(arguments: text, json: json) {
        try ItemTransform.romanize(options, compound: true).apply($0)
      }
    }
  }

  /// Romanizes `text`, or each line of standard input, with `options`.
  static func run(options: RomanizationOptions, json: Bool, text: [String]) throws {
    try reportingCLIErrors {
      try TransformPrinter.run(arguments: text, json: json, fastPath: .romanization(options: options)) {
        try ItemTransform.romanize(options, compound: false).apply($0)
      }
    }
  }
}
