// With the `PostgreSQL` package trait only (postgres-nio).
#if PostgreSQL
  import Hangul
  import HangulDatabase
  import PostgresNIO
  import Synchronization

  // The monitor of a store's standbys: every `interval` it reads the primary's WAL position and
  // asks each standby how far it has replayed, and decides which standbys reads may use.
  extension Standbys {
    /// Reads the primary's WAL position, then asks every standby at once; when the primary did
    /// not answer and a standby is out of recovery (promoted), writes go to that one from now
    /// on.
    func look() async {
      let asked = ContinuousClock.now
      let position = await answer(on: primaryMonitor, configuration: Self.monitoring(primary)) { connection, logger in
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
      if position == nil { followPromotion() }
    }

    /// Writes, the primary's reads and the monitor's positions go to the first standby that
    /// takes writes (promoted, `pg_ctl promote`), when it is not the primary already: the
    /// monitor's connection to the primary that did not answer is closed, its positions
    /// dropped (the promoted server's WAL goes on from what it had replayed), and the new
    /// primary counts as answering.
    func followPromotion() {
      guard let promoted = members.first(where: { $0.state.withLock { $0.writable } }) else { return }
      let switched = shared.withLock { shared -> Bool in
        guard shared.promoted != promoted.index else { return false }
        shared.promoted = promoted.index
        shared.samples = []
        // It answered just now: reads that need the primary go to it, not to any standby.
        shared.primaryAnswers = true
        return true
      }
      guard switched else { return }
      if let old = primaryMonitor.value { Self.retire(old) }
      primaryMonitor.value = nil
      logger.notice("writes go to the promoted standby \(promoted.index)")
    }

    /// What one standby reports: whether it is in recovery, its replayed WAL position and the
    /// milliseconds since its last replayed transaction's commit.
    typealias Report = (recovering: Bool, replayed: Int64?, sinceCommit: Int64?)

    /// Asks `member` how far it has replayed, opens its reading connections when fewer than
    /// ``readersPerStandby`` are open, and decides whether reads may go to it.
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
        // No answer, or a server that is no longer a standby (promoted): left out of the
        // standbys' reads. A standby that gave no answer within the monitor's patience (down,
        // or hung: its processes stopped, its host gone) has its reading connection closed
        // too, so that a read waiting on it fails now and runs again elsewhere.
        if report == nil { member.leaveOut() }
        member.state.withLock { state in
          state.usable = false
          state.lag = nil
          state.writable = report.flatMap { $0 }.map { !$0.recovering } ?? false
          if report != nil { state.answered = nil }
        }
        return
      }
      member.state.withLock { $0.writable = false }
      // Its reading connections, opened up to ``readersPerStandby``; a standby none opens on
      // is left out.
      for _ in 0..<max(0, readersPerStandby - member.openReaders()) {
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
          break
        }
        member.readers.add(opened)
      }
      if member.openReaders() == 0 {
        member.state.withLock { $0.usable = false }
        return
      }
      let lag = lag(report, at: now)
      member.state.withLock { state in
        state.replayed = report.replayed
        state.answered = now
        state.lag = lag
        // Behind: its lag is over the bound, or not known.
        state.usable = lag.map { $0 <= maxLag } ?? false
      }
    }

    /// How far a standby that reported `report` at `now` is behind: zero when it has replayed
    /// the primary's last read position (or no position of the primary was read yet);
    /// otherwise how old what it lacks may be (the time since its last replayed commit, or
    /// since the primary was at a position it has replayed, whichever is shorter); nil when
    /// neither is known.
    func lag(_ report: Report, at now: ContinuousClock.Instant) -> Duration? {
      shared.withLock { shared in
        guard let primary = shared.samples.last?.position else { return .zero }
        guard let replayed = report.replayed else { return nil }
        if replayed >= primary { return .zero }
        var bound: Duration?
        if let sinceCommit = report.sinceCommit { bound = .milliseconds(max(0, sinceCommit)) }
        if let covered = shared.samples.last(where: { $0.position <= replayed }) {
          bound = min(bound ?? now - covered.asked, now - covered.asked)
        }
        return bound
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
  }
#endif
