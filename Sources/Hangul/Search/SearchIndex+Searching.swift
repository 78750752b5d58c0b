extension SearchIndex {
  /// The names matching `query`, ranked; pass the previous keystroke's results as
  /// `previous` so a query that continues it (see `HangulSearchQuery/refines(_:)`)
  /// filters them instead of scanning every name.
  ///
  /// ```swift
  /// let index = try SearchIndex(["홍길동", "홍길순", "김수한"])
  /// var results = index.search("ㅎ")
  /// results = index.search("홍ㄱ", refining: results)
  /// results = index.search("홍길ㄷ", refining: results)
  /// results.itemOffsets   // [0]
  /// ```
  /// When nothing matches, the fallbacks in `options` are tried (see `SearchFallbacks`).
  /// - Complexity: O(*c*) for *c* indexed characters (a word-at-a-time scan); refining
  ///   costs O(*c*ₚ) for the characters of the previous results.
  public func search(
    _ query: String, options: SearchOptions = SearchOptions(),
    refining previous: SearchResults? = nil
  ) -> SearchResults {
    search(HangulSearchQuery(query, options: options), refining: previous)
  }

  /// The names matching a prepared query, ranked (see `search(_:options:refining:)`).
  ///
  /// ```swift
  /// let index = try SearchIndex(["홍길동"])
  /// index.search(HangulSearchQuery("ㄱㄷ", options: .init(mode: .prefix))).isEmpty   // true
  /// ```
  /// - Complexity: O(*c*) for *c* indexed characters.
  public func search(_ query: HangulSearchQuery, refining previous: SearchResults? = nil) -> SearchResults {
    let prepared = PreparedQuery(query, storage: storage)
    var found: Candidates
    var refined = false
    if let previous, previous.index.storage === storage, previous.fallback.isEmpty,
      previous.candidates.ranks.count <= max(4_096, storage.count / 8), query.refines(previous.query)
    {
      found = refine(previous.candidates.ranks, with: prepared)
      refined = true
    } else {
      found = scan(prepared)
    }
    if query.typo != nil {
      let skipping = prepared.readsHanja ? Set(storage.hanjaRead.keys) : []
      found = addingTypoMatches(found, query: prepared, skipping: skipping)
    }
    if !found.ranks.isEmpty || query.isEmpty || query.options.fallbacks.isEmpty {
      var results = SearchResults(query: query, fallback: [], index: self, candidates: found)
      results.wasRefined = refined
      return results
    }
    return fallbackResults(for: query) ?? SearchResults(query: query, fallback: [], index: self, candidates: found)
  }
}
