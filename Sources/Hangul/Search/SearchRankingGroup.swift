/// The ranking group of a search match, the first thing results are ranked by: plain matches
/// by kind, each before the same kind that needed the 2-set carry-over (0 exact, 1 exact by
/// carry-over, 2 prefix, 3 prefix by carry-over, 4 contains, 5 contains by carry-over), then
/// typo matches by kind (6 + kind). Within a group, results are in Korean order, then input
/// order. ``SearchIndex`` ranks by it, and the stores read their pages group by group.
///
/// ```swift
/// let hit = try SearchIndex(["홍길동"]).search("홍")[0]
/// SearchRankingGroup.of(hit)   // 2: prefix
/// ```
package enum SearchRankingGroup {
  /// The number of groups.
  ///
  /// ```swift
  /// SearchRankingGroup.count   // 9
  /// ```
  package static let count = 9

  /// The group of a match of `kind`, with or without the carry-over, or a typo match.
  ///
  /// ```swift
  /// SearchRankingGroup.of(.prefix, carry: true)   // 3
  /// ```
  @inline(__always)
  package static func of(_ kind: SearchMatch.Kind, carry: Bool, typo: Bool = false) -> UInt8 {
    typo ? 6 &+ kind.rawValue : kind.rawValue &* 2 &+ (carry ? 1 : 0)
  }

  /// The group of `hit`.
  ///
  /// ```swift
  /// SearchRankingGroup.of(try SearchIndex(["홍길동"]).search("홍길동")[0])   // 0: exact
  /// ```
  package static func of(_ hit: SearchResults.Hit) -> Int {
    Int(of(hit.kind, carry: hit.usesCarryOver, typo: hit.isTypoMatch))
  }

  /// The kind of the matches in `group`.
  ///
  /// ```swift
  /// SearchRankingGroup.kind(of: 5)   // .contains
  /// ```
  package static func kind(of group: Int) -> SearchMatch.Kind {
    SearchMatch.Kind(rawValue: UInt8(group < 6 ? group >> 1 : group - 6))!
  }

  /// Whether the matches in `group` needed the carry-over.
  ///
  /// ```swift
  /// SearchRankingGroup.isCarryOver(3)   // true
  /// ```
  package static func isCarryOver(_ group: Int) -> Bool { group < 6 && group & 1 == 1 }

  /// Whether the matches in `group` are typo matches.
  ///
  /// ```swift
  /// SearchRankingGroup.isTypo(6)   // true
  /// ```
  package static func isTypo(_ group: Int) -> Bool { group >= 6 }
}
