extension SearchIndex {
  /// The results of the first fallback in the query's options that finds something.
  func fallbackResults(for query: HangulSearchQuery) -> SearchResults? {
    var options = query.options
    options.fallbacks = []
    if query.options.fallbacks.contains(.latinKeyboard) {
      let typed = DubeolsikKeyboard.hangul(typedAs: query.text)
      if typed != query.text, typed.unicodeScalars.contains(where: { $0.isHangul }) {
        let results = search(HangulSearchQuery(typed, options: options))
        if !results.isEmpty {
          return SearchResults(
            query: results.query, fallback: .latinKeyboard, index: self,
            candidates: results.candidates)
        }
      }
    }
    if query.options.fallbacks.contains(.romanization) {
      let matcher = RomanizedNameMatcher(query.text, mode: query.options.mode)
      if matcher.isSearchable,
        let results = romanizedResults(matcher, query: HangulSearchQuery(query.text, options: options))
      {
        return results
      }
    }
    return nil
  }

  /// The names `matcher` matches, with their ranges (a pass over every name).
  /// - Complexity: O(*c*) for *c* indexed characters.
  func romanizedResults(_ matcher: RomanizedNameMatcher, query: HangulSearchQuery) -> SearchResults? {
    var found = Candidates()
    var ranges: [UInt32: [Range<Int>]] = [:]
    storage.codes.withUnsafeBufferPointer { codes in
      storage.starts.withUnsafeBufferPointer { starts in
        for r in 0..<storage.count {
          let item = UnsafeBufferPointer(rebasing: codes[Int(starts[r])..<Int(starts[r + 1])])
          guard let match = matcher.match(codes: item) else { continue }
          found.ranks.append(UInt32(r))
          found.groups.append(SearchRankingGroup.of(match.kind, carry: false))
          ranges[UInt32(r)] = match.ranges
        }
      }
    }
    guard !found.ranks.isEmpty else { return nil }
    return SearchResults(query: query, fallback: .romanization, index: self, candidates: found, explicitRanges: ranges)
  }
}
