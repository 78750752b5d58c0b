import Foundation
import HangulTestSupport
import Testing

/// What `hangul db` does with bad limits, cursors and sections, and with keys another
/// version made, the same on SQLite and PostgreSQL: a clear error or a right answer, never a
/// crash; stale keys answered at once with a warning until `hangul db rekey`.
enum DbInputAndKeys {
  /// Every bad `--limit`, `--after` and `--section` fails with exit 64 and a message naming
  /// what is allowed; every well-formed cursor, whatever table it came from, is a position.
  static func checkBadInput(database: String) throws {
    let all = try CLIRunner.run(["db", "list", "--database", database])
    #expect(all.status == 0)
    for command in [["list"], ["search", "ㄱ"]] {
      for limit in ["--limit=0", "--limit=-1", "--limit=9223372036854775807", "--limit=1000001"] {
        let result = try CLIRunner.run(["db"] + command + ["--database", database, limit])
        #expect(result.status == 64, "\(command) \(limit): \(result.stderr)")
        #expect(result.stderr.contains("invalid limit"), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
      }
      let most = try CLIRunner.run(["db"] + command + ["--database", database, "--limit", "1000000"])
      #expect(most.status == 0, "\(most.stderr)")
    }
    for cursor in ["", "garbage", "k1.zz.1", "k1.abc.1", "k1.00.-1", "k1.00.99999999999999999999", "k2.00.1", "k1.00"] {
      let result = try CLIRunner.run(["db", "list", "--database", database, "--after", cursor, "--limit", "5"])
      #expect(result.status == 64, "cursor \(cursor)")
      #expect(result.stderr.contains("invalid cursor"), "\(result.stderr)")
    }
    // Well-formed cursors of no row of this table: before every key, after every key, a
    // sequence beyond any row's, with and without a section.
    let first = try CLIRunner.run(["db", "list", "--database", database, "--after", "k1..0"])
    #expect(first.status == 0)
    #expect(first.lines == all.lines)
    for cursor in ["k1.ffffffffffffffff.1", "k1.ff.9223372036854775807"] {
      let result = try CLIRunner.run(["db", "list", "--database", database, "--after", cursor, "--section", "ㄱ"])
      #expect(result.status == 0, "\(result.stderr)")
      #expect(result.lines.isEmpty)
    }
    let tail = try CLIRunner.run(["db", "list", "--database", database, "--after", "k1.00.9223372036854775807"])
    #expect(tail.status == 0, "\(tail.stderr)")
    for section in ["nope", "", "ㄱㄴ", "a", "가", "'; DROP TABLE names; --"] {
      let result = try CLIRunner.run(["db", "list", "--database", database, "--section", section])
      #expect(result.status == 64, "section \(section)")
      #expect(result.stderr.contains("unknown section"), "\(result.stderr)")
      #expect(result.stderr.contains("ㄱ ㄴ ㄷ") && result.stderr.contains("Z #"), "\(result.stderr)")
      #expect(result.stdout.isEmpty)
    }
  }

