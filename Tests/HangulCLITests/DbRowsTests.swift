import Foundation
import HangulCorpus
import HangulTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `hangul db` on tables of rows (ids and scopes with the names), end to end as a user runs
/// it: `db import --fields`, `db put`, `db delete` and `--scope` on both stores, each answer
/// checked against the in-memory commands (`hangul sort`, `hangul index`, `hangul search`)
/// over the same scope's names, and every refused input leaving the table as it was.
enum RowsCLI {
  /// A row as the tests write and read it.
  struct Row: Hashable, CustomStringConvertible {
    let id: String
    let scope: String?
    let name: String

    init(_ id: String, _ scope: String?, _ name: String) {
      self.id = id
      self.scope = scope
      self.name = name
    }

    /// Scalar for scalar (String's `==` takes canonically equivalent text as equal).
    var scalars: [[UInt32]] {
      [id, scope ?? "\u{0}", name].map { $0.unicodeScalars.map(\.value) }
    }

    var description: String {
      "(\(id.debugDescription), \(scope?.debugDescription ?? "nil"), \(name.debugDescription))"
    }
  }

  /// Members of the 21st National Assembly: two named 김병욱 (2100101, 2100102) and two 이수진
  /// (2100201, 2100202), all in scope assembly-21.
  static let assembly = [
    ("2100101", "김병욱"), ("2100102", "김병욱"), ("2100201", "이수진"), ("2100202", "이수진"),
    ("2100301", "홍익표"), ("2100401", "안철수"), ("2100501", "김은혜"), ("2100601", "이재명"),
  ].map { Row($0.0, "assembly-21", $0.1) }

  /// Rows as `--fields id,scope,name` lines (the fields hold no tab, newline or backslash).
  static func lines(_ rows: [Row]) -> Data {
    Data(rows.map { "\($0.id)\t\($0.scope ?? "\\N")\t\($0.name)\n" }.joined().utf8)
  }

  static func folder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hangul-rows-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  static func sqliteDatabase() throws -> String {
    "sqlite:" + (try folder()).appendingPathComponent("rows.db").path
  }

  static func run(_ arguments: [String], input: Data = Data()) throws -> CLIRunner.Result {
    try CLIRunner.run(arguments, input: input)
  }

  /// Imports `rows` with `--fields id,scope,name`, expecting success.
  static func importRows(
    _ database: String, _ rows: [Row], _ flags: [String] = [], table: String = "names",
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let result = try run(
      ["db", "import", "--database", database, "--table", table, "--fields", "id,scope,name"] + flags,
      input: lines(rows))
    #expect(result.status == 0, "\(result.stderr)", sourceLocation: sourceLocation)
  }

