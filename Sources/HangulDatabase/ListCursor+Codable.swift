/// A list cursor is encoded as its ``ListCursor/text``, the opaque string a client hands
/// back for the next page; decoding text that is not a cursor fails with the decoder's
/// `DecodingError.dataCorrupted`, naming the text.
///
/// ```swift
/// let data = try JSONEncoder().encode(ListCursor(sortKey: [0xAB], sequence: 2))
/// String(decoding: data, as: UTF8.self)   // "\"k1.ab.2\""
/// ```
extension ListCursor: Codable {
  /// Reads a cursor from its text.
  ///
  /// ```swift
  /// try JSONDecoder().decode(ListCursor.self, from: Data("\"k1.ab.2\"".utf8)).sequence   // 2
  /// ```
  ///
  /// - Throws: `DecodingError.dataCorrupted` for a string that is not a cursor.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    do { self = try ListCursor(text: text) } catch {
      throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
    }
  }

  /// Writes the cursor's text.
  ///
  /// ```swift
  /// let data = try JSONEncoder().encode(ListCursor(sortKey: [], sequence: 1))
  /// String(decoding: data, as: UTF8.self)   // "\"k1..1\""
  /// ```
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(text)
  }
}
