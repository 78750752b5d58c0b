import Foundation
import HangulCorpus
import Testing

/// `hangul browse` end to end: the real binary in tmux, driven with `send-keys` and read
/// with `capture-pane`, at 80×24 and 200×60. What each screen must show is derived from the
/// CLI's `index`, `sort` and `search` commands (the library's sectioned, sorted and ranked
/// output), never from the browse screen's own code.
@Suite(
  .enabled(if: TmuxSession.isAvailable, "tmux is not installed (scripts/environment/ensure-terminal.sh installs it)"))
struct BrowseCommandTests {
  static let sizes = [(80, 24), (200, 60)]

  /// Test data written once: 360 generated Korean names and a few Latin and digit-led ones,
  /// as a names file and as a TSV with party and area columns assigned by a fixed rule.
  struct Data {
    let directory: URL
    let names: [String]
    let namesFile: String
    let tsvFile: String
    let parties: [String]  // per name
    /// `hangul index` of the names: (title, items) in order.
    let sections: [(title: String, items: [String])]
    /// `hangul index --all-titles`: every index title, in order.
    let allTitles: [String]

    static let shared: Data = try! Data()

    init() throws {
      directory = FileManager.default.temporaryDirectory.appendingPathComponent("hangul-browse-\(getpid())")
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      var configuration = NameGenerator.Configuration()
      configuration.otherShare = 0
      var generator = NameGenerator(seed: 19, configuration: configuration)
      let names = generator.names(count: 360) + ["Alice Kim", "Brian Park", "Émile", "Zoë Lee", "7반", "01 김민수"]
      let partyNames = ["녹색당", "청색당", "무소속", "Independent"]
      let areas = ["서울", "부산", "대구", "인천", "광주"]
      let parties = names.indices.map { partyNames[($0 * 7 + 3) % partyNames.count] }
      self.names = names
      self.parties = parties
      namesFile = directory.appendingPathComponent("names.txt").path
      tsvFile = directory.appendingPathComponent("members.tsv").path
      try (names.joined(separator: "\n") + "\n").write(toFile: namesFile, atomically: true, encoding: .utf8)
      let rows = names.indices.map { "\(names[$0])\t\(parties[$0])\t\(areas[($0 * 11 + $0 / 3) % areas.count])" }
      try (["name\tparty\tarea"] + rows).joined(separator: "\n").appending("\n").write(
        toFile: tsvFile, atomically: true, encoding: .utf8)
      var sections: [(title: String, items: [String])] = []
      for line in try CLIRunner.run(["index", namesFile]).lines {
        let parts = line.split(separator: "\t", maxSplits: 1).map(String.init)
        if sections.last?.title == parts[0] {
          sections[sections.count - 1].items.append(parts[1])
        } else {
          sections.append((parts[0], [parts[1]]))
        }
      }
      self.sections = sections
      allTitles = try CLIRunner.run(["index", "--all-titles", namesFile]).lines.map {
        String($0.split(separator: "\t", maxSplits: 1)[0])
      }.reduce(into: [String]()) { titles, title in if titles.last != title { titles.append(title) } }
    }

    /// The list as lines: each section's header (" ㄱ") and its items ("  홍길동").
    var flattened: [String] { sections.flatMap { [" " + $0.title] + $0.items.map { "  " + $0 } } }
  }

  let data = Data.shared

  func browse(_ file: String, width: Int, height: Int, arguments: String = "") throws -> TmuxSession {
    let command =
      "env TERM=xterm-256color LANG=C.UTF-8 '\(CLIRunner.executable.path)' browse \(arguments) '\(file)'; sleep 30"
    return try TmuxSession(width: width, height: height, command: command)
  }

  /// Waits for the status line of a list screen of `height` lines.
  @discardableResult
  func waitForList(_ tmux: TmuxSession, height: Int, _ status: String = "[") throws -> [String] {
    try tmux.waitForScreen("a status line starting with \(status)") { lines in
      lines.count >= height && lines[height - 1].hasPrefix(status)
    }
  }