  /// `db list --json` of one scope: its rows in the order listed.
  static func list(
    _ database: String, scope: String?, table: String = "names", sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> [Row] {
    let result = try run(
      ["db", "list", "--database", database, "--table", table, "--json"] + (scope.map { ["--scope", $0] } ?? []))
    #expect(result.status == 0, "\(result.stderr)", sourceLocation: sourceLocation)
    let json = try #require(try result.json() as? [String: Any], sourceLocation: sourceLocation)
    #expect(json["next"] is NSNull, sourceLocation: sourceLocation)
    let items = try #require(json["items"] as? [[String: Any]], "\(result.stdout)", sourceLocation: sourceLocation)
    return try items.map { item in
      #expect(item.count == 2, "\(item)", sourceLocation: sourceLocation)
      return Row(
        try #require(item["id"] as? String, sourceLocation: sourceLocation), scope,
        try #require(item["name"] as? String, sourceLocation: sourceLocation))
    }
  }

  /// Everything a table answers for `scopes`: each scope's whole list and sections, plain
  /// and JSON (to compare before and after a refused write).
  static func snapshot(_ database: String, scopes: [String?], table: String = "names") throws -> [String] {
    var answers: [String] = []
    for scope in scopes {
      let flag = scope.map { ["--scope", $0] } ?? []
      for command in [["list"], ["list", "--json"], ["sections"]] {
        let result = try run(["db"] + command + ["--database", database, "--table", table] + flag)
        answers.append("\(command) \(scope ?? "-") \(result.status) \(result.stdout)")
      }
    }
    return answers
  }

  /// The order `hangul sort` gives `rows`' names, ties in the rows' order, as the rows.
  static func sorted(_ rows: [Row]) throws -> [Row] {
    let names = try run(["sort"], input: Data((rows.map(\.name).joined(separator: "\n") + "\n").utf8)).lines
    var remaining = rows
    return try names.map { name in
      let k = try #require(remaining.firstIndex { $0.name.unicodeScalars.elementsEqual(name.unicodeScalars) })
      return remaining.remove(at: k)
    }
  }

  static func expectSameRows(
    _ actual: [Row], _ expected: [Row], _ comment: String = "", sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(
      actual.map(\.scalars) == expected.map(\.scalars), "\(comment) \(actual) vs \(expected)",
      sourceLocation: sourceLocation)
  }

  /// The names file of `rows`, for the in-memory commands.
  static func namesFile(_ rows: [Row]) throws -> URL {
    let file = try folder().appendingPathComponent("names.txt")
    try Data((rows.map(\.name).joined(separator: "\n") + "\n").utf8).write(to: file)
    return file
  }

  /// `hangul index` of `rows`' names folded into `db sections` lines.
  static func sectionCounts(_ rows: [Row]) throws -> [String] {
    var counts: [(String, Int)] = []
    for line in try run(["index", try namesFile(rows).path]).lines {
      let title = String(line[..<line.firstIndex(of: "\t")!])
      if counts.last?.0 == title { counts[counts.count - 1].1 += 1 } else { counts.append((title, 1)) }
    }
    return counts.map { "\($0.0)\t\($0.1)" }
  }

  // MARK: - Checks, run on each store

  /// The namesakes of the 21st National Assembly are told apart by their ids in search and
  /// list; every answer within the scope equals the in-memory commands' over its names.
  static func namesakes(_ database: String) throws {
    try importRows(database, assembly)
    let rows = assembly
    let file = try namesFile(rows)

    let found = try run(["db", "search", "김병욱", "--scope", "assembly-21", "--json", "--database", database])
    #expect(found.status == 0, "\(found.stderr)")
    let json = try #require(try found.json() as? [String: Any])
    let results = try #require(json["results"] as? [[String: Any]])
    #expect(results.map { $0["id"] as? String } == ["2100101", "2100102"])
    #expect(results.allSatisfy { $0["scope"] as? String == "assembly-21" && $0["item"] as? String == "김병욱" })
    // Beside the id and scope, the results are `hangul search --json`'s over the scope's names.
    let memory = try #require(try run(["search", "--json", "김병욱", file.path]).json() as? [String: Any])
    let memoryResults = try #require(memory["results"] as? [[String: Any]])
    #expect(memoryResults.count == 2)
    for (db, mem) in zip(results, memoryResults) {
      #expect(Set(db.keys) == Set(mem.keys).union(["id", "scope"]), "\(db) vs \(mem)")
      #expect(db["item"] as? String == mem["item"] as? String)
      for key in ["ranges", "utf16"] {
        let ranges = db[key] as? [[Int]]
        #expect(ranges != nil && ranges == mem[key] as? [[Int]], "\(key): \(db) vs \(mem)")
      }
    }
    #expect(json["query"] as? String == "김병욱")
    #expect(json["next"] == nil)

    // Plain output: ID<TAB>NAME, in the order of `hangul search`.
    for query in ["이수진", "ㄱㅂ", "김", "ㅇㅈ", "안철"] {
      let plain = try run(["db", "search", query, "--scope", "assembly-21", "--database", database])
      #expect(plain.status == 0, "\(plain.stderr)")
      let names = try run(["search", query, file.path]).lines
      #expect(plain.lines.map { String($0[$0.index(after: $0.firstIndex(of: "\t")!)...]) } == names, "\(query)")
      // Each line's id is a row of that name, and no row twice.
      let pairs = plain.lines.map { line in
        Row(
          String(line[..<line.firstIndex(of: "\t")!]), "assembly-21",
          String(line[line.index(after: line.firstIndex(of: "\t")!)...]))
      }
      #expect(Set(pairs).count == pairs.count && pairs.allSatisfy { rows.contains($0) }, "\(query): \(pairs)")
    }
    let lees = try run(["db", "search", "이수진", "--scope", "assembly-21", "--database", database])
    #expect(lees.lines == ["2100201\t이수진", "2100202\t이수진"])

    // `db list --json` items carry the ids, in Korean order with ties in import order.
    let expected = try sorted(rows)
    expectSameRows(try list(database, scope: "assembly-21"), expected)
    let plainList = try run(["db", "list", "--scope", "assembly-21", "--database", database])
    #expect(plainList.lines == expected.map { "\($0.id)\t\($0.name)" })
    let section = try run(["db", "list", "--scope", "assembly-21", "--section", "ㄱ", "--database", database])
    #expect(section.lines == ["2100101\t김병욱", "2100102\t김병욱", "2100501\t김은혜"])
    let sections = try run(["db", "sections", "--scope", "assembly-21", "--database", database])
    #expect(sections.lines == (try sectionCounts(rows)))
    // Pages of 3 put together are the whole list.
    var paged: [Row] = []
    var cursor: String?
    repeat {
      let page = try #require(
        try run(
          ["db", "list", "--scope", "assembly-21", "--limit", "3", "--json", "--database", database]
            + (cursor.map { ["--after", $0] } ?? [])
        ).json() as? [String: Any])
      let items = try #require(page["items"] as? [[String: Any]])
      paged += items.map { Row($0["id"] as? String ?? "?", "assembly-21", $0["name"] as? String ?? "?") }
      cursor = page["next"] as? String
    } while cursor != nil && paged.count <= rows.count
    expectSameRows(paged, expected)

    // The rows without a scope, and a scope no row has, are empty lists: no error.
    for scope in [nil, "assembly-22"] as [String?] {
      let flag = scope.map { ["--scope", $0] } ?? []
      #expect(try list(database, scope: scope).isEmpty)
      let listed = try run(["db", "list", "--database", database] + flag)
      #expect(listed.status == 0 && listed.stdout.isEmpty, "\(listed.stderr)")
      let sectionsJSON = try run(["db", "sections", "--json", "--database", database] + flag)
      #expect(sectionsJSON.status == 0 && sectionsJSON.stdout == "{\"sections\":[]}\n", "\(sectionsJSON.stdout)")
      let plainSections = try run(["db", "sections", "--database", database] + flag)
      #expect(plainSections.status == 0 && plainSections.stdout.isEmpty)
      let search = try run(["db", "search", "김병욱", "--json", "--database", database] + flag)
      #expect(search.status == 0, "\(search.stderr)")
      #expect(((try search.json() as? [String: Any])?["results"] as? [Any])?.isEmpty == true, "\(search.stdout)")
      let plainSearch = try run(["db", "search", "ㄱ", "--database", database] + flag)
      #expect(plainSearch.status == 0 && plainSearch.stdout.isEmpty)
      let pagedSearch = try run(["db", "search", "ㄱ", "--limit", "5", "--json", "--database", database] + flag)
      #expect(pagedSearch.stdout == "{\"query\":\"ㄱ\",\"results\":[],\"next\":null}\n", "\(pagedSearch.stdout)")
    }
  }

  /// `db put` and `db delete`: a put is found at once by another process, a put of an id
  /// already there replaces its name, a delete removes it; `--json` writes the row.
  static func putAndDelete(_ database: String) throws {
    try importRows(database, assembly)
    let scope = ["--scope", "assembly-21"]
    let put = try run(["db", "put", "--database", database, "--json"] + scope + ["2100701", "김민석"])
    #expect(put.status == 0, "\(put.stderr)")
    #expect(put.stdout == "{\"id\":\"2100701\",\"scope\":\"assembly-21\",\"name\":\"김민석\"}\n")
    // Each `hangul` run is a process of its own: the search is a second process.
    let found = try run(["db", "search", "김민석", "--database", database] + scope)
    #expect(found.lines == ["2100701\t김민석"], "\(found.stderr)")
    // Without --json, nothing on stdout.
    let quiet = try run(["db", "put", "--database", database] + scope + ["2100702", "김민기"])
    #expect(quiet.status == 0 && quiet.stdout.isEmpty, "\(quiet.stderr)")

    // A put of the same id replaces the name: the old one is no longer found.
    let replaced = try run(["db", "put", "--database", database, "--json"] + scope + ["2100701", "박민석"])
    #expect(replaced.stdout == "{\"id\":\"2100701\",\"scope\":\"assembly-21\",\"name\":\"박민석\"}\n")
    #expect(try run(["db", "search", "김민석", "--database", database] + scope).stdout.isEmpty)
    #expect(try run(["db", "search", "박민", "--database", database] + scope).lines == ["2100701\t박민석"])
    var rows = assembly + [Row("2100701", "assembly-21", "박민석"), Row("2100702", "assembly-21", "김민기")]
    expectSameRows(try list(database, scope: "assembly-21"), try sorted(rows))
    #expect(try run(["db", "sections", "--database", database] + scope).lines == (try sectionCounts(rows)))

    // The same id in another scope, and without a scope, is another row.
    let other = try run(["db", "put", "--database", database, "--json", "--scope", "assembly-22", "2100701", "김민석"])
    #expect(other.stdout == "{\"id\":\"2100701\",\"scope\":\"assembly-22\",\"name\":\"김민석\"}\n")
    let unscoped = try run(["db", "put", "--database", database, "--json", "2100701", "홍길동"])
    #expect(unscoped.stdout == "{\"id\":\"2100701\",\"scope\":null,\"name\":\"홍길동\"}\n")
    #expect(
      try run(["db", "search", "김민석", "--database", database, "--scope", "assembly-22"]).lines == ["2100701\t김민석"])
    #expect(try run(["db", "list", "--database", database]).lines == ["2100701\t홍길동"])
    expectSameRows(try list(database, scope: "assembly-21"), try sorted(rows))

    // A delete writes the row it deleted; a second one finds none (name null, no error).
    let deleted = try run(["db", "delete", "--database", database, "--json"] + scope + ["2100701"])
    #expect(deleted.status == 0, "\(deleted.stderr)")
    #expect(deleted.stdout == "{\"id\":\"2100701\",\"scope\":\"assembly-21\",\"name\":\"박민석\"}\n")
    let again = try run(["db", "delete", "--database", database, "--json"] + scope + ["2100701"])
    #expect(again.status == 0, "\(again.stderr)")
    #expect(again.stdout == "{\"id\":\"2100701\",\"scope\":\"assembly-21\",\"name\":null}\n")
    let plainDelete = try run(["db", "delete", "--database", database] + scope + ["2100702"])
    #expect(plainDelete.status == 0 && plainDelete.stdout.isEmpty, "\(plainDelete.stderr)")
    rows.removeAll { $0.id == "2100701" || $0.id == "2100702" }
    #expect(try run(["db", "search", "박민", "--database", database] + scope).stdout.isEmpty)
    expectSameRows(try list(database, scope: "assembly-21"), try sorted(rows))
    #expect(try run(["db", "sections", "--database", database] + scope).lines == (try sectionCounts(rows)))
    // The other scopes' rows of that id are still there.
    #expect(try run(["db", "list", "--database", database]).lines == ["2100701\t홍길동"])
    #expect(try run(["db", "list", "--database", database, "--scope", "assembly-22"]).lines == ["2100701\t김민석"])

    // A name that looks like SQL is stored as it is.
    let sql = "'; DROP TABLE names; --"
    #expect(try run(["db", "put", "--database", database, "--scope", "x", "1", sql]).status == 0)
    #expect(try run(["db", "list", "--database", database, "--scope", "x"]).lines == ["1\t\(sql)"])
    #expect(try run(["db", "search", sql, "--database", database, "--scope", "x"]).lines == ["1\t\(sql)"])
    expectSameRows(try list(database, scope: "assembly-21"), try sorted(rows))

    // Bad ids and scopes on the command line: data errors, nothing written.
    let before = try snapshot(database, scopes: [nil, "assembly-21", "x"])
    for arguments in [
      ["put", "", "김"], ["put", String(repeating: "a", count: 257), "김"], ["put", "--scope", "", "1", "김"],
      ["put", "--scope", String(repeating: "가", count: 86), "1", "김"], ["delete", ""],
    ] {
      let result = try run(["db"] + arguments.prefix(1) + ["--database", database] + arguments.dropFirst())
      #expect(result.status == 65, "\(arguments.map(\.count)): \(result.stderr)")
      #expect(result.stderr.contains("invalid row"), "\(result.stderr)")
    }
    // Exactly 256 bytes is an id (85 syllables of 3 bytes and one letter).
    let longest = String(repeating: "가", count: 85) + "a"
    let put256 = try run(["db", "put", "--database", database, "--scope", longest, longest, "김"])
    #expect(put256.status == 0, "\(put256.stderr)")
    #expect(try run(["db", "list", "--database", database, "--scope", longest]).lines == ["\(longest)\t김"])
    #expect(try snapshot(database, scopes: [nil, "assembly-21", "x"]) == before)
  }

