import CSQLite
import Foundation
import Hangul
import HangulDatabase
import Testing

@testable import HangulSQLite

/// The store's keys: versioned, reported when stale, rebuilt by a rekey.
@Suite struct SQLiteNameStoreTests {
  /// Keys as an older ICU or package could have left them (wrong order, titles and search
  /// keys), in a table of this schema (answered at once from the stored keys and reported
  /// stale until a rekey) or of schema 1 (written here with schema 1's own DDL, whose rows
  /// have no search keys: rebuilt on open).
  @Test(arguments: [false, true])
  func staleKeysAreReportedAndRekeyed(schemaOne: Bool) throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("stale-\(UUID().uuidString).db").path
    let names = ["홍길동", "Zoe", "김다연", "O'Brien", "가", "이서연"]
    var db: OpaquePointer?
    if schemaOne {
      #expect(sqlite3_open(path, &db) == SQLITE_OK)
      var sql = """
        CREATE TABLE names (seq INTEGER PRIMARY KEY, name TEXT NOT NULL, sort_key BLOB NOT NULL,
          title_position INTEGER NOT NULL, title TEXT NOT NULL, choseong TEXT NOT NULL, keys_version TEXT NOT NULL);
        CREATE INDEX names_order ON names (sort_key, seq);
        CREATE INDEX names_section ON names (title_position, sort_key, seq);
        CREATE TABLE hangul_tables (table_name TEXT PRIMARY KEY, keys_version TEXT NOT NULL);
        INSERT INTO hangul_tables VALUES ('names', '1;0.1.0;70.1');
        """
      for name in names {
        sql += "INSERT INTO names (name, sort_key, title_position, title, choseong, keys_version) "
        let quoted = name.replacingOccurrences(of: "'", with: "''")
        sql += "VALUES ('\(quoted)', randomblob(4), 40, '#', '', '1;0.1.0;70.1');\n"
      }
      #expect(sqlite3_exec(db, sql, nil, nil, nil) == SQLITE_OK)
    } else {
      do {
        let store = try SQLiteNameStore(path: path, table: TableName("names"), creating: true)
        try store.importNames(replacing: false) { add in for n in names { try add(n) } }
      }
      #expect(sqlite3_open(path, &db) == SQLITE_OK)
      let sql = """
        UPDATE names SET sort_key = randomblob(4), title_position = 40, title = '#', choseong_key = '', jamo_key = '',
          keys_version = '2;0.1.0;70.1';
        UPDATE hangul_tables SET keys_version = '2;0.1.0;70.1';
        """
      #expect(sqlite3_exec(db, sql, nil, nil, nil) == SQLITE_OK)
    }
    sqlite3_close(db)