  /// What a captured line shows in its last two columns (the index strip's), counting two
  /// columns for Hangul (the only wide characters of the test data) and one for the rest.
  static func stripLabel(of line: String, width: Int) -> String {
    var column = 0
    var label = ""
    for character in line {
      let isWide = character.unicodeScalars.contains {
        (0x1100...0x11FF).contains($0.value) || (0x3130...0x318F).contains($0.value)
          || (0xAC00...0xD7A3).contains($0.value)
      }
      if column >= width - 2 { label.append(character) }
      column += isWide ? 2 : 1
    }
    return label.trimmingCharacters(in: .whitespaces)
  }

  @Test("the first screen shows the sections and items of `hangul index`, and the index strip", arguments: sizes)
  func firstScreen(size: (Int, Int)) throws {
    let (width, height) = size
    let tmux = try browse(data.namesFile, width: width, height: height)
    let lines = try waitForList(tmux, height: height)
    let expected = data.flattened
    for line in 0..<(height - 1) {
      #expect(lines[line].hasPrefix(expected[line]), "line \(line): \(lines[line])")
    }
    #expect(lines[height - 1].hasPrefix("[\(data.sections[0].title)] 1/\(data.names.count) · by name"))
    // The strip: the last two columns, top to bottom.
    let strip = lines.prefix(height - 1).map { Self.stripLabel(of: $0, width: width) }.filter { !$0.isEmpty }
    if height - 1 >= data.allTitles.count {
      #expect(strip == data.allTitles)  // every title fits: none collapsed
    } else {
      #expect(strip.first == data.allTitles.first && strip.last == data.allTitles.last)
      #expect(strip.contains("•"))
    }
    #expect(lines[height - 2].contains("다음: \(data.sections[1].title) ▸"))
  }

  @Test("Tab goes through every section in order, Shift-Tab back", arguments: sizes)
  func tabThroughEverySection(size: (Int, Int)) throws {
    let (width, height) = size
    let tmux = try browse(data.namesFile, width: width, height: height)
    try waitForList(tmux, height: height)
    let listHeight = height - 1
    let lineCount = data.flattened.count
    var headerLine = 0
    for (position, section) in data.sections.enumerated() {
      if position > 0 { try tmux.send("Tab") }
      let lines = try waitForList(tmux, height: height, "[\(section.title)]")
      if headerLine <= lineCount - listHeight {
        #expect(lines[0].hasPrefix(" \(section.title)"), "pinned header for \(section.title)")
        #expect(lines[1].hasPrefix("  \(section.items[0])"))
      }
      headerLine += 1 + section.items.count
    }
    try tmux.send("BTab")
    try waitForList(tmux, height: height, "[\(data.sections[data.sections.count - 2].title)]")
  }

  @Test("a click on a strip title jumps to its section, an empty title to the next one", arguments: sizes)
  func clickOnTheStrip(size: (Int, Int)) throws {
    let (width, height) = size
    let tmux = try browse(data.namesFile, width: width, height: height)
    let first = try waitForList(tmux, height: height)
    let nonEmpty = Set(data.sections.map(\.title))
    // Titles shown on the strip, found on the screen (not from the screen's own layout).
    var shown: [(title: String, line: Int)] = []
    for (line, text) in first.prefix(height - 1).enumerated() {
      let label = Self.stripLabel(of: text, width: width)
      if data.allTitles.contains(label) { shown.append((label, line)) }
    }
    let withSection = shown.filter { nonEmpty.contains($0.title) && $0.title != data.sections[0].title }
    let empty = shown.filter { !nonEmpty.contains($0.title) }
    for (title, line) in [withSection.first, withSection.last, empty.first, empty.last].compactMap({ $0 }) {
      // Expected: its own section, else the first non-empty title after it, else the last.
      let after = data.allTitles.drop { $0 != title }
      let expected = after.first(where: nonEmpty.contains) ?? data.sections.last!.title
      try tmux.click(row: line, column: width - 1)
      try waitForList(tmux, height: height, "[\(expected)]")
    }
    #expect(!empty.isEmpty || height < 41)
  }