  /// Every refused input of `db import --fields`: the exit status, an error naming the line,
  /// and the table as it was (append and replace alike).
  static func badInputs(_ database: String) throws {
    let others = [Row("9", nil, "홍길동"), Row("8", "other", "Zoe")]
    try importRows(database, assembly + others)
    let scopes: [String?] = [nil, "assembly-21", "other"]
    let before = try snapshot(database, scopes: scopes)
    let good = Data("2100801\tassembly-21\t김철수\n2100802\tassembly-21\t박영희\n".utf8)
    let over = String(repeating: "a", count: 257)
    // (lines after the two good ones, the bad line's number, what stderr says)
    let cases: [(Data, Int, String)] = [
      (Data([0x31, 0x09]) + Data("assembly-21\t김".utf8) + Data([0xFF, 0x0A]), 3, "line 3 is not valid UTF-8"),
      (Data([0xC3, 0x28, 0x09]) + Data("assembly-21\t김\n".utf8), 3, "line 3 is not valid UTF-8"),
      (Data("1\tassem".utf8) + Data([0xE0, 0x80]) + Data("\t김\n".utf8), 3, "line 3 is not valid UTF-8"),
      (Data("1\tassembly-21\t김\\xff\n".utf8), 3, "its name is not valid UTF-8"),
      (Data("1\\xc3\tassembly-21\t김\n".utf8), 3, "its id is not valid UTF-8"),
      (Data("\tassembly-21\t김\n".utf8), 3, "an empty id"),
      (Data("\\N\tassembly-21\t김\n".utf8), 3, "its id is null"),
      (Data("\(over)\tassembly-21\t김\n".utf8), 3, "id of 257 bytes"),
      (Data("1\t\(String(repeating: "가", count: 86))\t김\n".utf8), 3, "scope of 258 bytes"),
      (Data("1\tassembly-21\n".utf8), 3, "no name"),
      (Data("1\n".utf8), 3, "no scope"),
      (Data("1\tassembly-21\t김\t병욱\n".utf8), 3, "4 fields where --fields names 3"),
      (Data("1\tassembly-21\t김\\t병욱\n".utf8), 3, "control character U+0009"),
      (Data("1\tassembly-21\t김\\n병욱\n".utf8), 3, "control character U+000A"),
      (Data("1\tassembly-21\t\n".utf8), 3, "its name is empty"),
      (Data("1\tassembly-21\t김\\\n".utf8), 3, "lone backslash"),
      // Empty lines are skipped but counted.
      (Data("\n\n1\tassembly-21\t김\t\n".utf8), 5, "4 fields"),
      // The last line without its newline.
      (Data("3\tassembly-21\t김\n1\tassembly-21".utf8), 4, "no name"),
    ]
    for (bad, line, message) in cases {
      for replace in [[], ["--replace"], ["--replace", "--scope", "assembly-21"]] {
        let result = try run(
          ["db", "import", "--database", database, "--fields", "id,scope,name"] + replace, input: good + bad)
        #expect(result.status == 65, "\(message) \(replace): \(result.stderr)")
        #expect(result.stderr.contains("line \(line)"), "\(message) \(replace): \(result.stderr)")
        #expect(result.stderr.contains(message), "\(message) \(replace): \(result.stderr)")
        #expect(try snapshot(database, scopes: scopes) == before, "\(message) \(replace)")
      }
    }
    // A line of another scope than --scope names.
    let mismatch = try run(
      ["db", "import", "--database", database, "--fields", "id,scope,name", "--scope", "assembly-21"],
      input: good + Data("1\tother\t김\n".utf8))
    #expect(mismatch.status == 65 && mismatch.stderr.contains("line 3"), "\(mismatch.stderr)")
    // --fields id,name with a scope field too many.
    let extra = try run(
      ["db", "import", "--database", database, "--fields", "id,name"], input: Data("1\t김\n2\tx\t김\n".utf8))
    #expect(
      extra.status == 65 && extra.stderr.contains("line 2") && extra.stderr.contains("3 fields"), "\(extra.stderr)")
    // A bad line far past the first batch of 65,536 lines.
    var many = Data()
    for k in 0..<70_000 { many += Data("r\(k)\tassembly-21\t김\(k % 10)\n".utf8) }
    many += Data("r-late\tassembly-21\n".utf8)
    for replace in [[], ["--replace"]] {
      let late = try run(["db", "import", "--database", database, "--fields", "id,scope,name"] + replace, input: many)
      #expect(late.status == 65, "\(late.stderr)")
      #expect(late.stderr.contains("line 70001"), "\(late.stderr)")
    }
    #expect(try snapshot(database, scopes: scopes) == before)
    // An id twice in the input, or one the table has already (an append): refused, nothing written.
    for input in ["5\tassembly-21\t가\n5\tassembly-21\t나\n", "2100101\tassembly-21\t가\n"] {
      let duplicate = try run(
        ["db", "import", "--database", database, "--fields", "id,scope,name"], input: Data(input.utf8))
      #expect(duplicate.status == 65, "\(duplicate.stderr)")
      #expect(duplicate.stderr.contains("is in the table already or twice in the input"), "\(duplicate.stderr)")
    }
    #expect(try snapshot(database, scopes: scopes) == before)

