/// Where a search query matched an item: the kind of match and the matched characters.
///
/// Ranges cover whole characters of the item as given (not of its normalized form). They are
/// one range per run of matched characters: a single range, unless spaces skipped with
/// ``SearchOptions/ignoresSpaces`` split the match.
///
/// ```swift
/// let match = HangulSearchQuery("ㄱㄷ").match(in: "홍길동")!
/// match.kind                 // .contains
/// match.characterRanges      // [1..<3]
/// "홍길동"[match.ranges[0]]   // "길동"
/// ```
public struct SearchMatch: Hashable, Sendable {
  /// How much of the item a match covers; also the first ranking criterion of
  /// `SearchIndex` (exact before prefix before contains).
  ///
  /// ```swift
  /// HangulSearchQuery("ㅎㄱㄷ").match(in: "홍길동")?.kind   // .exact
  /// HangulSearchQuery("홍길").match(in: "홍길동")?.kind     // .prefix
  /// HangulSearchQuery("길동").match(in: "홍길동")?.kind     // .contains
  /// ```
  public enum Kind: UInt8, Hashable, Sendable, Comparable, CaseIterable {
    /// The match starts at the item's first character and ends at its last (spaces
    /// skipped with ``SearchOptions/ignoresSpaces`` don't count).
    case exact
    /// The match starts at the item's first character.
    case prefix
    /// The match starts later.
    case contains

    /// Exact before prefix before contains.
    ///
    /// ```swift
    /// SearchMatch.Kind.exact < .prefix   // true
    /// ```
    public static func < (a: Kind, b: Kind) -> Bool { a.rawValue < b.rawValue }
  }

  /// Exact, prefix or contains.
  ///
  /// ```swift
  /// HangulSearchQuery("홍길동").match(in: "홍길동")?.kind   // .exact
  /// ```
  public let kind: Kind
  /// The matched characters as offsets `[start, end)` in the item's characters.
  ///
  /// ```swift
  /// HangulSearchQuery("길ㄷ").match(in: "홍길동")?.characterRanges   // [1..<3]
  /// ```
  public let characterRanges: [Range<Int>]
  /// The matched characters as ranges of the item.
  ///
  /// ```swift
  /// let name = "홍길동"
  /// let match = HangulSearchQuery("길ㄷ").match(in: name)!
  /// name[match.ranges[0]]   // "길동"
  /// ```
  public let ranges: [Range<String.Index>]
  /// The matched characters as offsets `[start, end)` in the item's UTF-16 code units, for
  /// `NSRange`, `NSAttributedString` and JavaScript (the item as given: an NFD syllable is
  /// two or three units, an emoji two or more).
  ///
  /// ```swift
  /// HangulSearchQuery("ㄱㄷ").match(in: "😀 홍길동")?.utf16Ranges   // [4..<6]
  /// ```
  public let utf16Ranges: [Range<Int>]
  /// Whether the match needed the 2-set carry-over (see ``SearchOptions/allowsCarryOver``):
  /// the query's last syllable matched without its final, which is the next character's
  /// initial.
  ///
  /// ```swift
  /// HangulSearchQuery("김당").match(in: "김다연")?.usesCarryOver   // true
  /// HangulSearchQuery("김다").match(in: "김다연")?.usesCarryOver   // false
  /// ```
  public let usesCarryOver: Bool
  /// Whether the match is within one typo of the query rather than a plain match (see
  /// ``SearchOptions/toleratesTypos``); such matches rank after every plain match.
  ///
  /// ```swift
  /// HangulSearchQuery("홍길둥", options: .init(toleratesTypos: true)).match(in: "홍길동")?.isTypoMatch   // true
  /// ```
  public let isTypoMatch: Bool

  /// Creates a match (normally made by ``HangulSearchQuery/match(in:)`` or
  /// `SearchResults`).
  ///
  /// ```swift
  /// let m = SearchMatch(kind: .prefix, characterRanges: [0..<2], in: "홍길동")
  /// "홍길동"[m.ranges[0]]   // "홍길"
  /// ```
  /// - Complexity: O(*n*) in the item's length.
  public init(
    kind: Kind, characterRanges: [Range<Int>], in text: some StringProtocol, usesCarryOver: Bool = false,
    isTypoMatch: Bool = false
  ) {
    self.kind = kind
    self.usesCarryOver = usesCarryOver
    self.isTypoMatch = isTypoMatch
    self.characterRanges = characterRanges
    var ranges: [Range<String.Index>] = []
    var utf16Ranges: [Range<Int>] = []
    ranges.reserveCapacity(characterRanges.count)
    utf16Ranges.reserveCapacity(characterRanges.count)
    var index = text.startIndex
    var offset = 0
    var utf16Offset = 0
    for range in characterRanges {
      while offset < range.lowerBound && index < text.endIndex {
        utf16Offset += text[index].utf16.count
        text.formIndex(after: &index)
        offset += 1
      }
      let lower = index
      let utf16Lower = utf16Offset
      while offset < range.upperBound && index < text.endIndex {
        utf16Offset += text[index].utf16.count
        text.formIndex(after: &index)
        offset += 1
      }
      ranges.append(lower..<index)
      utf16Ranges.append(utf16Lower..<utf16Offset)
    }
    self.ranges = ranges
    self.utf16Ranges = utf16Ranges
  }

  /// The characters from the first matched one to the last, as offsets.
  ///
  /// ```swift
  /// HangulSearchQuery("홍길", options: .init(ignoresSpaces: true)).match(in: "홍 길동")?.characterRange
  /// // 0..<3
  /// ```
  public var characterRange: Range<Int> {
    guard let first = characterRanges.first, let last = characterRanges.last else { return 0..<0 }
    return first.lowerBound..<last.upperBound
  }
}
