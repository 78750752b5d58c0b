import ArgumentParser
import Hangul

/// `hangul sort`: lines in Korean collation order.
struct SortCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "sort",
    abstract: "Sort lines in Korean order (ICU ko collation), stable for equal names.",
    discussion: """
      Order: symbols and digits, Hangul (Hanja with their reading), Latin (alice < Alice), \
      other scripts. Empty lines are skipped.
      """
  )

  @Flag(help: "Compare digit runs as numbers (2조 < 10조).")
  var numeric = false

  @Flag(name: .customLong("latin-first"), help: "Put Latin before Hangul.")
  var latinFirst = false

  @Flag(
    name: .customLong("hanja-reading"),
    help:
      "Read Hanja as South Koreans write names (李民秀 → 이민수, 羅 → 나): the reading ICU files each character with, the initial sound law on the first of each word."
  )
  var hanjaReading = false

  @Flag(help: "Write {\"sorted\":[…]}.")
  var json = false

  @OptionGroup var input: FileInput

  func run() throws {
    try reportingErrors {
      let lines = try input.nonEmptyLines()
      let collator = try KoreanCollator.forCLI(sortsDigitsNumerically: numeric, sortsLatinFirst: latinFirst)
      // The order of the lines, not a sorted copy of them (one array of names in memory).
      let order: [Int]
      if hanjaReading {
        let reading = HanjaReading.forCLI()
        order = try collator.sortedIndices(of: lines.map { reading.read($0) })
      } else {
        order = try collator.sortedIndices(of: lines)
      }
      if json {
        Output.line(JSON.object([("sorted", .array(order.map { .string(lines[$0]) }))]).text)
      } else {
        for k in order { Output.line(lines[k]) }
      }
      Output.flush()
    }
  }
}

extension KoreanCollator {
  /// The collator for the CLI's options, with an ICU failure turned into a CLI error.
  static func forCLI(sortsDigitsNumerically: Bool = false, sortsLatinFirst: Bool = false) throws(CLIError)
    -> KoreanCollator
  {
    do {
      return try KoreanCollator(
        options: Options(sortsDigitsNumerically: sortsDigitsNumerically, sortsLatinFirst: sortsLatinFirst))
    } catch {
      throw .icu(error.description)
    }
  }
}

extension HanjaReading {
  /// The Hanja reading for `--hanja-reading` (built in: it cannot fail).
  static func forCLI() -> HanjaReading { HanjaReading() }
}
