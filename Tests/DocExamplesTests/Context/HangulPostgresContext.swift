// HangulPostgres is built with the `PostgreSQL` package trait only (it needs postgres-nio).
#if PostgreSQL
  import Foundation
  import Hangul
  import HangulDatabase
  import PostgresNIO

  @testable import HangulPostgres

  /// The examples of HangulPostgres's documentation (generated beside this file), and the names
  /// their fragments use without declaring.
  @MainActor
  enum HangulPostgresDocExamples {
    /// A server's address, as an app has it.
    static let url = try! PostgresURL("postgres://app@127.0.0.1:5432/app")
    /// A store over a table; compiled, not run (it needs a server: the examples run against a
    /// real one in `HangulDatabaseTests` and the CLI tests).
    static var store: PostgresNameStore! = nil
  }
#endif