    // Usage errors (64): an unknown or repeated field, no id or no name, --scope without --fields.
    for fields in ["id,org,name", "id,name,name", "name", "id", "id,scope", "", "id,,name", "ID,NAME"] {
      let result = try run(["db", "import", "--database", database, "--fields", fields], input: good)
      #expect(result.status == 64, "\(fields): \(result.stderr)")
      #expect(result.stderr.contains("--fields"), "\(fields): \(result.stderr)")
    }
    let scopeAlone = try run(["db", "import", "--database", database, "--scope", "assembly-21"], input: good)
    #expect(scopeAlone.status == 64 && scopeAlone.stderr.contains("--scope needs --fields"), "\(scopeAlone.stderr)")
    #expect(try snapshot(database, scopes: scopes) == before)
  }

  /// `--replace --scope S` replaces S's rows alone; `--scope S` without a scope field puts
  /// every row in S.
  static func replaceOneScope(_ database: String) throws {
    let a = [Row("1", "a", "김민수"), Row("2", "a", "이서연"), Row("3", "a", "김민수")]
    let b = [Row("1", "b", "박지훈"), Row("2", "b", "최유나")]
    let none = [Row("1", nil, "Zoe"), Row("4", nil, "홍길동")]
    try importRows(database, a + b + none, ["--replace"])
    let bAndNone = try snapshot(database, scopes: [nil, "b"])
    let fresh = Data("10\t정우성\n11\t김민수\n3\t한가인\n".utf8)
    let replaced = try run(
      ["db", "import", "--database", database, "--fields", "id,name", "--replace", "--scope", "a"], input: fresh)
    #expect(replaced.status == 0, "\(replaced.stderr)")
    let newA = [Row("10", "a", "정우성"), Row("11", "a", "김민수"), Row("3", "a", "한가인")]
    expectSameRows(try list(database, scope: "a"), try sorted(newA))
    #expect(try snapshot(database, scopes: [nil, "b"]) == bAndNone)
    expectSameRows(try list(database, scope: "b"), try sorted(b))
    expectSameRows(try list(database, scope: nil), try sorted(none))
    #expect(try run(["db", "search", "ㄱㅁㅅ", "--database", database, "--scope", "a"]).lines == ["11\t김민수"])
    #expect(try run(["db", "search", "ㅇㅅㅇ", "--database", database, "--scope", "a"]).stdout.isEmpty)

    // An append with --scope puts the rows in that scope (a new one here).
    let appended = try run(
      ["db", "import", "--database", database, "--fields", "id,name", "--scope", "c"],
      input: Data("1\t김병욱\n2\t김병욱\n".utf8))
    #expect(appended.status == 0, "\(appended.stderr)")
    expectSameRows(try list(database, scope: "c"), [Row("1", "c", "김병욱"), Row("2", "c", "김병욱")])
    // Lines with their own scope field, all of --scope's.
    let scoped = try run(
      ["db", "import", "--database", database, "--fields", "scope,name,id", "--scope", "c", "--replace"],
      input: Data("c\t이수진\t7\n".utf8))
    #expect(scoped.status == 0, "\(scoped.stderr)")
    expectSameRows(try list(database, scope: "c"), [Row("7", "c", "이수진")])
    expectSameRows(try list(database, scope: "a"), try sorted(newA))

    // --replace without --scope replaces the whole table, every scope.
    try importRows(database, [Row("1", "d", "가나")], ["--replace"])
    for scope in [nil, "a", "b", "c"] as [String?] { #expect(try list(database, scope: scope).isEmpty) }
    expectSameRows(try list(database, scope: "d"), [Row("1", "d", "가나")])
  }

  /// A table of names (a plain import) answers as before; it becomes a table of rows by a
  /// replacing import of the same names with ids; a plain import into a table of rows, and a
  /// put into a table of names, are refused.
  static func namesToRows(_ database: String) throws {
    let names = ["홍길동", "김병욱", "김병욱", "Zoe"]
    #expect(try CLIRunner.run(["db", "import", "--database", database], lines: names).status == 0)
    let list = try #require(try run(["db", "list", "--json", "--database", database]).json() as? [String: Any])
    #expect(list["items"] as? [String] == (try CLIRunner.run(["sort"], lines: names).lines))
    let search = try #require(
      try run(["db", "search", "김병욱", "--json", "--database", database]).json() as? [String: Any])
    let results = try #require(search["results"] as? [[String: Any]])
    #expect(results.count == 2 && results.allSatisfy { $0["id"] == nil && $0["item"] as? String == "김병욱" })
    #expect(try run(["db", "list", "--database", database]).lines == (try CLIRunner.run(["sort"], lines: names).lines))

    let before = try run(["db", "list", "--database", database]).stdout
    for arguments in [["put", "1", "김"], ["put", "--scope", "s", "1", "김"], ["delete", "1"]] {
      let result = try run(["db"] + arguments.prefix(1) + ["--database", database] + arguments.dropFirst())
      #expect(result.status == 65, "\(arguments): \(result.stderr)")
      #expect(result.stderr.contains("--fields id,name --replace"), "\(result.stderr)")
    }
    let scoped = try run(["db", "list", "--scope", "s", "--database", database])
    #expect(scoped.status == 65, "\(scoped.stderr)")
    let append = try run(["db", "import", "--fields", "id,name", "--database", database], input: Data("1\t김\n".utf8))
    #expect(append.status == 65, "\(append.stderr)")
    #expect(try run(["db", "list", "--database", database]).stdout == before)

    let withIDs = Data("p1\t홍길동\np2\t김병욱\np3\t김병욱\np4\tZoe\n".utf8)
    let moved = try run(["db", "import", "--fields", "id,name", "--replace", "--database", database], input: withIDs)
    #expect(moved.status == 0, "\(moved.stderr)")
    let rows = [Row("p1", nil, "홍길동"), Row("p2", nil, "김병욱"), Row("p3", nil, "김병욱"), Row("p4", nil, "Zoe")]
    let movedList = try sorted(rows).map { "\($0.id)\t\($0.name)" }
    #expect(try run(["db", "list", "--database", database]).lines == movedList)
    #expect(try run(["db", "search", "김병욱", "--database", database]).lines == ["p2\t김병욱", "p3\t김병욱"])

    let plain = try CLIRunner.run(["db", "import", "--database", database], lines: ["이수진"])
    #expect(plain.status == 65, "\(plain.stderr)")
    #expect(plain.stderr.contains("holds rows with ids"), "\(plain.stderr)")
    let plainReplace = try CLIRunner.run(["db", "import", "--replace", "--database", database], lines: ["이수진"])
    #expect(plainReplace.status == 65, "\(plainReplace.stderr)")
    #expect(try run(["db", "list", "--database", database]).lines == movedList)
  }

  /// A `--fields` import killed (SIGKILL) once it has read more than half of its input
  /// leaves the table as it was, and the next import works.
  static func killedImport(_ database: String) throws {
    try importRows(database, assembly)
    let scopes: [String?] = [nil, "assembly-21", "bulk"]
    let before = try snapshot(database, scopes: scopes)
    var generator = NameGenerator(seed: 77)
    // Names without control characters; a backslash is written as COPY writes it.
    let names = generator.names(count: 300_000).filter { name in
      !name.isEmpty && !name.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }
    }
    var input = Data()
    for (k, name) in names.enumerated() {
      input += Data("b\(k)\tbulk\t\(name.replacingOccurrences(of: "\\", with: "\\\\"))\n".utf8)
    }
    signal(SIGPIPE, SIG_IGN)
    for replace in [[], ["--replace"]] {
      let process = Process()
      process.executableURL = CLIRunner.executable
      process.arguments = ["db", "import", "--database", database, "--fields", "id,scope,name"] + replace
      let stdin = Pipe()
      process.standardInput = stdin
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      // The write returns once the import has read all but a pipe's buffer of it.
      try stdin.fileHandleForWriting.write(contentsOf: input.prefix(input.count * 2 / 3))
      Thread.sleep(forTimeInterval: 1)
      #expect(process.isRunning, "the import is still reading its input")
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      try? stdin.fileHandleForWriting.close()
      #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGKILL)
      #expect(try snapshot(database, scopes: scopes) == before, "\(replace)")
    }
    // The table is not locked or damaged: an import and a put work.
    try importRows(database, [Row("1", "bulk", "김병욱")])
    #expect(try run(["db", "put", "--database", database, "--scope", "bulk", "2", "이수진"]).status == 0)
    expectSameRows(try list(database, scope: "bulk"), [Row("1", "bulk", "김병욱"), Row("2", "bulk", "이수진")])
    expectSameRows(try list(database, scope: "assembly-21"), try sorted(assembly))
  }
}

