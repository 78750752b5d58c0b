// With the `PostgreSQL` package trait only (postgres-nio).
#if PostgreSQL
  import Hangul
  import HangulDatabase
  import PostgresNIO
  import Synchronization

  extension PostgresNameStore {
    /// A connection made with `configuration` (every connection a store makes: its reads', a
    /// writer's own, a build's helpers). Its backend ends within a second of its client going
    /// away, even while it waits on a lock or builds an index (`client_connection_check_interval`,
    /// PostgreSQL 14 and later; older ones ignore it): a cancelled call closes its connection,
    /// a killed writer's work stops. Its session compiles no query (`jit` off, unless
    /// `configuration` sets it: ``sessionDefaults``; the setting, PostgreSQL 11 and later, is
    /// sent with the connection's start).
    static func open(_ configuration: PostgresConnection.Configuration, id: Int, logger: Logger)
      async throws(DatabaseError) -> PostgresConnection
    {
      var configuration = configuration
      configuration.options.additionalStartupParameters.insert(
        contentsOf: sessionDefaults.map { ($0.name, $0.value) }, at: 0)
      let connection: PostgresConnection
      do {
        connection = try await PostgresConnection.connect(configuration: configuration, id: id, logger: logger)
      } catch {
        throw .unavailable(
          "\(configuration.host ?? ""):\(configuration.port ?? 5432)/\(configuration.database ?? ""): \(Self.message(error))"
        )
      }
      _ = try? await connection.query("SET client_connection_check_interval = 1000", logger: logger)
      return connection
    }

    /// The session settings of every connection a store reads on, before the caller's own:
    /// no JIT compilation. A page's walks of the indexes cost more than PostgreSQL's
    /// `jit_above_cost` by the planner's estimate, which cannot know that they stop at the
    /// page, and compiling them took longer than the whole walk without it.
    static let sessionDefaults = [(name: "jit", value: "off")]

    /// A connection for reads, with `statementTimeout` as its statement and lock timeouts.
    static func readingConnection(
      _ configuration: PostgresConnection.Configuration, statementTimeout: Duration?, logger: Logger
    ) async throws(DatabaseError) -> PostgresConnection {
      let connection = try await open(configuration, id: 1, logger: logger)
      do {
        try await limit(connection, to: statementTimeout, logger: logger)
      } catch {
        try? await connection.close()
        throw error
      }
      return connection
    }

    /// Sets `connection`'s statement and lock timeouts to `statementTimeout` (none: nothing).
    static func limit(_ connection: PostgresConnection, to statementTimeout: Duration?, logger: Logger)
      async throws(DatabaseError)
    {
      guard let statementTimeout else { return }
      do {
        _ = try await connection.query(
          """
          SELECT set_config('statement_timeout', \(milliseconds(statementTimeout)), false),
            set_config('lock_timeout', \(milliseconds(statementTimeout)), false)
          """, logger: logger)
      } catch {
        throw databaseError(error)
      }
    }

    /// `duration` in whole milliseconds, at least 1, as PostgreSQL's settings take it.
    static func milliseconds(_ duration: Duration) -> String {
      let (seconds, attoseconds) = duration.components
      return String(max(1, seconds * 1000 + attoseconds / 1_000_000_000_000_000))
    }

    /// The settings ``restoringSettings(of:logger:_:)`` gives back.
    static let changedSettings =
      [
        "statement_timeout", "lock_timeout", "maintenance_work_mem", "max_parallel_maintenance_workers",
        "enable_bitmapscan",
      ]
      + sessionDefaults.map(\.name)

    /// Runs `body`, then gives the settings a call of the store may change on `connections`
    /// (``limit(_:to:logger:)``, a build's memory and workers, a read's ``sessionDefaults``, a
    /// search's bitmap scans) back the values their sessions started with, whether `body`
    /// succeeded or failed: a leased connection goes back to the pool as it came (a closed one
    /// is left to the pool, which drops it; one lost midway is closed).
    static func restoringSettings<R>(
      of connections: [PostgresConnection], logger: Logger, _ body: () async throws -> R
    ) async throws -> R {
      func restore() async {
        for connection in connections where !connection.isClosed {
          _ = try? await connection.query(
            "SELECT set_config(name, reset_val, false) FROM pg_settings WHERE name = ANY(\(changedSettings))",
            logger: logger)
        }
      }
      do {
        let result = try await body()
        await restore()
        return result
      } catch {
        // A lost connection is closed, not sent more statements: one whose backend was ended
        // may never answer them. The pool drops it.
        if case .unavailable = databaseError(error) {
          for connection in connections where !connection.isClosed { try? await connection.close() }
        } else {
          await restore()
        }
        throw error
      }
    }

    /// Runs `body` (a read) on the store's connection: its own, connected again when it was
    /// closed (the server restarted or ended its backend), or one leased from the pool, whose
    /// wait and statements the store's limit bounds. A store with standbys reads on one of
    /// them when one qualifies (``readingWithStandbys(_:_:)``).
    func reading<R: Sendable>(_ body: @escaping @Sendable () async throws(DatabaseError) -> R)
      async throws(DatabaseError) -> R
    {
      if let standbys { return try await readingWithStandbys(standbys, body) }
      return try await readingPrimary(body)
    }

    /// Runs `body` (a read) on the primary: as ``reading(_:)`` for a store without standbys. On
    /// the store's own connection, one read at a time.
    func readingPrimary<R: Sendable>(_ body: @escaping @Sendable () async throws(DatabaseError) -> R)
      async throws(DatabaseError) -> R
    {
      guard case .pool = source else {
        return try await readerLock.withLock { () async throws(DatabaseError) -> R in
          try await reconnectIfClosed()
          guard let connection = reader.withLock({ $0 }) else { return try await body() }
          let result = try await Self.watched(connection, limit: statementTimeout) { () async throws(DatabaseError) in
            try await body()
          }
          Self.traceServer(primaryConfiguration, standby: nil)
          return result
        }
      }
      let result = try await leasing(limited: true, body)
      Self.traceServer(nil, standby: nil)
      return result
    }

    /// Runs `body` (a read on `connection`) with a watchdog: past twice `limit` and three
    /// seconds (a loaded machine's client can lag its server by seconds), the connection is
    /// closed and the read fails with ``DatabaseError/timeout(_:)``. The server
    /// ends each statement at `limit` itself; the watchdog is for a server that cannot
    /// answer at all (a backend that was ended, a host that is gone), whose statement
    /// would otherwise wait for ever. The next read connects again.
    ///
    /// `body` runs in a task of its own, which the caller's cancellation reaches, so that the
    /// read can end without it: postgres-nio never answers a statement written to a connection
    /// whose channel has closed (the write is dropped, its promise with it), and closing the
    /// connection does not end such a wait. The watchdog looks at the connection every 100 ms:
    /// a read whose connection closed (the server ended its backend between the pool's
    /// handing it out and the statement's write) and that has not ended a second later fails
    /// with ``DatabaseError/unavailable(_:)``; past the watchdog's patience the read fails
    /// with the timeout once the watchdog's close is done, whether or not `body` has ended.
    /// Without a limit, `watchingClose` keeps the watch on the connection's close alone (a
    /// read on a standby, which can go away at any moment); otherwise `body` runs unwatched.
    static func watched<R: Sendable>(
      _ connection: PostgresConnection, limit: Duration?, watchingClose: Bool = false,
      _ body: @escaping @Sendable () async throws(DatabaseError) -> R
    ) async throws(DatabaseError) -> R {
      guard limit != nil || watchingClose else { return try await body() }
      let patience = limit.map { $0 * 2 + .seconds(3) }
      let timedOut = DatabaseError.timeout(
        "no answer within \(patience ?? .zero): the connection was closed")
      // The read's answer and the watchdog's close race for one claim: a read answered just
      // before the deadline keeps its connection, and after the close only the timeout is given.
      let claim = Claim()
      let outcome = Outcome<R>()
      let work = Task {
        let result: Result<R, DatabaseError>
        do throws(DatabaseError) {
          result = .success(try await body())
        } catch {
          result = .failure(error)
        }
        if claim.take() { outcome.settle(result) }
      }
      let watchdog = Task {
        let deadline = patience.map { ContinuousClock.now + $0 }
        while deadline.map({ ContinuousClock.now < $0 }) ?? true {
          try await Task.sleep(for: .milliseconds(100))
          if connection.isClosed {
            // A statement in flight fails with the close; only one that was dropped waits on.
            try await Task.sleep(for: .seconds(1))
            return outcome.settle(.failure(.unavailable("the connection was closed before its statement was answered")))
          }
        }
        guard claim.take() else { return }
        _ = connection.close() as EventLoopFuture<Void>
        // Closed before the next read looks: it connects again instead of using this one.
        try? await connection.closeFuture.get()
        outcome.settle(.failure(timedOut))
      }
      defer { watchdog.cancel() }
      return try await withTaskCancellationHandler {
        await outcome.value
      } onCancel: {
        work.cancel()
      }.get()
    }

    /// Runs `body` on a connection leased from the pool (``withLease(_:waiting:_:)``, waiting
    /// at most the store's limit), lent to this task's statements of the store (``lent``);
    /// when `limited` (a read), the limit also bounds each statement and the session compiles
    /// no query (``sessionDefaults``), both set on the connection for the call, then restored.
    func leasing<R: Sendable>(limited: Bool, _ body: @escaping @Sendable () async throws(DatabaseError) -> R)
      async throws(DatabaseError) -> R
    {
      guard case .pool(let client) = source else { return try await body() }
      let (store, logger, timeout) = (ObjectIdentifier(self), logger, statementTimeout)
      do {
        return try await Self.withLease(client, waiting: timeout) { connection in
          func call() async throws -> R {
            try await Self.$lent.withValue((store, connection)) {
              try await Self.watched(connection, limit: limited ? timeout : nil) { () async throws(DatabaseError) in
                // A read's settings are set under the watch too: a connection whose backend
                // was ended may never answer them.
                if limited { try await Self.prepareForReads(connection, limit: timeout, logger: logger) }
                return try await body()
              }
            }
          }
          guard limited else { return try await call() }
          return try await Self.restoringSettings(of: [connection], logger: logger, call)
        }
      } catch {
        throw Self.databaseError(error)
      }
    }

    /// Sets the store's session settings (``sessionDefaults``) and its `limit` (``limit(_:to:logger:)``)
    /// on a leased connection for a read.
    private static func prepareForReads(_ connection: PostgresConnection, limit: Duration?, logger: Logger)
      async throws(DatabaseError)
    {
      try checkOpen(connection)
      do {
        for (name, value) in sessionDefaults {
          _ = try await connection.query("SELECT set_config(\(name), \(value), false)", logger: logger)
        }
      } catch {
        throw databaseError(error)
      }
      if let limit { try await Self.limit(connection, to: limit, logger: logger) }
    }

    /// Runs `body` with a connection leased from `client`, waiting for it at most `timeout`
    /// (none: as long as the pool makes it wait). A failure to lease (the pool shut down), a
    /// wait past the timeout and a cancelled caller are ``DatabaseError/unavailable(_:)``.
    ///
    /// The lease is taken and held by a task of its own until `body` ends, so that the wait
    /// can end with the timer. That task is not a child the caller waits for: the pool can
    /// miss a cancellation that comes between its check and its queueing of the request, and
    /// such a request must not hold the caller until a connection frees up. A connection that
    /// comes after the caller gave up goes straight back to the pool. After `body`, the call
    /// returns once the connection is back in the pool.
    static func withLease<R>(
      _ client: PostgresClient, waiting timeout: Duration?, _ body: (PostgresConnection) async throws -> R
    ) async throws -> R {
      let (handed, hand) = AsyncThrowingStream<PostgresConnection, any Error>.makeStream()
      let released = Latch()
      let lease = Task {
        do {
          try await client.withConnection { connection in
            hand.yield(connection)
            // Held until `body` is done, or given back at once when the caller gave up.
            await released.wait()
          }
        } catch {
          hand.finish(throwing: DatabaseError.unavailable("no connection from the pool: \(message(error))"))
        }
      }
      let timer = timeout.map { timeout in
        Task {
          try? await Task.sleep(for: timeout)
          if !Task.isCancelled {
            hand.finish(throwing: DatabaseError.unavailable("no connection from the pool within \(timeout)"))
          }
        }
      }
      let connection: PostgresConnection
      do {
        // `nil` when the caller is cancelled (the stream ends with its task).
        var connections = handed.makeAsyncIterator()
        guard let handedOver = try await connections.next() else {
          throw DatabaseError.unavailable("no connection from the pool")
        }
        connection = handedOver
      } catch {
        timer?.cancel()
        released.open()
        lease.cancel()
        throw error
      }
      timer?.cancel()
      do {
        let result = try await body(connection)
        released.open()
        await lease.value
        return result
      } catch {
        released.open()
        await lease.value
        throw error
      }
    }

    /// Connects again when the reading connection was closed (the server restarted or ended
    /// its backend): the reads call it before their first statement.
    func reconnectIfClosed() async throws(DatabaseError) {
      guard let configuration = primaryConfiguration, let old = reader.withLock({ $0 }), old.isClosed else { return }
      let new = try await Self.readingConnection(configuration, statementTimeout: statementTimeout, logger: logger)
      let kept = reader.withLock { current -> Bool in
        guard current === old else { return false }
        current = new
        return true
      }
      if !kept { try? await new.close() }
    }

    /// Runs `body` (an import or a rekey) on a connection of its own, made for it and closed
    /// after it, or leased from the pool and given back: its transaction and its statements
    /// never meet a read's. With `reusing` (a row write: its statements change no session
    /// setting), the store's own connections keep the writer open for the next write
    /// (``keptWriter``, one write at a time), so that a put does not start a backend; a write
    /// that fails closes it.
    func withWriter<R: Sendable>(reusing: Bool = false, _ body: () async throws -> R) async throws -> R {
      switch source {
      case .own(let given) where reusing:
        return try await writerLock.withLock { () async throws -> R in
          let configuration = standbys?.primary ?? given
          let promoted = standbys?.promoted
          // A kept writer whose backend ended since the last write (the server restarted, or
          // ended it) fails the write before it commits: the write runs again, once, on a new one.
          var reused = false
          while true {
            let writer: PostgresConnection
            if !reused, let kept = keptWriter.withLock({ $0 }), !kept.connection.isClosed, kept.promoted == promoted {
              writer = kept.connection
              reused = true
            } else {
              reused = false
              try? await takeKeptWriter()?.close()
              writer = try await openWriter(configuration)
              keptWriter.withLock { $0 = (writer, promoted) }
            }
            do {
              return try await write(on: writer, to: configuration, body)
            } catch {
              keptWriter.withLock { $0 = nil }
              let lost = writer.isClosed
              try? await writer.close()
              if reused && lost && !Task.isCancelled { continue }
              throw error
            }
          }
        }
      case .own(let given):
        // The primary given, or the standby promoted since.
        let configuration = standbys?.primary ?? given
        let writer = try await openWriter(configuration)
        do {
          let result = try await write(on: writer, to: configuration, body)
          try? await writer.close()
          return result
        } catch {
          try? await writer.close()
          throw error
        }
      case .pool(let client):
        let result = try await Self.withLease(client, waiting: statementTimeout) { writer in
          try await Self.$lent.withValue((ObjectIdentifier(self), writer)) { try await body() }
        }
        Self.traceServer(nil, standby: nil)
        return result
      }
    }

    /// A new writer on the primary at `configuration`: with standbys, its commits wait for
    /// their WAL's flush (``flushingCommits(_:logger:)``); closed again when that fails.
    private func openWriter(_ configuration: PostgresConnection.Configuration) async throws -> PostgresConnection {
      let writer = try await Self.open(configuration, id: 4, logger: logger)
      do {
        if standbys != nil { try await Self.flushingCommits(writer, logger: logger) }
      } catch {
        try? await writer.close()
        throw error
      }
      return writer
    }

    /// Runs `body` with `writer` lent to it; with standbys, records the WAL position of its
    /// commit for read-your-writes.
    private func write<R: Sendable>(
      on writer: PostgresConnection, to configuration: PostgresConnection.Configuration,
      _ body: () async throws -> R
    ) async throws -> R {
      let result = try await Self.$lent.withValue((ObjectIdentifier(self), writer)) { try await body() }
      if let standbys { await standbys.recordWrite(on: writer, logger: logger) }
      Self.traceServer(configuration, standby: nil)
      return result
    }

    /// The kept writer (``keptWriter``), no longer kept.
    private func takeKeptWriter() -> PostgresConnection? {
      keptWriter.withLock { kept in
        defer { kept = nil }
        return kept?.connection
      }
    }

    /// How long a build on a pool waits for its two helper connections when the store has no
    /// limit: a pool of fewer than three connections then fails the import, instead of
    /// holding the table's write lock for ever.
    static let helperWait = Duration.seconds(30)

    /// Runs `body` with more connections to the database: three made as the reading one was
    /// (closed after it), or two leased from the pool (given back after it, their settings
    /// restored), so that a pool of three connections is enough for a build.
    func withHelperConnections<R: Sendable>(_ body: ([PostgresConnection]) async throws -> R) async throws -> R {
      switch source {
      case .own(let given):
        // The primary given, or the standby promoted since.
        let configuration = standbys?.primary ?? given
        var connections: [PostgresConnection] = []
        do {
          for id in [2, 3, 5] { connections.append(try await Self.open(configuration, id: id, logger: logger)) }
          let result = try await body(connections)
          for connection in connections { try? await connection.close() }
          return result
        } catch {
          for connection in connections { try? await connection.close() }
          throw error
        }
      case .pool(let client):
        // Within the writer's transaction: a pool too small for three never hands the
        // second or third, so the wait is bounded even without the store's limit.
        let (logger, wait) = (logger, statementTimeout ?? Self.helperWait)
        return try await Self.withLease(client, waiting: wait) { first in
          try await Self.withLease(client, waiting: wait) { second in
            try await Self.restoringSettings(of: [first, second], logger: logger) { try await body([first, second]) }
          }
        }
      }
    }

    /// Closes the store's own reading connection (on a pool: nothing; the client is the
    /// caller's), and with standbys, stops their monitor and closes their connections.
    ///
    /// ```swift
    /// try await store.close()
    /// ```
    public func close() async {
      try? await reader.withLock { $0 }?.close()
      try? await takeKeptWriter()?.close()
      await standbys?.close()
    }

    /// The ``DatabaseError`` of `error`: PostgreSQL's statement and lock timeouts and
    /// cancelled statements (SQLSTATE 57014, 55P03) are ``DatabaseError/timeout(_:)``; a lost
    /// connection, a backend ended by the server or its shutdown (57P01…57P03, class 08), and a
    /// write on a standby (25006: a server in recovery takes no writes) are
    /// ``DatabaseError/unavailable(_:)``; other failures ``DatabaseError/failed(_:)``.
    static func databaseError(_ error: any Error) -> DatabaseError {
      if let error = error as? DatabaseError { return error }
      if let error = error as? PSQLError {
        let state = error.serverInfo?[.sqlState] ?? ""
        if state == "57014" || state == "55P03" { return .timeout(message(error)) }
        if ["57P01", "57P02", "57P03"].contains(state) || state.hasPrefix("08") { return .unavailable(message(error)) }
        if state == "25006" {
          return .unavailable("\(message(error)): the server is a standby; writes need the primary")
        }
        if [.serverClosedConnection, .clientClosedConnection, .connectionError, .uncleanShutdown].contains(error.code) {
          return .unavailable(message(error))
        }
      }
      return .failed(message(error))
    }

    static func message(_ error: any Error) -> String {
      if let error = error as? PSQLError {
        if let message = error.serverInfo?[.message] { return message }
        return "\(error.code)" + (error.underlying.map { ": \($0)" } ?? "")
      }
      return "\(error)"
    }

    /// Fails with ``DatabaseError/unavailable(_:)`` when `connection` is closed: a statement
    /// written to it would never be answered (postgres-nio drops a write to a closed channel,
    /// the statement's promise with it). A pool can hand out a connection whose server ended it
    /// before the pool noticed.
    static func checkOpen(_ connection: PostgresConnection) throws(DatabaseError) {
      if connection.isClosed { throw .unavailable("the connection to the server was closed") }
    }

    /// Runs `query` on ``connection``. A cancelled task closes that connection, so that the
    /// server ends the statement (it checks its client every second:
    /// `client_connection_check_interval`) and an import's transaction rolls back; the call
    /// fails with ``DatabaseError/timeout(_:)``, and the store's next read connects again.
    func run(_ query: PostgresQuery) async throws(DatabaseError) -> PostgresRowSequence {
      // A pool's connections are lent to a call (``leasing(limited:_:)``): none outside one.
      guard let connection = self.connection else { throw .unavailable("no connection was leased for this call") }
      try Self.checkOpen(connection)
      do {
        return try await withTaskCancellationHandler {
          try await connection.query(query, logger: logger)
        } onCancel: {
          _ = connection.close() as EventLoopFuture<Void>
        }
      } catch {
        if Task.isCancelled { throw .timeout("the task was cancelled") }
        throw Self.databaseError(error)
      }
    }

    func transaction(_ body: () async throws -> Void) async throws(DatabaseError) {
      _ = try await run("BEGIN")
      do {
        try await body()
        _ = try await run("COMMIT")
      } catch {
        _ = try? await run("ROLLBACK")
        if let error = error as? DatabaseError { throw error }
        throw Self.databaseError(error)
      }
    }
  }
#endif
