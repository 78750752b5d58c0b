import CSQLite
import Hangul
import HangulDatabase

/// A table of rows (``TableKind/rows``): its schema, its imports and its one-row writes.
extension SQLiteNameStore {
  /// The column reads take a row's id from (`NULL` in a table of names).
  var idColumn: String { kind == .rows ? "id" : "NULL" }

  /// The condition that keeps `scope`'s rows, on parameter `parameter` (nil in a table of
  /// names, which is one list).
  ///
  /// - Throws: ``DatabaseError/namesTable(_:)`` for a scope in a table of names.
  func scopeCondition(_ scope: RowScope?, parameter: Int32) throws(DatabaseError) -> String? {
    guard kind == .rows else {
      if scope != nil { throw .namesTable(table.name) }
      return nil
    }
    return "scope = ?\(parameter)"
  }

  /// Binds `scope` as a table of rows stores it (`''`: no scope).
  func bindScope(_ scope: RowScope?, to statement: SQLiteStatement, at parameter: Int32) {
    if kind == .rows { statement.bind(parameter, scope?.text ?? "") }
  }

  /// Finds ``kind`` again when the file's schema changed since it was found: a read on one
  /// connection answers as the table is after another turned it into a table of rows.
  func refreshKind() throws(DatabaseError) {
    let version = try connection.prepare("PRAGMA schema_version")
    guard try version.step() else { return }
    let now = version.int(0)
    guard now != schemaVersion else { return }
    kind = try storedKind()
    schemaVersion = now
  }

  /// Whether the table found is one of rows (it has an `id` column).
  func storedKind() throws(DatabaseError) -> TableKind {
    let columns = try connection.prepare("SELECT 1 FROM pragma_table_info(?1) WHERE name = 'id'")
    columns.bind(1, table.name)
    return try columns.step() ? .rows : .names
  }

  /// Makes the table of rows and its indexes, and records its key version (in the caller's
  /// transaction).
  func createRowsTable() throws(DatabaseError) {
    let t = table.quoted
    try connection.execute(
      """
      CREATE TABLE IF NOT EXISTS \(t) (seq INTEGER PRIMARY KEY, scope TEXT NOT NULL, id TEXT NOT NULL,
        name TEXT NOT NULL, sort_key BLOB NOT NULL, title_position INTEGER NOT NULL, title TEXT NOT NULL,
        choseong_key TEXT NOT NULL, jamo_key TEXT NOT NULL, keys_version TEXT NOT NULL);
      CREATE UNIQUE INDEX IF NOT EXISTS \(table.quoted(suffix: "row")) ON \(t) (scope, id);
      CREATE INDEX IF NOT EXISTS \(table.quoted(suffix: "order")) ON \(t) (scope, sort_key, seq);
      CREATE INDEX IF NOT EXISTS \(table.quoted(suffix: "section")) ON \(t) (scope, title_position, sort_key, seq);
      CREATE TABLE IF NOT EXISTS hangul_tables (table_name TEXT PRIMARY KEY, keys_version TEXT NOT NULL);
      """)
    let version = try connection.prepare(
      "INSERT OR REPLACE INTO hangul_tables (table_name, keys_version) VALUES (?1, ?2)")
    version.bind(1, table.name)
    version.bind(2, KeyVersion.current.text)
    _ = try version.step()
  }

