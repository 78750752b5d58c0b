import CSQLite
import Foundation
import Hangul
import HangulDatabase

@testable import HangulSQLite

/// The examples of HangulSQLite's documentation (generated beside this file), and the names
/// their fragments use without declaring.
@MainActor
enum HangulSQLiteDocExamples {
  /// A connection the app already has (`sqlite3*`): an in-memory database.
  static let db: OpaquePointer = {
    var connection: OpaquePointer?
    precondition(sqlite3_open(":memory:", &connection) == SQLITE_OK)
    return connection!
  }()
  /// A store over a table, in memory, holding a few names as the examples imply them.
  static let store: SQLiteNameStore = {
    let store = try! SQLiteNameStore(path: ":memory:", table: TableName("names"), creating: true)
    _ = try! store.importNames(replacing: true) { add in
      for name in ["홍길동", "Zoe"] { try add(name) }
    }
    return store
  }()
  /// A store over a table of rows in memory, as the examples imply it: the members of the
  /// organization `org-1` (김병욱, 김민준, 홍길동, ids 1 to 3).
  static let members: SQLiteNameStore = {
    let store = try! SQLiteNameStore(path: ":memory:", table: TableName("members"), creating: true, kind: .rows)
    let org = try! RowScope("org-1")
    let rows = [(1, "김병욱"), (2, "김민준"), (3, "홍길동")].map { id, name in
      NameRow(id: try! RowID(String(id)), scope: org, name: name)
    }
    try! store.importRows(replacing: .table) { add in
      for row in rows { try add(row) }
    }
    return store
  }()
  /// A shared store over a table in memory, new at each use, holding the names the
  /// examples imply (홍길동, Zoe).
  static var shared: SharedSQLiteNameStore {
    get async throws {
      let store = try await SharedSQLiteNameStore(path: ":memory:", table: TableName("names"), creating: true)
      try await store.importNames(["홍길동", "Zoe"], replacing: true)
      return store
    }
  }
  /// A shared store over a table of rows in memory, new at each use, holding the rows the
  /// examples imply: two members named 김병욱, ids 1 and 2, without a scope.
  static var people: SharedSQLiteNameStore {
    get async throws {
      let store = try await SharedSQLiteNameStore(
        path: ":memory:", table: TableName("people"), creating: true, kind: .rows)
      try await store.importRows(
        [
          NameRow(id: try RowID("1"), scope: nil, name: "김병욱"), NameRow(id: try RowID("2"), scope: nil, name: "김병욱"),
        ], replacing: .table)
      return store
    }
  }
}
