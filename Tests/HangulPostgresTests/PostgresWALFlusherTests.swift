// With the `PostgreSQL` package trait only (postgres-nio).
#if PostgreSQL
  import HangulDatabase
  @testable import HangulPostgres
  import HangulTestSupport
  import Testing

  /// The flusher beside a bulk `COPY` (`PostgresNameStore.flushingWAL(on:logger:_:)`): it
  /// commits while the copy runs, stops when the copy ends, and leaves its connection whole.
  /// The oracle is the server's own view of the flusher's process (`pg_stat_activity`): its
  /// statement and when that statement started.
  @Suite(.enabled(if: PostgresServer.enabled, Comment(rawValue: PostgresServer.skipMessage)))
  struct PostgresWALFlusherTests {
    static let logger = Logger(label: "hangul.tests.flusher")

    static func connection(_ database: String, id: Int) async throws -> PostgresConnection {
      let url = try PostgresURL(database)
      let configuration = PostgresConnection.Configuration(
        host: url.host, port: url.port, username: url.user, password: url.password, database: url.database,
        tls: .disable)
      return try await PostgresConnection.connect(configuration: configuration, id: id, logger: Self.logger)
    }

    /// The one value of `sql` on `connection`.
    static func value(_ sql: String, on connection: PostgresConnection) async throws -> String {
      var value = ""
      for try await text in try await connection.query(.init(unsafeSQL: sql), logger: logger).decode(String.self) {
        value = text
      }
      return value
    }

    /// The last statement of process `pid` and when it started, as the server shows them.
    static func lastStatement(of pid: String, on observer: PostgresConnection) async throws -> String {
      try await value(
        "SELECT query || ' @ ' || query_start::text FROM pg_stat_activity WHERE pid = " + pid,
        on: observer)
    }

    @Test func theFlusherCommitsWhileTheBodyRunsAndStopsWithIt() async throws {
      let database = try PostgresServer.database()
      let observer = try await Self.connection(database, id: 1)
      let flusher = try await Self.connection(database, id: 2)
      let pid = try await Self.value("SELECT pg_backend_pid()::text", on: flusher)
      // Looked at until three of its commits were seen, or until 300 looks in a row saw no
      // new one. Looks, not a time: the flusher's task and this loop share the cooperative
      // pool with every other test, whose synchronous tests can hold both of its threads for
      // minutes on two cores; a look is taken only when the loop runs.
      let seen = try await PostgresNameStore.flushingWAL(on: flusher, logger: Self.logger) {
        var seen: [String] = []
        var looksWithoutANewOne = 0
        while Set(seen).count < 3, looksWithoutANewOne < 300 {
          try await Task.sleep(for: .milliseconds(100))
          let statement = try await Self.lastStatement(of: pid, on: observer)
          looksWithoutANewOne = seen.contains(statement) ? looksWithoutANewOne + 1 : 0
          seen.append(statement)
        }
        return seen
      }
      // The flusher ran its commits, a new one started after another while the body ran.
      #expect(seen.allSatisfy { $0.hasPrefix("SELECT txid_current() @ ") }, "\(seen)")
      #expect(Set(seen).count >= 3, "\(Set(seen).sorted())")
      // Stopped when the body returned: no statement starts after.
      let last = try await Self.lastStatement(of: pid, on: observer)
      try await Task.sleep(for: .milliseconds(200))
      #expect(try await Self.lastStatement(of: pid, on: observer) == last)
      // Its connection serves on.
      #expect(try await Self.value("SELECT 'still here'", on: flusher) == "still here")
      try await observer.close()
      try await flusher.close()
    }

    @Test func aFailingBodyStopsTheFlusherAndThrows() async throws {
      struct Failure: Error {}
      let database = try PostgresServer.database()
      let observer = try await Self.connection(database, id: 1)
      let flusher = try await Self.connection(database, id: 2)
      let pid = try await Self.value("SELECT pg_backend_pid()::text", on: flusher)
      await #expect(throws: Failure.self) {
        try await PostgresNameStore.flushingWAL(on: flusher, logger: Self.logger) {
          try await Task.sleep(for: .milliseconds(100))
          throw Failure()
        }
      }
      let last = try await Self.lastStatement(of: pid, on: observer)
      #expect(last.hasPrefix("SELECT txid_current() @ "), "\(last)")
      try await Task.sleep(for: .milliseconds(200))
      #expect(try await Self.lastStatement(of: pid, on: observer) == last)
      try await observer.close()
      try await flusher.close()
    }
  }
#endif
