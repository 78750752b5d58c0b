// With the `PostgreSQL` package trait only (postgres-nio).
#if PostgreSQL
  import Hangul
  import HangulDatabase
  import PostgresNIO
  import Synchronization

  /// A store's hot standbys: the connections reads use on each, the monitor that measures
  /// their lag, and the primary's WAL position after the store's last write.
  final class Standbys: Sendable {
    /// One standby: its connections and what the monitor last found.
    final class Member: Sendable {
      struct State {
        /// The connection the monitor asks on.
        var monitor: PostgresConnection?
        /// The WAL position replayed, as a byte offset.
        var replayed: Int64?
        /// Whether the monitor's last look found it usable.
        var usable = false
        /// Whether the monitor's last look found it out of recovery: promoted, taking writes.
        var writable = false
        /// How far its replay was behind the primary at the monitor's last look (``Standbys/lag(_:at:)``).
        var lag: Duration?
        /// When it last answered the monitor.
        var answered: ContinuousClock.Instant?
        /// The reads it answered.
        var reads = 0
      }
      /// Its position in the list given to `connect`.
      let index: Int
      let configuration: PostgresConnection.Configuration
      let state = Mutex(State())
      /// The connections reads run on, each by one read at a time (opened by the monitor when
      /// the standby answers).
      let readers = ConnectionLeases()

      init(index: Int, configuration: PostgresConnection.Configuration) {
        self.index = index
        self.configuration = configuration
      }

      /// How many of its reading connections are open.
      func openReaders() -> Int {
        let (count, closed) = readers.openCount()
        for connection in closed { Standbys.retire(connection) }
        return count
      }

      /// Whether the monitor's last look, within the last ``Standbys/freshness``, found it usable.
      func isUsable(at now: ContinuousClock.Instant) -> Bool {
        state.withLock { state in
          state.usable && state.answered.map { now - $0 <= Standbys.freshness } == true
        }
      }

      /// Whether it answered the monitor within the last ``Standbys/freshness``.
      func isAnswering(at now: ContinuousClock.Instant) -> Bool {
        state.withLock { state in state.answered.map { now - $0 <= Standbys.freshness } == true }
      }

      func countRead() { state.withLock { $0.reads += 1 } }

      /// Leaves the standby out until the monitor's next look finds it well; its reading
      /// connections are closed, so that the monitor opens others.
      func leaveOut() {
        state.withLock { $0.usable = false }
        for reader in readers.removeAll() { Standbys.retire(reader) }
      }
    }

    /// What the monitor found on the primary, and the store's writes.
    struct Shared {
      /// The primary's WAL positions the monitor read, with when it asked, oldest first.
      var samples: [(asked: ContinuousClock.Instant, position: Int64)] = []
      /// Whether the primary answered the monitor's last question.
      var primaryAnswers = true
      /// The primary's WAL position after the store's last write: reads go to a standby that
      /// has replayed it.
      var written: Int64 = 0
      /// When a write's position could not be read: reads go to the primary until the monitor
      /// reads the primary's position after that moment.
      var writtenUnknownSince: ContinuousClock.Instant?
      /// The standby the monitor found promoted while the primary was down: writes go to it
      /// (nil: to the primary given to `connect`).
      var promoted: Int?
      /// The next standby in turn.
      var turn = 0
      /// The reads the primary answered.
      var primaryReads = 0
    }

    /// How often the monitor looks.
    static let interval = Duration.milliseconds(300)
    /// How long the monitor waits for an answer before it leaves the server out.
    static let patience = Duration.seconds(1)
    /// How old the monitor's last answer from a standby may be for reads to go to it.
    static let freshness = Duration.milliseconds(1500)
    /// How long a read after a write waits for a standby to replay the write before it goes
    /// to the primary (at most the lag bound).
    static let replayWait = Duration.milliseconds(20)
    /// The primary positions kept, a few seconds' worth.
    static let kept = 32

    let members: [Member]
    /// The reading connections the monitor keeps open on each standby that answers.
    let readersPerStandby: Int
    /// The primary given to `connect`, as given.
    let original: PostgresConnection.Configuration
    let maxLag: Duration
    let statementTimeout: Duration?
    let logger: Logger
    let shared = Mutex(Shared())
    let primaryMonitor = Slot<PostgresConnection?>(nil)
    let monitor = Mutex<Task<Void, Never>?>(nil)

    init(
      primary: PostgresConnection.Configuration, standbys: [PostgresConnection.Configuration], maxLag: Duration,
      readersPerStandby: Int, statementTimeout: Duration?, logger: Logger
    ) {
      self.original = primary
      self.readersPerStandby = readersPerStandby
      self.members = standbys.enumerated().map { Member(index: $0.offset, configuration: $0.element) }
      self.maxLag = maxLag
      self.statementTimeout = statementTimeout
      self.logger = logger
    }

    /// The server writes go to: the primary given to `connect`, or the standby the monitor
    /// found promoted while that primary was down.
    var primary: PostgresConnection.Configuration {
      shared.withLock { $0.promoted }.map { members[$0].configuration } ?? original
    }

    /// The standby found promoted while the primary was down, which writes go to (nil: the
    /// primary given to `connect`).
    var promoted: Int? { shared.withLock { $0.promoted } }

    /// `configuration` with a connect timeout of ``patience`` at most.
    static func monitoring(_ configuration: PostgresConnection.Configuration) -> PostgresConnection.Configuration {
      var configuration = configuration
      if configuration.options.connectTimeout > .seconds(1) { configuration.options.connectTimeout = .seconds(1) }
      return configuration
    }

    /// Looks once (so that the first reads already know which standbys qualify), then starts
    /// the monitor.
    func start() async {
      await look()
      let task = Task { [self] in
        while !Task.isCancelled {
          try? await Task.sleep(for: Self.interval)
          if Task.isCancelled { break }
          await look()
        }
      }
      monitor.withLock { $0 = task }
    }

    /// Cancels the monitor without waiting for it.
    func stopMonitor() {
      monitor.withLock { $0 }?.cancel()
    }

    /// Stops the monitor and closes every connection to the standbys and the monitor's to the
    /// primary.
    func close() async {
      let task = monitor.withLock { task in
        defer { task = nil }
        return task
      }
      task?.cancel()
      await task?.value
      var connections = [primaryMonitor.value].compactMap { $0 }
      for member in members {
        connections += member.state.withLock { state in
          defer { (state.monitor, state.usable) = (nil, false) }
          return [state.monitor].compactMap { $0 }
        }
        connections += member.readers.removeAll()
      }
      for connection in connections { try? await connection.close() }
    }

    // MARK: Reads

    /// The next standby in turn that qualifies for a read and is not in `tried`: usable, and
    /// when the store has written, one that has replayed the write (asked again for up to
    /// ``replayWait`` when the monitor's last look found it short of it); nil when none does.
    func next(excluding tried: Set<Int>) async -> Member? {
      let now = ContinuousClock.now
      let usable = members.filter { !tried.contains($0.index) && $0.isUsable(at: now) }
      guard !usable.isEmpty else { return nil }
      let (turn, written, unknown) = shared.withLock { shared in
        defer { shared.turn &+= 1 }
        return (shared.turn, shared.written, shared.writtenUnknownSince != nil)
      }
      if unknown { return nil }
      let ordered = (0..<usable.count).map { usable[(turn + $0) % usable.count] }
      if let caughtUp = ordered.first(where: { member in
        member.state.withLock { ($0.replayed ?? -1) >= written }
      }) {
        return caughtUp
      }
      let first = ordered[0]
      let deadline = now + min(maxLag, Self.replayWait)
      while true {
        if let replayed = await replayed(on: first), replayed >= written {
          first.state.withLock { $0.replayed = max($0.replayed ?? replayed, replayed) }
          return first
        }
        if ContinuousClock.now >= deadline { return nil }
        try? await Task.sleep(for: .milliseconds(2))
      }
    }

    /// The standbys that answer the monitor, in order.
    func answering() -> [Member] {
      let now = ContinuousClock.now
      return members.filter { $0.isAnswering(at: now) }
    }

    /// The WAL position `member` has replayed, asked on its reading connection now.
    private func replayed(on member: Member) async -> Int64? {
      guard let lease = await member.readers.take() else { return nil }
      defer { member.readers.giveBack(lease) }
      let (connection, logger) = (lease.connection, logger)
      let position = await Self.within(Self.patience) { () async throws -> Int64? in
        var position: Int64?
        for try await value in try await connection.query(
          "SELECT pg_wal_lsn_diff(pg_last_wal_replay_lsn(), '0/0')::int8", logger: logger
        ).decode(Int64?.self) { position = value }
        return position
      }
      return position.flatMap { $0 }
    }

    /// Whether the monitor's last question to the primary went unanswered.
    var primaryIsDown: Bool { shared.withLock { !$0.primaryAnswers } }

    /// Records the primary's WAL position after a write's commit, read on its `writer`
    /// connection; when it cannot be read, reads go to the primary until the monitor has read
    /// a later one.
    func recordWrite(on writer: PostgresConnection, logger: Logger) async {
      var position: Int64?
      do {
        for try await value in try await writer.query(
          "SELECT pg_wal_lsn_diff(pg_current_wal_lsn(), '0/0')::int8", logger: logger
        ).decode(Int64.self) { position = value }
      } catch {
        position = nil
      }
      let now = ContinuousClock.now
      shared.withLock { shared in
        if let position {
          shared.written = max(shared.written, position)
        } else {
          shared.writtenUnknownSince = now
        }
      }
    }

    /// Whether `error`, thrown by a read on a standby's `connection`, is the standby's: its
    /// connection lost or closed, or a statement cancelled by a conflict with replay
    /// (SQLSTATE 40001 on a standby), which another server answers.
    static func isStandbyFault(_ error: DatabaseError, connection: PostgresConnection) -> Bool {
      if connection.isClosed { return true }
      switch error {
      case .unavailable: return true
      case .failed(let message): return message.contains("conflict with recovery")
      default: return false
      }
    }

    func countPrimaryRead() { shared.withLock { $0.primaryReads += 1 } }

    /// The positions of the standbys reads may go to now.
    func usable() -> [Int] {
      let now = ContinuousClock.now
      return members.filter { $0.isUsable(at: now) }.map(\.index)
    }

    /// The reads the primary and each standby answered.
    func served() -> (primary: Int, standbys: [Int]) {
      (shared.withLock { $0.primaryReads }, members.map { member in member.state.withLock { $0.reads } })
    }
  }

  /// A value shared between tasks, read and set under a lock.
  final class Slot<Value: Sendable>: Sendable {
    private let storage: Mutex<Value>

    init(_ value: Value) { storage = Mutex(value) }

    var value: Value {
      get { storage.withLock { $0 } }
      set { storage.withLock { $0 = newValue } }
    }
  }
#endif
