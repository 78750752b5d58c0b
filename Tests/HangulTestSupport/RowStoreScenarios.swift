import Foundation
import Hangul
import HangulCorpus
import HangulDatabase
import Synchronization
import Testing

/// What every ``RowStore`` must do, run against SQLite's and PostgreSQL's by their suites:
/// ids and scopes with the names, one-row writes, and every answer within a scope equal to
/// the in-memory library's over that scope's names alone.
///
/// `open` opens a store on the scenario's table (the same table every call, each call a
/// store of its own), made as a table of the kind given when missing.
package struct RowStoreScenarios: Sendable {
  private let opener: @Sendable (_ kind: TableKind) async throws -> any RowStore
  private let opened = OpenedStores()

  package init(open: @escaping @Sendable (_ kind: TableKind) async throws -> any RowStore) {
    opener = open
  }

  /// A store of its own on the scenario's table, closed by ``run(_:)``.
  package func open(_ kind: TableKind) async throws -> any RowStore {
    let store = try await opener(kind)
    opened.add(store)
    return store
  }

  /// Runs `scenario`, then closes every store it opened (also when it throws).
  package func run(_ scenario: (RowStoreScenarios) async throws -> Void) async throws {
    do {
      try await scenario(self)
    } catch {
      await opened.closeAll()
      throw error
    }
    await opened.closeAll()
  }
}

/// The stores a scenario opened.
private final class OpenedStores: Sendable {
  private let stores = Mutex<[any RowStore]>([])

  func add(_ store: any RowStore) { stores.withLock { $0.append(store) } }

  func closeAll() async {
    for store in stores.withLock({ $0 }) { await store.close() }
  }
}

extension RowStoreScenarios {

  package static func row(_ id: String, _ scope: String?, _ name: String) throws -> NameRow {
    NameRow(id: try RowID(id), scope: try scope.map { try RowScope($0) }, name: name)
  }

  /// Members of the 21st National Assembly, two of them named 김병욱 (경기 성남 분당 을 and
  /// 경북 포항 남·울릉) and two 이수진 (서울 동작 을 and a proportional seat).
  package static func assembly() throws -> [NameRow] {
    try [
      ("2100101", "김병욱"), ("2100102", "김병욱"), ("2100201", "이수진"), ("2100202", "이수진"),
      ("2100301", "홍익표"), ("2100401", "안철수"), ("2100501", "김은혜"), ("2100601", "이재명"),
    ].map { try row($0.0, "assembly-21", $0.1) }
  }

  package func namesakesAreToldApartByTheirIDs() async throws {
    let store = try await open(.rows)
    let rows = try Self.assembly()
    #expect(try await store.importRows(rows, replacing: .table) == rows.count)
    let scope = try RowScope("assembly-21")
    let page = try await store.list(in: scope, section: "ㄱ", after: nil, limit: 10)
    #expect(page.items == ["김병욱", "김병욱", "김은혜"])
    #expect(page.ids.map(\.text) == ["2100101", "2100102", "2100501"])
    let found = try await store.searchPage(in: scope, "이수진", options: SearchOptions(), after: nil, limit: 10)
    #expect(found.matches.map { $0.id?.text } == ["2100201", "2100202"])
    // The rows without a scope are another list: empty here.
    #expect(try await store.sections(in: nil).isEmpty)
    #expect(try await store.list(in: try RowScope("assembly-22"), section: nil, after: nil, limit: nil).items.isEmpty)
    try await expectRowsAnswerAsInMemory(store, scope: scope, rows: rows.map { ($0.id, $0.name) })
    // The ids travel in the JSON of the results.
    let json = String(decoding: try JSONEncoder().encode(page), as: UTF8.self)
    #expect(json.contains("\"ids\":[\"2100101\",\"2100102\",\"2100501\"]"))
    #expect(try JSONDecoder().decode(ListPage.self, from: JSONEncoder().encode(page)) == page)
  }

