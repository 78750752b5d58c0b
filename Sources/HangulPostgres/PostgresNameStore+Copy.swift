// With the `PostgreSQL` package trait only (postgres-nio).
#if PostgreSQL
  import Hangul
  import HangulDatabase
  import PostgresNIO
  import Synchronization

  extension PostgresNameStore {
    /// A count that concurrent tasks add to.
    final class Counter: Sendable {
      private let total = Atomic<Int>(0)

      /// Adds `count`; the new total.
      func add(_ count: Int) -> Int { total.add(count, ordering: .relaxed).newValue }

      /// The total.
      var value: Int { total.load(ordering: .relaxed) }
    }

    /// The columns of a bulk load's `COPY`; an append leaves out the first (`seq`).
    static let copyColumns = [
      "seq", "name", "sort_key", "title_position", "title", "choseong_key", "jamo_key", "search_grams", "keys_version",
    ]

    /// Copies runs of names with their `seq`s (from `nextNames`, called until it returns
    /// `nil`, each time on this task) and their keys into `target`, with one `COPY … FROM
    /// STDIN` with `FREEZE` on `connection` (whose transaction made `target`) for every run,
    /// written one run at a time while the next run is prepared (``Run/prepared(_:seqs:)``) on
    /// a child task and the one after it read, so that the server reads rows while the client
    /// makes the next ones on every core. One statement, not one a run: at the end of a
    /// statement the server waited for the client to make the next run's first rows, and the
    /// client for the server to read the last ones (a wait a run, with each process idle for a
    /// good share of the copy). `progress` is told the rows written after each chunk. Returns
    /// the rows written, their sections and the lengths of their jamo keys.
    func copyRuns(
      into target: TableName, on connection: PostgresConnection, progress: (@Sendable (Int) -> Void)?,
      nextNames: () async throws -> (names: [String], seqs: [Int64])?
    ) async throws -> (count: Int, sections: SectionStats, keyLengths: KeyLengthCounts) {
      enum Step: Sendable {
        case prepared(Run)
        case copied(SectionStats)
      }
      let written = Counter()
      var sections = SectionStats()
      var keyLengths = KeyLengthCounts()
      try await copying(into: target, columns: Self.copyColumns, freeze: true, on: connection) { writer in
        try await withThrowingTaskGroup(of: Step.self) { group in
          var writing = false
          var ready: [Run] = []
          var read: (names: [String], seqs: [Int64])?
          var preparing = false
          var more = true
          repeat {
            // Hand a prepared run to the statement when it is free, prepare the run read if
            // none waits, and read the next one meanwhile.
            if !ready.isEmpty, !writing {
              let run = ready.removeFirst()
              writing = true
              group.addTask {
                let sections = try await self.writeRows(of: run, to: writer) { rows in
                  let total = written.add(rows)
                  progress?(total)
                }
                return .copied(sections)
              }
            }
            func prepareRead() {
              guard !preparing, ready.isEmpty, let (names, seqs) = read else { return }
              group.addTask { .prepared(await Run.prepared(names, seqs: seqs)) }
              preparing = true
              read = nil
            }
            prepareRead()
            if more, read == nil {
              read = try await nextNames()
              more = read != nil
              prepareRead()
            }
            switch try await group.next() {
            case .prepared(let run):
              keyLengths.add(run.jamoKeys ?? [])
              ready.append(run)
              preparing = false
            case .copied(let copied):
              writing = false
              sections.merge(copied)
            case nil:
              break
            }
          } while more || read != nil || preparing || !ready.isEmpty || writing
        }
      }
      return (written.value, sections, keyLengths)
    }

    /// Writes the rows of `run` into `target` with one `COPY … FROM STDIN` on `connection`
    /// (``copying(into:columns:freeze:on:_:)``); `written` is told the rows of each chunk.
    /// Returns the rows' sections.
    func copy(
      _ run: Run, into target: TableName, columns: [String], on connection: PostgresConnection,
      written: @Sendable (Int) -> Void
    ) async throws -> SectionStats {
      var sections = SectionStats()
      try await copying(into: target, columns: columns, freeze: false, on: connection) { writer in
        sections = try await writeRows(of: run, to: writer, written: written)
      }
      return sections
    }

    /// Runs one `COPY … FROM STDIN` into `target` in PostgreSQL's binary format on
    /// `connection` (with `FREEZE` when `freeze`), `body` writing its rows
    /// (``writeRows(of:to:written:)``) between the format's header and its end, which this
    /// writes. When `body` throws, the statement fails and the error is rethrown.
    ///
    /// The binary format spares the server the parsing of text, which made the server's read
    /// of the rows markedly slower in the text format. postgres-nio 1.33 writes only
    /// `WITH (FORMAT text)` and writes the table's and columns' names into its statement as
    /// they are given (as its documentation says), so the last column's name given to it
    /// closes the column list, asks for the binary format and comments out the rest of the
    /// line. Every name in it is this store's: a table name is checked (``TableName``) and the
    /// columns are constants.
    func copying(
      into target: TableName, columns: [String], freeze: Bool, on connection: PostgresConnection,
      _ body: (PostgresCopyFromWriter) async throws -> Void
    ) async throws {
      let options = freeze ? "FORMAT binary, FREEZE" : "FORMAT binary"
      let binaryColumns = columns.dropLast() + [columns.last! + "\") FROM STDIN WITH (\(options)) --"]
      try await connection.copyFrom(table: target.name, columns: Array(binaryColumns), logger: logger) { writer in
        try await writer.write(ByteBuffer(bytes: Self.binaryCopyHeader))
        try await body(writer)
        try await writer.write(ByteBuffer(integer: Int16(-1)))
      }
    }

    /// The start of binary `COPY` data: its signature, flags (none) and the length of its
    /// header extension (none).
    static let binaryCopyHeader: [UInt8] =
      Array("PGCOPY\n".utf8) + [0xFF, 0x0D, 0x0A, 0x00] + [UInt8](repeating: 0, count: 8)

    /// Writes the binary `COPY` rows of `run` to `writer`, handing it ``copyWrite`` bytes at a
    /// time while the next rows are made (``makeRows(of:jamoKeys:seqs:consume:)``); `written`
    /// is told the rows of each chunk. Returns the rows' sections.
    private func writeRows(
      of run: Run, to writer: PostgresCopyFromWriter, written: @Sendable (Int) -> Void
    ) async throws -> SectionStats {
      var sections = SectionStats()
      let allocator = ByteBufferAllocator()
      var pending = allocator.buffer(capacity: Self.copyWrite + (Self.copyWrite >> 2))
      try await makeRows(of: run.names, jamoKeys: run.jamoKeys, seqs: run.seqs) { rows in
        pending.writeBytes(rows.bytes)
        if pending.readableBytes >= Self.copyWrite {
          try await writer.write(pending)
          pending = allocator.buffer(capacity: Self.copyWrite + (Self.copyWrite >> 2))
        }
        sections.merge(rows.sections)
        written(rows.count)
      }
      if pending.readableBytes > 0 { try await writer.write(pending) }
      return sections
    }

    /// Writes the sections of a bulk load (every row of the table), in the caller's transaction.
    func writeSections(_ sections: SectionStats) async throws(DatabaseError) {
      let rows = sections.counts.sorted { $0.key < $1.key }
      _ = try await run("DELETE FROM hangul_section_counts WHERE table_name = \(table.name)")
      _ = try await run(
        """
        INSERT INTO hangul_section_counts (table_name, title_position, count, first_key, last_key)
        SELECT \(table.name), p, n, decode(f, 'hex'), decode(l, 'hex')
        FROM unnest(\(rows.map { Int64($0.key) }), \(rows.map(\.value.count)), \(rows.map { Self.hex($0.value.first) }),
          \(rows.map { Self.hex($0.value.last) })) AS u(p, n, f, l)
        """)
    }

    static func hex(_ bytes: [UInt8]) -> String {
      let digits = Array("0123456789abcdef".utf8)
      var out: [UInt8] = []
      out.reserveCapacity(bytes.count * 2)
      for b in bytes {
        out.append(digits[Int(b >> 4)])
        out.append(digits[Int(b & 15)])
      }
      return String(decoding: out, as: UTF8.self)
    }

    /// Each name's jamo key (`SearchKeys/jamoKey(of:)`), made on every core.
    static func jamoKeys(of names: [String]) async -> [String] {
      let chunk = 32_768
      return await withTaskGroup(of: (Int, [String]).self) { group in
        for start in stride(from: 0, to: names.count, by: chunk) {
          let part = names[start..<min(start + chunk, names.count)]
          group.addTask { (start, part.map(SearchKeys.jamoKey(of:))) }
        }
        var out = [String](repeating: "", count: names.count)
        for await (start, part) in group { out.replaceSubrange(start..<start + part.count, with: part) }
        return out
      }
    }

    /// The first eight codes of `key` as one integer (big-endian, zero-padded, so integers
    /// compare as the codes do).
    static func jamoPrefix(_ key: String) -> UInt64 {
      var prefix: UInt64 = 0
      var n = 0
      for code in key.utf8.prefix(8) {
        prefix = prefix << 8 | UInt64(code)
        n += 1
      }
      return n == 0 ? 0 : prefix << UInt64(8 * (8 - n))
    }

    /// Makes the `COPY` rows of `names` (with `jamoKeys`, their jamo keys made before; with
    /// `seqs`, each row's `seq`) in chunks of 8,192 on
    /// concurrent tasks (as many as there are processors, at most twice as many chunks ahead of
    /// the one `consume` waits for) and passes each chunk to `consume` in order.
    private func makeRows(
      of names: [String], jamoKeys: [String]?, seqs: [Int64]?, consume: (CopyRows) async throws -> Void
    ) async throws {
      let maker = self.maker
      let chunk = 8_192
      let starts = Array(stride(from: 0, to: names.count, by: chunk))
      let ahead = 2 * max(1, System.coreCount)
      try await withThrowingTaskGroup(of: (Int, CopyRows).self) { group in
        var pending: [Int: CopyRows] = [:]
        var next = 0  // the chunk to consume next
        var started = 0
        func startMore() {
          while started < starts.count && started - next < ahead {
            let k = started
            let range = starts[k]..<min(starts[k] + chunk, names.count)
            let part = names[range]
            let (jamo, seq) = (jamoKeys?[range], seqs?[range])
            group.addTask { (k, try CopyRows(part, jamoKeys: jamo, seqs: seq, maker: maker)) }
            started += 1
          }
        }
        startMore()
        while let (k, rows) = try await group.next() {
          pending[k] = rows
          while let rows = pending.removeValue(forKey: next) {
            try await consume(rows)
            next += 1
          }
          startMore()
        }
      }
    }
  }
#endif
