/// The names a ``SearchIndex`` found for one query, ranked: exact matches, then prefix
/// matches, then contains matches, each kind with its plain matches before those that
/// needed the 2-set carry-over (`Hit/usesCarryOver`), each group in collation order
/// (equal names in their original order).
///
/// ```swift
/// let index = try SearchIndex(["홍길동", "길동무", "김길동"])
/// let results = index.search("길동")
/// results.map(\.itemOffset)                      // [1, 2, 0]
/// results.count(of: .prefix)               // 1
/// results[2].ranges(in: "홍길동")           // the range of "길동"
/// ```
public struct SearchResults: RandomAccessCollection, Sendable {
  /// The query these results answer (for a fallback, the query it made, e.g. `홍길동` for
  /// `ghdrlfehd`).
  ///
  /// ```swift
  /// try SearchIndex(["홍길동"]).search("ㅎㄱ").query.text   // "ㅎㄱ"
  /// ```
  public let query: HangulSearchQuery
  /// The fallback that produced the results, or `[]` when the query itself matched.
  ///
  /// ```swift
  /// let index = try SearchIndex(["홍길동"])
  /// index.search("ghdrlfehd", options: .init(fallbacks: .latinKeyboard)).fallback   // .latinKeyboard
  /// ```
  public let fallback: SearchFallbacks
  let index: SearchIndex
  /// All matches, ranks ascending (what a longer query refines).
  let candidates: SearchIndex.Candidates
  /// Ranks grouped by ranking group (see `SearchRankingGroup`), each group ascending.
  let ordered: [UInt32]
  /// Where each ranking group starts in `ordered`, and `ordered.count` last.
  let groupStarts: [Int]
  /// Character ranges computed at search time (fallbacks that do not work on codes), in
  /// the order of `ordered`.
  let explicitRanges: [[Range<Int>]]?
  /// The query prepared once for the ranges of every hit (nil with explicit ranges).
  let prepared: SearchIndex.PreparedQuery?
  /// Whether these results were filtered from the previous ones (not a full scan).
  var wasRefined = false

  init(
    query: HangulSearchQuery, fallback: SearchFallbacks, index: SearchIndex, candidates: SearchIndex.Candidates,
    explicitRanges: [UInt32: [Range<Int>]]? = nil
  ) {
    self.query = query
    self.fallback = fallback
    self.index = index
    self.candidates = candidates
    let groupCount = SearchRankingGroup.count
    var counts = [Int](repeating: 0, count: groupCount)
    for group in candidates.groups { counts[Int(group)] += 1 }
    var starts = [Int](repeating: 0, count: groupCount + 1)
    for g in 0..<groupCount { starts[g + 1] = starts[g] + counts[g] }
    var cursors = Array(starts.dropLast())
    var ordered = [UInt32](repeating: 0, count: candidates.ranks.count)
    for (rank, group) in zip(candidates.ranks, candidates.groups) {
      ordered[cursors[Int(group)]] = rank
      cursors[Int(group)] += 1
    }
    self.ordered = ordered
    groupStarts = starts
    self.explicitRanges = explicitRanges.map { table in ordered.map { table[$0] ?? [] } }
    prepared = explicitRanges == nil ? SearchIndex.PreparedQuery(query, storage: index.storage) : nil
  }

  /// The ranking group of the hit at `position`.
  private func group(at position: Int) -> Int {
    var g = 0
    while groupStarts[g + 1] <= position { g += 1 }
    return g
  }

  /// One found name.
  ///
  /// ```swift
  /// let hit = try SearchIndex(["홍길동"]).search("ㄱㄷ")[0]
  /// hit.itemOffset        // 0
  /// hit.kind              // .contains
  /// hit.characterRanges   // [1..<3]
  /// ```
  public struct Hit: Hashable, Sendable {
    /// The offset of the name in the collection the index was built from.
    ///
    /// ```swift
    /// try SearchIndex(["김수한", "홍길동"]).search("ㅎㄱ")[0].itemOffset   // 1
    /// ```
    public let itemOffset: Int
    /// Exact, prefix or contains.
    ///
    /// ```swift
    /// try SearchIndex(["홍길동"]).search("ㅎㄱ")[0].kind   // .prefix
    /// ```
    public let kind: SearchMatch.Kind
    /// The matched characters, as character offsets in the name.
    ///
    /// ```swift
    /// try SearchIndex(["홍길동"]).search("ㄱㄷ")[0].characterRanges   // [1..<3]
    /// ```
    public let characterRanges: [Range<Int>]
    /// Whether the match needed the 2-set carry-over (see
    /// `SearchOptions/allowsCarryOver`); such hits rank after the plain hits of the same
    /// kind.
    ///
    /// ```swift
    /// let results = try SearchIndex(["김다연", "김당"]).search("김당")
    /// results.map(\.itemOffset)       // [1, 0]: 김당 (exact), then 김다연 (exact by carry-over)
    /// results[1].usesCarryOver       // true
    /// ```
    public let usesCarryOver: Bool
    /// Whether the hit is a typo match (see `SearchOptions/toleratesTypos`); such hits
    /// rank after every plain hit.
    ///
    /// ```swift
    /// let results = try SearchIndex(["홍길동"]).search("홍길둥", options: .init(toleratesTypos: true))
    /// results[0].isTypoMatch   // true
    /// ```
    public let isTypoMatch: Bool

