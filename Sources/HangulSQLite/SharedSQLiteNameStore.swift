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
public final class SharedSQLiteNameStore: RowStore {
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
  private let kindState: Mutex<TableKind>

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
  public convenience init(path: String, table: TableName, creating: Bool) async throws(DatabaseError) {
    try await self.init(path: path, table: table, creating: creating, kind: .names)
  }

  /// Opens the SQLite file at `path` as ``init(path:table:creating:)`` does; a table it makes
  /// is of `kind` (a table found keeps its own).
  ///
  /// ```swift
  /// let people = try await SharedSQLiteNameStore(path: ":memory:", table: TableName("people"), creating: true, kind: .rows)
  /// people.kind   // .rows
  /// ```
  ///
  /// - Throws: as ``SQLiteNameStore/init(path:table:creating:)``.
  /// - Complexity: as ``SQLiteNameStore/init(path:table:creating:)``.
  public init(path: String, table: TableName, creating: Bool, kind: TableKind) async throws(DatabaseError) {
    // ":memory:" is one connection's own database: reads and writes share that connection.
    let inMemory = path.isEmpty || path == ":memory:"
    var writer: SQLiteWorker?
    if creating || inMemory {
      writer = try await SQLiteWorker.open(label: "writer") { () throws(DatabaseError) in
        try SQLiteNameStore(path: path, table: table, creating: creating, kind: kind)
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
    let (found, foundKind) = try await reader.run { store throws(DatabaseError) in (store.keyStatus, store.kind) }
    status = Mutex(found)
    kindState = Mutex(foundKind)
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

  /// What the table holds, as found when the store opened it (and after its own replacing
  /// import of rows); each read checks the table again, so that it answers as the table is.
  ///
  /// ```swift
  /// try await shared.kind   // .names
  /// ```
  public var kind: TableKind { kindState.withLock { $0 } }

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
    let added = try await streamed(batches, progress: progress) { (store, take) throws in
      try store.importNames(replacing: replacing) { add in
        while let batch = try take() {
          for name in batch { try add(name) }
        }
      }
    }
    if replacing { status.withLock { $0 = .current } }
    return added
  }

  /// Runs `importing` on the writing connection with a `take` that hands it the batches of
  /// `batches` one at a time as they come (nil after the last), so that the store holds at
  /// most two batches; `progress` is told the items taken after each batch, then the commit.
  /// If `batches` throws, the import rolls back and its error is rethrown as it is.
  private func streamed<Item: Sendable, Batches: AsyncSequence>(
    _ batches: Batches, progress: (@Sendable (ImportProgress) -> Void)?,
    _ importing: @escaping @Sendable (SQLiteNameStore, _ take: () throws -> [Item]?) throws -> Int
  ) async throws -> Int where Batches.Element == [Item] {
    let handoff = BatchHandoff<Item>()
    let writer = try await writer()
    let writing = Task {
      try await writer.run { store throws(DatabaseError) in
        defer { handoff.stop() }
        var done = 0
        do {
          return try importing(store) {
            guard let batch = try handoff.take() else {
              progress?(ImportProgress(phase: .committing, names: done))
              return nil
            }
            done += batch.count
            progress?(ImportProgress(phase: .copying, names: done))
            return batch
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
    return try await writing.value
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

  /// The non-empty sections of `scope`'s rows, as ``SQLiteNameStore/sections(in:)``.
  ///
  /// ```swift
  /// try await people.sections(in: nil).map(\.title)   // ["ㄱ"]
  /// ```
  ///
  /// - Complexity: as ``SQLiteNameStore/sections(in:)``.
  public func sections(in scope: RowScope?) async throws(DatabaseError) -> [SectionCount] {
    try await reader.run { store throws(DatabaseError) in try store.sections(in: scope) }
  }

  /// A page of `scope`'s names with their ids, as ``SQLiteNameStore/list(in:section:after:limit:)``.
  ///
  /// ```swift
  /// try await people.list(in: nil, section: nil, after: nil, limit: 50).ids.map(\.text)   // ["1", "2"]
  /// ```
  ///
  /// - Throws: as ``SQLiteNameStore/list(in:section:after:limit:)``.
  /// - Complexity: as ``SQLiteNameStore/list(in:section:after:limit:)``.
  public func list(in scope: RowScope?, section: String?, after cursor: ListCursor?, limit: Int?)
    async throws(DatabaseError) -> ListPage
  {
    try await reader.run { store throws(DatabaseError) in
      try store.list(in: scope, section: section, after: cursor, limit: limit)
    }
  }

  /// A page of the search results among `scope`'s rows, as
  /// ``SQLiteNameStore/searchPage(in:_:options:after:limit:)``.
  ///
  /// ```swift
  /// try await people.searchPage(in: nil, "ㄱㅂ", options: SearchOptions(), after: nil, limit: 20).matches.count   // 2
  /// ```
  ///
  /// - Throws: as ``SQLiteNameStore/searchPage(in:_:options:after:limit:)``.
  /// - Complexity: as ``SQLiteNameStore/searchPage(in:_:options:after:limit:)``.
  public func searchPage(
    in scope: RowScope?, _ query: String, options: SearchOptions, after cursor: SearchCursor?, limit: Int?
  ) async throws(DatabaseError) -> SearchPage {
    try await reader.run { store throws(DatabaseError) in
      try store.searchPage(in: scope, query, options: options, after: cursor, limit: limit)
    }
  }

  /// Imports the rows of `batches` in order, in one transaction on the writing connection
  /// (``SQLiteNameStore/importRows(replacing:_:)``), streamed as
  /// ``importNames(batches:replacing:progress:)`` streams names.
  ///
  /// ```swift
  /// let upload = AsyncStream<[NameRow]> {
  ///   $0.yield([NameRow(id: try! RowID("1"), scope: nil, name: "김병욱"), NameRow(id: try! RowID("2"), scope: nil, name: "김병욱")])
  ///   $0.finish()
  /// }
  /// try await people.importRows(batches: upload, replacing: .table, progress: nil)   // 2
  /// ```
  ///
  /// - Returns: the number of rows added.
  /// - Complexity: O(*n* log *N*) for *n* rows into a table of *N*.
  @discardableResult
  public func importRows<Batches: AsyncSequence>(
    batches: Batches, replacing: RowSelection?, progress: (@Sendable (ImportProgress) -> Void)? = nil
  ) async throws -> Int where Batches.Element == [NameRow] {
    let added = try await streamed(batches, progress: progress) { (store, take) throws in
      try store.importRows(replacing: replacing) { add in
        while let batch = try take() {
          for row in batch { try add(row) }
        }
      }
    }
    if replacing == .table { status.withLock { $0 = .current } }
    kindState.withLock { $0 = .rows }
    return added
  }

  /// Applies `changes` in one transaction on the writing connection, as
  /// ``SQLiteNameStore/write(_:)``; the next read sees all of them.
  ///
  /// ```swift
  /// try await people.write([.put(NameRow(id: try RowID("3"), scope: nil, name: "이수진"))])   // [nil]
  /// ```
  ///
  /// - Returns: for each change, the name its row had before it (nil: there was no row).
  /// - Complexity: as ``SQLiteNameStore/write(_:)``.
  @discardableResult
  public func write(_ changes: [RowChange]) async throws(DatabaseError) -> [String?] {
    try await writer().run { store throws(DatabaseError) in try store.write(changes) }
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
private final class BatchHandoff<Item: Sendable>: Sendable {
  private struct State {
    var batch: [Item]?
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
  func put(_ batch: [Item]) async -> Bool {
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
  func take() throws -> [Item]? {
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
