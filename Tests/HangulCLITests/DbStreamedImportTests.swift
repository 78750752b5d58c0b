import Foundation
import HangulCorpus
import HangulTestSupport
import Testing

/// `hangul db import` streams its input in batches (65,536 lines read at a time; a bulk
/// load's rows written in runs of 262,144, an append's in runs of 65,536): inputs of several
/// batches and runs give the rows, order and sections the in-memory commands give over the
/// same lines; invalid UTF-8 past the first batches rolls the whole import back; progress
/// goes to a terminal's standard error only.
enum StreamedImport {
  /// Generated names with an empty line every 1,000 and a CRLF line every 777 (the import
  /// and the in-memory commands skip the one and strip the `\r` of the other), `count`
  /// lines in all.
  static func lines(seed: UInt64, count: Int) -> [String] {
    var generator = NameGenerator(seed: seed)
    let names = generator.names(count: count).filter { !$0.isEmpty && !$0.contains("\r") && !$0.contains("\n") }
    return names.enumerated().map { k, name in k % 1_000 == 999 ? "" : k % 777 == 0 ? name + "\r" : name }
  }

  static func write(_ lines: [String], to file: URL) throws {
    try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: file)
  }

  /// Every page of `db list`, 50,000 at a time.
  static func list(_ database: String) throws -> [String] {
    var listed: [String] = []
    var cursor: String?
    repeat {
      let page = try #require(
        try CLIRunner.run(
          ["db", "list", "--database", database, "--limit", "50000", "--json"] + (cursor.map { ["--after", $0] } ?? [])
        ).json() as? [String: Any])
      listed += page["items"] as? [String] ?? []
      cursor = page["next"] as? String
    } while cursor != nil
    return listed
  }

  /// `hangul index`'s lines folded into `db sections`' lines (title, tab, count).
  static func sectionCounts(of file: URL) throws -> [String] {
    var counts: [(String, Int)] = []
    for line in try CLIRunner.run(["index", file.path]).lines {
      let title = String(line[..<line.firstIndex(of: "\t")!])
      if counts.last?.0 == title { counts[counts.count - 1].1 += 1 } else { counts.append((title, 1)) }
    }
    return counts.map { "\($0.0)\t\($0.1)" }
  }

  /// A replace of more than one read batch, then an append of more than one append run (and
  /// more than one read batch): list, sections and search equal the in-memory commands over
  /// both files' lines; a piped standard error stays empty (no progress off a terminal). (A
  /// bulk load of several runs: `PostgresCopyRowsTests`, in process, with shorter runs.)
  static func check(database: String, replaceCount: Int, appendCount: Int) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hangul-stream-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let first = lines(seed: 41, count: replaceCount)
    let second = lines(seed: 42, count: appendCount)
    let (firstFile, secondFile, both) = (
      folder.appendingPathComponent("first.txt"), folder.appendingPathComponent("second.txt"),
      folder.appendingPathComponent("both.txt")
    )
    try write(first, to: firstFile)
    try write(second, to: secondFile)
    try write(first + second, to: both)
    for (file, replace) in [(firstFile, ["--replace"]), (secondFile, [])] {
      let result = try CLIRunner.run(["db", "import", "--database", database] + replace + [file.path])
      #expect(result.status == 0, "\(result.stderr)")
      #expect(result.stderr.isEmpty, "no progress on a pipe: \(result.stderr.prefix(200))")
    }
    let sorted = try CLIRunner.run(["sort", both.path]).lines
    DbCommandTests.expectSameLines(try list(database), sorted)
    #expect(try CLIRunner.run(["db", "sections", "--database", database]).lines == (try sectionCounts(of: both)))
    for query in ["ㅎㄱ", "김민", "이서", "박ㅈ", "gil"] {
      #expect(
        DbCommandTests.scalars(try CLIRunner.run(["db", "search", query, "--database", database]).lines)
          == DbCommandTests.scalars(try CLIRunner.run(["search", query, both.path]).lines), "\(query)")
    }
  }

  /// Invalid UTF-8 on line 150,001, past two read batches and the bulk-load threshold: the
  /// append and the replace both fail naming the line, and the table is as it was.
  static func checkLateInvalidUTF8(database: String) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hangul-stream-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let start = try CLIRunner.run(["db", "import", "--database", database], lines: ["가람", "Zoe", "하늘"])
    #expect(start.status == 0, "\(start.stderr)")
    let before = try CLIRunner.run(["db", "list", "--database", database]).stdout
    var generator = NameGenerator(seed: 43)
    let names = generator.names(count: 160_000).filter { !$0.isEmpty && !$0.contains("\r") && !$0.contains("\n") }
    let broken = folder.appendingPathComponent("broken.txt")
    try Data(
      (names.prefix(150_000).joined(separator: "\n") + "\n").utf8 + [0xC3, 0x28, 0x0A]
        + (names.dropFirst(150_000).joined(separator: "\n") + "\n").utf8
    ).write(to: broken)
    for replace in [[], ["--replace"]] {
      let result = try CLIRunner.run(["db", "import", "--database", database] + replace + [broken.path])
      #expect(result.status == 65, "\(result.stderr)")
      #expect(result.stderr.contains("line 150001 is not valid UTF-8"), "\(result.stderr)")
      #expect(try CLIRunner.run(["db", "list", "--database", database]).stdout == before)
    }
  }
}

