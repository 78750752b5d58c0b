import HangulPostgres
import Synchronization

/// A few `PostgresNameStore`s (each one PostgreSQL connection) lent to one request at a time,
/// and made again when PostgreSQL goes away.
///
/// A store's connection runs one request's statements at a time (a section page is a
/// transaction), so each request borrows a whole store and gives it back. A store whose call
/// failed for a reason other than the caller's input is closed and forgotten, and so are the
/// idle ones (PostgreSQL went away or restarted: they are dead too); the next request
/// connects again. Connecting and each call have a time limit, so that a database that is
/// down or hung is a ``DatabaseError/unavailable(_:)`` within it, never a request that hangs;
/// after a failed or timed-out connection, requests are answered at once with that failure
/// for a short while instead of each trying again.
actor StorePool {
  let url: PostgresURL
  let table: TableName
  let size: Int
  /// How long connecting, and then one call on a store, may take.
  let timeLimit: Duration
  /// How long a request waits for a store while every one is lent (a busy but healthy pool).
  let queueLimit: Duration

  private var idle: [PostgresNameStore] = []
  /// Stores that exist: idle, lent, or being connected.
  private var open = 0
  private var waiters: [(id: Int, continuation: CheckedContinuation<Handout, Never>)] = []
  private var nextWaiter = 0
  /// When the last connection attempt failed, and why.
  private var lastFailure: (at: ContinuousClock.Instant, error: DatabaseError)?
  private var closed = false
  /// How long requests are answered with the last connection failure before one tries again.
  private static let failFastWindow = Duration.milliseconds(200)

  enum Handout: Sendable {
    case store(PostgresNameStore)
    /// Stores were closed: connect one (or wait again if others took the free slots).
    case retry
    case timedOut
  }

  init(url: PostgresURL, table: TableName, size: Int, timeLimit: Duration, queueLimit: Duration) {
    self.url = url
    self.table = table
    self.size = size
    self.timeLimit = timeLimit
    self.queueLimit = queueLimit
  }

  /// Runs `body` on a borrowed store. A store whose call failed for a reason other than the
  /// caller's input is closed, and if it had been idle (PostgreSQL may have dropped it
  /// meanwhile) the call is tried once more on a new connection.
  ///
  /// - Throws: the store's input errors as they are (``DatabaseError/invalidLimit(_:)`` …),
  ///   everything else as ``DatabaseError/unavailable(_:)``.
  nonisolated func withStore<T: Sendable>(
    _ body: @escaping @Sendable (PostgresNameStore) async throws(DatabaseError) -> T
  ) async throws(DatabaseError) -> T {
    let queueDeadline = ContinuousClock.now + queueLimit
    var attempts = 0
    while true {
      attempts += 1
      let (store, reused) = try await borrow(queueDeadline: queueDeadline)
      let lease = Lease(store: store, pool: self)
      let outcome = await race(deadline: .now + timeLimit) { () async -> Result<T, DatabaseError> in
        do throws(DatabaseError) {
          let value = try await body(store)
          await lease.giveBack(healthy: true)
          return .success(value)
        } catch {
          await lease.giveBack(healthy: error.isCallerError)
          return .failure(error)
        }
      }
      switch outcome {
      case .none:
        // Out of time: the statement may be stuck. Closing the store ends it. A new
        // connection that does not answer means PostgreSQL does not; an idle one may just
        // have been dropped (its backend ended), so the next call connects again at once.
        await lease.giveBack(healthy: false, timedOut: !reused)
        throw .unavailable("no answer from \(url.host):\(url.port) within \(timeLimit)")
      case .some(.success(let value)): return value
      case .some(.failure(let error)):
        if error.isCallerError { throw error }
        if reused && attempts == 1 { continue }
        if case .unavailable = error { throw error }
        throw .unavailable("\(error)")
      }
    }
  }

  /// A store: an idle one, a new one while fewer than `size` exist, or the next one given
  /// back (until `queueDeadline`). Whether it had been idle comes with it.
  private func borrow(queueDeadline: ContinuousClock.Instant) async throws(DatabaseError) -> (PostgresNameStore, Bool) {
    while true {
      if closed { throw .unavailable("the server is stopping") }
      if let store = idle.popLast() { return (store, true) }
      if open < size {
        if let failure = lastFailure, ContinuousClock.now < failure.at + Self.failFastWindow { throw failure.error }
        return (try await connect(), false)
      }
      switch await wait(until: queueDeadline) {
      case .store(let store): return (store, true)
      case .retry: continue
      case .timedOut: throw .unavailable("every connection to \(url.host):\(url.port) is busy")
      }
    }
  }

  private func connect() async throws(DatabaseError) -> PostgresNameStore {
    open += 1
    let (url, table, seconds, limit) = (url, table, max(1, Int64(timeLimit.components.seconds)), timeLimit)
    let attempt = Task { () async -> Result<PostgresNameStore, DatabaseError> in
      do throws(DatabaseError) {
        // The server ends a statement past the time limit itself, so that a request given up
        // here leaves nothing running there.
        return .success(
          try await PostgresNameStore.connect(
            url: url, table: table, creating: false, timeout: seconds, statementTimeout: limit))
      } catch { return .failure(error) }
    }
    switch await race(deadline: .now + timeLimit, { await attempt.value }) {
    case .some(.success(let store)):
      lastFailure = nil
      return store
    case .some(.failure(let error)):
      open -= 1
      failed(error)
      throw error
    case .none:
      // The attempt goes on; whatever it makes is kept (or closed) when it ends.
      Task { await self.adopt(await attempt.value) }
      let error = DatabaseError.unavailable("no connection to \(url.host):\(url.port) within \(timeLimit)")
      failed(error)
      throw error
    }
  }

  /// A connection attempt that ended after its caller gave up.
  private func adopt(_ result: Result<PostgresNameStore, DatabaseError>) async {
    switch result {
    case .success(let store): await giveBack(store, healthy: true)
    case .failure:
      open -= 1
      wakeAll()
    }
  }

  /// Remembers a connection failure and tells every waiter (who then answers with it).
  private func failed(_ error: DatabaseError) {
    lastFailure = (.now, error)
    wakeAll()
  }

  private func wakeAll() {
    let woken = waiters
    waiters = []
    for waiter in woken { waiter.continuation.resume(returning: .retry) }
  }

  private func wait(until deadline: ContinuousClock.Instant) async -> Handout {
    nextWaiter += 1
    let id = nextWaiter
    let timer = Task { [weak self] in
      try? await Task.sleep(until: deadline, clock: .continuous)
      await self?.timeOut(id)
    }
    defer { timer.cancel() }
    return await withCheckedContinuation { continuation in waiters.append((id, continuation)) }
  }

  private func timeOut(_ id: Int) {
    guard let index = waiters.firstIndex(where: { $0.id == id }) else { return }
    waiters.remove(at: index).continuation.resume(returning: .timedOut)
  }

  fileprivate func giveBack(_ store: PostgresNameStore, healthy: Bool, timedOut: Bool = false) async {
    if healthy && !closed {
      if waiters.isEmpty {
        idle.append(store)
      } else {
        waiters.removeFirst().continuation.resume(returning: .store(store))
      }
      return
    }
    // The store's connection failed: the idle ones most likely did too (PostgreSQL
    // restarted, or its backends were ended). Close them all; the waiters connect anew.
    let dropped = idle
    idle = []
    open -= 1 + dropped.count
    if timedOut {
      failed(.unavailable("no answer from \(url.host):\(url.port) within \(timeLimit)"))
    } else {
      wakeAll()
    }
    await store.close()
    for store in dropped { await store.close() }
  }

  /// Closes every idle store and refuses new calls (the server is stopping).
  func close() async {
    closed = true
    let dropped = idle
    idle = []
    open -= dropped.count
    for waiter in waiters { waiter.continuation.resume(returning: .timedOut) }
    waiters = []
    for store in dropped { await store.close() }
  }

  /// `body`'s result, or nil if `deadline` comes first (`body` then runs on, unawaited).
  private nonisolated func race<T: Sendable>(
    deadline: ContinuousClock.Instant, _ body: @escaping @Sendable () async -> T
  ) async -> T? {
    let once = Once<T?>()
    return await withCheckedContinuation { (continuation: CheckedContinuation<T?, Never>) in
      once.continuation.withLock { $0 = continuation }
      Task { once.resume(returning: await body()) }
      Task {
        try? await Task.sleep(until: deadline, clock: .continuous)
        once.resume(returning: nil)
      }
    }
  }
}

/// A continuation resumed by the first of several tasks.
private final class Once<T: Sendable>: Sendable {
  let continuation = Mutex<CheckedContinuation<T, Never>?>(nil)

  func resume(returning value: T) {
    continuation.withLock { $0.take() }?.resume(returning: value)
  }
}

/// A borrowed store, given back once: by the call, or by its time limit, whichever is first.
private final class Lease: Sendable {
  let store: PostgresNameStore
  let pool: StorePool
  private let returned = Mutex(false)

  init(store: PostgresNameStore, pool: StorePool) {
    self.store = store
    self.pool = pool
  }

  func giveBack(healthy: Bool, timedOut: Bool = false) async {
    let first = returned.withLock { done in
      defer { done = true }
      return !done
    }
    guard first else { return }
    await pool.giveBack(store, healthy: healthy, timedOut: timedOut)
  }
}

extension DatabaseError {
  /// Whether the caller's input was wrong (a 4xx), not the database.
  var isCallerError: Bool {
    switch self {
    case .invalidLimit, .invalidCursor, .unknownSection, .invalidTableName, .invalidURL: true
    default: false
    }
  }
}
