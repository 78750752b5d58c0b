import Dispatch
import Hangul
import HangulDatabase
import Synchronization

/// A table of names in a SQLite file for async code and servers: a ``NameStore`` that many
/// tasks share. It holds two ``SQLiteNameStore``s on the file, each on a queue of its own
/// (as GRDB's `DatabasePool` holds a writer and readers): reads run on one, imports and rekeys
/// on the other, so reads keep answering from the last committed rows while an import runs
/// (the file is in WAL mode), and no call blocks a task of the concurrency pool while SQLite
/// works. Calls on each connection run one at a time, in the order they came. `":memory:"`
/// is one connection's own database: both run on one connection there.
///
/// ```swift
/// let store = try await SharedSQLiteNameStore(path: "names.db", table: TableName("names"), creating: true)
/// try await store.importNames(["홍길동", "Zoe"], replacing: true)
/// try await store.sections().map(\.title)   // ["ㅎ", "Z"]
/// ```
public final class SharedSQLiteNameStore: NameStore {
  /// The table.
  ///
  /// ```swift
  /// try await shared.table.name   // "names"
  /// ```
  public let table: TableName
  private let path: String
  private let reader: SQLiteWorker
  /// The writing connection, opened by the first write (or by the init when `creating`).
  private let writerSlot: Mutex<SQLiteWorker?>
  private let status: Mutex<KeyStatus>

  /// Opens the SQLite file at `path`; with `creating`, makes the file and the table when
  /// missing. The reading connection opens now, the writing one with the first import or
  /// rekey (now, when `creating`). Keys another version made are reported (``keyStatus``),
  /// not rebuilt.
  ///
  /// ```swift
  /// let store = try await SharedSQLiteNameStore(path: "/tmp/names.db", table: TableName("names"), creating: true)
  /// try await store.sections()   // [] for a new table
  /// ```
  ///
  /// - Throws: as ``SQLiteNameStore/init(path:table:creating:)``.
  /// - Complexity: as ``SQLiteNameStore/init(path:table:creating:)``.
  public init(path: String, table: TableName, creating: Bool) async throws(DatabaseError) {
    // ":memory:" is one connection's own database: reads and writes share that connection.
    let inMemory = path.isEmpty || path == ":memory:"
    var writer: SQLiteWorker?
    if creating || inMemory {
      writer = try await SQLiteWorker.open(label: "writer") { () throws(DatabaseError) in
        try SQLiteNameStore(path: path, table: table, creating: creating)
      }
    }
    if let writer, inMemory {
      reader = writer
    } else {
      reader = try await SQLiteWorker.open(label: "reader") { () throws(DatabaseError) in
        try SQLiteNameStore(path: path, table: table, creating: false)
      }
    }
    self.path = path
    self.table = table
    writerSlot = Mutex(writer)
    status = Mutex(try await reader.run { store throws(DatabaseError) in store.keyStatus })
  }

  /// The writing connection, opened now if no write opened it yet.
  private func writer() async throws(DatabaseError) -> SQLiteWorker {
    if let writer = writerSlot.withLock({ $0 }) { return writer }
    let (path, table) = (path, table)
    let opened = try await SQLiteWorker.open(label: "writer") { () throws(DatabaseError) in
      try SQLiteNameStore(path: path, table: table, creating: false)
    }
    // Two first writes may both have opened one: the first kept is the writer.
    return writerSlot.withLock { slot in
      if let writer = slot { return writer }
      slot = opened
      return opened
    }
  }

  /// Whether the stored keys are this build's, as found when the store opened the table (and
  /// after its own ``rekey(progress:)`` or replacing import).
  ///
  /// ```swift
  /// try await shared.keyStatus   // .current
  /// ```
  public var keyStatus: KeyStatus { status.withLock { $0 } }

  /// The non-empty sections in order with their counts, as ``SQLiteNameStore/sections()``.
  ///
  /// ```swift
  /// try await shared.sections()   // [SectionCount(title: "ㅎ", count: 1), SectionCount(title: "Z", count: 1)]
  /// ```
  ///
  /// - Complexity: as ``SQLiteNameStore/sections()``.
  public func sections() async throws(DatabaseError) -> [SectionCount] {
    try await reader.run { store throws(DatabaseError) in try store.sections() }
  }

