// With the `PostgreSQL` package trait only (postgres-nio).
#if PostgreSQL
  import HangulDatabase
  import Synchronization

  /// A gate that tasks wait at until it opens, whether or not they are cancelled.
  final class Latch: Sendable {
    private let state = Mutex<(open: Bool, waiters: [CheckedContinuation<Void, Never>])>((false, []))

    /// Waits until ``open()`` (at once if it was).
    func wait() async {
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        let now = state.withLock { state -> Bool in
          if state.open { return true }
          state.waiters.append(continuation)
          return false
        }
        if now { continuation.resume() }
      }
    }

    /// Opens the gate: every waiter goes on.
    func open() {
      let waiters = state.withLock { state in
        state.open = true
        defer { state.waiters = [] }
        return state.waiters
      }
      for waiter in waiters { waiter.resume() }
    }
  }

  /// The first result given to ``settle(_:)``, which ``value`` waits for; later ones are
  /// dropped.
  final class Outcome<R: Sendable>: Sendable {
    private typealias Waiter = CheckedContinuation<Result<R, DatabaseError>, Never>
    private let state = Mutex<(result: Result<R, DatabaseError>?, waiter: Waiter?)>((nil, nil))

    /// Gives the result, unless one was given before.
    func settle(_ result: Result<R, DatabaseError>) {
      let waiter = state.withLock { state -> Waiter? in
        guard state.result == nil else { return nil }
        state.result = result
        defer { state.waiter = nil }
        return state.waiter
      }
      waiter?.resume(returning: result)
    }

    /// The first result, once given.
    var value: Result<R, DatabaseError> {
      get async {
        await withCheckedContinuation { (continuation: Waiter) in
          let now = state.withLock { state -> Result<R, DatabaseError>? in
            if let result = state.result { return result }
            state.waiter = continuation
            return nil
          }
          if let now { continuation.resume(returning: now) }
        }
      }
    }
  }

  /// A claim that only the first of several tasks gets: the one that may act on a shared
  /// outcome (answer a read, or close its connection), while the others stand down.
  final class Claim: Sendable {
    private let taken = Mutex(false)

    /// Whether this call is the first: `true` once, `false` ever after.
    func take() -> Bool {
      taken.withLock { taken in
        defer { taken = true }
        return !taken
      }
    }
  }

  /// A lock that tasks wait for in turn, held across suspension points: the reads that share
  /// a store's own reading connection take it, and so do the row writes that share its kept
  /// writer, so that their statements do not interleave.
  final class AsyncLock: Sendable {
    private let state = Mutex<(held: Bool, waiters: [CheckedContinuation<Void, Never>])>((false, []))

    /// Runs `body` holding the lock, after the tasks that asked for it before.
    func withLock<R, Failure: Error>(_ body: () async throws(Failure) -> R) async throws(Failure) -> R {
      await acquire()
      defer { release() }
      return try await body()
    }

    private func acquire() async {
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        let now = state.withLock { state -> Bool in
          if !state.held {
            state.held = true
            return true
          }
          state.waiters.append(continuation)
          return false
        }
        if now { continuation.resume() }
      }
    }

    private func release() {
      let next = state.withLock { state -> CheckedContinuation<Void, Never>? in
        guard !state.waiters.isEmpty else {
          state.held = false
          return nil
        }
        return state.waiters.removeFirst()
      }
      next?.resume()
    }
  }

  /// A flag set once, read from any task.
  final class Flag: Sendable {
    private let value = Mutex(false)
    var isSet: Bool { value.withLock { $0 } }
    func set() { value.withLock { $0 = true } }
  }
#endif
