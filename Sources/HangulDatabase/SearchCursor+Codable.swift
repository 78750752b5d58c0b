/// A search cursor is encoded as its ``SearchCursor/text``, the opaque string a client hands
/// back for the next page; decoding text that is not a cursor fails with the decoder's
/// `DecodingError.dataCorrupted`, naming the text.
///
/// ```swift
/// let data = try JSONEncoder().encode(SearchCursor(group: 2, sortKey: [0x7A], sequence: 9))
/// String(decoding: data, as: UTF8.self)   // "\"s1.2.7a.9\""
/// ```
extension SearchCursor: Codable {
  /// Reads a cursor from its text.
  ///
  /// ```swift
  /// try JSONDecoder().decode(SearchCursor.self, from: Data("\"s1.2.7a.9\"".utf8)).group   // 2
  /// ```
  ///
  /// - Throws: `DecodingError.dataCorrupted` for a string that is not a cursor.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    do { self = try SearchCursor(text: text) } catch {
      throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
    }
  }

  /// Writes the cursor's text.
  ///
  /// ```swift
  /// let data = try JSONEncoder().encode(SearchCursor(group: 0, sortKey: [], sequence: 1))
  /// String(decoding: data, as: UTF8.self)   // "\"s1.0..1\""
  /// ```
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(text)
  }
}
