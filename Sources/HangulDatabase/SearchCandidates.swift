import Hangul

/// Which stored rows can match a search: the rows whose choseong key contains a needle, or
/// every row. The database returns the candidates in import order; a ``SearchIndex`` over
/// them then matches and ranks exactly as `hangul search` does over all the names (it ranks
/// by match kind, Korean order, then input order, and candidates keep their input order).
///
/// The filter is a necessary condition: when the query is made only of modern syllables and
/// compatibility consonants and the options are the plain ones (no space skipping,
/// carry-over, Hanja reading, typos or fallbacks), a matching name holds the query's
/// initials consecutively, so its choseong key contains the query's choseong. Other queries
/// (Latin, digits, options) read every row.
///
/// ```swift
/// let plain = SearchOptions(allowsCarryOver: false)  // the options of `hangul search`
/// SearchCandidates(query: "홍기", options: plain)   // .choseongContains("ㅎㄱ")
/// SearchCandidates(query: "gil", options: plain)    // .everyRow
/// ```
public enum SearchCandidates: Sendable, Hashable {
  /// The rows whose ``NameKeys/choseong`` contains the string.
  case choseongContains(String)
  /// Every row.
  case everyRow

  /// The candidates of `query` under `options`.
  ///
  /// ```swift
  /// SearchCandidates(query: "ㅎㄱㄷ", options: SearchOptions(mode: .prefix, allowsCarryOver: false))   // .choseongContains("ㅎㄱㄷ")
  /// ```
  ///
  /// - Complexity: O(*n*) in the length of `query`.
  public init(query: String, options: SearchOptions) {
    let plain = SearchOptions(
      mode: options.mode, ignoresSpaces: false, ignoresLatinCase: options.ignoresLatinCase,
      allowsCarryOver: false, fallbacks: [])
    guard options == plain, options.mode == .contains || options.mode == .prefix, !query.isEmpty,
      query.unicodeScalars.allSatisfy({
        ($0.value >= 0xAC00 && $0.value <= 0xD7A3) || ($0.value >= 0x3131 && $0.value <= 0x314E)
      })
    else {
      self = .everyRow
      return
    }
    self = .choseongContains(choseong(of: query))
  }
}
