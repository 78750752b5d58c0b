import ArgumentParser
import Hangul
import HangulCommandLines

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
      // The order of the lines, not a sorted copy of them (one array of names in memory).
      let sorted = try SortLines(
        lines: try input.nonEmptyLines(), sortsDigitsNumerically: numeric, sortsLatinFirst: latinFirst,
        readsHanja: hanjaReading)
      if json {
        Output.line(JSON.object([("sorted", .array(sorted.order.map { .string(sorted.lines[$0]) }))]).text)
      } else {
        for k in sorted.order { Output.line(sorted.lines[k]) }
      }
      Output.flush()
    }
  }
}
