// `hangul db` on PostgreSQL, compiled with the `PostgreSQL` package trait only (without
// it the CLI links no postgres-nio, SwiftNIO or Foundation).
#if PostgreSQL
  import Hangul
  import HangulDatabase
  import HangulPostgres

  /// A ``PostgresNameStore`` behind blocking calls (the CLI's commands are synchronous).
  struct BlockingPostgresStore: NameStoreConnection {
    let store: PostgresNameStore

    static func connect(url: PostgresURL, table: TableName, creating: Bool) throws(DatabaseError)
      -> BlockingPostgresStore
    {
      BlockingPostgresStore(
        store: try blocking { () async throws(DatabaseError) in
          try await PostgresNameStore.connect(url: url, table: table, creating: creating)
        })
    }

    func importLines(of lines: LineBatches, replacing: Bool, progress: ImportProgressLine?) throws {
      // The lines are read as the import asks for them: invalid UTF-8 midway rolls it back
      // and comes back as the reader threw it.
      let store = store
      _ = try blockingRethrowing {
        try await store.importNames(batches: lines, replacing: replacing) { progress?.report($0) }
      }
    }

    func sections() throws(DatabaseError) -> [SectionCount] {
      let store = store
      return try blocking { () async throws(DatabaseError) in try await store.sections() }
    }

    func list(section: String?, after cursor: ListCursor?, limit: Int?) throws(DatabaseError) -> ListPage {
      let store = store
      return try blocking { () async throws(DatabaseError) in
        try await store.list(section: section, after: cursor, limit: limit)
      }
    }

    func searchPage(_ query: String, options: SearchOptions, after cursor: SearchCursor?, limit: Int?)
      throws(DatabaseError) -> SearchPage
    {
      let store = store
      return try blocking { () async throws(DatabaseError) in
        try await store.searchPage(query, options: options, after: cursor, limit: limit)
      }
    }

    var keyStatus: KeyStatus { store.keyStatus }

    func rebuildKeys(progress: (@Sendable (Int, Int) -> Void)?) throws(DatabaseError) -> Int {
      let store = store
      return try blocking { () async throws(DatabaseError) in try await store.rekey(progress: progress) }
    }

    func close() {
      let store = store
      _ = try? blocking { () async throws(DatabaseError) in await store.close() }
    }
  }
#endif
