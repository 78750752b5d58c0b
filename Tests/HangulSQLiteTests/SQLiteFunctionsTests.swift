import CSQLite
import Foundation
import Hangul
import HangulDatabase
import HangulSQLite
import Testing

/// The collation and functions on a raw `sqlite3*` the caller opened, in plain SQL.
@Suite struct SQLiteFunctionsTests {
  /// An in-memory database with the functions registered and `people(name)` filled.
  static func database(_ names: [String]) throws -> OpaquePointer {
    var db: OpaquePointer?
    #expect(sqlite3_open(":memory:", &db) == SQLITE_OK)
    let handle = try #require(db)
    try HangulSQLiteFunctions.register(on: handle)
    #expect(sqlite3_exec(handle, "CREATE TABLE people (id INTEGER PRIMARY KEY, name TEXT)", nil, nil, nil) == SQLITE_OK)
    var insert: OpaquePointer?
    sqlite3_prepare_v2(handle, "INSERT INTO people (name) VALUES (?1)", -1, &insert, nil)
    for name in names {
      sqlite3_reset(insert)
      sqlite3_bind_text(insert, 1, name, -1, unsafeBitCast(-1, to: sqlite3_destructor_type.self))
      #expect(sqlite3_step(insert) == SQLITE_DONE)
    }
    sqlite3_finalize(insert)
    return handle
  }

  static func column(_ db: OpaquePointer, _ sql: String, _ parameters: [String] = []) -> [String] {
    var statement: OpaquePointer?
    #expect(sqlite3_prepare_v2(db, sql, -1, &statement, nil) == SQLITE_OK, "\(String(cString: sqlite3_errmsg(db)))")
    defer { sqlite3_finalize(statement) }
    for (k, p) in parameters.enumerated() {
      sqlite3_bind_text(statement, Int32(k + 1), p, -1, unsafeBitCast(-1, to: sqlite3_destructor_type.self))
    }
    var out: [String] = []
    while sqlite3_step(statement) == SQLITE_ROW {
      out.append(sqlite3_column_text(statement, 0).map { String(cString: $0) } ?? "NULL")
    }
    return out
  }

  /// The example: SQLite's own order is by code point (Z, z, ㄱ, 李가, 가나, 이가).
  /// Expected Korean order hand-checked against ICU `ko` (Hanja by reading: 李 = 이 after 가나,
  /// Hangul before Latin, compatibility jamo ㄱ before 가, z before Z).
  @Test func collationOrdersAsKorean() throws {
    let db = try Self.database(["Z", "z", "ㄱ", "李가", "가나", "이가"])
    defer { sqlite3_close(db) }
    #expect(Self.column(db, "SELECT name FROM people ORDER BY name") == ["Z", "z", "ㄱ", "李가", "가나", "이가"])
    #expect(
      Self.column(db, "SELECT name FROM people ORDER BY name COLLATE HANGUL")
        == Self.column(db, "SELECT name FROM people ORDER BY hangul_sort_key(name), id"))
    let korean = Self.column(db, "SELECT name FROM people ORDER BY name COLLATE HANGUL, id")
    #expect(korean.last == "Z")
    #expect(korean.firstIndex(of: "가나")! < korean.firstIndex(of: "이가")!)
    #expect(korean.firstIndex(of: "z")! < korean.firstIndex(of: "Z")!)
  }

  /// ICU 78's `ko` order of 12,000 generated names (scripts/data/fixtures/collation-fixtures.py).
  @Test func collationIsTheOracleOrder() throws {
    let names = try Fixture.collationNames()
    let db = try Self.database(names)
    defer { sqlite3_close(db) }
    let expected = try Fixture.collationSortedOrder().map { names[$0] }
    let scalars = { (lines: [String]) in lines.map { Array($0.unicodeScalars) } }
    #expect(scalars(Self.column(db, "SELECT name FROM people ORDER BY name COLLATE HANGUL, id")) == scalars(expected))
    #expect(scalars(Self.column(db, "SELECT name FROM people ORDER BY hangul_sort_key(name), id")) == scalars(expected))
  }

  @Test func titleChoseongAndMatchInPlainSQL() throws {
    let db = try Self.database(["홍길동", "김수한", "홍길순", "까치", "하늘", "Hong Gildong", "O'Brien", "100%", "😀"])
    defer { sqlite3_close(db) }
    // Hand-checked: initials by Unicode's syllable decomposition; titles in the contacts layout
    // (ㄲ files under ㄱ, Latin under its letter, symbols under #).
    #expect(Self.column(db, "SELECT hangul_choseong('홍길동 Kim')") == ["ㅎㄱㄷ Kim"])
    #expect(
      Self.column(
        db,
        """
        SELECT hangul_title(name) || ':' || count(*) FROM people GROUP BY hangul_title(name)
        ORDER BY hangul_title_position(min(name))
        """) == ["ㄱ:2", "ㅎ:3", "H:1", "O:1", "#:2"])
    #expect(
      Self.column(db, "SELECT name FROM people WHERE hangul_match(name, ?1) ORDER BY name COLLATE HANGUL", ["홍기"])
        == ["홍길동", "홍길순"])
    #expect(Self.column(db, "SELECT name FROM people WHERE hangul_match(name, ?1, 'prefix')", ["ㄱㄷ"]) == [])
    #expect(Self.column(db, "SELECT name FROM people WHERE hangul_match(name, ?1)", ["ㄱㄷ"]) == ["홍길동"])
    #expect(Self.column(db, "SELECT name FROM people WHERE hangul_match(name, ?1)", ["%"]) == ["100%"])
    #expect(Self.column(db, "SELECT hangul_title(NULL)") == ["NULL"])
    #expect(Self.column(db, "SELECT hangul_match('가', 'ㄱ', 'fuzzy')") == [])  // an SQL error, no row
  }
}
