import Hangul

/// Where a page of search results ended: the last result's ranking group (see
/// `SearchPlan/Tier/group`), sort key and `seq`. Its text (`s1.GROUP.HEX.SEQ`) is what
/// `hangul db search --after` takes; anything else is an ``DatabaseError/invalidCursor(_:)``.
///
/// ```swift
/// let cursor = SearchCursor(group: 2, sortKey: [0x7A, 0x01], sequence: 9)
/// cursor.text                                        // "s1.2.7a01.9"
/// try SearchCursor(text: "s1.2.7a01.9") == cursor    // true
/// ```
public struct SearchCursor: Sendable, Hashable {
  /// The ranking group of the last result (0…8).
  ///
  /// ```swift
  /// SearchCursor(group: 2, sortKey: [], sequence: 1).group   // 2
  /// ```
  public var group: Int
  /// The last result's sort key.
  ///
  /// ```swift
  /// SearchCursor(group: 2, sortKey: [0x7A], sequence: 1).sortKey   // [0x7A]
  /// ```
  public var sortKey: [UInt8]
  /// The last result's `seq`.
  ///
  /// ```swift
  /// SearchCursor(group: 2, sortKey: [], sequence: 9).sequence   // 9
  /// ```
  public var sequence: Int64

  /// A cursor after the result of `group` with `sortKey` and `sequence`.
  ///
  /// ```swift
  /// SearchCursor(group: 0, sortKey: [], sequence: 1).group   // 0
  /// ```
  public init(group: Int, sortKey: [UInt8], sequence: Int64) {
    self.group = group
    self.sortKey = sortKey
    self.sequence = sequence
  }

  /// Reads a cursor's ``text``.
  ///
  /// ```swift
  /// try? SearchCursor(text: "nope")   // nil: DatabaseError.invalidCursor("nope")
  /// ```
  ///
  /// - Throws: ``DatabaseError/invalidCursor(_:)`` for any other text.
  /// - Complexity: O(*n*) in the length of `text`.
  public init(text: String) throws(DatabaseError) {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count == 4, parts[0] == "s1", parts[1].utf8.count == 1, let group = Int(parts[1]),
      (0..<SearchRankingGroup.count).contains(group)
    else { throw .invalidCursor(text) }
    let list: ListCursor
    do { list = try ListCursor(text: "k1.\(parts[2]).\(parts[3])") } catch { throw .invalidCursor(text) }
    self.init(group: group, sortKey: list.sortKey, sequence: list.sequence)
  }

  /// The cursor as text.
  ///
  /// ```swift
  /// SearchCursor(group: 4, sortKey: [0xFF], sequence: 12).text   // "s1.4.ff.12"
  /// ```
  public var text: String {
    let list = ListCursor(sortKey: sortKey, sequence: sequence).text
    return "s1.\(group)." + list.dropFirst(3)
  }

  /// Whether a row of `group` with `sortKey` and `sequence` comes after this cursor in rank order.
  func precedes(group: Int, sortKey: [UInt8], sequence: Int64) -> Bool {
    if self.group != group { return self.group < group }
    if self.sortKey != sortKey { return self.sortKey.lexicographicallyPrecedes(sortKey) }
    return self.sequence < sequence
  }
}

/// One page of search results and the cursor of the next page (`nil`: the last page).
///
/// ```swift
/// let page = SearchPage(matches: [], next: SearchCursor(group: 2, sortKey: [0x7A], sequence: 9))
/// page.next?.text   // "s1.2.7a.9": pass it as `after` for the next page
/// ```
public struct SearchPage: Sendable, Hashable, Codable {
  /// The results, in rank order.
  ///
  /// ```swift
  /// SearchPage(matches: [], next: nil).matches.count   // 0
  /// ```
  public var matches: [NameMatch]
  /// Where the next page starts, or `nil` when there are no more results.
  ///
  /// ```swift
  /// SearchPage(matches: [], next: nil).next == nil   // true: the last page
  /// ```
  public var next: SearchCursor?

  /// A page.
  ///
  /// ```swift
  /// SearchPage(matches: [], next: nil).matches.isEmpty   // true
  /// ```
  public init(matches: [NameMatch], next: SearchCursor?) {
    self.matches = matches
    self.next = next
  }
}

/// A stored row as a search reads it: the name, its sort key and its `seq`.
///
/// ```swift
/// StoredRow(name: "홍길동", sortKey: [0x7A], sequence: 1).name   // "홍길동"
/// ```
public struct StoredRow: Sendable, Hashable {
  /// The name.
  ///
  /// ```swift
  /// StoredRow(name: "김", sortKey: [], sequence: 1).name   // "김"
  /// ```
  public var name: String
  /// Its stored sort key.
  ///
  /// ```swift
  /// StoredRow(name: "김", sortKey: [0x7A], sequence: 1).sortKey   // [0x7A]
  /// ```
  public var sortKey: [UInt8]
  /// Its `seq` (import order).
  ///
  /// ```swift
  /// StoredRow(name: "김", sortKey: [], sequence: 3).sequence   // 3
  /// ```
  public var sequence: Int64
  /// Its id, in a table of rows.
  ///
  /// ```swift
  /// StoredRow(name: "김", sortKey: [], sequence: 3, id: try RowID("k")).id?.text   // "k"
  /// ```
  public var id: RowID?

