// With the `PostgreSQL` package trait only (postgres-nio).
#if PostgreSQL
  import Hangul
  import HangulCorpus
  import HangulDatabase
  @testable import HangulPostgres
  import HangulTestSupport
  import Testing

  /// The rows a bulk load and an append write with binary `COPY`: a repeated name is keyed
  /// once in its chunk and its row copied, yet every row keeps its own bytes, and a run is
  /// clustered in the order of its jamo keys' first codes.
  struct PostgresCopyRowsTests {
    /// Names whose bytes a copied row could lose: canonically equivalent spellings (equal as
    /// `String`s, not as bytes), text a text-format `COPY` escapes, names without grams.
    static let names = [
      "각", "\u{1100}\u{1161}\u{11A8}", "각", "\u{1100}\u{1161}\u{11A8}", "émile", "e\u{301}mile", "émile",
      "tab\there", "back\\slash", "new\nline", "carriage\rreturn", "😀 홍길동", "홍길동", "!!!", "", "ᄒᆞᆫ글",
      "'); DROP TABLE names; --", "Ω", "\u{2126}",
    ]

    @Test(.enabled(if: PostgresServer.enabled, Comment(rawValue: PostgresServer.skipMessage)))
    func everyRowKeepsItsBytesThroughABuildAndAnAppend() async throws {
      let database = try PostgresServer.database()
      let store = try await PostgresNameStore.connect(
        url: PostgresURL(database), table: TableName("names"), creating: true)
      // Each chunk of 8,192 rows holds every spelling many times over.
      let bulk = Array(repeating: Self.names, count: 600).flatMap { $0 }
      try await store.importNames(bulk, replacing: true)
      try await store.importNames(Self.names, replacing: false)
      var listed: [String] = []
      var cursor: ListCursor?
      repeat {
        let page = try await store.list(section: nil, after: cursor, limit: 5_000)
        listed += page.items
        cursor = page.next
      } while cursor != nil
      await store.close()
      let written = (bulk + Self.names).filter { !$0.isEmpty }
      // How many rows hold each spelling, scalar for scalar (not up to canonical equivalence).
      let spellings = { (names: [String]) in
        names.reduce(into: [[UInt32]: Int]()) { $0[$1.unicodeScalars.map(\.value), default: 0] += 1 }
      }
      #expect(listed.count == written.count)
      #expect(spellings(listed) == spellings(written))
      // In Korean order, as the collator orders the names (ties in import order).
      let collator = try KoreanCollator()
      let keys = try listed.map { try collator.sortKey(for: $0).bytes }
      #expect(zip(keys, keys.dropFirst()).allSatisfy { !$1.lexicographicallyPrecedes($0) })
    }

    /// A bulk load of several runs (runs of 1,000 names here, copied two at once on the store's
    /// helper connections) lists every name in Korean order, ties (canonically equivalent
    /// spellings, in every run) in import order; so does a rekey of its stale keys, which reads
    /// the rows back run by run and keeps each row's `seq`; no side table is left.
    @Test(.enabled(if: PostgresServer.enabled, Comment(rawValue: PostgresServer.skipMessage)))
    func bulkLoadsAndRekeysOfSeveralRunsKeepTheOrder() async throws {
      let database = try PostgresServer.database()
      var generator = NameGenerator(seed: 100)
      let generated = generator.names(count: 3_000)
      let names = Self.names + generated.prefix(1_500) + Self.names + generated.dropFirst(1_500) + Self.names
      let written = names.filter { !$0.isEmpty }
      // The reference: the collator's sort keys, ties in import order.
      let collator = try KoreanCollator()
      let keys = try written.map { try collator.sortKey(for: $0).bytes }
      let expected = written.indices.sorted {
        keys[$0].lexicographicallyPrecedes(keys[$1]) || (keys[$0] == keys[$1] && $0 < $1)
      }.map { Array(written[$0].unicodeScalars) }
      func listed(_ store: PostgresNameStore) async throws -> [[Unicode.Scalar]] {
        var rows: [[Unicode.Scalar]] = []
        var cursor: ListCursor?
        repeat {
          let page = try await store.list(section: nil, after: cursor, limit: 700)
          rows += page.items.map { Array($0.unicodeScalars) }
          cursor = page.next
        } while cursor != nil
        return rows
      }
      let store = try await PostgresNameStore.connect(
        url: PostgresURL(database), table: TableName("names"), creating: true)
      store.runSize.withLock { $0 = 1_000 }
      #expect(try await store.importNames(names, replacing: true) == written.count)
      #expect(try await listed(store) == expected)
      await store.close()
      try PostgresServer.run(
        PostgresServer.psql,
        [
          database, "-X", "-q", "-v", "ON_ERROR_STOP=1", "-c",
          "UPDATE hangul_tables SET keys_version = '3;0.2.0;70.1' WHERE table_name = 'names'",
        ])
      let stale = try await PostgresNameStore.connect(
        url: PostgresURL(database), table: TableName("names"), creating: false)
      #expect(stale.keyStatus != .current)
      stale.runSize.withLock { $0 = 1_000 }
      #expect(try await stale.rekey() == written.count)
      #expect(stale.keyStatus == .current)
      #expect(try await listed(stale) == expected)
      await stale.close()
      let check = """
        DO $$ BEGIN
          IF EXISTS (SELECT 1 FROM pg_class WHERE relname LIKE '%hangul_new%') THEN RAISE EXCEPTION 'side table left'; END IF;
        END $$
        """
      try PostgresServer.run(PostgresServer.psql, [database, "-X", "-q", "-v", "ON_ERROR_STOP=1", "-c", check])
    }

    /// The reference order of a run: the jamo keys' first eight codes compared as bytes
    /// (zero-padded), then the seqs.
    static func referenceOrder(_ keys: [String], _ seqs: [Int64]) -> [Int] {
      let prefixes = keys.map { Array($0.utf8.prefix(8)) + Array(repeating: 0, count: 8 - min(8, $0.utf8.count)) }
      return keys.indices.sorted {
        prefixes[$0].lexicographicallyPrecedes(prefixes[$1]) || (prefixes[$0] == prefixes[$1] && seqs[$0] < seqs[$1])
      }
    }

    @Test func aRunIsOrderedByItsJamoKeysFirstCodesThenSeq() {
      var random = SplitMix64(seed: 34)
      let alphabet = Array(" 0123456789abcdefghijklmnopqrstuvwxyz".utf8)
      for round in 0..<200 {
        let count = Int(random.next() % 300)
        let keys = (0..<count).map { _ -> String in
          let length = Int(random.next() % 11)
          var bytes = (0..<length).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }
          // Now and then a byte outside the codes (the comparison sort's case).
          if round % 7 == 3, !bytes.isEmpty { bytes[0] = 0x21 }
          // Few distinct keys, so that prefixes tie.
          return String(decoding: bytes.prefix(Int(random.next() % 4) * 3), as: UTF8.self)
        }
        // Increasing seqs as an import numbers them; shuffled ones in some rounds.
        var seqs = (0..<count).map { Int64($0 * 3 + 7) }
        if round % 5 == 4 { seqs.shuffle(using: &random) }
        let order = PostgresNameStore.Run.order(of: keys, seqs: seqs)
        #expect(order == Self.referenceOrder(keys, seqs), "round \(round)")
      }
    }

    @Test func aKeysBase38PrefixOrdersAsItsBytes() {
      var random = SplitMix64(seed: 38)
      let alphabet = Array(" 0123456789abcdefghijklmnopqrstuvwxyz".utf8)
      let keys = (0..<5_000).map { _ in
        String(decoding: (0..<Int(random.next() % 12)).map { _ in alphabet[Int(random.next() % 37)] }, as: UTF8.self)
      }
      let prefixes = keys.map { PostgresNameStore.Run.base38Prefix($0)! }
      #expect(prefixes.allSatisfy { $0 < 1 << 42 })
      for (a, b) in zip(keys.indices, keys.indices.shuffled(using: &random)) {
        let bytesA = Array(keys[a].utf8.prefix(8)) + Array(repeating: 0, count: 8 - min(8, keys[a].utf8.count))
        let bytesB = Array(keys[b].utf8.prefix(8)) + Array(repeating: 0, count: 8 - min(8, keys[b].utf8.count))
        #expect((prefixes[a] < prefixes[b]) == bytesA.lexicographicallyPrecedes(bytesB))
        #expect((prefixes[a] == prefixes[b]) == (bytesA == bytesB))
      }
      #expect(PostgresNameStore.Run.base38Prefix("ab!") == nil)
    }
  }
#endif