@Suite struct DbSQLiteRowsTests {
  @Test func namesakesAreToldApartByTheirIDs() throws { try RowsCLI.namesakes(try RowsCLI.sqliteDatabase()) }
  @Test func putAndDeleteAreSeenAtOnce() throws { try RowsCLI.putAndDelete(try RowsCLI.sqliteDatabase()) }
  @Test func badInputIsRefusedNamingTheLine() throws { try RowsCLI.badInputs(try RowsCLI.sqliteDatabase()) }
  @Test func replacingAScopeLeavesTheOthers() throws { try RowsCLI.replaceOneScope(try RowsCLI.sqliteDatabase()) }
  @Test func aTableOfNamesMovesToRows() throws { try RowsCLI.namesToRows(try RowsCLI.sqliteDatabase()) }
  @Test func aKilledImportLeavesTheTable() throws { try RowsCLI.killedImport(try RowsCLI.sqliteDatabase()) }
}

@Suite(.enabled(if: PostgresServer.enabled, Comment(rawValue: PostgresServer.skipMessage)))
struct DbPostgresRowsTests {
  @Test func namesakesAreToldApartByTheirIDs() throws { try RowsCLI.namesakes(try PostgresServer.database()) }
  @Test func putAndDeleteAreSeenAtOnce() throws { try RowsCLI.putAndDelete(try PostgresServer.database()) }
  @Test func badInputIsRefusedNamingTheLine() throws { try RowsCLI.badInputs(try PostgresServer.database()) }
  @Test func replacingAScopeLeavesTheOthers() throws { try RowsCLI.replaceOneScope(try PostgresServer.database()) }
  @Test func aTableOfNamesMovesToRows() throws { try RowsCLI.namesToRows(try PostgresServer.database()) }
  @Test func aKilledImportLeavesTheTable() throws { try RowsCLI.killedImport(try PostgresServer.database()) }

