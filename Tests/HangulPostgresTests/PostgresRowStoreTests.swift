// With the `PostgreSQL` package trait only (postgres-nio).
#if PostgreSQL
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
