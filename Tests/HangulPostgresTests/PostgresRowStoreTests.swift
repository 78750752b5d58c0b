// With the `PostgreSQL` package trait only (postgres-nio).
#if PostgreSQL
  import HangulCorpus
  import HangulDatabase
  import HangulPostgres
  import HangulTestSupport
  import Testing

  /// Tables of rows in PostgreSQL (``RowStoreScenarios``), each test on a database of its
  /// own of the shared test server (``PostgresServer``), each store with connections of its own.
  @Suite(.enabled(if: PostgresServer.enabled, Comment(rawValue: PostgresServer.skipMessage)))
  struct PostgresRowStoreTests {
    static func scenarios() throws -> RowStoreScenarios {
      let database = try PostgresServer.database()
      return RowStoreScenarios { kind in
        try await PostgresNameStore.connect(
          url: PostgresURL(database), table: TableName("people"), creating: true, kind: kind)
      }
    }

    @Test func putsShareOneWriterAndAPutAfterItsBackendEndedSucceeds() async throws {
      let database = try PostgresServer.database()
      let store = try await PostgresNameStore.connect(
        url: PostgresURL(database), table: TableName("people"), creating: true, kind: .rows)
      var memory = RowsInMemory()
      let names = NameGenerator(seed: 65).namesArray(count: 30)
      for (offset, name) in names.enumerated() {
        let row = NameRow(id: try RowID("\(offset)"), scope: nil, name: name)
        try await store.put(row)
        memory.apply(.put(row))
      }
      // The store's backends: its reading connection and the writer every put used, kept.
      try PostgresServer.run(
        PostgresServer.psql,
        [
          database, "-q", "-v", "ON_ERROR_STOP=1", "-c",
          """
          DO $$ BEGIN IF (SELECT count(*) FROM pg_stat_activity WHERE datname = current_database()
            AND backend_type = 'client backend' AND pid <> pg_backend_pid()) <> 2
          THEN RAISE EXCEPTION 'not two backends'; END IF; END $$
          """,
        ])
      // Every backend of the store ended: the next put makes a new writer and succeeds.
      try PostgresNameStoreTests.terminate(database)
      let row = NameRow(id: try RowID("after"), scope: nil, name: "홍길동")
      #expect(try await store.put(row) == nil)
      memory.apply(.put(row))
      try await expectRowsAnswerAsInMemory(store, scope: nil, rows: memory.rows(of: nil), pageSize: 10)
      await store.close()
    }

    @Test func namesakesAreToldApartByTheirIDs() async throws {
      try await Self.scenarios().run { try await $0.namesakesAreToldApartByTheirIDs() }
    }

    @Test func everyScopeAnswersAsTheLibraryThroughPutsAndDeletes() async throws {
      try await Self.scenarios().run { try await $0.everyScopeAnswersAsTheLibraryThroughPutsAndDeletes() }
    }

    @Test func aWriteThatFailsChangesNothing() async throws {
      try await Self.scenarios().run { try await $0.aWriteThatFailsChangesNothing() }
    }

    @Test func idsAndScopesAreCheckedAndStoredAsGiven() async throws {
      try await Self.scenarios().run { try await $0.idsAndScopesAreCheckedAndStoredAsGiven() }
    }

    @Test func aTableOfNamesAnswersAsBeforeAndBecomesRowsWhenReplacedWhole() async throws {
      try await Self.scenarios().run { try await $0.aTableOfNamesAnswersAsBeforeAndBecomesRowsWhenReplacedWhole() }
    }

    @Test func concurrentPutsOfOneIDEndWithOneRowWithItsNamesKeys() async throws {
      try await Self.scenarios().run { try await $0.concurrentPutsOfOneIDEndWithOneRowWithItsNamesKeys() }
    }

    @Test func readersBesideAStormOfPutsSeeRowsWithTheirNamesKeys() async throws {
      try await Self.scenarios().run { try await $0.readersBesideAStormOfPutsSeeRowsWithTheirNamesKeys() }
    }
  }
#endif