  /// A row.
  ///
  /// ```swift
  /// StoredRow(name: "Zoe", sortKey: [], sequence: 2).sequence   // 2
  /// ```
  public init(name: String, sortKey: [UInt8], sequence: Int64, id: RowID? = nil) {
    self.name = name
    self.sortKey = sortKey
    self.sequence = sequence
    self.id = id
  }
}

/// What a store reads next for a page: rows in `(sort_key, seq)` order that meet the plan's
/// conditions (`SearchPlan/candidates`, `SearchPlan/latinPattern`) and, with a tier, the
/// tier's (`SearchPlan/Tier/section`, `SearchPlan/Tier/lengths`), after `after`, at most
/// `count` (`nil`: all).
///
/// ```swift
/// var pager = SearchPager(query: "ㄱ", options: SearchOptions(), after: nil, limit: 20)
/// pager.next()?.count   // 42: twice the page and one more
/// ```
public struct SearchRead: Sendable, Hashable {
  /// The tier, or `nil`: every candidate.
  ///
  /// ```swift
  /// SearchPager(query: "ㄱ", options: SearchOptions(), after: nil, limit: 20).next()?.tier?.group   // 0
  /// ```
  public var tier: SearchPlan.Tier?
  /// Rows after this position only.
  ///
  /// ```swift
  /// SearchPager(query: "ㄱ", options: SearchOptions(), after: nil, limit: 20).next()?.after == nil   // true
  /// ```
  public var after: ListCursor?
  /// At most this many rows (`nil`: all).
  ///
  /// ```swift
  /// SearchPager(query: "ㄱ", options: SearchOptions(), after: nil, limit: nil).next()?.count == nil   // true
  /// ```
  public var count: Int?
  /// When set, the rows that meet the conditions among the first `window` rows of the
  /// tier's range (its section and bounds, after `after`) in `(sort_key, seq)` order, walked
  /// on the order index alone: the exact tier of a query of two or more consonants is read
  /// this way first, as its matches are often frequent, before its walks of the length index
  /// (which read the lengths with no match to their end). A store may ignore it and answer
  /// the plain read: the page is the same.
  ///
  /// ```swift
  /// SearchPager(query: "ㄱㅅㅇ", options: SearchOptions(), after: nil, limit: 20).next()?.window   // 8192
  /// ```
  public var window: Int? = nil
}

/// Puts a page of search results together from the reads a store answers: for a plan with
/// tiers, each tier's rows in Korean order, batch after batch, keeping the rows whose match
/// is of the tier's group, until the page and one more are found; otherwise every candidate,
/// ranked as `SearchIndex` ranks them. Each page equals the same slice of `hangul search`
/// over every stored name.
///
/// ```swift
/// var pager = SearchPager(query: "ㄱ", options: SearchOptions(), after: nil, limit: 20)
/// while pager.next() != nil { try pager.consume([]) }   // a store's rows for each read
/// pager.page.matches.isEmpty   // true: no rows
/// ```
public struct SearchPager: Sendable {
  /// The plan.
  ///
  /// ```swift
  /// SearchPager(query: "gil", options: SearchOptions(), after: nil, limit: 20).plan.tiers?.count   // 3
  /// ```
  public let plan: SearchPlan
  let query: String
  let options: SearchOptions
  let limit: Int?
  let start: SearchCursor?
  var tierIndex = 0
  var pending: SearchRead?
  var found: [(match: NameMatch, cursor: SearchCursor)] = []
  var batch: Int
  var done = false
  var collator: KoreanCollator?

  /// A pager for the page of `query` after `cursor`, at most `limit` (`nil`: every result).
  ///
  /// ```swift
  /// let pager = SearchPager(query: "이", options: SearchOptions(), after: nil, limit: 20)
  /// ```
  public init(query: String, options: SearchOptions, after cursor: SearchCursor?, limit: Int?) {
    self.query = query
    self.options = options
    self.limit = limit
    start = cursor
    plan = SearchPlan(query: query, options: options, paged: limit != nil)
    batch = 2 * ((limit ?? 0) + 1)
    if let tiers = plan.tiers {
      // Tiers before the cursor's group are done.
      tierIndex = tiers.firstIndex { $0.group >= (cursor?.group ?? 0) } ?? tiers.count
      pending = tierRead(tierIndex)
    } else {
      pending = SearchRead(tier: nil, after: nil, count: nil)
    }
  }

