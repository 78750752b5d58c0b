import Foundation
import Hangul
import HangulCorpus
import HangulTestSupport
import Testing

/// `hangul db` end to end on a real PostgreSQL (see ``PostgresServer``): the same answers as
/// the in-memory commands over the corpus with SQL-looking names, and the faults.
@Suite(.enabled(if: PostgresServer.enabled, Comment(rawValue: PostgresServer.skipMessage)))
struct DbPostgresTests {
  static func imported() throws -> (database: String, file: URL, names: [String]) {
    let (_, file, names) = try DbCommandTests.corpus()
    let database = try PostgresServer.database()
    let result = try CLIRunner.run(["db", "import", "--database", database, file.path])
    #expect(result.status == 0, "\(result.stderr)")
    return (database, file, names)
  }

  static let scalars = DbCommandTests.scalars

  @Test func listPagesAndSectionsEqualSortAndIndex() throws {
    let (database, file, _) = try Self.imported()
    let sorted = try CLIRunner.run(["sort", file.path]).lines
    DbCommandTests.expectSameLines(try CLIRunner.run(["db", "list", "--database", database]).lines, sorted)
    var pages: [String] = []
    var cursor: String?
    repeat {
      var arguments = ["db", "list", "--database", database, "--limit", "1000", "--json"]
      if let cursor { arguments += ["--after", cursor] }
      let json = try #require(try CLIRunner.run(arguments).json() as? [String: Any])
      pages += try #require(json["items"] as? [String])
      cursor = json["next"] as? String
    } while cursor != nil
    DbCommandTests.expectSameLines(pages, sorted)

    let index = try CLIRunner.run(["index", file.path]).lines.map { line in
      let tab = line.firstIndex(of: "\t")!
      return (String(line[..<tab]), String(line[line.index(after: tab)...]))
    }
    var counts: [(String, Int)] = []
    for (title, _) in index {
      if counts.last?.0 == title { counts[counts.count - 1].1 += 1 } else { counts.append((title, 1)) }
    }
    #expect(try CLIRunner.run(["db", "sections", "--database", database]).lines == counts.map { "\($0.0)\t\($0.1)" })
    // Every section, `#` (two ranges of the order) included, whole and in pages of 150.
    for (title, _) in counts {
      let expected = index.filter { $0.0 == title }.map(\.1)
      let listed = try CLIRunner.run(["db", "list", "--database", database, "--section", title]).lines
      DbCommandTests.expectSameLines(listed, expected, "section \(title)")
      var paged: [String] = []
      var cursor: String?
      repeat {
        var arguments = ["db", "list", "--database", database, "--section", title, "--limit", "150", "--json"]
        if let cursor { arguments += ["--after", cursor] }
        let json = try #require(try CLIRunner.run(arguments).json() as? [String: Any])
        paged += try #require(json["items"] as? [String])
        cursor = json["next"] as? String
      } while cursor != nil && paged.count <= expected.count
      DbCommandTests.expectSameLines(paged, expected, "section \(title), pages")
    }
  }

  @Test(arguments: [["--mode", "contains"], ["--mode", "prefix"], ["--carry-over"]])
  func searchEqualsInMemorySearch(flags: [String]) throws {
    let (database, file, names) = try Self.imported()
    let queries = Array(DbCommandTests.queries(from: names).prefix(flags == ["--mode", "contains"] ? 40 : 32))
    for query in queries {
      let db = try CLIRunner.run(["db", "search", "--database", database] + flags + ["--", query])
      let memory = try DbCommandTests.memorySearch(flags, query, corpus: file)
      #expect(db.status == memory.status, "\(query) \(db.stderr)")
      DbCommandTests.expectSameLines(db.lines, memory.lines, "query \(query) \(flags)")
    }
  }

