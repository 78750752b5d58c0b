// Embedded Swift has no `Codable`.
#if !hasFeature(Embedded)
  /// A match kind is encoded as its name, `"exact"`, `"prefix"` or `"contains"`, which a
  /// client reads without knowing the raw values; any other string fails to decode with
  /// `DecodingError.dataCorrupted`.
  ///
  /// ```swift
  /// let data = try JSONEncoder().encode(SearchMatch.Kind.prefix)
  /// String(decoding: data, as: UTF8.self)   // "\"prefix\""
  /// ```
  extension SearchMatch.Kind: Codable {
    /// Reads a kind from its name.
    ///
    /// ```swift
    /// try JSONDecoder().decode(SearchMatch.Kind.self, from: Data("\"exact\"".utf8))   // .exact
    /// ```
    ///
    /// - Throws: `DecodingError.dataCorrupted` for any other string.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      let name = try container.decode(String.self)
      guard let kind = Self.allCases.first(where: { $0.name == name }) else {
        throw DecodingError.dataCorruptedError(
          in: container, debugDescription: "\"\(name)\" is not a match kind: exact, prefix or contains")
      }
      self = kind
    }

    /// Writes the kind's name.
    ///
    /// ```swift
    /// let data = try JSONEncoder().encode(SearchMatch.Kind.contains)
    /// String(decoding: data, as: UTF8.self)   // "\"contains\""
    /// ```
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      try container.encode(name)
    }

    /// The kind's name, as it is encoded.
    private var name: String {
      switch self {
      case .exact: "exact"
      case .prefix: "prefix"
      case .contains: "contains"
      }
    }
  }
#endif
