/// A row of a table of rows: the application's id, the list it belongs to (nil: the rows
/// without a scope) and the name the store keeps its keys for.
///
/// ```swift
/// let row = NameRow(id: try RowID("2100001"), scope: try RowScope("assembly-21"), name: "김병욱")
/// row.name   // "김병욱"
/// ```
public struct NameRow: Sendable, Hashable {
  /// The application's id, unique within the scope.
  ///
  /// ```swift
  /// NameRow(id: try RowID("7"), scope: nil, name: "홍길동").id.text   // "7"
  /// ```
  public var id: RowID
  /// The list the row belongs to; nil for the rows without a scope.
  ///
  /// ```swift
  /// NameRow(id: try RowID("7"), scope: nil, name: "홍길동").scope == nil   // true
  /// ```
  public var scope: RowScope?
  /// The name, ordered, filed and searched as the in-memory library does.
  ///
  /// ```swift
  /// NameRow(id: try RowID("7"), scope: nil, name: "홍길동").name   // "홍길동"
  /// ```
  public var name: String

  /// A row of its parts.
  ///
  /// ```swift
  /// NameRow(id: try RowID("a"), scope: try RowScope("s"), name: "Zoe").scope?.text   // "s"
  /// ```
  public init(id: RowID, scope: RowScope?, name: String) {
    self.id = id
    self.scope = scope
    self.name = name
  }
}

/// One change of a ``RowStore/write(_:)``: a put (insert, or replace the row of the same
/// scope and id, its name and its keys together) or a delete.
///
/// ```swift
/// let changes: [RowChange] = [
///   .put(NameRow(id: try RowID("1"), scope: nil, name: "홍길동")),
///   .delete(id: try RowID("2"), scope: nil),
/// ]
/// changes.count   // 2
/// ```
public enum RowChange: Sendable, Hashable {
  /// Inserts the row, or replaces the name (and keys) of the row with its scope and id; a
  /// replaced row keeps its place among equal names.
  case put(NameRow)
  /// Removes the row with this scope and id, if there is one.
  case delete(id: RowID, scope: RowScope?)
}

/// What a stored table holds: names alone (what `hangul db import` of plain lines makes), or
/// rows with the application's ids and scopes (``RowStore``).
///
/// ```swift
/// TableKind.rows.holdsIDs   // true
/// ```
public enum TableKind: Sendable, Hashable {
  /// Names without ids, one list: every read answers names and cursors.
  case names
  /// Rows: an id and an optional scope with each name; reads give the ids.
  case rows

  /// Whether the table's reads give ids.
  ///
  /// ```swift
  /// TableKind.names.holdsIDs   // false
  /// ```
  public var holdsIDs: Bool { self == .rows }
}