  /// Pages 1 and 2 of `db search --limit N --json` (the second through `--after` the first's
  /// `next`) equal the same slices of `hangul search` over the imported lines, for first
  /// keystrokes, Latin, digits and SQL-looking queries; a bad cursor is an error, not a crash.
  @Test(arguments: [[], ["--mode", "prefix"], ["--carry-over"]])
  func searchPagesEqualSlicesOfInMemorySearch(flags: [String]) throws {
    let (database, file, _) = try Self.imported()
    // With what a 2-set keyboard shows while names are typed (김섭 for 김서보, 김섲 for 김서준).
    let queries = [
      "ㅇ", "이", "ㄱㅅ", "ㄱ", "김", "김ㅅ", "홍기", "김당", "김섭", "김섲", "김선", "홍긷", "닭", "a", "e", "Kim", "Lee", "1", "2",
      "O'B", "100%", "_", "'); DROP",
    ]
    for query in queries {
      let whole = try DbCommandTests.memorySearch(flags, query, corpus: file).lines
      var cursor: String?
      for page in 0..<2 {
        var arguments = ["db", "search", "--database", database, "--limit", "7", "--json"] + flags
        if let cursor { arguments += ["--after", cursor] }
        let json = try #require(try CLIRunner.run(arguments + ["--", query]).json() as? [String: Any])
        let items = try #require(json["results"] as? [[String: Any]]).compactMap { $0["item"] as? String }
        #expect(
          Self.scalars(items) == Self.scalars(Array(whole.dropFirst(7 * page).prefix(7))), "\(query) page \(page + 1)")
        cursor = json["next"] as? String
        #expect((cursor != nil) == (whole.count > 7 * (page + 1)), "\(query) page \(page + 1)")
        if cursor == nil { break }
      }
    }
    for bad in ["nope", "s1.9.00.1", "k1.00.1", "s1.0.0.1"] {
      let result = try CLIRunner.run(["db", "search", "--database", database, "--limit", "5", "--after", bad, "ㄱ"])
      #expect(result.status == 64, "\(bad)")
      #expect(result.stderr.contains("invalid cursor"), "\(bad)")
    }
  }

  /// A bulk build (`--replace`) leaves the length most names' jamo keys have out of the
  /// length index, as PostgreSQL counts them; a table with no such length keeps the whole
  /// index. Either way search equals the in-memory search, whole and in pages, for queries
  /// whose exact group holds names of the left-out length (three syllables, three consonants)
  /// and of the others.
  @Test func bulkBuildLeavesTheCommonLengthOutOfTheLengthIndex() throws {
    var generator = NameGenerator(seed: 41)
    let generated = generator.names(count: 4_000).filter { !$0.isEmpty }
    let (_, file, names) = try DbCommandTests.corpus()
    // Two Korean names in three, then one Korean name in three and two in romanization (of
    // many lengths): more than half, then less than half, of nine codes.
    let mixed = generated.prefix(1_000) + generated.dropFirst(1_000).prefix(2_000).map { romanize($0) }
    for (corpus, leftOut) in [(generated + names, true), (Array(mixed) + DbCommandTests.trickyNames, false)] {
      let database = try PostgresServer.database()
      let input = file.deletingLastPathComponent().appendingPathComponent("bulk-\(leftOut).txt")
      try (corpus.joined(separator: "\n") + "\n").write(to: input, atomically: true, encoding: .utf8)
      let result = try CLIRunner.run(["db", "import", "--replace", "--database", database, input.path])
      #expect(result.status == 0, "\(result.stderr)")
      // The predicate names the length more than half of the rows have, or there is none.
      let check = """
        DO $$ DECLARE common integer; predicate text; BEGIN
          SELECT length(jamo_key) INTO common FROM names GROUP BY 1
            HAVING count(*) * 2 > (SELECT count(*) FROM names);
          SELECT pg_get_expr(indpred, indrelid) INTO predicate FROM pg_index
            WHERE indexrelid = 'names_length'::regclass;
          -- (PL/pgSQL ends an IF's condition at its first THEN: no CASE in it.)
          IF (common IS NULL) = \(leftOut)
            OR predicate IS DISTINCT FROM '(length(jamo_key) <> ' || common || ')'
          THEN RAISE EXCEPTION 'length index predicate %, common length %', predicate, common; END IF;
        END $$
        """
      try PostgresServer.run(PostgresServer.psql, [database, "-q", "-v", "ON_ERROR_STOP=1", "-c", check])
      let threeSyllables = generated.filter { $0.unicodeScalars.count == 3 }.prefix(6)
      let queries =
        ["ㅇ", "이", "ㄱㅅ", "ㅇㅎ", "ㄱㅅㅇ", "ㅎㄱㄷ", "김ㅅ", "홍기", "김서", "a", "Kim", "1"]
        + threeSyllables.map { String($0) }
        + threeSyllables.map { choseong(of: $0) }
      for query in queries {
        let whole = try CLIRunner.run(["search", "--", query, input.path]).lines
        let db = try CLIRunner.run(["db", "search", "--database", database, "--", query])
        DbCommandTests.expectSameLines(db.lines, whole, "query \(query), left out: \(leftOut)")
        var cursor: String?
        for page in 0..<2 {
          var arguments = ["db", "search", "--database", database, "--limit", "5", "--json"]
          if let cursor { arguments += ["--after", cursor] }
          let json = try #require(try CLIRunner.run(arguments + ["--", query]).json() as? [String: Any])
          let items = try #require(json["results"] as? [[String: Any]]).compactMap { $0["item"] as? String }
          #expect(
            Self.scalars(items) == Self.scalars(Array(whole.dropFirst(5 * page).prefix(5))),
            "\(query) page \(page + 1), left out: \(leftOut)")
          cursor = json["next"] as? String
          if cursor == nil { break }
        }
      }
    }
  }

  @Test func sqlLookingNamesAndBrokenImport() throws {
    let database = try PostgresServer.database()
    let input = Data((DbCommandTests.trickyNames.joined(separator: "\n") + "\n").utf8)
    #expect(try CLIRunner.run(["db", "import", "--database", database, "--table", "names"], input: input).status == 0)
    let listed = try CLIRunner.run(["db", "list", "--database", database]).lines
    #expect(listed.count == DbCommandTests.trickyNames.count)
    // Byte for byte (scalar for scalar), not up to canonical equivalence.
    let scalarValues = { (names: [String]) in
      names.map { $0.unicodeScalars.map(\.value) }.sorted { $0.lexicographicallyPrecedes($1) }
    }
    #expect(scalarValues(listed) == scalarValues(DbCommandTests.trickyNames))
    for name in ["'); DROP TABLE names; --", "O'Brien", "100%", "_"] {
      #expect(try CLIRunner.run(["db", "search", name, "--database", database]).lines == [name])
    }
    let before = try CLIRunner.run(["db", "list", "--database", database]).stdout
    let broken = Data("가나\nZoe\n".utf8) + Data([0xFF, 0xFE, 0x0A]) + Data("다라\n".utf8)
    for replace in [[], ["--replace"]] {
      let result = try CLIRunner.run(["db", "import", "--database", database] + replace, input: broken)
      #expect(result.status == 65)
      #expect(result.stderr.contains("line 3 is not valid UTF-8"))
      #expect(try CLIRunner.run(["db", "list", "--database", database]).stdout == before)
    }
  }

  /// A table written by schema 1 (a Unicode `choseong` column, keys of another ICU) or schema
  /// 2 (the ASCII keys under pg_trgm, no `search_grams`) is altered to schema 3 and its keys
  /// rebuilt on the first open: order, sections and search are right, and search has its
  /// GIN index over the grams.
  @Test(arguments: [1, 2]) func olderSchemasAreUpgradedOnOpen(schema: Int) throws {
    let database = try PostgresServer.database()
    let names = ["홍길동", "Zoe", "김다연", "O'Brien", "가", "이서연"]
    let keyColumns = schema == 1 ? "choseong text NOT NULL" : "choseong_key text NOT NULL, jamo_key text NOT NULL"
    let version = schema == 1 ? "1;0.1.0;70.1" : "2;0.2.0;70.1"
    var sql = """
      CREATE TABLE names (seq bigserial PRIMARY KEY, name text NOT NULL, sort_key bytea NOT NULL,
        title_position integer NOT NULL, title text NOT NULL, \(keyColumns), keys_version text NOT NULL);
      CREATE INDEX names_order ON names (sort_key, seq);
      CREATE INDEX names_section ON names (title_position, sort_key, seq);
      CREATE TABLE hangul_tables (table_name text PRIMARY KEY, keys_version text NOT NULL);
      CREATE TABLE hangul_section_counts (table_name text NOT NULL, title_position integer NOT NULL,
        count bigint NOT NULL, PRIMARY KEY (table_name, title_position));
      INSERT INTO hangul_tables VALUES ('names', '\(version)');

      """
    if schema == 2 {
      sql += """
        CREATE EXTENSION IF NOT EXISTS pg_trgm;
        CREATE INDEX names_search ON names USING gin (choseong_key gin_trgm_ops, jamo_key gin_trgm_ops);

        """
    }
    for name in names {
      let keys = schema == 1 ? "''" : "'', ''"
      let columns = schema == 1 ? "choseong" : "choseong_key, jamo_key"
      sql += "INSERT INTO names (name, sort_key, title_position, title, \(columns), keys_version) VALUES ('"
      sql += name.replacingOccurrences(of: "'", with: "''") + "', '\\x00', 40, '#', \(keys), '\(version)');\n"
    }
    try PostgresServer.run(PostgresServer.psql, [database, "-q", "-v", "ON_ERROR_STOP=1", "-c", sql])
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("schema\(schema)-\(UUID().uuidString).txt")
    try (names.joined(separator: "\n") + "\n").write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    #expect(
      try CLIRunner.run(["db", "list", "--database", database]).lines == CLIRunner.run(["sort", file.path]).lines)
    #expect(
      try CLIRunner.run(["db", "sections", "--database", database]).lines == ["ㄱ\t2", "ㅇ\t1", "ㅎ\t1", "O\t1", "Z\t1"])
    for query in ["길", "ㄷㅇ", "이서", "홍ㄱㄷ", "김다연"] {
      #expect(
        try CLIRunner.run(["db", "search", query, "--database", database]).lines
          == CLIRunner.run(["search", query, file.path]).lines, "\(query)")
    }
    // The search index is the GIN over the grams now, and every row has its grams.
    let check = """
      DO $$ BEGIN
        IF (SELECT indexdef FROM pg_indexes WHERE indexname = 'names_search') NOT LIKE '%gin (search_grams)%'
          OR EXISTS (SELECT 1 FROM names WHERE name = '홍길동' AND search_grams = '{}')
        THEN RAISE EXCEPTION 'not upgraded'; END IF;
      END $$
      """
    try PostgresServer.run(PostgresServer.psql, [database, "-q", "-v", "ON_ERROR_STOP=1", "-c", check])
  }

  /// A bulk load (a replace: the table built beside the live one, its indexes after the copy)
  /// answers as the in-memory commands do, and so does a rekey of its stale keys, which
  /// builds the table again from the stored rows. (Loads and rekeys of several runs of
  /// ``PostgresNameStore/clusteringRun`` names: `PostgresCopyRowsTests`, with shorter runs.)
  @Test func bulkLoadsAnswerAsTheInMemoryCommands() throws {
    var generator = NameGenerator(seed: 100)
    let names = generator.names(count: 30_500).filter { !$0.isEmpty && !$0.contains("\r") }
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("bulk-\(UUID().uuidString).txt")
    try (names.joined(separator: "\n") + "\n").write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let database = try PostgresServer.database()
    let imported = try CLIRunner.run(["db", "import", "--database", database, "--replace", file.path])
    #expect(imported.status == 0, "\(imported.stderr)")
    var counts: [String] = []
    var last: (String, Int)?
    let index = try CLIRunner.run(["index", file.path]).lines
    for line in index {
      let title = String(line[..<line.firstIndex(of: "\t")!])
      if last?.0 == title {
        last!.1 += 1
      } else {
        if let last { counts.append("\(last.0)\t\(last.1)") }
        last = (title, 1)
      }
    }
    if let last { counts.append("\(last.0)\t\(last.1)") }
    #expect(try CLIRunner.run(["db", "sections", "--database", database]).lines == counts)
    // Sections read between the first and last keys the bulk load counted.
    for title in counts.map({ String($0[..<$0.firstIndex(of: "\t")!]) }) {
      let expected = index.filter { $0.hasPrefix(title + "\t") }.map { String($0.dropFirst(title.count + 1)) }
      #expect(
        Self.scalars(try CLIRunner.run(["db", "list", "--database", database, "--section", title]).lines)
          == Self.scalars(expected), "section \(title)")
    }
    // The whole list, in pages of 4,000: Korean order, ties in import order (the rows are
    // stored in jamo-key order, their `seq` numbers the import order).
    let sorted = try CLIRunner.run(["sort", file.path]).lines
    var listed: [String] = []
    var cursor: String?
    repeat {
      let page = try #require(
        try CLIRunner.run(
          ["db", "list", "--database", database, "--limit", "4000", "--json"] + (cursor.map { ["--after", $0] } ?? [])
        ).json() as? [String: Any])
      listed += page["items"] as? [String] ?? []
      cursor = page["next"] as? String
    } while cursor != nil && listed.count <= sorted.count
    DbCommandTests.expectSameLines(listed, sorted)
    for query in ["ㅎㄱ", "김민", "이서", "박ㅈ", "ㅇㅈㅎ", "정", "gil"] {
      #expect(
        Self.scalars(try CLIRunner.run(["db", "search", query, "--database", database]).lines)
          == Self.scalars(try CLIRunner.run(["search", query, file.path]).lines), "\(query)")
    }
    // A rekey of stale keys reads the rows back and keeps each row's `seq`: the list is the
    // same, ties still in import order, and the side table is gone.
    try PostgresServer.run(
      PostgresServer.psql,
      [
        database, "-q", "-v", "ON_ERROR_STOP=1", "-c",
        "UPDATE hangul_tables SET keys_version = '3;0.2.0;70.1' WHERE table_name = 'names'",
      ])
    let rekey = try CLIRunner.run(["db", "rekey", "--database", database])
    #expect(rekey.status == 0, "\(rekey.stderr)")
    #expect(rekey.lines == ["\(names.count)"])
    DbCommandTests.expectSameLines(try CLIRunner.run(["db", "list", "--database", database]).lines, sorted)
    #expect(
      Self.scalars(try CLIRunner.run(["db", "search", "ㅇㅈㅎ", "--database", database]).lines)
        == Self.scalars(try CLIRunner.run(["search", "ㅇㅈㅎ", file.path]).lines))
    let check = """
      DO $$ BEGIN
        IF EXISTS (SELECT 1 FROM pg_class WHERE relname LIKE '%hangul_new%') THEN RAISE EXCEPTION 'side table left'; END IF;
      END $$
      """
    try PostgresServer.run(PostgresServer.psql, [database, "-q", "-v", "ON_ERROR_STOP=1", "-c", check])
  }

  @Test func unreachableServersFailWithinTenSeconds() throws {
    for url in ["postgres://nobody@127.0.0.1:1/names", "postgres://nobody@10.255.255.1:5432/names"] {
      let start = Date()
      let result = try CLIRunner.run(["db", "sections", "--database", url])
      #expect(Date().timeIntervalSince(start) < 10)
      #expect(result.status == 69)
      #expect(result.stderr.contains("cannot open the database"), "\(result.stderr)")
    }
    let base = try PostgresServer.database()
    let missing = try CLIRunner.run(["db", "list", "--database", base, "--table", "nothing_here"])
    #expect(missing.status == 66)
  }

  @Test func twoImportersAtOnceNeverCorruptTheTable() throws {
    let (folder, _, names) = try DbCommandTests.corpus()
    let a = Array(names.prefix(6000))
    let b = Array(names.dropFirst(6000))
    let fileA = folder.appendingPathComponent("a.txt")
    let fileB = folder.appendingPathComponent("b.txt")
    try (a.joined(separator: "\n") + "\n").write(to: fileA, atomically: true, encoding: .utf8)
    try (b.joined(separator: "\n") + "\n").write(to: fileB, atomically: true, encoding: .utf8)
    let database = try PostgresServer.database()
    #expect(try CLIRunner.run(["db", "import", "--database", database], input: Data()).status == 0)
    let group = DispatchGroup()
    let statuses = StatusList()
    for file in [fileA, fileB] {
      DispatchQueue.global().async(group: group) {
        statuses.append((try? CLIRunner.run(["db", "import", "--database", database, file.path]).status) ?? -1)
      }
    }
    group.wait()
    #expect(statuses.values == [0, 0])
    let listed = Self.scalars(try CLIRunner.run(["db", "list", "--database", database]).lines)
    let ab = Self.scalars(try CLIRunner.run(["sort"], lines: a + b).lines)
    let ba = Self.scalars(try CLIRunner.run(["sort"], lines: b + a).lines)
    #expect(listed == ab || listed == ba)
  }
}

/// Exit statuses collected from two threads.
final class StatusList: @unchecked Sendable {
  private let lock = NSLock()
  private var list: [Int32] = []
  func append(_ status: Int32) { lock.withLock { list.append(status) } }
  var values: [Int32] { lock.withLock { list } }
}
