/// A table name checked to be a plain SQL identifier, so that it can be put into SQL text
/// (always double-quoted); every value goes in as a bound parameter.
///
/// ```swift
/// try TableName("names").quoted              // "\"names\""
/// try? TableName("names; DROP TABLE x")      // nil: not an identifier
/// ```
public struct TableName: Sendable, Hashable, CustomStringConvertible {
  /// The name as given.
  ///
  /// ```swift
  /// try TableName("names").name   // "names"
  /// ```
  public let name: String

  /// Checks `name`: an ASCII letter or `_`, then up to 62 ASCII letters, digits or `_`.
  ///
  /// ```swift
  /// try TableName("contacts_2024").name   // "contacts_2024"
  /// ```
  ///
  /// - Throws: ``DatabaseError/invalidTableName(_:)`` otherwise.
  /// - Complexity: O(*n*) in the length of `name`.
  public init(_ name: String) throws(DatabaseError) {
    let bytes = Array(name.utf8)
    func isLetter(_ b: UInt8) -> Bool { (b >= 65 && b <= 90) || (b >= 97 && b <= 122) || b == 95 }
    guard let first = bytes.first, isLetter(first), bytes.count <= 63,
      bytes.allSatisfy({ isLetter($0) || ($0 >= 48 && $0 <= 57) })
    else { throw .invalidTableName(name) }
    self.name = name
  }

  /// The name in double quotes, for SQL text.
  ///
  /// ```swift
  /// try TableName("Names").quoted   // "\"Names\""
  /// ```
  public var quoted: String { "\"\(name)\"" }

  /// The name of an index or companion object: `name_suffix`, quoted.
  ///
  /// ```swift
  /// try TableName("names").quoted(suffix: "order")   // "\"names_order\""
  /// ```
  public func quoted(suffix: String) -> String { "\"\(name)_\(suffix)\"" }

  /// The name as given.
  ///
  /// ```swift
  /// "\(try TableName("names"))"   // "names"
  /// ```
  public var description: String { name }
}
