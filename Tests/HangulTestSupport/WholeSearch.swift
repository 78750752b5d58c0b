import Hangul

/// The whole ranked answer of `SearchIndex` over a list of names, for many queries: what
/// `SearchIndex.rankedMatches(of:in:options:limit:)` answers for each (its matches, ranked,
/// as names), from one index built once instead of one per query.
///
/// ```swift
/// let whole = try WholeSearch(["홍길동", "김수한"])
/// whole.names(matching: "ㄱ", options: SearchOptions())   // ["김수한", "홍길동"]
/// ```
package struct WholeSearch {
  /// The names, in import order.
  package let names: [String]
  private let index: SearchIndex

  /// Indexes `names` (in import order).
  ///
  /// - Complexity: O(*n* log *n*) for *n* names.
  package init(_ names: [String]) throws {
    self.names = names
    index = try SearchIndex(names)
  }

  /// The names that match `query` under `options`, ranked as `hangul search` ranks them, at
  /// most `limit`.
  ///
  /// - Complexity: O(*n*) for *n* names, plus the ranking of the matches.
  package func names(matching query: String, options: SearchOptions, limit: Int? = nil) -> [String] {
    let hits = index.search(query, options: options)
    return hits.prefix(limit ?? hits.count).map { names[$0.itemOffset] }
  }
}
