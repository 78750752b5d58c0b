// With the `PostgreSQL` package trait only (postgres-nio).
#if PostgreSQL
  import Foundation
  import Synchronization
  import HangulCorpus
  import HangulPostgres
  import HangulTestSupport
  import Testing

  /// `PostgresNameStore` held the way a server holds it, against a real PostgreSQL
  /// (``PostgresServer``): a lost backend, a hung statement, a statement limit, and reads
  /// while an import runs on the same store.
  @Suite(.enabled(if: PostgresServer.enabled, Comment(rawValue: PostgresServer.skipMessage)))
  struct PostgresNameStoreTests {
    /// A store on a fresh database with `count` generated names imported.
    static func store(names count: Int, statementTimeout: Duration? = nil) async throws -> (
      PostgresNameStore, database: String, names: [String]
    ) {
      let database = try PostgresServer.database()
      var generator = NameGenerator(seed: 35)
      let names = generator.names(count: count).filter { !$0.isEmpty }
      let store = try await PostgresNameStore.connect(
        url: PostgresURL(database), table: TableName("names"), creating: true, statementTimeout: statementTimeout)
      try await store.importNames(names, replacing: true)
      return (store, database, names)
    }

    /// The `application_name` of the lock holder's psql (``holdLock(_:)``).
    static let lockHolderName = "hangul-test-lock-holder"

    /// Starts `psql database -c sql` as ``lockHolderName`` without waiting for it.
    static func psql(_ database: String, _ sql: String) throws -> Process {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: PostgresServer.psql)
      process.arguments = [database, "-X", "-q", "-v", "ON_ERROR_STOP=1", "-c", sql]
      process.environment = ProcessInfo.processInfo.environment.merging(["PGAPPNAME": lockHolderName]) { $1 }
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      return process
    }

    /// Holds the names table's `ACCESS EXCLUSIVE` lock (a writer outside the store, or a
    /// migration) until ``LockHolder/release()``, or 120 s: every read of the table waits.
    /// Returns once the lock is held, however long psql takes to start on a loaded machine.
    /// A test's bounds (30 s) tell a read that gave up from one that waited for the holder.
    static func holdLock(_ database: String) async throws -> LockHolder {
      let holder = LockHolder(
        process: try psql(database, "BEGIN; LOCK TABLE names IN ACCESS EXCLUSIVE MODE; SELECT pg_sleep(120); COMMIT"),
        database: database)
      do {
        try await waitUntil(
          database,
          """
          EXISTS (SELECT 1 FROM pg_locks WHERE relation = 'names'::regclass
            AND mode = 'AccessExclusiveLock' AND granted)
          """)
      } catch {
        holder.stop()
        throw error
      }
      return holder
    }

    /// SQL that holds while a backend of the database waits on a lock (a read behind
    /// ``holdLock(_:)``).
    static let aBackendWaitsOnALock =
      "EXISTS (SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock')"

    /// Whether `condition` (SQL) holds in `database` now (false too when psql fails).
    static func holds(_ database: String, _ condition: String) -> Bool {
      let check = "DO $$ BEGIN IF NOT (\(condition)) THEN RAISE EXCEPTION 'not yet'; END IF; END $$"
      return
        (try? PostgresServer.run(PostgresServer.psql, [database, "-X", "-q", "-v", "ON_ERROR_STOP=1", "-c", check]))
        != nil
    }

    /// Returns once `condition` (SQL) holds in `database`, asked every 50 ms for at most 30 s.
    ///
    /// The waits here and in ``LockHolder/release()`` sleep as tasks: a blocking wait would
    /// hold one of the few threads every test's tasks run on, and stall the others' timing.
    static func waitUntil(_ database: String, _ condition: String) async throws {
      let clock = ContinuousClock.now
      while ContinuousClock.now - clock < .seconds(30) {
        try await Task.sleep(for: .milliseconds(50))
        if holds(database, condition) { return }
      }
      throw PostgresServer.ServerError(message: "not within 30 s: \(condition)")
    }

    /// A psql process started by ``holdLock(_:)``.
    struct LockHolder {
      let process: Process
      let database: String

      /// Releases the lock: cancels the holder's statement (`pg_cancel_backend`: its
      /// transaction ends, psql exits), and returns once no backend of the holder is left, at
      /// most 30 s (psql is then killed).
      func release() async {
        let left =
          "EXISTS (SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND application_name = '\(lockHolderName)')"
        let start = ContinuousClock.now
        while ContinuousClock.now - start < .seconds(30) {
          try? PostgresNameStoreTests.cancel(database, where: "application_name = '\(lockHolderName)'")
          if !PostgresNameStoreTests.holds(database, left) { break }
          try? await Task.sleep(for: .milliseconds(50))
        }
        stop()
      }

      /// Ends psql if it still runs (a test that failed before releasing the lock), without
      /// waiting; its backend ends with its statement (``release()``) or at 120 s.
      func stop() {
        if process.isRunning { process.terminate() }
      }
    }

    /// Cancels the statements of the backends of `database` with `condition` on
    /// `pg_stat_activity` (`pg_cancel_backend`): their connections stay.
    static func cancel(_ database: String, where condition: String) throws {
      try PostgresServer.run(
        PostgresServer.psql,
        [
          database, "-q", "-v", "ON_ERROR_STOP=1", "-c",
          "SELECT pg_cancel_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND \(condition)",
        ])
    }

    /// Ends the backends of `database` but psql's own (`pg_terminate_backend`), with
    /// `condition` on `pg_stat_activity`.
    static func terminate(_ database: String, where condition: String = "true") throws {
      try PostgresServer.run(
        PostgresServer.psql,
        [
          database, "-q", "-v", "ON_ERROR_STOP=1", "-c",
          """
          SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE datname = current_database() AND pid <> pg_backend_pid() AND \(condition)
          """,
        ])
    }

    @Test func aCallersConfigurationAndLoggerServeEveryConnection() async throws {
      // Only `import HangulPostgres`: the configuration, TLS and logger types and the
      // library's `SearchOptions` come with it.
      let database = try PostgresServer.database()
      let url = try PostgresURL(database)
      // `.prefer`: TLS where the server offers it (this one does not), plain otherwise.
      let configuration = PostgresConnection.Configuration(
        host: url.host, port: url.port, username: url.user, password: url.password, database: url.database,
        tls: .prefer(try NIOSSLContext(configuration: TLSConfiguration.makeClientConfiguration())))
      let store = try await PostgresNameStore.connect(
        configuration: configuration, table: TableName("names"), creating: true, logger: Logger(label: "directory"))
      // More than a bulk load's threshold: the import's own connection and the build's two
      // helpers are made from the configuration too.
      var generator = NameGenerator(seed: 37)
      let names = generator.names(count: 120_000).filter { !$0.isEmpty }
      #expect(try await store.importNames(names, replacing: true) == names.count)
      #expect(try await store.sections().reduce(0) { $0 + $1.count } == names.count)
      let page = try await store.searchPage("ㅎㄱ", options: SearchOptions(), after: nil, limit: 20)
      #expect(page.matches.count == 20)
      #expect(page.matches.allSatisfy { choseong(of: $0.name).contains("ㅎㄱ") })
      await store.close()
    }

    /// A search's walks are planned without bitmap scans; the store's session has them
    /// again after the search, after one whose statement fails midway too, and a search that
    /// reads grams (three consonants: a GIN index, read through bitmaps) still answers.
    @Test func concurrentReadsOnTheStoresOwnConnectionAnswerAsTheLibrary() async throws {
      // Section pages are transactions of several statements on the store's one reading
      // connection: reads at once take it in turn, each answering as the library in memory.
      let (store, _, names) = try await Self.store(names: 800)
      try await withThrowingTaskGroup(of: Void.self) { group in
        for _ in 0..<8 { group.addTask { try await expectAnswersAsInMemory(store, names: names) } }
        try await group.waitForAll()
      }
      await store.close()
    }

    @Test func searchesGiveTheSessionBackWithBitmapScans() async throws {
      let (store, database, names) = try await Self.store(names: 2_000, statementTimeout: .milliseconds(300))
      #expect(try await store.sessionSetting("enable_bitmapscan") == "on")
      for query in ["ㄱㅅ", "a", "김", "ㄱㅅㅇ", "ㅇ"] {
        let page = try await store.searchPage(query, options: SearchOptions(), after: nil, limit: 5)
        #expect(!page.matches.isEmpty, "\(query)")
        #expect(try await store.sessionSetting("enable_bitmapscan") == "on", "after \(query)")
      }
      let holder = try await Self.holdLock(database)
      defer { holder.stop() }
      let failed = await timeToFail("a search of a locked table", with: \.isTimeout) {
        _ = try await store.searchPage("ㄱㅅ", options: SearchOptions(), after: nil, limit: 5)
      }
      #expect(failed < .seconds(30))
      await holder.release()
      #expect(try await store.sessionSetting("enable_bitmapscan") == "on")
      #expect(!names.isEmpty)
      await store.close()
    }

    @Test func aReadAfterItsBackendEndedConnectsAgain() async throws {
      let (store, database, _) = try await Self.store(names: 500)
      let before = try await store.sections()
      #expect(!before.isEmpty)
      try Self.terminate(database)
      // The first read reconnects (the closed connection is noticed) or fails as unavailable
      // (the loss is noticed during it), quickly; the next one answers as before.
      let start = ContinuousClock.now
      do {
        #expect(try await store.sections() == before)
      } catch {
        guard case .unavailable = error else {
          Issue.record("expected unavailable, got \(error)")
          return
        }
      }
      // Seconds, not the for ever of a read that waits on a dead connection: a loaded machine
      // can take two to make a new one.
      #expect(ContinuousClock.now - start < .seconds(10))
      #expect(try await store.sections() == before)
      await store.close()
    }

    @Test func aStatementWhoseBackendEndsIsUnavailableAndTheNextReadConnectsAgain() async throws {
      let (store, database, names) = try await Self.store(names: 500)
      let holder = try await Self.holdLock(database)
      defer { holder.stop() }
      let page = Task { try await store.list(section: nil, after: nil, limit: 10) }
      // The list waits on the lock; then its backend is ended.
      try await Self.waitUntil(database, Self.aBackendWaitsOnALock)
      let waited = await timeToFail("a list whose backend was ended", with: \.isUnavailable) {
        try Self.terminate(database, where: "wait_event_type = 'Lock'")
        _ = try await page.value
      }
      // Without a statement limit nothing but the ended backend stops the list: unnoticed, the
      // list would wait for ever.
      #expect(waited < .seconds(30))
      await holder.release()
      #expect(try await store.list(section: nil, after: nil, limit: nil).items.count == names.count)
      await store.close()
    }

    @Test func statementAndLockTimeoutsAreTypedErrors() async throws {
      let (store, database, names) = try await Self.store(names: 500, statementTimeout: .milliseconds(300))
      let holder = try await Self.holdLock(database)
      defer { holder.stop() }
      let isStatementTimeout = { (error: DatabaseError) in
        error.isTimeout && error.description.hasPrefix("the database did not answer in time")
      }
      let waited = await timeToFail("a list of a locked table", with: isStatementTimeout) {
        _ = try await store.list(section: nil, after: nil, limit: 10)
      }
      // It gave up long before the holder released the lock.
      #expect(waited >= .milliseconds(250) && waited < .seconds(30), "\(waited)")
      await holder.release()
      // The connection is still good: the next read answers.
      #expect(try await store.list(section: nil, after: nil, limit: nil).items.count == names.count)
      await store.close()
    }

    @Test func aCancelledReadEndsItsStatement() async throws {
      let (store, database, names) = try await Self.store(names: 500)
      let holder = try await Self.holdLock(database)
      defer { holder.stop() }
      let read = Task { try await store.list(section: nil, after: nil, limit: 10) }
      try await Self.waitUntil(database, Self.aBackendWaitsOnALock)
      let start = ContinuousClock.now
      read.cancel()
      switch await read.result {
      case .success: Issue.record("the list answered though the table was locked")
      case .failure(let error):
        guard case DatabaseError.timeout = error else {
          Issue.record("expected timeout, got \(error)")
          return
        }
      }
      // Long before the holder releases the lock.
      #expect(ContinuousClock.now - start < .seconds(30))
      // The server ended the statement too: no backend waits on the lock any more, while the
      // holder still holds it.
      try await Task.sleep(for: .milliseconds(1_500))
      #expect(Self.holds(database, "NOT " + Self.aBackendWaitsOnALock), "a cancelled read still waits")
      await holder.release()
      #expect(try await store.list(section: nil, after: nil, limit: nil).items.count == names.count)
      await store.close()
    }

    @Test func writesRunOnTheirOwnConnectionBesideReads() async throws {
      // A limit no import meets: imports run on connections of their own, without it.
      let (store, _, names) = try await Self.store(names: 1_000, statementTimeout: .milliseconds(50))
      let before = try await store.sections()
      var generator = NameGenerator(seed: 36)
      let more = generator.names(count: 150_000).filter { !$0.isEmpty }
      // Reads on the same store while the import runs see the whole old table, never a part.
      let importing = Task { try await store.importNames(more, replacing: true) }
      var reads = 0
      while reads < 200 {
        let counts = try await store.sections()
        let total = counts.reduce(0) { $0 + $1.count }
        #expect(total == names.count || total == more.count, "\(total)")
        if total == more.count { break }
        #expect(counts == before)
        reads += 1
        try await Task.sleep(for: .milliseconds(20))
      }
      #expect(try await importing.value == more.count)
      #expect(try await store.sections().reduce(0) { $0 + $1.count } == more.count)
      // An append (into the live table, on its own connection too) passes the limit as well.
      let appended = try await store.importNames(names, replacing: false)
      #expect(appended == names.count, "\(appended) of \(names.count)")
      #expect(try await store.sections().reduce(0) { $0 + $1.count } == more.count + names.count)
      await store.close()
    }

    @Test func readersAreServedThroughTheSwapsOfAReplaceAndARekey() async throws {
      let (store, database, names) = try await Self.store(names: 2_000)
      var generator = NameGenerator(seed: 37)
      let more = generator.names(count: 120_000).filter { !$0.isEmpty }
      // A reader on a store of its own, as another server process would read.
      let reader = try await PostgresNameStore.connect(
        url: PostgresURL(database), table: TableName("names"), creating: false)
      let done = Flag()
      let reading = Task { () -> (reads: Int, totals: Set<Int>, failures: [String]) in
        var reads = 0
        var totals: Set<Int> = []
        var failures: [String] = []
        while !done.isSet {
          do {
            totals.insert(try await reader.sections().reduce(0) { $0 + $1.count })
            let page = try await reader.list(section: nil, after: nil, limit: 20)
            if page.items.isEmpty { failures.append("an empty page") }
            reads += 1
          } catch {
            failures.append("\(error)")
          }
        }
        return (reads, totals, failures)
      }
      // A table a killed writer retired and never dropped: the next writer drops it.
      try PostgresServer.run(
        PostgresServer.psql,
        [database, "-X", "-q", "-v", "ON_ERROR_STOP=1", "-c", "CREATE TABLE names_hangul_old (x int)"])
      #expect(try await store.importNames(more, replacing: true) == more.count)
      #expect(try await store.rekey() == more.count)
      done.set()
      let (reads, totals, failures) = try await reading.value
      // Every read saw the whole old table or the whole new one, and none failed.
      #expect(failures.isEmpty, "\(failures.prefix(3))")
      #expect(reads > 0)
      #expect(totals.isSubset(of: [names.count, more.count]), "\(totals)")
      // The swaps renamed the old tables aside and dropped them after their commits.
      #expect(
        Self.holds(database, "to_regclass('names_hangul_old') IS NULL AND to_regclass('names_hangul_new') IS NULL"))
      #expect(Self.holds(database, "(SELECT count(*) FROM names) = \(more.count)"))
      #expect(
        Self.holds(database, "to_regclass('names_order') IS NOT NULL AND to_regclass('names_length') IS NOT NULL"))
      #expect(try await reader.list(section: nil, after: nil, limit: nil).items.count == more.count)
      // An append after them drops a retired table left over too.
      try PostgresServer.run(
        PostgresServer.psql,
        [database, "-X", "-q", "-v", "ON_ERROR_STOP=1", "-c", "CREATE TABLE names_hangul_old (x int)"])
      #expect(try await store.importNames(names, replacing: false) == names.count)
      #expect(Self.holds(database, "to_regclass('names_hangul_old') IS NULL"))
      await reader.close()
      await store.close()
    }

    /// A flag set once, read from other tasks.
    final class Flag: Sendable {
      private let value = Mutex(false)
      var isSet: Bool { value.withLock { $0 } }
      func set() { value.withLock { $0 = true } }
    }
  }
#endif