  @Test("a search narrows keystroke by keystroke, backspace restores, Esc goes back", arguments: sizes)
  func searchNarrowsAndBackspaces(size: (Int, Int)) throws {
    let (width, height) = size
    let tmux = try browse(data.namesFile, width: width, height: height)
    try waitForList(tmux, height: height)
    try tmux.send("PageDown")
    let before = try tmux.waitForScreen("the second page") { lines in
      lines.count >= height && lines[height - 1].hasPrefix("[") && !lines[height - 1].contains(" 1/")
    }
    try tmux.type("/")
    var counts: [Int] = []
    for (typed, query) in [("ㄱ", "ㄱ"), ("ㅁ", "ㄱㅁ")] {
      let ranked = try CLIRunner.run(["search", query, data.namesFile]).lines
      counts.append(ranked.count)
      try tmux.type(typed)
      let lines = try tmux.waitForScreen("\(ranked.count) results for \(query)") { lines in
        lines.count >= height && lines[height - 1].hasPrefix("/\(query)  \(ranked.count) results")
      }
      for (position, name) in ranked.prefix(height - 1).enumerated() {
        #expect(lines[position].hasPrefix((position == 0 ? "▸ " : "  ") + name), "result \(position)")
      }
    }
    #expect(counts[1] < counts[0])
    try tmux.send("BSpace")
    try tmux.waitForScreen("back to \(counts[0]) results") { lines in
      lines.count >= height && lines[height - 1].hasPrefix("/ㄱ  \(counts[0]) results")
    }
    try tmux.send("Escape")
    let after = try waitForList(tmux, height: height)
    #expect(after == before)
  }

  @Test("g switches to the party grouping, keeping the top item, sections in file order", arguments: sizes)
  func groupingSwitch(size: (Int, Int)) throws {
    let (width, height) = size
    let tmux = try browse(data.tsvFile, width: width, height: height)
    let first = try waitForList(tmux, height: height)
    try tmux.type("g")
    let lines = try tmux.waitForScreen("the party grouping") {
      $0.count >= height && $0[height - 1].contains("by party")
    }
    // The item on line 1 stays on line 1, under its party's header.
    let topName = data.sections[0].items[0]
    #expect(first[1].hasPrefix("  " + topName) && lines[1].hasPrefix("  " + topName))
    let party = data.parties[data.names.firstIndex(of: topName)!]
    #expect(lines[0].hasPrefix(" " + party))
    // Home: the first party the file shows, its members in `hangul sort` order.
    try tmux.send("Home")
    let home = try waitForList(tmux, height: height, "[\(data.parties[0])]")
    let sorted = try CLIRunner.run(["sort", data.namesFile]).lines
    var remaining = Dictionary(grouping: data.names.indices, by: { data.names[$0] }).mapValues { $0 }
    var members: [String] = []
    for name in sorted {
      let item = remaining[name]!.removeFirst()
      if data.parties[item] == data.parties[0] { members.append(name) }
    }
    #expect(home[0].hasPrefix(" " + data.parties[0]))
    for line in 1..<(height - 1) where line - 1 < members.count {
      #expect(home[line].hasPrefix("  " + members[line - 1]), "line \(line)")
    }
    try tmux.type("g")
    let byArea = try tmux.waitForScreen("the area grouping") {
      $0.count >= height && $0[height - 1].contains("by area")
    }
    try tmux.type("g")
    let byName = try tmux.waitForScreen("back to the name index") {
      $0.count >= height && $0[height - 1].contains("by name")
    }
    // The first item below the pinned header stays on its line, unless that would scroll past
    // the end of the list (then the list shows its end, the item on it).
    let line = try #require((1..<(height - 1)).first { byArea[$0].hasPrefix("  ") })
    let name = String(byArea[line].dropFirst(2).prefix { $0 != " " })
    let isOn = { (text: String) in text == "  " + name || text.hasPrefix("  " + name + " ") }
    let atTheEnd = byName[height - 2].hasPrefix(data.flattened.last!) && byName.contains(where: isOn)
    #expect(isOn(byName[line]) || atTheEnd, "\(name) on line \(line)")
  }

