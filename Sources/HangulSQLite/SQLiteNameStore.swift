import CSQLite
import Hangul
import HangulDatabase

/// A table of names in a SQLite file with their stored keys (``NameKeys``), answering as the
/// in-memory `hangul` commands do: ``sections()`` as `hangul index`, ``list(section:after:limit:)``
/// as `hangul sort`, ``search(_:options:limit:)`` as `hangul search`.
///
/// Schema (version 2; `T` is the table):
/// ```sql
/// CREATE TABLE T (seq INTEGER PRIMARY KEY, name TEXT NOT NULL, sort_key BLOB NOT NULL,
///   title_position INTEGER NOT NULL, title TEXT NOT NULL, choseong_key TEXT NOT NULL,
///   jamo_key TEXT NOT NULL, keys_version TEXT NOT NULL);
/// CREATE INDEX T_order ON T (sort_key, seq);
/// CREATE INDEX T_section ON T (title_position, sort_key, seq);
/// CREATE TABLE hangul_tables (table_name TEXT PRIMARY KEY, keys_version TEXT NOT NULL);
/// ```
///
/// A table of rows (``TableKind/rows``: the application's ids and scopes, ``NameRow``) has
/// the same keys, with its scope and id first in its indexes, so that a scope's reads cost
/// what a table of the scope's size would (`''` is the scope of rows without one):
/// ```sql
/// CREATE TABLE T (seq INTEGER PRIMARY KEY, scope TEXT NOT NULL, id TEXT NOT NULL, name TEXT NOT NULL,
///   sort_key BLOB NOT NULL, title_position INTEGER NOT NULL, title TEXT NOT NULL,
///   choseong_key TEXT NOT NULL, jamo_key TEXT NOT NULL, keys_version TEXT NOT NULL);
/// CREATE UNIQUE INDEX T_row ON T (scope, id);
/// CREATE INDEX T_order ON T (scope, sort_key, seq);
/// CREATE INDEX T_section ON T (scope, title_position, sort_key, seq);
/// ```
///
/// A table of schema 1 (a `choseong` column in place of the two search keys) is altered to
/// schema 2 when a store opens it, and its keys rebuilt (its rows have no search keys to
/// answer from). Keys another package or ICU version made are not rebuilt by opening or
/// reading: the store reports them (``keyStatus``) and answers from them until ``rekey(progress:)``.
/// The store's own file is switched to WAL journal mode, so that readers keep reading while
/// an import or a rekey runs; a connection the store opens reads the file through a memory
/// map and keeps up to 64 MiB of pages (a connection the caller passes keeps its settings).
///
/// ```swift
/// let store = try SQLiteNameStore(path: "names.db", table: TableName("names"), creating: true)
/// try store.importNames(replacing: true) { add in try add("홍길동"); try add("Zoe") }
/// try store.sections().map(\.title)          // ["ㅎ", "Z"]
/// ```
public final class SQLiteNameStore {
  let connection: SQLiteConnection
  /// The table.
  ///
  /// ```swift
  /// try SQLiteNameStore(path: ":memory:", table: TableName("names"), creating: true).table.name   // "names"
  /// ```
  public let table: TableName
  let maker: NameKeyMaker

  /// Whether the stored keys are this build's, as found when the store opened the table (and
  /// after its own ``rekey(progress:)`` or replacing import): a stale table answers from
  /// its stored keys until it is rekeyed.
  ///
  /// ```swift
  /// if case .stale(let stored) = store.keyStatus { print("keys of \(stored): run hangul db rekey") }
  /// ```
  public internal(set) var keyStatus: KeyStatus = .current

  /// What the table holds: names alone, or rows with ids and scopes (``TableKind``), as found
  /// when the store opened it or made it (and after a replacing import of rows).
  ///
  /// ```swift
  /// try SQLiteNameStore(path: ":memory:", table: TableName("names"), creating: true).kind   // .names
  /// ```
  public internal(set) var kind: TableKind = .names
  /// The file's schema version when ``kind`` was last found (another connection that turns
  /// the table into one of rows changes it).
  var schemaVersion: Int64 = -1

