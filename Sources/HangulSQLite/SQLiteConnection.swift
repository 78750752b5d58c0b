import CSQLite
import HangulDatabase

/// SQLite's SQLITE_TRANSIENT: SQLite copies the bound or returned bytes at once.
let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

/// A `sqlite3*` with statement helpers; closes the handle only when it opened it.
final class SQLiteConnection {
  let handle: OpaquePointer
  private let owned: Bool

  /// Opens `path` (read-write; created when `creating`), waiting up to 10 s for another
  /// writer's lock, in WAL mode, with its pages memory-mapped and a 64 MiB page cache.
  init(path: String, creating: Bool) throws(DatabaseError) {
    var db: OpaquePointer?
    let flags = SQLITE_OPEN_READWRITE | (creating ? SQLITE_OPEN_CREATE : 0) | SQLITE_OPEN_NOMUTEX
    let status = sqlite3_open_v2(path, &db, flags, nil)
    guard status == SQLITE_OK, let db else {
      let message = db.map { String(cString: sqlite3_errmsg($0)) } ?? String(cString: sqlite3_errstr(status))
      if let db { sqlite3_close_v2(db) }
      throw .unavailable("\(path): \(message)")
    }
    handle = db
    owned = true
    sqlite3_busy_timeout(db, 10_000)
    sqlite3_extended_result_codes(db, 1)
    // WAL: readers keep reading the last committed state while a writer's transaction runs
    // (an import, a rekey). Persistent in the file; a no-op for `:memory:`, and a file that
    // cannot switch (another connection mid-transaction) keeps its journal mode.
    sqlite3_exec(db, "PRAGMA journal_mode = WAL", nil, nil, nil)
    // Pages of the file are read through a memory map (up to 1 GiB), and a connection keeps up
    // to 64 MiB of pages (SQLite's default is 2 MB): a reader's page read is a memory access,
    // not a system call, and a bulk writer's transaction keeps its index pages in memory
    // instead of spilling them to the WAL and reading them back, so it leaves the readers
    // beside it more of the machine. A SQLite built with a lower mmap limit caps the map; one
    // without mmap reads as before.
    sqlite3_exec(db, "PRAGMA mmap_size = 1073741824", nil, nil, nil)
    sqlite3_exec(db, "PRAGMA cache_size = -65536", nil, nil, nil)
  }

  /// Wraps a connection the caller owns (not closed here).
  init(borrowing handle: OpaquePointer) {
    self.handle = handle
    owned = false
  }

  deinit {
    if owned { sqlite3_close_v2(handle) }
  }

  var message: String { String(cString: sqlite3_errmsg(handle)) }

  /// Whether the last statement failed on a constraint (in a table of rows: the unique
  /// scope and id, the one constraint its writes can break).
  var failedOnConstraint: Bool { sqlite3_extended_errcode(handle) & 0xFF == SQLITE_CONSTRAINT }

  /// Runs SQL without results (one or more statements, no parameters).
  func execute(_ sql: String) throws(DatabaseError) {
    var error: UnsafeMutablePointer<CChar>?
    if sqlite3_exec(handle, sql, nil, nil, &error) != SQLITE_OK {
      let message = error.map { String(cString: $0) } ?? self.message
      sqlite3_free(error)
      throw .failed(message)
    }
  }

  func prepare(_ sql: String) throws(DatabaseError) -> SQLiteStatement {
    var statement: OpaquePointer?
    guard sqlite3_prepare_v2(handle, sql, -1, &statement, nil) == SQLITE_OK, let statement else {
      throw .failed(message)
    }
    return SQLiteStatement(statement, connection: self)
  }

  /// Runs `body` in one transaction (`BEGIN IMMEDIATE`: one writer at a time), rolled back
  /// when it throws. Inside a transaction the caller opened (GRDB's `pool.write`, say), a
  /// savepoint instead: the caller's transaction stays the unit that commits, and a failure
  /// undoes only what `body` did.
  func transaction<R>(_ body: () throws -> R) throws -> R {
    let nested = sqlite3_get_autocommit(handle) == 0
    try execute(nested ? "SAVEPOINT hangul_store" : "BEGIN IMMEDIATE")
    do {
      let result = try body()
      try execute(nested ? "RELEASE hangul_store" : "COMMIT")
      return result
    } catch {
      try? execute(nested ? "ROLLBACK TO hangul_store" : "ROLLBACK")
      if nested { try? execute("RELEASE hangul_store") }
      throw error
    }
  }
}

/// One prepared statement: bind, step, read columns.
final class SQLiteStatement {
  let raw: OpaquePointer
  let connection: SQLiteConnection

  init(_ raw: OpaquePointer, connection: SQLiteConnection) {
    self.raw = raw
    self.connection = connection
  }

  deinit { sqlite3_finalize(raw) }

  func reset() {
    sqlite3_reset(raw)
    sqlite3_clear_bindings(raw)
  }

  func bind(_ index: Int32, _ text: String) {
    let count = Int32(text.utf8.count)
    text.withCString { _ = sqlite3_bind_text(raw, index, $0, count, transient) }
  }

  func bind(_ index: Int32, _ bytes: [UInt8]) {
    _ = bytes.withUnsafeBytes {
      sqlite3_bind_blob(raw, index, $0.baseAddress ?? UnsafeRawPointer(bitPattern: 1), Int32($0.count), transient)
    }
  }

  func bind(_ index: Int32, _ value: Int64) { sqlite3_bind_int64(raw, index, value) }

  /// Steps once: true for a row, false when done.
  func step() throws(DatabaseError) -> Bool {
    switch sqlite3_step(raw) {
    case SQLITE_ROW: return true
    case SQLITE_DONE: return false
    default: throw .failed(connection.message)
    }
  }

  func text(_ column: Int32) -> String {
    guard let bytes = sqlite3_column_text(raw, column) else { return "" }
    let count = Int(sqlite3_column_bytes(raw, column))
    return String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
  }

  func blob(_ column: Int32) -> [UInt8] {
    let count = Int(sqlite3_column_bytes(raw, column))
    guard count > 0, let bytes = sqlite3_column_blob(raw, column) else { return [] }
    return Array(UnsafeRawBufferPointer(start: bytes, count: count))
  }

  func int(_ column: Int32) -> Int64 { sqlite3_column_int64(raw, column) }
}
