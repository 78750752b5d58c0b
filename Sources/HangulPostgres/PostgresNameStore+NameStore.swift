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

  /// A PostgreSQL table holds rows with ids and scopes (``TableKind/rows``) as well: a
  /// ``RowStore``.
  ///
  /// ```swift
  /// let rows: any RowStore = try await PostgresNameStore.connect(
  ///   url: PostgresURL("postgres://app@127.0.0.1/app"), table: TableName("people"), creating: true, kind: .rows)
  /// ```
  extension PostgresNameStore: RowStore {
    /// What the table holds, as found when the store opened it or made it (and after its own
    /// replacing import of rows).
    ///
    /// ```swift
    /// store.kind   // .rows
    /// ```
    public var kind: TableKind { kindState.withLock { $0 } }
  }
#endif
