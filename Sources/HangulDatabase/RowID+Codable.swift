extension RowID: Codable {
  /// Reads an id from its text, checked as ``init(_:)`` checks it.
  ///
  /// ```swift
  /// try JSONDecoder().decode(RowID.self, from: Data("\"7\"".utf8)).text   // "7"
  /// ```
  public init(from decoder: any Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    do { try self.init(text) } catch {
      throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: error.description))
    }
  }

  /// Writes the id as its text.
  ///
  /// ```swift
  /// String(decoding: try JSONEncoder().encode(try RowID("7")), as: UTF8.self)   // "\"7\""
  /// ```
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(text)
  }
}
