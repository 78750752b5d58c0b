extension SearchIndex {
  /// The results of the first fallback in the query's options that finds something.
  func fallbackResults(for query: HangulSearchQuery) -> SearchResults? {
    var options = query.options
    options.fallbacks = []
    if query.options.fallbacks.contains(.latinKeyboard) {
      let typed = DubeolsikKeyboard.hangul(typedAs: query.text)
      if typed != query.text, typed.unicodeScalars.contains(where: \.isHangul) {
        let results = search(HangulSearchQuery(typed, options: options))
        if !results.isEmpty {
          return SearchResults(query: results.query, fallback: .latinKeyboard, index: self,
                               candidates: results.candidates)
        }
      }
    }
    return nil
  }
}
