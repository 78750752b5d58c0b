// With the `PostgreSQL` package trait only (postgres-nio).
#if PostgreSQL
  import Hangul
  import HangulDatabase
  import PostgresNIO
  import Synchronization

  /// A table of names in PostgreSQL with their stored keys (``NameKeys``), computed by the
  /// client on write, so that PostgreSQL's own btree indexes answer: `(sort_key, seq)` pages in
  /// Korean order (the sort key is `bytea`, compared as bytes: PostgreSQL's collations are never
  /// consulted), section pages on the same index from the section's first key. Search
  /// candidates come from the stored search keys (`SearchCandidates`): a GIN index over
  /// the integer array of their trigram codes (`SearchKeys/grams(choseongKey:jamoKey:)`,
  /// PostgreSQL's built-in `array_ops`: no extension), then the keys' `LIKE` patterns; the
  /// library matches and ranks them as `hangul search` does. A page of a search is read in rank
  /// order (`SearchPlan`): each ranking group's rows in Korean order, exact ones through the
  /// `(length(jamo_key), sort_key, seq)` index, so that it stops at the page's limit.
  ///
  /// Schema (version 3; `T` is the table):
  /// ```sql
  /// CREATE TABLE T (seq bigserial NOT NULL, name text NOT NULL, sort_key bytea NOT NULL,
  ///   title_position integer NOT NULL, title text NOT NULL, choseong_key text NOT NULL,
  ///   jamo_key text NOT NULL, search_grams integer[] NOT NULL, keys_version text NOT NULL,
  ///   CONSTRAINT T_order PRIMARY KEY (sort_key, seq));   -- the order index is the key
  /// ALTER TABLE T ALTER COLUMN sort_key SET STATISTICS 300;   -- tables the store makes
  /// CREATE INDEX T_search ON T USING gin (search_grams);
  /// CREATE INDEX T_length ON T (length(jamo_key), sort_key, seq)   -- built on open when missing
  ///   WHERE length(jamo_key) <> 9;   -- a bulk build: the length most names have, if any
  /// CREATE TABLE hangul_tables (table_name text PRIMARY KEY, keys_version text NOT NULL);
  /// CREATE TABLE hangul_section_counts (table_name text, title_position integer, count bigint,
  ///   first_key bytea, last_key bytea, PRIMARY KEY (table_name, title_position));
  /// ```
  ///
  /// A section's names lie together in Korean order (the contacts layout's sections are ranges
  /// of the collation, as ICU's AlphabeticIndex makes them; `#` may be two, symbols and digits
  /// before Hangul, other scripts after Latin): a section's page reads the order index between
  /// the section's first and last keys (`first_key`, `last_key`, kept with the counts) and keeps
  /// the section's rows.
  ///
  /// Readers never wait for a writer but for a moment: an append copies into the live table
  /// under `SHARE ROW EXCLUSIVE` (other writers wait, readers do not), and a replacing import
  /// or a rekey (``rekey(progress:)``) builds the whole new table beside the live one
  /// (`T_hangul_new`, with its indexes) and swaps it in at the end of its transaction (drop
  /// and rename, a catalog change held for milliseconds), so a reader sees the whole old
  /// table or the whole new one. The side table is built on more connections, which the store
  /// opens for the build and closes after it (three; two of a caller's pool): the rows are
  /// copied in PostgreSQL's binary format with `FREEZE`, in the transaction that makes the
  /// table, then its indexes and key are built on separate processes at once (the README's
  /// benchmark has the times at 10M names). A writer that fails or is killed midway
  /// leaves the live table as it was; the side table is dropped by the writer that failed,
  /// or, when it was killed, by the next writer of the table.
  ///
  /// The section counts are recounted by every import and key rebuild, in its transaction, so
  /// ``sections()`` reads at most 41 rows; rows written around the store (plain `INSERT`s)
  /// are not counted until the next import. The search keys are ASCII (`SearchKeys`) and
  /// their grams integers, so the index works whatever the database's locale. A table of
  /// schema 1 (a `choseong` column) or 2 (pg_trgm over the keys, no `search_grams`) is altered
  /// to schema 3 when a store opens it, and its keys rebuilt (its rows have no search keys to
  /// answer from). Keys another package or ICU version made are reported (``keyStatus``), not
  /// rebuilt by opening or reading.
  ///
  /// ```swift
  /// let store = try await PostgresNameStore.connect(
  ///   url: PostgresURL("postgres://app@127.0.0.1/app"), table: TableName("names"), creating: true)
  /// try await store.importNames(["홍길동", "Zoe"], replacing: true)
  /// try await store.sections().map(\.title)   // ["ㅎ", "Z"]
  /// try await store.close()
  /// ```
  public final class PostgresNameStore: Sendable {
    /// Where the store's connections come from.
    enum Source: Sendable {
      /// Connections the store makes with a configuration: one for reads (made again when it
      /// was closed: ``reconnectIfClosed()``), one for each writer, two for a build's helpers.
      case own(PostgresConnection.Configuration)
      /// The caller's pool: each call leases what it needs and gives it back.
      case pool(PostgresClient)
    }
    let source: Source
    /// The connection reads run on when the store makes its own (nil on a pool).
    private let reader: Mutex<PostgresConnection?>
    /// The connection a statement runs on: the one lent to this task for a call of this store
    /// (``lent``: a writer's own, or one leased from a pool), the reading one otherwise.
    var connection: PostgresConnection? {
      if let lent = Self.lent, lent.store == ObjectIdentifier(self) { return lent.connection }
      return reader.withLock { $0 }
    }
    /// The connection lent to the call this task runs, and its store: writes run on a
    /// connection of their own, in their own transaction, so that a read on the store meanwhile
    /// neither waits for them nor lands in their transaction; on a pool, every call runs on
    /// the connection it leased.
    @TaskLocal static var lent: (store: ObjectIdentifier, connection: PostgresConnection)?
    /// The limit on each read's statements and lock waits, and on a pool, on its wait for a
    /// connection (``connect(url:table:creating:timeout:statementTimeout:)``,
    /// ``connect(client:table:creating:logger:timeout:)``).
    let statementTimeout: Duration?
    /// The table.
    ///
    /// ```swift
    /// store.table.quoted   // "\"names\""
    /// ```
    public let table: TableName
    let maker: NameKeyMaker
    let logger: Logger
    private let status = Mutex(KeyStatus.current)

    init(
      source: Source, reader: PostgresConnection?, table: TableName, maker: NameKeyMaker, logger: Logger,
      statementTimeout: Duration?
    ) {
      self.source = source
      self.reader = Mutex(reader)
      self.statementTimeout = statementTimeout
      self.table = table
      self.maker = maker
      self.logger = logger
    }

    /// Whether the stored keys are this build's, as found when the store opened the table (and
    /// after its own ``rekey(progress:)`` or replacing import): a stale table answers from its
    /// stored keys, in the order of the version that made them, until it is rekeyed.
    ///
    /// ```swift
    /// if case .stale(let stored) = store.keyStatus { print("keys of \(stored): run hangul db rekey") }
    /// ```
    public var keyStatus: KeyStatus { status.withLock { $0 } }

    /// Connects (giving up after `timeout` seconds) and opens the table; with `creating`, makes
    /// it when missing. Keys another version made are reported (``keyStatus``), not rebuilt.
    ///
    /// With `statementTimeout`, each statement of a read (``sections()``, ``list(section:after:limit:)``,
    /// ``searchPage(_:options:after:limit:)``) and each lock wait it makes stops after that long
    /// with ``DatabaseError/timeout(_:)`` (PostgreSQL's `statement_timeout` and `lock_timeout`).
    /// Imports and rekeys run on connections of their own, without a limit.
    ///
    /// A read that finds the connection closed (the server restarted, or ended the backend)
    /// connects again first; one whose connection is lost while it runs fails with
    /// ``DatabaseError/unavailable(_:)``, and the next read connects again.
    ///
    /// ```swift
    /// let store = try await PostgresNameStore.connect(url: url, table: TableName("names"), creating: false)
    /// let bounded = try await PostgresNameStore.connect(
    ///   url: url, table: TableName("names"), creating: false, statementTimeout: .seconds(2))
    /// ```
    ///
    /// - Throws: ``DatabaseError/unavailable(_:)`` if the server cannot be reached or refuses
    ///   the login, ``DatabaseError/missingTable(_:)`` if the table is missing and not `creating`.
    /// - Complexity: O(1); O(*N*) for a table of schema 1 or 2, whose keys are rebuilt.
    public static func connect(
      url: PostgresURL, table: TableName, creating: Bool, timeout: Int64 = 5, statementTimeout: Duration? = nil
    ) async throws(DatabaseError) -> PostgresNameStore {
      var configuration = PostgresConnection.Configuration(
        host: url.host, port: url.port, username: url.user, password: url.password, database: url.database,
        tls: .disable)
      configuration.options.connectTimeout = TimeAmount.seconds(timeout)
      var logger = Logger(label: "hangul.postgres")
      logger.logLevel = .critical
      return try await connect(
        configuration: configuration, table: table, creating: creating, logger: logger,
        statementTimeout: statementTimeout)
    }

    /// Connects with the caller's `configuration` (host, credentials, TLS, connect timeout:
    /// postgres-nio's) and opens the table, as ``connect(url:table:creating:timeout:statementTimeout:)``
    /// does; every connection the store makes (its reads, an import's or a rekey's own, the
    /// helpers of a build) uses `configuration` and logs to `logger`.
    ///
    /// ```swift
    /// let configuration = PostgresConnection.Configuration(
    ///   host: "db.internal", username: "app", password: nil, database: "app",
    ///   tls: .require(try NIOSSLContext(configuration: .makeClientConfiguration())))
    /// let store = try await PostgresNameStore.connect(
    ///   configuration: configuration, table: TableName("names"), creating: false, logger: Logger(label: "app"))
    /// ```
    ///
    /// - Throws: as ``connect(url:table:creating:timeout:statementTimeout:)``.
    /// - Complexity: as ``connect(url:table:creating:timeout:statementTimeout:)``.
    public static func connect(
      configuration: PostgresConnection.Configuration, table: TableName, creating: Bool, logger: Logger,
      statementTimeout: Duration? = nil
    ) async throws(DatabaseError) -> PostgresNameStore {
      let maker: NameKeyMaker
      do { maker = try NameKeyMaker() } catch { throw .icu("\(error)") }
      // Opening may build an index or upgrade the table: the limit applies after it.
      let connection = try await readingConnection(configuration, statementTimeout: nil, logger: logger)
      let store = PostgresNameStore(
        source: .own(configuration), reader: connection, table: table, maker: maker, logger: logger,
        statementTimeout: statementTimeout)
      do {
        try await store.prepare(creating: creating)
        try await limit(connection, to: statementTimeout, logger: logger)
      } catch {
        try? await connection.close()
        throw error
      }
      return store
    }

    /// Opens the table on the caller's pool, postgres-nio's `PostgresClient` (its TLS,
    /// reconnection and size are the caller's; its `run()` must be running, as for any use of
    /// it). With `creating`, makes the table when missing. Every call leases what it needs
    /// and gives it back: a read one connection, an import or a rekey one for its transaction,
    /// and a replace, a bulk load or a rekey two more for the build beside the live table
    /// (give the pool at least three, `maximumConnections`). The store sets the session
    /// settings it needs on a leased connection and restores them before giving it back.
    /// ``close()`` leaves the client running.
    ///
    /// With `timeout`, a read that gets no connection within it fails with
    /// ``DatabaseError/unavailable(_:)`` (the server is down, or every connection stays busy),
    /// and each of its statements and lock waits stops after it with
    /// ``DatabaseError/timeout(_:)``. Imports and rekeys wait for their connections and run
    /// without a limit; cancel their task to stop them. A cancelled task closes the connection
    /// its statement runs on (the pool makes another); for the server to end that statement
    /// at once, give the client `client_connection_check_interval` (PostgreSQL 14 and later)
    /// as below.
    ///
    /// ```swift
    /// var configuration = PostgresClient.Configuration(
    ///   host: "127.0.0.1", username: "app", password: nil, database: "app", tls: .disable)
    /// configuration.options.additionalStartupParameters = [("client_connection_check_interval", "1000")]
    /// let client = PostgresClient(configuration: configuration)
    /// try await withThrowingDiscardingTaskGroup { group in
    ///   group.addTask { await client.run() }
    ///   let store = try await PostgresNameStore.connect(
    ///     client: client, table: TableName("names"), creating: true, logger: Logger(label: "app"),
    ///     timeout: .seconds(2))
    ///   try await store.sections()
    ///   group.cancelAll()
    /// }
    /// ```
    ///
    /// - Throws: ``DatabaseError/unavailable(_:)`` if no connection comes within `timeout` or the
    ///   pool fails to make one, ``DatabaseError/missingTable(_:)`` if the table is missing and
    ///   not `creating`.
    /// - Complexity: as ``connect(url:table:creating:timeout:statementTimeout:)``.
    public static func connect(
      client: PostgresClient, table: TableName, creating: Bool, logger: Logger, timeout: Duration? = nil
    ) async throws(DatabaseError) -> PostgresNameStore {
      let maker: NameKeyMaker
      do { maker = try NameKeyMaker() } catch { throw .icu("\(error)") }
      let store = PostgresNameStore(
        source: .pool(client), reader: nil, table: table, maker: maker, logger: logger, statementTimeout: timeout)
      // Opening may build an index or upgrade the table: the limit applies to the wait only.
      try await store.leasing(limited: false) { () async throws(DatabaseError) in
        try await store.prepare(creating: creating)
      }
      return store
    }

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
    /// page; at 10M names the exact group of `ㄱㅂ` took 66 ms, 36 ms of it compiling, and
    /// 5.6 ms without.
    static let sessionDefaults = [(name: "jit", value: "off")]

    /// A connection for reads, with `statementTimeout` as its statement and lock timeouts.
    private static func readingConnection(
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
    private static func limit(_ connection: PostgresConnection, to statementTimeout: Duration?, logger: Logger)
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
    /// wait and statements the store's limit bounds.
    func reading<R: Sendable>(_ body: @escaping @Sendable () async throws(DatabaseError) -> R)
      async throws(DatabaseError) -> R
    {
      guard case .pool = source else {
        try await reconnectIfClosed()
        guard let connection = reader.withLock({ $0 }) else { return try await body() }
        return try await Self.watched(connection, limit: statementTimeout) { () async throws(DatabaseError) in
          try await body()
        }
      }
      return try await leasing(limited: true, body)
    }

    /// Runs `body` (a read on `connection`) with a watchdog: past twice `limit` and a second,
    /// the connection is closed and the read fails with ``DatabaseError/timeout(_:)``. The server
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
    static func watched<R: Sendable>(
      _ connection: PostgresConnection, limit: Duration?,
      _ body: @escaping @Sendable () async throws(DatabaseError) -> R
    ) async throws(DatabaseError) -> R {
      guard let limit else { return try await body() }
      let patience = limit * 2 + .seconds(1)
      let timedOut = DatabaseError.timeout("no answer within \(patience): the connection was closed")
      let fired = Flag()
      let outcome = Outcome<R>()
      let work = Task {
        do throws(DatabaseError) {
          outcome.settle(.success(try await body()))
        } catch {
          // After the watchdog's close, the watchdog gives the timeout.
          if !fired.isSet { outcome.settle(.failure(error)) }
        }
      }
      let watchdog = Task {
        let deadline = ContinuousClock.now + patience
        while ContinuousClock.now < deadline {
          try await Task.sleep(for: .milliseconds(100))
          if connection.isClosed {
            // A statement in flight fails with the close; only one that was dropped waits on.
            try await Task.sleep(for: .seconds(1))
            return outcome.settle(.failure(.unavailable("the connection was closed before its statement was answered")))
          }
        }
        fired.set()
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
      guard case .own(let configuration) = source, let old = reader.withLock({ $0 }), old.isClosed else { return }
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
    /// never meet a read's.
    func withWriter<R: Sendable>(_ body: () async throws -> R) async throws -> R {
      switch source {
      case .own(let configuration):
        let writer = try await Self.open(configuration, id: 4, logger: logger)
        do {
          let result = try await Self.$lent.withValue((ObjectIdentifier(self), writer)) { try await body() }
          try? await writer.close()
          return result
        } catch {
          try? await writer.close()
          throw error
        }
      case .pool(let client):
        return try await Self.withLease(client, waiting: statementTimeout) { writer in
          try await Self.$lent.withValue((ObjectIdentifier(self), writer)) { try await body() }
        }
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
      case .own(let configuration):
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
    /// caller's).
    ///
    /// ```swift
    /// try await store.close()
    /// ```
    public func close() async {
      try? await reader.withLock { $0 }?.close()
    }

    /// The ``DatabaseError`` of `error`: PostgreSQL's statement and lock timeouts and
    /// cancelled statements (SQLSTATE 57014, 55P03) are ``DatabaseError/timeout(_:)``; a lost
    /// connection, a backend ended by the server or its shutdown (57P01…57P03, class 08) are
    /// ``DatabaseError/unavailable(_:)``; other failures ``DatabaseError/failed(_:)``.
    static func databaseError(_ error: any Error) -> DatabaseError {
      if let error = error as? DatabaseError { return error }
      if let error = error as? PSQLError {
        let state = error.serverInfo?[.sqlState] ?? ""
        if state == "57014" || state == "55P03" { return .timeout(message(error)) }
        if ["57P01", "57P02", "57P03"].contains(state) || state.hasPrefix("08") { return .unavailable(message(error)) }
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

    private func prepare(creating: Bool) async throws(DatabaseError) {
      let t = table.quoted
      var columns: Set<String> = []
      do {
        // The catalog itself, as `information_schema.columns` reads it (tables, views, foreign
        // and partitioned tables of the current schema): that view's plan alone took a few
        // milliseconds in every process that opens a store.
        for try await column in try await run(
          """
          SELECT a.attname::text FROM pg_catalog.pg_attribute a
            JOIN pg_catalog.pg_class c ON c.oid = a.attrelid
            JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
          WHERE n.nspname = current_schema() AND c.relname = \(table.name)
            AND c.relkind IN ('r', 'p', 'v', 'f') AND a.attnum > 0 AND NOT a.attisdropped
          """
        ).decode(String.self) { columns.insert(column) }
      } catch let error as DatabaseError { throw error } catch { throw Self.databaseError(error) }
      if columns.isEmpty {
        guard creating else { throw .missingTable(table.name) }
        _ = try await run(
          """
          CREATE TABLE IF NOT EXISTS \(unescaped: t) (seq bigserial NOT NULL, name text NOT NULL,
            sort_key bytea NOT NULL, title_position integer NOT NULL, title text NOT NULL,
            choseong_key text NOT NULL, jamo_key text NOT NULL, search_grams integer[] NOT NULL,
            keys_version text NOT NULL,
            CONSTRAINT \(unescaped: table.quoted(suffix: Index.order.rawValue)) PRIMARY KEY (sort_key, seq))
          """)
        _ = try await run(Self.sortKeyStatistics(of: table))
        try await createIndexes()
        _ = try await run(
          "CREATE TABLE IF NOT EXISTS hangul_tables (table_name text PRIMARY KEY, keys_version text NOT NULL)")
        _ = try await run(
          """
          CREATE TABLE IF NOT EXISTS hangul_section_counts (table_name text NOT NULL, title_position integer NOT NULL,
            count bigint NOT NULL, first_key bytea, last_key bytea, PRIMARY KEY (table_name, title_position))
          """)
        // A counts table that schema 2 made (for another table of the database).
        try await addSectionBounds()
        _ = try await run(
          """
          INSERT INTO hangul_tables (table_name, keys_version) VALUES (\(table.name), \(KeyVersion.current.text))
          ON CONFLICT (table_name) DO UPDATE SET keys_version = excluded.keys_version
          """)
      } else if !columns.contains("search_grams") {
        // Schema 1 (a `choseong` column) or 2 (pg_trgm over the keys): altered to schema 3;
        // its rows' keys are stale (made by schema 1 or 2) and rebuilt below.
        if !columns.contains("jamo_key") {
          _ = try await run(
            """
            ALTER TABLE \(unescaped: t) DROP COLUMN IF EXISTS choseong,
              ADD COLUMN choseong_key text NOT NULL DEFAULT '', ADD COLUMN jamo_key text NOT NULL DEFAULT ''
            """)
        }
        _ = try await run("ALTER TABLE \(unescaped: t) ADD COLUMN search_grams integer[] NOT NULL DEFAULT '{}'")
        _ = try await run("DROP INDEX IF EXISTS \(unescaped: table.quoted(suffix: "search"))")
        _ = try await run("DROP INDEX IF EXISTS \(unescaped: table.quoted(suffix: "section"))")
        try await addSectionBounds()
        try await createIndexes()
        // Schema 1 and 2 rows have no search grams: nothing to answer from until they are made.
        try await rekey()
      } else {
        try await addLengthIndex()
      }
      let stored = try await storedVersion()
      status.withLock { $0 = KeyStatus(stored: stored) }
    }

    /// The key version recorded for the table in `hangul_tables` (nil: none).
    private func storedVersion() async throws(DatabaseError) -> String? {
      var stored: String?
      do {
        for try await (version) in try await run(
          "SELECT keys_version FROM hangul_tables WHERE table_name = \(table.name)"
        ).decode(String.self) { stored = version }
      } catch let error as DatabaseError { throw error } catch { throw Self.databaseError(error) }
      return stored
    }

    /// The value of setting `name` on the session the store reads on, as a read finds it:
    /// every call gives its session back with the settings it found (a search's bitmap scans
    /// among them, ``rows(for:plan:section:before:walking:)``).
    ///
    /// ```swift
    /// try await store.sessionSetting("enable_bitmapscan")   // "on"
    /// ```
    package func sessionSetting(_ name: String) async throws(DatabaseError) -> String {
      try await reading { () async throws(DatabaseError) in
        var value = ""
        do {
          for try await text in try await self.run("SELECT current_setting(\(name))").decode(String.self) {
            value = text
          }
        } catch let error as DatabaseError { throw error } catch { throw Self.databaseError(error) }
        return value
      }
    }

    /// Builds the index of jamo key lengths and Korean order (exact search matches) on a
    /// table made before it existed; readers keep reading while it is built.
    private func addLengthIndex() async throws(DatabaseError) {
      let index = table.quoted(suffix: "length")
      var exists = false
      do {
        for try await found in try await run("SELECT to_regclass(\(index)) IS NOT NULL").decode(Bool.self) {
          exists = found
        }
      } catch let error as DatabaseError { throw error } catch { throw Self.databaseError(error) }
      if !exists { try await createIndexes() }
    }

    /// Adds the section bounds to a counts table of schema 2.
    private func addSectionBounds() async throws(DatabaseError) {
      _ = try await run(
        "ALTER TABLE hangul_section_counts ADD COLUMN IF NOT EXISTS first_key bytea, ADD COLUMN IF NOT EXISTS last_key bytea"
      )
    }

    /// The indexes of `target` (the table by default): Korean order (for sections too), the
    /// search keys' trigram codes and the jamo keys' lengths.
    private func createIndexes(on target: TableName? = nil) async throws(DatabaseError) {
      let target = target ?? table
      for index in Index.allCases { _ = try await run(index.creation(on: target)) }
    }

    /// The indexes of a table, each named `T_` and its raw value. The order index is unique
    /// (`seq` is), and the table's primary key: one index fewer to build and to keep than a key
    /// of `seq` alone (4.5 s of a 10M build on two cores), and nothing reads rows by `seq` alone.
    /// A table made before it was the key keeps its `T_pkey` of `seq`. The length index keeps
    /// `seq`: without it the index built in 7.6 s instead of 10.3 s at 10M names, but each walk
    /// of it sorted its rows by `seq` (Kim's exact group, whose walks read the names that begin
    /// with it, went from 30 to 59 ms on an open connection).
    ///
    /// A bulk build leaves out of the length index the rows of the length more than half of
    /// the names have (``KeyLengthCounts/dominant``: 9, three syllables, for 92 % of 10M
    /// generated Korean names), and the index holds the others. An exact group's walk of that
    /// length reads the order index instead, where most rows have it, and the planner takes
    /// the length index for the other lengths (`length(jamo_key) = 6` implies `<> 9`). At 10M
    /// names the index then builds in 2.5 s instead of 13.5 s alone, and the build's three
    /// lanes sort 11 s less on two cores. A table made by an append, or before, has the whole
    /// index.
    enum Index: String, CaseIterable {
      case order, search, length

      /// Its `CREATE INDEX` on `target`; the length index without the rows whose jamo key has
      /// `leftOutLength` codes, when it is given (``KeyLengthCounts/dominant``).
      func creation(on target: TableName, leavingOut leftOutLength: Int? = nil) -> PostgresQuery {
        var (unique, columns) =
          switch self {
          case .order: ("UNIQUE ", "(sort_key, seq)")
          case .search: ("", "USING gin (search_grams)")
          case .length: ("", "(length(jamo_key), sort_key, seq)")
          }
        if self == .length, let leftOutLength { columns += " WHERE length(jamo_key) <> \(leftOutLength)" }
        return
          "CREATE \(unescaped: unique)INDEX IF NOT EXISTS \(unescaped: target.quoted(suffix: rawValue)) ON \(unescaped: target.quoted) \(unescaped: columns)"
      }
    }

    /// The sort keys' statistics target of a table this store makes: 300, for a histogram
    /// three times finer than PostgreSQL's default. The default's 100 buckets could not tell
    /// a one-syllable prefix's range (안…앉: 134,000 of 10M names) from 500 rows, and the
    /// planner then sorted the whole range for a page (43 ms) instead of walking the order
    /// index to the page's end (0.1 ms). `ANALYZE` of 10M names then samples 90,000 rows
    /// instead of 30,000 (1.1 s against 0.4 s).
    static func sortKeyStatistics(of target: TableName) -> PostgresQuery {
      "ALTER TABLE \(unescaped: target.quoted) ALTER COLUMN sort_key SET STATISTICS 300"
    }

    /// The DDL of a table of this schema named `target`, without indexes.
    static func createTableSQL(_ target: TableName) -> String {
      """
      CREATE TABLE \(target.quoted) (seq bigserial NOT NULL, name text NOT NULL,
        sort_key bytea NOT NULL, title_position integer NOT NULL, title text NOT NULL,
        choseong_key text NOT NULL, jamo_key text NOT NULL, search_grams integer[] NOT NULL,
        keys_version text NOT NULL)
      """
    }

    /// The side table a replace or a rekey builds beside the live one: `T_hangul_new` (the
    /// table's name cut to 40 characters first, so that its index names fit PostgreSQL's 63).
    var sideTable: TableName {
      // A prefix of a valid name plus letters is valid.
      try! TableName(String(table.name.prefix(40)) + "_hangul_new")
    }

    /// Rebuilds the keys of every row: the rows (names and `seq`, so ties and cursors keep their
    /// import order) are read back in runs in their stored order and copied with new keys into
    /// a table built beside the live one, indexed, and swapped in at the end (see
    /// ``importNames(_:replacing:)``), so the client holds a few runs, not the table. Readers
    /// read the old table, never waiting, until the swap commits, then the new one; other
    /// writers wait. A rekey that fails or is killed leaves the old table as it was.
    /// `progress` is called with the rows done and the rows to do, after each chunk of 8,192.
    /// ``keyStatus`` is then `.current`.
    ///
    /// ```swift
    /// if store.keyStatus.isStale { try await store.rekey() }   // the number of rows rekeyed
    /// ```
    ///
    /// - Returns: the number of rows rekeyed.
    /// - Complexity: O(*N* log *N*) for the *N* rows, and the indexes built once.
    @discardableResult
    public func rekey(progress: (@Sendable (_ done: Int, _ total: Int) -> Void)? = nil) async throws(DatabaseError)
      -> Int
    {
      let count: Int
      do {
        count = try await withWriter { try await rekeyRows(progress: progress) }
      } catch {
        throw Self.databaseError(error)
      }
      status.withLock { $0 = .current }
      return count
    }

    /// The rekey's transaction, on the writer's connection; the rows rekeyed.
    private func rekeyRows(progress: (@Sendable (_ done: Int, _ total: Int) -> Void)?) async throws -> Int {
      var count = 0
      try await transaction {
        _ = try await run("LOCK TABLE \(unescaped: table.quoted) IN SHARE ROW EXCLUSIVE MODE")
        var total = 0
        for try await rows in try await run("SELECT count(*) FROM \(unescaped: table.quoted)").decode(Int64.self) {
          total = Int(rows)
        }
        let rows = total
        let report: (@Sendable (Int) -> Void)? = progress.map { progress in { @Sendable done in progress(done, rows) } }
        try await buildAndSwap { side, builder in
          // Runs read in the stored order on the order index (a table made before it was the
          // key has one of `seq` too, and one made since has none), each as two arrays and the
          // run's last key (one row to decode); the rows keep their `seq`.
          // The first run starts after the empty key: every row's `seq` is at least 1.
          var after = (key: ByteBuffer(), seq: Int64.min)
          let copied = try await copyRuns(into: side, on: builder, progress: report) {
            var names: [String] = []
            var seqs: [Int64] = []
            var lastKey: ByteBuffer?
            for try await (runSeqs, runNames, runLast) in try await run(
              """
              SELECT array_agg(seq ORDER BY sort_key, seq), array_agg(name ORDER BY sort_key, seq),
                (array_agg(sort_key ORDER BY sort_key DESC, seq DESC))[1]
              FROM (
                SELECT seq, name, sort_key FROM \(unescaped: table.quoted) WHERE (sort_key, seq) > (\(after.key), \(after.seq))
                ORDER BY sort_key, seq LIMIT \(Self.clusteringRun)) AS run
              """
            ).decode(
              ([Int64]?, [String]?, ByteBuffer?).self)
            {
              seqs = runSeqs ?? []
              names = runNames ?? []
              lastKey = runLast
            }
            guard let last = seqs.last, let lastKey else { return nil }
            guard seqs.count == names.count else {
              throw DatabaseError.failed("a run of \(seqs.count) seqs and \(names.count) names")
            }
            after = (lastKey, last)
            return (names, seqs)
          }
          count = copied.count
          let sequence = try await sequenceName(of: table)
          _ = try await builder.query(
            """
            SELECT setval(pg_get_serial_sequence(\(side.quoted), 'seq'),
              greatest((SELECT last_value FROM \(unescaped: sequence)), 1))
            """, logger: logger)
          return (copied.sections, copied.keyLengths)
        }
      }
      return count
    }

    /// The qualified name of `target`'s `seq` sequence, as SQL text.
    private func sequenceName(of target: TableName) async throws -> String {
      var name: String?
      for try await value in try await run(
        "SELECT pg_get_serial_sequence(\(target.quoted), 'seq')"
      ).decode(String?.self) { name = value }
      guard let name else { throw DatabaseError.failed("no sequence on \(target.quoted).seq") }
      return name
    }

    /// Runs `body` with more connections to the database (``withHelperConnections(_:)``: three
    /// of the store's own, two of a pool), set to build indexes with more memory, one process
    /// each. They run the build of a side table (``buildAndSwap(_:indexing:)``) outside the
    /// caller's transaction, so that the server builds its indexes on several processes at
    /// once. When `body` fails, the side table is dropped (the caller's connection must hold
    /// no lock on it: only helpers touch it before the swap).
    private func withHelpers<R: Sendable>(_ body: ([PostgresConnection]) async throws -> R) async throws -> R {
      try await withHelperConnections { helpers in
        do {
          for helper in helpers {
            // A pool may hand out a connection the server closed a moment before.
            try Self.checkOpen(helper)
            _ = try await helper.query(
              "SELECT set_config('maintenance_work_mem', '256MB', false), set_config('max_parallel_maintenance_workers', '0', false)",
              logger: logger)
          }
          return try await body(helpers)
        } catch {
          // The caller's transaction holds no lock on the side table but after the swap began;
          // then the drop gives up after a moment and the next writer drops it.
          if let helper = helpers.first(where: { !$0.isClosed }) {
            _ = try? await helper.query("SET lock_timeout = '2s'", logger: logger)
            _ = try? await helper.query("DROP TABLE IF EXISTS \(unescaped: sideTable.quoted)", logger: logger)
          }
          throw error
        }
      }
    }

    /// In the caller's transaction, which holds the table's `SHARE ROW EXCLUSIVE` lock (so
    /// that no other writer builds or swaps meanwhile): makes the side table on the first
    /// helper connection (``withHelpers(_:)``) and lets `fill` copy the rows into it on that
    /// connection (returning their sections) in the same transaction, builds its indexes at
    /// once on the helpers, gathers its planner statistics (`ANALYZE`), then swaps it in: the
    /// order index made the key, the live table dropped, the side table, its indexes and
    /// sequence renamed to the live ones, the sections and the key version written. Only the swap takes the lock
    /// that readers wait for, until the commit. `indexing` is called when the rows are in,
    /// before the indexes are built.
    ///
    /// The rows are copied with `FREEZE` (``copyRuns(into:on:progress:nextNames:)``), which the
    /// table's own transaction allows: they are written frozen, their hint bits and the
    /// visibility map set, so the index builds check no transaction status and the `VACUUM`
    /// before them (which resets the count that sends autovacuum to a table) skips every
    /// page. At 10M names on two cores, one such `COPY` took 13-15 s where two plain ones at
    /// once and a `VACUUM` that set the hint bits took 16 s. A writer that fails or is killed
    /// while copying leaves no side table. The side table is committed before its indexes are
    /// built, but no reader reads it, and a writer that fails drops it; one left by a killed
    /// writer is dropped by the next writer of the table (an append too), which holds the lock
    /// that a writer building it would hold.
    private func buildAndSwap(
      _ fill: (TableName, PostgresConnection) async throws -> (SectionStats, KeyLengthCounts),
      indexing: () -> Void = {}
    ) async throws {
      let side = sideTable
      try await withHelpers { helpers in
        let builder = helpers[0]
        _ = try await builder.query("DROP TABLE IF EXISTS \(unescaped: side.quoted)", logger: logger)
        _ = try await builder.query("BEGIN", logger: logger)
        let sections: SectionStats
        let keyLengths: KeyLengthCounts
        do {
          _ = try await builder.query(PostgresQuery(unsafeSQL: Self.createTableSQL(side)), logger: logger)
          _ = try await builder.query(Self.sortKeyStatistics(of: side), logger: logger)
          (sections, keyLengths) = try await Self.flushingWAL(on: helpers.dropFirst().first, logger: logger) {
            try await fill(side, builder)
          }
          _ = try await builder.query("COMMIT", logger: logger)
        } catch {
          _ = try? await builder.query("ROLLBACK", logger: logger)
          throw error
        }
        // Every page is frozen already, so this takes milliseconds at 10M; it resets the
        // table's count of rows inserted since its last vacuum, which would otherwise send
        // autovacuum to the new table right after the swap, where it takes a lock the next
        // append has to wait for.
        _ = try await builder.query("VACUUM \(unescaped: side.quoted)", logger: logger)
        indexing()
        // In lanes, one a helper, each build single-threaded. Alone, at 10M: GIN 10.4 s, length
        // 11.1 s, order 8.4 s. On two cores, over a loaded 10M table, the three lanes took
        // 15.7 s (with a fourth build, a key of `seq`, 18.9 s). Three lanes beat two: each build
        // also waits for its writes, and a third process fills those waits (a parallel build's
        // workers would only take turns with the lanes).
        let logger = self.logger
        let length = Index.length.creation(on: side, leavingOut: keyLengths.dominant)
        let lanes: [[PostgresQuery]] =
          helpers.count >= 3
          ? [[Index.search.creation(on: side)], [length], [Index.order.creation(on: side)]]
          : [[Index.search.creation(on: side), Index.order.creation(on: side)], [length]]
        try await withThrowingTaskGroup(of: Void.self) { group in
          for (helper, lane) in zip(helpers, lanes) {
            group.addTask {
              for statement in lane { _ = try await helper.query(statement, logger: logger) }
            }
          }
          try await group.waitForAll()
        }
        // The planner's statistics, the expression index's included, before any reader reads
        // the table: without them the planner guesses, and right after a replace of 10M names
        // `db search --limit 20` processes took up to 1.6 s until autovacuum analyzed it.
        _ = try await helpers[0].query("ANALYZE \(unescaped: side.quoted)", logger: logger)
        // The swap: readers of the live table wait from here to the commit.
        let order = side.quoted(suffix: Index.order.rawValue)
        _ = try await run(
          "ALTER TABLE \(unescaped: side.quoted) ADD CONSTRAINT \(unescaped: order) PRIMARY KEY USING INDEX \(unescaped: order)"
        )
        _ = try await run("DROP TABLE \(unescaped: table.quoted)")
        _ = try await run("ALTER TABLE \(unescaped: side.quoted) RENAME TO \(unescaped: table.quoted)")
        // Renaming the order index renames the key's constraint with it.
        for suffix in Index.allCases.map(\.rawValue) {
          _ = try await run(
            "ALTER INDEX \(unescaped: side.quoted(suffix: suffix)) RENAME TO \(unescaped: table.quoted(suffix: suffix))"
          )
        }
        let sequence = try await sequenceName(of: table)
        _ = try await run(
          "ALTER SEQUENCE \(unescaped: sequence) RENAME TO \(unescaped: table.quoted(suffix: "seq_seq"))")
        try await writeSections(sections)
        _ = try await run(
          """
          INSERT INTO hangul_tables (table_name, keys_version) VALUES (\(table.name), \(KeyVersion.current.text))
          ON CONFLICT (table_name) DO UPDATE SET keys_version = excluded.keys_version
          """)
      }
    }

    /// Runs `body` (a bulk `COPY`) while `flusher`, another connection, commits a transaction
    /// every 25 ms, and so has the server flush the write-ahead log up to it. A `COPY` writes
    /// its pages through a ring of 16 MB, and before it can reuse a page it must wait for the
    /// log to be flushed past that page's changes: with `fsync` on, the copying process
    /// otherwise stops to flush the log itself about every 16 MB. The flusher's process does
    /// it meanwhile: 10M rows copied from a file in 9.2–10.4 s with it against 12.3–13.3 s
    /// without (PostgreSQL 15, 2 cores). Each commit takes a transaction ID
    /// (`txid_current()`); a server that does not wait for the log at a commit
    /// (`synchronous_commit` off) flushes nothing more. A flusher that fails stops; the copy
    /// goes on as it would without one.
    static func flushingWAL<R>(
      on flusher: PostgresConnection?, logger: Logger, _ body: () async throws -> R
    ) async throws -> R {
      guard let flusher else { return try await body() }
      // Stopped by a flag, not by cancelling the task: a statement is never cut off, and the
      // connection is whole for what comes next on it.
      let done = Flag()
      let flushing = Task {
        while !done.isSet {
          do { _ = try await flusher.query("SELECT txid_current()", logger: logger) } catch { return }
          try? await Task.sleep(for: .milliseconds(25))
        }
      }
      do {
        let result = try await body()
        done.set()
        await flushing.value
        return result
      } catch {
        done.set()
        await flushing.value
        throw error
      }
    }

    /// Recounts the sections of the table and finds their first and last keys (inside the caller's
    /// transaction). PostgreSQL before 16 has no `min(bytea)`: the keys' hex digits in the `C`
    /// collation order as the bytes do.
    private func recountSections() async throws(DatabaseError) {
      _ = try await run("DELETE FROM hangul_section_counts WHERE table_name = \(table.name)")
      _ = try await run(
        """
        INSERT INTO hangul_section_counts (table_name, title_position, count, first_key, last_key)
        SELECT \(table.name), title_position, count(*), decode(min(k), 'hex'), decode(max(k), 'hex')
        FROM (SELECT title_position, encode(sort_key, 'hex') COLLATE "C" AS k FROM \(unescaped: table.quoted)) AS keys
        GROUP BY title_position
        """)
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

    static func hex(_ bytes: [UInt8]) -> String {
      let digits = Array("0123456789abcdef".utf8)
      var out: [UInt8] = []
      out.reserveCapacity(bytes.count * 2)
      for b in bytes {
        out.append(digits[Int(b >> 4)])
        out.append(digits[Int(b & 15)])
      }
      return String(decoding: out, as: UTF8.self)
    }

    /// Imports `names` in order, in one transaction that holds the table's write lock
    /// (`SHARE ROW EXCLUSIVE`: a second importer waits, readers do not), streamed with
    /// `COPY … FROM STDIN`; with `replacing`, the new rows replace the table's. Empty names are
    /// skipped. A failed or killed import changes nothing. The names are written in batches
    /// through ``importNames(batches:replacing:progress:)``, so the client holds the rows of a
    /// few batches at a time, not every row's keys.
    ///
    /// An append copies into the live table, its indexes in place: readers keep reading the
    /// rows committed before it, then see all of its rows at once. A replacing import, and a
    /// bulk load (``bulkLoadThreshold`` names or more into an empty table), builds the new
    /// table beside the live one instead, on more connections (the rows copied, then the
    /// primary key and indexes built at once: several times faster than growing them a row
    /// at a time) and swaps it in at the end (a drop and renames: readers wait
    /// only for that moment, and see the whole old or the whole new table). Such a table's
    /// rows are stored in runs of ``clusteringRun`` names, each run in the order of its jamo
    /// keys (`seq` still numbers them in import order), so the candidates of a syllable query,
    /// which mostly share their first syllables, lie together in each run; their other keys
    /// are made while the server reads.
    ///
    /// An append into a non-empty table whose keys another version made (``keyStatus``
    /// stale) is refused with ``DatabaseError/staleKeys(table:stored:current:)``: its rows
    /// would mix keys of two versions. Rekey first, or import `replacing`.
    ///
    /// ```swift
    /// try await store.importNames(["O'Brien", "100%"], replacing: false)   // 2
    /// ```
    ///
    /// - Returns: the number of names added.
    /// - Complexity: O(*n* log *N*).
    @discardableResult
    public func importNames(_ names: [String], replacing: Bool) async throws(DatabaseError) -> Int {
      do {
        return try await importNames(batches: NameBatches(names, size: Self.appendRun), replacing: replacing)
      } catch let error as DatabaseError {
        throw error
      } catch {
        throw Self.databaseError(error)
      }
    }

    /// Imports the names of `batches` in order, streamed: each batch's keys are made on every
    /// core while the rows before them are copied, so the client holds a few batches' rows at
    /// a time whatever the number of names (a server can stream an upload, the CLI a file of
    /// any size). Otherwise as ``importNames(_:replacing:)``: one transaction, empty names
    /// skipped, an append copied into the live table, a replace or a bulk load built beside it
    /// and swapped in. If `batches` throws, the import rolls back (nothing changes) and its
    /// error is rethrown as it is. `progress` is told the names written after each chunk of
    /// 8,192, then each later phase (indexes, commit).
    ///
    /// Batches of 10,000 to 300,000 names suit it; smaller ones work (they are gathered into
    /// runs of ``clusteringRun`` for a bulk load).
    ///
    /// ```swift
    /// let upload = AsyncStream<[String]> { $0.yield(["홍길동", "Zoe"]); $0.finish() }
    /// try await store.importNames(batches: upload, replacing: false)   // 2
    /// ```
    ///
    /// - Returns: the number of names added.
    /// - Throws: ``DatabaseError`` when the database fails or refuses (``DatabaseError/staleKeys(table:stored:current:)``),
    ///   and what `batches` throws.
    /// - Complexity: O(*n* log *N*); client memory O(*b*) for batches of *b* names.
    @discardableResult
    public func importNames<Batches: AsyncSequence>(
      batches: Batches, replacing: Bool, progress: (@Sendable (ImportProgress) -> Void)? = nil
    ) async throws -> Int where Batches.Element == [String] {
      var source = NameSource(batches.makeAsyncIterator())
      var count = 0
      try await withWriter {
        try await importRows(of: &source, replacing: replacing, progress: progress, count: &count)
      }
      if replacing { status.withLock { $0 = .current } }
      return count
    }

    /// The import's transaction, on the writer's connection; `count` is set to the names added.
    private func importRows<I>(
      of source: inout NameSource<I>, replacing: Bool, progress: (@Sendable (ImportProgress) -> Void)?,
      count: inout Int
    ) async throws {
      let t = table.quoted
      try await streamingTransaction {
        _ = try await run("LOCK TABLE \(unescaped: t) IN SHARE ROW EXCLUSIVE MODE")
        var empty = true
        for try await _ in try await run("SELECT 1 FROM \(unescaped: t) LIMIT 1") { empty = false }
        var bulk = replacing
        // A bulk load into an empty table: told by reading up to the threshold's names first.
        if !bulk && empty { bulk = try await source.buffer(atLeast: Self.bulkLoadThreshold) }
        if bulk {
          try await buildAndSwap(
            { side, builder in
              // The side table is new: its sequence starts at 1, and is set past the last row.
              var next: Int64 = 1
              let report: (@Sendable (Int) -> Void)? = progress.map { progress in
                { @Sendable done in progress(ImportProgress(phase: .copying, names: done)) }
              }
              let copied = try await copyRuns(into: side, on: builder, progress: report) {
                guard let names = try await source.next(atLeast: Self.clusteringRun) else { return nil }
                defer { next += Int64(names.count) }
                return (names, Array(next..<next + Int64(names.count)))
              }
              count = copied.count
              _ = try await builder.query(
                "SELECT setval(pg_get_serial_sequence(\(side.quoted), 'seq'), \(Int64(max(count, 1))))", logger: logger)
              return (copied.sections, copied.keyLengths)
            }, indexing: { progress?(ImportProgress(phase: .indexing, names: count)) })
        } else {
          // A side table a killed replace or rekey left: no writer builds it while this one
          // holds the lock.
          _ = try await run("DROP TABLE IF EXISTS \(unescaped: sideTable.quoted)")
          let stored = try await storedVersion()
          if case .stale(let stored) = KeyStatus(stored: stored) {
            guard empty else {
              throw DatabaseError.staleKeys(table: table.name, stored: stored, current: KeyVersion.current.text)
            }
            _ = try await run(
              """
              INSERT INTO hangul_tables (table_name, keys_version) VALUES (\(table.name), \(KeyVersion.current.text))
              ON CONFLICT (table_name) DO UPDATE SET keys_version = excluded.keys_version
              """)
          }
          let written = Counter()
          let appendColumns = Array(Self.copyColumns.dropFirst())
          guard let writer = connection else {
            throw DatabaseError.unavailable("no connection was leased for this call")
          }
          while let names = try await source.next(atLeast: Self.appendRun) {
            _ = try await copy(
              Run(names: names, jamoKeys: nil, seqs: nil), into: table, columns: appendColumns, on: writer
            ) { rows in
              let total = written.add(rows)
              progress?(ImportProgress(phase: .copying, names: total))
            }
          }
          count = written.value
          progress?(ImportProgress(phase: .indexing, names: count))
          try await recountSections()
        }
        progress?(ImportProgress(phase: .committing, names: count))
      }
    }

    /// How many names make an import a bulk load (see ``importNames(_:replacing:)``).
    ///
    /// ```swift
    /// PostgresNameStore.bulkLoadThreshold   // 100000
    /// ```
    public static let bulkLoadThreshold = 100_000

    /// The names of a bulk load's run: the rows of a run are written in the order of their
    /// jamo keys (see ``importNames(_:replacing:)``), and the client holds at most five runs
    /// (a run being read, one prepared, one being copied and the names read past them).
    ///
    /// ```swift
    /// PostgresNameStore.clusteringRun   // 262144
    /// ```
    public static let clusteringRun = 262_144

    /// The bytes of `COPY` data handed to the connection at once: the rows of several chunks,
    /// so that the connection holds enough to keep the server reading while the next rows are
    /// made and handed over.
    static let copyWrite = 4 << 20

    /// The names of a run of an append (written in import order).
    static let appendRun = 65_536

    /// An error of the names' source, carried through the transaction to be rethrown as it is.
    struct SourceFailure: Error {
      let error: any Error
    }

    /// The names of a stream of batches, empty names dropped, read ahead on demand.
    struct NameSource<Iterator: AsyncIteratorProtocol> where Iterator.Element == [String] {
      var iterator: Iterator
      /// Names read and not yet taken.
      var buffered: [String] = []
      var finished = false

      init(_ iterator: Iterator) { self.iterator = iterator }

      /// Reads until at least `count` names are buffered or the batches end; whether there are `count`.
      mutating func buffer(atLeast count: Int) async throws -> Bool {
        while buffered.count < count && !finished {
          let batch: [String]?
          do { batch = try await iterator.next() } catch { throw SourceFailure(error: error) }
          guard let batch else {
            finished = true
            break
          }
          let names = batch.contains(where: \.isEmpty) ? batch.filter { !$0.isEmpty } : batch
          if buffered.isEmpty { buffered = names } else { buffered += names }
        }
        return buffered.count >= count
      }

      /// The next names, at least `count` of them unless the batches end first (more when a
      /// batch ends past it); nil when none are left.
      mutating func next(atLeast count: Int) async throws -> [String]? {
        _ = try await buffer(atLeast: count)
        guard !buffered.isEmpty else { return nil }
        defer { buffered = [] }
        return buffered
      }
    }

    /// A run of names with what its rows need: for a bulk load, the jamo keys (made to sort
    /// the run by) and the `seq`s, the names in the order they are written.
    struct Run: Sendable {
      var names: [String]
      var jamoKeys: [String]?
      var seqs: [Int64]?

      /// `names` with their `seqs`, sorted by their jamo keys' first eight codes, then `seq`.
      static func prepared(_ names: [String], seqs: [Int64]) async -> Run {
        let jamoKeys = await PostgresNameStore.jamoKeys(of: names)
        let order = order(of: jamoKeys, seqs: seqs)
        return Run(names: order.map { names[$0] }, jamoKeys: order.map { jamoKeys[$0] }, seqs: order.map { seqs[$0] })
      }

      /// The positions of `jamoKeys` in increasing order of their first eight codes
      /// (``jamoPrefix(_:)``), then of `seqs`. When the seqs increase already (as an import
      /// numbers its names and a rekey reads its rows), there are at most 2²² keys and each
      /// holds only codes and spaces, each key's prefix in base 38 (42 bits) and its position
      /// (22 bits) make one integer, and the integers are sorted as they are; otherwise the
      /// prefixes and seqs are compared.
      ///
      /// ```swift
      /// PostgresNameStore.Run.order(of: ["nan", "gan", "nan"], seqs: [10, 11, 12])   // [1, 0, 2]
      /// ```
      ///
      /// - Complexity: O(*n* log *n*).
      static func order(of jamoKeys: [String], seqs: [Int64]) -> [Int] {
        let positionBits = 22
        var packed: [UInt64] = []
        if jamoKeys.count <= 1 << positionBits, zip(seqs, seqs.dropFirst()).allSatisfy({ $0 < $1 }) {
          packed.reserveCapacity(jamoKeys.count)
          for (position, key) in jamoKeys.enumerated() {
            guard let prefix = base38Prefix(key) else {
              packed = []
              break
            }
            packed.append(prefix << UInt64(positionBits) | UInt64(position))
          }
        }
        if packed.count == jamoKeys.count {
          packed.sort()
          return packed.map { Int($0 & (1 << UInt64(positionBits) - 1)) }
        }
        let prefixes = jamoKeys.map(PostgresNameStore.jamoPrefix)
        return prefixes.indices.sorted { (prefixes[$0], seqs[$0]) < (prefixes[$1], seqs[$1]) }
      }

      /// The first eight codes of `key` as a base-38 number, ordered as ``jamoPrefix(_:)``
      /// orders them (a missing code 0, a space 1, `0`…`9` 2…11, `a`…`z` 12…37); nil when
      /// the key holds another byte.
      static func base38Prefix(_ key: String) -> UInt64? {
        var value: UInt64 = 0
        var n = 0
        for code in key.utf8.prefix(8) {
          let digit: UInt64
          switch code {
          case 0x20: digit = 1
          case 0x30...0x39: digit = UInt64(code - 0x30) + 2
          case 0x61...0x7A: digit = UInt64(code - 0x61) + 12
          default: return nil
          }
          value = value * 38 + digit
          n += 1
        }
        for _ in n..<8 { value *= 38 }
        return value
      }
    }

    /// A count that concurrent tasks add to.
    final class Counter: Sendable {
      private let total = Atomic<Int>(0)

      /// Adds `count`; the new total.
      func add(_ count: Int) -> Int { total.add(count, ordering: .relaxed).newValue }

      /// The total.
      var value: Int { total.load(ordering: .relaxed) }
    }

    /// The columns of a bulk load's `COPY`; an append leaves out the first (`seq`).
    static let copyColumns = [
      "seq", "name", "sort_key", "title_position", "title", "choseong_key", "jamo_key", "search_grams", "keys_version",
    ]

    /// Copies runs of names with their `seq`s (from `nextNames`, called until it returns
    /// `nil`, each time on this task) and their keys into `target`, with one `COPY … FROM
    /// STDIN` with `FREEZE` on `connection` (whose transaction made `target`) for every run,
    /// written one run at a time while the next run is prepared (``Run/prepared(_:seqs:)``) on
    /// a child task and the one after it read, so that the server reads rows while the client
    /// makes the next ones on every core. One statement, not one a run: at the end of a
    /// statement the server waited for the client to make the next run's first rows, and the
    /// client for the server to read the last ones (10M names: 38 such waits, each process
    /// busy 75 % of the copy). `progress` is told the rows written after each chunk. Returns
    /// the rows written, their sections and the lengths of their jamo keys.
    private func copyRuns(
      into target: TableName, on connection: PostgresConnection, progress: (@Sendable (Int) -> Void)?,
      nextNames: () async throws -> (names: [String], seqs: [Int64])?
    ) async throws -> (count: Int, sections: SectionStats, keyLengths: KeyLengthCounts) {
      enum Step: Sendable {
        case prepared(Run)
        case copied(SectionStats)
      }
      let written = Counter()
      var sections = SectionStats()
      var keyLengths = KeyLengthCounts()
      try await copying(into: target, columns: Self.copyColumns, freeze: true, on: connection) { writer in
        try await withThrowingTaskGroup(of: Step.self) { group in
          var writing = false
          var ready: [Run] = []
          var read: (names: [String], seqs: [Int64])?
          var preparing = false
          var more = true
          repeat {
            // Hand a prepared run to the statement when it is free, prepare the run read if
            // none waits, and read the next one meanwhile.
            if !ready.isEmpty, !writing {
              let run = ready.removeFirst()
              writing = true
              group.addTask {
                let sections = try await self.writeRows(of: run, to: writer) { rows in
                  let total = written.add(rows)
                  progress?(total)
                }
                return .copied(sections)
              }
            }
            func prepareRead() {
              guard !preparing, ready.isEmpty, let (names, seqs) = read else { return }
              group.addTask { .prepared(await Run.prepared(names, seqs: seqs)) }
              preparing = true
              read = nil
            }
            prepareRead()
            if more, read == nil {
              read = try await nextNames()
              more = read != nil
              prepareRead()
            }
            switch try await group.next() {
            case .prepared(let run):
              keyLengths.add(run.jamoKeys ?? [])
              ready.append(run)
              preparing = false
            case .copied(let copied):
              writing = false
              sections.merge(copied)
            case nil:
              break
            }
          } while more || read != nil || preparing || !ready.isEmpty || writing
        }
      }
      return (written.value, sections, keyLengths)
    }

    /// Writes the rows of `run` into `target` with one `COPY … FROM STDIN` on `connection`
    /// (``copying(into:columns:freeze:on:_:)``); `written` is told the rows of each chunk.
    /// Returns the rows' sections.
    private func copy(
      _ run: Run, into target: TableName, columns: [String], on connection: PostgresConnection,
      written: @Sendable (Int) -> Void
    ) async throws -> SectionStats {
      var sections = SectionStats()
      try await copying(into: target, columns: columns, freeze: false, on: connection) { writer in
        sections = try await writeRows(of: run, to: writer, written: written)
      }
      return sections
    }

    /// Runs one `COPY … FROM STDIN` into `target` in PostgreSQL's binary format on
    /// `connection` (with `FREEZE` when `freeze`), `body` writing its rows
    /// (``writeRows(of:to:written:)``) between the format's header and its end, which this
    /// writes. When `body` throws, the statement fails and the error is rethrown.
    ///
    /// The binary format spares the server the parsing of text (a single backend read 10M rows
    /// in 11.4 s in it, against 16.7 s in the text format). postgres-nio 1.33 writes only
    /// `WITH (FORMAT text)` and writes the table's and columns' names into its statement as
    /// they are given (as its documentation says), so the last column's name given to it
    /// closes the column list, asks for the binary format and comments out the rest of the
    /// line. Every name in it is this store's: a table name is checked (``TableName``) and the
    /// columns are constants.
    private func copying(
      into target: TableName, columns: [String], freeze: Bool, on connection: PostgresConnection,
      _ body: (PostgresCopyFromWriter) async throws -> Void
    ) async throws {
      let options = freeze ? "FORMAT binary, FREEZE" : "FORMAT binary"
      let binaryColumns = columns.dropLast() + [columns.last! + "\") FROM STDIN WITH (\(options)) --"]
      try await connection.copyFrom(table: target.name, columns: Array(binaryColumns), logger: logger) { writer in
        try await writer.write(ByteBuffer(bytes: Self.binaryCopyHeader))
        try await body(writer)
        try await writer.write(ByteBuffer(integer: Int16(-1)))
      }
    }

    /// Writes the binary `COPY` rows of `run` to `writer`, handing it ``copyWrite`` bytes at a
    /// time while the next rows are made (``makeRows(of:jamoKeys:seqs:consume:)``); `written`
    /// is told the rows of each chunk. Returns the rows' sections.
    private func writeRows(
      of run: Run, to writer: PostgresCopyFromWriter, written: @Sendable (Int) -> Void
    ) async throws -> SectionStats {
      var sections = SectionStats()
      let allocator = ByteBufferAllocator()
      var pending = allocator.buffer(capacity: Self.copyWrite + (Self.copyWrite >> 2))
      try await makeRows(of: run.names, jamoKeys: run.jamoKeys, seqs: run.seqs) { rows in
        pending.writeBytes(rows.bytes)
        if pending.readableBytes >= Self.copyWrite {
          try await writer.write(pending)
          pending = allocator.buffer(capacity: Self.copyWrite + (Self.copyWrite >> 2))
        }
        sections.merge(rows.sections)
        written(rows.count)
      }
      if pending.readableBytes > 0 { try await writer.write(pending) }
      return sections
    }

    /// The start of binary `COPY` data: its signature, flags (none) and the length of its
    /// header extension (none).
    static let binaryCopyHeader: [UInt8] =
      Array("PGCOPY\n".utf8) + [0xFF, 0x0D, 0x0A, 0x00] + [UInt8](repeating: 0, count: 8)

    /// Like ``transaction(_:)``, but an error of the names' source (``SourceFailure``) is
    /// rethrown as the source threw it.
    private func streamingTransaction(_ body: () async throws -> Void) async throws {
      _ = try await run("BEGIN")
      do {
        try await body()
        _ = try await run("COMMIT")
      } catch {
        _ = try? await run("ROLLBACK")
        if let error = error as? SourceFailure { throw error.error }
        if let error = error as? DatabaseError { throw error }
        throw Self.databaseError(error)
      }
    }

    /// The count, first key and last key of each section position among some rows.
    struct SectionStats: Sendable {
      var counts: [Int: (count: Int64, first: [UInt8], last: [UInt8])] = [:]

      /// Counts `count` rows (one by default) of section `position` with sort key `key`.
      mutating func add(_ position: Int, _ key: [UInt8], count: Int64 = 1) { include(position, count, key, key) }

      /// Adds the rows of `other`.
      mutating func merge(_ other: SectionStats) {
        for (position, (count, first, last)) in other.counts { include(position, count, first, last) }
      }

      /// Adds `count` rows of section `position` whose keys run from `first` to `last`.
      private mutating func include(_ position: Int, _ count: Int64, _ first: [UInt8], _ last: [UInt8]) {
        guard let mine = counts[position] else {
          counts[position] = (count, first, last)
          return
        }
        counts[position] = (
          mine.count + count, first.lexicographicallyPrecedes(mine.first) ? first : mine.first,
          mine.last.lexicographicallyPrecedes(last) ? last : mine.last
        )
      }
    }

    /// How many jamo keys of a bulk load have each length (in codes, as `length(jamo_key)`
    /// counts them: the keys are ASCII).
    ///
    /// ```swift
    /// var lengths = PostgresNameStore.KeyLengthCounts()
    /// lengths.add(["abc", "abd", "ab"])
    /// lengths.dominant   // 3
    /// ```
    struct KeyLengthCounts: Sendable {
      /// The keys of each length up to 63; longer keys are counted as 63.
      private(set) var counts = [Int](repeating: 0, count: 64)

      /// Counts `keys`.
      ///
      /// - Complexity: O(*n*) for the *n* keys.
      mutating func add(_ keys: [String]) {
        for key in keys { counts[min(key.utf8.count, 63)] += 1 }
      }

      /// The length more than half of the keys have (below 63), or `nil`: the rows the length
      /// index leaves out (``Index``).
      var dominant: Int? {
        guard let (length, count) = counts.enumerated().max(by: { $0.element < $1.element }),
          length < 63, count * 2 > counts.reduce(0, +)
        else { return nil }
        return length
      }
    }

    /// Writes the sections of a bulk load (every row of the table), in the caller's transaction.
    private func writeSections(_ sections: SectionStats) async throws(DatabaseError) {
      let rows = sections.counts.sorted { $0.key < $1.key }
      _ = try await run("DELETE FROM hangul_section_counts WHERE table_name = \(table.name)")
      _ = try await run(
        """
        INSERT INTO hangul_section_counts (table_name, title_position, count, first_key, last_key)
        SELECT \(table.name), p, n, decode(f, 'hex'), decode(l, 'hex')
        FROM unnest(\(rows.map { Int64($0.key) }), \(rows.map(\.value.count)), \(rows.map { Self.hex($0.value.first) }),
          \(rows.map { Self.hex($0.value.last) })) AS u(p, n, f, l)
        """)
    }

    /// Each name's jamo key (`SearchKeys/jamoKey(of:)`), made on every core.
    static func jamoKeys(of names: [String]) async -> [String] {
      let chunk = 32_768
      return await withTaskGroup(of: (Int, [String]).self) { group in
        for start in stride(from: 0, to: names.count, by: chunk) {
          let part = names[start..<min(start + chunk, names.count)]
          group.addTask { (start, part.map(SearchKeys.jamoKey(of:))) }
        }
        var out = [String](repeating: "", count: names.count)
        for await (start, part) in group { out.replaceSubrange(start..<start + part.count, with: part) }
        return out
      }
    }

    /// The first eight codes of `key` as one integer (big-endian, zero-padded, so integers
    /// compare as the codes do).
    static func jamoPrefix(_ key: String) -> UInt64 {
      var prefix: UInt64 = 0
      var n = 0
      for code in key.utf8.prefix(8) {
        prefix = prefix << 8 | UInt64(code)
        n += 1
      }
      return n == 0 ? 0 : prefix << UInt64(8 * (8 - n))
    }

    /// Makes the `COPY` rows of `names` (with `jamoKeys`, their jamo keys made before; with
    /// `seqs`, each row's `seq`) in chunks of 8,192 on
    /// concurrent tasks (as many as there are processors, at most twice as many chunks ahead of
    /// the one `consume` waits for) and passes each chunk to `consume` in order.
    private func makeRows(
      of names: [String], jamoKeys: [String]?, seqs: [Int64]?, consume: (CopyRows) async throws -> Void
    ) async throws {
      let maker = self.maker
      let chunk = 8_192
      let starts = Array(stride(from: 0, to: names.count, by: chunk))
      let ahead = 2 * max(1, System.coreCount)
      try await withThrowingTaskGroup(of: (Int, CopyRows).self) { group in
        var pending: [Int: CopyRows] = [:]
        var next = 0  // the chunk to consume next
        var started = 0
        func startMore() {
          while started < starts.count && started - next < ahead {
            let k = started
            let range = starts[k]..<min(starts[k] + chunk, names.count)
            let part = names[range]
            let (jamo, seq) = (jamoKeys?[range], seqs?[range])
            group.addTask { (k, try CopyRows(part, jamoKeys: jamo, seqs: seq, maker: maker)) }
            started += 1
          }
        }
        startMore()
        while let (k, rows) = try await group.next() {
          pending[k] = rows
          while let rows = pending.removeValue(forKey: next) {
            try await consume(rows)
            next += 1
          }
          startMore()
        }
      }
    }

    /// The binary `COPY` rows of a chunk of names (name, sort key, title position, title, the
    /// two search keys, their grams and the key version; with `seqs`, each row starts with its
    /// `seq`): each row its number of fields, then each field's length and bytes (integers
    /// big-endian, texts in UTF-8, the grams as an `int4` array). The keys of the chunk's distinct
    /// names are made first, then the rows are written at once into bytes of their size's upper
    /// bound. Names repeat (a run of 262,144 generated Korean names holds about 86,000
    /// distinct ones), so a name met before in the chunk is not keyed again: its row after the
    /// `seq` is a copy of the bytes written for its first occurrence.
    struct CopyRows: Sendable {
      var bytes: [UInt8] = []
      /// The number of rows.
      var count = 0
      /// The sections of the rows.
      var sections = SectionStats()

      init(
        _ names: ArraySlice<String>, jamoKeys: ArraySlice<String>?, seqs: ArraySlice<Int64>?, maker: NameKeyMaker
      ) throws {
        // The distinct names' keys, grams (`gramEnds`), rows' upper bounds and occurrences.
        var keys: [NameKeys] = []
        var grams: [Int32] = []
        grams.reserveCapacity(names.count * 12)
        var gramEnds: [Int] = []
        var rowBounds: [Int] = []
        var occurrences: [Int64] = []
        // Each name's distinct name, by the position of its first occurrence.
        var distinct: [Int] = []
        distinct.reserveCapacity(names.count)
        var seen: [ExactName: Int] = [:]
        seen.reserveCapacity(names.count)
        var bound = 0
        for (k, name) in zip(names.indices, names) {
          if let d = seen[ExactName(name)] {
            distinct.append(d)
            occurrences[d] += 1
            bound += 14 + rowBounds[d]
            continue
          }
          let key = try maker.keys(for: name, jamoKey: jamoKeys?[k])
          let gramStart = grams.count
          SearchKeys.appendGrams(choseongKey: key.choseongKey, jamoKey: key.jamoKey, to: &grams)
          let version = key.version == KeyVersion.current ? currentVersionText.count : key.version.text.utf8.count
          // Eight fields of a length each, the position's 4 bytes, the array's header of 20 and
          // 8 bytes a gram.
          let rowBound =
            64 + name.utf8.count + key.sortKey.count + key.title.utf8.count + key.choseongKey.utf8.count
            + key.jamoKey.utf8.count + version + 8 * (grams.count - gramStart)
          seen[ExactName(name)] = keys.count
          distinct.append(keys.count)
          keys.append(key)
          gramEnds.append(grams.count)
          rowBounds.append(rowBound)
          occurrences.append(1)
          bound += 14 + rowBound
        }
        for (key, count) in zip(keys, occurrences) { sections.add(key.titlePosition, key.sortKey, count: count) }
        count = distinct.count
        let seqValues = seqs.map(Array.init)
        let nameList = Array(names)
        bytes = [UInt8](unsafeUninitializedCapacity: bound) { buffer, written in
          var out = RowWriter(buffer.baseAddress!)
          // Where each distinct name's row (after the `seq`) was written: start and length.
          var rows = [(start: Int, count: Int)](repeating: (0, 0), count: keys.count)
          for k in distinct.indices {
            if let seqValues {
              out.int16(9)
              out.int32(8)
              out.int64(seqValues[k])
            } else {
              out.int16(8)
            }
            let d = distinct[k]
            let start = out.position - buffer.baseAddress!
            if rows[d].count > 0 {
              out.position.update(from: buffer.baseAddress! + rows[d].start, count: rows[d].count)
              out.position += rows[d].count
              continue
            }
            let key = keys[d]
            out.field(nameList[k])
            out.int32(Int32(key.sortKey.count))
            out.bytes(key.sortKey)
            out.int32(4)
            out.int32(Int32(key.titlePosition))
            out.field(key.title)
            out.field(key.choseongKey)
            out.field(key.jamoKey)
            let gramStart = d == 0 ? 0 : gramEnds[d - 1]
            out.intArray(grams[gramStart..<gramEnds[d]])
            if key.version == KeyVersion.current {
              out.int32(Int32(currentVersionText.count))
              out.bytes(currentVersionText)
            } else {
              out.field(key.version.text)
            }
            rows[d] = (start, out.position - buffer.baseAddress! - start)
          }
          written = out.position - buffer.baseAddress!
        }
      }
    }

    /// A name compared and hashed by its UTF-8 bytes: `String`'s own equality is canonical
    /// equivalence, under which a name in NFD equals its NFC form, while each row keeps the
    /// bytes it was given.
    struct ExactName: Hashable {
      var name: String

      init(_ name: String) { self.name = name }

      static func == (a: ExactName, b: ExactName) -> Bool {
        var (a, b) = (a.name, b.name)
        return a.withUTF8 { a in b.withUTF8 { b in a.elementsEqual(b) } }
      }

      func hash(into hasher: inout Hasher) {
        var name = name
        name.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
      }
    }

    /// Writes bytes at a position of memory its caller sized (``CopyRows``).
    struct RowWriter {
      var position: UnsafeMutablePointer<UInt8>

      init(_ start: UnsafeMutablePointer<UInt8>) { position = start }

      @inline(__always) mutating func byte(_ value: UInt8) {
        position.pointee = value
        position += 1
      }

      /// `value` in 2 bytes, big-endian.
      @inline(__always) mutating func int16(_ value: Int16) {
        byte(UInt8(truncatingIfNeeded: value >> 8))
        byte(UInt8(truncatingIfNeeded: value))
      }

      /// `value` in 4 bytes, big-endian.
      @inline(__always) mutating func int32(_ value: Int32) {
        UnsafeMutableRawPointer(position).storeBytes(of: value.bigEndian, as: Int32.self)
        position += 4
      }

      /// `value` in 8 bytes, big-endian.
      @inline(__always) mutating func int64(_ value: Int64) {
        UnsafeMutableRawPointer(position).storeBytes(of: value.bigEndian, as: Int64.self)
        position += 8
      }

      /// The bytes of `values`.
      mutating func bytes(_ values: [UInt8]) {
        values.withUnsafeBufferPointer { values in
          if let base = values.baseAddress { position.update(from: base, count: values.count) }
        }
        position += values.count
      }

      /// A text field: its length in UTF-8 bytes, then the bytes.
      mutating func field(_ text: String) {
        var text = text
        text.withUTF8 { utf8 in
          int32(Int32(utf8.count))
          if let base = utf8.baseAddress { position.update(from: base, count: utf8.count) }
          position += utf8.count
        }
      }

      /// An `int4[]` field (`array_recv`'s form): one dimension (none when `values` is empty),
      /// no nulls, element type `int4` (OID 23), the dimension's length and lower bound 1,
      /// then each element's length and value.
      mutating func intArray(_ values: ArraySlice<Int32>) {
        let dimensions: Int32 = values.isEmpty ? 0 : 1
        int32(12 + 8 * dimensions + 8 * Int32(values.count))
        int32(dimensions)
        int32(0)
        int32(23)
        guard !values.isEmpty else { return }
        int32(Int32(values.count))
        int32(1)
        for value in values {
          int32(4)
          int32(value)
        }
      }
    }

    /// The text of ``KeyVersion/current``, as `COPY` writes it on every row.
    static let currentVersionText = Array(KeyVersion.current.text.utf8)

    /// The non-empty sections in order with their counts (`hangul index`'s counts).
    ///
    /// ```swift
    /// try await store.sections()   // [SectionCount(title: "ㄱ", count: …), …]
    /// ```
    ///
    /// - Complexity: a read of at most 41 rows of `hangul_section_counts`.
    public func sections() async throws(DatabaseError) -> [SectionCount] {
      try await reading { () async throws(DatabaseError) in try await self.readSections() }
    }

    private func readSections() async throws(DatabaseError) -> [SectionCount] {
      var out: [SectionCount] = []
      let titles = maker.titles
      do {
        for try await (position, count) in try await run(
          """
          SELECT title_position::int8, count FROM hangul_section_counts
          WHERE table_name = \(table.name) AND count > 0 ORDER BY title_position
          """
        ).decode((Int64, Int64).self) {
          guard titles.indices.contains(Int(position)) else { throw DatabaseError.failed("title position \(position)") }
          out.append(SectionCount(title: titles[Int(position)], count: Int(count)))
        }
      } catch let error as DatabaseError { throw error } catch { throw Self.databaseError(error) }
      return out
    }

    /// Names in Korean order (ties in import order), of one section or all, after `cursor`, at
    /// most `limit`.
    ///
    /// ```swift
    /// let page = try await store.list(section: "ㄱ", after: nil, limit: 50)
    /// ```
    ///
    /// - Throws: ``DatabaseError/invalidLimit(_:)`` for a limit outside
    ///   `1...ListPage.maximumLimit`, ``DatabaseError/unknownSection(_:titles:)`` for a title the
    ///   contacts layout does not have. Any well-formed cursor is a position in the order: one
    ///   from another table, section or key version continues after that position.
    /// - Complexity: O(log *N* + *limit*) over the `(sort_key, seq)` index; for a section,
    ///   plus the rows of other sections between its first and last keys (none but for `#`).
    public func list(section: String?, after cursor: ListCursor?, limit: Int?) async throws(DatabaseError) -> ListPage {
      try ListPage.validated(limit: limit)
      return try await reading { () async throws(DatabaseError) in
        try await self.readList(section: section, after: cursor, limit: limit)
      }
    }

    private func readList(section: String?, after cursor: ListCursor?, limit: Int?) async throws(DatabaseError)
      -> ListPage
    {
      guard let section else { return try await page(section: nil, after: cursor, limit: limit) }
      guard let position = maker.titles.firstIndex(of: section) else {
        throw .unknownSection(section, titles: maker.titles)
      }
      // Two statements (the section's bounds, then its rows) read one table: a repeatable-read
      // transaction whose snapshot is taken after the table's lock, so a swap (a replace or a
      // rekey) is wholly before or wholly after both.
      var result = ListPage(items: [], next: nil)
      _ = try await run("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY")
      do {
        _ = try await run("LOCK TABLE \(unescaped: table.quoted) IN ACCESS SHARE MODE")
        result = try await page(section: (section, position), after: cursor, limit: limit)
        _ = try await run("COMMIT")
      } catch {
        _ = try? await run("ROLLBACK")
        throw error
      }
      return result
    }

    /// A page of ``list(section:after:limit:)`` (its arguments checked).
    private func page(section: (title: String, position: Int)?, after cursor: ListCursor?, limit: Int?)
      async throws(DatabaseError) -> ListPage
    {
      let t = table.quoted
      let fetch = limit.map { Int64($0) + 1 }
      var query: PostgresQuery
      if let position = section?.position {
        // The section's rows lie between its first and last keys: the order index, read from
        // the cursor or the first key to the last key (the bounds as values, so that the
        // planner sees how few rows they hold).
        var bounds: (first: ByteBuffer?, last: ByteBuffer?)?
        do {
          for try await row in try await run(
            """
            SELECT first_key, last_key FROM hangul_section_counts
            WHERE table_name = \(table.name) AND title_position = \(Int64(position))
            """
          ).decode((ByteBuffer?, ByteBuffer?).self) { bounds = row }
        } catch let error as DatabaseError { throw error } catch { throw Self.databaseError(error) }
        guard let bounds else { return ListPage(items: [], next: nil) }
        // After the cursor, or from the first key on (every `seq` is at least 1).
        let from = cursor.map { ByteBuffer(bytes: $0.sortKey) } ?? bounds.first ?? ByteBuffer()
        let seq = cursor?.sequence ?? 0
        if let lastKey = bounds.last {
          query = """
            SELECT name, sort_key, seq FROM \(unescaped: t) WHERE (sort_key, seq) > (\(from), \(seq))
            AND sort_key <= \(lastKey) AND title_position = \(Int64(position)) ORDER BY sort_key, seq LIMIT \(fetch)
            """
        } else {
          query = """
            SELECT name, sort_key, seq FROM \(unescaped: t) WHERE (sort_key, seq) > (\(from), \(seq))
            AND title_position = \(Int64(position)) ORDER BY sort_key, seq LIMIT \(fetch)
            """
        }
      } else if let cursor {
        query = """
          SELECT name, sort_key, seq FROM \(unescaped: t) WHERE (sort_key, seq) > (\(ByteBuffer(bytes: cursor.sortKey)), \(cursor.sequence))
          ORDER BY sort_key, seq LIMIT \(fetch)
          """
      } else {
        query = "SELECT name, sort_key, seq FROM \(unescaped: t) ORDER BY sort_key, seq LIMIT \(fetch)"
      }
      var items: [String] = []
      var last: ListCursor?
      do {
        for try await (name, key, seq) in try await run(query).decode((String, ByteBuffer, Int64).self) {
          if let limit, items.count == limit { return ListPage(items: items, next: last) }
          items.append(name)
          last = ListCursor(sortKey: Array(buffer: key), sequence: seq)
        }
      } catch let error as DatabaseError { throw error } catch { throw Self.databaseError(error) }
      return ListPage(items: items, next: nil)
    }

    /// The names `hangul search query` prints over the imported lines, in its order, at most
    /// `limit` (the first page of ``searchPage(_:options:after:limit:)``).
    ///
    /// ```swift
    /// try await store.search("홍기", options: SearchOptions(allowsCarryOver: false), limit: 10)
    /// ```
    ///
    /// - Throws: ``DatabaseError/invalidLimit(_:)`` for a limit outside `1...ListPage.maximumLimit`.
    /// - Complexity: see ``searchPage(_:options:after:limit:)``.
    public func search(_ query: String, options: SearchOptions, limit: Int?) async throws(DatabaseError) -> [NameMatch]
    {
      try await searchPage(query, options: options, after: nil, limit: limit).matches
    }

    /// A page of the names `hangul search query` prints over the imported lines: the results
    /// after `cursor` (a previous page's ``SearchPage/next``), at most `limit`. Pages put
    /// together equal the whole answer.
    ///
    /// A page with a limit is read in rank order (`SearchPlan`): each ranking group's rows
    /// from the Korean-order index, exact and prefix matches between the bounds of the
    /// section of the query's first character (exact ones from the index of jamo key lengths
    /// and Korean order), contains matches over the search keys' patterns, where PostgreSQL
    /// chooses between walking the order index (frequent patterns) and the trigram index then
    /// sorting (rare ones); the read stops once the page is full. Other queries rank every
    /// candidate.
    ///
    /// ```swift
    /// let first = try await store.searchPage("ㅇ", options: SearchOptions(), after: nil, limit: 20)
    /// let second = try await store.searchPage("ㅇ", options: SearchOptions(), after: first.next, limit: 20)
    /// ```
    ///
    /// - Throws: ``DatabaseError/invalidLimit(_:)`` for a limit outside `1...ListPage.maximumLimit`.
    ///   Any cursor is a position in the ranking: one from another query continues after it.
    /// - Complexity: for a tiered plan, O(log *N*) per read plus the rows read, which stop at
    ///   about twice the page where matches are frequent; otherwise the candidates, plus
    ///   O(*c* log *c*) to rank them.
    public func searchPage(_ query: String, options: SearchOptions, after cursor: SearchCursor?, limit: Int?)
      async throws(DatabaseError) -> SearchPage
    {
      try ListPage.validated(limit: limit)
      return try await reading { () async throws(DatabaseError) in
        try await self.readSearchPage(query, options: options, after: cursor, limit: limit)
      }
    }

    private func readSearchPage(_ query: String, options: SearchOptions, after cursor: SearchCursor?, limit: Int?)
      async throws(DatabaseError) -> SearchPage
    {
      var pager = SearchPager(query: query, options: options, after: cursor, limit: limit)
      // Whether the session plans without bitmap scans now (``rows(for:plan:section:before:walking:)``);
      // the session's own setting is given back at the end, whatever happens.
      var walking = false
      do throws(DatabaseError) {
        try await readTiers(of: &pager, walking: &walking)
      } catch {
        if walking { _ = try? await run("RESET enable_bitmapscan") }
        throw error
      }
      if walking { _ = try await run("RESET enable_bitmapscan") }
      return pager.page
    }

    /// Reads the tiers of `pager` until its page is full (``readSearchPage(_:options:after:limit:)``).
    private func readTiers(of pager: inout SearchPager, walking: inout Bool) async throws(DatabaseError) {
      var bounds: [Int: (first: ByteBuffer?, last: ByteBuffer?)?] = [:]
      while let read = pager.next() {
        var sectionBounds: (position: Int, first: ByteBuffer?, last: ByteBuffer?)?
        if let section = read.tier?.section {
          let position: Int
          do { position = try maker.keys(for: section).titlePosition } catch { throw .icu(error.description) }
          if bounds[position] == nil { bounds[position] = .some(try await self.sectionBounds(position)) }
          guard let found = bounds[position]!, found.first != nil else {
            // No row in the section: nothing in this tier.
            try pager.consume([])
            continue
          }
          var first = found.first
          if let from = read.tier?.from {
            // Every match sorts at or after `from`: start there when it is past the section's start.
            let key: [UInt8]
            do { key = try maker.keys(for: from).sortKey } catch { throw .icu(error.description) }
            if let start = found.first.map({ Array(buffer: $0) }), start.lexicographicallyPrecedes(key) {
              first = ByteBuffer(bytes: key)
            }
          }
          sectionBounds = (position, first, found.last)
        }
        // Every match sorts before `before`: the walk stops there, not at the section's end.
        var before: ByteBuffer?
        if let name = read.tier?.before {
          do { before = ByteBuffer(bytes: try maker.keys(for: name).sortKey) } catch { throw .icu(error.description) }
        }
        try pager.consume(
          try await rows(for: read, plan: pager.plan, section: sectionBounds, before: before, walking: &walking))
      }
    }

    /// The first and last keys of section `position` (`nil`: no row counted there).
    private func sectionBounds(_ position: Int) async throws(DatabaseError) -> (first: ByteBuffer?, last: ByteBuffer?)?
    {
      var bounds: (first: ByteBuffer?, last: ByteBuffer?)?
      do {
        for try await row in try await run(
          """
          SELECT first_key, last_key FROM hangul_section_counts
          WHERE table_name = \(table.name) AND title_position = \(Int64(position)) AND count > 0
          """
        ).decode((ByteBuffer?, ByteBuffer?).self) { bounds = row }
      } catch let error as DatabaseError { throw error } catch { throw Self.databaseError(error) }
      return bounds
    }

    /// Whether the section of a search tier (``SearchPlan/Tier/section``: a consonant, an
    /// upper-case ASCII letter or a digit) is one range of the Korean order, as the index
    /// makes every section but the one of characters outside its alphabets (`#`, a digit's).
    static func isOneRange(section: String?) -> Bool {
      guard let section, let first = section.unicodeScalars.first else { return false }
      return !("0"..."9").contains(first)
    }

    /// The rows of `read`, in `(sort_key, seq)` order. The patterns hold only codes and `%`,
    /// and every value is a bind parameter: nothing to escape.
    ///
    /// A read with a limit that narrows by no grams is a walk of an index in key order that
    /// stops at the limit, and is planned without bitmap scans (`enable_bitmapscan` off on the
    /// session while `walking`, set here when it changes). PostgreSQL multiplies the shares of
    /// the read's conditions as if they were independent, though a pattern's matches crowd
    /// into its section and its key length: it expected 2 names of ㅇㅎ's 7,144 among the
    /// two-syllable ㅇ names at 10M, so a bitmap scan of all 59,848 and a sort looked cheaper
    /// than the walk (42 ms against 3 ms), and a Latin letter's prefix group (`name ~ '[kK]'`)
    /// sorted 19,279 rows for a page (14 ms against 0.06 ms). A read over the grams is planned
    /// as the session plans it: GIN is read through bitmaps.
    private func rows(
      for read: SearchRead, plan: SearchPlan, section: (position: Int, first: ByteBuffer?, last: ByteBuffer?)?,
      before: ByteBuffer?, walking: inout Bool
    ) async throws(DatabaseError) -> [StoredRow] {
      var binds = PostgresBindings()
      // The range of the order index the read walks, and the conditions its rows are filtered by.
      var ranges: [String] = []
      var conditions: [String] = []
      func bind(_ condition: (String) -> String, _ value: some PostgresNonThrowingEncodable, range: Bool = false) {
        binds.append(value)
        if range {
          ranges.append(condition("$\(binds.count)"))
        } else {
          conditions.append(condition("$\(binds.count)"))
        }
      }
      let window = read.tier?.lengths == nil ? nil : read.window
      // Whether the read narrows by the grams. The exact group of consonants past its window
      // (every name whose choseong is the query) is then one statement, not a walk a length:
      // every walk would read the grams' GIN entries again (ㄱㅊㅇ at 10M: 43,520 rows twelve
      // times, 62 ms, against 14 ms once), and the choseong key, not the length, tells the
      // exact names.
      var readsGrams = false
      // A tier's own patterns: anchored at the keys' start for exact and prefix groups.
      if case .keys(let choseong, let jamo) = read.tier?.candidates ?? plan.candidates {
        let grams = plan.candidates.grams
        // The grams narrow through the GIN index (PostgreSQL weighs them against walking the
        // order index); the patterns then check the order of the codes. A one-syllable query's
        // tier reads no grams: its matches lie together between `from` and `before`, where
        // walking the order index finds them at once, while its one gram is in a large share of
        // all names (장: 2 % of them, gathered and sorted in 100 ms at 10M).
        let walksBetweenBounds = (before != nil && plan.walksWithoutGrams) || window != nil
        if !grams.isEmpty, !walksBetweenBounds {
          bind({ "search_grams @> \($0)" }, grams)
          readsGrams = true
        }
        if let choseong { bind({ "choseong_key LIKE \($0)" }, choseong) }
        if let jamo { bind({ "jamo_key LIKE \($0)" }, jamo) }
      }
      if let latin = plan.latinPattern { bind({ "name ~ \($0)" }, latin) }
      if let section {
        // A consonant's or a letter's section is one range of the Korean order: its key
        // bounds hold it, and its title is not checked again. PostgreSQL would multiply the
        // title's share by the range's and the pattern's (12 rows expected of ㄴ's 151,000 at
        // 10M) and sort the whole range for a page (36 ms) instead of walking the order index
        // to the page's end (0.2 ms). `#` can be two ranges (digits and symbols before Hangul,
        // other scripts after Latin): a digit's title is checked, outside a window's walk for
        // the same reason.
        if !Self.isOneRange(section: read.tier?.section) {
          bind({ "title_position = \($0)" }, Int64(section.position), range: window == nil)
        }
        if let first = section.first { bind({ "sort_key >= \($0)" }, first, range: true) }
        if let last = section.last { bind({ "sort_key <= \($0)" }, last, range: true) }
      }
      if let before { bind({ "sort_key < \($0)" }, before, range: true) }
      if let after = read.after {
        binds.append(ByteBuffer(bytes: after.sortKey))
        binds.append(after.sequence)
        ranges.append("(sort_key, seq) > ($\(binds.count - 1), $\(binds.count))")
      }
      let limit = read.count.map { " LIMIT \($0)" } ?? ""
      let t = table.quoted
      let base = "SELECT name, sort_key, seq FROM \(t)"
      var sql: String
      if let window, let lengths = read.tier?.lengths {
        // The first `window` rows of the range on the order index, then the conditions.
        let inner =
          "SELECT name, sort_key, seq, title_position, choseong_key, jamo_key FROM \(t)"
          + (ranges.isEmpty ? "" : " WHERE " + ranges.joined(separator: " AND "))
          + " ORDER BY sort_key, seq LIMIT \(window)"
        let filters =
          conditions + ["length(jamo_key) BETWEEN \(lengths.lowerBound) AND \(lengths.upperBound)"]
        sql =
          "SELECT name, sort_key, seq FROM (\(inner)) AS window_rows WHERE "
          + filters.joined(separator: " AND ") + " ORDER BY sort_key, seq\(limit)"
      } else if let lengths = read.tier?.lengths, !(plan.readsExactTierInWindow && readsGrams) {
        let conditions = ranges + conditions
        // One ordered walk of the (length, key) index per length, merged in key order.
        sql = lengths.map { length in
          "(\(base) WHERE " + (conditions + ["length(jamo_key) = \(length)"]).joined(separator: " AND ")
            + " ORDER BY sort_key, seq\(limit))"
        }.joined(separator: " UNION ALL ")
        sql = "SELECT name, sort_key, seq FROM (\(sql)) AS walks ORDER BY sort_key, seq\(limit)"
      } else {
        let conditions = ranges + conditions
        sql =
          base + (conditions.isEmpty ? "" : " WHERE " + conditions.joined(separator: " AND "))
          + " ORDER BY sort_key, seq\(limit)"
      }
      let walks = read.count != nil && !readsGrams
      if walks != walking {
        _ = try await run(walks ? "SET enable_bitmapscan = off" : "RESET enable_bitmapscan")
        walking = walks
      }
      var out: [StoredRow] = []
      do {
        for try await (name, key, seq) in try await run(PostgresQuery(unsafeSQL: sql, binds: binds)).decode(
          (String, ByteBuffer, Int64).self)
        {
          out.append(StoredRow(name: name, sortKey: Array(buffer: key), sequence: seq))
        }
      } catch let error as DatabaseError { throw error } catch { throw Self.databaseError(error) }
      return out
    }
  }

  /// A gate that tasks wait at until it opens, whether or not they are cancelled.
  private final class Latch: Sendable {
    private let state = Mutex<(open: Bool, waiters: [CheckedContinuation<Void, Never>])>((false, []))

    /// Waits until ``open()`` (at once if it was).
    func wait() async {
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        let now = state.withLock { state -> Bool in
          if state.open { return true }
          state.waiters.append(continuation)
          return false
        }
        if now { continuation.resume() }
      }
    }

    /// Opens the gate: every waiter goes on.
    func open() {
      let waiters = state.withLock { state in
        state.open = true
        defer { state.waiters = [] }
        return state.waiters
      }
      for waiter in waiters { waiter.resume() }
    }
  }

  /// The first result given to ``settle(_:)``, which ``value`` waits for; later ones are
  /// dropped.
  private final class Outcome<R: Sendable>: Sendable {
    private typealias Waiter = CheckedContinuation<Result<R, DatabaseError>, Never>
    private let state = Mutex<(result: Result<R, DatabaseError>?, waiter: Waiter?)>((nil, nil))

    /// Gives the result, unless one was given before.
    func settle(_ result: Result<R, DatabaseError>) {
      let waiter = state.withLock { state -> Waiter? in
        guard state.result == nil else { return nil }
        state.result = result
        defer { state.waiter = nil }
        return state.waiter
      }
      waiter?.resume(returning: result)
    }

    /// The first result, once given.
    var value: Result<R, DatabaseError> {
      get async {
        await withCheckedContinuation { (continuation: Waiter) in
          let now = state.withLock { state -> Result<R, DatabaseError>? in
            if let result = state.result { return result }
            state.waiter = continuation
            return nil
          }
          if let now { continuation.resume(returning: now) }
        }
      }
    }
  }

  /// A flag set once, read from any task.
  private final class Flag: Sendable {
    private let value = Mutex(false)
    var isSet: Bool { value.withLock { $0 } }
    func set() { value.withLock { $0 = true } }
  }
#endif
