import Dispatch
import Hangul
import HangulDatabase
import HangulSQLite

/// What `hangul db` needs of a store, the same for SQLite and PostgreSQL (blocking calls).
protocol NameStoreConnection {
  /// Imports every non-empty line of `lines` in one transaction, streamed (memory bounded by
  /// a few batches); `progress` is told how far it is.
  func importLines(of lines: LineBatches, replacing: Bool, progress: ImportProgressLine?) throws
  func sections() throws(DatabaseError) -> [SectionCount]
  func list(section: String?, after cursor: ListCursor?, limit: Int?) throws(DatabaseError) -> ListPage
  func searchPage(_ query: String, options: SearchOptions, after cursor: SearchCursor?, limit: Int?)
    throws(DatabaseError) -> SearchPage
  /// Whether the stored keys are this build's (as found on open).
  var keyStatus: KeyStatus { get }
  /// Rebuilds every row's keys (one transaction); `progress` gets the rows done and to do.
  func rebuildKeys(progress: (@Sendable (Int, Int) -> Void)?) throws(DatabaseError) -> Int
  /// Closes the connection (every command calls it when done).
  func close()
}

extension SQLiteNameStore: NameStoreConnection {
  /// The SQLite file closes when the store is released.
  func close() {}

  func importLines(of lines: LineBatches, replacing: Bool, progress: ImportProgressLine?) throws {
    var done = 0
    try importNames(replacing: replacing) { add in
      while let batch = try lines.nextBatch() {
        for name in batch { try add(name) }
        done += batch.count
        progress?.report(ImportProgress(phase: .copying, names: done))
      }
      progress?.report(ImportProgress(phase: .committing, names: done))
    }
  }

  func rebuildKeys(progress: (@Sendable (Int, Int) -> Void)?) throws(DatabaseError) -> Int {
    if let progress { return try rekey { done, total in progress(done, total) } }
    return try rekey()
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
