// With the `PostgreSQL` package trait only (postgres-nio).
#if PostgreSQL
  import Hangul
  import HangulDatabase
  import PostgresNIO
  import Synchronization

  extension PostgresNameStore {
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
        count = try await withWriter {
          // A table of rows keeps its ids and scopes: its keys are rebuilt in place.
          if kind == .rows { return try await rekeyRowsInPlace(progress: progress) }
          let count = try await rekeyRows(progress: progress)
          await dropRetiredTable()
          return count
        }
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
          let runLength = runSize.withLock { $0 }
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
                ORDER BY sort_key, seq LIMIT \(runLength)) AS run
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

    /// Renames `source`, its indexes (those of ``Index``; only those that exist when
    /// `indexesIfExist`, as a table made before one of them lacks it) and its `seq` sequence
    /// to `target`'s names, in the caller's transaction. Renaming the order index renames the
    /// key's constraint with it.
    private func rename(_ source: TableName, to target: TableName, indexesIfExist: Bool) async throws {
      // A table made around the store may have no sequence of its own to move aside.
      let sequence: String?
      if indexesIfExist {
        sequence = try? await sequenceName(of: source)
      } else {
        sequence = try await sequenceName(of: source)
      }
      _ = try await run("ALTER TABLE \(unescaped: source.quoted) RENAME TO \(unescaped: target.quoted)")
      let ifExists = indexesIfExist ? "IF EXISTS " : ""
      for suffix in Index.allCases.map(\.rawValue) {
        _ = try await run(
          "ALTER INDEX \(unescaped: ifExists)\(unescaped: source.quoted(suffix: suffix)) RENAME TO \(unescaped: target.quoted(suffix: suffix))"
        )
      }
      if let sequence {
        _ = try await run(
          "ALTER SEQUENCE \(unescaped: sequence) RENAME TO \(unescaped: target.quoted(suffix: "seq_seq"))")
      }
    }

    /// Drops the table a swap retired (``retiredTable``), after the swap's commit, in a
    /// transaction of its own on the writer's connection: removing its files takes a while
    /// for a large table, and holds a lock only on it, which no reader of the live table asks
    /// for. A reader that began on it before the swap finishes first; the drop gives up after
    /// `lock_timeout` (10 s) of waiting for one, and a drop that fails or a writer killed
    /// before it leaves the table to the next writer (``buildAndSwap(_:indexing:)``).
    func dropRetiredTable() async {
      try? await transaction {
        _ = try await run("SET LOCAL lock_timeout = '10s'")
        _ = try await run("DROP TABLE IF EXISTS \(unescaped: retiredTable.quoted)")
      }
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
    /// order index made the key, the live table with its indexes and sequence renamed aside
    /// (``retiredTable``), the side table's renamed to the live ones, the sections and the key
    /// version written. Only the swap takes the lock that readers wait for, until the commit,
    /// and it changes only the catalog: the caller drops the retired table after the commit
    /// (``dropRetiredTable()``), so that the removal of its files holds no lock a reader of the
    /// live table waits for. `indexing` is called when the rows are in, before the indexes are
    /// built.
    ///
    /// The rows are copied with `FREEZE` (``copyRuns(into:on:progress:nextNames:)``), which the
    /// table's own transaction allows: they are written frozen, their hint bits and the
    /// visibility map set, so the index builds check no transaction status and the `VACUUM`
    /// before them (which resets the count that sends autovacuum to a table) skips every
    /// page. One `COPY` writes them, on one connection. A writer that fails or is killed
    /// while copying leaves no side table. The side table is committed before its indexes are
    /// built, but no reader reads it, and a writer that fails drops it; one left by a killed
    /// writer is dropped by the next writer of the table (an append too), which holds the lock
    /// that a writer building it would hold, and so is a retired table that a writer killed
    /// after its swap left.
    func buildAndSwap(
      _ fill: (TableName, PostgresConnection) async throws -> (SectionStats, KeyLengthCounts),
      indexing: () -> Void = {}
    ) async throws {
      let side = sideTable
      try await withHelpers { helpers in
        let builder = helpers[0]
        _ = try await builder.query(
          "DROP TABLE IF EXISTS \(unescaped: side.quoted), \(unescaped: retiredTable.quoted)", logger: logger)
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
        // Every page is frozen already, so this reads next to nothing; it resets the
        // table's count of rows inserted since its last vacuum, which would otherwise send
        // autovacuum to the new table right after the swap, where it takes a lock the next
        // append has to wait for.
        _ = try await builder.query("VACUUM \(unescaped: side.quoted)", logger: logger)
        indexing()
        // In lanes, one a helper, each build single-threaded; the three builds take comparable
        // times alone. Three lanes beat two, even on two cores: each build also waits for its
        // writes, and a third process fills those waits (a parallel build's workers would only
        // take turns with the lanes).
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
        // the table: without them the planner guesses, and right after a large replace searches
        // were planned badly and slow until autovacuum analyzed the table.
        _ = try await helpers[0].query("ANALYZE \(unescaped: side.quoted)", logger: logger)
        let order = side.quoted(suffix: Index.order.rawValue)
        _ = try await run(
          "ALTER TABLE \(unescaped: side.quoted) ADD CONSTRAINT \(unescaped: order) PRIMARY KEY USING INDEX \(unescaped: order)"
        )
        // The swap, renames only: readers of the live table wait from here to the commit.
        try await rename(table, to: retiredTable, indexesIfExist: true)
        try await rename(side, to: table, indexesIfExist: false)
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
    /// it meanwhile, and a large copy is faster with it than without. Each commit takes a transaction ID
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
    func recountSections() async throws(DatabaseError) {
      _ = try await run("DELETE FROM hangul_section_counts WHERE table_name = \(table.name)")
      _ = try await run(
        """
        INSERT INTO hangul_section_counts (table_name, title_position, count, first_key, last_key)
        SELECT \(table.name), title_position, count(*), decode(min(k), 'hex'), decode(max(k), 'hex')
        FROM (SELECT title_position, encode(sort_key, 'hex') COLLATE "C" AS k FROM \(unescaped: table.quoted)) AS keys
        GROUP BY title_position
        """)
    }
  }
#endif
