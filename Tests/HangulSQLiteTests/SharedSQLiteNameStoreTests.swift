import CSQLite
import Foundation
import Hangul
import HangulCorpus
import HangulDatabase
import HangulSQLite
import HangulTestSupport
import Testing

/// `SharedSQLiteNameStore`, the SQLite ``NameStore`` that tasks share: its answers, reads
/// beside an import, a failing upload, stale keys and a rekey.
@Suite struct SharedSQLiteNameStoreTests {
  static func path() -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent("shared-\(UUID().uuidString).db").path
  }

  /// `count` generated names (seeded).
  static func names(_ count: Int, seed: UInt64) -> [String] {
    var generator = NameGenerator(seed: seed)
    return generator.names(count: count).filter { !$0.isEmpty }
  }

  @Test(arguments: [false, true])
  func answersAsTheLibraryInMemory(inMemory: Bool) async throws {
    let store = try await SharedSQLiteNameStore(
      path: inMemory ? ":memory:" : Self.path(), table: TableName("names"), creating: true)
    let names = Self.names(5_000, seed: 51) + ["Zoe", "O'Brien", "1반", "😀", "'; DROP TABLE names; --"]
    #expect(try await store.importNames(names, replacing: true) == names.count)
    try await expectAnswersAsInMemory(store, names: names)
    // A second import appends, in import order after the first.
    let more = Self.names(500, seed: 52)
    #expect(try await store.importNames(more, replacing: false) == more.count)
    try await expectAnswersAsInMemory(store, names: names + more)
  }

  @Test func readsGoOnWhileAnImportRunsAndSeeItWholeOrNotAtAll() async throws {
    let path = Self.path()
    let store = try await SharedSQLiteNameStore(path: path, table: TableName("names"), creating: true)
    let old = Self.names(2_000, seed: 53)
    try await store.importNames(old, replacing: true)
    let new = Self.names(30_000, seed: 54)
    // An upload that arrives slowly: the import holds its transaction open meanwhile.
    let (batches, upload) = AsyncStream<[String]>.makeStream()
    let importing = Task { try await store.importNames(batches: batches, replacing: true, progress: nil) }
    var reads = 0
    for start in stride(from: 0, to: new.count, by: 3_000) {
      upload.yield(Array(new[start..<min(start + 3_000, new.count)]))
      try await Task.sleep(for: .milliseconds(20))
      // The reader answers at once, from the rows committed before the import (a reader the
      // writer blocked would fail after SQLite's busy timeout: the upload goes on only after
      // the read; the bound leaves room for a loaded machine).
      let clock = ContinuousClock.now
      let total = try await store.sections().reduce(0) { $0 + $1.count }
      #expect(total == old.count)
      #expect(ContinuousClock.now - clock < .seconds(3))
      reads += 1
    }
    upload.finish()
    #expect(try await importing.value == new.count)
    #expect(reads == 10)
    try await expectAnswersAsInMemory(store, names: new)
  }

  @Test func anUploadThatFailsChangesNothingAndItsErrorComesBack() async throws {
    struct UploadCut: Error, Equatable {}
    let store = try await SharedSQLiteNameStore(path: Self.path(), table: TableName("names"), creating: true)
    let names = Self.names(1_000, seed: 55)
    try await store.importNames(names, replacing: true)
    let batches = AsyncThrowingStream<[String], any Error> { continuation in
      continuation.yield(Self.names(5_000, seed: 56))
      continuation.finish(throwing: UploadCut())
    }
    await #expect(throws: UploadCut.self) {
      try await store.importNames(batches: batches, replacing: true, progress: nil)
    }
    try await expectAnswersAsInMemory(store, names: names)
    // The writer is free again.
    #expect(try await store.importNames(["홍길동"], replacing: false) == 1)
  }

  @Test func staleKeysAreReportedThenRekeyed() async throws {
    let path = Self.path()
    let names = Self.names(3_000, seed: 57)
    do {
      let store = try await SharedSQLiteNameStore(path: path, table: TableName("names"), creating: true)
      try await store.importNames(names, replacing: true)
    }
    var db: OpaquePointer?
    #expect(sqlite3_open(path, &db) == SQLITE_OK)
    let sql = """
      UPDATE names SET sort_key = randomblob(4), title_position = 40, title = '#', keys_version = '2;0.1.0;70.1';
      UPDATE hangul_tables SET keys_version = '2;0.1.0;70.1';
      """
    #expect(sqlite3_exec(db, sql, nil, nil, nil) == SQLITE_OK)
    sqlite3_close(db)
    let store = try await SharedSQLiteNameStore(path: path, table: TableName("names"), creating: false)
    #expect(store.keyStatus == .stale(stored: "2;0.1.0;70.1"))
    #expect(try await store.sections() == [SectionCount(title: "#", count: names.count)])
    let done = Counter()
    #expect(try await store.rekey { rows, total in done.set(rows == total ? total : 0) } == names.count)
    #expect(done.value == names.count)
    #expect(store.keyStatus == .current)
    try await expectAnswersAsInMemory(store, names: names)
  }

  @Test func aMissingTableOrFileIsATypedError() async throws {
    await #expect(throws: DatabaseError.missingTable("names")) {
      let path = Self.path()
      _ = try await SharedSQLiteNameStore(path: path, table: TableName("other"), creating: true)
      _ = try await SharedSQLiteNameStore(path: path, table: TableName("names"), creating: false)
    }
    await #expect(throws: DatabaseError.self) {
      _ = try await SharedSQLiteNameStore(path: "/nonexistent/dir/names.db", table: TableName("names"), creating: true)
    }
  }
}

/// The last value a progress callback set, read after the call.
private final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var stored = 0
  var value: Int { lock.withLock { stored } }
  func set(_ value: Int) { lock.withLock { if value > 0 { stored = value } } }
}
