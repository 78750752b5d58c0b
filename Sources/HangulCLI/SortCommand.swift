import ArgumentParser
import Hangul
import HangulCommandOutput

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

  @Option(
    name: .customLong("max-memory"),
    help: ArgumentHelp(
      "Sort within about SIZE of memory (e.g. 64M, 1G): parts of the input are sorted into temporary files under $TMPDIR, then merged.",
      valueName: "SIZE"))
  var maxMemory: MemorySize?

  @OptionGroup var input: FileInput

  func run() throws {
    try reportingErrors {
      let collator: KoreanCollator
      do {
        collator = try KoreanCollator(
          options: KoreanCollator.Options(sortsDigitsNumerically: numeric, sortsLatinFirst: latinFirst))
      } catch {
        throw CLIError.icu(String(describing: error))
      }
      var printer = SortedLinePrinter(json: json)
      try LineSorter(collator: collator, readsHanja: hanjaReading, maxMemory: maxMemory?.bytes).sort(
        input.file
      ) { printer.print($0) }
      printer.finish()
      Output.flush()
    }
  }
}

/// Prints sorted lines as `hangul sort` does: one per line, or `{"sorted":[…]}` with `--json`.
struct SortedLinePrinter {
  let json: Bool
  private var first = true

  init(json: Bool) { self.json = json }

  /// Prints `line` (UTF-8, without its `\n`).
  mutating func print(_ line: UnsafeBufferPointer<UInt8>) {
    let isFirst = first
    first = false
    Output.withWriter { writer in
      if json {
        writer.append(isFirst ? "{\"sorted\":[\"" : ",\"")
        let out = writer.reserve(line.count &* 6)
        writer.count &+= JSON.escape(line, into: out, at: 0)
        writer.append(byte: UInt8(ascii: "\""))
      } else {
        writer.append(line)
        writer.append(byte: UInt8(ascii: "\n"))
      }
    }
  }

  /// Ends the output (the JSON document's close).
  mutating func finish() {
    guard json else { return }
    Output.withWriter { $0.append(first ? "{\"sorted\":[]}\n" : "]}\n") }
  }
}