  /// The rows of the order index an exact tier's first read looks at (a few milliseconds):
  /// a page of exact matches is found there when they are at least about one row in 150.
  /// Only queries of two or more consonants are read so (`SearchPlan`'s
  /// `readsExactTierInWindow`): a name whose choseong they are is common (ㄱㅅㅇ: 270,000 of
  /// 10M generated names), where the exact matches of one letter, one syllable or a Latin
  /// word are names of one character or that word.
  static let exactWindow = 8_192

  private func tierRead(_ index: Int, windowed: Bool = true) -> SearchRead? {
    guard let tiers = plan.tiers, index < tiers.count else { return nil }
    var after: ListCursor?
    if let start, start.group == tiers[index].group {
      after = ListCursor(sortKey: start.sortKey, sequence: start.sequence)
    }
    let window =
      windowed && plan.readsExactTierInWindow && tiers[index].lengths != nil && limit != nil ? Self.exactWindow : nil
    return SearchRead(tier: tiers[index], after: after, count: batch, window: window)
  }

  /// The next read, or `nil` when the page is complete.
  ///
  /// ```swift
  /// SearchPager(query: "ㄱ", options: SearchOptions(), after: nil, limit: 20).next()?.tier?.group   // 0: exact first
  /// ```
  public func next() -> SearchRead? { done ? nil : pending }

  /// Takes the rows of the read ``next()`` asked for, in `(sort_key, seq)` order.
  ///
  /// ```swift
  /// var pager = SearchPager(query: "ㄱ", options: SearchOptions(), after: nil, limit: 20)
  /// try pager.consume([StoredRow(name: "김", sortKey: [0x7A], sequence: 1)])
  /// ```
  ///
  /// - Throws: ``DatabaseError/icu(_:)`` if the collator cannot be opened.
  /// - Complexity: O(*r* log *r*) for the *r* rows.
  public mutating func consume(_ rows: [StoredRow]) throws(DatabaseError) {
    guard let read = pending, !done else { return }
    let foundBefore = found.count
    var rows = rows
    let fetched = rows.count
    let last = rows.last
    if let tier = read.tier {
      // The matcher `SearchIndex` agrees with drops the rows that do not match in this
      // tier's kind before the index is built (its collation keys cost more than matching).
      let matcher = HangulSearchQuery(query, options: options)
      rows.removeAll { matcher.match(in: $0.name)?.kind.rawValue != UInt8(tier.group / 2) }
    }
    let index: SearchIndex
    do {
      // One collator for every batch of the page (opening one costs more than a small batch).
      if collator == nil { collator = try KoreanCollator() }
      index = try SearchIndex(rows.map(\.name), collator: collator)
    } catch { throw .icu(error.description) }
    let results = index.search(query, options: options)
    if let tier = read.tier {
      // Rows in key order; keep those of this tier's group.
      var matched = [SearchResults.Hit?](repeating: nil, count: rows.count)
      for hit in results where SearchPlan.group(of: hit) == tier.group { matched[hit.itemOffset] = hit }
      for (row, hit) in zip(rows, matched) {
        guard let hit else { continue }
        found.append(
          (
            NameMatch(name: row.name, match: hit, id: row.id),
            SearchCursor(group: tier.group, sortKey: row.sortKey, sequence: row.sequence)
          ))
      }
      if let limit, found.count > limit {
        done = true
      } else if read.window != nil {
        // The window did not fill the page: the tier is read whole from the same place, and
        // the window's matches come again in it.
        found.removeSubrange(foundBefore...)
        pending = tierRead(tierIndex, windowed: false)
      } else if let count = read.count, fetched >= count, let last {
        batch = min(batch * 4, 16_384)
        pending = SearchRead(
          tier: tier, after: ListCursor(sortKey: last.sortKey, sequence: last.sequence), count: batch)
      } else {
        tierIndex += 1
        batch = 2 * ((limit ?? 0) + 1)
        pending = tierRead(tierIndex)
        if pending == nil { done = true }
      }
      return
    }
    // Every candidate: ranked as the library ranks them (rows in key order, ties in `seq`
    // order, so the index's collation order and input order are the rows').
    for hit in results {
      let row = rows[hit.itemOffset]
      let group = SearchPlan.group(of: hit)
      if let start, !start.precedes(group: group, sortKey: row.sortKey, sequence: row.sequence) { continue }
      found.append(
        (
          NameMatch(name: row.name, match: hit, id: row.id),
          SearchCursor(group: group, sortKey: row.sortKey, sequence: row.sequence)
        ))
      if let limit, found.count > limit { break }
    }
    done = true
  }

  /// The page: at most `limit` results, and the cursor of the next page when there are more.
  ///
  /// ```swift
  /// SearchPager(query: "ㄱ", options: SearchOptions(), after: nil, limit: 20).page.matches.count   // 0
  /// ```
  public var page: SearchPage {
    guard let limit, found.count > limit else { return SearchPage(matches: found.map(\.match), next: nil) }
    return SearchPage(matches: found.prefix(limit).map(\.match), next: found[limit - 1].cursor)
  }
}