  /// A page of names in Korean order, as ``SQLiteNameStore/list(section:after:limit:)``.
  ///
  /// ```swift
  /// try await shared.list(section: "ㅎ", after: nil, limit: 50).items   // ["홍길동"]
  /// ```
  ///
  /// - Throws: as ``SQLiteNameStore/list(section:after:limit:)``.
  /// - Complexity: as ``SQLiteNameStore/list(section:after:limit:)``.
  public func list(section: String?, after cursor: ListCursor?, limit: Int?) async throws(DatabaseError) -> ListPage {
    try await reader.run { store throws(DatabaseError) in try store.list(section: section, after: cursor, limit: limit)
    }
  }

  /// A page of search results, as ``SQLiteNameStore/searchPage(_:options:after:limit:)``.
  ///
  /// ```swift
  /// try await shared.searchPage("ㅎㄱ", options: SearchOptions(), after: nil, limit: 20).matches.map(\.name)   // ["홍길동"]
  /// ```
  ///
  /// - Throws: as ``SQLiteNameStore/searchPage(_:options:after:limit:)``.
  /// - Complexity: as ``SQLiteNameStore/searchPage(_:options:after:limit:)``.
  public func searchPage(_ query: String, options: SearchOptions, after cursor: SearchCursor?, limit: Int?)
    async throws(DatabaseError) -> SearchPage
  {
    try await reader.run { store throws(DatabaseError) in
      try store.searchPage(query, options: options, after: cursor, limit: limit)
    }
  }

  /// Imports the names of `batches` in order, in one transaction on the writing connection
  /// (``SQLiteNameStore/importNames(replacing:_:)``): each batch is handed to it as it comes,
  /// so the store holds at most two batches whatever the number of names. If `batches`
  /// throws, nothing changes and its error is rethrown as it is. `progress` is told the names
  /// written after each batch, then the commit.
  ///
  /// ```swift
  /// let upload = AsyncStream<[String]> { $0.yield(["홍길동", "Zoe"]); $0.finish() }
  /// try await shared.importNames(batches: upload, replacing: false, progress: nil)   // 2
  /// ```
  ///
  /// - Returns: the number of names added.
  /// - Complexity: O(*n* log *N*) for *n* names into a table of *N*.
  @discardableResult
  public func importNames<Batches: AsyncSequence>(
    batches: Batches, replacing: Bool, progress: (@Sendable (ImportProgress) -> Void)? = nil
  ) async throws -> Int where Batches.Element == [String] {
    let handoff = BatchHandoff()
    let writer = try await writer()
    let writing = Task {
      try await writer.run { store throws(DatabaseError) in
        defer { handoff.stop() }
        var done = 0
        do {
          return try store.importNames(replacing: replacing) { add in
            while let batch = try handoff.take() {
              for name in batch { try add(name) }
              done += batch.count
              progress?(ImportProgress(phase: .copying, names: done))
            }
            progress?(ImportProgress(phase: .committing, names: done))
          }
        } catch let error as DatabaseError {
          throw error
        } catch {
          throw .failed("\(error)")
        }
      }
    }
    do {
      for try await batch in batches {
        guard await handoff.put(batch) else { break }
      }
      handoff.end()
    } catch {
      handoff.fail()
      _ = await writing.result
      throw error
    }
    let added = try await writing.value
    if replacing { status.withLock { $0 = .current } }
    return added
  }

  /// Rebuilds the keys of every row another version made, on the writing connection, as
  /// ``SQLiteNameStore/rekey(progress:)``: reads keep answering from the old keys until it
  /// commits.
  ///
  /// ```swift
  /// try await shared.rekey()   // 0: every row has this build's keys
  /// ```
  ///
  /// - Returns: the number of rows rekeyed.
  /// - Complexity: as ``SQLiteNameStore/rekey(progress:)``.
  @discardableResult
  public func rekey(progress: (@Sendable (_ done: Int, _ total: Int) -> Void)? = nil) async throws(DatabaseError) -> Int
  {
    let count = try await writer().run { store throws(DatabaseError) in
      if let progress { return try store.rekey { done, total in progress(done, total) } }
      return try store.rekey()
    }
    status.withLock { $0 = .current }
    return count
  }

