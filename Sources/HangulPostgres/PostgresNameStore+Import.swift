// With the `PostgreSQL` package trait only (postgres-nio).
#if PostgreSQL
  import Hangul
  import HangulDatabase
  import PostgresNIO
  import Synchronization

  extension PostgresNameStore {
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
    /// at a time) and swaps it in at the end (renames, the old table dropped after the commit:
    /// readers wait only for that moment, and see the whole old or the whole new table). Such a table's
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
      if kind == .rows { throw DatabaseError.rowsTable(table.name) }
      var source = NameSource(batches.makeAsyncIterator())
      var count = 0
      try await withWriter {
        try await importRows(of: &source, replacing: replacing, progress: progress, count: &count)
        await dropRetiredTable()
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
              let runLength = runSize.withLock { $0 }
              let copied = try await copyRuns(into: side, on: builder, progress: report) {
                guard let names = try await source.next(atLeast: runLength) else { return nil }
                defer { next += Int64(names.count) }
                return (names, Array(next..<next + Int64(names.count)))
              }
              count = copied.count
              _ = try await builder.query(
                "SELECT setval(pg_get_serial_sequence(\(side.quoted), 'seq'), \(Int64(max(count, 1))))", logger: logger)
              return (copied.sections, copied.keyLengths)
            }, indexing: { progress?(ImportProgress(phase: .indexing, names: count)) })
        } else {
          // A side table a killed replace or rekey left, or a table its swap retired: no writer
          // builds or swaps while this one holds the lock.
          _ = try await run("DROP TABLE IF EXISTS \(unescaped: sideTable.quoted), \(unescaped: retiredTable.quoted)")
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
  }
#endif
