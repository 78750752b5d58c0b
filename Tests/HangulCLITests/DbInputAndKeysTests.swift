import Foundation
import Testing

/// What `hangul db` does with bad limits, cursors and sections, the same on SQLite and
/// PostgreSQL: a clear error or a right answer, never a crash.
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

}

@Suite struct DbSQLiteInputAndKeysTests {
  @Test func badLimitsCursorsAndSectionsFailClearly() throws {
    let (database, _, _) = try DbCommandTests.imported()
    try DbInputAndKeys.checkBadInput(database: database)
  }

}

@Suite(.enabled(if: PostgresServer.enabled, Comment(rawValue: PostgresServer.skipMessage)))
struct DbPostgresInputAndKeysTests {
  @Test func badLimitsCursorsAndSectionsFailClearly() throws {
    let (database, _, _) = try DbPostgresTests.imported()
    try DbInputAndKeys.checkBadInput(database: database)
  }

}
