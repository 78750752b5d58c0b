// With the `PostgreSQL` package trait only (postgres-nio).
#if PostgreSQL
  import Foundation
  import HangulCorpus
  import HangulPostgres
  import HangulTestSupport
  import Testing

  /// `PostgresNameStore` on the caller's postgres-nio `PostgresClient`, held the way a
  /// server holds it, against a real PostgreSQL (``PostgresServer``): its answers, its
  /// writers' leases, the settings it leaves on the pool's connections, its wait for a
  /// connection, a lost backend and a statement limit.
  @Suite(.enabled(if: PostgresServer.enabled, Comment(rawValue: PostgresServer.skipMessage)))
  struct PostgresNameStoreOnAPoolTests {
    /// A client of `database` with at most `connections`, that the store's cancelled calls
    /// reach the server through (`client_connection_check_interval`).
    static func client(_ database: String, connections: Int = 4) throws -> PostgresClient {
      let url = try PostgresURL(database)
      var configuration = PostgresClient.Configuration(
        host: url.host, port: url.port, username: url.user, password: url.password, database: url.database,
        tls: .disable)
      configuration.options.maximumConnections = connections
      configuration.options.additionalStartupParameters = [("client_connection_check_interval", "1000")]
      return PostgresClient(configuration: configuration)
    }

    /// Runs `body` with a running client of a new database.
    static func withClient(
      connections: Int = 4, _ body: @Sendable (PostgresClient, _ database: String) async throws -> Void
    ) async throws {
      let database = try PostgresServer.database()
      let client = try client(database, connections: connections)
      try await withThrowingTaskGroup(of: Void.self) { group in
        group.addTask { await client.run() }
        defer { group.cancelAll() }
        // Every connection made before the test: the stores' short limits time what they
        // are about (a busy pool, a lock), not the making of connections on a loaded machine.
        _ = try await settings("server_version_num", of: client, connections: connections)
        try await body(client, database)
      }
    }

    /// The value of the setting `name` on every connection the pool holds (up to
    /// `connections`, leased at once so that each is a different one).
    static func settings(_ name: String, of client: PostgresClient, connections: Int) async throws -> [String] {
      func read(_ found: [String]) async throws -> [String] {
        guard found.count < connections else { return found }
        return try await client.withConnection { connection in
          var value = ""
          for try await text in try await connection.query(
            "SELECT current_setting(\(name))", logger: Logger(label: "test")
          ).decode(String.self) { value = text }
          return try await read(found + [value])
        }
      }
      return try await read([])
    }

    @Test func answersAsTheLibraryInMemory() async throws {
      try await Self.withClient { client, _ in
        let store = try await PostgresNameStore.connect(
          client: client, table: TableName("names"), creating: true, logger: Logger(label: "directory"),
          timeout: .seconds(5))
        // More than a bulk load's threshold: the writer and the build's two helpers are leased.
        var generator = NameGenerator(seed: 41)
        let names = generator.names(count: 120_000).filter { !$0.isEmpty }
        #expect(try await store.importNames(names, replacing: true) == names.count)
        try await expectAnswersAsInMemory(store, names: names)
        // An append leases a writer too.
        #expect(try await store.importNames(["홍길동"], replacing: false) == 1)
        try await expectAnswersAsInMemory(store, names: names + ["홍길동"])
        await store.close()
        // The client is the caller's: closing the store leaves it serving.
        #expect(try await Self.settings("server_version_num", of: client, connections: 1).count == 1)
      }
    }

    @Test func theStoreGivesConnectionsBackWithTheirSettings() async throws {
      try await Self.withClient(connections: 3) { client, database in
        let store = try await PostgresNameStore.connect(
          client: client, table: TableName("names"), creating: true, logger: Logger(label: "test"),
          timeout: .seconds(2))
        var generator = NameGenerator(seed: 42)
        let names = generator.names(count: 110_000).filter { !$0.isEmpty }
        let defaults = try await (
          Self.settings("statement_timeout", of: client, connections: 3),
          Self.settings("maintenance_work_mem", of: client, connections: 3)
        )
        // A replace leases all three (writer and two helpers, which raise their memory).
        #expect(try await store.importNames(names, replacing: true) == names.count)
        // Reads set their limit for the call.
        async let a = store.sections()
        async let b = store.searchPage("ㄱㅅ", options: SearchOptions(), after: nil, limit: 20)
        async let c = store.list(section: nil, after: nil, limit: 5)
        _ = try await (a, b, c)
        #expect(try await Self.settings("statement_timeout", of: client, connections: 3) == defaults.0)
        #expect(try await Self.settings("maintenance_work_mem", of: client, connections: 3) == defaults.1)
        #expect(try await Self.settings("lock_timeout", of: client, connections: 3) == ["0", "0", "0"])
        // A search's walks turned bitmap scans off on its connection, and back on.
        #expect(try await Self.settings("enable_bitmapscan", of: client, connections: 3) == ["on", "on", "on"])
        _ = database
      }
    }

    @Test func aReadWaitsForAConnectionNoLongerThanItsTimeout() async throws {
      try await Self.withClient(connections: 1) { client, database in
        let store = try await PostgresNameStore.connect(
          client: client, table: TableName("names"), creating: true, logger: Logger(label: "test"),
          timeout: .milliseconds(400))
        // An append of a few names: the writer's connection only.
        try await store.importNames(["홍길동"], replacing: false)
        // The pool's one connection is busy until its statement is cancelled (or 120 s).
        let holder = Task {
          try await client.withConnection { connection in
            _ = try await connection.query("SELECT pg_sleep(120)", logger: Logger(label: "test"))
          }
        }
        try await PostgresNameStoreTests.waitUntil(
          database,
          "EXISTS (SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event = 'PgSleep')")
        // Unavailable, not an answer: it gave up long before the connection was free.
        let waited = await timeToFail("a read while the pool's only connection was busy", with: \.isUnavailable) {
          _ = try await store.sections()
        }
        #expect(waited >= .milliseconds(350) && waited < .seconds(30), "\(waited)")
        try PostgresNameStoreTests.cancel(database, where: "wait_event = 'PgSleep'")
        _ = await holder.result
        // The connection is free again: the next read answers.
        #expect(try await store.sections().map(\.title) == ["ㅎ"])
      }
    }

    @Test func aLostBackendIsUnavailableAndThePoolConnectsAgain() async throws {
      try await Self.withClient { client, database in
        let store = try await PostgresNameStore.connect(
          client: client, table: TableName("names"), creating: true, logger: Logger(label: "test"),
          timeout: .seconds(2))
        var generator = NameGenerator(seed: 43)
        let names = generator.names(count: 2_000).filter { !$0.isEmpty }
        try await store.importNames(names, replacing: true)
        let before = try await store.sections()
        // Rounds, so that a read now and then meets a connection at the moment the pool hands
        // it out closed: postgres-nio never answers a statement written to it, and before the
        // store checked and watched for that, one run in ten of this test under load waited for
        // ever.
        for round in 1...8 {
          try PostgresNameStoreTests.terminate(database)
          let start = ContinuousClock.now
          do {
            #expect(try await store.sections() == before)
          } catch {
            guard case DatabaseError.unavailable = error else {
              Issue.record("round \(round): expected unavailable, got \(error)")
              return
            }
          }
          // Within the limit of the wait for a connection and the time a loaded machine may take
          // to notice the closed ones, not for ever.
          #expect(ContinuousClock.now - start < .seconds(10), "round \(round)")
          // Within a few tries the pool has new connections.
          var answered = false
          for _ in 0..<20 where !answered {
            if let counts = try? await store.sections() {
              #expect(counts == before)
              answered = true
            } else {
              try await Task.sleep(for: .milliseconds(100))
            }
          }
          #expect(answered, "round \(round)")
        }
      }
    }

    @Test func aLockedTableIsATimeoutAndTheConnectionServesOn() async throws {
      try await Self.withClient(connections: 2) { client, database in
        let store = try await PostgresNameStore.connect(
          client: client, table: TableName("names"), creating: true, logger: Logger(label: "test"),
          timeout: .milliseconds(300))
        let names = ["홍길동", "김민수", "Zoe"]
        try await store.importNames(names, replacing: false)
        let holder = try await PostgresNameStoreTests.holdLock(database)
        defer { holder.stop() }
        // A timeout, not an answer: it gave up long before the holder released the lock.
        let waited = await timeToFail("a list of a locked table", with: \.isTimeout) {
          _ = try await store.list(section: nil, after: nil, limit: 10)
        }
        #expect(waited >= .milliseconds(250) && waited < .seconds(30), "\(waited)")
        await holder.release()
        let sorted = try KoreanCollator().sorted(names)
        #expect(try await store.list(section: nil, after: nil, limit: nil).items == sorted)
        #expect(try await Self.settings("lock_timeout", of: client, connections: 1) == ["0"])
      }
    }

    @Test func aReplaceOnAPoolTooSmallForItsHelpersFailsAndChangesNothing() async throws {
      try await Self.withClient(connections: 1) { client, _ in
        let store = try await PostgresNameStore.connect(
          client: client, table: TableName("names"), creating: true, logger: Logger(label: "test"),
          timeout: .milliseconds(500))
        let names = ["홍길동", "김민수"]
        try await store.importNames(names, replacing: false)
        // It ends (the wait for the first helper is the store's limit), instead of holding
        // the table's write lock for ever.
        let waited = await timeToFail("a replace on a pool of one connection", with: \.isUnavailable) {
          try await store.importNames(["이서연"], replacing: true)
        }
        #expect(waited < .seconds(20))
        // The append's rows are there, and the pool's one connection serves the next read.
        let sorted = try KoreanCollator().sorted(names)
        #expect(try await store.list(section: nil, after: nil, limit: nil).items == sorted)
      }
    }
  }
#endif