  /// psql's output of `sql` (with ON_ERROR_STOP), read from a file: the shell, not
  /// `Process`, runs it, as ``PostgresServer/run(_:_:)`` runs its tools.
  static func psql(_ database: String, _ arguments: [String]) throws -> Data {
    let output = NSTemporaryDirectory() + "hangul-psql-\(UUID().uuidString)"
    let errors = output + ".err"
    defer {
      try? FileManager.default.removeItem(atPath: output)
      try? FileManager.default.removeItem(atPath: errors)
    }
    let words = [PostgresServer.psql, database, "-X", "-q", "-v", "ON_ERROR_STOP=1"] + arguments
    let script =
      InheritedDescriptors.closeAll + "; PGCLIENTENCODING=UTF8 exec "
      + words.map(PostgresServer.shellQuoted).joined(separator: " ") + " </dev/null >"
      + PostgresServer.shellQuoted(output) + " 2>" + PostgresServer.shellQuoted(errors)
    let status = system("/bin/bash -c " + PostgresServer.shellQuoted(script))
    guard status == 0 else {
      let message = (try? String(contentsOfFile: errors, encoding: .utf8)) ?? ""
      throw PostgresServer.ServerError(message: "psql failed (\(status)): \(message)")
    }
    return try Data(contentsOf: URL(fileURLWithPath: output))
  }

