import ArgumentParser
import Hangul
import HangulCommandOutput

/// `hangul number`: integers read in Korean (12345 → 일만이천삼백사십오, 3 → 세).
struct NumberCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "number",
    abstract: "Read numbers in Korean (12345 → 일만이천삼백사십오, 3.14 → 삼 점 일사, 21 → 스물한).",
    discussion: """
      Styles: sino (default; Sino-Korean, |n| < 10^72: 일만이천삼백사십오), mixed (1만2,345), \
      native (1…100: 하나 … 아흔아홉, 백), modifier (1…100: 한 두 세 네 … 스무 스물한), ordinal \
      (1…100: 첫째 둘째 … 열두째 스무째), days (1…30: 하루 이틀 … 스무날 서른날). NUMBER is an \
      integer with an optional sign and optional commas between groups of three, and in the \
      sino and mixed styles optionally a decimal part (3.14 → 삼 점 일사, 1만2,345.06); put -- \
      before a negative number given as an argument. Text that is not a number, or a number outside \
      the style's range, stops the command with a message naming it (exit 65).
      """
  )

  enum StyleOption: String, ExpressibleByArgument, CaseIterable {
    case sino, native, modifier, ordinal, days, mixed
  }

  @Option(help: "sino | native | modifier | ordinal | days | mixed")
  var style: StyleOption = .sino

  @Flag(help: "Put a space between the groups of four digits (만 units): 일만 이천삼백사십오, 1만 2,345.")
  var spacing = false

  @Flag(help: "Read 10,000…19,999 without the 일 before 만 (만이천삼백사십오).")
  var omitOneBeforeMan = false

  @OptionGroup var transform: TransformOptions<TextHelp>

  enum TextHelp: TransformTextHelp {
    static let text = "Numbers; without them, each line of standard input."
  }

  func run() throws {
    let style = KoreanNumber.Style(rawValue: style.rawValue)!
    let options = SinoKoreanOptions(spacesBetweenGroups: spacing, omitsOneBeforeMan: omitOneBeforeMan)
    try Self.run(style: style, options: options, json: transform.json, text: transform.text)
  }

  /// Reads `text`, or each line of standard input, as integers in `style`.
  static func run(style: KoreanNumber.Style, options: SinoKoreanOptions, json: Bool, text: [String]) throws {
    try reportingCLIErrors {
      try TransformPrinter.run(arguments: text, json: json, fastPath: .number(style: style, options: options)) {
        try ItemTransform.number(style: style, options: options).apply($0)
      }
    }
  }
}