  /// Imports the rows `produce` passes to `add`, in one transaction (`BEGIN IMMEDIATE`, or a
  /// savepoint of the caller's); with `replacing`, the rows it selects are deleted first (and
  /// every row added must be in the replaced scope). A table of names replaced whole becomes
  /// a table of rows. A scope and id in the table already, or twice in the input, stops the
  /// import with ``DatabaseError/duplicateRow(id:scope:)``; if `produce` or an insert throws,
  /// nothing changes and the error is rethrown. Readers of the file keep reading the last
  /// committed rows meanwhile.
  ///
  /// ```swift
  /// let store = try SQLiteNameStore(path: ":memory:", table: TableName("people"), creating: true, kind: .rows)
  /// try store.importRows(replacing: .table) { add in
  ///   try add(NameRow(id: try RowID("1"), scope: nil, name: "김병욱"))
  ///   try add(NameRow(id: try RowID("2"), scope: nil, name: "김병욱"))
  /// }   // 2
  /// ```
  ///
  /// - Returns: the number of rows added.
  /// - Throws: ``DatabaseError/namesTable(_:)`` for an append or a scope's replace in a table
  ///   of names, ``DatabaseError/invalidRow(_:)`` for an empty name or a row outside the
  ///   replaced scope, ``DatabaseError/staleKeys(table:stored:current:)`` as an append of
  ///   names, and what `produce` throws.
  /// - Complexity: O(*n* log *N*) for *n* rows into a table of *N*.
  @discardableResult
  public func importRows(replacing: RowSelection?, _ produce: (_ add: (NameRow) throws -> Void) throws -> Void)
    throws -> Int
  {
    let becomesRows = kind == .names
    let added = try connection.transaction {
      if kind == .names {
        guard replacing == .table else { throw DatabaseError.namesTable(table.name) }
        try connection.execute("DROP TABLE \(table.quoted)")
        try createRowsTable()
        kind = .rows
      }
      switch replacing {
      case .table?:
        try connection.execute("DELETE FROM \(table.quoted)")
        try setVersion()
      case .scope(let scope)?:
        let delete = try connection.prepare("DELETE FROM \(table.quoted) WHERE scope = ?1")
        delete.bind(1, scope?.text ?? "")
        _ = try delete.step()
        try refuseStaleAppend()
      case nil:
        try refuseStaleAppend()
      }
      let insert = try connection.prepare(
        """
        INSERT INTO \(table.quoted) (scope, id, name, sort_key, title_position, title, choseong_key, jamo_key,
          keys_version)
        VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)
        """)
      var added = 0
      try produce { row in
        if let replacing, !replacing.contains(scope: row.scope) {
          throw DatabaseError.invalidRow(
            "id \"\(row.id)\" of \(row.scope.map { "scope \"\($0)\"" } ?? "no scope") is outside the replaced scope")
        }
        try insertRow(row, with: insert)
        added += 1
      }
      return added
    }
    if replacing == .table { keyStatus = .current }
    if becomesRows { kind = .rows }
    return added
  }

  /// Applies `changes` in order, in one transaction (`BEGIN IMMEDIATE`, or a savepoint of
  /// the caller's): a put inserts the row or replaces the name and keys of the row of its
  /// scope and id (which keeps its `seq`, its place among equal names); a delete removes the
  /// row of its scope and id. Readers see all of the changes or none.
  ///
  /// ```swift
  /// let store = try SQLiteNameStore(path: ":memory:", table: TableName("people"), creating: true, kind: .rows)
  /// try store.write([.put(NameRow(id: try RowID("1"), scope: nil, name: "홍길동"))])   // [nil]
  /// try store.write([.put(NameRow(id: try RowID("1"), scope: nil, name: "홍길순"))])   // ["홍길동"]
  /// try store.write([.delete(id: try RowID("1"), scope: nil), .delete(id: try RowID("9"), scope: nil)])   // ["홍길순", nil]
  /// ```
  ///
  /// - Returns: for each change, the name its row had before it (nil: there was no row).
  /// - Throws: ``DatabaseError/namesTable(_:)`` in a table of names,
  ///   ``DatabaseError/invalidRow(_:)`` for an empty name,
  ///   ``DatabaseError/staleKeys(table:stored:current:)`` in a table whose keys another
  ///   version made (rekey first).
  /// - Complexity: O(*c* log *N*) for *c* changes in a table of *N* rows.
  @discardableResult
  public func write(_ changes: [RowChange]) throws(DatabaseError) -> [String?] {
    guard kind == .rows else { throw .namesTable(table.name) }
    do {
      return try connection.transaction {
        try refuseStaleAppend()
        let put = try connection.prepare(
          """
          INSERT INTO \(table.quoted) (scope, id, name, sort_key, title_position, title, choseong_key, jamo_key,
            keys_version)
          VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)
          ON CONFLICT (scope, id) DO UPDATE SET name = excluded.name, sort_key = excluded.sort_key,
            title_position = excluded.title_position, title = excluded.title, choseong_key = excluded.choseong_key,
            jamo_key = excluded.jamo_key, keys_version = excluded.keys_version
          """)
        let find = try connection.prepare("SELECT name FROM \(table.quoted) WHERE scope = ?1 AND id = ?2")
        let delete = try connection.prepare("DELETE FROM \(table.quoted) WHERE scope = ?1 AND id = ?2")
        var before: [String?] = []
        for change in changes {
          let (id, scope) =
            switch change {
            case .put(let row): (row.id, row.scope)
            case .delete(let id, let scope): (id, scope)
            }
          find.reset()
          find.bind(1, scope?.text ?? "")
          find.bind(2, id.text)
          before.append(try find.step() ? find.text(0) : nil)
          switch change {
          case .put(let row):
            try insertRow(row, with: put)
          case .delete:
            delete.reset()
            delete.bind(1, scope?.text ?? "")
            delete.bind(2, id.text)
            _ = try delete.step()
          }
        }
        return before
      }
    } catch let error as DatabaseError { throw error } catch { throw .failed("\(error)") }
  }

  /// Inserts `row` with its keys through `statement` (an insert of the rows' nine columns).
  private func insertRow(_ row: NameRow, with statement: SQLiteStatement) throws(DatabaseError) {
    guard !row.name.isEmpty else { throw .invalidRow("id \"\(row.id)\" has an empty name") }
    let keys: NameKeys
    do { keys = try maker.keys(for: row.name) } catch { throw .icu("\(error)") }
    statement.reset()
    statement.bind(1, row.scope?.text ?? "")
    statement.bind(2, row.id.text)
    statement.bind(3, row.name)
    statement.bind(4, keys.sortKey)
    statement.bind(5, Int64(keys.titlePosition))
    statement.bind(6, keys.title)
    statement.bind(7, keys.choseongKey)
    statement.bind(8, keys.jamoKey)
    statement.bind(9, keys.version.text)
    do { _ = try statement.step() } catch {
      if connection.failedOnConstraint { throw .duplicateRow(id: row.id.text, scope: row.scope?.text) }
      throw error
    }
  }

  /// Refuses a write into a non-empty table whose keys another version made (its rows would
  /// mix keys of two versions); a stale table with no rows is marked current.
  func refuseStaleAppend() throws(DatabaseError) {
    guard case .stale(let stored) = try storedKeyStatus() else { return }
    let any = try connection.prepare("SELECT 1 FROM \(table.quoted) LIMIT 1")
    guard try !any.step() else {
      throw DatabaseError.staleKeys(table: table.name, stored: stored, current: KeyVersion.current.text)
    }
    try setVersion()
  }
}