    let store = try SQLiteNameStore(path: path, table: TableName("names"), creating: false)
    if !schemaOne {
      // Answered at once from the stored keys (all in section #), reported, never rewritten.
      #expect(store.keyStatus == .stale(stored: "2;0.1.0;70.1"))
      #expect(try store.sections() == [SectionCount(title: "#", count: names.count)])
      #expect(try store.list(section: nil, after: nil, limit: nil).items.count == names.count)
      #expect(throws: DatabaseError.staleKeys(table: "names", stored: "2;0.1.0;70.1", current: KeyVersion.current.text))
      {
        try store.importNames(replacing: false) { add in try add("나래") }
      }
      let reopened = try SQLiteNameStore(path: path, table: TableName("names"), creating: false)
      #expect(reopened.keyStatus.isStale)
      nonisolated(unsafe) var reports: [(Int, Int)] = []
      #expect(try store.rekey { reports.append(($0, $1)) } == names.count)
      #expect(reports.last.map { [$0.0, $0.1] } == [names.count, names.count])
    }
    #expect(store.keyStatus == .current)
    // Hand-checked Korean order: Hangul by syllable, then Latin (O before Z).
    #expect(try store.list(section: nil, after: nil, limit: nil).items == ["가", "김다연", "이서연", "홍길동", "O'Brien", "Zoe"])
    #expect(try store.sections().map(\.title) == ["ㄱ", "ㅇ", "ㅎ", "O", "Z"])
    let plain = SearchOptions(allowsCarryOver: false)
    #expect(try store.search("ㄷㅇ", options: plain, limit: nil).map(\.name) == ["김다연"])
    #expect(try store.search("길", options: plain, limit: nil).map(\.name) == ["홍길동"])
    var check: OpaquePointer?
    sqlite3_open(path, &check)
    defer { sqlite3_close(check) }
    #expect(
      SQLiteFunctionsTests.column(check!, "SELECT DISTINCT keys_version FROM names") == [KeyVersion.current.text])
    #expect(
      SQLiteFunctionsTests.column(check!, "SELECT name FROM pragma_table_info('names') WHERE name LIKE '%choseong%'")
        == ["choseong_key"])
  }

  /// The connection a store opens itself reads the file through a memory map and keeps up to
  /// 64 MiB of pages (a reader beside a bulk writer makes no system call a page; a writer's
  /// transaction spills to the WAL far less often), in WAL mode; a connection the caller
  /// owns keeps the caller's settings.
  @Test func ownConnectionsAreMappedAndCachedBorrowedOnesAreLeftAsTheyAre() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("pragmas-\(UUID().uuidString).db").path
    defer { for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) } }
    let store = try SQLiteNameStore(path: path, table: TableName("names"), creating: true)
    func pragma(_ connection: SQLiteConnection, _ name: String) throws -> String {
      let statement = try connection.prepare("PRAGMA \(name)")
      #expect(try statement.step())
      return statement.text(0)
    }
    #expect(try pragma(store.connection, "mmap_size") == "1073741824")
    #expect(try pragma(store.connection, "cache_size") == "-65536")
    #expect(try pragma(store.connection, "journal_mode") == "wal")
    var db: OpaquePointer?
    #expect(sqlite3_open(path, &db) == SQLITE_OK)
    let handle = try #require(db)
    defer { sqlite3_close(handle) }
    #expect(sqlite3_exec(handle, "PRAGMA mmap_size = 0; PRAGMA cache_size = -1234", nil, nil, nil) == SQLITE_OK)
    let borrowed = try SQLiteNameStore(connection: handle, table: TableName("names"), creating: false)
    #expect(try pragma(borrowed.connection, "mmap_size") == "0")
    #expect(try pragma(borrowed.connection, "cache_size") == "-1234")
  }

  @Test func worksOnAConnectionTheCallerOwns() throws {
    var db: OpaquePointer?
    #expect(sqlite3_open(":memory:", &db) == SQLITE_OK)
    let handle = try #require(db)
    defer { sqlite3_close(handle) }
    let store = try SQLiteNameStore(connection: handle, table: TableName("contacts"), creating: true)
    #expect(
      try store.importNames(replacing: false) { add in
        try add("하늘")
        try add("")
        try add("가람")
      } == 2)
    let first = try store.list(section: nil, after: nil, limit: 1)
    #expect(first.items == ["가람"])
    let second = try store.list(section: nil, after: first.next, limit: 1)
    #expect(second.items == ["하늘"])
    #expect(second.next == nil)
    // The caller's connection stays usable, with the functions registered.
    #expect(
      SQLiteFunctionsTests.column(handle, "SELECT name FROM contacts ORDER BY name COLLATE HANGUL DESC") == [
        "하늘", "가람",
      ])
  }

  /// Inside a transaction the caller opened (GRDB's `write`), an import is a savepoint of it:
  /// the caller's rollback undoes it, and a failed import undoes only its own rows.
  @Test func importsInsideTheCallersTransaction() throws {
    var db: OpaquePointer?
    #expect(sqlite3_open(":memory:", &db) == SQLITE_OK)
    let handle = try #require(db)
    defer { sqlite3_close(handle) }
    let store = try SQLiteNameStore(connection: handle, table: TableName("contacts"), creating: true)
    func execute(_ sql: String) { #expect(sqlite3_exec(handle, sql, nil, nil, nil) == SQLITE_OK, "\(sql)") }
    execute("BEGIN")
    #expect(try store.importNames(replacing: false) { add in try add("하늘") } == 1)
    execute("ROLLBACK")
    #expect(try store.list(section: nil, after: nil, limit: nil).items == [])
    struct Stop: Error {}
    execute("BEGIN")
    try store.importNames(replacing: false) { add in try add("가람") }
    #expect(throws: Stop.self) {
      try store.importNames(replacing: false) { add in
        try add("나래")
        throw Stop()
      }
    }
    #expect(sqlite3_get_autocommit(handle) == 0)  // still in the caller's transaction
    execute("COMMIT")
    #expect(try store.list(section: nil, after: nil, limit: nil).items == ["가람"])
  }

  /// Limits outside 1…ListPage.maximumLimit and titles the layout does not have are typed
  /// errors; every well-formed cursor is a position.
  @Test func badLimitsAndSectionsAreTypedErrors() throws {
    let store = try SQLiteNameStore(path: ":memory:", table: TableName("names"), creating: true)
    try store.importNames(replacing: false) { add in for name in ["하늘", "가람", "Zoe"] { try add(name) } }
    for limit in [0, -1, Int.min, Int.max, ListPage.maximumLimit + 1] {
      #expect(throws: DatabaseError.invalidLimit(limit)) { try store.list(section: nil, after: nil, limit: limit) }
      #expect(throws: DatabaseError.invalidLimit(limit)) {
        try store.search("ㄱ", options: SearchOptions(), limit: limit)
      }
    }
    #expect(try store.list(section: nil, after: nil, limit: ListPage.maximumLimit).items == ["가람", "하늘", "Zoe"])
    let titles = try NameKeyMaker().titles
    for section in ["nope", "", "ㄱㄴ", "z"] {
      #expect(throws: DatabaseError.unknownSection(section, titles: titles)) {
        try store.list(section: section, after: nil, limit: 5)
      }
    }
    #expect(try store.list(section: "ㄴ", after: nil, limit: 5).items == [])
    let end = ListCursor(sortKey: [0xFF, 0xFF], sequence: .max)
    #expect(try store.list(section: nil, after: end, limit: 5) == ListPage(items: [], next: nil))
    #expect(try store.list(section: "ㅎ", after: ListCursor(sortKey: [], sequence: 0), limit: 5).items == ["하늘"])
  }

  @Test func valueTypes() throws {
    let cursor = ListCursor(sortKey: [0, 0x7F, 0xFF], sequence: 42)
    #expect(cursor.text == "k1.007fff.42")
    #expect(try ListCursor(text: cursor.text) == cursor)
    for bad in ["", "k1", "k2.00.1", "k1.0.1", "k1.zz.1", "k1.00.-1", "k1.00.x"] {
      #expect(throws: DatabaseError.invalidCursor(bad)) { try ListCursor(text: bad) }
    }
    #expect(try DatabaseURL("sqlite:a.db") == .sqlite(path: "a.db"))
    #expect(try DatabaseURL("sqlite:///tmp/a.db") == .sqlite(path: "/tmp/a.db"))
    #expect(throws: DatabaseError.self) { try DatabaseURL("sqlite:") }
    #expect(try TableName("_a1").quoted == "\"_a1\"")
    for bad in ["", "1a", "a b", "a\"b", "이름", String(repeating: "a", count: 64)] {
      #expect(throws: DatabaseError.invalidTableName(bad)) { try TableName(bad) }
    }
    #expect(KeyVersion.current.text == "3;0.2.0;\(ICUVersion.current)")
  }
}
