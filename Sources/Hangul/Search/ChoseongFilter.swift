/// The rule that narrows a search before any name is matched: when a query is only modern
/// syllables and compatibility consonants and its options are the plain ones, every name
/// that matches it has a choseong (`choseong(of:)`, other characters kept) that contains the
/// query's choseong.
///
/// ``SearchIndex`` is the reference matcher: it scans its key bytes for the filter and then
/// matches each name there, and its answers are checked against independent oracles. The
/// stores' plans (`SearchPlan` and `SearchCandidates` in HangulDatabase, whose `LIKE`
/// patterns and tiers are necessary conditions built on this filter) and `hangul search`'s
/// line filter narrow by the same rule; their tests check them against `SearchIndex` with
/// properties.
///
/// ```swift
/// ChoseongFilter.filter(for: "홍기", options: SearchOptions())   // "ㅎㄱ"
/// ChoseongFilter.filter(for: "gil", options: SearchOptions())    // nil: every name
/// ```
package enum ChoseongFilter {
  /// Whether `options` are the plain ones the filter applies under: no space skipping, Hanja
  /// reading, typos or fallbacks, in contains or prefix mode (Latin case and the 2-set
  /// carry-over either way). Options are compared as a whole, so an option added later that
  /// is not at its default reads every name.
  ///
  /// ```swift
  /// ChoseongFilter.isPlain(SearchOptions(ignoresSpaces: true))   // false
  /// ```
  package static func isPlain(_ options: SearchOptions) -> Bool {
    let plain = SearchOptions(
      mode: options.mode, ignoresSpaces: false, ignoresLatinCase: options.ignoresLatinCase,
      allowsCarryOver: options.allowsCarryOver, fallbacks: [])
    return options == plain && (options.mode == .contains || options.mode == .prefix)
  }

  /// Whether the filter applies to `query` under `options`: plain options, and a query of
  /// modern syllables and compatibility consonants (ㄱ…ㅎ) only.
  ///
  /// ```swift
  /// ChoseongFilter.applies(to: "김ㅅ", options: SearchOptions())   // true
  /// ChoseongFilter.applies(to: "김 ㅅ", options: SearchOptions())  // false
  /// ```
  ///
  /// - Complexity: O(*n*) in the length of `query`.
  package static func applies(to query: String, options: SearchOptions) -> Bool {
    isPlain(options) && !query.isEmpty
      && query.unicodeScalars.allSatisfy { $0.isHangulSyllable || ($0.value >= 0x3131 && $0.value <= 0x314E) }
  }

  /// The choseong every name matching `query` under `options` contains, or `nil` when the
  /// filter does not apply (every name can match).
  ///
  /// ```swift
  /// ChoseongFilter.filter(for: "ㄱ서", options: SearchOptions())   // "ㄱㅅ"
  /// ```
  ///
  /// - Complexity: O(*n*) in the length of `query`.
  package static func filter(for query: String, options: SearchOptions) -> String? {
    applies(to: query, options: options) ? choseong(of: query) : nil
  }
}
