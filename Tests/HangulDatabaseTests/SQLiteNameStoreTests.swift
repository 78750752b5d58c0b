import CSQLite
import Foundation
import Hangul
import HangulDatabase
import HangulSQLite
import Testing

/// The store's keys: versioned, rebuilt when stale.
@Suite struct SQLiteNameStoreTests {
  @Test func staleKeysAreRebuiltBeforeAnyAnswer() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("stale-\(UUID().uuidString).db").path
    let names = ["홍길동", "Zoe", "김다연", "O'Brien", "가", "이서연"]
    do {
      let store = try SQLiteNameStore(path: path, table: TableName("names"), creating: true)
      try store.importNames(replacing: false) { add in for n in names { try add(n) } }
    }
    // Keys as an older ICU or package could have left them: wrong order, wrong titles.
    var db: OpaquePointer?
    #expect(sqlite3_open(path, &db) == SQLITE_OK)
    let sql = """
      UPDATE names SET sort_key = randomblob(4), title_position = 40, title = '#', choseong = '', keys_version = '1;0.1.0;70.1';
      UPDATE hangul_tables SET keys_version = '1;0.1.0;70.1';
      """
    #expect(sqlite3_exec(db, sql, nil, nil, nil) == SQLITE_OK)
    sqlite3_close(db)

    let store = try SQLiteNameStore(path: path, table: TableName("names"), creating: false)
    // Hand-checked Korean order: Hangul by syllable, then Latin (O before Z).
    #expect(try store.list(section: nil, after: nil, limit: nil).items == ["가", "김다연", "이서연", "홍길동", "O'Brien", "Zoe"])
    #expect(try store.sections().map(\.title) == ["ㄱ", "ㅇ", "ㅎ", "O", "Z"])
    #expect(try store.search("ㄷㅇ", options: SearchOptions(allowsCarryOver: false), limit: nil).map(\.name) == ["김다연"])
    var check: OpaquePointer?
    sqlite3_open(path, &check)
    defer { sqlite3_close(check) }
    #expect(
      SQLiteFunctionsTests.column(check!, "SELECT DISTINCT keys_version FROM names") == [KeyVersion.current.text])
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
    #expect(KeyVersion.current.text == "1;0.2.0;\(ICUVersion.current)")
  }
}
