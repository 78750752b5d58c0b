import Dispatch
import Hangul
import HangulDatabase

/// A library ``NameStore`` (SQLite's `SharedSQLiteNameStore` or `PostgresNameStore`) behind
/// the blocking calls of `hangul db`'s synchronous commands.
struct BlockingNameStore {
  let store: any NameStore

  /// Opens a store with `open` and waits for it.
  static func open(_ open: @escaping @Sendable () async throws(DatabaseError) -> any NameStore)
    throws(DatabaseError) -> BlockingNameStore
  {
    BlockingNameStore(store: try blocking(open))
  }

  /// Imports every non-empty line of `lines` in one transaction, streamed (memory bounded by
  /// a few batches); `progress` is told how far it is. The lines are read as the import asks
  /// for them: invalid UTF-8 midway rolls it back and comes back as the reader threw it.
  func importLines(of lines: LineBatches, replacing: Bool, progress: ImportProgressLine?) throws {
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

  /// Whether the stored keys are this build's (as found on open).
  var keyStatus: KeyStatus { store.keyStatus }

  /// What the table holds (a store that cannot hold rows holds names).
  var kind: TableKind { (store as? any RowStore)?.kind ?? .names }

  /// The store as one that holds rows.
  ///
  /// - Throws: ``DatabaseError/unavailable(_:)`` for a store that cannot hold rows.
  func rows() throws(DatabaseError) -> any RowStore {
    guard let rows = store as? any RowStore else {
      throw .unavailable("this database's store holds names alone")
    }
    return rows
  }

  /// The sections of `scope`'s rows (nil: the rows without a scope, or a table of names).
  func sections(in scope: RowScope?) throws(DatabaseError) -> [SectionCount] {
    guard scope != nil || kind == .rows else { return try sections() }
    let rows = try rows()
    return try blocking { () async throws(DatabaseError) in try await rows.sections(in: scope) }
  }

  /// A page of `scope`'s names, with their ids in a table of rows.
  func list(in scope: RowScope?, section: String?, after cursor: ListCursor?, limit: Int?) throws(DatabaseError)
    -> ListPage
  {
    guard scope != nil || kind == .rows else { return try list(section: section, after: cursor, limit: limit) }
    let rows = try rows()
    return try blocking { () async throws(DatabaseError) in
      try await rows.list(in: scope, section: section, after: cursor, limit: limit)
    }
  }

  /// A page of the search results among `scope`'s rows, with their ids in a table of rows.
  func searchPage(
    in scope: RowScope?, _ query: String, options: SearchOptions, after cursor: SearchCursor?, limit: Int?
  ) throws(DatabaseError) -> SearchPage {
    guard scope != nil || kind == .rows else {
      return try searchPage(query, options: options, after: cursor, limit: limit)
    }
    let rows = try rows()
    return try blocking { () async throws(DatabaseError) in
      try await rows.searchPage(in: scope, query, options: options, after: cursor, limit: limit)
    }
  }

  /// Imports the rows of `batches` in one transaction, streamed, as ``importLines(of:replacing:progress:)``.
  func importRows(of batches: RowLineBatches, replacing: RowSelection?, progress: ImportProgressLine?) throws {
    let rows = try rows()
    _ = try blockingRethrowing {
      try await rows.importRows(batches: batches, replacing: replacing) { progress?.report($0) }
    }
  }

  /// Applies `changes` in one transaction: for each, the name its row had before it.
  func write(_ changes: [RowChange]) throws(DatabaseError) -> [String?] {
    let rows = try rows()
    return try blocking { () async throws(DatabaseError) in try await rows.write(changes) }
  }

  /// Rebuilds every row's keys; `progress` gets the rows done and to do.
  func rebuildKeys(progress: (@Sendable (Int, Int) -> Void)?) throws(DatabaseError) -> Int {
    let store = store
    return try blocking { () async throws(DatabaseError) in try await store.rekey(progress: progress) }
  }

  /// Closes the connections the store made (every command calls it when done).
  func close() {
    let store = store
    _ = try? blocking { () async throws(DatabaseError) in await store.close() }
  }
}

/// Runs `body` on the concurrency pool and waits for it (the CLI's thread blocks; the pool's
/// threads run the work, so this cannot deadlock).
func blocking<R: Sendable>(_ body: @escaping @Sendable () async throws(DatabaseError) -> R) throws(DatabaseError) -> R {
  let box = ResultBox<R>()
  let done = DispatchSemaphore(value: 0)
  Task {
    do { box.result = .success(try await body()) } catch let error as DatabaseError {
      box.result = .failure(error)
    } catch {
      box.result = .failure(.failed("\(error)"))
    }
    done.signal()
  }
  done.wait()
  return try box.result!.get()
}

/// Runs `body` on the concurrency pool and waits for it, as ``blocking(_:)``, rethrowing
/// whatever it throws.
func blockingRethrowing<R: Sendable>(_ body: @escaping @Sendable () async throws -> R) throws -> R {
  let box = AnyResultBox<R>()
  let done = DispatchSemaphore(value: 0)
  Task {
    do { box.result = .success(try await body()) } catch { box.result = .failure(error) }
    done.signal()
  }
  done.wait()
  return try box.result!.get()
}

/// The result handed from the task to the waiting thread (the semaphore orders the accesses).
private final class AnyResultBox<R: Sendable>: @unchecked Sendable {
  var result: Result<R, any Error>?
}

/// The result handed from the task to the waiting thread (the semaphore orders the accesses).
private final class ResultBox<R: Sendable>: @unchecked Sendable {
  var result: Result<R, DatabaseError>?
}
