// With the `PostgreSQL` package trait only (postgres-nio).
#if PostgreSQL
  import Foundation
  import HangulTestSupport
  import Testing

  /// `hangul db` with a `--database` URL of every server of a cluster (libpq's multi-host
  /// form), on a primary and a hot standby this process starts (``ReplicatedPostgres``): the
  /// in-memory commands' answers, read on with the primary down, a write then exit 69, and
  /// the writes of the same URL once the standby is promoted.
  @Suite(.serialized, .enabled(if: ReplicatedPostgres.enabled, Comment(rawValue: ReplicatedPostgres.skipMessage)))
  struct DbPostgresStandbyTests {
    @Test func aURLOfEveryServerReadsOnWithThePrimaryDownAndWritesAfterAPromotion() throws {
      let cluster = try ReplicatedPostgres.start(standbys: 1)
      defer { cluster.stop() }
      let database = try cluster.database()
      // The standby first: the primary is found by asking.
      let url =
        "postgres://postgres@127.0.0.1:\(cluster.standbyPorts[0]),127.0.0.1:\(cluster.primaryPort)/\(database)"
        + "?target_session_attrs=read-write"
      let (_, file, _) = try DbCommandTests.corpus()
      let imported = try CLIRunner.run(["db", "import", "--database", url, "--table", "names", file.path])
      #expect(imported.status == 0, "\(imported.stderr)")
      let queries = ["ㅎㄱ", "김", "이서"]
      func searches() throws -> [[String]] {
        try queries.map { try CLIRunner.run(["db", "search", $0, "--database", url, "--table", "names"]).lines }
      }
      let inMemory = try queries.map { try CLIRunner.run(["search", $0, file.path]).lines }
      for (db, memory) in zip(try searches(), inMemory) { DbCommandTests.expectSameLines(db, memory, "search") }

      try cluster.stopPrimary()
      // Reads go on from the standby.
      for (db, memory) in zip(try searches(), inMemory) {
        DbCommandTests.expectSameLines(db, memory, "search with the primary down")
      }
      let sections = try CLIRunner.run(["db", "sections", "--database", url, "--table", "names"])
      #expect(sections.status == 0 && !sections.lines.isEmpty, "\(sections.stderr)")
      // A write: exit 69, saying why.
      let refused = try CLIRunner.run(["db", "put", "--database", url, "--table", "people", "1", "홍길동"])
      #expect(refused.status == 69)
      #expect(refused.stderr.contains("writes need the primary"), "\(refused.stderr)")

      // The standby promoted: the same URL writes to it.
      try cluster.promoteStandby(0)
      let put = try CLIRunner.run(["db", "put", "--database", url, "--table", "people", "1", "홍길동"])
      #expect(put.status == 0, "\(put.stderr)")
      let found = try CLIRunner.run(["db", "search", "ㅎㄱㄷ", "--database", url, "--table", "people"])
      #expect(found.lines == ["1\t홍길동"], "\(found.stderr)")  // the id, then the name
    }
  }
#endif
