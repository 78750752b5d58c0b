import Foundation
import HangulCorpus
import HangulTestSupport
import Testing

/// Readers never wait on a writer: `hangul db` readers run without pause (each a process, its
/// wall time recorded) while writers append, replace, rekey and an import is SIGKILLed, on
/// PostgreSQL and on SQLite (WAL). On PostgreSQL a poller watches the server: no reader's
/// statement ever waits on a lock for 1 s (`pg_stat_activity`, sampled without pause). A
/// reader process's wall time also counts the machine's load (the writer makes keys on every
/// core, and other tests run beside), so it is held only within 3 s of its idle time, which
/// a reader queued behind a whole import (seconds) would exceed. Every read sees a whole
/// table: the section counts add up to the rows before or after a write, never between.
enum DbConcurrency {
  /// Readers running `hangul db sections` and `hangul db list --limit 5` in a loop.
  final class Readers: @unchecked Sendable {
    private let lock = NSLock()
    private var running = true
    private(set) var times: [Double] = []
    private(set) var totals: [Int] = []
    private(set) var failures: [String] = []
    private let done = DispatchGroup()

    /// One read: the section counts' sum, and the wall time of both processes.
    static func read(_ database: String) -> (seconds: Double, total: Int?, failure: String?) {
      let start = Date()
      guard let sections = try? CLIRunner.run(["db", "sections", "--database", database]),
        let list = try? CLIRunner.run(["db", "list", "--database", database, "--limit", "5"])
      else { return (Date().timeIntervalSince(start), nil, "could not run") }
      let seconds = Date().timeIntervalSince(start)
      guard sections.status == 0, list.status == 0 else {
        return (seconds, nil, "exit \(sections.status) \(list.status): \(sections.stderr) \(list.stderr)")
      }
      let total = sections.lines.reduce(0) { $0 + (Int($1.split(separator: "\t").last ?? "") ?? 0) }
      return (seconds, total, nil)
    }

    /// Starts `count` readers of `database`.
    init(database: String, count: Int = 2) {
      for _ in 0..<count {
        done.enter()
        Thread {
          while self.lock.withLock({ self.running }) {
            let (seconds, total, failure) = Self.read(database)
            self.lock.withLock {
              self.times.append(seconds)
              if let total { self.totals.append(total) }
              if let failure { self.failures.append(failure) }
            }
          }
          self.done.leave()
        }.start()
      }
    }

    /// Stops the readers and waits for them.
    func stop() {
      lock.withLock { running = false }
      done.wait()
    }
  }

  /// Samples, without pause, the longest a reader's statement (a `SELECT`, or a section
  /// page's `LOCK … ACCESS SHARE`) has been waiting on a lock in `database`.
  final class LockWaits: @unchecked Sendable {
    private let lock = NSLock()
    private var running = true
    private(set) var longest = 0.0
    private(set) var samples = 0
    private let done = DispatchSemaphore(value: 0)

    init(database: String) {
      let sql = """
        SELECT coalesce(max(extract(epoch FROM clock_timestamp() - query_start)), 0) FROM pg_stat_activity
        WHERE datname = current_database() AND wait_event_type = 'Lock'
          AND (query LIKE 'SELECT%' OR query LIKE '%ACCESS SHARE%')
        """
      Thread {
        while self.lock.withLock({ self.running }) {
          let process = Process()
          process.executableURL = URL(fileURLWithPath: PostgresServer.psql)
          process.arguments = [database, "-qAt", "-c", sql]
          let out = Pipe()
          process.standardOutput = out
          process.standardError = FileHandle.nullDevice
          guard (try? process.run()) != nil else { break }
          let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
          process.waitUntilExit()
          if let seconds = Double(text.trimmingCharacters(in: .whitespacesAndNewlines)) {
            self.lock.withLock {
              self.longest = max(self.longest, seconds)
              self.samples += 1
            }
          }
        }
        self.done.signal()
      }.start()
    }

    /// Stops the poller and waits for it.
    func stop() {
      lock.withLock { running = false }
      done.wait()
    }
  }

  /// Generated names (no empty line, no carriage return), written to a file.
  static func namesFile(seed: UInt64, count: Int, in folder: URL) throws -> (URL, Int) {
    var generator = NameGenerator(seed: seed)
    let names = generator.names(count: count).filter { !$0.isEmpty && !$0.contains("\r") && !$0.contains("\n") }
    let file = folder.appendingPathComponent("names-\(seed).txt")
    try (names.joined(separator: "\n") + "\n").write(to: file, atomically: true, encoding: .utf8)
    return (file, names.count)
  }

  /// Starts `hangul db import` reading `file` from a pipe that a shell fills and then holds
  /// open (`cat file; sleep`), so the import never reaches the end of its input and cannot
  /// commit however fast the machine is; kills it with SIGKILL after `seconds`, when it has
  /// written its first run of rows inside its transaction (`file` holds more than one run),
  /// then the shell. Only the shell's `cat` can meet a closed pipe: the test never writes to it.
  static func killedImport(_ database: String, _ file: URL, replace: Bool, after seconds: Double) throws {
    let pipe = Pipe()
    let feeder = Process()
    feeder.executableURL = URL(fileURLWithPath: "/bin/sh")
    feeder.arguments = ["-c", "cat \"$1\"; exec sleep 3600", "feeder", file.path]
    feeder.standardOutput = pipe
    feeder.standardError = FileHandle.nullDevice
    let process = Process()
    process.executableURL = CLIRunner.executable
    process.arguments = ["db", "import", "--database", database] + (replace ? ["--replace"] : [])
    process.standardInput = pipe
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try feeder.run()
    try process.run()
    Thread.sleep(forTimeInterval: seconds)
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
    kill(feeder.processIdentifier, SIGKILL)
    feeder.waitUntilExit()
    #expect(process.terminationReason == .uncaughtSignal, "the import ended before it was killed")
  }