  /// Scopes of 1 to 800 rows and the rows without a scope, through rounds of puts (new ids,
  /// renames within and across sections, names already there), deletes and replacing imports
  /// of one scope, each round checked in every scope against the library over that scope alone.
  package func everyScopeAnswersAsTheLibraryThroughPutsAndDeletes() async throws {
    let store = try await open(.rows)
    var generator = NameGenerator(seed: 63)
    var pool = generator.names(count: 3_000).filter { !$0.isEmpty }
    pool += ["Zoe", "O'Brien", "1반", "😀", "'; DROP TABLE people; --", "김병욱", "김병욱"]
    let scopes: [RowScope?] = [nil] + (try ["a", "b-1", "회사", "x'y"].map { try RowScope($0) })
    let sizes = [200, 1, 3, 40, 800]
    var oracle = RowsInMemory()
    var next = 0
    func takeName() -> String {
      defer { next += 1 }
      return pool[next % pool.count]
    }
    var initial: [NameRow] = []
    for (scope, size) in zip(scopes, sizes) {
      for k in 0..<size { initial.append(NameRow(id: try RowID("id-\(k)"), scope: scope, name: takeName())) }
    }
    #expect(try await store.importRows(initial, replacing: .table) == initial.count)
    for row in initial { oracle.apply(.put(row)) }
    var random = SplitMix64(seed: 6301)
    for round in 0..<4 {
      var changes: [RowChange] = []
      for _ in 0..<120 {
        let scope = scopes[Int(random.next() % UInt64(scopes.count))]
        let existing = oracle.rows(of: scope)
        switch random.next() % 4 {
        case 0 where !existing.isEmpty:
          changes.append(.delete(id: existing[Int(random.next() % UInt64(existing.count))].id, scope: scope))
        case 1 where !existing.isEmpty:
          // A rename, sometimes to a name the scope has already.
          let id = existing[Int(random.next() % UInt64(existing.count))].id
          let name = random.next() % 3 == 0 ? existing[0].name : takeName()
          changes.append(.put(NameRow(id: id, scope: scope, name: name)))
        default:
          changes.append(.put(NameRow(id: try RowID("new-\(round)-\(changes.count)"), scope: scope, name: takeName())))
        }
      }
      // One transaction per change in even rounds, one for the whole batch in odd ones.
      var before: [String?] = []
      if round % 2 == 0 {
        for change in changes { before += try await store.write([change]) }
      } else {
        before = try await store.write(changes)
      }
      var expectedBefore: [String?] = []
      for change in changes {
        let (id, scope) =
          switch change {
          case .put(let row): (row.id, row.scope)
          case .delete(let id, let scope): (id, scope)
          }
        expectedBefore.append(oracle.rows(of: scope).first { $0.id == id }?.name)
        oracle.apply(change)
      }
      #expect(before == expectedBefore)
      if round == 2 {
        // A replacing import of one scope leaves the others as they are.
        let scope = scopes[3]
        let fresh = try (0..<25).map { NameRow(id: try RowID("r\($0)"), scope: scope, name: takeName()) }
        #expect(try await store.importRows(fresh, replacing: .scope(scope)) == fresh.count)
        oracle.replace(scope, with: fresh)
      }
      for scope in scopes {
        try await expectRowsAnswerAsInMemory(store, scope: scope, rows: oracle.rows(of: scope))
      }
    }
  }

