// With the `PostgreSQL` package trait only (postgres-nio).
#if PostgreSQL
  import Hangul
  import HangulDatabase
  import PostgresNIO
  import Synchronization

  extension PostgresNameStore {
    /// Connects to the primary at `url` as ``connect(url:table:creating:kind:timeout:statementTimeout:)``
    /// does, and to the hot standbys at `standbys` (PostgreSQL streaming replicas of it, made
    /// with `pg_basebackup -R`), and spreads the reads over the standbys.
    ///
    /// Writes (imports, puts, deletes, ``write(_:)``, rekeys, replaces) go to the primary.
    /// Every read (``sections()``, ``list(section:after:limit:)``,
    /// ``searchPage(_:options:after:limit:)`` and their scoped forms) goes to the standbys in
    /// turn, to those that answered the monitor within the last second and whose lag is within
    /// `maxLag`; when none does, to the primary. The monitor asks each standby every 300 ms
    /// for `pg_is_in_recovery()`, `pg_last_wal_replay_lsn()` and
    /// `pg_last_xact_replay_timestamp()`, and the primary for `pg_current_wal_lsn()`: a standby
    /// is behind when it has not replayed the primary's WAL and what it lacks may be older
    /// than `maxLag` (the time since its last replayed transaction's commit, or since the
    /// primary's position it has replayed was read, whichever is shorter). An idle primary's
    /// standby is never behind. A standby that does not answer within a second is left out
    /// until it answers again and has caught up; ``usableStandbys`` says which are in.
    ///
    /// Reads see the store's own writes: each write records the primary's WAL position at its
    /// commit, and until a standby has replayed it (asked for a few milliseconds), reads go to
    /// the primary. A read that fails on a standby (its connection lost, or a statement
    /// cancelled by replay) runs again on the next standby, then on the primary. When the
    /// primary is down, reads go on from the standbys (those within the lag bound, then, when
    /// none is, any that answers), and writes fail with ``DatabaseError/unavailable(_:)`` as
    /// soon as the connection is refused. When a standby is promoted while the primary is down
    /// (it no longer reports `pg_is_in_recovery()`), writes and the primary's reads go to it
    /// from the monitor's next look on, without a restart.
    ///
    /// The store keeps `connectionsPerStandby` reading connections open on each standby that
    /// answers, and takes them in turn: one backend of a standby runs one statement at a time,
    /// so concurrent reads (a server's requests) need several to use a standby's cores (1…64:
    /// a precondition). The primary's reads use one connection, its row writes one kept
    /// between them, as in ``connect(url:table:creating:kind:timeout:statementTimeout:)``.
    ///
    /// ```swift
    /// let store = try await PostgresNameStore.connect(
    ///   url: PostgresURL("postgres://app@db-primary/app"),
    ///   standbys: [PostgresURL("postgres://app@db-standby-1/app"), PostgresURL("postgres://app@db-standby-2/app")],
    ///   table: TableName("names"), creating: false, maxLag: .seconds(1), connectionsPerStandby: 4)
    /// try await store.put(NameRow(id: try RowID("7"), scope: nil, name: "홍길동"))
    /// try await store.search("ㅎㄱㄷ", options: SearchOptions(), limit: 10)   // finds 홍길동: read-your-writes
    /// ```
    ///
    /// - Throws: as ``connect(url:table:creating:kind:timeout:statementTimeout:)``, for the
    ///   primary only: a standby that cannot be reached is left out until it can.
    /// - Complexity: as ``connect(url:table:creating:kind:timeout:statementTimeout:)``, and
    ///   one round trip to each standby.
    public static func connect(
      url: PostgresURL, standbys: [PostgresURL], table: TableName, creating: Bool, kind: TableKind = .names,
      timeout: Int64 = 5, statementTimeout: Duration? = nil, maxLag: Duration = .seconds(1),
      connectionsPerStandby: Int = 1
    ) async throws(DatabaseError) -> PostgresNameStore {
      try await connect(
        configuration: configuration(url, timeout: timeout),
        standbys: standbys.map { configuration($0, timeout: timeout) }, table: table, creating: creating, kind: kind,
        logger: quietLogger, statementTimeout: statementTimeout, maxLag: maxLag,
        connectionsPerStandby: connectionsPerStandby)
    }

    /// Connects with the caller's `configuration` to the primary and with `standbys` to its hot
    /// standbys (their TLS and credentials postgres-nio's), as
    /// ``connect(url:standbys:table:creating:kind:timeout:statementTimeout:maxLag:connectionsPerStandby:)`` does.
    ///
    /// ```swift
    /// let primary = PostgresConnection.Configuration(
    ///   host: "db-primary", username: "app", password: nil, database: "app", tls: .disable)
    /// let standby = PostgresConnection.Configuration(
    ///   host: "db-standby-1", username: "app", password: nil, database: "app", tls: .disable)
    /// let store = try await PostgresNameStore.connect(
    ///   configuration: primary, standbys: [standby], table: TableName("names"), creating: false,
    ///   logger: Logger(label: "app"))
    /// ```
    ///
    /// - Throws: as ``connect(url:standbys:table:creating:kind:timeout:statementTimeout:maxLag:connectionsPerStandby:)``.
    /// - Complexity: as ``connect(url:standbys:table:creating:kind:timeout:statementTimeout:maxLag:connectionsPerStandby:)``.
    public static func connect(
      configuration: PostgresConnection.Configuration, standbys: [PostgresConnection.Configuration],
      table: TableName, creating: Bool, kind: TableKind = .names, logger: Logger, statementTimeout: Duration? = nil,
      maxLag: Duration = .seconds(1), connectionsPerStandby: Int = 1
    ) async throws(DatabaseError) -> PostgresNameStore {
      precondition((1...64).contains(connectionsPerStandby), "connectionsPerStandby must be in 1…64")
      let replicas = Standbys(
        primary: configuration, standbys: standbys, maxLag: maxLag, readersPerStandby: connectionsPerStandby,
        statementTimeout: statementTimeout, logger: logger)
      let store = try await opening(
        configuration, table: table, creating: creating, kind: kind, logger: logger,
        statementTimeout: statementTimeout, standbys: replicas)
      await replicas.start()
      return store
    }

    /// Connects to every server of the multi-host `cluster`: the first (in its order) that is
    /// not in recovery is the primary, the others are its standbys (a lag bound of 1 s). With
    /// none out of recovery (the primary down), the first standby that answers stands in for
    /// it: reads go on, and writes fail with ``DatabaseError/unavailable(_:)`` until a standby
    /// is promoted.
    static func connect(
      cluster: PostgresURL, table: TableName, creating: Bool, kind: TableKind, timeout: Int64,
      statementTimeout: Duration?
    ) async throws(DatabaseError) -> PostgresNameStore {
      let configurations = cluster.servers.map { configuration(cluster, server: $0, timeout: timeout) }
      let logger = quietLogger
      // Each server asked at once; nil: down, or no answer.
      let recovering = await withTaskGroup(of: (Int, Bool?).self) { group in
        for (index, configuration) in configurations.enumerated() {
          group.addTask {
            guard let connection = try? await open(configuration, id: 7, logger: logger) else { return (index, nil) }
            var answer: Bool?
            if let rows = try? await connection.query("SELECT pg_is_in_recovery()", logger: logger) {
              answer = try? await rows.decode(Bool.self).first(where: { _ in true })
            }
            try? await connection.close()
            return (index, answer)
          }
        }
        var found = [Bool?](repeating: nil, count: configurations.count)
        for await (index, answer) in group { found[index] = answer }
        return found
      }
      guard let primary = recovering.firstIndex(of: false) ?? recovering.firstIndex(of: true) else {
        let servers = cluster.servers.map { "\($0.host):\($0.port)" }.joined(separator: ",")
        throw .unavailable("no server of \(servers) answers")
      }
      return try await connect(
        configuration: configurations[primary],
        standbys: configurations.indices.filter { $0 != primary }.map { configurations[$0] }, table: table,
        creating: creating, kind: kind, logger: logger, statementTimeout: statementTimeout)
    }

    /// The positions in the `standbys` given to `connect` of the standbys reads go to now: those
    /// that answered the monitor within the last second and are within the lag bound (empty
    /// for a store without standbys).
    ///
    /// ```swift
    /// store.usableStandbys   // [0, 1]
    /// ```
    ///
    /// - Complexity: O(*s*) for *s* standbys.
    public var usableStandbys: [Int] { standbys?.usable() ?? [] }

    /// The reads each standby answered (by position), and the primary's, since the store
    /// connected.
    package var readsServed: (primary: Int, standbys: [Int]) {
      guard let standbys else { return (0, []) }
      return standbys.served()
    }

    /// Runs `body` (a read) on a standby that qualifies, in turn; on the primary when none
    /// does or each that was tried failed; when the primary is down too, on any standby that
    /// answers.
    func readingWithStandbys<R: Sendable>(
      _ standbys: Standbys, _ body: @escaping @Sendable () async throws(DatabaseError) -> R
    ) async throws(DatabaseError) -> R {
      var tried: Set<Int> = []
      while let member = await standbys.next(excluding: tried) {
        tried.insert(member.index)
        if let result = try await reading(on: member, of: standbys, body) { return result }
      }
      // The primary known to be down: any standby that answers first, then the primary.
      let primaryIsDown = standbys.primaryIsDown
      if primaryIsDown, let result = try await readingAnyStandby(standbys, excluding: tried, body) { return result }
      do {
        let result = try await readingPrimary(body)
        standbys.countPrimaryRead()
        return result
      } catch .unavailable(let message) {
        // The primary found down by this read: any standby that answers.
        if !primaryIsDown, let result = try await readingAnyStandby(standbys, excluding: tried, body) {
          return result
        }
        throw .unavailable(message)
      }
    }

    /// Runs `body` on the first standby not in `tried` that answers the monitor, whatever its
    /// lag: the reads of a store whose primary is down.
    private func readingAnyStandby<R: Sendable>(
      _ standbys: Standbys, excluding tried: Set<Int>,
      _ body: @escaping @Sendable () async throws(DatabaseError) -> R
    ) async throws(DatabaseError) -> R? {
      for member in standbys.answering() where !tried.contains(member.index) {
        if let result = try await reading(on: member, of: standbys, body) { return result }
      }
      return nil
    }

    /// Runs `body` on one of `member`'s reading connections, alone: its answer, or nil when the standby
    /// failed it (its connection lost or closed, or a statement cancelled by a conflict with
    /// replay), which leaves the standby out until the monitor finds it well. Other errors
    /// are the read's own, thrown as they are.
    private func reading<R: Sendable>(
      on member: Standbys.Member, of standbys: Standbys,
      _ body: @escaping @Sendable () async throws(DatabaseError) -> R
    ) async throws(DatabaseError) -> R? {
      guard let lease = await member.readers.take() else { return nil }
      defer { member.readers.giveBack(lease) }
      let (connection, store, limit) = (lease.connection, ObjectIdentifier(self), statementTimeout)
      do {
        let result = try await Self.$lent.withValue((store, connection)) {
          try await Self.watched(connection, limit: limit, watchingClose: true) { () async throws(DatabaseError) in
            try await body()
          }
        }
        member.countRead()
        Self.traceServer(member.configuration, standby: member.index)
        return result
      } catch {
        let failure = Self.databaseError(error)
        if Standbys.isStandbyFault(failure, connection: connection) {
          member.leaveOut()
          return nil
        }
        throw failure
      }
    }

    /// Makes `writer`'s commits wait for their WAL's flush (`synchronous_commit` on, when the
    /// session has it off), so that the position read after a commit holds the commit.
    static func flushingCommits(_ writer: PostgresConnection, logger: Logger) async throws(DatabaseError) {
      do {
        _ = try await writer.query(
          """
          SELECT set_config('synchronous_commit', 'on', false) WHERE current_setting('synchronous_commit') = 'off'
          """, logger: logger)
      } catch {
        throw databaseError(error)
      }
    }
  }
#endif