  /// Opens the SQLite file at `path`; with `creating`, makes the file and the table when
  /// missing. Keys another version made are reported (``keyStatus``), not rebuilt.
  ///
  /// ```swift
  /// let store = try SQLiteNameStore(path: "/tmp/names.db", table: TableName("names"), creating: true)
  /// ```
  ///
  /// - Throws: ``DatabaseError/unavailable(_:)`` if the file cannot be opened,
  ///   ``DatabaseError/missingTable(_:)`` if the table is missing and not `creating`.
  /// - Complexity: O(1); O(*N*) for a table of schema 1, whose keys are rebuilt.
  public convenience init(path: String, table: TableName, creating: Bool) throws(DatabaseError) {
    try self.init(path: path, table: table, creating: creating, kind: .names)
  }

  /// Opens the SQLite file at `path` as ``init(path:table:creating:)`` does; a table it makes
  /// is of `kind` (a table found keeps its own).
  ///
  /// ```swift
  /// let store = try SQLiteNameStore(path: ":memory:", table: TableName("people"), creating: true, kind: .rows)
  /// store.kind   // .rows
  /// ```
  ///
  /// - Throws: as ``init(path:table:creating:)``.
  /// - Complexity: as ``init(path:table:creating:)``.
  public convenience init(path: String, table: TableName, creating: Bool, kind: TableKind) throws(DatabaseError) {
    try self.init(
      connection: SQLiteConnection(path: path, creating: creating), table: table, creating: creating, kind: kind)
  }

  /// Uses a connection the caller opened (a `sqlite3*`, or GRDB's `db.sqliteConnection`); it
  /// is not closed by the store.
  ///
  /// ```swift
  /// let store = try SQLiteNameStore(connection: db, table: TableName("names"), creating: true)
  /// ```
  ///
  /// - Throws: as ``init(path:table:creating:)``.
  public convenience init(connection: OpaquePointer, table: TableName, creating: Bool) throws(DatabaseError) {
    try self.init(connection: SQLiteConnection(borrowing: connection), table: table, creating: creating)
  }

  init(connection: SQLiteConnection, table: TableName, creating: Bool, kind: TableKind = .names)
    throws(DatabaseError)
  {
    self.connection = connection
    self.table = table
    do { maker = try NameKeyMaker() } catch { throw .icu(error.description) }
    try HangulSQLiteFunctions.register(on: connection.handle, maker: maker)
    // A file that is not a database fails here, with SQLite's message.
    let exists = try tableExists()
    if !exists {
      guard creating else { throw .missingTable(table.name) }
      try createTable(kind)
      self.kind = kind
    } else if try storedKind() == .rows {
      self.kind = .rows
    } else if try upgradeSchema() {
      // Schema 1's rows have no search keys: nothing to answer from until they are made.
      try rekey()
    }
    keyStatus = try storedKeyStatus()
  }

  /// The key status recorded for the table in `hangul_tables`.
  func storedKeyStatus() throws(DatabaseError) -> KeyStatus {
    let version = try connection.prepare("SELECT keys_version FROM hangul_tables WHERE table_name = ?1")
    version.bind(1, table.name)
    return KeyStatus(stored: try version.step() ? version.text(0) : nil)
  }

  private func tableExists() throws(DatabaseError) -> Bool {
    let statement = try connection.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?1")
    statement.bind(1, table.name)
    do { return try statement.step() } catch {
      throw .unavailable(connection.message)
    }
  }

  private func createTable(_ kind: TableKind) throws(DatabaseError) {
    let t = table.quoted
    do {
      try connection.transaction {
        if kind == .rows {
          try createRowsTable()
          return
        }
        try connection.execute(
          """
          CREATE TABLE IF NOT EXISTS \(t) (seq INTEGER PRIMARY KEY, name TEXT NOT NULL, sort_key BLOB NOT NULL,
            title_position INTEGER NOT NULL, title TEXT NOT NULL, choseong_key TEXT NOT NULL, jamo_key TEXT NOT NULL,
            keys_version TEXT NOT NULL);
          CREATE INDEX IF NOT EXISTS \(table.quoted(suffix: "order")) ON \(t) (sort_key, seq);
          CREATE INDEX IF NOT EXISTS \(table.quoted(suffix: "section")) ON \(t) (title_position, sort_key, seq);
          CREATE TABLE IF NOT EXISTS hangul_tables (table_name TEXT PRIMARY KEY, keys_version TEXT NOT NULL);
          """)
        try setVersion()
      }
    } catch let error as DatabaseError { throw error } catch { throw .failed("\(error)") }
  }

