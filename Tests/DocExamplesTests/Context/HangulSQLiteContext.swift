import CSQLite
import Foundation
import Hangul
import HangulDatabase

@testable import HangulSQLite

/// The examples of HangulSQLite's documentation (generated beside this file), and the names
/// their fragments use without declaring.
@MainActor
enum HangulSQLiteDocExamples {
  /// A connection the app already has (`sqlite3*`); compiled, not run.
  static var db: OpaquePointer! = nil
  /// A store over a table; compiled, not run (the examples run in `HangulDatabaseTests`).
  static var store: SQLiteNameStore! = nil
}
