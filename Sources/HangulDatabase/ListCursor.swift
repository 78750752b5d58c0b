/// The position after an item of a list in Korean order: its sort key and import sequence.
/// Pages continue after it with `(sort_key, seq) > (key, seq)`, which an index on
/// `(sort_key, seq)` answers without sorting. The text form is opaque to users and stable:
/// the same item gives the same cursor as long as its keys are not rebuilt.
///
/// ```swift
/// let cursor = ListCursor(sortKey: [0x27, 0x06], sequence: 7)
/// cursor.text                                   // "k1.2706.7"
/// try ListCursor(text: cursor.text) == cursor   // true
/// ```
public struct ListCursor: Sendable, Hashable {
  /// The sort key of the last item shown.
  ///
  /// ```swift
  /// try ListCursor(text: "k1.ab01.5").sortKey   // [0xAB, 0x01]
  /// ```
  public var sortKey: [UInt8]
  /// The import sequence of the last item shown.
  ///
  /// ```swift
  /// try ListCursor(text: "k1.ab01.5").sequence   // 5
  /// ```
  public var sequence: Int64

  /// A cursor after the item with these keys.
  ///
  /// ```swift
  /// ListCursor(sortKey: [], sequence: 1).text   // "k1..1"
  /// ```
  public init(sortKey: [UInt8], sequence: Int64) {
    self.sortKey = sortKey
    self.sequence = sequence
  }

  /// Reads a cursor's text form.
  ///
  /// ```swift
  /// try ListCursor(text: "k1.ff00.3").sequence   // 3
  /// ```
  ///
  /// - Throws: ``DatabaseError/invalidCursor(_:)`` if `text` is not a cursor.
  /// - Complexity: O(*n*) in the length of `text`.
  public init(text: String) throws(DatabaseError) {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count == 3, parts[0] == "k1", parts[1].utf8.count % 2 == 0, let sequence = Int64(parts[2]),
      sequence >= 0
    else { throw .invalidCursor(text) }
    var key: [UInt8] = []
    let hex = Array(parts[1].utf8)
    var i = 0
    while i < hex.count {
      guard let byte = UInt8(String(decoding: hex[i..<i + 2], as: UTF8.self), radix: 16) else {
        throw .invalidCursor(text)
      }
      key.append(byte)
      i += 2
    }
    self.init(sortKey: key, sequence: sequence)
  }

  /// The text form: `k1.HEXKEY.SEQ`.
  ///
  /// ```swift
  /// ListCursor(sortKey: [0xAB], sequence: 2).text   // "k1.ab.2"
  /// ```
  ///
  /// - Complexity: O(*n*) in the key length.
  public var text: String {
    let digits = Array("0123456789abcdef".utf8)
    var hex: [UInt8] = []
    hex.reserveCapacity(sortKey.count * 2)
    for byte in sortKey {
      hex.append(digits[Int(byte >> 4)])
      hex.append(digits[Int(byte & 15)])
    }
    return "k1.\(String(decoding: hex, as: UTF8.self)).\(sequence)"
  }
}