  /// The whole run on `database`: 100,000-odd names imported, then, with readers running,
  /// an append of as many, a replace, a rekey of stale keys (`stale` makes them so) and
  /// SIGKILLed imports (a replace and an append); after each the counts are checked, and
  /// after the kills an import works at once.
  static func check(database: String, watchesLocks: Bool, stale: () throws -> Void) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hangul-live-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let (a, n) = try namesFile(seed: 100, count: 100_500, in: folder)
    let (b, m) = try namesFile(seed: 200, count: 100_500, in: folder)
    #expect(try CLIRunner.run(["db", "import", "--database", database, "--replace", a.path]).status == 0)
    // A reader's own time on the idle database (process start, connection, query).
    let idle = (0..<4).map { _ in Readers.read(database).seconds }.max() ?? 0

    let readers = Readers(database: database)
    let lockWaits = watchesLocks ? LockWaits(database: database) : nil
    let append = try CLIRunner.run(["db", "import", "--database", database, b.path])
    #expect(append.status == 0, "\(append.stderr)")
    let replace = try CLIRunner.run(["db", "import", "--database", database, "--replace", a.path])
    #expect(replace.status == 0, "\(replace.stderr)")
    try stale()
    let rekey = try CLIRunner.run(["db", "rekey", "--database", database])
    #expect(rekey.status == 0, "\(rekey.stderr)")
    #expect(rekey.lines == ["\(n)"])
    // Three files in one (301,500 names): more than one run of rows (262,144), so that the
    // import has written rows inside its transaction when it is killed.
    let ab = folder.appendingPathComponent("three.txt")
    try (Data(contentsOf: a) + Data(contentsOf: b) + Data(contentsOf: a)).write(to: ab)
    try killedImport(database, ab, replace: true, after: 2.5)
    try killedImport(database, ab, replace: false, after: 2.5)
    readers.stop()
    lockWaits?.stop()

    #expect(readers.failures.isEmpty, "\(readers.failures.prefix(3))")
    #expect(readers.times.count >= 10)
    let slowest = readers.times.max() ?? 0
    #expect(slowest < idle + 3, "slowest reader \(slowest) s, idle \(idle) s")
    if let lockWaits {
      #expect(lockWaits.samples >= 20)
      #expect(lockWaits.longest < 1, "a reader waited \(lockWaits.longest) s on a lock")
    }
    #expect(Set(readers.totals).isSubset(of: [n, n + m]), "\(Set(readers.totals))")

    // The killed imports left the table as it was, and nothing that blocks the next writer.
    #expect(Readers.read(database).total == n)
    let start = Date()
    let next = try CLIRunner.run(["db", "import", "--database", database], input: Data("가나다\n".utf8))
    #expect(next.status == 0, "\(next.stderr)")
    #expect(Date().timeIntervalSince(start) < 10)
    #expect(Readers.read(database).total == n + 1)
    let sorted = try CLIRunner.run(["sort", a.path]).lines
    let listed = try CLIRunner.run(["db", "list", "--database", database]).lines
    #expect(listed.count == n + 1)
    DbCommandTests.expectSameLines(listed.filter { $0 != "가나다" }, sorted)
  }
}

@Suite struct DbSQLiteConcurrencyTests {
  @Test func readersNeverWaitOnAWriter() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hangul-wal-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("live.db").path
    try DbConcurrency.check(database: "sqlite:" + path, watchesLocks: false) {
      try DbInputAndKeys.python(
        """
        import sqlite3, sys
        db = sqlite3.connect(sys.argv[1], timeout=10)
        db.execute("UPDATE names SET keys_version = '3;0.2.0;70.1'")
        db.execute("UPDATE hangul_tables SET keys_version = '3;0.2.0;70.1'")
        db.commit()
        """, [path])
    }
  }
}

@Suite(.enabled(if: PostgresServer.enabled, Comment(rawValue: PostgresServer.skipMessage)))
struct DbPostgresConcurrencyTests {
  @Test func readersNeverWaitOnAWriter() throws {
    let database = try PostgresServer.database()
    try DbConcurrency.check(database: database, watchesLocks: true) {
      try PostgresServer.run(
        PostgresServer.psql,
        [
          database, "-q", "-v", "ON_ERROR_STOP=1", "-c",
          "UPDATE hangul_tables SET keys_version = '3;0.2.0;70.1' WHERE table_name = 'names'",
        ])
    }
    // Nothing of the side table is left after the kills.
    let check = """
      DO $$ BEGIN
        IF EXISTS (SELECT 1 FROM pg_class WHERE relname LIKE '%hangul_new%') THEN RAISE EXCEPTION 'side table left'; END IF;
      END $$
      """
    try PostgresServer.run(PostgresServer.psql, [database, "-q", "-v", "ON_ERROR_STOP=1", "-c", check])
  }
}
