import Hangul

/// One non-empty section of a stored table: its title and how many names it holds.
///
/// ```swift
/// SectionCount(title: "ㄱ", count: 3).count   // 3
/// ```
public struct SectionCount: Sendable, Hashable, Codable {
  /// The contacts-layout title (ㄱ…ㅎ, A–Z, #).
  ///
  /// ```swift
  /// SectionCount(title: "ㅎ", count: 2).title   // "ㅎ"
  /// ```
  public var title: String
  /// The number of names filed under it.
  ///
  /// ```swift
  /// SectionCount(title: "ㅎ", count: 2).count   // 2
  /// ```
  public var count: Int

  /// A title and its count.
  ///
  /// ```swift
  /// SectionCount(title: "#", count: 1).title   // "#"
  /// ```
  public init(title: String, count: Int) {
    self.title = title
    self.count = count
  }
}

/// One page of a stored table in Korean order, and where the next page starts.
///
/// ```swift
/// let page = ListPage(items: ["김민수"], next: nil)
/// page.next == nil   // true: the last page
/// ```
public struct ListPage: Sendable, Hashable, Codable {
  /// The names, in Korean order (ties in import order).
  ///
  /// ```swift
  /// ListPage(items: ["가람"], next: nil).items   // ["가람"]
  /// ```
  public var items: [String]
  /// The cursor after the last item, or nil when no item follows.
  ///
  /// ```swift
  /// ListPage(items: [], next: ListCursor(sortKey: [1], sequence: 2)).next?.text   // "k1.01.2"
  /// ```
  public var next: ListCursor?
  /// The ids of ``items``, one each in order, in a table of rows; empty in a table of names.
  ///
  /// ```swift
  /// ListPage(items: ["가람"], next: nil, ids: [try RowID("7")]).ids.map(\.text)   // ["7"]
  /// ```
  public var ids: [RowID]

  /// A page of names, and of their ids in a table of rows.
  ///
  /// ```swift
  /// ListPage(items: [], next: nil).items.isEmpty   // true
  /// ```
  public init(items: [String], next: ListCursor?, ids: [RowID] = []) {
    self.items = items
    self.next = next
    self.ids = ids
  }

  /// The largest limit a page or a search takes: a larger one (and any below 1) is refused
  /// with ``DatabaseError/invalidLimit(_:)``, never clamped, so that a caller who asked for
  /// more never gets fewer names without knowing. No limit at all means every name.
  ///
  /// ```swift
  /// ListPage.maximumLimit   // 1000000
  /// ```
  public static let maximumLimit = 1_000_000

  /// Checks a caller's limit: nil (every name) or `1...maximumLimit`.
  ///
  /// ```swift
  /// try ListPage.validated(limit: 50)   // 50
  /// try? ListPage.validated(limit: 0)   // nil: DatabaseError.invalidLimit(0)
  /// ```
  ///
  /// - Throws: ``DatabaseError/invalidLimit(_:)`` for a limit outside `1...maximumLimit`.
  @discardableResult
  public static func validated(limit: Int?) throws(DatabaseError) -> Int? {
    guard let limit else { return nil }
    guard limit >= 1, limit <= maximumLimit else { throw .invalidLimit(limit) }
    return limit
  }
}

/// A stored name that a search matched, with the hit (kind and ranges; its `itemOffset` is
/// the offset among the candidates and means nothing outside the store).
///
/// ```swift
/// // try store.search("ㅎㄱ", options: SearchOptions(allowsCarryOver: false)).map(\.name)   // ["홍길동"]
/// ```
public struct NameMatch: Sendable, Hashable, Codable {
  /// The stored name.
  ///
  /// ```swift
  /// let hit = try SearchIndex(["홍길동"]).search("ㅎㄱ")[0]
  /// NameMatch(name: "홍길동", match: hit).name   // "홍길동"
  /// ```
  public var name: String
  /// How it matched; its ranges refer to `name`.
  ///
  /// ```swift
  /// let hit = try SearchIndex(["홍길동"]).search("홍길동")[0]
  /// NameMatch(name: "홍길동", match: hit).match.kind   // .exact
  /// ```
  public var match: SearchResults.Hit
  /// The row's id in a table of rows (nil in a table of names).
  ///
  /// ```swift
  /// let hit = try SearchIndex(["홍길동"]).search("ㅎㄱ")[0]
  /// NameMatch(name: "홍길동", match: hit, id: try RowID("7")).id?.text   // "7"
  /// ```
  public var id: RowID?

  /// A name, its match, and its row's id in a table of rows.
  ///
  /// ```swift
  /// let hit = try SearchIndex(["홍길동"]).search("ㅎㄱ")[0]
  /// NameMatch(name: "홍길동", match: hit).match.characterRanges   // [0..<2]
  /// ```
  public init(name: String, match: SearchResults.Hit, id: RowID? = nil) {
    self.name = name
    self.match = match
    self.id = id
  }
}

extension SearchIndex {
  /// The matches of `query` among `candidates` (in import order), ranked as `hangul search`
  /// ranks them, at most `limit`.
  ///
  /// ```swift
  /// try SearchIndex.rankedMatches(of: "ㄱ", in: ["홍길동", "김수한"], options: SearchOptions(), limit: nil).map(\.name)
  /// // ["김수한", "홍길동"]
  /// ```
  ///
  /// - Complexity: O(*n* log *n*) for *n* candidates.
  public static func rankedMatches(of query: String, in candidates: [String], options: SearchOptions, limit: Int?)
    throws(DatabaseError) -> [NameMatch]
  {
    let index: SearchIndex
    do { index = try SearchIndex(candidates) } catch { throw .icu(error.description) }
    var out: [NameMatch] = []
    for hit in index.search(query, options: options) {
      if let limit, out.count >= limit { break }
      out.append(NameMatch(name: candidates[hit.itemOffset], match: hit))
    }
    return out
  }
}