  /// Stale keys (made stale by `stale`, which writes an older version into the stored
  /// version and rows) are answered at once with a warning naming both versions and the
  /// command; an append is refused; `hangul db rekey` rebuilds them, after which no warning
  /// and the in-memory commands' answers.
  static func checkStaleKeys(database: String, file: URL, stale: () throws -> Void) throws {
    try stale()
    let before = try CLIRunner.run(["db", "list", "--database", database])
    #expect(before.status == 0)
    #expect(!before.lines.isEmpty)
    #expect(
      before.stderr.contains("warning: the keys of table \"names\" were made by 3;0.2.0;70.1"), "\(before.stderr)")
    #expect(before.stderr.contains("hangul db rekey --database \(database) --table names"))
    for command in [["sections"], ["search", "ㄱ"]] {
      let result = try CLIRunner.run(["db"] + command + ["--database", database])
      #expect(result.status == 0)
      #expect(result.stderr.contains("warning: the keys"))
    }
    // From a file, not stdin: a refused import may exit before it reads its input, and a
    // write into the pipe of a process that has exited would raise SIGPIPE in the tests.
    let one = file.deletingLastPathComponent().appendingPathComponent("one-\(UUID().uuidString).txt")
    try Data("가나\n".utf8).write(to: one)
    let append = try CLIRunner.run(["db", "import", "--database", database, one.path])
    #expect(append.status == 65)
    #expect(append.stderr.contains("hangul db rekey"), "\(append.stderr)")
    let rekey = try CLIRunner.run(["db", "rekey", "--database", database])
    #expect(rekey.status == 0, "\(rekey.stderr)")
    #expect(rekey.stderr.isEmpty)  // no progress line: stderr is not a terminal
    #expect(Int(rekey.lines.first ?? "") == before.lines.count)
    let after = try CLIRunner.run(["db", "list", "--database", database])
    #expect(after.stderr.isEmpty, "\(after.stderr)")
    let sorted = try CLIRunner.run(["sort", file.path]).lines
    DbCommandTests.expectSameLines(after.lines, sorted)
    var counts: [(String, Int)] = []
    for line in try CLIRunner.run(["index", file.path]).lines {
      let title = String(line[..<line.firstIndex(of: "\t")!])
      if counts.last?.0 == title { counts[counts.count - 1].1 += 1 } else { counts.append((title, 1)) }
    }
    let sections = try CLIRunner.run(["db", "sections", "--database", database])
    #expect(sections.lines == counts.map { "\($0.0)\t\($0.1)" })
    #expect(sections.stderr.isEmpty)
    for query in ["ㅎㄱ", "김", "이서", "gil", "ㄱ"] {
      #expect(
        DbCommandTests.scalars(try CLIRunner.run(["db", "search", query, "--database", database]).lines)
          == DbCommandTests.scalars(try CLIRunner.run(["search", query, file.path]).lines), "\(query)")
    }
    // A second rekey finds nothing stale but rebuilds all the same; appends work again.
    #expect(try CLIRunner.run(["db", "rekey", "--database", database]).status == 0)
    #expect(try CLIRunner.run(["db", "import", "--database", database], input: Data("가나\n".utf8)).status == 0)
  }

  /// Runs `python3 -c script args…` (SQLite's own module: no sqlite3 binary needed).
  static func python(_ script: String, _ arguments: [String]) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", script] + arguments
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
  }
}

@Suite struct DbSQLiteInputAndKeysTests {
  @Test func badLimitsCursorsAndSectionsFailClearly() throws {
    let (database, _, _) = try DbCommandTests.imported()
    try DbInputAndKeys.checkBadInput(database: database)
  }

  @Test func staleKeysAnswerWithAWarningUntilRekeyed() throws {
    let (database, file, _) = try DbCommandTests.imported()
    let path = String(database.dropFirst("sqlite:".count))
    try DbInputAndKeys.checkStaleKeys(database: database, file: file) {
      try DbInputAndKeys.python(
        """
        import sqlite3, sys
        db = sqlite3.connect(sys.argv[1])
        db.execute("UPDATE names SET sort_key = X'00' || sort_key, keys_version = '3;0.2.0;70.1'")
        db.execute("UPDATE hangul_tables SET keys_version = '3;0.2.0;70.1'")
        db.commit()
        """, [path])
    }
  }
}

@Suite(.enabled(if: PostgresServer.enabled, Comment(rawValue: PostgresServer.skipMessage)))
struct DbPostgresInputAndKeysTests {
  @Test func badLimitsCursorsAndSectionsFailClearly() throws {
    let (database, _, _) = try DbPostgresTests.imported()
    try DbInputAndKeys.checkBadInput(database: database)
  }

  @Test func staleKeysAnswerWithAWarningUntilRekeyed() throws {
    let (database, file, _) = try DbPostgresTests.imported()
    try DbInputAndKeys.checkStaleKeys(database: database, file: file) {
      try PostgresServer.run(
        PostgresServer.psql,
        [
          database, "-q", "-v", "ON_ERROR_STOP=1", "-c",
          """
          UPDATE names SET sort_key = '\\x00'::bytea || sort_key, keys_version = '3;0.2.0;70.1';
          UPDATE hangul_tables SET keys_version = '3;0.2.0;70.1';
          """,
        ])
    }
    // The rekey swapped a new table in: its indexes and sequence carry the table's names, the
    // order index is its primary key (of the same name), and no side table is left.
    let check = """
      DO $$ BEGIN
        IF (SELECT count(*) FROM pg_class WHERE relname IN ('names_order', 'names_search', 'names_length', 'names_seq_seq')) <> 4
          OR (SELECT conname FROM pg_constraint WHERE conrelid = 'names'::regclass AND contype = 'p')
            IS DISTINCT FROM 'names_order'
          OR NOT (SELECT indisprimary AND indisunique FROM pg_index WHERE indexrelid = 'names_order'::regclass)
          OR EXISTS (SELECT 1 FROM pg_class WHERE relname LIKE '%hangul_new%')
        THEN RAISE EXCEPTION 'not swapped cleanly'; END IF;
      END $$
      """
    try PostgresServer.run(PostgresServer.psql, [database, "-q", "-v", "ON_ERROR_STOP=1", "-c", check])
  }
}
