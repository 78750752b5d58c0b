import Foundation
import Synchronization
import Testing

/// `hangul db` end to end on a real SQLite file: every answer against ICU's own answers (the
/// oracle fixtures) where they exist, and against the in-memory commands (`hangul sort`,
/// `hangul index`, `hangul search`) on the same lines, which the issue makes the contract.
@Suite struct DbCommandTests {
  /// Names that look like SQL or LIKE patterns, and inputs the key layer must survive.
  static let trickyNames = [
    "'); DROP TABLE names; --", "O'Brien", "100%", "_", "%", "\\", "\"quoted\"", "Robert'); --",
    "홍길동", "홍길동", "김다연", "e\u{301}mile", "\u{1100}\u{1161}\u{11A8}", "😀 홍길동", "ㄱㄴㄷ", "李民秀", "ᄒᆞᆫ글",
    "  leading space", "2반 김민수",
  ]

  /// What `hangul search FLAGS -- QUERY` prints over the corpus file of ``corpus()`` (the
  /// same lines in every scratch folder): its status and lines, run once per flags and query
  /// in the test process, so that the SQLite and PostgreSQL suites compare with one answer.
  static func memorySearch(_ flags: [String], _ query: String, corpus file: URL) throws -> (
    status: Int32, lines: [String]
  ) {
    let key = (flags + ["--", query]).joined(separator: "\u{0}")
    if let made = memorySearches.withLock({ $0[key] }) { return made }
    let result = try CLIRunner.run(["search"] + flags + ["--", query, file.path])
    let made = (status: result.status, lines: result.lines)
    memorySearches.withLock { $0[key] = made }
    return made
  }
  static let memorySearches = Mutex<[String: (status: Int32, lines: [String])]>([:])

