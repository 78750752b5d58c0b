// With the `PostgreSQL` package trait only (postgres-nio).
#if PostgreSQL
  import PostgresNIO
  import Synchronization

  /// Connections that each serve one task at a time: a read takes one (waiting while every
  /// one is out), runs its statements (a section's page is a transaction of several) and gives
  /// it back. A standby's reading connections are held so: two reads on one connection at once
  /// would interleave their transactions. A read takes one with ``take()`` and gives it back
  /// with ``giveBack(_:)``.
  final class ConnectionLeases: Sendable {
    /// A connection taken by one task, until it gives it back.
    struct Lease: Sendable {
      let connection: PostgresConnection
      /// The ``ConnectionLeases/removeAll()`` calls before it was taken: a lease of an earlier
      /// generation is not taken back.
      fileprivate let generation: Int
    }

    private struct State {
      var idle: [PostgresConnection] = []
      var lent: [ObjectIdentifier: PostgresConnection] = [:]
      var waiters: [CheckedContinuation<Lease?, Never>] = []
      var generation = 0
    }
    private let state = Mutex(State())

    /// Adds an open connection: to a task waiting for one, or to the idle ones.
    func add(_ connection: PostgresConnection) {
      let waiter = state.withLock { state -> (CheckedContinuation<Lease?, Never>, Lease)? in
        guard !state.waiters.isEmpty else {
          state.idle.append(connection)
          return nil
        }
        state.lent[ObjectIdentifier(connection)] = connection
        return (state.waiters.removeFirst(), Lease(connection: connection, generation: state.generation))
      }
      if let (continuation, lease) = waiter { continuation.resume(returning: lease) }
    }

    /// The connections open now: lent or idle, those found closed dropped (and returned, to
    /// be retired by the caller).
    func openCount() -> (count: Int, closed: [PostgresConnection]) {
      state.withLock { state in
        let closed = state.idle.filter(\.isClosed)
        state.idle.removeAll(where: \.isClosed)
        return (state.idle.count + state.lent.count, closed)
      }
    }

    /// An idle open connection, lent to the caller alone; when every one is lent, the first
    /// given back (or added); nil when none is open, or when ``removeAll()`` ends the wait.
    ///
    /// - Complexity: O(*c*) for *c* connections, and the wait for one.
    func take() async -> Lease? {
      await withCheckedContinuation { (continuation: CheckedContinuation<Lease?, Never>) in
        let now = state.withLock { state -> Lease?? in
          state.idle.removeAll(where: \.isClosed)
          if let connection = state.idle.popLast() {
            state.lent[ObjectIdentifier(connection)] = connection
            return .some(Lease(connection: connection, generation: state.generation))
          }
          if state.lent.isEmpty { return .some(nil) }
          state.waiters.append(continuation)
          return .none
        }
        if let now { continuation.resume(returning: now) }
      }
    }

    /// Gives `lease` back: to a task waiting for a connection, or to the idle ones; a closed
    /// connection, or one taken before ``removeAll()``, is not kept.
    func giveBack(_ lease: Lease) {
      let waiter = state.withLock { state -> (CheckedContinuation<Lease?, Never>, Lease)? in
        guard lease.generation == state.generation else { return nil }
        let connection = lease.connection
        guard !connection.isClosed else {
          state.lent[ObjectIdentifier(connection)] = nil
          // The last one gone: the waiters get none.
          return nil
        }
        guard !state.waiters.isEmpty else {
          state.lent[ObjectIdentifier(connection)] = nil
          state.idle.append(connection)
          return nil
        }
        return (state.waiters.removeFirst(), lease)
      }
      if let (continuation, lease) = waiter { continuation.resume(returning: lease) }
      endWaitsWithoutConnections()
    }

    /// Ends the waits when no connection is open (lent or idle): each waiter gets none.
    private func endWaitsWithoutConnections() {
      let waiters = state.withLock { state -> [CheckedContinuation<Lease?, Never>] in
        guard state.lent.isEmpty && state.idle.isEmpty else { return [] }
        defer { state.waiters = [] }
        return state.waiters
      }
      for waiter in waiters { waiter.resume(returning: nil) }
    }

    /// Takes every connection away, idle and lent, for the caller to close; the tasks waiting
    /// for one get none, and the leases out now are not taken back.
    func removeAll() -> [PostgresConnection] {
      let (connections, waiters) = state.withLock { state in
        defer {
          state.idle = []
          state.lent = [:]
          state.waiters = []
          state.generation += 1
        }
        return (state.idle + Array(state.lent.values), state.waiters)
      }
      for waiter in waiters { waiter.resume(returning: nil) }
      return connections
    }
  }
#endif
