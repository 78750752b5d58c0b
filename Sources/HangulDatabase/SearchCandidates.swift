import Hangul

/// Which stored rows can match a search: the rows whose search keys (``SearchKeys``) match
/// `LIKE` patterns, or every row (the stores' form of ``SearchPlan/candidates``). The
/// database returns the candidates in import order; a `SearchIndex` over them then matches
/// and ranks exactly as `hangul search` does over all the names (it ranks by match kind,
/// Korean order, then input order, and candidates keep their input order).
///
/// The patterns are a necessary condition, never a sufficient one. They are made when the
/// query's choseong narrows the search (`ChoseongFilter`, the rule `SearchIndex`, the
/// reference matcher, narrows by): the query is only modern syllables and compatibility
/// consonants and the options are the plain ones (no space skipping, Hanja reading, typos or fallbacks; the 2-set carry-over
/// allowed or not):
/// - a query of consonants only: the name's choseong holds them one after another, so its
///   choseong key holds their codes (`%codes%`);
/// - a query with syllables: each run of syllables is in the name as whole syllables, the
///   last one possibly still being typed (기 → 길, 고 → 과; with the carry-over, 당 → 다 + ㅇ),
///   so the name's jamo key holds the runs' codes in order (`%run%run%`); when the query has
///   a consonant and three characters or more, or two for matches that start at the name's
///   first character (below), the choseong key must also hold the query's choseong (a
///   shorter unanchored pattern leaves out too few names to be worth checking);
/// - when every match starts at the name's first character (`SearchMode.prefix`, and the
///   exact and prefix groups of ``SearchPlan/Tier``), the keys start with those codes: the
///   choseong pattern is anchored at the key's start, and the jamo pattern too when the
///   query starts with a syllable (its first run is then the name's first characters).
///
/// Other queries (Latin, digits, spaces, other options) read every row.
///
/// ```swift
/// let plain = SearchOptions(allowsCarryOver: false)  // the options of `hangul search`
/// SearchCandidates(query: "ㅎㄱ", options: plain)     // .keys(choseong: "%3a%", jamo: nil)
/// SearchCandidates(query: "홍기", options: plain)     // .keys(choseong: nil, jamo: "%s1zad%")
/// SearchCandidates(query: "gil", options: plain)      // .everyRow
/// ```
public enum SearchCandidates: Sendable, Hashable {
  /// The rows whose choseong key is `LIKE` `choseong` and whose jamo key is `LIKE` `jamo`
  /// (a `nil` pattern: no condition on that key; never both `nil`). The patterns hold only
  /// codes and `%`: nothing to escape.
  case keys(choseong: String?, jamo: String?)
  /// Every row.
  case everyRow

  /// The candidates of `query` under `options`.
  ///
  /// ```swift
  /// SearchCandidates(query: "김ㅅ", options: SearchOptions(mode: .prefix, allowsCarryOver: false))
  /// // .keys(choseong: "au%", jamo: "adu%")
  /// ```
  ///
  /// - Complexity: O(*n*) in the length of `query`.
  public init(query: String, options: SearchOptions) {
    self.init(query: query, options: options, startingAtFirstCharacter: options.mode == .prefix)
  }

