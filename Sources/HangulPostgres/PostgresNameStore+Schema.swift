// With the `PostgreSQL` package trait only (postgres-nio).
#if PostgreSQL
  import Hangul
  import HangulDatabase
  import PostgresNIO
  import Synchronization

  extension PostgresNameStore {
    func prepare(creating: Bool, kind: TableKind) async throws(DatabaseError) {
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
      if columns.isEmpty, creating, kind == .rows {
        try await createRowsTable(table)
        try await recordCurrentVersion()
        kindState.withLock { $0 = .rows }
      } else if columns.contains("id") {
        kindState.withLock { $0 = .rows }
      } else if columns.isEmpty {
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
    func storedVersion() async throws(DatabaseError) -> String? {
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
    /// of `seq` alone, and nothing reads rows by `seq` alone. A table made before it was the key
    /// keeps its `T_pkey` of `seq`. The length index holds `seq` after the sort key, so that a
    /// walk of it reads its rows in `(sort_key, seq)` order without sorting them.
    ///
    /// A bulk build leaves out of the length index the rows of the length more than half of
    /// the names have (``KeyLengthCounts/dominant``: 9, three syllables, for most generated
    /// Korean names), and the index holds the others. An exact group's walk of that length reads
    /// the order index instead, where most rows have it, and the planner takes the length index
    /// for the other lengths (`length(jamo_key) = 6` implies `<> 9`). The index then holds a
    /// small share of the rows, so it builds in a fraction of the time, and the build's lanes
    /// sort that much less. A table made by an append, or before, has the whole index.
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
    /// a one-syllable prefix's range (안…앉, more than one name in a hundred) from 500 rows,
    /// and the planner then sorted the whole range for a page instead of walking the order
    /// index to the page's end, which was much faster. `ANALYZE` then samples three times as
    /// many rows, and takes that much longer.
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

    /// The table a swap renames the live one to, dropped after the swap commits:
    /// `T_hangul_old` (cut as ``sideTable`` is).
    var retiredTable: TableName {
      // A prefix of a valid name plus letters is valid.
      try! TableName(String(table.name.prefix(40)) + "_hangul_old")
    }
  }
#endif
