import Foundation
import HangulDatabase
import HangulSQLite
import HangulTestSupport
import Testing

/// Tables of rows in SQLite (``RowStoreScenarios``), on a file of their own for each test,
/// and in memory.
@Suite struct SQLiteRowStoreTests {
  /// The scenarios on a new file, each store a `SharedSQLiteNameStore` of its own on it.
  static func scenarios() -> RowStoreScenarios {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("rows-\(UUID().uuidString).db").path
    return RowStoreScenarios { kind in
      try await SharedSQLiteNameStore(path: path, table: TableName("people"), creating: true, kind: kind)
    }
  }

  @Test func namesakesAreToldApartByTheirIDs() async throws {
    try await Self.scenarios().run { try await $0.namesakesAreToldApartByTheirIDs() }
  }

  @Test func everyScopeAnswersAsTheLibraryThroughPutsAndDeletes() async throws {
    try await Self.scenarios().run { try await $0.everyScopeAnswersAsTheLibraryThroughPutsAndDeletes() }
  }

  /// In memory, one connection's own database: one store that reads and writes on it.
  @Test func everyScopeAnswersAsTheLibraryInMemory() async throws {
    let store = try await SharedSQLiteNameStore(
      path: ":memory:", table: TableName("people"), creating: true, kind: .rows)
    try await RowStoreScenarios { _ in store }.run { try await $0.everyScopeAnswersAsTheLibraryThroughPutsAndDeletes() }
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
