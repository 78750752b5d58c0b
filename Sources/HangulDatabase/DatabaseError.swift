/// Failures of a name store, each with a message that says what to do.
///
/// ```swift
/// DatabaseError.invalidTableName("a b").description
/// // "invalid table name \"a b\": use letters, digits and _ (not starting with a digit)"
/// ```
public enum DatabaseError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The table name is not a plain identifier.
  case invalidTableName(String)
  /// The database URL is not `sqlite:PATH` or `postgres://…`.
  case invalidURL(String)
  /// The database cannot be opened or reached, or its connection was lost.
  case unavailable(String)
  /// A statement or a lock wait ran past its time limit, or was cancelled.
  case timeout(String)
  /// The table does not exist (nothing was imported).
  case missingTable(String)
  /// A list cursor that this store did not hand out.
  case invalidCursor(String)
  /// The database failed a statement.
  case failed(String)
  /// ICU failed while making keys.
  case icu(String)
  /// A page or search limit outside `1...ListPage.maximumLimit`.
  case invalidLimit(Int)
  /// A section title that the contacts layout does not have; `titles` are the ones it has.
  case unknownSection(String, titles: [String])
  /// An append into a table whose stored keys another version made: run
  /// `hangul db rekey` (or the store's `rekey`) first, or import with `replacing`.
  case staleKeys(table: String, stored: String, current: String)
  /// An id, a scope or a name that a row cannot have (the message says which and why).
  case invalidRow(String)
  /// A scope and id that an import finds in the table already, or twice in its input.
  case duplicateRow(id: String, scope: String?)
  /// A read within a scope, or a write of rows, on a table of names alone (made by a plain
  /// `hangul db import`).
  case namesTable(String)
  /// A plain import of names into a table of rows, whose every row needs an id.
  case rowsTable(String)

  /// The message.
  ///
  /// ```swift
  /// DatabaseError.missingTable("names").description
  /// // "no table \"names\" in the database: run `hangul db import` first"
  /// DatabaseError.invalidLimit(0).description
  /// // "invalid limit 0: use 1…1000000 (without a limit, every name)"
  /// ```
  public var description: String {
    switch self {
    case .invalidTableName(let name):
      "invalid table name \(quoted(name)): use letters, digits and _ (not starting with a digit)"
    case .invalidURL(let url):
      "invalid database URL \(quoted(url)): use sqlite:PATH or postgres://user[:password]@host[:port]/database"
    case .unavailable(let message): "cannot open the database: \(message)"
    case .timeout(let message): "the database did not answer in time: \(message)"
    case .missingTable(let name): "no table \(quoted(name)) in the database: run `hangul db import` first"
    case .invalidCursor(let cursor):
      "invalid cursor \(quoted(cursor)): pass a `next` value from `hangul db list --json` or `hangul db search --json`"
    case .failed(let message): "database error: \(message)"
    case .icu(let message): message
    case .invalidLimit(let limit):
      "invalid limit \(limit): use 1…\(ListPage.maximumLimit) (without a limit, every name)"
    case .unknownSection(let title, let titles):
      "unknown section \(quoted(title)): the sections are \(titles.joined(separator: " "))"
    case .staleKeys(let table, let stored, let current):
      "the keys of table \(quoted(table)) were made by \(stored), this build makes \(current): "
        + "run `hangul db rekey --database URL --table \(table)` first, or import with --replace"
    case .invalidRow(let message): "invalid row: \(message)"
    case .duplicateRow(let id, let scope):
      "the id \(quoted(id))\(scope.map { " of scope \(quoted($0))" } ?? "") is in the table already or twice in the input"
    case .namesTable(let name):
      "table \(quoted(name)) holds names without ids: to hold rows, import it again with ids "
        + "(`hangul db import --fields id,name --replace`)"
    case .rowsTable(let name):
      "table \(quoted(name)) holds rows with ids: import with `--fields id,name` or `--fields id,scope,name`"
    }
  }

  private func quoted(_ s: String) -> String { "\"\(s)\"" }
}
