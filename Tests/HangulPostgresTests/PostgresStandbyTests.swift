// With the `PostgreSQL` package trait only (postgres-nio).
#if PostgreSQL
  import Foundation
  import Synchronization
  import HangulCorpus
  import HangulDatabase
  import HangulPostgres
  import HangulTestSupport
  import Testing

  /// `PostgresNameStore` on a primary and two hot standbys that stream from it
  /// (``ReplicatedPostgres``, real servers this process starts): reads from the standbys equal
  /// the library's, see the store's own writes, and go on through a standby that stops or
  /// falls behind and through a primary that stops.
  @Suite(.serialized, .enabled(if: ReplicatedPostgres.enabled, Comment(rawValue: ReplicatedPostgres.skipMessage)))
  struct PostgresStandbyTests {
    /// The cluster the tests share (each on a database of its own); the test that stops the
    /// primary starts one of its own.
    static let cluster = Result { try ReplicatedPostgres.start(standbys: 2) }

    /// A store on `database` of `cluster`: writes to its primary, reads from its standbys.
    static func store(
      _ cluster: ReplicatedPostgres, _ database: String, kind: TableKind = .rows, maxLag: Duration = .seconds(1)
    ) async throws -> PostgresNameStore {
      try await PostgresNameStore.connect(
        url: PostgresURL(cluster.primaryURL(database)),
        standbys: try cluster.standbyPorts.indices.map { try PostgresURL(cluster.standbyURL($0, database)) },
        table: TableName("people"), creating: true, kind: kind, timeout: 2, maxLag: maxLag)
    }

    /// A store with a lag bound of 500 ms and one row written, once both standbys serve it.
    static func storeReadingBothStandbys(_ cluster: ReplicatedPostgres, _ database: String) async throws
      -> PostgresNameStore
    {
      let store = try await store(cluster, database, maxLag: .milliseconds(500))
      try await store.put(NameRow(id: try RowID("1"), scope: nil, name: "홍길동"))
      try await waitForAStandbyRead(store)
      try await waitUntil("both standbys usable", within: .seconds(10)) { store.usableStandbys == [0, 1] }
      return store
    }

    /// A store on `database` of `cluster` holding 300 generated rows (`seed`) without a scope,
    /// once a standby serves them: the store, the rows in memory, and the rows.
    static func storeOf300Rows(_ cluster: ReplicatedPostgres, _ database: String, seed: UInt64) async throws
      -> (PostgresNameStore, RowsInMemory, [NameRow])
    {
      let store = try await store(cluster, database)
      var memory = RowsInMemory()
      let names = NameGenerator(seed: seed).namesArray(count: 300)
      let rows = try names.enumerated().map { NameRow(id: try RowID("\($0.offset)"), scope: nil, name: $0.element) }
      try await store.importRows(rows, replacing: .table)
      memory.replace(nil, with: rows)
      try await waitForAStandbyRead(store)
      return (store, memory, rows)
    }

    /// Expects `write` to fail with ``DatabaseError/unavailable(_:)``, its message holding `words`.
    static func expectUnavailable(
      _ what: String, saying words: String = "", sourceLocation: SourceLocation = #_sourceLocation,
      _ write: () async throws(DatabaseError) -> Void
    ) async {
      do throws(DatabaseError) {
        try await write()
        Issue.record("\(what) succeeded", sourceLocation: sourceLocation)
      } catch {
        guard case .unavailable(let message) = error, words.isEmpty || message.contains(words) else {
          Issue.record(
            "\(what): expected unavailable saying \"\(words)\", got \(error)", sourceLocation: sourceLocation)
          return
        }
      }
    }

    /// Returns once `condition` holds, asked every 20 ms, or fails after `limit`: the time it took.
    @discardableResult
    static func waitUntil(
      _ what: String, within limit: Duration, _ condition: () async throws -> Bool
    ) async throws -> Duration {
      let start = ContinuousClock.now
      while true {
        if try await condition() { return ContinuousClock.now - start }
        if ContinuousClock.now - start > limit {
          throw PostgresServer.ServerError(message: "not within \(limit): \(what)")
        }
        try await Task.sleep(for: .milliseconds(20))
      }
    }

    /// Returns once a read of `store` is answered by a standby (its writes replayed there).
    static func waitForAStandbyRead(_ store: PostgresNameStore) async throws {
      try await waitUntil("a read answered by a standby", within: .seconds(20)) {
        let before = store.readsServed.standbys.reduce(0, +)
        _ = try await store.sections()
        return store.readsServed.standbys.reduce(0, +) > before
      }
    }

    /// Reads `store` in a loop until `stop` is set: the reads made, and the errors met.
    static func readLoop(_ store: PostgresNameStore, until stop: PostgresNameStoreTests.Flag) -> Task<
      (reads: Int, errors: [String]), Never
    > {
      Task {
        var (reads, errors) = (0, [String]())
        while !stop.isSet {
          do {
            _ = try await store.sections()
            _ = try await store.searchPage(in: nil, "ㄱ", options: SearchOptions(), after: nil, limit: 10)
            reads += 2
          } catch {
            errors.append("\(error)")
          }
          try? await Task.sleep(for: .milliseconds(10))
        }
        return (reads, errors)
      }
    }

    @Test func answersFromTheStandbysAreThePrimarysAndTheLibrarys() async throws {
      let cluster = try Self.cluster.get()
      // A table of names, read unscoped.
      let database = try cluster.database()
      let names = NameGenerator(seed: 61).namesArray(count: 1_500)
      let store = try await Self.store(cluster, database, kind: .names)
      let primary = try await PostgresNameStore.connect(
        url: PostgresURL(cluster.primaryURL(database)), table: TableName("people"), creating: false)
      try await store.importNames(names, replacing: true)
      try await Self.waitForAStandbyRead(store)
      _ = try await Self.waitUntil("both standbys in use", within: .seconds(10)) { store.usableStandbys == [0, 1] }
      var before = store.readsServed
      try await expectAnswersAsInMemory(store, names: names)
      try await expectAnswersAsInMemory(primary, names: names)
      var after = store.readsServed
      // Every read of the check was a standby's, and both took their turns.
      #expect(after.primary == before.primary)
      #expect(zip(after.standbys, before.standbys).allSatisfy { $0 > $1 }, "\(before) → \(after)")
      for query in ["ㅎㄱ", "김", "이서"] {
        #expect(
          try await store.searchPage(query, options: SearchOptions(), after: nil, limit: 30)
            == primary.searchPage(query, options: SearchOptions(), after: nil, limit: 30))
      }
      #expect(try await store.sections() == primary.sections())
      await primary.close()
      await store.close()

      // A table of rows, read by scope.
      let rowsDatabase = try cluster.database()
      let rows = try await Self.store(cluster, rowsDatabase)
      let rowsPrimary = try await PostgresNameStore.connect(
        url: PostgresURL(cluster.primaryURL(rowsDatabase)), table: TableName("people"), creating: false)
      var memory = RowsInMemory()
      let scopes = try [nil, RowScope("org-1"), RowScope("org-2")]
      var changes: [RowChange] = []
      for (offset, name) in NameGenerator(seed: 62).namesArray(count: 600).enumerated() {
        changes.append(.put(NameRow(id: try RowID("\(offset % 400)"), scope: scopes[offset % 3], name: name)))
      }
      for offset in stride(from: 0, to: 400, by: 7) {
        changes.append(.delete(id: try RowID("\(offset)"), scope: scopes[offset % 3]))
      }
      for change in changes { memory.apply(change) }
      try await rows.write(changes)
      try await Self.waitForAStandbyRead(rows)
      before = rows.readsServed
      for scope in scopes {
        try await expectRowsAnswerAsInMemory(rows, scope: scope, rows: memory.rows(of: scope), pageSize: 50)
        try await expectRowsAnswerAsInMemory(rowsPrimary, scope: scope, rows: memory.rows(of: scope), pageSize: 50)
      }
      after = rows.readsServed
      #expect(after.primary == before.primary)
      #expect(zip(after.standbys, before.standbys).allSatisfy { $0 > $1 }, "\(before) → \(after)")
      await rowsPrimary.close()
      await rows.close()
    }

    @Test func eachStandbyKeepsItsReadingConnectionsOpenAndConcurrentReadsAnswerAsTheLibrary() async throws {
      let cluster = try Self.cluster.get()
      let database = try cluster.database()
      let names = NameGenerator(seed: 64).namesArray(count: 800)
      let store = try await PostgresNameStore.connect(
        url: PostgresURL(cluster.primaryURL(database)),
        standbys: try cluster.standbyPorts.indices.map { try PostgresURL(cluster.standbyURL($0, database)) },
        table: TableName("people"), creating: true, kind: .names, timeout: 2, connectionsPerStandby: 3)
      var restarted = true
      do {
        try await store.importNames(names, replacing: true)
        try await Self.waitForAStandbyRead(store)
        try await Self.waitUntil("both standbys usable", within: .seconds(10)) { store.usableStandbys == [0, 1] }
        // On each standby: the three reading connections and the monitor's, on the store's database.
        let backends = { (port: Int) in
          cluster.holds(
            port: port,
            "(SELECT count(*) FROM pg_stat_activity WHERE datname = '\(database)' AND backend_type = 'client backend') = 4"
          )
        }
        for port in cluster.standbyPorts {
          try await Self.waitUntil("four backends on the standby at \(port)", within: .seconds(5)) { backends(port) }
        }
        // Four checks at once, each every section, page and search of the library's, on the standbys.
        let before = store.readsServed
        try await withThrowingTaskGroup(of: Void.self) { group in
          for _ in 0..<4 { group.addTask { try await expectAnswersAsInMemory(store, names: names) } }
          try await group.waitForAll()
        }
        let after = store.readsServed
        #expect(after.primary == before.primary)
        #expect(zip(after.standbys, before.standbys).allSatisfy { $0 > $1 }, "\(before) → \(after)")
        // A standby stopped and started again: its three reading connections opened again.
        try cluster.stopStandby(0)
        restarted = false
        try await Self.waitUntil("standby 0 left out", within: .seconds(5)) { !store.usableStandbys.contains(0) }
        try cluster.restartStandby(0)
        restarted = true
        try await Self.waitUntil("standby 0 taken back", within: .seconds(20)) { store.usableStandbys == [0, 1] }
        try await Self.waitUntil("four backends on standby 0 again", within: .seconds(5)) {
          backends(cluster.standbyPorts[0])
        }
      } catch {
        if !restarted { try? cluster.restartStandby(0) }
        await store.close()
        throw error
      }
      await store.close()
    }

    @Test func aPutIsFoundByTheNextSearchEvenWhileAStandbyIsPaused() async throws {
      let cluster = try Self.cluster.get()
      let database = try cluster.database()
      let store = try await Self.store(cluster, database)
      let names = NameGenerator(seed: 63).namesArray(count: 100)
      try await store.importRows(
        names.enumerated().map { NameRow(id: try RowID("\($0.offset)"), scope: nil, name: $0.element) },
        replacing: .table)
      try await Self.waitForAStandbyRead(store)
      func putsAndSearches(_ round: String) async throws {
        for k in 0..<50 {
          let id = try RowID("\(round)-\(k)")
          let name = names[(k * 7) % names.count]
          try await store.put(NameRow(id: id, scope: nil, name: name))
          let matches = try await store.searchPage(in: nil, name, options: SearchOptions(), after: nil, limit: 50)
          #expect(matches.matches.contains { $0.id == id }, "\(round) \(k): \(name)")
          let page = try await store.list(in: nil, section: nil, after: nil, limit: nil)
          #expect(page.ids.contains(id), "\(round) \(k)")
        }
      }
      try await putsAndSearches("both")
      try cluster.pauseReplay(1)
      do {
        try await putsAndSearches("paused")
      } catch {
        try? cluster.resumeReplay(1)
        throw error
      }
      try cluster.resumeReplay(1)
      // Some of those reads were the standbys'.
      #expect(store.readsServed.standbys.reduce(0, +) > 0, "\(store.readsServed)")
      await store.close()
    }

    @Test func aStandbyStoppedAtOnceIsLeftOutAndTakenBackWithoutAFailedRead() async throws {
      let cluster = try Self.cluster.get()
      let database = try cluster.database()
      let store = try await Self.storeReadingBothStandbys(cluster, database)
      let stop = PostgresNameStoreTests.Flag()
      let reader = Self.readLoop(store, until: stop)
      try await Task.sleep(for: .milliseconds(300))
      var restarted = false
      do {
        try cluster.stopStandby(0)
        let leftOut = try await Self.waitUntil("standby 0 left out", within: .seconds(5)) {
          !store.usableStandbys.contains(0)
        }
        #expect(leftOut < .seconds(2), "\(leftOut)")
        try await Task.sleep(for: .milliseconds(500))
        try cluster.restartStandby(0)
        restarted = true
        try await Self.waitUntil("standby 0 taken back", within: .seconds(20)) { store.usableStandbys == [0, 1] }
        let before = store.readsServed.standbys[0]
        try await Self.waitUntil("a read on standby 0", within: .seconds(5)) { store.readsServed.standbys[0] > before }
      } catch {
        if !restarted { try? cluster.restartStandby(0) }
        stop.set()
        _ = await reader.value
        throw error
      }
      stop.set()
      let (reads, errors) = await reader.value
      #expect(errors.isEmpty, "\(errors.prefix(5))")
      #expect(reads > 10)
      await store.close()
    }

    @Test func aStandbyThatHangsIsLeftOutAndNoReadWaitsOnItForLong() async throws {
      let cluster = try Self.cluster.get()
      let database = try cluster.database()
      let store = try await Self.storeReadingBothStandbys(cluster, database)
      let stop = PostgresNameStoreTests.Flag()
      // Reads in a loop, each timed.
      let reader = Task { () -> (reads: Int, errors: [String], slowest: Duration) in
        var (reads, errors, slowest) = (0, [String](), Duration.zero)
        while !stop.isSet {
          let start = ContinuousClock.now
          do {
            _ = try await store.sections()
            reads += 1
          } catch {
            errors.append("\(error)")
          }
          slowest = max(slowest, ContinuousClock.now - start)
          try? await Task.sleep(for: .milliseconds(10))
        }
        return (reads, errors, slowest)
      }
      try await Task.sleep(for: .milliseconds(300))
      try cluster.signalStandby(0, SIGSTOP)
      do {
        let leftOut = try await Self.waitUntil("standby 0 left out", within: .seconds(5)) {
          !store.usableStandbys.contains(0)
        }
        #expect(leftOut < .seconds(2), "\(leftOut)")
        // Hung for longer than a read may wait.
        try await Task.sleep(for: .seconds(6))
      } catch {
        try? cluster.signalStandby(0, SIGCONT)
        stop.set()
        _ = await reader.value
        throw error
      }
      try cluster.signalStandby(0, SIGCONT)
      try await Self.waitUntil("standby 0 taken back", within: .seconds(20)) { store.usableStandbys == [0, 1] }
      stop.set()
      let (reads, errors, slowest) = await reader.value
      #expect(errors.isEmpty, "\(errors.prefix(3))")
      #expect(reads > 50)
      // A read on the standby when it hung waits for the monitor's patience and the close.
      #expect(slowest < .seconds(4), "\(slowest)")
      await store.close()
    }

    @Test func aStandbyWhoseReplayIsPausedIsLeftOutOnceThePrimaryWritesAndTakenBackAfter() async throws {
      let cluster = try Self.cluster.get()
      let database = try cluster.database()
      let store = try await Self.storeReadingBothStandbys(cluster, database)
      // Writes from another store: this one's reads need no replay of them.
      let writer = try await PostgresNameStore.connect(
        url: PostgresURL(cluster.primaryURL(database)), table: TableName("people"), creating: false)
      try cluster.pauseReplay(1)
      do {
        // Paused with every write replayed: in, until the primary writes.
        #expect(store.usableStandbys == [0, 1])
        let stop = PostgresNameStoreTests.Flag()
        let writes = Task {
          var k = 0
          while !stop.isSet {
            k += 1
            _ = try? await writer.put(NameRow(id: try RowID("w\(k)"), scope: nil, name: "김민수\(k)"))
            try? await Task.sleep(for: .milliseconds(100))
          }
        }
        let leftOut = try await Self.waitUntil("standby 1 left out", within: .seconds(5)) {
          !store.usableStandbys.contains(1)
        }
        #expect(leftOut < .seconds(2), "\(leftOut)")
        #expect(store.usableStandbys == [0])
        try cluster.resumeReplay(1)
        try await Self.waitUntil("standby 1 taken back", within: .seconds(5)) { store.usableStandbys == [0, 1] }
        stop.set()
        await writes.value
      } catch {
        try? cluster.resumeReplay(1)
        throw error
      }
      await writer.close()
      await store.close()
    }

    @Test func theTraceNamesTheServerThatAnsweredAndHealthEachServersLag() async throws {
      let cluster = try Self.cluster.get()
      let database = try cluster.database()
      let store = try await Self.storeReadingBothStandbys(cluster, database)
      let standbys = cluster.standbyPorts.map { "127.0.0.1:\($0)" }
      let primary = "127.0.0.1:\(cluster.primaryPort)"
      // Reads: each traced to the standby whose read count went up, both in turn (once the
      // monitor has seen both replay the store's write).
      var seen: Set<String> = []
      let start = ContinuousClock.now
      while seen.count < 2 && ContinuousClock.now - start < .seconds(5) {
        let before = store.readsServed.standbys
        let (_, server) = try await PostgresNameStore.tracingServer { () async throws(DatabaseError) in
          try await store.sections()
        }
        let after = store.readsServed.standbys
        let index = try #require(server?.standby, "\(String(describing: server))")
        #expect(after[index] == before[index] + 1)
        #expect(server?.address == standbys[index])
        seen.insert(standbys[index])
        try await Task.sleep(for: .milliseconds(50))
      }
      #expect(seen == Set(standbys))
      // A write: the primary; nothing called: no server.
      let (_, writer) = try await PostgresNameStore.tracingServer { () async throws(DatabaseError) in
        try await store.put(NameRow(id: try RowID("2"), scope: nil, name: "김민수"))
      }
      #expect(writer == AnsweringServer(address: primary, standby: nil))
      let (_, none) = await PostgresNameStore.tracingServer { 1 + 1 }
      #expect(none == nil)
      // Health: the primary and both standbys, in, with no lag once the write is replayed.
      try await Self.waitUntil("both standbys caught up", within: .seconds(5)) {
        await store.health().dropFirst().allSatisfy { $0.lag == .zero }
      }
      let health = await store.health()
      #expect(health.map(\.address) == [primary] + standbys)
      #expect(health.map(\.standby) == [nil, 0, 1])
      #expect(health.allSatisfy { $0.answers && $0.takesReads })
      // A standby whose replay is paused while another store writes: out, its lag over the bound.
      let other = try await PostgresNameStore.connect(
        url: PostgresURL(cluster.primaryURL(database)), table: TableName("people"), creating: false)
      try cluster.pauseReplay(1)
      do {
        try await Self.waitUntil("standby 1 out of health's readers", within: .seconds(5)) {
          _ = try await other.put(NameRow(id: try RowID("w"), scope: nil, name: "이서연"))
          let standby = await store.health()[2]
          return standby.answers && !standby.takesReads && (standby.lag ?? .zero) > .milliseconds(500)
        }
      } catch {
        try? cluster.resumeReplay(1)
        throw error
      }
      try cluster.resumeReplay(1)
      try await Self.waitUntil("standby 1 back in health's readers", within: .seconds(5)) {
        await store.health()[2].takesReads
      }
      // A store without standbys: one answering primary, reads traced to it.
      let alone = try await PostgresNameStore.connect(
        url: PostgresURL(cluster.primaryURL(database)), table: TableName("people"), creating: false)
      #expect(
        await alone.health()
          == [ServerHealth(address: primary, standby: nil, answers: true, takesReads: true, lag: nil)])
      let (_, read) = try await PostgresNameStore.tracingServer { () async throws(DatabaseError) in
        try await alone.sections()
      }
      #expect(read == AnsweringServer(address: primary, standby: nil))
      await alone.close()
      await other.close()
      await store.close()
    }

    /// The sections of `names` as the library counts them in memory (a title once).
    static func sectionCounts(_ names: [String]) throws -> [SectionCount] {
      var counts: [SectionCount] = []
      for section in try SectionIndex().sections(of: names).sections {
        if let last = counts.last, last.title == section.title {
          counts[counts.count - 1] = SectionCount(title: last.title, count: last.count + section.items.count)
        } else {
          counts.append(SectionCount(title: section.title, count: section.items.count))
        }
      }
      return counts
    }

    @Test func aReplaceAndARekeySwapTheirTableAtOnceForReadsOnTheStandbys() async throws {
      let cluster = try Self.cluster.get()
      let database = try cluster.database()
      let store = try await Self.store(cluster, database, kind: .names)
      let old = NameGenerator(seed: 65).namesArray(count: 3_000)
      let new = NameGenerator(seed: 66).namesArray(count: 1_700)
      let (oldSections, newSections) = (try Self.sectionCounts(old), try Self.sectionCounts(new))
      try await store.importNames(old, replacing: true)
      try await Self.waitForAStandbyRead(store)
      // A second store reads the standbys alone: its reads never wait for the first's writes.
      let reader = try await Self.store(cluster, database, kind: .names)
      try await Self.waitUntil("the reader's standbys usable", within: .seconds(10)) {
        reader.usableStandbys == [0, 1]
      }
      let stop = PostgresNameStoreTests.Flag()
      let reads = Task { () -> (sections: [[SectionCount]], errors: [String], standby: Int) in
        var (seen, errors) = ([[SectionCount]](), [String]())
        while !stop.isSet {
          do { seen.append(try await reader.sections()) } catch { errors.append("\(error)") }
        }
        return (seen, errors, reader.readsServed.standbys.reduce(0, +))
      }
      try await store.importNames(new, replacing: true)
      try await store.rekey()
      // Until both standbys have replayed the swaps.
      try await Self.waitUntil("the new table on the standbys", within: .seconds(10)) {
        try await reader.sections() == newSections
      }
      try await Task.sleep(for: .milliseconds(300))
      stop.set()
      let (seen, errors, standbyReads) = await reads.value
      #expect(errors.isEmpty, "\(errors.prefix(3))")
      #expect(standbyReads > 10)
      // Each read saw the old table or the new one, whole: never a mix, never an empty table.
      let mixed = seen.filter { $0 != oldSections && $0 != newSections }
      #expect(mixed.isEmpty, "\(mixed.count) of \(seen.count) reads saw neither table: \(mixed.first ?? [])")
      #expect(seen.contains(oldSections) && seen.contains(newSections))
      await reader.close()
      await store.close()
    }

    @Test func withThePrimaryStoppedReadsGoOnAndAWriteFailsFast() async throws {
      let cluster = try ReplicatedPostgres.start(standbys: 2)
      defer { cluster.stop() }
      let database = try cluster.database()
      let (store, memory, rows) = try await Self.storeOf300Rows(cluster, database, seed: 64)
      try cluster.stopPrimary()
      let before = store.readsServed
      try await expectRowsAnswerAsInMemory(store, scope: nil, rows: memory.rows(of: nil), pageSize: 100)
      #expect(store.readsServed.standbys.reduce(0, +) > before.standbys.reduce(0, +))
      let start = ContinuousClock.now
      let row = NameRow(id: try RowID("new"), scope: nil, name: "이서연")
      await Self.expectUnavailable("a write with the primary stopped") { () async throws(DatabaseError) in
        _ = try await store.put(row)
      }
      #expect(ContinuousClock.now - start < .seconds(2))
      // Reads still go on after the failed write.
      #expect(try await store.sections().map(\.count).reduce(0, +) == rows.count)
      await store.close()
    }

    @Test func writesGoToAStandbyPromotedAfterThePrimaryIsLostWithinTenSeconds() async throws {
      let cluster = try ReplicatedPostgres.start(standbys: 2)
      defer { cluster.stop() }
      let database = try cluster.database()
      let (store, rowsInMemory, _) = try await Self.storeOf300Rows(cluster, database, seed: 67)
      var memory = rowsInMemory
      try cluster.stopPrimary()
      let lost = ContinuousClock.now
      try cluster.promoteStandby(0)
      // The writes an application retries until they succeed.
      let row = NameRow(id: try RowID("after"), scope: nil, name: "이서연")
      var failures: [String] = []
      while ContinuousClock.now - lost < .seconds(15) {
        do {
          _ = try await store.put(row)
          break
        } catch {
          failures.append("\(error)")
          try await Task.sleep(for: .milliseconds(100))
        }
      }
      let took = ContinuousClock.now - lost
      #expect(took < .seconds(10), "\(took), \(failures.count) failed writes: \(failures.suffix(2))")
      memory.apply(.put(row))
      // Read back at once, and every answer the library's.
      try await expectRowsAnswerAsInMemory(store, scope: nil, rows: memory.rows(of: nil), pageSize: 50)
      let promoted = "127.0.0.1:\(cluster.standbyPorts[0])"
      let (_, server) = try await PostgresNameStore.tracingServer { () async throws(DatabaseError) in
        try await store.delete(id: try RowID("7"), scope: nil)
      }
      #expect(server == AnsweringServer(address: promoted, standby: nil))
      memory.apply(.delete(id: try RowID("7"), scope: nil))
      try await expectRowsAnswerAsInMemory(store, scope: nil, rows: memory.rows(of: nil), pageSize: 100)
      let health = await store.health()
      #expect(health.first?.address == promoted && health.first?.answers == true, "\(health)")
      await store.close()
      // Every host in one URL, the lost primary first: a new store writes to the promoted one.
      let again = try await PostgresNameStore.connect(
        url: PostgresURL(Self.clusterURL(cluster, database, order: [nil, 0, 1])), table: TableName("people"),
        creating: false, kind: .rows)
      #expect(await again.health().first?.address == promoted)
      try await expectRowsAnswerAsInMemory(again, scope: nil, rows: memory.rows(of: nil), pageSize: 100)
      await again.close()
    }

    /// libpq's multi-host URL of `cluster`'s servers in `order` (nil: the primary, k: standby
    /// k), asking for the one that takes writes.
    static func clusterURL(_ cluster: ReplicatedPostgres, _ database: String, order: [Int?]) -> String {
      let ports = order.map { $0.map { cluster.standbyPorts[$0] } ?? cluster.primaryPort }
      return "postgres://postgres@" + ports.map { "127.0.0.1:\($0)" }.joined(separator: ",") + "/\(database)"
        + "?target_session_attrs=read-write"
    }

    @Test func aURLOfEveryHostWritesToTheOneThatTakesWritesAndReadsFromTheOthers() async throws {
      let cluster = try Self.cluster.get()
      let database = try cluster.database()
      // The primary last: found by asking, not by its place.
      let store = try await PostgresNameStore.connect(
        url: PostgresURL(Self.clusterURL(cluster, database, order: [1, 0, nil])), table: TableName("people"),
        creating: true, kind: .rows)
      let addresses = [cluster.primaryPort, cluster.standbyPorts[1], cluster.standbyPorts[0]].map { "127.0.0.1:\($0)" }
      #expect(await store.health().map(\.address) == addresses)
      let row = NameRow(id: try RowID("1"), scope: nil, name: "홍길동")
      let (_, writer) = try await PostgresNameStore.tracingServer { () async throws(DatabaseError) in
        try await store.put(row)
      }
      #expect(writer?.address == addresses[0])
      let found = try await store.searchPage(in: nil, "ㅎㄱㄷ", options: SearchOptions(), after: nil, limit: 10)
      #expect(found.matches.map(\.name) == ["홍길동"])
      try await Self.waitForAStandbyRead(store)
      await store.close()
      // The standbys alone (the primary as if lost): reads go on, a write is unavailable.
      let standbys = try await PostgresNameStore.connect(
        url: PostgresURL(Self.clusterURL(cluster, database, order: [0, 1])), table: TableName("people"),
        creating: false, kind: .rows)
      let (page, reader) = try await PostgresNameStore.tracingServer { () async throws(DatabaseError) in
        try await standbys.searchPage(in: nil, "ㅎㄱㄷ", options: SearchOptions(), after: nil, limit: 10)
      }
      #expect(page.matches.map(\.name) == ["홍길동"])
      #expect(reader?.address == addresses[2] || reader?.address == addresses[1], "\(String(describing: reader))")
      let refused = NameRow(id: try RowID("2"), scope: nil, name: "김민수")
      await Self.expectUnavailable("a write on a standby", saying: "writes need the primary") {
        () async throws(DatabaseError) in _ = try await standbys.put(refused)
      }
      await standbys.close()
    }

    @Test func aURLOfSeveralHostsIsParsedAsLibpqWritesIt() throws {
      let url = try PostgresURL("postgresql://app:pw@db-1,db-2:5433,[::1]:5434/names?target_session_attrs=read-write")
      #expect(
        url.servers == [
          PostgresURL.Server(host: "db-1", port: 5432), PostgresURL.Server(host: "db-2", port: 5433),
          PostgresURL.Server(host: "::1", port: 5434),
        ])
      #expect(try PostgresURL("postgres://app@[::1]/names").servers == [PostgresURL.Server(host: "::1", port: 5432)])
      #expect((url.host, url.port, url.user, url.password, url.database) == ("db-1", 5432, "app", "pw", "names"))
      for bad in [
        "postgres://app@db-1,,db-2/names", "postgres://app@db-1,/names", "postgres://app@,db-2/names",
        "postgres://app@db-1:0,db-2/names", "postgres://app@db-1,:5433/names", "postgres://app@db-1,db-1/names",
        "postgres://app@db-1:5432,db-2:x/names", "postgres://app@[::1/names", "postgres://app@[::1]5432/names",
        "postgres://app@[]:5432/names",
      ] {
        #expect(throws: DatabaseError.self, "\(bad)") { try PostgresURL(bad) }
      }
    }
  }

  extension NameGenerator {
    /// `count` generated names, none empty.
    func namesArray(count: Int) -> [String] {
      var generator = self
      return generator.names(count: count).filter { !$0.isEmpty }
    }
  }
#endif
