import CSQLite
import Hangul
import HangulDatabase

/// Registers the package's Korean order and keys on a SQLite connection, so plain SQL can
/// sort, group and search Korean names:
///
/// | name | what it is |
/// |---|---|
/// | `COLLATE HANGUL` | the order of `hangul sort` (ICU `ko`) |
/// | `hangul_sort_key(name)` | that order's key as a BLOB (compare bytes, then break ties) |
/// | `hangul_title(name)` | the contacts-layout section title (ㄱ…ㅎ, A–Z, #) of `hangul index` |
/// | `hangul_title_position(name)` | that title's position, for ordering sections |
/// | `hangul_choseong(name)` | the initial consonants, other characters kept |
/// | `hangul_match(name, query[, mode])` | 1 if `hangul search` finds the name, else 0 |
///
/// Works on any `sqlite3*`: one opened with the C API, or GRDB's `db.sqliteConnection`.
///
/// ```swift
/// try HangulSQLiteFunctions.register(on: db)   // db: OpaquePointer (sqlite3*)
/// // SELECT name FROM people WHERE hangul_match(name, 'ㅎㄱ') ORDER BY name COLLATE HANGUL;
/// // SELECT hangul_title(name) AS t, count(*) FROM people GROUP BY t ORDER BY hangul_title_position(min(name));
/// ```
public enum HangulSQLiteFunctions {
  /// The collation's name in SQL.
  ///
  /// ```swift
  /// HangulSQLiteFunctions.collationName   // "HANGUL"
  /// ```
  public static let collationName = "HANGUL"

  /// Registers the collation and the functions on `connection` (a `sqlite3*`) for its lifetime.
  ///
  /// ```swift
  /// var db: OpaquePointer?
  /// sqlite3_open(":memory:", &db)
  /// try HangulSQLiteFunctions.register(on: db!)
  /// ```
  ///
  /// - Throws: ``DatabaseError`` if ICU fails to open the collator or SQLite refuses a
  ///   registration.
  public static func register(on connection: OpaquePointer) throws(DatabaseError) {
    let maker: NameKeyMaker
    do { maker = try NameKeyMaker() } catch { throw .icu("\(error)") }
    try register(on: connection, maker: maker)
  }

  /// Registers with an existing key maker (so a store shares one ICU collator).
  static func register(on connection: OpaquePointer, maker: NameKeyMaker) throws(DatabaseError) {
    func check(_ status: Int32, _ what: String) throws(DatabaseError) {
      guard status == SQLITE_OK else {
        throw .failed("cannot register \(what): \(String(cString: sqlite3_errstr(status)))")
      }
    }
    let context = { Unmanaged.passRetained(maker).toOpaque() }
    let release: @convention(c) (UnsafeMutableRawPointer?) -> Void = { pointer in
      if let pointer { Unmanaged<NameKeyMaker>.fromOpaque(pointer).release() }
    }
    try check(
      sqlite3_create_collation_v2(connection, collationName, SQLITE_UTF8, context(), compareNames, release),
      "collation HANGUL")
    let flags = SQLITE_UTF8 | SQLITE_DETERMINISTIC
    try check(
      sqlite3_create_function_v2(
        connection, "hangul_sort_key", 1, flags, context(), sortKeyFunction, nil, nil, release),
      "hangul_sort_key")
    try check(
      sqlite3_create_function_v2(connection, "hangul_title", 1, flags, context(), titleFunction, nil, nil, release),
      "hangul_title")
    try check(
      sqlite3_create_function_v2(
        connection, "hangul_title_position", 1, flags, context(), titlePositionFunction, nil, nil, release),
      "hangul_title_position")
    try check(
      sqlite3_create_function_v2(
        connection, "hangul_choseong", 1, flags, context(), choseongFunction, nil, nil, release),
      "hangul_choseong")
    for arguments: Int32 in [2, 3] {
      try check(
        sqlite3_create_function_v2(
          connection, "hangul_match", arguments, flags, context(), matchFunction, nil, nil, release),
        "hangul_match")
    }
  }
}

/// The maker registered with a function call.
private func maker(_ context: OpaquePointer?) -> NameKeyMaker {
  Unmanaged<NameKeyMaker>.fromOpaque(sqlite3_user_data(context)!).takeUnretainedValue()
}

