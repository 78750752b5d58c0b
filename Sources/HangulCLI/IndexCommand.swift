import ArgumentParser
import Hangul
import HangulCommandLines

/// `hangul index`: lines grouped under section titles ㄱ…ㅎ, A–Z, #.
struct IndexCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "index",
    abstract: "Group lines into index sections (ㄱ…ㅎ, A–Z, #) as ICU's AlphabeticIndex decides.",
    discussion: """
      Text output: one TITLE<TAB>ITEM line per item, in section order, items in Korean \
      order. With --all-titles, a title with no items is printed alone on its line. \
      Layouts: contacts (ㄱ…ㅎ, A–Z, #; doubles like ㄲ fold into ㄱ) or icu (exactly ICU's \
      AlphabeticIndex("ko") with English labels, including its … buckets).
      """
  )

  @Option(help: "contacts | icu | contacts-latin-first")
  var layout: SectionIndex.Layout = .contacts

  @Flag(
    name: .customLong("latin-first"),
    help: "A–Z before ㄱ…ㅎ (# last), items in the order of `sort --latin-first` (contacts layout).")
  var latinFirst = false

  @Flag(name: .customLong("separate-doubles"), help: "Give ㄲ ㄸ ㅃ ㅆ ㅉ titles of their own.")
  var separateDoubles = false

  @Flag(
    name: .customLong("hanja-reading"),
    help:
      "Read Hanja as South Koreans write names (李民秀 → 이민수, 羅 → 나): the reading ICU files each character with, the initial sound law on the first of each word."
  )
  var hanjaReading = false

  @Flag(name: .customLong("all-titles"), help: "Include titles that have no items.")
  var allTitles = false

  @Flag(help: "Write {\"layout\":…,\"sections\":[{\"title\":…,\"type\":…,\"items\":[…]}]}.")
  var json = false

  @OptionGroup var input: FileInput

  func validate() throws {
    if latinFirst && layout == .icu {
      throw ValidationError("--latin-first applies to the contacts layout, not to --layout icu.")
    }
  }

  func run() throws {
    try reportingErrors {
      let lines = try input.nonEmptyLines()
      let layout = latinFirst ? .contactsLatinFirst : layout
      let index = try IndexLines(
        lines: lines, layout: layout, separatesDoubles: separateDoubles, readsHanja: hanjaReading,
        allTitles: allTitles)
      let shown = index.sections
      if json {
        let sections = shown.map { s in
          JSON.object([
            ("title", .string(s.title)), ("type", .string(s.kind.name)),
            ("items", .array(s.items.map { .string($0) })),
          ])
        }
        Output.line(JSON.object([("layout", .string(layout.rawValue)), ("sections", .array(sections))]).text)
      } else {
        for line in index.output { Output.line(line) }
      }
      Output.flush()
    }
  }
}

extension SectionIndex.Layout: ExpressibleByArgument {}

extension SectionKind {
  /// The JSON name of the kind: normal, underflow, inflow, overflow.
  var name: String {
    switch self {
    case .normal: "normal"
    case .underflow: "underflow"
    case .inflow: "inflow"
    case .overflow: "overflow"
    }
  }
}