  /// A scratch folder with the corpus file: the 12,000 oracle names and the tricky ones.
  static func corpus() throws -> (folder: URL, file: URL, names: [String]) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hangul-db-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let names = try OracleFixtures.collationNames() + trickyNames
    let file = folder.appendingPathComponent("names.txt")
    try (names.joined(separator: "\n") + "\n").write(to: file, atomically: true, encoding: .utf8)
    return (folder, file, names)
  }

  static func imported() throws -> (database: String, file: URL, names: [String]) {
    let (folder, file, names) = try corpus()
    let database = "sqlite:" + folder.appendingPathComponent("names.db").path
    let result = try CLIRunner.run(["db", "import", "--database", database, file.path])
    #expect(result.status == 0, "\(result.stderr)")
    return (database, file, names)
  }

  static func scalars(_ lines: [String]) -> [[Unicode.Scalar]] { lines.map { Array($0.unicodeScalars) } }

  /// Expects `actual` to be the lines `expected`, scalar for scalar (String's `==` would take
  /// canonically equivalent lines as equal). A difference is recorded as the line counts and
  /// the first line that differs: `#expect(a == b)` on two lists would have the test library
  /// diff them whole, which takes hours for 100,000 lines that differ.
  static func expectSameLines(
    _ actual: [String], _ expected: [String], _ comment: @autoclosure () -> String = "",
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let a = scalars(actual)
    let e = scalars(expected)
    guard a != e else { return }
    let first = (0..<min(a.count, e.count)).first { a[$0] != e[$0] } ?? min(a.count, e.count)
    func line(_ lines: [String], _ i: Int) -> String {
      guard i < lines.count else { return "(none)" }
      return "\(lines[i].debugDescription) \(lines[i].unicodeScalars.map { String($0.value, radix: 16) })"
    }
    Issue.record(
      """
      \(comment()) \(actual.count) lines, \(expected.count) expected; first difference at line \(first + 1): \
      \(line(actual, first)), expected \(line(expected, first))
      """,
      sourceLocation: sourceLocation)
  }

  @Test func listIsICUOrderAndEqualsSort() throws {
    let (folder, _, _) = try Self.corpus()
    // Oracle: ICU 78's `ko` order of the fixture names (scripts/data/fixtures/collation-fixtures.py).
    let names = try OracleFixtures.collationNames()
    let file = folder.appendingPathComponent("oracle.txt")
    try (names.joined(separator: "\n") + "\n").write(to: file, atomically: true, encoding: .utf8)
    let database = "sqlite:" + folder.appendingPathComponent("oracle.db").path
    #expect(try CLIRunner.run(["db", "import", "--database", database, file.path]).status == 0)
    let expected = try OracleFixtures.collationExpected().sorted.map { names[$0] }
    let listed = try CLIRunner.run(["db", "list", "--database", database])
    #expect(listed.status == 0)
    Self.expectSameLines(listed.lines, expected)

    let (db, corpusFile, _) = try Self.imported()
    let sorted = try CLIRunner.run(["sort", corpusFile.path]).lines
    Self.expectSameLines(try CLIRunner.run(["db", "list", "--database", db]).lines, sorted)
  }

  @Test(arguments: [1, 7, 500, 20_000])
  func pagesPutTogetherEqualSort(limit: Int) throws {
    let (database, file, _) = try Self.imported()
    let sorted = try CLIRunner.run(["sort", file.path]).lines
    var pages: [String] = []
    var cursor: String?
    var calls = 0
    repeat {
      var arguments = ["db", "list", "--database", database, "--limit", String(limit), "--json"]
      if let cursor { arguments += ["--after", cursor] }
      let result = try CLIRunner.run(arguments)
      #expect(result.status == 0)
      let json = try #require(try result.json() as? [String: Any])
      let items = try #require(json["items"] as? [String])
      #expect(items.count <= limit)
      pages += items
      cursor = json["next"] as? String
      #expect(cursor != nil || json["next"] is NSNull)
      calls += 1
    } while cursor != nil && calls < 40
    if limit >= 500 || calls < 40 {
      Self.expectSameLines(pages, limit >= 500 ? sorted : Array(sorted.prefix(pages.count)))
    } else {
      Self.expectSameLines(pages, Array(sorted.prefix(pages.count)))
    }
  }

  @Test func sectionsAreTheOracleBucketsAndIndexCounts() throws {
    let (folder, _, _) = try Self.corpus()
    let names = try OracleFixtures.collationNames()
    let file = folder.appendingPathComponent("oracle.txt")
    try (names.joined(separator: "\n") + "\n").write(to: file, atomically: true, encoding: .utf8)
    let database = "sqlite:" + folder.appendingPathComponent("oracle.db").path
    #expect(try CLIRunner.run(["db", "import", "--database", database, file.path]).status == 0)
    // Oracle: ICU's AlphabeticIndex buckets, the three "…" buckets folded into "#" at the end.
    let buckets = try OracleFixtures.collationExpected().buckets
    var expected = buckets.filter { $0.type == "normal" && !$0.records.isEmpty }.map {
      "\($0.label)\t\($0.records.count)"
    }
    let other = buckets.filter { $0.type != "normal" }.reduce(0) { $0 + $1.records.count }
    if other > 0 { expected.append("#\t\(other)") }
    #expect(try CLIRunner.run(["db", "sections", "--database", database]).lines == expected)

    // The corpus with the tricky names: the counts of `hangul index`, and each section's list.
    let (db, corpusFile, _) = try Self.imported()
    let index = try CLIRunner.run(["index", corpusFile.path]).lines.map { line in
      let tab = line.firstIndex(of: "\t")!
      return (String(line[..<tab]), String(line[line.index(after: tab)...]))
    }
    var counts: [(String, Int)] = []
    for (title, _) in index {
      if counts.last?.0 == title { counts[counts.count - 1].1 += 1 } else { counts.append((title, 1)) }
    }
    let sections = try CLIRunner.run(["db", "sections", "--database", db])
    #expect(sections.lines == counts.map { "\($0.0)\t\($0.1)" })
    let json = try #require(try CLIRunner.run(["db", "sections", "--database", db, "--json"]).json() as? [String: Any])
    let jsonSections = try #require(json["sections"] as? [[String: Any]])
    #expect(jsonSections.map { "\($0["title"] as? String ?? "")\t\($0["count"] as? Int ?? -1)" } == sections.lines)
    for (title, _) in counts {
      let listed = try CLIRunner.run(["db", "list", "--database", db, "--section", title]).lines
      Self.expectSameLines(listed, index.filter { $0.0 == title }.map(\.1), "section \(title)")
    }
  }

  /// Queries of every kind made from the corpus: choseong, whole syllables, a half-typed
  /// last syllable (initial + medial of the next one), the 2-set keyboard's in-between state
  /// (the next initial typed as the previous syllable's final: 김다연 → 김당), Latin, SQL-looking.
  static func queries(from names: [String]) -> [String] {
    // Unicode §3.12: syllable = 0xAC00 + (L·21 + V)·28 + T. Final index of each initial
    // (ㄸ ㅃ ㅉ cannot be finals), from the T table of Unicode's Jamo.txt.
    let finalOfInitial: [Int: Int] = [
      0: 1, 1: 2, 2: 4, 3: 7, 5: 8, 6: 16, 7: 17, 9: 19, 10: 20, 11: 21, 12: 22, 14: 23, 15: 24, 16: 25, 17: 26,
      18: 27,
    ]
    let initials = Array("ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ")
    var queries: [String] = [
      "", " ", "ㄱ", "ㅎㄱㄷ", "홍기", "김당", "O'B", "100%", "%", "_", "'); DROP", "--", "\\", "gil", "e",
    ]
    var k = 0
    for name in names where name.unicodeScalars.count >= 3 {
      let syllables = name.unicodeScalars.map(\.value)
      guard syllables.prefix(3).allSatisfy({ $0 >= 0xAC00 && $0 <= 0xD7A3 }) else {
        if queries.count < 300, k % 7 == 0, let word = name.split(separator: " ").last {
          queries.append(String(word.prefix(3)))
        }
        k += 1
        continue
      }
      k += 1
      guard k % 40 == 0 else { continue }
      let s = syllables.map { Int($0) - 0xAC00 }
      let (l0, v0, t0) = (s[0] / 588, (s[0] % 588) / 28, s[0] % 28)
      let (l1, v1) = (s[1] / 588, (s[1] % 588) / 28)
      let first = String(UnicodeScalar(UInt32(0xAC00 + s[0]))!)
      let choseong = String([initials[l0], initials[l1], initials[s[2] / 588]])
      queries.append(choseong)
      queries.append(String(choseong.prefix(2)))
      queries.append(first + String(initials[l1]))
      queries.append(first + String(UnicodeScalar(UInt32(0xAC00 + (l1 * 21 + v1) * 28))!))
      queries.append(String(name.prefix(2)))
      queries.append(String(name.dropFirst().prefix(2)))
      if t0 == 0, let t = finalOfInitial[l1] {
        queries.append(String(UnicodeScalar(UInt32(0xAC00 + (l0 * 21 + v0) * 28 + t))!))
      }
      if queries.count > 300 { break }
    }
    return queries
  }

  @Test(arguments: [["--mode", "contains"], ["--mode", "prefix"], ["--carry-over"]])
  func searchEqualsInMemorySearch(flags: [String]) throws {
    let (database, file, names) = try Self.imported()
    // Every kind of query the list makes: the fixed ones and each kind from two names or more
    // (three for contains; two processes of the debug build a query). The stores' search
    // equals the library's over every kind in HangulDatabaseTests (SearchPlanTests); this
    // checks the commands end to end.
    let queries = Array(Self.queries(from: names).prefix(flags == ["--mode", "contains"] ? 40 : 32))
    #expect(queries.count >= 32)
    var nonEmpty = 0
    for query in queries {
      // "--" first: queries such as "--" stay queries.
      let db = try CLIRunner.run(["db", "search", "--database", database] + flags + ["--", query])
      let memory = try Self.memorySearch(flags, query, corpus: file)
      #expect(db.status == memory.status, "\(query)")
      Self.expectSameLines(db.lines, memory.lines, "query \(query) \(flags)")
      if !db.lines.isEmpty { nonEmpty += 1 }
    }
    #expect(nonEmpty > queries.count / 3)
  }

  @Test func searchJSONAndLimitMatchSearch() throws {
    let (database, file, _) = try Self.imported()
    for query in ["ㅎㄱㄷ", "홍기", "O'Brien", "😀", "ㄱ"] {
      let db = try #require(
        try CLIRunner.run(["db", "search", "--json", query, "--database", database]).json() as? NSDictionary)
      let memory = try #require(try CLIRunner.run(["search", "--json", query, file.path]).json() as? NSDictionary)
      #expect(db == memory, "\(query)")
      let all = try CLIRunner.run(["search", query, file.path]).lines
      let limited = try CLIRunner.run(["db", "search", query, "--database", database, "--limit", "3"]).lines
      #expect(limited == Array(all.prefix(3)))
    }
  }

  @Test func sqlLookingNamesRoundTrip() throws {
    let (folder, _, _) = try Self.corpus()
    let file = folder.appendingPathComponent("sql.txt")
    try (Self.trickyNames.joined(separator: "\n") + "\n").write(to: file, atomically: true, encoding: .utf8)
    let database = "sqlite:" + folder.appendingPathComponent("sql.db").path
    for table in ["names", "Names_2", "_t"] {
      #expect(try CLIRunner.run(["db", "import", "--database", database, "--table", table, file.path]).status == 0)
      let listed = try CLIRunner.run(["db", "list", "--database", database, "--table", table]).lines
      #expect(Set(Self.scalars(listed).map { String(String.UnicodeScalarView($0)) }) == Set(Self.trickyNames))
      #expect(listed.count == Self.trickyNames.count)
      for name in ["'); DROP TABLE names; --", "O'Brien", "100%", "_"] {
        #expect(try CLIRunner.run(["db", "search", name, "--database", database, "--table", table]).lines == [name])
      }
    }
    for bad in ["names; DROP TABLE x", "1abc", "a-b", "", "\"names\"", "이름"] {
      let result = try CLIRunner.run(["db", "import", "--database", database, "--table", bad, file.path])
      #expect(result.status == 64)
      #expect(result.stderr.contains("invalid table name"))
    }
  }

  @Test func invalidUTF8LeavesTheTableAsItWas() throws {
    let (database, file, _) = try Self.imported()
    let before = try CLIRunner.run(["db", "list", "--database", database]).stdout
    let broken = file.deletingLastPathComponent().appendingPathComponent("broken.txt")
    try Data("가나\nZoe\n\u{FF}".utf8 + [0xFF, 0xFE, 0x0A] + Data("다라\n".utf8)).write(to: broken)
    for replace in [[], ["--replace"]] {
      let result = try CLIRunner.run(["db", "import", "--database", database] + replace + [broken.path])
      #expect(result.status == 65)
      #expect(result.stderr.contains("line 3 is not valid UTF-8"))
      #expect(result.stderr.contains("nothing was imported"))
      #expect(try CLIRunner.run(["db", "list", "--database", database]).stdout == before)
    }
  }

  @Test func replaceEmptiesTheTableFirst() throws {
    let (database, _, _) = try Self.imported()
    let result = try CLIRunner.run(
      ["db", "import", "--replace", "--database", database], input: Data("하늘\n\n가람\n".utf8))
    #expect(result.status == 0)
    #expect(try CLIRunner.run(["db", "list", "--database", database]).lines == ["가람", "하늘"])
    #expect(try CLIRunner.run(["db", "sections", "--database", database]).lines == ["ㄱ\t1", "ㅎ\t1"])
  }

  @Test func unreachableDatabasesFailClearlyAndFast() throws {
    for (url, status, message) in [
      ("sqlite:/nonexistent-\(UUID().uuidString)/names.db", Int32(69), "cannot open the database"),
      ("postgres://nobody@127.0.0.1:1/names", 69, "cannot open the database"),
      ("postgres://nobody@127.0.0.1/", 64, "invalid database URL"), ("mysql://x/y", 64, "invalid database URL"),
      ("sqlite:", 64, "invalid database URL"),
    ] {
      for command in [["import"], ["sections"], ["list"], ["search", "ㄱ"]] {
        let start = Date()
        let result = try CLIRunner.run(["db"] + command + ["--database", url], input: Data("가\n".utf8))
        #expect(Date().timeIntervalSince(start) < 10)
        #expect(result.status == status, "\(url) \(command)")
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
      }
    }
    let (folder, _, _) = try Self.corpus()
    let missing = "sqlite:" + folder.appendingPathComponent("empty.db").path
    #expect(try CLIRunner.run(["db", "import", "--database", missing], input: Data()).status == 0)
    let result = try CLIRunner.run(["db", "list", "--database", missing, "--table", "other"])
    #expect(result.status == 66)
    #expect(result.stderr.contains("run `hangul db import` first"))
    let cursor = try CLIRunner.run(["db", "list", "--database", missing, "--after", "k1.zz.1"])
    #expect(cursor.status == 64)
  }

  @Test func twoImportersAtOnceNeverCorruptTheTable() throws {
    let (folder, _, names) = try Self.corpus()
    let a = Array(names.prefix(6000))
    let b = Array(names.dropFirst(6000))
    let fileA = folder.appendingPathComponent("a.txt")
    let fileB = folder.appendingPathComponent("b.txt")
    try (a.joined(separator: "\n") + "\n").write(to: fileA, atomically: true, encoding: .utf8)
    try (b.joined(separator: "\n") + "\n").write(to: fileB, atomically: true, encoding: .utf8)
    let database = "sqlite:" + folder.appendingPathComponent("both.db").path
    #expect(try CLIRunner.run(["db", "import", "--database", database], input: Data()).status == 0)
    let statuses = StatusList()
    let group = DispatchGroup()
    for file in [fileA, fileB] {
      DispatchQueue.global().async(group: group) {
        let status = (try? CLIRunner.run(["db", "import", "--database", database, file.path]).status) ?? -1
        statuses.append(status)
      }
    }
    group.wait()
    #expect(statuses.values == [0, 0])
    let listed = Self.scalars(try CLIRunner.run(["db", "list", "--database", database]).lines)
    let ab = Self.scalars(try CLIRunner.run(["sort"], lines: a + b).lines)
    let ba = Self.scalars(try CLIRunner.run(["sort"], lines: b + a).lines)
    #expect(listed == ab || listed == ba)
    #expect(listed.count == names.count)
  }
}