  @Test("the screen follows a resize from 80×24 to 200×60 and back")
  func resize() throws {
    let tmux = try browse(data.namesFile, width: 80, height: 24)
    try waitForList(tmux, height: 24)
    try tmux.resize(width: 200, height: 60)
    let large = try tmux.waitForScreen("the 200×60 screen with every title") { lines in
      lines.count >= 60 && lines[59].hasPrefix("[")
        && lines.prefix(59).filter { Self.stripLabel(of: $0, width: 200) != "" }.count == data.allTitles.count
    }
    let expected = data.flattened
    for line in 0..<59 { #expect(large[line].hasPrefix(expected[line]), "line \(line)") }
    #expect(large.prefix(59).allSatisfy { Self.stripLabel(of: $0, width: 200) != "•" })  // every title fits
    try tmux.resize(width: 80, height: 24)
    let small = try tmux.waitForScreen("the collapsed strip at 80×24") { lines in
      lines.count >= 24 && lines[23].hasPrefix("[")
        && lines.prefix(23).contains { Self.stripLabel(of: $0, width: 80) == "•" }
    }
    for line in 0..<23 { #expect(small[line].hasPrefix(expected[line]), "line \(line)") }
  }

  @Test("q, Ctrl-C and SIGTERM leave the terminal as it was", arguments: ["q", "C-c", "SIGTERM"])
  func terminalRestored(how: String) throws {
    let directory = data.directory.appendingPathComponent("restore-\(how)").path
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    let tmux = try TmuxSession(width: 80, height: 24, command: "env TERM=xterm-256color LANG=C.UTF-8 PS1='$ ' sh")
    try tmux.type("cd '\(directory)'; clear; stty -g > before; echo BEFORE-MARK")
    try tmux.send("Enter")
    try tmux.waitForScreen("the shell's marker") { $0.contains("BEFORE-MARK") }
    try tmux.type("'\(CLIRunner.executable.path)' browse '\(data.namesFile)'; echo EXIT-$?; stty -g > after")
    try tmux.send("Enter")
    try waitForList(tmux, height: 24)
    switch how {
    case "SIGTERM":
      let shell = try #require(try tmux.paneProcessID())
      // The shell's child is `hangul browse` (Linux lists a task's children in /proc).
      let children = try String(contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8)
      let pid = try #require(children.split(separator: " ").first.flatMap { Int32($0) })
      let command = try String(contentsOfFile: "/proc/\(pid)/cmdline", encoding: .utf8)
      #expect(command.contains("browse"))
      kill(pid, SIGTERM)
    default:
      try tmux.send(how)
    }
    let expectedStatus = how == "SIGTERM" ? 128 + 15 : 0
    let lines = try tmux.waitForScreen("the shell again") { $0.contains("EXIT-\(expectedStatus)") }
    // The screen before browse is back (it ran on the alternate screen), and the tty modes too.
    #expect(lines.contains("BEFORE-MARK"))
    #expect(!lines.contains { $0.hasPrefix("[") && $0.contains("by name") })
    try tmux.waitForScreen("stty -g written") { _ in FileManager.default.fileExists(atPath: directory + "/after") }
    let before = try String(contentsOfFile: directory + "/before", encoding: .utf8)
    var after = ""
    for _ in 0..<100 where after.isEmpty {
      after = (try? String(contentsOfFile: directory + "/after", encoding: .utf8)) ?? ""
      if after.isEmpty { Thread.sleep(forTimeInterval: 0.02) }
    }
    #expect(!before.isEmpty && before == after)
  }

  @Test("not a terminal: a clear message and exit code 64")
  func notATerminal() throws {
    let result = try CLIRunner.run(["browse", data.namesFile])
    #expect(result.status == 64)
    #expect(result.stderr.contains("needs a terminal"))
  }

  @Test("invalid UTF-8 in FILE: exit code 65 naming the line, before any screen")
  func invalidUTF8() throws {
    let path = data.directory.appendingPathComponent("bad.txt").path
    var bytes = Foundation.Data("홍길동\n김철수\n".utf8)
    bytes.append(contentsOf: [0x41, 0xFF, 0x0A])
    try bytes.write(to: URL(fileURLWithPath: path))
    let result = try CLIRunner.run(["browse", path])
    #expect(result.status == 65)
    #expect(result.stderr.contains("line 3") && result.stderr.contains("not valid UTF-8"))
    #expect(result.stdout.isEmpty)
  }
}