/// Argument `k` as a Swift string (NULL → nil).
private func argument(_ values: UnsafeMutablePointer<OpaquePointer?>?, _ k: Int) -> String? {
  guard let value = values?[k], sqlite3_value_type(value) != SQLITE_NULL else { return nil }
  let count = Int(sqlite3_value_bytes(value))
  guard let bytes = sqlite3_value_text(value) else { return "" }
  return String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
}

private func resultText(_ context: OpaquePointer?, _ text: String) {
  let count = Int32(text.utf8.count)
  text.withCString { sqlite3_result_text(context, $0, count, transient) }
}

private func resultError(_ context: OpaquePointer?, _ message: String) {
  sqlite3_result_error(context, message, -1)
}

private let compareNames:
  @convention(c) (UnsafeMutableRawPointer?, Int32, UnsafeRawPointer?, Int32, UnsafeRawPointer?) -> Int32 = {
    pointer, countA, a, countB, b in
    let maker = Unmanaged<NameKeyMaker>.fromOpaque(pointer!).takeUnretainedValue()
    let left = String(
      decoding: UnsafeRawBufferPointer(start: a, count: Int(countA)).bindMemory(to: UInt8.self), as: UTF8.self)
    let right = String(
      decoding: UnsafeRawBufferPointer(start: b, count: Int(countB)).bindMemory(to: UInt8.self), as: UTF8.self)
    // ICU fails only without memory; then fall back to byte order rather than crash.
    guard let order = try? maker.collator.compare(left, right) else {
      return left.utf8.lexicographicallyPrecedes(right.utf8) ? -1 : (left == right ? 0 : 1)
    }
    return Int32(order.rawValue)
  }

private let sortKeyFunction: @convention(c) (OpaquePointer?, Int32, UnsafeMutablePointer<OpaquePointer?>?) -> Void = {
  context, _, values in
  guard let name = argument(values, 0) else { return sqlite3_result_null(context) }
  do {
    let key = try maker(context).collator.sortKey(for: name).bytes
    key.withUnsafeBytes { sqlite3_result_blob(context, $0.baseAddress, Int32($0.count), transient) }
  } catch { resultError(context, "\(error)") }
}

private let titleFunction: @convention(c) (OpaquePointer?, Int32, UnsafeMutablePointer<OpaquePointer?>?) -> Void = {
  context, _, values in
  guard let name = argument(values, 0) else { return sqlite3_result_null(context) }
  do { resultText(context, try maker(context).sectionIndex.title(for: name)) } catch {
    resultError(context, "\(error)")
  }
}

private let titlePositionFunction:
  @convention(c) (OpaquePointer?, Int32, UnsafeMutablePointer<OpaquePointer?>?) -> Void = { context, _, values in
    guard let name = argument(values, 0) else { return sqlite3_result_null(context) }
    do { sqlite3_result_int64(context, Int64(try maker(context).sectionIndex.titlePosition(for: name))) } catch {
      resultError(context, "\(error)")
    }
  }

private let choseongFunction: @convention(c) (OpaquePointer?, Int32, UnsafeMutablePointer<OpaquePointer?>?) -> Void = {
  context, _, values in
  guard let name = argument(values, 0) else { return sqlite3_result_null(context) }
  resultText(context, choseong(of: name))
}

private let matchFunction: @convention(c) (OpaquePointer?, Int32, UnsafeMutablePointer<OpaquePointer?>?) -> Void = {
  context, count, values in
  guard let name = argument(values, 0), let query = argument(values, 1) else { return sqlite3_result_null(context) }
  var mode = SearchMode.contains
  if count == 3 {
    switch argument(values, 2) {
    case "contains": mode = .contains
    case "prefix": mode = .prefix
    default: return resultError(context, "hangul_match: mode is 'contains' or 'prefix'")
    }
  }
  do {
    let index = try SearchIndex([name], collator: maker(context).collator)
    let options = SearchOptions(mode: mode, allowsCarryOver: false)
    sqlite3_result_int(context, index.search(query, options: options).isEmpty ? 0 : 1)
  } catch { resultError(context, "\(error)") }
}