  /// PostgreSQL's own `COPY (SELECT id, org, name FROM people) TO STDOUT` is the input
  /// format: its output of tricky values, piped into `db import --fields id,scope,name` on
  /// SQLite and PostgreSQL, lists back exactly the values PostgreSQL holds (as PostgreSQL's
  /// JSON gives them); the rows whose names hold a tab, a newline or a carriage return are
  /// refused, naming their line, and nothing is written.
  @Test func copyTextFromPostgreSQLImportsExactly() throws {
    let source = try PostgresServer.database()
    let setup = #"""
      CREATE TABLE people (id text PRIMARY KEY, org text, name text NOT NULL);
      INSERT INTO people VALUES
        ('01', 'assembly-21', '김병욱'),
        ('02', 'assembly-21', '김병욱'),
        ('03', NULL, 'back\slash'),
        ('04', NULL, E'ends in \\'),
        ('05', 'org\1', '\N'),
        ('06', 'org\1', E'\\N'),
        ('07', '회사', '''; DROP TABLE x; --'),
        ('08', '회사', '😀 홍길동'),
        ('09', 'assembly-21', 'e' || chr(769) || 'mile'),
        ('10', 'assembly-21', chr(4352) || chr(4449) || chr(4520)),
        ('11', 'org 2', '\101\x41 not escapes'),
        ('12', 'org 2', ' 앞뒤 공백 '),
        ('김-13', '회사', '李民秀'),
        ('14', NULL, 'Zoe'),
        ('15', NULL, '"quoted" 100% _');
      """#
    _ = try Self.psql(source, ["-c", setup])
    let refused = #"""
      INSERT INTO people VALUES
        ('16', 'assembly-21', E'김\t병욱'),
        ('17', NULL, E'두 줄\n이름'),
        ('18', '회사', E'캐리지\r리턴');
      """#
    let select = "SELECT id, org, name FROM people"
    /// The COPY text of the rows `condition` picks, in id order.
    func copy(_ condition: String) throws -> Data {
      try Self.psql(source, ["-c", "COPY (\(select) WHERE \(condition) ORDER BY id) TO STDOUT"])
    }
    let oracle = try Self.psql(
      source,
      [
        "-A", "-t", "-c",
        "SELECT json_agg(json_build_object('id', id, 'scope', org, 'name', name) ORDER BY id) FROM people",
      ])
    let held = try #require(try JSONSerialization.jsonObject(with: oracle) as? [[String: Any]])
    let rows = try held.map { object in
      RowsCLI.Row(
        try #require(object["id"] as? String), object["scope"] as? String, try #require(object["name"] as? String))
    }
    #expect(rows.count == 15)
    let text = try copy("true")
    // The COPY text has the escapes the import must undo.
    #expect(String(decoding: text, as: UTF8.self).contains("back\\\\slash"))
    #expect(String(decoding: text, as: UTF8.self).contains("\t\\N\t"))
    _ = try Self.psql(source, ["-c", refused])
    let withRefused = try copy("true")
    #expect(withRefused.count > text.count)

    let targets = [try RowsCLI.sqliteDatabase(), source, try PostgresServer.database()]
    for target in targets {
      let table = target == source ? "people_rows" : "names"
      let result = try RowsCLI.run(
        ["db", "import", "--database", target, "--table", table, "--fields", "id,scope,name"], input: text)
      #expect(result.status == 0, "\(target): \(result.stderr)")
      var listed: [RowsCLI.Row] = []
      let scopes: [String?] = [nil] + Set(rows.compactMap(\.scope)).sorted().map { Optional($0) }
      for scope in scopes {
        let scoped = try RowsCLI.list(target, scope: scope, table: table)
        let expected = rows.filter { $0.scope == scope }
        // Each scope's rows in the order of `hangul sort` of its names, ties in id order.
        RowsCLI.expectSameRows(scoped, try RowsCLI.sorted(expected), "scope \(scope ?? "-")")
        listed += scoped
      }
      #expect(Set(listed.map(\.scalars)) == Set(rows.map(\.scalars)), "\(target)")
      #expect(
        try RowsCLI.run(["db", "search", "DROP", "--database", target, "--table", table, "--scope", "회사"]).lines == [
          "07\t'; DROP TABLE x; --"
        ])

      // The rows with a tab, a newline or a carriage return in their names (ids 16, 17 and
      // 18: lines 15, 16 and 17 of the COPY text in id order, after 01…12, 14 and 15, before
      // 김-13) are refused; the error names the first such line.
      let before = try RowsCLI.snapshot(target, scopes: scopes, table: table)
      for (condition, line, character) in [
        ("true", 15, "U+0009"), ("id <> '16'", 15, "U+000A"), ("id = '18' OR id < '10'", 10, "U+000D"),
      ] {
        let input = try copy(condition)
        for replace in [[], ["--replace"]] {
          let bad = try RowsCLI.run(
            ["db", "import", "--database", target, "--table", table, "--fields", "id,scope,name"] + replace,
            input: input)
          #expect(bad.status == 65, "\(condition) \(replace): \(bad.stderr)")
          #expect(
            bad.stderr.contains("line \(line): its name holds the control character \(character)"), "\(bad.stderr)")
          #expect(try RowsCLI.snapshot(target, scopes: scopes, table: table) == before, "\(condition) \(replace)")
        }
      }
    }
  }
}
