import Foundation
import GRDB
import Hangul
import HangulCorpus
import HangulSQLite

// Korean order, sections and search in SQL on a GRDB DatabasePool, every answer checked
// against the in-memory library (KoreanCollator, SectionIndex, SearchIndex) on the same names.

/// Opens a pool whose every connection, the writer and each reader, gets COLLATE HANGUL and
/// the hangul_* functions when GRDB opens it.
func openPool(path: String) throws -> DatabasePool {
  var config = Configuration()
  config.prepareDatabase { db in
    try HangulSQLiteFunctions.register(on: sqliteHandle(of: db))
  }
  return try DatabasePool(path: path, configuration: config)
}

/// The `sqlite3*` of a GRDB connection, for HangulSQLite.
func sqliteHandle(of db: Database) throws -> OpaquePointer {
  guard let handle = db.sqliteConnection else {
    throw ExampleError("GRDB's connection has no sqlite3* (closed?): cannot use HangulSQLite on it")
  }
  return handle
}

func runChecks(in directory: URL) throws {
  let pool = try openPool(path: directory.appendingPathComponent("people.sqlite").path)

  // 3,000 generated names, a fifth of them NFD, Latin, emoji, Hanja, old Hangul…, names that
  // look like SQL, and 홍길동 (for the query 홍기).
  var settings = NameGenerator.Configuration()
  settings.otherShare = 0.2
  var generator = NameGenerator(seed: 2026, configuration: settings)
  let names = generator.names(count: 3_000) + ["'); DROP TABLE people; --", "O'Brien", "100%", "_", "홍길동"]
  try pool.write { db in
    try db.execute(sql: "CREATE TABLE people (id INTEGER PRIMARY KEY, name TEXT NOT NULL)")
    let insert = try db.makeStatement(sql: "INSERT INTO people (name) VALUES (?)")
    for name in names { try insert.execute(arguments: [name]) }  // bound, never pasted into the SQL
  }

  // What the library answers in memory. `hangul search` and `hangul_match(name, query)` search
  // the query as given: contains, no 2-set carry-over.
  let collator = try KoreanCollator()
  let sorted = try collator.sorted(names)
  let sections = try SectionIndex().sections(of: names).sections.map { "\($0.title) \($0.items.count)" }
  let index = try SearchIndex(names, collator: collator)
  let exact = SearchOptions(allowsCarryOver: false)
  let queries =
    ["ㅎㄱ", "김ㅁ", "홍기", "ㅇㅇㅇ", "이서", "Kim", "100%", "_", "O'B"]
    + [String(names[7].prefix(2)), choseong(of: names[1_000]), String(names[2_000].prefix(1)) + "ㅇ"]

  // Plain SQL, read through `pool.read`: a reader connection, registered by prepareDatabase.
  let sqlOrder = try pool.read { db in
    try String.fetchAll(db, sql: "SELECT name FROM people ORDER BY name COLLATE HANGUL, id")
  }
  try expectSame("ORDER BY name COLLATE HANGUL, id = KoreanCollator().sorted (\(names.count) names)", sqlOrder, sorted)

  let sqlSections = try pool.read { db in
    let sql = """
      SELECT hangul_title(name), count(*) FROM people
      GROUP BY 1 ORDER BY min(hangul_title_position(name))
      """
    return try Row.fetchAll(db, sql: sql).map { row in "\(row[0] as String) \(row[1] as Int)" }
  }
  try expectSame("hangul_title() GROUP BY = SectionIndex().sections (\(sections.count))", sqlSections, sections)

  for query in queries {
    let matched = try pool.read { db in
      try String.fetchAll(
        db, sql: "SELECT name FROM people WHERE hangul_match(name, ?) ORDER BY id", arguments: [query])
    }
    let found = index.search(query, options: exact).itemOffsets.sorted().map { names[$0] }
    try expectSame("hangul_match(name, \(query.debugDescription)) = SearchIndex (\(found.count) rows)", matched, found)
  }

  // The store of `hangul db`, on the writer's connection, inside GRDB's transaction (the
  // store's own work becomes a savepoint in it).
  let stored = try pool.write { db in
    let store = try SQLiteNameStore(connection: sqliteHandle(of: db), table: TableName("contacts"), creating: true)
    try store.importNames(replacing: true) { add in
      for name in names { try add(name) }
    }
    return (
      sections: try store.sections().map { "\($0.title) \($0.count)" },
      list: try store.list(section: nil, after: nil, limit: nil).items,
      searches: try queries.map { query in try store.search(query, options: exact, limit: nil).map(\.name) }
    )
  }
  try expectSame("SQLiteNameStore.sections() = SectionIndex().sections", stored.sections, sections)
  try expectSame("SQLiteNameStore.list = KoreanCollator().sorted", stored.list, sorted)
  for (query, lines) in zip(queries, stored.searches) {
    // What `hangul search query` prints: exact, prefix, contains matches, each in Korean order.
    let ranked = index.search(query, options: exact).map { names[$0.itemOffset] }
    try expectSame("SQLiteNameStore.search(\(query.debugDescription)) = hangul search (\(ranked.count))", lines, ranked)
  }
}

struct ExampleError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}

/// Prints "ok: what" when the lists hold the same strings in the same order, scalar for scalar
/// (Swift's `==` would take an NFD name for its NFC twin); else throws, showing the first
/// difference.
func expectSame(_ what: String, _ sql: [String], _ library: [String]) throws {
  let (a, b) = (sql.map { Array($0.utf8) }, library.map { Array($0.utf8) })
  guard a != b else { return print("ok: \(what)") }
  let k = a.indices.first { !b.indices.contains($0) || a[$0] != b[$0] } ?? a.count
  func row(_ names: [String]) -> String {
    guard names.indices.contains(k) else { return "(no row)" }
    let scalars = names[k].unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }
    return "\(names[k].debugDescription) [\(scalars.joined(separator: " "))]"
  }
  throw ExampleError(
    """
    mismatch: \(what)
      SQL gave \(sql.count) rows, the library \(library.count); first difference at row \(k):
      SQL:     \(row(sql))
      library: \(row(library))
    """)
}

let directory = FileManager.default.temporaryDirectory.appendingPathComponent("grdb-example-\(UUID().uuidString)")
do {
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  try runChecks(in: directory)
  try? FileManager.default.removeItem(at: directory)
  print("ok: every check passed on a GRDB DatabasePool")
} catch {
  FileHandle.standardError.write(Data("GRDBExample failed: \(error)\n".utf8))
  try? FileManager.default.removeItem(at: directory)
  exit(1)
}
