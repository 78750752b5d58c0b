import ArgumentParser
import Hangul
import HangulCommandOutput

/// `hangul search`: choseong search over the lines of FILE, ranked, with match ranges.
struct SearchCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "search",
    abstract: "Search lines by choseong, whole or half-typed syllables (ㅎㄱㄷ, 홍ㄱ, 홍기 → 홍길동).",
    discussion: """
      Results are ranked: exact matches, then prefix matches, then the rest, each group in \
      Korean order. Text output prints the matching lines, the match highlighted when \
      standard output is a terminal; JSON gives each match's ranges as character offsets \
      [start, end) and as UTF-16 offsets ("utf16", for NSRange and JavaScript). Empty lines \
      are skipped.
      """
  )

  @Argument(help: "The query: choseong, syllables, a last syllable still being typed.")
  var query: String

  @Option(help: "contains | prefix")
  var mode: SearchMode = .contains

  @Flag(name: .customLong("ignore-spaces"), help: "Skip spaces in the lines and drop them from the query.")
  var ignoreSpaces = false

  @Flag(
    name: .customLong("carry-over"),
    help: """
      Let the final of the query's last syllable be the next syllable's initial, as a \
      2-set keyboard shows a name being typed (김당 → 김다연, 한 → 하늘); ranked after the \
      plain matches.
      """)
  var carryOver = false

  @Flag(
    name: .customLong("hanja-reading"),
    help:
      "Read Hanja as South Koreans write names (李民秀 → 이민수, 羅 → 나): the reading ICU files each character with, the initial sound law on the first of each word."
  )
  var hanjaReading = false

  @Option(
    name: .customLong("typos"),
    help: "0 | 1: also find lines within one jamo typo of the query (홍길둥 → 홍길동), ranked after the rest.")
  var typos = 0

  @Flag(
    name: .customLong("keyboard-fallback"),
    help: "When nothing matches, read the query as typed with a Latin keyboard layout (ghdrlfehd → 홍길동).")
  var keyboardFallback = false

  @Flag(
    name: .customLong("romanized-fallback"),
    help: "When nothing matches, read the query as a romanized name (hong gildong, Kim).")
  var romanizedFallback = false

  @Flag(
    help: """
      Write {"query":…,"results":[{"item":…,"ranges":[[start,end]],"utf16":[[start,end]]}]} \
      (ranges in characters, utf16 in UTF-16 code units).
      """)
  var json = false

  @OptionGroup var input: FileInput

  func validate() throws {
    guard typos == 0 || typos == 1 else { throw ValidationError("--typos takes 0 or 1 (one edit at most).") }
  }

  func run() throws {
    try reportingErrors {
      var fallbacks: SearchFallbacks = []
      if keyboardFallback { fallbacks.insert(.latinKeyboard) }
      if romanizedFallback { fallbacks.insert(.romanization) }
      let options = SearchOptions(
        mode: mode, ignoresSpaces: ignoreSpaces, allowsCarryOver: carryOver, readsHanja: hanjaReading,
        toleratesTypos: typos == 1, fallbacks: fallbacks)
      // The lines that can match (scanned as they are read), or every non-empty line.
      let lines = try StreamingSearch.lines(for: query, options: options, path: input.file)
      let search = try SearchLines(query: query, lines: lines, options: options)
      let results = search.results
      if json {
        let hits = results.map { hit in
          JSON.object([
            ("item", .string(lines[hit.itemOffset])),
            ("ranges", .array(hit.characterRanges.map { .array([.int($0.lowerBound), .int($0.upperBound)]) })),
            (
              "utf16",
              .array(
                hit.utf16Ranges(in: lines[hit.itemOffset]).map { .array([.int($0.lowerBound), .int($0.upperBound)]) })
            ),
          ])
        }
        Output.line(JSON.object([("query", .string(query)), ("results", .array(hits))]).text)
      } else {
        if Output.isTerminal {
          for hit in results { Output.line(Self.highlighted(lines[hit.itemOffset], hit.characterRanges)) }
        } else {
          for line in search.output { Output.line(line) }
        }
      }
      Output.flush()
    }
  }

  /// `line` with the characters in `ranges` in bold yellow (ANSI escapes).
  static func highlighted(_ line: String, _ ranges: [Range<Int>]) -> String {
    SearchLines.marked(line, ranges, open: "\u{1B}[1;33m", close: "\u{1B}[0m")
  }

  /// `line` with the characters in `ranges` between brackets.
  static func bracketed(_ line: String, _ ranges: [Range<Int>]) -> String {
    SearchLines.marked(line, ranges, open: "[", close: "]")
  }
}

extension SearchMode: ExpressibleByArgument {}