  /// Alters a schema-1 table (a `choseong` column) to schema 2 (the two search keys); the
  /// rows' keys are then stale and rebuilt. Whether it altered the table.
  private func upgradeSchema() throws(DatabaseError) -> Bool {
    let columns = try connection.prepare("SELECT name FROM pragma_table_info(?1)")
    columns.bind(1, table.name)
    var names: Set<String> = []
    while try columns.step() { names.insert(columns.text(0)) }
    guard !names.contains("jamo_key") else { return false }
    do {
      try connection.transaction {
        try connection.execute(
          """
          ALTER TABLE \(table.quoted) ADD COLUMN choseong_key TEXT NOT NULL DEFAULT '';
          ALTER TABLE \(table.quoted) ADD COLUMN jamo_key TEXT NOT NULL DEFAULT '';
          """)
        if names.contains("choseong") { try connection.execute("ALTER TABLE \(table.quoted) DROP COLUMN choseong") }
      }
    } catch let error as DatabaseError { throw error } catch { throw .failed("\(error)") }
    return true
  }

  func setVersion() throws(DatabaseError) {
    let statement = try connection.prepare(
      "INSERT OR REPLACE INTO hangul_tables (table_name, keys_version) VALUES (?1, ?2)")
    statement.bind(1, table.name)
    statement.bind(2, KeyVersion.current.text)
    _ = try statement.step()
  }

  /// Rebuilds the keys of every row another schema, package or ICU version made, in one
  /// transaction (`BEGIN IMMEDIATE`: a second writer waits): readers of the file (in WAL
  /// mode) keep reading the old keys until it commits, then read only the new ones; a rekey
  /// that fails or is killed changes nothing. `progress` is called with the rows done and
  /// the rows to do, every 10,000 rows and at the end. ``keyStatus`` is then `.current`.
  ///
  /// ```swift
  /// if store.keyStatus.isStale { try store.rekey() }   // the number of rows rekeyed
  /// ```
  ///
  /// - Returns: the number of rows whose keys were rebuilt.
  /// - Complexity: O(*r* log *N*) for *r* stale rows in a table of *N*.
  @discardableResult
  public func rekey(progress: ((_ done: Int, _ total: Int) -> Void)? = nil) throws(DatabaseError) -> Int {
    let current = KeyVersion.current.text
    let count: Int
    do {
      count = try connection.transaction {
        let stale = try connection.prepare("SELECT seq, name FROM \(table.quoted) WHERE keys_version <> ?1")
        stale.bind(1, current)
        var rows: [(Int64, String)] = []
        while try stale.step() { rows.append((stale.int(0), stale.text(1))) }
        let update = try connection.prepare(
          """
          UPDATE \(table.quoted) SET sort_key = ?2, title_position = ?3, title = ?4, choseong_key = ?5, jamo_key = ?6,
            keys_version = ?7
          WHERE seq = ?1
          """)
        for (k, (seq, name)) in rows.enumerated() {
          let keys = try maker.keys(for: name)
          update.reset()
          update.bind(1, seq)
          try bind(keys, to: update, from: 2)
          _ = try update.step()
          if (k + 1) % 10_000 == 0 { progress?(k + 1, rows.count) }
        }
        try setVersion()
        progress?(rows.count, rows.count)
        return rows.count
      }
    } catch let error as DatabaseError { throw error } catch { throw .failed("\(error)") }
    keyStatus = .current
    return count
  }

  private func bind(_ keys: NameKeys, to statement: SQLiteStatement, from k: Int32) throws(DatabaseError) {
    statement.bind(k, keys.sortKey)
    statement.bind(k + 1, Int64(keys.titlePosition))
    statement.bind(k + 2, keys.title)
    statement.bind(k + 3, keys.choseongKey)
    statement.bind(k + 4, keys.jamoKey)
    statement.bind(k + 5, keys.version.text)
  }

