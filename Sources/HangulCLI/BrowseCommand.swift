import ArgumentParser
import Hangul
import HangulBrowse
import HangulCorpus

#if canImport(Glibc)
  import Glibc
#endif

/// `hangul browse`: the list screen itself, in a terminal (ncursesw).
struct BrowseCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "browse",
    abstract: "An interactive list screen: sections, index strip, next-section button, search as you type.",
    discussion: """
      FILE is one name per line, or TSV with a header whose first column is the name (the \
      other columns are groupings: g cycles through the name index and each column). \
      Without FILE: 2,000 Korean names generated from the bundled corpus tables.

      Keys: arrows, PgUp/PgDn, Home/End and the mouse wheel scroll; Tab / Shift-Tab go to \
      the next / previous section; a click or drag on the index strip jumps to a section \
      (an empty title goes to the nearest following one); a click on "다음 ▸" goes to the \
      next section; / opens the search line (type choseong, syllables or 2-set keys; arrows \
      choose, Enter goes to the result, Esc goes back); g switches the grouping; ? shows \
      the keys; q or Ctrl-C quits. With --details, rows show the choseong and the \
      romanization, and a row cut at the bottom snaps into view when scrolling stops.

      The screen is drawn with ncursesw (Debian's libncurses-dev), which reads the keys, \
      the xterm mouse reports (SGR reports need a terminfo such as xterm-256color) and \
      resizes: a real terminal library rather than hand-made escape sequences, and none of \
      the Swift packages at hand is a maintained full-screen one. Column widths follow East \
      Asian Width (wcwidth under C.UTF-8): Hangul and most emoji take two columns, \
      combining marks none; long names are cut with …. Exit codes: 64 when standard input \
      or output is not a terminal, 65 when FILE is not valid UTF-8 (the line is named; the \
      screen never opens), 66 when FILE cannot be read.
      """
  )

  @Flag(help: "Rows of two and three lines: the name, its choseong, its romanization.")
  var details = false

  @Option(help: "How many names to generate when there is no FILE.")
  var count = 2_000

  @Option(help: "Seed of the name generator when there is no FILE.")
  var seed: UInt64 = 42

  @Option(
    name: .customLong("timings"),
    help: ArgumentHelp("Write each event's handling time (µs) to this file on exit.", visibility: .hidden))
  var timingsPath: String?

  @Argument(help: "Names, one per line, or TSV with a header (name first).")
  var file: String?

  func run() throws {
    try reportingErrors {
      let table = try loadTable()
      guard isatty(0) == 1, isatty(1) == 1 else {
        Output.error(
          "error: hangul browse needs a terminal (standard input and output); "
            + "in a pipe, use `hangul index` or `hangul search`")
        throw ExitCode(64)
      }
      DisplayWidth.prepareLocale()
      try browse(table)
    }
  }

  /// The items: FILE read completely (invalid UTF-8 exits 65 here, before the screen opens),
  /// or generated Korean names (no stress categories) from the bundled corpus tables.
  private func loadTable() throws(CLIError) -> BrowseTable {
    if let file {
      let reader = try LineReader(path: file)
      return BrowseTable(lines: try reader.readAll())
    }
    var configuration = NameGenerator.Configuration()
    configuration.otherShare = 0
    var generator = NameGenerator(seed: seed, configuration: configuration)
    return BrowseTable(names: generator.names(count: max(count, 0)))
  }

  private func browse(_ table: BrowseTable) throws {
    // The package's own Revised Romanization (names read as names), the same with or without
    // the system ICU.
    let rowDetails =
      details ? RowDetails.choseongAndRomanization { romanize($0, options: .init(isPersonalName: true)) } : nil
    let terminal = TerminalScreen()
    terminal.open()
    defer { terminal.close() }
    let (width, height) = terminal.size
    var state: BrowseState
    do {
      state = try BrowseState(table: table, width: width, height: height, details: rowDetails)
    } catch {
      terminal.close()
      throw CLIError.icu(String(describing: error))
    }
    var timings: [(BrowseEvent, Duration)] = []
    let clock = ContinuousClock()
    terminal.draw(state.frame())
    while let event = terminal.nextEvent(wantsIdle: state.isWaitingForIdle) {
      let start = clock.now
      let effect = state.handle(event)
      if effect == .quit { break }
      let frame = state.frame()
      if timingsPath != nil { timings.append((event, clock.now - start)) }
      terminal.draw(frame)
    }
    terminal.close()
    if let timingsPath { writeTimings(timings, to: timingsPath) }
    if let signal = terminal.receivedSignal { throw ExitCode(128 + signal) }
  }

  /// One line per event: the event and the microseconds its state update and frame took.
  private func writeTimings(_ timings: [(BrowseEvent, Duration)], to path: String) {
    var text = ""
    for (event, duration) in timings {
      let (seconds, attoseconds) = duration.components
      text += "\(seconds * 1_000_000 + attoseconds / 1_000_000_000_000)\t\(event)\n"
    }
    guard let handle = fopen(path, "w") else { return }
    fputs(text, handle)
    fclose(handle)
  }
}
