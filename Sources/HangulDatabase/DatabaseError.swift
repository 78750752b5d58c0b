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
    }
  }

  private func quoted(_ s: String) -> String { "\"\(s)\"" }
}