  /// The candidates of `query` under `options` among the matches that start at the name's
  /// first character when `startingAtFirstCharacter` (exact and prefix matches): their
  /// patterns are anchored at the keys' start.
  ///
  /// ```swift
  /// let plain = SearchOptions(allowsCarryOver: false)
  /// SearchCandidates(query: "ㅎㄱ", options: plain, startingAtFirstCharacter: true)
  /// // .keys(choseong: "3a%", jamo: nil)
  /// SearchCandidates(query: "ㄱ서", options: plain, startingAtFirstCharacter: true)
  /// // .keys(choseong: "au%", jamo: "%jx%")
  /// ```
  ///
  /// - Complexity: O(*n*) in the length of `query`.
  public init(query: String, options: SearchOptions, startingAtFirstCharacter: Bool) {
    guard let initials = ChoseongFilter.filter(for: query, options: options) else {
      self = .everyRow
      return
    }
    let scalars = Array(query.unicodeScalars)
    let hasSyllables = scalars.contains { $0.isHangulSyllable }
    // Anchored patterns start with the first codes instead of `%`.
    let start = startingAtFirstCharacter ? "" : "%"
    guard hasSyllables else {
      self = .keys(choseong: start + SearchKeys.encodeChoseong(initials) + "%", jamo: nil)
      return
    }
    // Runs of syllables, in order; a consonant between them ends a run.
    var runs: [[UInt8]] = [[]]
    for (k, scalar) in scalars.enumerated() {
      guard let s = HangulSyllable.index(ofCodePoint: scalar.value) else {
        if !runs[runs.count - 1].isEmpty { runs.append([]) }
        continue
      }
      if k < scalars.count - 1 {
        SearchKeys.appendGroup(of: s, to: &runs[runs.count - 1])
      } else {
        runs[runs.count - 1] += Self.lastSyllablePrefix(s, allowsCarryOver: options.allowsCarryOver)
      }
    }
    runs.removeAll { $0.isEmpty }
    let jamoStart = scalars[0].isHangulSyllable ? start : "%"
    let jamo = jamoStart + runs.map { String(decoding: $0, as: UTF8.self) }.joined(separator: "%") + "%"
    let hasConsonants = scalars.contains { !$0.isHangulSyllable }
    let checksChoseong = scalars.count >= 3 || (startingAtFirstCharacter && scalars.count >= 2)
    let choseongPattern = hasConsonants && checksChoseong ? start + SearchKeys.encodeChoseong(initials) + "%" : nil
    self = .keys(choseong: choseongPattern, jamo: jamo)
  }

  /// Whether `options` are the plain ones the search keys can narrow for: no space skipping,
  /// Hanja reading, typos or fallbacks, in contains or prefix mode (Latin case and the 2-set
  /// carry-over either way). Options are compared as a whole, so an option added later that
  /// is not at its default reads every row.
  ///
  /// ```swift
  /// SearchCandidates.isPlain(SearchOptions(ignoresSpaces: true))   // false
  /// ```
  public static func isPlain(_ options: SearchOptions) -> Bool { ChoseongFilter.isPlain(options) }

  /// The trigram codes every candidate's keys hold (``SearchKeys/grams(choseongKey:jamoKey:)``):
  /// those of the runs of codes in the patterns. Empty when no run has three codes (ㅎㄱ,
  /// 기) or for every row: then only the patterns narrow.
  ///
  /// ```swift
  /// SearchCandidates(query: "ㅎㄱㄷ", options: SearchOptions(allowsCarryOver: false)).grams.count   // 1
  /// ```
  ///
  /// - Complexity: O(*n* log *n*) in the length of the patterns.
  public var grams: [Int32] {
    guard case .keys(let choseong, let jamo) = self else { return [] }
    var out: [Int32] = []
    if let choseong { SearchKeys.appendGrams(of: choseong.utf8, separator: 0x25, adding: 0, to: &out) }
    if let jamo { SearchKeys.appendGrams(of: jamo.utf8, separator: 0x25, adding: SearchKeys.gramSpace, to: &out) }
    return SearchKeys.sortedUnique(out)
  }

  /// The codes every syllable that the last query syllable `s` can match starts with: the
  /// initial; the medial unless a compound can still grow from it (ㅗ ㅜ ㅡ) and no final
  /// follows; the final unless a cluster can still grow from it (ㄱ ㄴ ㄹ ㅂ) or the 2-set
  /// carry-over can move it to the next syllable.
  static func lastSyllablePrefix(_ s: Int, allowsCarryOver: Bool) -> [UInt8] {
    let h = HangulSyllable.self
    let (l, v, t) = (h.choseongIndex(ofIndex: s), h.jungseongIndex(ofIndex: s), h.jongseongIndex(ofIndex: s))
    var out = [SearchKeys.initialCode(l)]
    if t == 0 {
      // ㅗ ㅜ ㅡ (Unicode's medial order) can still grow into a compound.
      if ![8, 13, 18].contains(v) { out.append(SearchKeys.medialCode(v)) }
      return out
    }
    out.append(SearchKeys.medialCode(v))
    // ㄱ ㄴ ㄹ ㅂ (Unicode's final order) can still grow into a cluster.
    if !allowsCarryOver && ![1, 4, 8, 17].contains(t) { out.append(SearchKeys.finalCode(t)) }
    return out
  }
}