@Suite struct DbSQLiteStreamedImportTests {
  static func database() throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hangul-stream-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return "sqlite:" + folder.appendingPathComponent("names.db").path
  }

  @Test func importsOfManyBatchesEqualTheInMemoryCommands() throws {
    try StreamedImport.check(database: try Self.database(), replaceCount: 70_000, appendCount: 70_000)
  }

  @Test func invalidUTF8PastTheFirstBatchesImportsNothing() throws {
    try StreamedImport.checkLateInvalidUTF8(database: try Self.database())
  }
}

@Suite(.enabled(if: PostgresServer.enabled, Comment(rawValue: PostgresServer.skipMessage)))
struct DbPostgresStreamedImportTests {
  @Test func importsOfManyBatchesEqualTheInMemoryCommands() throws {
    try StreamedImport.check(database: try PostgresServer.database(), replaceCount: 70_000, appendCount: 70_000)
  }

  @Test func invalidUTF8PastTheFirstBatchesImportsNothing() throws {
    try StreamedImport.checkLateInvalidUTF8(database: try PostgresServer.database())
  }

  /// On a terminal (a tmux pane), the import shows its progress line on standard error while
  /// it runs, and clears it at the end.
  @Test(.enabled(if: TmuxSession.isAvailable)) func progressShowsOnATerminal() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hangul-stream-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("names.txt")
    try StreamedImport.write(StreamedImport.lines(seed: 44, count: 300_000), to: file)
    let database = try PostgresServer.database()
    let command =
      "env TERM=xterm-256color LANG=C.UTF-8 '\(CLIRunner.executable.path)' db import --replace --database '\(database)' '\(file.path)' > /dev/null; echo finished-$?; sleep 30"
    let tmux = try TmuxSession(width: 120, height: 10, command: command)
    var seen: Set<String> = []
    let deadline = Date().addingTimeInterval(120)
    while Date() < deadline {
      let screen = try tmux.screen().joined(separator: "\n")
      for phase in ["importing: ", "indexing: ", "committing: "] where screen.contains(phase) { seen.insert(phase) }
      if screen.contains("finished-") {
        #expect(screen.contains("finished-0"), "\(screen)")
        #expect(!screen.contains("importing: "), "the line is cleared: \(screen)")
        break
      }
      Thread.sleep(forTimeInterval: 0.02)
    }
    #expect(seen.contains("importing: "), "progress seen: \(seen)")
  }
}
