// Embedded Swift has no `Codable`.
#if !hasFeature(Embedded)
  /// A hit is encoded with its properties by name: `itemOffset`, `kind` (`"exact"`,
  /// `"prefix"`, `"contains"`), `characterRanges` (each range as `[lower, upper]`),
  /// `usesCarryOver` and `isTypoMatch`, so a server can send it and a client rebuild it.
  ///
  /// ```swift
  /// let hit = try SearchIndex(["홍길동"]).search("ㄱㄷ")[0]
  /// String(decoding: try JSONEncoder().encode(hit), as: UTF8.self)
  /// // {"itemOffset":0,"kind":"contains","characterRanges":[[1,3]],"usesCarryOver":false,"isTypoMatch":false}
  /// ```
  extension SearchResults.Hit: Codable {
    private enum CodingKeys: String, CodingKey {
      case itemOffset, kind, characterRanges, usesCarryOver, isTypoMatch
    }

    /// Reads a hit written by ``encode(to:)``.
    ///
    /// ```swift
    /// let hit = try SearchIndex(["홍길동"]).search("ㅎㄱ")[0]
    /// try JSONDecoder().decode(SearchResults.Hit.self, from: JSONEncoder().encode(hit)) == hit   // true
    /// ```
    ///
    /// - Throws: `DecodingError` for a missing or mistyped property, a negative offset or a
    ///   range whose lower bound is past its upper.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      itemOffset = try container.decode(Int.self, forKey: .itemOffset)
      guard itemOffset >= 0 else {
        throw DecodingError.dataCorruptedError(
          forKey: .itemOffset, in: container, debugDescription: "a negative item offset: \(itemOffset)")
      }
      kind = try container.decode(SearchMatch.Kind.self, forKey: .kind)
      characterRanges = try container.decode([Range<Int>].self, forKey: .characterRanges)
      usesCarryOver = try container.decode(Bool.self, forKey: .usesCarryOver)
      isTypoMatch = try container.decode(Bool.self, forKey: .isTypoMatch)
    }

    /// Writes the hit's properties by name.
    ///
    /// ```swift
    /// let hit = try SearchIndex(["홍길동"]).search("홍")[0]
    /// try JSONEncoder().encode(hit).count > 0   // true
    /// ```
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(itemOffset, forKey: .itemOffset)
      try container.encode(kind, forKey: .kind)
      try container.encode(characterRanges, forKey: .characterRanges)
      try container.encode(usesCarryOver, forKey: .usesCarryOver)
      try container.encode(isTypoMatch, forKey: .isTypoMatch)
    }
  }
#endif
