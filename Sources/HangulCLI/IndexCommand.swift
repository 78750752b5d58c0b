import ArgumentParser
import Hangul
import HangulCommandOutput

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
      let layout = latinFirst ? .contactsLatinFirst : layout
      let index: SectionIndex
      do {
        index = try SectionIndex(layout: layout, separatesDoubleConsonants: separateDoubles, readsHanja: hanjaReading)
      } catch {
        throw CLIError.icu(String(describing: error))
      }
      // The lines in the order of the index's collator, grouped as they come: a title's
      // lines are one stretch of that order, except those of "#" in the contacts layouts
      // (symbols first, other scripts last), which are kept and printed last.
      var printer = SectionPrinter(index: index, json: json, allTitles: allTitles)
      try LineSorter(collator: index.collator, readsHanja: hanjaReading, maxMemory: nil).sort(input.file) {
        printer.add($0)
      }
      try printer.finish()
      Output.flush()
    }
  }
}

/// Prints lines given in an index's collation order under their titles, as `hangul index`
/// does: `TITLE<TAB>ITEM` lines (a title alone when it has no items and `allTitles`), or the
/// JSON document `{"layout":…,"sections":[{"title":…,"type":…,"items":[…]}]}`.
struct SectionPrinter {
  private let titles: SectionIndex.LineTitles
  private let json: Bool
  private let allTitles: Bool
  /// The position of "#" when its lines come first and last in the order (the contacts
  /// layouts), and are kept until the end.
  private let keptPosition: Int?
  private var kept = PackedLines(capacity: 1 << 12)
  /// The title being printed (-1: none yet).
  private var current = -1
  /// Whether a JSON section is open (its items not yet closed).
  private var sectionOpen = false
  private var begun = false
  private var firstSection = true
  private var firstItem = true
  private var failure: ICUError?

  init(index: SectionIndex, json: Bool, allTitles: Bool) {
    titles = SectionIndex.LineTitles(index)
    self.json = json
    self.allTitles = allTitles
    keptPosition = index.layout == .icu ? nil : index.titles.count - 1
  }

  /// Opens the JSON document, before the first section: nothing is printed before the
  /// whole input was read and found valid.
  private mutating func begin() {
    guard json && !begun else { return }
    begun = true
    Output.append("{\"layout\":")
    Output.append(JSON.string(titles.index.layout.rawValue).text)
    Output.append(",\"sections\":[")
  }

  /// Prints `line` (UTF-8, without its `\n`) under its title, or keeps it for "#".
  mutating func add(_ line: UnsafeBufferPointer<UInt8>) {
    guard failure == nil else { return }
    let position: Int
    do {
      position = try titles.titlePosition(of: line)
    } catch {
      failure = error
      return
    }
    if position == keptPosition {
      kept.append(line)
      return
    }
    open(position)
    item(line)
  }

  /// Prints what is left: the titles after the last one printed (with `allTitles`), and
  /// the kept lines of "#"; closes the JSON document.
  ///
  /// - Throws: ``CLIError/icu(_:)`` when a title could not be found.
  mutating func finish() throws(CLIError) {
    if let failure { throw .icu(failure.description) }
    if let keptPosition {
      if kept.lineCount > 0 || allTitles {
        open(keptPosition)
        if kept.lineCount == 0 && !json { Output.line(titles.index.titles[keptPosition]) }
        let text = kept.bytes
        var start = 0
        for k in 0..<text.count where text[k] == UInt8(ascii: "\n") {
          item(UnsafeBufferPointer(rebasing: text[start..<k]))
          start = k + 1
        }
      }
    } else if allTitles {
      open(titles.index.titles.count)
    }
    begin()
    closeSection()
    if json { Output.line("]}") }
  }

  /// Starts the section of `position` (`titles.count`: past the last), after the empty
  /// titles before it when `allTitles`.
  private mutating func open(_ position: Int) {
    guard position != current else { return }
    let count = titles.index.titles.count
    if allTitles && current + 1 < min(position, count) {
      for empty in (current + 1)..<min(position, count) {
        startSection(empty)
        if !json { Output.line(titles.index.titles[empty]) }
      }
    }
    if position < count { startSection(position) }
    current = position
  }

  private mutating func startSection(_ position: Int) {
    begin()
    closeSection()
    current = position
    guard json else { return }
    let index = titles.index
    Output.append(firstSection ? "{\"title\":" : ",{\"title\":")
    Output.append(JSON.string(index.titles[position]).text)
    Output.append(",\"type\":")
    Output.append(JSON.string(index.kinds[position].name).text)
    Output.append(",\"items\":[")
    firstSection = false
    firstItem = true
    sectionOpen = true
  }

  private mutating func closeSection() {
    guard sectionOpen else { return }
    Output.append("]}")
    sectionOpen = false
  }

  private mutating func item(_ line: UnsafeBufferPointer<UInt8>) {
    let title = titles.index.titles[current]
    Output.withWriter { writer in
      if json {
        writer.append(byte: UInt8(ascii: firstItem ? "\"" : ","))
        if !firstItem { writer.append(byte: UInt8(ascii: "\"")) }
        let out = writer.reserve(line.count &* 6)
        writer.count &+= JSON.escape(line, into: out, at: 0)
        writer.append(byte: UInt8(ascii: "\""))
      } else {
        var title = title
        title.withUTF8 { writer.append($0) }
        writer.append(byte: UInt8(ascii: "\t"))
        writer.append(line)
        writer.append(byte: UInt8(ascii: "\n"))
      }
    }
    firstItem = false
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
