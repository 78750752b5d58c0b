// With the `PostgreSQL` package trait only (postgres-nio).
#if PostgreSQL
  import HangulDatabase

  /// A PostgreSQL table is a ``NameStore``: code written against the protocol (a server's
  /// routes, a command) runs on it as on SQLite's `SharedSQLiteNameStore`.
  ///
  /// ```swift
  /// let store: any NameStore = try await PostgresNameStore.connect(
  ///   url: PostgresURL("postgres://app@127.0.0.1/app"), table: TableName("names"), creating: false)
  /// ```
  extension PostgresNameStore: NameStore {}
#endif