  /// Imports the names `produce` passes to `add`, in one transaction (`BEGIN IMMEDIATE`, so
  /// a second importer waits for the first, up to 10 s; inside a transaction the caller
  /// opened, such as GRDB's `write`, a savepoint of it); with `replacing`, the table is
  /// emptied first. Empty names are skipped. If `produce` or an insert throws, nothing
  /// changes and the error is rethrown. Readers of the file (WAL mode) keep reading the last
  /// committed rows while it runs.
  ///
  /// An append into a non-empty table whose keys another version made
  /// (``keyStatus`` stale) is refused with ``DatabaseError/staleKeys(table:stored:current:)``:
  /// its rows would mix keys of two versions. Rekey first, or import `replacing`, which
  /// makes every row's keys anew.
  ///
  /// ```swift
  /// try store.importNames(replacing: false) { add in try add("O'Brien") }   // 1
  /// ```
  ///
  /// - Returns: the number of names added.
  /// - Complexity: O(*n* log *N*) for *n* names into a table of *N*.
  @discardableResult
  public func importNames(replacing: Bool, _ produce: (_ add: (String) throws -> Void) throws -> Void) throws -> Int {
    if kind == .rows { throw DatabaseError.rowsTable(table.name) }
    let added = try connection.transaction {
      if replacing {
        try connection.execute("DELETE FROM \(table.quoted)")
        try setVersion()
      } else {
        try refuseStaleAppend()
      }
      let insert = try connection.prepare(
        """
        INSERT INTO \(table.quoted) (name, sort_key, title_position, title, choseong_key, jamo_key, keys_version)
        VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)
        """)
      var added = 0
      try produce { name in
        guard !name.isEmpty else { return }
        let keys: NameKeys
        do { keys = try maker.keys(for: name) } catch { throw DatabaseError.icu("\(error)") }
        insert.reset()
        insert.bind(1, name)
        try bind(keys, to: insert, from: 2)
        _ = try insert.step()
        added += 1
      }
      return added
    }
    if replacing { keyStatus = .current }
    return added
  }

  /// The non-empty sections in order with their counts: the counts of `hangul index`.
  ///
  /// ```swift
  /// try store.sections()   // [SectionCount(title: "ㅎ", count: 1), …]
  /// ```
  ///
  /// - Complexity: O(*N*) over the `(title_position, …)` index.
  public func sections() throws(DatabaseError) -> [SectionCount] {
    try sections(in: nil)
  }

  /// The non-empty sections of `scope`'s rows in order with their counts (in a table of
  /// names, `scope` must be nil: the whole table).
  ///
  /// ```swift
  /// try members.sections(in: try RowScope("org-1"))   // [SectionCount(title: "ㄱ", count: 2), …]
  /// ```
  ///
  /// - Throws: ``DatabaseError/namesTable(_:)`` for a scope in a table of names.
  /// - Complexity: O(*n*) over the `(scope, title_position, …)` index, for the scope's *n* rows.
  public func sections(in scope: RowScope?) throws(DatabaseError) -> [SectionCount] {
    try refreshKind()
    let scoped = try scopeCondition(scope, parameter: 1)
    let statement = try connection.prepare(
      "SELECT title_position, count(*) FROM \(table.quoted) \(scoped.map { "WHERE \($0)" } ?? "") "
        + "GROUP BY title_position ORDER BY title_position")
    bindScope(scope, to: statement, at: 1)
    var out: [SectionCount] = []
    let titles = maker.titles
    while try statement.step() {
      let position = Int(statement.int(0))
      guard titles.indices.contains(position) else { throw .failed("title position \(position) out of range") }
      out.append(SectionCount(title: titles[position], count: Int(statement.int(1))))
    }
    return out
  }

  /// Names in Korean order (ties in import order), optionally of one section only, after
  /// `cursor`, at most `limit`.
  ///
  /// ```swift
  /// let first = try store.list(section: nil, after: nil, limit: 50)
  /// let second = try store.list(section: nil, after: first.next, limit: 50)
  /// ```
  ///
  /// - Throws: ``DatabaseError/invalidLimit(_:)`` for a limit outside
  ///   `1...ListPage.maximumLimit`, ``DatabaseError/unknownSection(_:titles:)`` for a title the
  ///   contacts layout does not have. Any well-formed cursor is a position in the order: one
  ///   from another table, section or key version continues after that position.
  /// - Complexity: O(log *N* + *limit*) over the `(sort_key, seq)` index.
  public func list(section: String?, after cursor: ListCursor?, limit: Int?) throws(DatabaseError) -> ListPage {
    try list(in: nil, section: section, after: cursor, limit: limit)
  }