  package func aWriteThatFailsChangesNothing() async throws {
    let store = try await open(.rows)
    let rows = try Self.assembly()
    try await store.importRows(rows, replacing: .table)
    let scope = try RowScope("assembly-21")
    // A batch whose last change is refused: its first put is not kept either.
    await #expect(throws: DatabaseError.invalidRow("id \"x\" has an empty name")) {
      try await store.write([
        .put(try Self.row("2100101", "assembly-21", "김병옥")), .put(try Self.row("x", "assembly-21", "")),
      ])
    }
    // An import that meets an id of the table, or one id twice, adds nothing.
    await #expect(throws: DatabaseError.duplicateRow(id: "2100301", scope: "assembly-21")) {
      try await store.importRows(
        [try Self.row("new", "assembly-21", "가"), try Self.row("2100301", "assembly-21", "나")], replacing: nil)
    }
    await #expect(throws: DatabaseError.duplicateRow(id: "d", scope: nil)) {
      try await store.importRows([try Self.row("d", nil, "가"), try Self.row("d", nil, "나")], replacing: .scope(nil))
    }
    // A whole table's import with one scope and id twice, in batches of their own (the second
    // well after the first), adds nothing and names the pair.
    let twice = AsyncThrowingStream<[NameRow], any Error> { continuation in
      continuation.yield([try! Self.row("t1", "assembly-22", "가나"), try! Self.row("t2", "assembly-22", "다라")])
      continuation.yield((0..<6_000).map { try! Self.row("f\($0)", "filler", "이름") })
      continuation.yield([try! Self.row("t1", "assembly-22", "마바")])
      continuation.finish()
    }
    await #expect(throws: DatabaseError.duplicateRow(id: "t1", scope: "assembly-22")) {
      try await store.importRows(batches: twice, replacing: .table, progress: nil)
    }
    // A replacing import of one scope takes rows of that scope only.
    await #expect(throws: DatabaseError.self) {
      try await store.importRows([try Self.row("1", "other", "가")], replacing: .scope(scope))
    }
    // An upload that fails midway: nothing changes, and its error comes back as it is.
    struct UploadCut: Error {}
    let batches = AsyncThrowingStream<[NameRow], any Error> { continuation in
      continuation.yield([try! Self.row("z1", "assembly-21", "조국")])
      continuation.finish(throwing: UploadCut())
    }
    await #expect(throws: UploadCut.self) {
      try await store.importRows(batches: batches, replacing: .scope(scope), progress: nil)
    }
    try await expectRowsAnswerAsInMemory(store, scope: scope, rows: rows.map { ($0.id, $0.name) })
    #expect(try await store.sections(in: nil).isEmpty)
  }

  package func idsAndScopesAreCheckedAndStoredAsGiven() async throws {
    #expect(throws: DatabaseError.invalidRow("an empty id")) { try RowID("") }
    #expect(throws: DatabaseError.invalidRow("scope of 257 bytes: at most 256 bytes of UTF-8")) {
      try RowScope(String(repeating: "a", count: 257))
    }
    #expect(throws: DatabaseError.invalidRow("id with the control character U+0009")) { try RowID("a\tb") }
    #expect(throws: DatabaseError.invalidRow("id of 258 bytes: at most 256 bytes of UTF-8")) {
      try RowID(String(repeating: "가", count: 86))
    }
    let longest = String(repeating: "가", count: 85) + "a"
    let store = try await open(.rows)
    let odd = try [
      Self.row(longest, longest, "홍길동"), Self.row("'; DROP TABLE people; --", "x\"y", "Robert'); DROP TABLE people;--"),
      Self.row("😀", "%", "김_%"),
    ]
    try await store.importRows(odd, replacing: .table)
    for row in odd {
      let page = try await store.list(in: row.scope, section: nil, after: nil, limit: nil)
      #expect(page.items == [row.name])
      #expect(page.ids == [row.id])
    }
    // `%` and `_` in a scope are no patterns: scope "%" holds one row.
    #expect(try await store.sections(in: try RowScope("%")).map(\.count) == [1])
  }

  package func aTableOfNamesAnswersAsBeforeAndBecomesRowsWhenReplacedWhole() async throws {
    let names = try await open(.names)
    try await names.importNames(["홍길동", "김병욱", "김병욱"], replacing: true)
    #expect(names.kind == .names)
    let page = try await names.list(section: nil, after: nil, limit: nil)
    #expect(page.items == ["김병욱", "김병욱", "홍길동"])
    #expect(page.ids.isEmpty)
    await #expect(throws: DatabaseError.namesTable("people")) { try await names.put(try Self.row("1", nil, "가")) }
    await #expect(throws: DatabaseError.namesTable("people")) { try await names.sections(in: try RowScope("s")) }
    await #expect(throws: DatabaseError.namesTable("people")) {
      try await names.importRows([try Self.row("1", nil, "가")], replacing: nil)
    }
    // Imported again with ids, the table holds rows; a second store on the file reads them.
    let rows = try Self.assembly()
    try await names.importRows(rows, replacing: .table)
    #expect(names.kind == .rows)
    let reopened = try await open(.names)
    #expect(reopened.kind == .rows)
    try await expectRowsAnswerAsInMemory(
      reopened, scope: try RowScope("assembly-21"), rows: rows.map { ($0.id, $0.name) })
    await #expect(throws: DatabaseError.rowsTable("people")) { try await reopened.importNames(["가"], replacing: false) }
  }

  /// Puts of one id from two connections at once (two stores on the file) end with one row,
  /// whose name is the last put's and whose keys are that name's.
  package func concurrentPutsOfOneIDEndWithOneRowWithItsNamesKeys() async throws {
    let first = try await open(.rows)
    let second = try await open(.rows)
    let names = ["김병욱", "홍길동", "Zoe", "이수진", "안철수", "1반"]
    try await withThrowingTaskGroup(of: Void.self) { group in
      for (k, store) in [first, second].enumerated() {
        group.addTask {
          for round in 0..<60 {
            try await store.put(try Self.row("same", "s", names[(round + k) % names.count]))
          }
        }
      }
      try await group.waitForAll()
    }
    let page = try await first.list(in: try RowScope("s"), section: nil, after: nil, limit: nil)
    #expect(page.ids.map(\.text) == ["same"])
    try await expectRowsAnswerAsInMemory(first, scope: try RowScope("s"), rows: [(try RowID("same"), page.items[0])])
  }

  /// Readers beside a storm of one-row puts go on answering, each page from committed rows
  /// whose keys are their names' (a page is in Korean order, and holds every row at most once).
  package func readersBesideAStormOfPutsSeeRowsWithTheirNamesKeys() async throws {
    let writer = try await open(.rows)
    let reader = try await open(.rows)
    var generator = NameGenerator(seed: 64)
    let pool = generator.names(count: 2_000).filter { !$0.isEmpty }
    var oracle = RowsInMemory()
    var initial: [NameRow] = []
    for k in 0..<500 { initial.append(try Self.row("p\(k)", "org", pool[k])) }
    try await writer.importRows(initial, replacing: .table)
    for row in initial { oracle.apply(.put(row)) }
    var puts: [NameRow] = []
    for k in 0..<1_500 { puts.append(try Self.row("p\(k % 700)", "org", pool[(k * 7) % pool.count])) }
    for row in puts { oracle.apply(.put(row)) }
    let storm = Task { [puts] in
      for row in puts { try await writer.put(row) }
    }
    let scope = try RowScope("org")
    let collator = try KoreanCollator()
    var reads = 0
    while reads < 200 {
      let page = try await reader.list(in: scope, section: nil, after: nil, limit: nil)
      #expect((500...700).contains(page.items.count))
      #expect(Set(page.ids).count == page.ids.count)
      #expect(try collator.sorted(page.items) == page.items)
      reads += 1
    }
    try await storm.value
    try await expectRowsAnswerAsInMemory(reader, scope: scope, rows: oracle.rows(of: scope))
  }
}
