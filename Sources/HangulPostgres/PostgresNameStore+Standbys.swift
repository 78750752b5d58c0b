// With the `PostgreSQL` package trait only (postgres-nio).
#if PostgreSQL
  import Hangul
  import HangulDatabase
  import PostgresNIO
  import Synchronization

  extension PostgresNameStore {
    /// Connects to the primary at `url` as ``connect(url:table:creating:kind:timeout:statementTimeout:)``
    /// does, and to the hot standbys at `standbys` (PostgreSQL streaming replicas of it, made
    /// with `pg_basebackup -R`), and spreads the reads over the standbys.
    ///
    /// Writes (imports, puts, deletes, ``write(_:)``, rekeys, replaces) go to the primary.
    /// Every read (``sections()``, ``list(section:after:limit:)``,
    /// ``searchPage(_:options:after:limit:)`` and their scoped forms) goes to the standbys in
    /// turn, to those that answered the monitor within the last second and whose lag is within
    /// `maxLag`; when none does, to the primary. The monitor asks each standby every 300 ms
    /// for `pg_is_in_recovery()`, `pg_last_wal_replay_lsn()` and
    /// `pg_last_xact_replay_timestamp()`, and the primary for `pg_current_wal_lsn()`: a standby
    /// is behind when it has not replayed the primary's WAL and what it lacks may be older
    /// than `maxLag` (the time since its last replayed transaction's commit, or since the
    /// primary's position it has replayed was read, whichever is shorter). An idle primary's
    /// standby is never behind. A standby that does not answer within a second is left out
    /// until it answers again and has caught up; ``usableStandbys`` says which are in.
    ///
    /// Reads see the store's own writes: each write records the primary's WAL position at its
    /// commit, and until a standby has replayed it (asked for a few milliseconds), reads go to
    /// the primary. A read that fails on a standby (its connection lost, or a statement
    /// cancelled by replay) runs again on the next standby, then on the primary. When the
    /// primary is down, reads go on from the standbys (those within the lag bound, then, when
    /// none is, any that answers), and writes fail with ``DatabaseError/unavailable(_:)`` as
    /// soon as the connection is refused.
    ///
    /// ```swift
    /// let store = try await PostgresNameStore.connect(
    ///   url: PostgresURL("postgres://app@db-primary/app"),
    ///   standbys: [PostgresURL("postgres://app@db-standby-1/app"), PostgresURL("postgres://app@db-standby-2/app")],
    ///   table: TableName("names"), creating: false, maxLag: .seconds(1))
    /// try await store.put(NameRow(id: try RowID("7"), scope: nil, name: "홍길동"))
    /// try await store.search("ㅎㄱㄷ", options: SearchOptions(), limit: 10)   // finds 홍길동: read-your-writes
    /// ```
    ///
    /// - Throws: as ``connect(url:table:creating:kind:timeout:statementTimeout:)``, for the
    ///   primary only: a standby that cannot be reached is left out until it can.
    /// - Complexity: as ``connect(url:table:creating:kind:timeout:statementTimeout:)``, and
    ///   one round trip to each standby.
    public static func connect(
      url: PostgresURL, standbys: [PostgresURL], table: TableName, creating: Bool, kind: TableKind = .names,
      timeout: Int64 = 5, statementTimeout: Duration? = nil, maxLag: Duration = .seconds(1)
    ) async throws(DatabaseError) -> PostgresNameStore {
      try await connect(
        configuration: configuration(url, timeout: timeout),
        standbys: standbys.map { configuration($0, timeout: timeout) }, table: table, creating: creating, kind: kind,
        logger: quietLogger, statementTimeout: statementTimeout, maxLag: maxLag)
    }

    /// Connects with the caller's `configuration` to the primary and with `standbys` to its hot
    /// standbys (their TLS and credentials postgres-nio's), as
    /// ``connect(url:standbys:table:creating:kind:timeout:statementTimeout:maxLag:)`` does.
    ///
    /// ```swift
    /// let primary = PostgresConnection.Configuration(
    ///   host: "db-primary", username: "app", password: nil, database: "app", tls: .disable)
    /// let standby = PostgresConnection.Configuration(
    ///   host: "db-standby-1", username: "app", password: nil, database: "app", tls: .disable)
    /// let store = try await PostgresNameStore.connect(
    ///   configuration: primary, standbys: [standby], table: TableName("names"), creating: false,
    ///   logger: Logger(label: "app"))
    /// ```
    ///
    /// - Throws: as ``connect(url:standbys:table:creating:kind:timeout:statementTimeout:maxLag:)``.
    /// - Complexity: as ``connect(url:standbys:table:creating:kind:timeout:statementTimeout:maxLag:)``.
    public static func connect(
      configuration: PostgresConnection.Configuration, standbys: [PostgresConnection.Configuration],
      table: TableName, creating: Bool, kind: TableKind = .names, logger: Logger, statementTimeout: Duration? = nil,
      maxLag: Duration = .seconds(1)
    ) async throws(DatabaseError) -> PostgresNameStore {
      let maker: NameKeyMaker
      do { maker = try NameKeyMaker() } catch { throw .icu("\(error)") }
      let connection = try await readingConnection(configuration, statementTimeout: nil, logger: logger)
      let replicas = Standbys(
        primary: configuration, standbys: standbys, maxLag: maxLag, statementTimeout: statementTimeout,
        logger: logger)
      let store = PostgresNameStore(
        source: .own(configuration), reader: connection, table: table, maker: maker, logger: logger,
        statementTimeout: statementTimeout, standbys: replicas)
      do {
        try await store.prepare(creating: creating, kind: kind)
        try await limit(connection, to: statementTimeout, logger: logger)
      } catch {
        try? await connection.close()
        throw error
      }
      await replicas.start()
      return store
    }

    /// The positions in the `standbys` given to `connect` of the standbys reads go to now: those
    /// that answered the monitor within the last second and are within the lag bound (empty
    /// for a store without standbys).
    ///
    /// ```swift
    /// store.usableStandbys   // [0, 1]
    /// ```
    ///
    /// - Complexity: O(*s*) for *s* standbys.
    public var usableStandbys: [Int] { standbys?.usable() ?? [] }

    /// The reads each standby answered (by position), and the primary's, since the store
    /// connected.
    package var readsServed: (primary: Int, standbys: [Int]) {
      guard let standbys else { return (0, []) }
      return standbys.served()
    }

    /// Runs `body` (a read) on a standby that qualifies, in turn; on the primary when none
    /// does or each that was tried failed; when the primary is down too, on any standby that
    /// answers.
    func readingWithStandbys<R: Sendable>(
      _ standbys: Standbys, _ body: @escaping @Sendable () async throws(DatabaseError) -> R
    ) async throws(DatabaseError) -> R {
      var tried: Set<Int> = []
      while let member = await standbys.next(excluding: tried) {
        tried.insert(member.index)
        if let result = try await reading(on: member, of: standbys, body) { return result }
      }
      if !standbys.primaryIsDown {
        do {
          let result = try await readingPrimary(body)
          standbys.countPrimaryRead()
          return result
        } catch .unavailable(let message) {
          if let result = try await readingAnyStandby(standbys, excluding: tried, body) { return result }
          throw .unavailable(message)
        }
      }
      if let result = try await readingAnyStandby(standbys, excluding: tried, body) { return result }
      let result = try await readingPrimary(body)
      standbys.countPrimaryRead()
      return result
    }

    /// Runs `body` on the first standby not in `tried` that answers the monitor, whatever its
    /// lag: the reads of a store whose primary is down.
    private func readingAnyStandby<R: Sendable>(
      _ standbys: Standbys, excluding tried: Set<Int>,
      _ body: @escaping @Sendable () async throws(DatabaseError) -> R
    ) async throws(DatabaseError) -> R? {
      for member in standbys.answering() where !tried.contains(member.index) {
        if let result = try await reading(on: member, of: standbys, body) { return result }
      }
      return nil
    }

    /// Runs `body` on `member`'s reading connection: its answer, or nil when the standby
    /// failed it (its connection lost or closed, or a statement cancelled by a conflict with
    /// replay), which leaves the standby out until the monitor finds it well. Other errors
    /// are the read's own, thrown as they are.
    private func reading<R: Sendable>(
      on member: Standbys.Member, of standbys: Standbys,
      _ body: @escaping @Sendable () async throws(DatabaseError) -> R
    ) async throws(DatabaseError) -> R? {
      guard let connection = member.readingConnection() else { return nil }
      let (store, limit) = (ObjectIdentifier(self), statementTimeout)
      do {
        let result = try await Self.$lent.withValue((store, connection)) {
          try await Self.watched(connection, limit: limit, watchingClose: true) { () async throws(DatabaseError) in
            try await body()
          }
        }
        member.countRead()
        return result
      } catch {
        let failure = Self.databaseError(error)
        if Standbys.isStandbyFault(failure, connection: connection) {
          member.leaveOut()
          return nil
        }
        throw failure
      }
    }

    /// Makes `writer`'s commits wait for their WAL's flush (`synchronous_commit` on, when the
    /// session has it off), so that the position read after a commit holds the commit.
    static func flushingCommits(_ writer: PostgresConnection, logger: Logger) async throws(DatabaseError) {
      do {
        _ = try await writer.query(
          """
          SELECT set_config('synchronous_commit', 'on', false) WHERE current_setting('synchronous_commit') = 'off'
          """, logger: logger)
      } catch {
        throw databaseError(error)
      }
    }
  }

  /// A store's hot standbys: the connections reads use on each, the monitor that measures
  /// their lag, and the primary's WAL position after the store's last write.
  final class Standbys: Sendable {
    /// One standby: its connections and what the monitor last found.
    final class Member: Sendable {
      struct State {
        /// The connection reads run on (opened by the monitor when the standby answers).
        var reader: PostgresConnection?
        /// The connection the monitor asks on.
        var monitor: PostgresConnection?
        /// The WAL position replayed, as a byte offset.
        var replayed: Int64?
        /// Whether the monitor's last look found it usable.
        var usable = false
        /// When it last answered the monitor.
        var answered: ContinuousClock.Instant?
        /// The reads it answered.
        var reads = 0
      }
      /// Its position in the list given to `connect`.
      let index: Int
      let configuration: PostgresConnection.Configuration
      let state = Mutex(State())

      init(index: Int, configuration: PostgresConnection.Configuration) {
        self.index = index
        self.configuration = configuration
      }

      /// The reading connection, when open.
      func readingConnection() -> PostgresConnection? {
        state.withLock { state in state.reader.flatMap { $0.isClosed ? nil : $0 } }
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
      /// connection is closed, so that the monitor opens another.
      func leaveOut() {
        let reader = state.withLock { state -> PostgresConnection? in
          state.usable = false
          defer { state.reader = nil }
          return state.reader
        }
        if let reader { Standbys.retire(reader) }
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
    let primary: PostgresConnection.Configuration
    let maxLag: Duration
    let statementTimeout: Duration?
    let logger: Logger
    let shared = Mutex(Shared())
    let primaryMonitor = Slot<PostgresConnection?>(nil)
    let monitor = Mutex<Task<Void, Never>?>(nil)

    init(
      primary: PostgresConnection.Configuration, standbys: [PostgresConnection.Configuration], maxLag: Duration,
      statementTimeout: Duration?, logger: Logger
    ) {
      self.primary = Self.monitoring(primary)
      self.members = standbys.enumerated().map { Member(index: $0.offset, configuration: $0.element) }
      self.maxLag = maxLag
      self.statementTimeout = statementTimeout
      self.logger = logger
    }

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
          defer { (state.reader, state.monitor, state.usable) = (nil, nil, false) }
          return [state.reader, state.monitor].compactMap { $0 }
        }
      }
      for connection in connections { try? await connection.close() }
    }

    // MARK: The monitor

    /// Reads the primary's WAL position, then asks every standby at once.
    func look() async {
      let asked = ContinuousClock.now
      let position = await answer(on: primaryMonitor, configuration: primary) { connection, logger in
        var position: Int64?
        for try await value in try await connection.query(
          "SELECT pg_wal_lsn_diff(pg_current_wal_lsn(), '0/0')::int8", logger: logger
        ).decode(Int64.self) { position = value }
        return position
      }
      shared.withLock { shared in
        guard let position = position.flatMap({ $0 }) else {
          shared.primaryAnswers = false
          return
        }
        shared.primaryAnswers = true
        shared.samples.append((asked, position))
        if shared.samples.count > Self.kept { shared.samples.removeFirst(shared.samples.count - Self.kept) }
        if let since = shared.writtenUnknownSince, since < asked {
          shared.written = max(shared.written, position)
          shared.writtenUnknownSince = nil
        }
      }
      await withTaskGroup(of: Void.self) { group in
        for member in members { group.addTask { await self.look(at: member) } }
      }
    }

    /// What one standby reports: whether it is in recovery, its replayed WAL position and the
    /// milliseconds since its last replayed transaction's commit.
    typealias Report = (recovering: Bool, replayed: Int64?, sinceCommit: Int64?)

    /// Asks `member` how far it has replayed, opens its reading connection when it has none,
    /// and decides whether reads may go to it.
    func look(at member: Member) async {
      let monitor = Slot(member.state.withLock { $0.monitor })
      let report = await answer(on: monitor, configuration: Self.monitoring(member.configuration)) {
        connection, logger -> Report? in
        var report: Report?
        for try await row in try await connection.query(
          """
          SELECT pg_is_in_recovery(), pg_wal_lsn_diff(pg_last_wal_replay_lsn(), '0/0')::int8,
            (extract(epoch FROM clock_timestamp() - pg_last_xact_replay_timestamp()) * 1000)::int8
          """, logger: logger
        ).decode((Bool, Int64?, Int64?).self) { report = row }
        return report
      }
      let now = ContinuousClock.now
      let asked = monitor.value
      member.state.withLock { $0.monitor = asked }
      guard let report = report.flatMap({ $0 }), report.recovering else {
        // No answer, or a server that is no longer a standby: left out.
        member.state.withLock { state in
          state.usable = false
          if report != nil { state.answered = nil }
        }
        return
      }
      if member.readingConnection() == nil {
        let configuration = Self.monitoring(member.configuration)
        let (timeout, logger) = (statementTimeout, logger)
        // The open and a timer race for one claim: a connection opened after the timer is
        // closed by its opener, one opened before it by this look.
        let (claim, made) = (Claim(), Slot<PostgresConnection?>(nil))
        let opened = await Self.within(Self.patience) { () async throws -> PostgresConnection in
          let connection = try await PostgresNameStore.readingConnection(
            configuration, statementTimeout: timeout, logger: logger)
          made.value = connection
          guard claim.take() else {
            Self.retire(connection)
            throw DatabaseError.timeout("opened after the monitor gave up")
          }
          return connection
        }
        guard let opened else {
          if !claim.take(), let connection = made.value { Self.retire(connection) }
          member.state.withLock { $0.usable = false }
          return
        }
        let old = member.state.withLock { state in
          defer { state.reader = opened }
          return state.reader
        }
        if let old { Self.retire(old) }
      }
      let behind = isBehind(report, at: now)
      member.state.withLock { state in
        state.replayed = report.replayed
        state.answered = now
        state.usable = !behind
      }
    }

    /// Whether a standby that reported `report` at `now` is behind: it has not replayed the
    /// primary's last read position, and what it lacks may be older than the lag bound (the
    /// time since its last replayed commit, or since the primary was at a position it has
    /// replayed, whichever is shorter). With no position of the primary yet, it is not.
    func isBehind(_ report: Report, at now: ContinuousClock.Instant) -> Bool {
      shared.withLock { shared in
        guard let primary = shared.samples.last?.position else { return false }
        guard let replayed = report.replayed else { return true }
        if replayed >= primary { return false }
        var bound: Duration?
        if let sinceCommit = report.sinceCommit { bound = .milliseconds(max(0, sinceCommit)) }
        if let covered = shared.samples.last(where: { $0.position <= replayed }) {
          bound = min(bound ?? now - covered.asked, now - covered.asked)
        }
        return bound.map { $0 > maxLag } ?? true
      }
    }

    /// Runs `body` on the connection `slot` holds (opening one with `configuration` when it
    /// holds none or a closed one) for at most ``patience``: its answer, or nil when it fails
    /// or does not answer in time (the connection is then closed and dropped from `slot`).
    func answer<R: Sendable>(
      on slot: Slot<PostgresConnection?>, configuration: PostgresConnection.Configuration,
      _ body: @escaping @Sendable (PostgresConnection, Logger) async throws -> R
    ) async -> R? {
      let logger = logger
      let current = slot.value.flatMap { $0.isClosed ? nil : $0 }
      let connection = Slot(current)
      // A connection opened after the timer is closed by its opener, one opened before it here.
      let claim = Claim()
      let answer = await Self.within(Self.patience) { () async throws -> R in
        let open: PostgresConnection
        if let current {
          open = current
        } else {
          open = try await PostgresNameStore.open(configuration, id: 6, logger: logger)
          connection.value = open
          guard claim.take() else {
            Self.retire(open)
            throw DatabaseError.timeout("opened after the monitor gave up")
          }
        }
        return try await body(open, logger)
      }
      if answer == nil {
        if let current {
          Self.retire(current)
        } else if !claim.take(), let opened = connection.value {
          Self.retire(opened)
        }
        slot.value = nil
      } else {
        slot.value = connection.value
      }
      return answer
    }

    /// Closes `connection` and keeps it until it is closed: postgres-nio requires a connection
    /// to be closed before its last reference goes.
    static func retire(_ connection: PostgresConnection) {
      _ = connection.close() as EventLoopFuture<Void>
      connection.closeFuture.whenComplete { _ in withExtendedLifetime(connection) {} }
    }

    /// `body`'s answer if it comes within `limit`, else nil (also when it fails); `body` runs
    /// in a task of its own, cancelled at the limit.
    static func within<R: Sendable>(_ limit: Duration, _ body: @escaping @Sendable () async throws -> R) async -> R? {
      let outcome = Outcome<R?>()
      let work = Task {
        do {
          outcome.settle(.success(try await body()))
        } catch {
          outcome.settle(.success(nil))
        }
      }
      let timer = Task {
        try? await Task.sleep(for: limit)
        outcome.settle(.success(nil))
      }
      let result: R? =
        switch await outcome.value {
        case .success(let answer): answer
        case .failure: nil
        }
      timer.cancel()
      if result == nil { work.cancel() }
      return result
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
      guard let connection = member.readingConnection() else { return nil }
      let logger = logger
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
