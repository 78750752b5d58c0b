/// The application's own id of a stored row, such as its primary key: text of 1 to
/// ``maximumByteCount`` bytes of UTF-8, without control characters (so that it prints on one
/// tab-separated line and PostgreSQL's `text` holds it).
///
/// Within a scope (``RowScope``) an id names one row: a put of the same id replaces it.
///
/// ```swift
/// try RowID("member-0042").text        // "member-0042"
/// try? RowID("")                       // nil: an id is never empty
/// ```
public struct RowID: Sendable, Hashable, CustomStringConvertible {
  /// The id as given.
  ///
  /// ```swift
  /// try RowID("42").text   // "42"
  /// ```
  public let text: String

  /// The longest id or scope, in bytes of UTF-8.
  ///
  /// ```swift
  /// RowID.maximumByteCount   // 256
  /// ```
  public static let maximumByteCount = 256

  /// Checks `text`: 1 to ``maximumByteCount`` bytes of UTF-8, no control character
  /// (U+0000–U+001F, U+007F).
  ///
  /// ```swift
  /// try RowID("홍길동-1").text   // "홍길동-1"
  /// ```
  ///
  /// - Throws: ``DatabaseError/invalidRow(_:)`` naming what is wrong.
  /// - Complexity: O(*n*) in the length of `text`.
  public init(_ text: String) throws(DatabaseError) {
    try RowText.check(text, as: "id")
    self.text = text
  }

  /// An id a store read back (checked when it was written).
  package init(stored text: String) { self.text = text }

  /// The id itself.
  ///
  /// ```swift
  /// try RowID("7").description   // "7"
  /// ```
  public var description: String { text }
}

/// The list a stored row belongs to (a term, a company, a user's contacts): text of the
/// same kind as ``RowID``. A table of rows holds many lists; rows without a scope are one
/// more list of their own, the whole of a table without scopes.
///
/// ```swift
/// try RowScope("assembly-21").text   // "assembly-21"
/// try? RowScope(String(repeating: "a", count: 257))   // nil: over 256 bytes
/// ```
public struct RowScope: Sendable, Hashable, CustomStringConvertible {
  /// The scope as given.
  ///
  /// ```swift
  /// try RowScope("org-1").text   // "org-1"
  /// ```
  public let text: String

  /// Checks `text` as ``RowID/init(_:)`` checks an id.
  ///
  /// ```swift
  /// try RowScope("회사").text   // "회사"
  /// ```
  ///
  /// - Throws: ``DatabaseError/invalidRow(_:)`` naming what is wrong.
  /// - Complexity: O(*n*) in the length of `text`.
  public init(_ text: String) throws(DatabaseError) {
    try RowText.check(text, as: "scope")
    self.text = text
  }

  /// A scope a store read back (checked when it was written).
  package init(stored text: String) { self.text = text }

  /// The scope itself.
  ///
  /// ```swift
  /// try RowScope("org-1").description   // "org-1"
  /// ```
  public var description: String { text }
}

/// The rule ids and scopes share.
enum RowText {
  static func check(_ text: String, as what: String) throws(DatabaseError) {
    let count = text.utf8.count
    guard count > 0 else { throw .invalidRow("an empty \(what)") }
    guard count <= RowID.maximumByteCount else {
      throw .invalidRow("\(what) of \(count) bytes: at most \(RowID.maximumByteCount) bytes of UTF-8")
    }
    if let control = text.unicodeScalars.first(where: { $0.value < 0x20 || $0.value == 0x7F }) {
      let hex = String(control.value, radix: 16, uppercase: true)
      throw .invalidRow("\(what) with the control character U+\(String(repeating: "0", count: 4 - hex.count))\(hex)")
    }
  }
}
