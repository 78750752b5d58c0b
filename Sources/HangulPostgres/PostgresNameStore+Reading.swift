// With the `PostgreSQL` package trait only (postgres-nio).
#if PostgreSQL
  import Hangul
  import HangulDatabase
  import PostgresNIO
  import Synchronization

  extension PostgresNameStore {
    /// The non-empty sections in order with their counts (`hangul index`'s counts).
    ///
    /// ```swift
    /// try await store.sections()   // [SectionCount(title: "ㄱ", count: …), …]
    /// ```
    ///
    /// - Complexity: a read of at most 41 rows of `hangul_section_counts`.
    public func sections() async throws(DatabaseError) -> [SectionCount] {
      try await sections(in: nil)
    }

    /// The non-empty sections of `scope`'s rows, in order, with their counts (in a table of
    /// names, `scope` must be nil: the whole table).
    ///
    /// ```swift
    /// try await store.sections(in: try RowScope("org-1"))   // [SectionCount(title: "ㄱ", count: …), …]
    /// ```
    ///
    /// - Throws: ``DatabaseError/namesTable(_:)`` for a scope in a table of names.
    /// - Complexity: a read of at most 41 rows of the counts.
    public func sections(in scope: RowScope?) async throws(DatabaseError) -> [SectionCount] {
      try checkScope(scope)
      return try await reading { () async throws(DatabaseError) in try await self.readSections(scope) }
    }

    private func readSections(_ scope: RowScope?) async throws(DatabaseError) -> [SectionCount] {
      var out: [SectionCount] = []
      let titles = maker.titles
      let query: PostgresQuery =
        kind == .rows
        ? """
        SELECT title_position::int8, count FROM hangul_scope_counts
        WHERE table_name = \(table.name) AND scope = \(Self.stored(scope)) AND count > 0 ORDER BY title_position
        """
        : """
        SELECT title_position::int8, count FROM hangul_section_counts
        WHERE table_name = \(table.name) AND count > 0 ORDER BY title_position
        """
      do {
        for try await (position, count) in try await run(query).decode((Int64, Int64).self) {
          guard titles.indices.contains(Int(position)) else { throw DatabaseError.failed("title position \(position)") }
          out.append(SectionCount(title: titles[Int(position)], count: Int(count)))
        }
      } catch let error as DatabaseError { throw error } catch { throw Self.databaseError(error) }
      return out
    }

    /// Names in Korean order (ties in import order), of one section or all, after `cursor`, at
    /// most `limit`.
    ///
    /// ```swift
    /// let page = try await store.list(section: "ㄱ", after: nil, limit: 50)
    /// ```
    ///
    /// - Throws: ``DatabaseError/invalidLimit(_:)`` for a limit outside
    ///   `1...ListPage.maximumLimit`, ``DatabaseError/unknownSection(_:titles:)`` for a title the
    ///   contacts layout does not have. Any well-formed cursor is a position in the order: one
    ///   from another table, section or key version continues after that position.
    /// - Complexity: O(log *N* + *limit*) over the `(sort_key, seq)` index; for a section,
    ///   plus the rows of other sections between its first and last keys (none but for `#`).
    public func list(section: String?, after cursor: ListCursor?, limit: Int?) async throws(DatabaseError) -> ListPage {
      try await list(in: nil, section: section, after: cursor, limit: limit)
    }

    /// `scope`'s names in Korean order (ties in write order) with their ids
    /// (``ListPage/ids``), as ``list(section:after:limit:)`` (in a table of names, `scope` must
    /// be nil).
    ///
    /// ```swift
    /// let page = try await store.list(in: try RowScope("org-1"), section: "ㄱ", after: nil, limit: 50)
    /// ```
    ///
    /// - Throws: as ``list(section:after:limit:)``; ``DatabaseError/namesTable(_:)`` for a scope
    ///   in a table of names.
    /// - Complexity: O(log *N* + *limit*) over the `(scope, sort_key, seq)` index.
    public func list(in scope: RowScope?, section: String?, after cursor: ListCursor?, limit: Int?)
      async throws(DatabaseError) -> ListPage
    {
      try ListPage.validated(limit: limit)
      try checkScope(scope)
      return try await reading { () async throws(DatabaseError) in
        try await self.readList(section: section, after: cursor, limit: limit, scope: scope)
      }
    }

    private func readList(section: String?, after cursor: ListCursor?, limit: Int?, scope: RowScope?)
      async throws(DatabaseError) -> ListPage
    {
      guard let section else { return try await page(section: nil, after: cursor, limit: limit, scope: scope) }
      guard let position = maker.titles.firstIndex(of: section) else {
        throw .unknownSection(section, titles: maker.titles)
      }
      // Two statements (the section's bounds, then its rows) read one table: a repeatable-read
      // transaction whose snapshot is taken after the table's lock, so a swap (a replace or a
      // rekey) is wholly before or wholly after both.
      var result = ListPage(items: [], next: nil)
      _ = try await run("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY")
      do {
        _ = try await run("LOCK TABLE \(unescaped: table.quoted) IN ACCESS SHARE MODE")
        result = try await page(section: (section, position), after: cursor, limit: limit, scope: scope)
        _ = try await run("COMMIT")
      } catch {
        _ = try? await run("ROLLBACK")
        throw error
      }
      return result
    }

    /// A page of ``list(section:after:limit:)`` (its arguments checked).
    private func page(
      section: (title: String, position: Int)?, after cursor: ListCursor?, limit: Int?, scope: RowScope?
    ) async throws(DatabaseError) -> ListPage {
      let t = table.quoted
      let fetch = limit.map { Int64($0) + 1 }
      // A table of rows: the scope's rows only (the first column of its order index), with their ids.
      let rows = kind == .rows
      let columns = rows ? "name, sort_key, seq, id" : "name, sort_key, seq, NULL::text"
      // A table of names is one list: `'' = ''`, which the planner folds away.
      let scopeColumn = rows ? "scope" : "''::text"
      let stored = Self.stored(scope)
      var query: PostgresQuery
      if let position = section?.position {
        // The section's rows lie between its first and last keys: the order index, read from
        // the cursor or the first key to the last key (the bounds as values, so that the
        // planner sees how few rows they hold).
        guard let bounds = try await sectionBounds(position, scope: scope, counted: false) else {
          return ListPage(items: [], next: nil)
        }
        // After the cursor, or from the first key on (every `seq` is at least 1).
        let from = cursor.map { ByteBuffer(bytes: $0.sortKey) } ?? bounds.first ?? ByteBuffer()
        let seq = cursor?.sequence ?? 0
        if let lastKey = bounds.last {
          query = """
            SELECT \(unescaped: columns) FROM \(unescaped: t) WHERE \(unescaped: scopeColumn) = \(stored) AND (sort_key, seq) > (\(from), \(seq))
            AND sort_key <= \(lastKey) AND title_position = \(Int64(position)) ORDER BY sort_key, seq LIMIT \(fetch)
            """
        } else {
          query = """
            SELECT \(unescaped: columns) FROM \(unescaped: t) WHERE \(unescaped: scopeColumn) = \(stored) AND (sort_key, seq) > (\(from), \(seq))
            AND title_position = \(Int64(position)) ORDER BY sort_key, seq LIMIT \(fetch)
            """
        }
      } else if let cursor {
        query = """
          SELECT \(unescaped: columns) FROM \(unescaped: t) WHERE \(unescaped: scopeColumn) = \(stored) AND (sort_key, seq) > (\(ByteBuffer(bytes: cursor.sortKey)), \(cursor.sequence))
          ORDER BY sort_key, seq LIMIT \(fetch)
          """
      } else if rows {
        query = """
          SELECT \(unescaped: columns) FROM \(unescaped: t) WHERE scope = \(stored) ORDER BY sort_key, seq LIMIT \(fetch)
          """
      } else {
        query = "SELECT \(unescaped: columns) FROM \(unescaped: t) ORDER BY sort_key, seq LIMIT \(fetch)"
      }
      var items: [String] = []
      var ids: [RowID] = []
      var last: ListCursor?
      do {
        for try await (name, key, seq, id) in try await run(query).decode((String, ByteBuffer, Int64, String?).self) {
          if let limit, items.count == limit { return ListPage(items: items, next: last, ids: ids) }
          items.append(name)
          if let id { ids.append(RowID(stored: id)) }
          last = ListCursor(sortKey: Array(buffer: key), sequence: seq)
        }
      } catch let error as DatabaseError { throw error } catch { throw Self.databaseError(error) }
      return ListPage(items: items, next: nil, ids: ids)
    }

    /// The names `hangul search query` prints over the imported lines, in its order, at most
    /// `limit` (the first page of ``searchPage(_:options:after:limit:)``).
    ///
    /// ```swift
    /// try await store.search("홍기", options: SearchOptions(allowsCarryOver: false), limit: 10)
    /// ```
    ///
    /// - Throws: ``DatabaseError/invalidLimit(_:)`` for a limit outside `1...ListPage.maximumLimit`.
    /// - Complexity: see ``searchPage(_:options:after:limit:)``.
    public func search(_ query: String, options: SearchOptions, limit: Int?) async throws(DatabaseError) -> [NameMatch]
    {
      try await searchPage(query, options: options, after: nil, limit: limit).matches
    }

    /// A page of the names `hangul search query` prints over the imported lines: the results
    /// after `cursor` (a previous page's ``SearchPage/next``), at most `limit`. Pages put
    /// together equal the whole answer.
    ///
    /// A page with a limit is read in rank order (`SearchPlan`): each ranking group's rows
    /// from the Korean-order index, exact and prefix matches between the bounds of the
    /// section of the query's first character (exact ones from the index of jamo key lengths
    /// and Korean order), contains matches over the search keys' patterns, where PostgreSQL
    /// chooses between walking the order index (frequent patterns) and the trigram index then
    /// sorting (rare ones); the read stops once the page is full. Other queries rank every
    /// candidate.
    ///
    /// ```swift
    /// let first = try await store.searchPage("ㅇ", options: SearchOptions(), after: nil, limit: 20)
    /// let second = try await store.searchPage("ㅇ", options: SearchOptions(), after: first.next, limit: 20)
    /// ```
    ///
    /// - Throws: ``DatabaseError/invalidLimit(_:)`` for a limit outside `1...ListPage.maximumLimit`.
    ///   Any cursor is a position in the ranking: one from another query continues after it.
    /// - Complexity: for a tiered plan, O(log *N*) per read plus the rows read, which stop at
    ///   about twice the page where matches are frequent; otherwise the candidates, plus
    ///   O(*c* log *c*) to rank them.
    public func searchPage(_ query: String, options: SearchOptions, after cursor: SearchCursor?, limit: Int?)
      async throws(DatabaseError) -> SearchPage
    {
      try await searchPage(in: nil, query, options: options, after: cursor, limit: limit)
    }

    /// A page of the search results for `query` among `scope`'s rows, each with its id
    /// (``NameMatch/id``), as ``searchPage(_:options:after:limit:)`` (in a table of names,
    /// `scope` must be nil). The grams of a table of rows are salted by scope
    /// (`SearchKeys/scoped(_:in:)`), so that the trigram index reads the scope's own entries.
    ///
    /// ```swift
    /// let first = try await store.searchPage(in: try RowScope("org-1"), "ㅎㄱ", options: SearchOptions(), after: nil, limit: 20)
    /// ```
    ///
    /// - Throws: as ``searchPage(_:options:after:limit:)``; ``DatabaseError/namesTable(_:)`` for
    ///   a scope in a table of names.
    /// - Complexity: as ``searchPage(_:options:after:limit:)``, over the scope's rows.
    public func searchPage(
      in scope: RowScope?, _ query: String, options: SearchOptions, after cursor: SearchCursor?, limit: Int?
    ) async throws(DatabaseError) -> SearchPage {
      try ListPage.validated(limit: limit)
      try checkScope(scope)
      return try await reading { () async throws(DatabaseError) in
        try await self.readSearchPage(query, options: options, after: cursor, limit: limit, scope: scope)
      }
    }

    private func readSearchPage(
      _ query: String, options: SearchOptions, after cursor: SearchCursor?, limit: Int?, scope: RowScope?
    ) async throws(DatabaseError) -> SearchPage {
      var pager = SearchPager(query: query, options: options, after: cursor, limit: limit)
      // Whether the session plans without bitmap scans now (``rows(for:plan:section:before:walking:)``);
      // the session's own setting is given back at the end, whatever happens.
      var walking = false
      do throws(DatabaseError) {
        try await readTiers(of: &pager, walking: &walking, scope: scope)
      } catch {
        if walking { _ = try? await run("RESET enable_bitmapscan") }
        throw error
      }
      if walking { _ = try await run("RESET enable_bitmapscan") }
      return pager.page
    }

    /// Reads the tiers of `pager` until its page is full (``readSearchPage(_:options:after:limit:)``).
    private func readTiers(of pager: inout SearchPager, walking: inout Bool, scope: RowScope?)
      async throws(DatabaseError)
    {
      var bounds: [Int: (first: ByteBuffer?, last: ByteBuffer?)?] = [:]
      while let read = pager.next() {
        var sectionBounds: (position: Int, first: ByteBuffer?, last: ByteBuffer?)?
        if let section = read.tier?.section {
          let position: Int
          do { position = try maker.keys(for: section).titlePosition } catch { throw .icu(error.description) }
          if bounds[position] == nil { bounds[position] = .some(try await self.sectionBounds(position, scope: scope)) }
          guard let found = bounds[position]!, found.first != nil else {
            // No row in the section: nothing in this tier.
            try pager.consume([])
            continue
          }
          var first = found.first
          if let from = read.tier?.from {
            // Every match sorts at or after `from`: start there when it is past the section's start.
            let key: [UInt8]
            do { key = try maker.keys(for: from).sortKey } catch { throw .icu(error.description) }
            if let start = found.first.map({ Array(buffer: $0) }), start.lexicographicallyPrecedes(key) {
              first = ByteBuffer(bytes: key)
            }
          }
          sectionBounds = (position, first, found.last)
        }
        // Every match sorts before `before`: the walk stops there, not at the section's end.
        var before: ByteBuffer?
        if let name = read.tier?.before {
          do { before = ByteBuffer(bytes: try maker.keys(for: name).sortKey) } catch { throw .icu(error.description) }
        }
        try pager.consume(
          try await rows(
            for: read, plan: pager.plan, section: sectionBounds, before: before, walking: &walking, scope: scope))
      }
    }

    /// The first and last keys of section `position` of `scope` (`nil`: no row counted there;
    /// with `counted`, none for a count of 0 either).
    private func sectionBounds(_ position: Int, scope: RowScope?, counted: Bool = true) async throws(DatabaseError)
      -> (first: ByteBuffer?, last: ByteBuffer?)?
    {
      var bounds: (first: ByteBuffer?, last: ByteBuffer?)?
      let nonEmpty = counted ? " AND count > 0" : ""
      let query: PostgresQuery =
        kind == .rows
        ? """
        SELECT first_key, last_key FROM hangul_scope_counts
        WHERE table_name = \(table.name) AND scope = \(Self.stored(scope)) AND title_position = \(Int64(position))\(unescaped: nonEmpty)
        """
        : """
        SELECT first_key, last_key FROM hangul_section_counts
        WHERE table_name = \(table.name) AND title_position = \(Int64(position))\(unescaped: nonEmpty)
        """
      do {
        for try await row in try await run(query).decode((ByteBuffer?, ByteBuffer?).self) { bounds = row }
      } catch let error as DatabaseError { throw error } catch { throw Self.databaseError(error) }
      return bounds
    }

    /// Whether the section of a search tier (``SearchPlan/Tier/section``: a consonant, an
    /// upper-case ASCII letter or a digit) is one range of the Korean order, as the index
    /// makes every section but the one of characters outside its alphabets (`#`, a digit's).
    static func isOneRange(section: String?) -> Bool {
      guard let section, let first = section.unicodeScalars.first else { return false }
      return !("0"..."9").contains(first)
    }

    /// The rows of `read`, in `(sort_key, seq)` order. The patterns hold only codes and `%`,
    /// and every value is a bind parameter: nothing to escape.
    ///
    /// A read with a limit that narrows by no grams is a walk of an index in key order that
    /// stops at the limit, and is planned without bitmap scans (`enable_bitmapscan` off on the
    /// session while `walking`, set here when it changes). PostgreSQL multiplies the shares of
    /// the read's conditions as if they were independent, though a pattern's matches crowd
    /// into its section and its key length: it expected a handful of ㅇㅎ's thousands of
    /// names among the two-syllable ㅇ names, so a bitmap scan of all of them and a sort looked
    /// cheaper to the planner than the walk, and was slower; a Latin letter's prefix group
    /// (`name ~ '[kK]'`) sorted every row of the letter for a page in the same way. A read over
    /// the grams is planned as the session plans it: GIN is read through bitmaps.
    private func rows(
      for read: SearchRead, plan: SearchPlan, section: (position: Int, first: ByteBuffer?, last: ByteBuffer?)?,
      before: ByteBuffer?, walking: inout Bool, scope: RowScope?
    ) async throws(DatabaseError) -> [StoredRow] {
      var binds = PostgresBindings()
      let rowsTable = kind == .rows
      // The range of the order index the read walks, and the conditions its rows are filtered by.
      var ranges: [String] = []
      var conditions: [String] = []
      func bind(_ condition: (String) -> String, _ value: some PostgresNonThrowingEncodable, range: Bool = false) {
        binds.append(value)
        if range {
          ranges.append(condition("$\(binds.count)"))
        } else {
          conditions.append(condition("$\(binds.count)"))
        }
      }
      // A table of rows: the scope first, as in every one of its indexes.
      if rowsTable { bind({ "scope = \($0)" }, Self.stored(scope), range: true) }
      let window = read.tier?.lengths == nil ? nil : read.window
      // Whether the read narrows by the grams. The exact group of consonants past its window
      // (every name whose choseong is the query) is then one statement, not a walk a length:
      // every walk would read the grams' GIN entries again (for ㄱㅊㅇ, the same tens of
      // thousands of rows once a length), and the choseong key, not the length, tells the
      // exact names.
      var readsGrams = false
      // A tier's own patterns: anchored at the keys' start for exact and prefix groups.
      let candidates = read.tier?.candidates ?? plan.candidates
      if case .keys(let choseong, let jamo) = candidates {
        // The tier's own grams: those of a group by the carry-over hold the moved consonant's.
        let grams = rowsTable ? SearchKeys.scoped(candidates.grams, in: scope?.text) : candidates.grams
        // The grams narrow through the GIN index (PostgreSQL weighs them against walking the
        // order index); the patterns then check the order of the codes. A one-syllable query's
        // tier reads no grams: its matches lie together between `from` and `before`, where
        // walking the order index finds them at once, while its one gram is in a large share of
        // all names (장: one in fifty, whose gathering and sorting is slow).
        let walksBetweenBounds = (before != nil && plan.walksWithoutGrams) || window != nil
        if !grams.isEmpty, !walksBetweenBounds {
          bind({ "search_grams @> \($0)" }, grams)
          readsGrams = true
        }
        // A final that may grow into a cluster: one of the syllable's grams with each.
        if let anyOf = read.tier?.anyOfGrams, !anyOf.isEmpty, !walksBetweenBounds {
          bind({ "search_grams && \($0)" }, rowsTable ? SearchKeys.scoped(anyOf, in: scope?.text) : anyOf)
          readsGrams = true
        }
        if let choseong { bind({ "choseong_key LIKE \($0)" }, choseong) }
        if let jamo { bind({ "jamo_key LIKE \($0)" }, jamo) }
      }
      if let latin = plan.latinPattern { bind({ "name ~ \($0)" }, latin) }
      if let section {
        // A consonant's or a letter's section is one range of the Korean order: its key
        // bounds hold it, and its title is not checked again. PostgreSQL would multiply the
        // title's share by the range's and the pattern's (a dozen rows expected of ㄴ's
        // section) and sort the whole range for a page instead of walking the order index to
        // the page's end, which is much faster. `#` can be two ranges (digits and symbols before Hangul,
        // other scripts after Latin): a digit's title is checked, outside a window's walk for
        // the same reason.
        if !Self.isOneRange(section: read.tier?.section) {
          bind({ "title_position = \($0)" }, Int64(section.position), range: window == nil)
        }
        if let first = section.first { bind({ "sort_key >= \($0)" }, first, range: true) }
        if let last = section.last { bind({ "sort_key <= \($0)" }, last, range: true) }
      }
      if let before { bind({ "sort_key < \($0)" }, before, range: true) }
      if let after = read.after {
        binds.append(ByteBuffer(bytes: after.sortKey))
        binds.append(after.sequence)
        ranges.append("(sort_key, seq) > ($\(binds.count - 1), $\(binds.count))")
      }
      let limit = read.count.map { " LIMIT \($0)" } ?? ""
      let t = table.quoted
      let columns = rowsTable ? "name, sort_key, seq, id" : "name, sort_key, seq, NULL::text AS id"
      let base = "SELECT \(columns) FROM \(t)"
      var sql: String
      if let window, let lengths = read.tier?.lengths {
        // The first `window` rows of the range on the order index, then the conditions.
        let inner =
          "SELECT \(columns), title_position, choseong_key, jamo_key FROM \(t)"
          + (ranges.isEmpty ? "" : " WHERE " + ranges.joined(separator: " AND "))
          + " ORDER BY sort_key, seq LIMIT \(window)"
        let filters =
          conditions + ["length(jamo_key) BETWEEN \(lengths.lowerBound) AND \(lengths.upperBound)"]
        sql =
          "SELECT name, sort_key, seq, id FROM (\(inner)) AS window_rows WHERE "
          + filters.joined(separator: " AND ") + " ORDER BY sort_key, seq\(limit)"
      } else if let lengths = read.tier?.lengths, !(plan.readsExactTierInWindow && readsGrams) {
        let conditions = ranges + conditions
        // One ordered walk of the (length, key) index per length, merged in key order.
        sql = lengths.map { length in
          "(\(base) WHERE " + (conditions + ["length(jamo_key) = \(length)"]).joined(separator: " AND ")
            + " ORDER BY sort_key, seq\(limit))"
        }.joined(separator: " UNION ALL ")
        sql = "SELECT name, sort_key, seq, id FROM (\(sql)) AS walks ORDER BY sort_key, seq\(limit)"
      } else {
        let conditions = ranges + conditions
        sql =
          base + (conditions.isEmpty ? "" : " WHERE " + conditions.joined(separator: " AND "))
          + " ORDER BY sort_key, seq\(limit)"
      }
      let walks = read.count != nil && !readsGrams
      if walks != walking {
        _ = try await run(walks ? "SET enable_bitmapscan = off" : "RESET enable_bitmapscan")
        walking = walks
      }
      var out: [StoredRow] = []
      do {
        for try await (name, key, seq, id) in try await run(PostgresQuery(unsafeSQL: sql, binds: binds)).decode(
          (String, ByteBuffer, Int64, String?).self)
        {
          out.append(StoredRow(name: name, sortKey: Array(buffer: key), sequence: seq, id: id.map(RowID.init(stored:))))
        }
      } catch let error as DatabaseError { throw error } catch { throw Self.databaseError(error) }
      return out
    }
  }
#endif
