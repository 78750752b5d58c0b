// With the `PostgreSQL` package trait only (postgres-nio).
// The store in parts: this file holds the type, its stored properties and `connect`;
// +Connections (opening, leasing, the watchdog, reconnecting, errors), +Schema (the table,
// its indexes and upgrades), +Rekey (the side table's build and swap), +Import (appends and
// bulk loads), +Copy (the `COPY` statements), +CopyRows (the binary rows they send),
// +Reading (sections, list pages, search pages), +Standbys (reads from hot standbys) and
// +NameStore; Standbys.swift and Standbys+Monitor.swift hold the standbys' connections and
// their lag monitor; AsyncPrimitives.swift has the gates its calls wait on.
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
  /// (`T_hangul_new`, with its indexes) and swaps it in at the end of its transaction (renames
  /// only, a catalog change held for milliseconds; the old table, renamed `T_hangul_old`, is
  /// dropped after the commit), so a reader sees the whole old table or the whole new one. The side table is built on more connections, which the store
  /// opens for the build and closes after it (three; two of a caller's pool): the rows are
  /// copied in PostgreSQL's binary format with `FREEZE`, in the transaction that makes the
  /// table, then its indexes and key are built on separate processes at once (Benchmarks/README.md
  /// has the times for ten million names). A writer that fails or is killed midway
  /// leaves the live table as it was; the side table is dropped by the writer that failed,
  /// or, when it was killed, by the next writer of the table, as is an old table that a
  /// writer killed between its swap and the drop left.
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
      /// was closed: ``reconnectIfClosed()``), one kept for row writes, one for each import or
      /// rekey, three for a build's helpers.
      case own(PostgresConnection.Configuration)
      /// The caller's pool: each call leases what it needs and gives it back.
      case pool(PostgresClient)
    }
    let source: Source
    /// The connection reads run on when the store makes its own (nil on a pool).
    let reader: Mutex<PostgresConnection?>
    /// Held by each read on ``reader``, one at a time: a section's page is a transaction of
    /// several statements, which another read's must not interleave.
    let readerLock = AsyncLock()
    /// The connection row writes (``write(_:)``, puts, deletes) run on when the store makes its
    /// own, kept between them, with the standby promoted when it was opened (nil: the primary
    /// given); each write holds ``writerLock``. Imports and rekeys open connections of their own.
    let keptWriter = Mutex<(connection: PostgresConnection, promoted: Int?)?>(nil)
    let writerLock = AsyncLock()
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
    /// connection (``connect(url:table:creating:kind:timeout:statementTimeout:)``,
    /// ``connect(client:table:creating:kind:logger:timeout:)``).
    let statementTimeout: Duration?
    /// The table.
    ///
    /// ```swift
    /// store.table.quoted   // "\"names\""
    /// ```
    public let table: TableName
    let maker: NameKeyMaker
    let logger: Logger
    let status = Mutex(KeyStatus.current)
    /// What the table holds, as found when the store opened it or made it (and after its own
    /// replacing import of rows).
    let kindState = Mutex(TableKind.names)
    /// The names of a bulk load's run, and of a rekey's read: ``clusteringRun``, or fewer in
    /// tests of loads of several runs.
    let runSize = Mutex(PostgresNameStore.clusteringRun)
    /// The hot standbys reads go to, and their monitor (nil: every read goes to the primary).
    let standbys: Standbys?

    init(
      source: Source, reader: PostgresConnection?, table: TableName, maker: NameKeyMaker, logger: Logger,
      statementTimeout: Duration?, standbys: Standbys? = nil
    ) {
      self.source = source
      self.reader = Mutex(reader)
      self.statementTimeout = statementTimeout
      self.table = table
      self.maker = maker
      self.logger = logger
      self.standbys = standbys
    }

    deinit {
      // The monitor holds the standbys, not the store: it ends with the store.
      standbys?.stopMonitor()
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
    /// A URL of several servers (libpq's `postgres://user@host1,host2:5433,…/database`, with
    /// or without `target_session_attrs=read-write`) names every server of a cluster: the store
    /// asks each one at once whether it is in recovery, writes to the first that is not (in
    /// the URL's order), and reads from the others as its hot standbys, as
    /// ``connect(url:standbys:table:creating:kind:timeout:statementTimeout:maxLag:connectionsPerStandby:)`` does
    /// with a lag bound of 1 s. With none out of recovery (the primary down), the first standby
    /// that answers stands in for it: reads go on, writes fail with
    /// ``DatabaseError/unavailable(_:)``, and a standby promoted later takes them.
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
      url: PostgresURL, table: TableName, creating: Bool, kind: TableKind = .names, timeout: Int64 = 5,
      statementTimeout: Duration? = nil
    ) async throws(DatabaseError) -> PostgresNameStore {
      if url.servers.count > 1 {
        return try await connect(
          cluster: url, table: table, creating: creating, kind: kind, timeout: timeout,
          statementTimeout: statementTimeout)
      }
      return try await connect(
        configuration: configuration(url, timeout: timeout), table: table, creating: creating, kind: kind,
        logger: quietLogger, statementTimeout: statementTimeout)
    }

    /// The configuration of a connection to `url` (to `server`, one of its servers, when
    /// given) without TLS, giving up after `timeout` seconds.
    static func configuration(_ url: PostgresURL, server: PostgresURL.Server? = nil, timeout: Int64)
      -> PostgresConnection.Configuration
    {
      let server = server ?? PostgresURL.Server(host: url.host, port: url.port)
      var configuration = PostgresConnection.Configuration(
        host: server.host, port: server.port, username: url.user, password: url.password, database: url.database,
        tls: .disable)
      configuration.options.connectTimeout = TimeAmount.seconds(timeout)
      return configuration
    }

    /// The logger of a store connected by URL: postgres-nio's critical messages only.
    static var quietLogger: Logger {
      var logger = Logger(label: "hangul.postgres")
      logger.logLevel = .critical
      return logger
    }

    /// Connects with the caller's `configuration` (host, credentials, TLS, connect timeout:
    /// postgres-nio's) and opens the table, as ``connect(url:table:creating:kind:timeout:statementTimeout:)``
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
    /// - Throws: as ``connect(url:table:creating:kind:timeout:statementTimeout:)``.
    /// - Complexity: as ``connect(url:table:creating:kind:timeout:statementTimeout:)``.
    public static func connect(
      configuration: PostgresConnection.Configuration, table: TableName, creating: Bool, kind: TableKind = .names,
      logger: Logger, statementTimeout: Duration? = nil
    ) async throws(DatabaseError) -> PostgresNameStore {
      try await opening(
        configuration, table: table, creating: creating, kind: kind, logger: logger,
        statementTimeout: statementTimeout, standbys: nil)
    }

    /// A store on its own connections to `configuration`'s server, its table opened (made when
    /// missing, with `creating`), reading from `standbys` when there are any.
    static func opening(
      _ configuration: PostgresConnection.Configuration, table: TableName, creating: Bool, kind: TableKind,
      logger: Logger, statementTimeout: Duration?, standbys: Standbys?
    ) async throws(DatabaseError) -> PostgresNameStore {
      let maker: NameKeyMaker
      do { maker = try NameKeyMaker() } catch { throw .icu("\(error)") }
      // Opening may build an index or upgrade the table: the limit applies after it.
      let connection = try await readingConnection(configuration, statementTimeout: nil, logger: logger)
      let store = PostgresNameStore(
        source: .own(configuration), reader: connection, table: table, maker: maker, logger: logger,
        statementTimeout: statementTimeout, standbys: standbys)
      do {
        try await store.prepare(creating: creating, kind: kind)
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
    /// - Complexity: as ``connect(url:table:creating:kind:timeout:statementTimeout:)``.
    public static func connect(
      client: PostgresClient, table: TableName, creating: Bool, kind: TableKind = .names, logger: Logger,
      timeout: Duration? = nil
    ) async throws(DatabaseError) -> PostgresNameStore {
      let maker: NameKeyMaker
      do { maker = try NameKeyMaker() } catch { throw .icu("\(error)") }
      let store = PostgresNameStore(
        source: .pool(client), reader: nil, table: table, maker: maker, logger: logger, statementTimeout: timeout)
      // Opening may build an index or upgrade the table: the limit applies to the wait only.
      try await store.leasing(limited: false) { () async throws(DatabaseError) in
        try await store.prepare(creating: creating, kind: kind)
      }
      return store
    }
  }
#endif