  /// Nothing to do: the connections close when the store is released.
  ///
  /// ```swift
  /// try await shared.close()
  /// ```
  public func close() async {}
}

/// A ``SQLiteNameStore`` that only its own serial queue touches: every call is a block on
/// it, so the store's connection is never used by two threads at once.
private final class SQLiteWorker: @unchecked Sendable {
  private let queue: DispatchQueue
  private let store: SQLiteNameStore

  private init(queue: DispatchQueue, store: SQLiteNameStore) {
    self.queue = queue
    self.store = store
  }

  /// A worker whose store `open` makes on its queue.
  static func open(label: String, _ open: @escaping @Sendable () throws(DatabaseError) -> SQLiteNameStore)
    async throws(DatabaseError) -> SQLiteWorker
  {
    let queue = DispatchQueue(label: "hangul.sqlite.\(label)")
    let opened = await withCheckedContinuation {
      (continuation: CheckedContinuation<Result<Opened, DatabaseError>, Never>) in
      queue.async {
        do throws(DatabaseError) {
          continuation.resume(returning: .success(Opened(store: try open())))
        } catch {
          continuation.resume(returning: .failure(error))
        }
      }
    }
    return SQLiteWorker(queue: queue, store: try opened.get().store)
  }

  /// Runs `body` on the queue with the store and waits for it.
  func run<R: Sendable>(_ body: @escaping @Sendable (SQLiteNameStore) throws(DatabaseError) -> R)
    async throws(DatabaseError) -> R
  {
    let result = await withCheckedContinuation { (continuation: CheckedContinuation<Result<R, DatabaseError>, Never>) in
      queue.async {
        do throws(DatabaseError) {
          continuation.resume(returning: .success(try body(self.store)))
        } catch {
          continuation.resume(returning: .failure(error))
        }
      }
    }
    return try result.get()
  }

  /// A store handed from the queue it was made on to its worker (which keeps it on that queue).
  private struct Opened: @unchecked Sendable {
    let store: SQLiteNameStore
  }
}

/// Batches handed one at a time from an async producer (an import's sequence) to the thread
/// that writes them (a ``SQLiteWorker``'s queue): the producer waits, without blocking a thread,
/// while the writer has a batch not yet taken; the writer blocks its own thread for the next.
private final class BatchHandoff: Sendable {
  private struct State {
    var batch: [String]?
    var ended = false
    var failed = false
    var stopped = false
    var producer: CheckedContinuation<Void, Never>?
  }

  /// Thrown to the writer when the producer's sequence failed: the import rolls back.
  struct SourceFailed: Error {}

  private let state = Mutex(State())
  /// Signalled once per batch posted and once at the end.
  private let posted = DispatchSemaphore(value: 0)

  /// Hands `batch` to the writer once it took the previous one; false if the writer stopped.
  func put(_ batch: [String]) async -> Bool {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let now = state.withLock { state -> Bool in
        if state.stopped || state.batch == nil { return true }
        state.producer = continuation
        return false
      }
      if now { continuation.resume() }
    }
    let handed = state.withLock { state -> Bool in
      guard !state.stopped else { return false }
      state.batch = batch
      return true
    }
    if handed { posted.signal() }
    return handed
  }

  /// The sequence ended: the writer commits after the last batch.
  func end() {
    state.withLock { $0.ended = true }
    posted.signal()
  }

  /// The sequence failed: the writer rolls back.
  func fail() {
    state.withLock { $0.failed = true }
    posted.signal()
  }

  /// The writer's next batch (nil at the end), waiting on its own thread.
  func take() throws -> [String]? {
    posted.wait()
    let (batch, failed, producer) = state.withLock { state in
      defer {
        state.batch = nil
        state.producer = nil
      }
      return (state.batch, state.failed, state.producer)
    }
    producer?.resume()
    if failed { throw SourceFailed() }
    return batch
  }

  /// The writer is done (committed or failed): the producer stops handing batches.
  func stop() {
    let producer = state.withLock { state in
      state.stopped = true
      defer { state.producer = nil }
      return state.producer
    }
    producer?.resume()
  }
}
