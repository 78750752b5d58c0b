// With the `PostgreSQL` package trait only (postgres-nio).
#if PostgreSQL
  import Hangul
  import HangulDatabase
  import PostgresNIO
  import Synchronization

  /// A table of rows (``TableKind/rows``): its schema, its imports and its one-row writes.
  ///
  /// Schema (`T` is the table; `''` is the scope of rows without one):
  /// ```sql
  /// CREATE TABLE T (seq bigserial NOT NULL, scope text NOT NULL, id text NOT NULL, name text NOT NULL,
  ///   sort_key bytea NOT NULL, title_position integer NOT NULL, title text NOT NULL,
  ///   choseong_key text NOT NULL, jamo_key text NOT NULL, search_grams integer[] NOT NULL,
  ///   keys_version text NOT NULL, CONSTRAINT T_order PRIMARY KEY (scope, sort_key, seq));
  /// CREATE UNIQUE INDEX T_row ON T (scope, id);
  /// CREATE INDEX T_search ON T USING gin (search_grams);   -- grams salted by scope (SearchKeys.scoped)
  /// CREATE INDEX T_length ON T (scope, length(jamo_key), sort_key, seq);
  /// CREATE TABLE hangul_scope_counts (table_name text, scope text, title_position integer,
  ///   count bigint, first_key bytea, last_key bytea, PRIMARY KEY (table_name, scope, title_position));
  /// ```
  ///
  /// Every index begins with the scope, so that a scope's reads cost what a table of the
  /// scope's size would; its sections' counts and bounds are kept by every write in the
  /// write's transaction (a bound stays where it was when its row is deleted or renamed: a
  /// section's rows still lie between its bounds).
  extension PostgresNameStore {
    /// The indexes of a table of rows beside its key, each named `T_` and its suffix.
    static let rowIndexSuffixes = ["row", "search", "length"]

    /// The `CREATE INDEX` of index `suffix` (one of ``rowIndexSuffixes``) on `target`.
    static func createRowIndexSQL(_ suffix: String, on target: TableName) -> String {
      let (unique, columns) =
        switch suffix {
        case "row": ("UNIQUE ", "(scope, id)")
        case "search": ("", "USING gin (search_grams)")
        default: ("", "(scope, length(jamo_key), sort_key, seq)")
        }
      return "CREATE \(unique)INDEX IF NOT EXISTS \(target.quoted(suffix: suffix)) ON \(target.quoted) \(columns)"
    }

    /// The DDL of a table of rows named `target`, with its primary key unless `keyed` is false
    /// (a side table that an import loads first: ``indexRowsTable(_:)`` adds it).
    static func createRowsTableSQL(_ target: TableName, keyed: Bool = true) -> String {
      let key = keyed ? ",\n  \(primaryKeySQL(target))" : ""
      return """
        CREATE TABLE IF NOT EXISTS \(target.quoted) (seq bigserial NOT NULL, scope text NOT NULL, id text NOT NULL,
          name text NOT NULL, sort_key bytea NOT NULL, title_position integer NOT NULL, title text NOT NULL,
          choseong_key text NOT NULL, jamo_key text NOT NULL, search_grams integer[] NOT NULL,
          keys_version text NOT NULL\(key))
        """
    }

    /// The primary key of a table of rows named `target`: its order.
    static func primaryKeySQL(_ target: TableName) -> String {
      "CONSTRAINT \(target.quoted(suffix: "order")) PRIMARY KEY (scope, sort_key, seq)"
    }

    /// Makes `target` as a table of rows, on the store's current connection: with its primary
    /// key and indexes, or, when `indexed` is false, bare, for a load that indexes it after
    /// (``indexRowsTable(_:)``).
    func createRowsTable(_ target: TableName, indexed: Bool = true) async throws(DatabaseError) {
      _ = try await run(PostgresQuery(unsafeSQL: Self.createRowsTableSQL(target, keyed: indexed)))
      _ = try await run(Self.sortKeyStatistics(of: target))
      if indexed {
        for suffix in Self.rowIndexSuffixes {
          _ = try await run(PostgresQuery(unsafeSQL: Self.createRowIndexSQL(suffix, on: target)))
        }
      }
      try await createCountsTables()
    }

    /// Adds the primary key and the indexes to `target`, a table of rows made bare and loaded:
    /// each built once over the loaded rows, which costs a fraction of keeping it through the
    /// load. Two rows of one scope and id fail the unique index, reported as
    /// ``DatabaseError/duplicateRow(id:scope:)`` with one such pair.
    ///
    /// - Complexity: O(*N* log *N*) for *N* rows.
    func indexRowsTable(_ target: TableName) async throws {
      let q = target.quoted
      _ = try await run(PostgresQuery(unsafeSQL: "ALTER TABLE \(q) ADD \(Self.primaryKeySQL(target))"))
      _ = try await run("SAVEPOINT hangul_row_index")
      do {
        _ = try await run(PostgresQuery(unsafeSQL: Self.createRowIndexSQL("row", on: target)))
      } catch {
        // Most likely a unique violation; the pair, when there is one, says which rows.
        _ = try await run("ROLLBACK TO SAVEPOINT hangul_row_index")
        for try await (scope, id) in try await run(
          PostgresQuery(unsafeSQL: "SELECT scope, id FROM \(q) GROUP BY scope, id HAVING count(*) > 1 LIMIT 1")
        ).decode((String, String).self) {
          throw DatabaseError.duplicateRow(id: id, scope: scope.isEmpty ? nil : scope)
        }
        throw error
      }
      _ = try await run("RELEASE SAVEPOINT hangul_row_index")
      for suffix in Self.rowIndexSuffixes where suffix != "row" {
        _ = try await run(PostgresQuery(unsafeSQL: Self.createRowIndexSQL(suffix, on: target)))
      }
    }

    /// The catalog tables every table of rows shares.
    func createCountsTables() async throws(DatabaseError) {
      _ = try await run(
        "CREATE TABLE IF NOT EXISTS hangul_tables (table_name text PRIMARY KEY, keys_version text NOT NULL)")
      _ = try await run(
        """
        CREATE TABLE IF NOT EXISTS hangul_scope_counts (table_name text NOT NULL, scope text NOT NULL,
          title_position integer NOT NULL, count bigint NOT NULL, first_key bytea, last_key bytea,
          PRIMARY KEY (table_name, scope, title_position))
        """)
    }

    /// Records this build's key version for the table.
    func recordCurrentVersion() async throws(DatabaseError) {
      _ = try await run(
        """
        INSERT INTO hangul_tables (table_name, keys_version) VALUES (\(table.name), \(KeyVersion.current.text))
        ON CONFLICT (table_name) DO UPDATE SET keys_version = excluded.keys_version
        """)
    }

    /// `scope` as a table of rows stores it.
    static func stored(_ scope: RowScope?) -> String { scope?.text ?? "" }

    /// Refuses a scope in a table of names.
    func checkScope(_ scope: RowScope?) throws(DatabaseError) {
      if scope != nil && kind == .names { throw .namesTable(table.name) }
    }

    // MARK: Writes

    /// Applies `changes` in order, in one transaction on a connection of its own: a put inserts
    /// the row or replaces the name and keys of the row of its scope and id (which keeps its
    /// `seq`, its place among equal names), a delete removes the row of its scope and id; the
    /// sections' counts change in the same transaction. Readers see all of the changes or none,
    /// and never wait for them. Puts of one row at once end with one row: a write that meets
    /// another's new row (or a deadlock between two batches) runs again.
    ///
    /// ```swift
    /// try await store.write([.put(NameRow(id: try RowID("1"), scope: nil, name: "홍길동"))])   // [nil]
    /// ```
    ///
    /// - Returns: for each change, the name its row had before it (nil: there was no row).
    /// - Throws: ``DatabaseError/namesTable(_:)`` in a table of names,
    ///   ``DatabaseError/invalidRow(_:)`` for an empty name,
    ///   ``DatabaseError/staleKeys(table:stored:current:)`` in a table whose keys another
    ///   version made.
    /// - Complexity: O(*c* log *N*) for *c* changes in a table of *N* rows.
    @discardableResult
    public func write(_ changes: [RowChange]) async throws(DatabaseError) -> [String?] {
      guard kind == .rows else { throw .namesTable(table.name) }
      var keys: [NameKeys?] = []
      for change in changes {
        guard case .put(let row) = change else {
          keys.append(nil)
          continue
        }
        guard !row.name.isEmpty else { throw .invalidRow("id \"\(row.id)\" has an empty name") }
        do { keys.append(try maker.keys(for: row.name)) } catch { throw .icu("\(error)") }
      }
      let made = keys
      do {
        return try await withWriter(reusing: true) {
          var attempt = 0
          while true {
            attempt += 1
            do {
              var before: [String?] = []
              try await transaction {
                try await refuseStaleWrite()
                for (change, keys) in zip(changes, made) { before.append(try await apply(change, keys: keys)) }
              }
              return before
            } catch let error as DatabaseError where attempt < 20 && Self.isRetryable(error) {
              continue
            }
          }
        }
      } catch {
        throw Self.databaseError(error)
      }
    }

    /// Whether a write that failed this way runs again: it met a row another write inserted
    /// meanwhile, or a deadlock with another batch.
    static func isRetryable(_ error: DatabaseError) -> Bool {
      guard case .failed(let message) = error else { return false }
      return message.hasPrefix("retry:")
    }

    /// One change, in the caller's transaction: the name the row had.
    private func apply(_ change: RowChange, keys: NameKeys?) async throws(DatabaseError) -> String? {
      let t = table.quoted
      let (id, scope) =
        switch change {
        case .put(let row): (row.id.text, Self.stored(row.scope))
        case .delete(let id, let scope): (id.text, Self.stored(scope))
        }
      var old: (name: String, position: Int64)?
      do {
        for try await (name, position) in try await run(
          "SELECT name, title_position::int8 FROM \(unescaped: t) WHERE scope = \(scope) AND id = \(id) FOR UPDATE"
        ).decode((String, Int64).self) { old = (name, position) }
      } catch let error as DatabaseError { throw error } catch { throw Self.databaseError(error) }
      switch change {
      case .put(let row):
        guard let keys else { return nil }
        let grams = SearchKeys.scoped(
          SearchKeys.grams(choseongKey: keys.choseongKey, jamoKey: keys.jamoKey), in: row.scope?.text)
        let key = ByteBuffer(bytes: keys.sortKey)
        if old != nil {
          _ = try await run(
            """
            UPDATE \(unescaped: t) SET name = \(row.name), sort_key = \(key), title_position = \(Int64(keys.titlePosition)),
              title = \(keys.title), choseong_key = \(keys.choseongKey), jamo_key = \(keys.jamoKey),
              search_grams = \(grams), keys_version = \(keys.version.text)
            WHERE scope = \(scope) AND id = \(id)
            """)
        } else {
          do {
            _ = try await run(
              """
              INSERT INTO \(unescaped: t) (scope, id, name, sort_key, title_position, title, choseong_key, jamo_key,
                search_grams, keys_version)
              VALUES (\(scope), \(id), \(row.name), \(key), \(Int64(keys.titlePosition)), \(keys.title),
                \(keys.choseongKey), \(keys.jamoKey), \(grams), \(keys.version.text))
              """)
          } catch .failed(let message) where message.contains("duplicate key") {
            // Another write inserted the row since this one looked: the transaction runs again.
            throw .failed("retry: \(message)")
          }
        }
        if let old { try await count(scope: scope, position: old.position, by: -1, key: nil) }
        try await count(scope: scope, position: Int64(keys.titlePosition), by: 1, key: key)
      case .delete:
        guard let old else { return nil }
        _ = try await run("DELETE FROM \(unescaped: t) WHERE scope = \(scope) AND id = \(id)")
        try await count(scope: scope, position: old.position, by: -1, key: nil)
      }
      return old?.name
    }

    /// Adds `delta` to the count of a scope's section, widening its bounds to hold `key`.
    private func count(scope: String, position: Int64, by delta: Int64, key: ByteBuffer?) async throws(DatabaseError) {
      do {
        if let key {
          _ = try await run(
            """
            INSERT INTO hangul_scope_counts AS c (table_name, scope, title_position, count, first_key, last_key)
            VALUES (\(table.name), \(scope), \(position), \(delta), \(key), \(key))
            ON CONFLICT (table_name, scope, title_position) DO UPDATE SET count = c.count + excluded.count,
              first_key = CASE WHEN c.count <= 0 THEN excluded.first_key ELSE least(c.first_key, excluded.first_key) END,
              last_key = CASE WHEN c.count <= 0 THEN excluded.last_key ELSE greatest(c.last_key, excluded.last_key) END
            """)
        } else {
          _ = try await run(
            """
            UPDATE hangul_scope_counts SET count = count + \(delta)
            WHERE table_name = \(table.name) AND scope = \(scope) AND title_position = \(position)
            """)
        }
      } catch .failed(let message) where message.contains("deadlock") {
        throw .failed("retry: \(message)")
      }
    }

    /// Refuses a write into a non-empty table whose keys another version made; a stale table
    /// with no rows is marked current.
    private func refuseStaleWrite() async throws(DatabaseError) {
      guard case .stale(let stored) = KeyStatus(stored: try await storedVersion()) else { return }
      var empty = true
      do {
        for try await _ in try await run("SELECT 1 FROM \(unescaped: table.quoted) LIMIT 1") { empty = false }
      } catch let error as DatabaseError { throw error } catch { throw Self.databaseError(error) }
      guard empty else { throw .staleKeys(table: table.name, stored: stored, current: KeyVersion.current.text) }
      try await recordCurrentVersion()
    }

    // MARK: Imports

    /// Imports the rows of `batches` in order, in one transaction that holds the table's write
    /// lock (`SHARE ROW EXCLUSIVE`: other writers wait, readers do not), streamed; with
    /// `replacing`, they replace the rows it selects (then every row must be in the replaced
    /// scope). A whole table's replace (and a table of names, which becomes one of rows) is
    /// built beside the live table and swapped in at the end, renames only, so that readers
    /// see the whole old table or the whole new one; a scope's replace deletes that scope's
    /// rows in the same transaction. A scope and id that is there already or comes twice stops
    /// the import with ``DatabaseError/duplicateRow(id:scope:)``; a failed or killed import
    /// changes nothing.
    ///
    /// ```swift
    /// let upload = AsyncStream<[NameRow]> { $0.yield([NameRow(id: try! RowID("1"), scope: nil, name: "김병욱")]); $0.finish() }
    /// try await store.importRows(batches: upload, replacing: .table, progress: nil)   // 1
    /// ```
    ///
    /// - Returns: the number of rows added.
    /// - Throws: ``DatabaseError/namesTable(_:)`` for an append or a scope's replace in a table
    ///   of names, ``DatabaseError/invalidRow(_:)`` for an empty name or a row outside the
    ///   replaced scope, and what `batches` throws.
    /// - Complexity: O(*n* log *N*) for *n* rows into a table of *N*; client memory O(*b*)
    ///   for batches of *b* rows.
    @discardableResult
    public func importRows<Batches: AsyncSequence>(
      batches: Batches, replacing: RowSelection?, progress: (@Sendable (ImportProgress) -> Void)? = nil
    ) async throws -> Int where Batches.Element == [NameRow] {
      if kind == .names && replacing != .table { throw DatabaseError.namesTable(table.name) }
      var iterator = batches.makeAsyncIterator()
      var count = 0
      try await withWriter {
        _ = try await run("BEGIN")
        do {
          count = try await importRowsInTransaction(from: &iterator, replacing: replacing, progress: progress)
          _ = try await run("COMMIT")
        } catch {
          _ = try? await run("ROLLBACK")
          if let error = error as? SourceFailure { throw error.error }
          throw error
        }
        await dropRetiredTable()
      }
      if replacing == .table {
        status.withLock { $0 = .current }
        kindState.withLock { $0 = .rows }
      }
      return count
    }

    /// The import's statements, in the writer's transaction: the rows added.
    private func importRowsInTransaction<I: AsyncIteratorProtocol>(
      from iterator: inout I, replacing: RowSelection?, progress: (@Sendable (ImportProgress) -> Void)?
    ) async throws -> Int where I.Element == [NameRow] {
      let t = table.quoted
      _ = try await run("LOCK TABLE \(unescaped: t) IN SHARE ROW EXCLUSIVE MODE")
      // A whole table's rows go into a new table, swapped in at the end.
      let target = replacing == .table ? sideTable : table
      if replacing == .table {
        _ = try await run("DROP TABLE IF EXISTS \(unescaped: sideTable.quoted), \(unescaped: retiredTable.quoted)")
        try await createRowsTable(sideTable, indexed: false)
      } else {
        try await refuseStaleWrite()
        if case .scope(let scope) = replacing {
          _ = try await run("DELETE FROM \(unescaped: t) WHERE scope = \(Self.stored(scope))")
        }
      }
      var scopes: Set<String> = []
      if case .scope(let scope) = replacing { scopes.insert(Self.stored(scope)) }
      var added = 0
      while true {
        let batch: [NameRow]?
        do { batch = try await iterator.next() } catch { throw SourceFailure(error: error) }
        guard let batch else { break }
        for start in stride(from: 0, to: batch.count, by: Self.insertBatch) {
          let rows = batch[start..<min(start + Self.insertBatch, batch.count)]
          for row in rows {
            if let replacing, !replacing.contains(scope: row.scope) {
              throw DatabaseError.invalidRow(
                "id \"\(row.id)\" of \(row.scope.map { "scope \"\($0)\"" } ?? "no scope") is outside the replaced scope"
              )
            }
            scopes.insert(Self.stored(row.scope))
          }
          try await insert(rows, into: target, checkingExisting: replacing != .table)
          added += rows.count
          progress?(ImportProgress(phase: .copying, names: added))
        }
      }
      progress?(ImportProgress(phase: .indexing, names: added))
      if replacing == .table {
        try await indexRowsTable(sideTable)
        _ = try await run("ANALYZE \(unescaped: sideTable.quoted)")
        try await swapRowsTable()
        _ = try await run("DELETE FROM hangul_scope_counts WHERE table_name = \(table.name)")
        try await recountScopes(nil)
        try await recordCurrentVersion()
      } else {
        try await recountScopes(Array(scopes))
      }
      progress?(ImportProgress(phase: .committing, names: added))
      return added
    }

    /// The rows of one `INSERT` of an import.
    static let insertBatch = 5_000

    /// Inserts `rows` with their keys into `target` (one statement), after checking that none
    /// of their scopes and ids comes twice, nor, when `checkingExisting`, is in `target`
    /// already (a table loaded bare leaves that to its unique index: ``indexRowsTable(_:)``).
    private func insert(_ rows: ArraySlice<NameRow>, into target: TableName, checkingExisting: Bool) async throws {
      var seen: Set<RowKey> = []
      var scopes: [String] = []
      var ids: [String] = []
      var names: [String] = []
      var columns = KeyColumns()
      for row in rows {
        let key = RowKey(scope: Self.stored(row.scope), id: row.id.text)
        guard seen.insert(key).inserted else {
          throw DatabaseError.duplicateRow(id: row.id.text, scope: row.scope?.text)
        }
        guard !row.name.isEmpty else { throw DatabaseError.invalidRow("id \"\(row.id)\" has an empty name") }
        let keys: NameKeys
        do { keys = try maker.keys(for: row.name) } catch { throw DatabaseError.icu("\(error)") }
        scopes.append(key.scope)
        ids.append(key.id)
        names.append(row.name)
        columns.append(keys, scope: row.scope?.text)
      }
      let q = target.quoted
      // One of the rows there already (inserted by an earlier batch of this import, or before it).
      if checkingExisting {
        for try await (scope, id) in try await run(
          """
          SELECT t.scope, t.id FROM \(unescaped: q) AS t JOIN unnest(\(scopes)::text[], \(ids)::text[]) AS b(scope, id)
            ON t.scope = b.scope AND t.id = b.id LIMIT 1
          """
        ).decode((String, String).self) {
          throw DatabaseError.duplicateRow(id: id, scope: scope.isEmpty ? nil : scope)
        }
      }
      _ = try await run(
        """
        INSERT INTO \(unescaped: q) (scope, id, name, sort_key, title_position, title, choseong_key, jamo_key,
          search_grams, keys_version)
        SELECT s, i, n, decode(k, 'hex'), p, t, c, j, g::integer[], \(KeyVersion.current.text)
        FROM unnest(\(scopes)::text[], \(ids)::text[], \(names)::text[], \(columns.sortKeys)::text[],
          \(columns.positions)::int4[], \(columns.titles)::text[], \(columns.choseong)::text[], \(columns.jamo)::text[],
          \(columns.grams)::text[]) AS r(s, i, n, k, p, t, c, j, g)
        """)
    }

    /// A row's scope and id, as a table of rows stores them.
    struct RowKey: Hashable {
      let scope: String
      let id: String
    }

    /// The keys of a batch of rows as the columns of an `unnest` (texts, the sort keys in hex,
    /// the salted grams as array literals).
    struct KeyColumns {
      var sortKeys: [String] = []
      var positions: [Int32] = []
      var titles: [String] = []
      var choseong: [String] = []
      var jamo: [String] = []
      var grams: [String] = []

      /// Adds one row's `keys`, its grams salted by `scope`.
      mutating func append(_ keys: NameKeys, scope: String?) {
        sortKeys.append(PostgresNameStore.hex(keys.sortKey))
        positions.append(Int32(keys.titlePosition))
        titles.append(keys.title)
        choseong.append(keys.choseongKey)
        jamo.append(keys.jamoKey)
        let scoped = SearchKeys.scoped(
          SearchKeys.grams(choseongKey: keys.choseongKey, jamoKey: keys.jamoKey), in: scope)
        grams.append("{" + scoped.map(String.init).joined(separator: ",") + "}")
      }
    }

    /// Recounts the sections of `scopes` (nil: every scope), in the caller's transaction.
    func recountScopes(_ scopes: [String]?) async throws(DatabaseError) {
      let t = table.quoted
      if let scopes {
        _ = try await run(
          "DELETE FROM hangul_scope_counts WHERE table_name = \(table.name) AND scope = ANY(\(scopes)::text[])")
        _ = try await run(
          """
          INSERT INTO hangul_scope_counts (table_name, scope, title_position, count, first_key, last_key)
          SELECT \(table.name), scope, title_position, count(*), decode(min(k), 'hex'), decode(max(k), 'hex')
          FROM (SELECT scope, title_position, encode(sort_key, 'hex') COLLATE "C" AS k FROM \(unescaped: t)
            WHERE scope = ANY(\(scopes)::text[])) AS keys
          GROUP BY scope, title_position
          """)
      } else {
        _ = try await run(
          """
          INSERT INTO hangul_scope_counts (table_name, scope, title_position, count, first_key, last_key)
          SELECT \(table.name), scope, title_position, count(*), decode(min(k), 'hex'), decode(max(k), 'hex')
          FROM (SELECT scope, title_position, encode(sort_key, 'hex') COLLATE "C" AS k FROM \(unescaped: t)) AS keys
          GROUP BY scope, title_position
          """)
      }
    }

    /// Swaps the side table of rows in for the live table (renames only, in the caller's
    /// transaction; the live table, renamed ``retiredTable``, is dropped after the commit).
    private func swapRowsTable() async throws {
      let suffixes = ["order"] + Self.rowIndexSuffixes
      func rename(_ source: TableName, to target: TableName, existing: Set<String>) async throws {
        _ = try await run("ALTER TABLE \(unescaped: source.quoted) RENAME TO \(unescaped: target.quoted)")
        for suffix in existing {
          _ = try await run(
            "ALTER INDEX IF EXISTS \(unescaped: source.quoted(suffix: suffix)) RENAME TO \(unescaped: target.quoted(suffix: suffix))"
          )
        }
        var sequence: String?
        for try await name in try await run("SELECT pg_get_serial_sequence(\(target.quoted), 'seq')").decode(
          String?.self)
        {
          sequence = name
        }
        if let sequence {
          _ = try await run(
            "ALTER SEQUENCE \(unescaped: sequence) RENAME TO \(unescaped: target.quoted(suffix: "seq_seq"))")
        }
      }
      // A table of names has the names' indexes and one named `T_pkey` when made before its
      // key was the order index: every one of them moves aside with it, and its counts go.
      let live = Set(suffixes + Index.allCases.map(\.rawValue) + ["pkey", "section"])
      if kind == .names {
        var counted = false
        for try await found in try await run("SELECT to_regclass('hangul_section_counts') IS NOT NULL").decode(
          Bool.self)
        {
          counted = found
        }
        if counted { _ = try await run("DELETE FROM hangul_section_counts WHERE table_name = \(table.name)") }
      }
      try await rename(table, to: retiredTable, existing: live)
      try await rename(sideTable, to: table, existing: Set(suffixes))
    }

    // MARK: Rekey

    /// Rebuilds, in place and in one transaction, the keys of every row of a table of rows
    /// that another version made, then its sections' counts: readers keep reading the old
    /// keys until it commits. The rows rekeyed.
    func rekeyRowsInPlace(progress: (@Sendable (_ done: Int, _ total: Int) -> Void)?) async throws -> Int {
      let t = table.quoted
      let current = KeyVersion.current.text
      var done = 0
      try await transaction {
        _ = try await run("LOCK TABLE \(unescaped: t) IN SHARE ROW EXCLUSIVE MODE")
        var total = 0
        for try await stale in try await run(
          "SELECT count(*) FROM \(unescaped: t) WHERE keys_version <> \(current)"
        ).decode(Int64.self) { total = Int(stale) }
        while true {
          var scopes: [String] = []
          var ids: [String] = []
          var names: [String] = []
          for try await (scope, id, name) in try await run(
            "SELECT scope, id, name FROM \(unescaped: t) WHERE keys_version <> \(current) LIMIT \(Self.insertBatch)"
          ).decode((String, String, String).self) {
            scopes.append(scope)
            ids.append(id)
            names.append(name)
          }
          guard !names.isEmpty else { break }
          var columns = KeyColumns()
          for (scope, name) in zip(scopes, names) {
            let keys: NameKeys
            do { keys = try maker.keys(for: name) } catch { throw DatabaseError.icu("\(error)") }
            columns.append(keys, scope: scope.isEmpty ? nil : scope)
          }
          _ = try await run(
            """
            UPDATE \(unescaped: t) AS t SET sort_key = decode(r.k, 'hex'), title_position = r.p, title = r.t,
              choseong_key = r.c, jamo_key = r.j, search_grams = r.g::integer[], keys_version = \(current)
            FROM unnest(\(scopes)::text[], \(ids)::text[], \(columns.sortKeys)::text[], \(columns.positions)::int4[],
              \(columns.titles)::text[], \(columns.choseong)::text[], \(columns.jamo)::text[],
              \(columns.grams)::text[]) AS r(s, i, k, p, t, c, j, g)
            WHERE t.scope = r.s AND t.id = r.i
            """)
          done += names.count
          progress?(done, total)
        }
        _ = try await run("DELETE FROM hangul_scope_counts WHERE table_name = \(table.name)")
        try await recountScopes(nil)
        try await recordCurrentVersion()
        progress?(done, total)
      }
      return done
    }
  }
#endif