  /// `scope`'s names in Korean order (ties in write order) with their ids (``ListPage/ids``),
  /// as ``list(section:after:limit:)`` (in a table of names, `scope` must be nil).
  ///
  /// ```swift
  /// let page = try members.list(in: try RowScope("org-1"), section: "ㄱ", after: nil, limit: 50)
  /// ```
  ///
  /// - Throws: as ``list(section:after:limit:)``; ``DatabaseError/namesTable(_:)`` for a scope
  ///   in a table of names.
  /// - Complexity: O(log *N* + *limit*) over the `(scope, sort_key, seq)` index.
  public func list(in scope: RowScope?, section: String?, after cursor: ListCursor?, limit: Int?)
    throws(DatabaseError) -> ListPage
  {
    try ListPage.validated(limit: limit)
    if let section, !maker.titles.contains(section) { throw .unknownSection(section, titles: maker.titles) }
    try refreshKind()
    var conditions: [String] = []
    if let scoped = try scopeCondition(scope, parameter: 5) { conditions.append(scoped) }
    // A table of rows has the section's own index, `(scope, title_position, sort_key, seq)`.
    if section != nil { conditions.append(kind == .rows ? "title_position = ?6" : "title = ?1") }
    if cursor != nil { conditions.append("(sort_key, seq) > (?2, ?3)") }
    let whereClause = conditions.isEmpty ? "" : "WHERE " + conditions.joined(separator: " AND ")
    let statement = try connection.prepare(
      "SELECT name, sort_key, seq, \(idColumn) FROM \(table.quoted) \(whereClause) ORDER BY sort_key, seq LIMIT ?4")
    if let section {
      statement.bind(1, section)
      statement.bind(6, Int64(maker.titles.firstIndex(of: section) ?? 0))
    }
    if let cursor {
      statement.bind(2, cursor.sortKey)
      statement.bind(3, cursor.sequence)
    }
    statement.bind(4, limit.map { Int64($0) + 1 } ?? -1)
    bindScope(scope, to: statement, at: 5)
    var items: [String] = []
    var ids: [RowID] = []
    var last: ListCursor?
    while try statement.step() {
      if let limit, items.count == limit { return ListPage(items: items, next: last, ids: ids) }
      items.append(statement.text(0))
      if kind == .rows { ids.append(RowID(stored: statement.text(3))) }
      last = ListCursor(sortKey: statement.blob(1), sequence: statement.int(2))
    }
    return ListPage(items: items, next: nil, ids: ids)
  }

  /// The names `hangul search query` prints over the imported lines, in its order, at most
  /// `limit` (the first page of ``searchPage(_:options:after:limit:)``).
  ///
  /// ```swift
  /// try store.search("홍기", options: SearchOptions(allowsCarryOver: false), limit: 10).map(\.name)   // ["홍길동"]
  /// ```
  ///
  /// - Throws: ``DatabaseError/invalidLimit(_:)`` for a limit outside `1...ListPage.maximumLimit`.
  /// - Complexity: see ``searchPage(_:options:after:limit:)``.
  public func search(_ query: String, options: SearchOptions, limit: Int?) throws(DatabaseError) -> [NameMatch] {
    try searchPage(query, options: options, after: nil, limit: limit).matches
  }

  /// A page of the names `hangul search query` prints over the imported lines: the results
  /// after `cursor` (a previous page's ``SearchPage/next``), at most `limit`, read in rank
  /// order as `SearchPlan` lays out (each ranking group's candidates in Korean order, exact
  /// and prefix ones from the section index of the query's first character), or, for other
  /// queries, every candidate (`SearchCandidates`) ranked by the library. Pages put
  /// together equal the whole answer.
  ///
  /// ```swift
  /// let first = try store.searchPage("ㅇ", options: SearchOptions(), after: nil, limit: 20)
  /// let second = try store.searchPage("ㅇ", options: SearchOptions(), after: first.next, limit: 20)
  /// ```
  ///
  /// - Throws: ``DatabaseError/invalidLimit(_:)`` for a limit outside `1...ListPage.maximumLimit`.
  /// - Complexity: the rows read, which stop at about twice the page where matches are
  ///   frequent; at most O(*N*) to scan the search keys, plus O(*c* log *c*) for *c* candidates.
  public func searchPage(_ query: String, options: SearchOptions, after cursor: SearchCursor?, limit: Int?)
    throws(DatabaseError) -> SearchPage
  {
    try searchPage(in: nil, query, options: options, after: cursor, limit: limit)
  }

