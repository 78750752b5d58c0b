/// Where names are stored: `sqlite:PATH`, or `postgres://user[:password]@host[:port]/database`.
///
/// ```swift
/// try DatabaseURL("sqlite:/tmp/names.db")          // .sqlite(path: "/tmp/names.db")
/// try DatabaseURL("postgres://app@localhost/app")  // .postgres (the URL's parts)
/// ```
public enum DatabaseURL: Sendable, Hashable {
  /// A SQLite file (created by an import when missing).
  case sqlite(path: String)
  /// A PostgreSQL server, as given.
  case postgres(url: String)

  /// Parses `text`.
  ///
  /// ```swift
  /// try? DatabaseURL("mysql://x")   // nil
  /// ```
  ///
  /// - Throws: ``DatabaseError/invalidURL(_:)`` for anything else or an empty path.
  /// - Complexity: O(*n*) in the length of `text`.
  public init(_ text: String) throws(DatabaseError) {
    if text.hasPrefix("sqlite:") {
      var path = String(text.dropFirst("sqlite:".count))
      if path.hasPrefix("//") { path = String(path.dropFirst(2)) }  // sqlite:///abs/path
      guard !path.isEmpty else { throw .invalidURL(text) }
      self = .sqlite(path: path)
    } else if text.hasPrefix("postgres://") || text.hasPrefix("postgresql://") {
      self = .postgres(url: text)
    } else {
      throw .invalidURL(text)
    }
  }
}