    /// The match as ranges of the name (pass the indexed name itself).
    ///
    /// ```swift
    /// let name = "홍길동"
    /// let hit = try SearchIndex([name]).search("길")[0]
    /// name[hit.ranges(in: name)[0]]   // "길"
    /// ```
    /// - Complexity: O(*n*) in the name's length.
    public func ranges(in name: some StringProtocol) -> [Range<String.Index>] {
      SearchMatch(kind: kind, characterRanges: characterRanges, in: name).ranges
    }

    /// The match as UTF-16 offsets `[start, end)` of the name (pass the indexed name
    /// itself), for `NSRange`, `NSAttributedString` and JavaScript.
    ///
    /// ```swift
    /// let name = "😀 홍길동"
    /// try SearchIndex([name]).search("ㄱㄷ")[0].utf16Ranges(in: name)   // [4..<6]
    /// ```
    /// - Complexity: O(*n*) in the name's length.
    public func utf16Ranges(in name: some StringProtocol) -> [Range<Int>] {
      SearchMatch(kind: kind, characterRanges: characterRanges, in: name).utf16Ranges
    }
  }

  /// The position of the first hit.
  ///
  /// ```swift
  /// try SearchIndex(["홍길동"]).search("ㅎ").startIndex   // 0
  /// ```
  public var startIndex: Int { 0 }
  /// One past the position of the last hit.
  ///
  /// ```swift
  /// try SearchIndex(["홍길동", "하늘"]).search("ㅎ").endIndex   // 2
  /// ```
  public var endIndex: Int { ordered.count }

  /// The hit at `position` in ranked order.
  ///
  /// ```swift
  /// try SearchIndex(["가나", "나"]).search("나")[0].itemOffset   // 1 (exact first)
  /// ```
  /// - Complexity: O(*l*) in the length of the name (its match ranges are recomputed).
  public subscript(position: Int) -> Hit {
    let rank = Int(ordered[position])
    let group = group(at: position)
    let kind = SearchRankingGroup.kind(of: group)
    let carry = SearchRankingGroup.isCarryOver(group)
    let typo = SearchRankingGroup.isTypo(group)
    let item = Int(index.storage.itemOfRank[rank])
    guard let prepared else {
      return Hit(
        itemOffset: item, kind: kind, characterRanges: explicitRanges?[position] ?? [], usesCarryOver: carry,
        isTypoMatch: typo)
    }
    let ranges = index.withBuffers { b in b.matchedRanges(prepared, rank: rank) }
    return Hit(itemOffset: item, kind: kind, characterRanges: ranges, usesCarryOver: carry, isTypoMatch: typo)
  }

  /// The offsets of the found names, in ranked order (cheaper than mapping the hits).
  ///
  /// ```swift
  /// try SearchIndex(["홍길동", "길동무"]).search("길동").itemOffsets   // [1, 0]
  /// ```
  /// - Complexity: O(*k*) for *k* results.
  public var itemOffsets: [Int] { ordered.map { Int(index.storage.itemOfRank[Int($0)]) } }

  /// The number of hits of one kind.
  ///
  /// ```swift
  /// try SearchIndex(["홍길동", "길동무"]).search("길동").count(of: .contains)   // 1
  /// ```
  public func count(of kind: SearchMatch.Kind) -> Int {
    var total = 0
    for g in 0..<SearchRankingGroup.count where SearchRankingGroup.kind(of: g) == kind {
      total += groupStarts[g + 1] - groupStarts[g]
    }
    return total
  }
}