  /// A page of the search results for `query` among `scope`'s rows, each with its id
  /// (``NameMatch/id``), as ``searchPage(_:options:after:limit:)`` (in a table of names,
  /// `scope` must be nil).
  ///
  /// ```swift
  /// let first = try members.searchPage(in: try RowScope("org-1"), "ㅎㄱ", options: SearchOptions(), after: nil, limit: 20)
  /// ```
  ///
  /// - Throws: as ``searchPage(_:options:after:limit:)``; ``DatabaseError/namesTable(_:)`` for a
  ///   scope in a table of names.
  /// - Complexity: as ``searchPage(_:options:after:limit:)``, over the scope's rows.
  public func searchPage(
    in scope: RowScope?, _ query: String, options: SearchOptions, after cursor: SearchCursor?, limit: Int?
  ) throws(DatabaseError) -> SearchPage {
    try ListPage.validated(limit: limit)
    try refreshKind()
    let scoped = try scopeCondition(scope, parameter: 11)
    var pager = SearchPager(query: query, options: options, after: cursor, limit: limit)
    while let read = pager.next() {
      // The range of the order index the read walks, and the conditions its rows are filtered by.
      // The scope is the first column of every index of a table of rows.
      var ranges: [String] = scoped.map { [$0] } ?? []
      var conditions: [String] = []
      // A tier's own patterns: anchored at the keys' start for exact and prefix groups.
      let candidates = read.tier?.candidates ?? pager.plan.candidates
      if case .keys(let choseong, let jamo) = candidates {
        // The patterns hold only lowercase codes, digits, spaces and %: SQLite's LIKE (which
        // ignores ASCII case) reads them as PostgreSQL's does.
        if choseong != nil { conditions.append("choseong_key LIKE ?1") }
        if jamo != nil { conditions.append("jamo_key LIKE ?2") }
      }
      var position: Int64?
      if let section = read.tier?.section {
        do { position = Int64(try maker.keys(for: section).titlePosition) } catch { throw .icu(error.description) }
        // Filtered after a window's walk of the order index, as the key bounds hold the section.
        if read.window == nil { ranges.append("title_position = ?3") } else { conditions.append("title_position = ?3") }
      }
      if read.tier?.lengths != nil { conditions.append("length(jamo_key) BETWEEN ?4 AND ?5") }
      var from: [UInt8]?
      if let name = read.tier?.from {
        do { from = try maker.keys(for: name).sortKey } catch { throw .icu(error.description) }
        ranges.append("sort_key >= ?9")
      }
      var before: [UInt8]?
      if let name = read.tier?.before {
        do { before = try maker.keys(for: name).sortKey } catch { throw .icu(error.description) }
        ranges.append("sort_key < ?10")
      }
      if read.after != nil { ranges.append("(sort_key, seq) > (?6, ?7)") }
      func whereClause(_ conditions: [String]) -> String {
        conditions.isEmpty ? "" : "WHERE " + conditions.joined(separator: " AND ")
      }
      // An exact tier's window: the first rows of the range on the order index, then the conditions.
      let source =
        read.window.map {
          "(SELECT name, sort_key, seq, \(idColumn) AS id, title_position, choseong_key, jamo_key FROM \(table.quoted) "
            + "\(whereClause(ranges)) "
            + "ORDER BY sort_key, seq LIMIT \($0)) AS window_rows \(whereClause(conditions))"
        } ?? "\(table.quoted) \(whereClause(ranges + conditions))"
      let statement = try connection.prepare(
        "SELECT name, sort_key, seq, \(read.window == nil ? idColumn : "id") FROM \(source) ORDER BY sort_key, seq LIMIT ?8"
      )
      if case .keys(let choseong, let jamo) = candidates {
        if let choseong { statement.bind(1, choseong) }
        if let jamo { statement.bind(2, jamo) }
      }
      if let position { statement.bind(3, position) }
      if let lengths = read.tier?.lengths {
        statement.bind(4, Int64(lengths.lowerBound))
        statement.bind(5, Int64(lengths.upperBound))
      }
      if let after = read.after {
        statement.bind(6, after.sortKey)
        statement.bind(7, after.sequence)
      }
      statement.bind(8, read.count.map { Int64($0) } ?? -1)
      if let from { statement.bind(9, from) }
      if let before { statement.bind(10, before) }
      bindScope(scope, to: statement, at: 11)
      var rows: [StoredRow] = []
      while try statement.step() {
        rows.append(
          StoredRow(
            name: statement.text(0), sortKey: statement.blob(1), sequence: statement.int(2),
            id: kind == .rows ? RowID(stored: statement.text(3)) : nil))
      }
      try pager.consume(rows)
    }
    return pager.page
  }
}
