// A table of rows (ids and scopes) as a server uses it: the store on open connections, each
// operation timed on its own (run by scripts/benchmarks/rows-benchmark.sh after
// `hangul db import --fields id,scope,name --replace`, on the same table).
//
// Usage: HangulRowsBenchmark SPEC.json
// SPEC: {"url", "table", "rounds", "puts", "reader_puts", "scopes_file" (SCOPE<TAB>ROWS, every
//        scope), "searched": [{"label", "scope", "size", "queries": [...]}]}
// Measures:
//   search as typed: the first page (20, SearchOptions' defaults) of every query of each
//            searched scope, `rounds` times, after checking pages 1 and 2 against SearchIndex
//            over the scope's names alone (in write order, as the table holds them);
//   put:     `puts` one-row puts (half new ids, half a new name for an existing id) into scopes
//            drawn by their size, on a pool (PostgresClient: the server's case) and on the
//            store's own connections (each write opens one);
//   reader beside puts: a loop of scoped first pages of search and of list (50) over the
//            searched scopes on a store of its own, alone for a while, then beside
//            `reader_puts` puts on the pool: the slowest read of each phase.
// Prints one JSON object (seconds).
import Foundation
import Hangul
import HangulPostgres
import Logging
import PostgresNIO
import Synchronization

struct Spec: Decodable {
  struct Searched: Decodable {
    let label: String
    let scope: String
    let size: Int
    let queries: [String]
  }
  let url: String
  let table: String
  let rounds: Int
  let puts: Int
  let readerPuts: Int
  let scopesFile: String
  let searched: [Searched]

  enum CodingKeys: String, CodingKey {
    case url, table, rounds, puts, searched
    case readerPuts = "reader_puts"
    case scopesFile = "scopes_file"
  }
}

/// What the reader's loop shares with the writer: the phase, and each read's time.
final class ReadLog: Sendable {
  let phase = Mutex("idle")
  let reads = Mutex<[(phase: String, kind: String, seconds: Double)]>([])
}

/// SplitMix64: the same draws on every run.
struct SplitMix: RandomNumberGenerator {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

@main struct HangulRowsBenchmark {
  static func seconds(since start: ContinuousClock.Instant) -> Double {
    let d = ContinuousClock.now - start
    return Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
  }

  static func stats(_ samples: [Double]) -> [String: Double] {
    let s = samples.sorted()
    guard !s.isEmpty else { return ["median": 0, "p95": 0, "max": 0, "count": 0] }
    let p95 = s[min(s.count - 1, Int((0.95 * Double(s.count - 1)).rounded()))]
    let median = s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
    return ["median": median, "p95": p95, "max": s.last!, "count": Double(s.count)]
  }

  static func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("HangulRowsBenchmark: \(message)\n".utf8))
    exit(1)
  }

  static func main() async throws {
    guard CommandLine.arguments.count == 2 else { fail("usage: HangulRowsBenchmark SPEC.json") }
    let specData = try Data(contentsOf: URL(fileURLWithPath: CommandLine.arguments[1]))
    let spec = try JSONDecoder().decode(Spec.self, from: specData)
    let url = try PostgresURL(spec.url)
    let table = try TableName(spec.table)
    var logger = Logger(label: "bench")
    logger.logLevel = .critical
    var configuration = PostgresConnection.Configuration(
      host: url.host, port: url.port, username: url.user, password: url.password, database: url.database,
      tls: .disable)
    configuration.options.connectTimeout = .seconds(5)
    let raw = try await PostgresConnection.connect(configuration: configuration, id: 7, logger: logger)
    let store = try await PostgresNameStore.connect(url: url, table: table, creating: false)
    guard store.kind == .rows else { fail("\(spec.table) is not a table of rows") }
    let pageSize = 20
    let options = SearchOptions()
    var out: [String: Any] = [:]

    // Every scope with its size: the puts draw scopes by their rows.
    var scopes: [String] = []
    var cumulative: [Int] = []
    var total = 0
    for line in try String(contentsOfFile: spec.scopesFile, encoding: .utf8).split(separator: "\n") {
      let fields = line.split(separator: "\t")
      scopes.append(String(fields[0]))
      total += Int(fields[1])!
      cumulative.append(total)
    }

    // Search as typed within each scope: checked, then timed.
    var searchOut: [String: Any] = [:]
    for searched in spec.searched {
      let scope = try RowScope(searched.scope)
      var names: [String] = []
      for try await name in try await raw.query(
        "SELECT name FROM \(unescaped: table.quoted) WHERE scope = \(searched.scope) ORDER BY seq", logger: logger
      ).decode(String.self) { names.append(name) }
      guard names.count == searched.size else {
        fail("scope \(searched.scope) holds \(names.count) rows, expected \(searched.size)")
      }
      let index = try SearchIndex(names)
      for query in searched.queries {
        let expected = index.search(query, options: options).prefix(2 * pageSize).map { names[$0.itemOffset] }
        let first = try await store.searchPage(in: scope, query, options: options, after: nil, limit: pageSize)
        var got = first.matches.map(\.name)
        if let next = first.next {
          got += try await store.searchPage(in: scope, query, options: options, after: next, limit: pageSize).matches
            .map(\.name)
        }
        guard got == Array(expected) else {
          fail("search \(query) in scope \(searched.scope): pages 1 and 2 differ from SearchIndex over its names")
        }
      }
      var samples: [Double] = []
      var likeSamples: [Double] = []
      var byQuery: [String: [Double]] = [:]
      for _ in 0..<spec.rounds {
        for query in searched.queries {
          var start = ContinuousClock.now
          _ = try await store.searchPage(in: scope, query, options: options, after: nil, limit: pageSize)
          samples.append(seconds(since: start))
          byQuery[query, default: []].append(seconds(since: start))
          // Today, on the same connection: the scope's rows by its (scope, id) index, LIKE, unranked.
          start = ContinuousClock.now
          for try await _ in try await raw.query(
            """
            SELECT name FROM \(unescaped: table.quoted) WHERE scope = \(searched.scope)
              AND name LIKE \("%" + query + "%") LIMIT 20
            """, logger: logger)
          {}
          likeSamples.append(seconds(since: start))
        }
      }
      let slowest = byQuery.max { stats($0.value)["median"]! < stats($1.value)["median"]! }!
      searchOut[searched.label] = [
        "scope": searched.scope, "size": searched.size, "queries": searched.queries, "timings": stats(samples),
        "today: LIKE within the scope, LIMIT 20": stats(likeSamples),
        "slowest query": slowest.key, "slowest query timings": stats(slowest.value),
      ]
    }
    out["search"] = searchOut

    // Puts: rows drawn by their scope's size; half new ids, half an existing id renamed.
    // Names to put: a sample of the table's, which the generator made.
    var pool: [String] = []
    for try await name in try await raw.query(
      "SELECT name FROM \(unescaped: table.quoted) TABLESAMPLE SYSTEM (1) LIMIT 5000", logger: logger
    ).decode(String.self) { pool.append(name) }
    if pool.isEmpty { pool = ["김병욱", "홍길동", "이서준"] }
    var rng = SplitMix(state: 26)
    var putCount = 0
    func nextRow() throws -> NameRow {
      putCount += 1
      let draw = Int.random(in: 0..<total, using: &rng)
      var low = 0
      var high = cumulative.count - 1
      while low < high {
        let mid = (low + high) / 2
        if cumulative[mid] > draw { high = mid } else { low = mid + 1 }
      }
      let size = cumulative[low] - (low == 0 ? 0 : cumulative[low - 1])
      let id = putCount % 2 == 0 ? "put-\(putCount)" : String(Int.random(in: 0..<size, using: &rng))
      return NameRow(
        id: try RowID(id), scope: try RowScope(scopes[low]), name: pool[Int.random(in: 0..<pool.count, using: &rng)])
    }

    var clientConfiguration = PostgresClient.Configuration(
      host: url.host, port: url.port, username: url.user, password: url.password, database: url.database,
      tls: .disable)
    clientConfiguration.options.maximumConnections = 4
    let client = PostgresClient(configuration: clientConfiguration, backgroundLogger: logger)
    try await withThrowingTaskGroup(of: Void.self) { group in
      group.addTask { await client.run() }
      let pooled = try await PostgresNameStore.connect(client: client, table: table, creating: false, logger: logger)
      // Warm-up: the pool's connections and the statements' plans.
      for _ in 0..<20 { try await pooled.put(try nextRow()) }
      var pooledPuts: [Double] = []
      for _ in 0..<spec.puts {
        let row = try nextRow()
        let start = ContinuousClock.now
        try await pooled.put(row)
        pooledPuts.append(seconds(since: start))
      }
      out["put, pool"] = stats(pooledPuts)
      // The floor: a one-row INSERT (autocommit) into the plain 3-column table, on a connection.
      var barePuts: [Double] = []
      for _ in 0..<spec.puts {
        let row = try nextRow()
        let start = ContinuousClock.now
        _ = try await raw.query(
          "INSERT INTO bare_rows (id, scope, name) VALUES (\(row.id.text), \(row.scope!.text), \(row.name))",
          logger: logger)
        barePuts.append(seconds(since: start))
      }
      out["today: bare INSERT of one row"] = stats(barePuts)
      var ownPuts: [Double] = []
      for _ in 0..<min(spec.puts, 500) {
        let row = try nextRow()
        let start = ContinuousClock.now
        try await store.put(row)
        ownPuts.append(seconds(since: start))
      }
      out["put, own connection per write"] = stats(ownPuts)

      // The reader: scoped first pages of search and of list, in a loop on a store of its own.
      let reader = try await PostgresNameStore.connect(url: url, table: table, creating: false)
      let log = ReadLog()
      let searched = spec.searched
      let readerTask = Task {
        var k = 0
        while log.phase.withLock({ $0 }) != "done" {
          let target = searched[k % searched.count]
          let scope = try RowScope(target.scope)
          let began = log.phase.withLock { $0 }
          let start = ContinuousClock.now
          let kind: String
          if k % 3 == 2 {
            kind = "list"
            _ = try await reader.list(in: scope, section: nil, after: nil, limit: 50)
          } else {
            kind = "search"
            let query = target.queries[(k / searched.count) % target.queries.count]
            _ = try await reader.searchPage(in: scope, query, options: options, after: nil, limit: pageSize)
          }
          let elapsed = seconds(since: start)
          log.reads.withLock { $0.append((began, kind, elapsed)) }
          k += 1
        }
      }
      try await Task.sleep(for: .seconds(3))
      log.phase.withLock { $0 = "puts" }
      var besidePuts: [Double] = []
      let putsStart = ContinuousClock.now
      for _ in 0..<spec.readerPuts {
        let row = try nextRow()
        let start = ContinuousClock.now
        try await pooled.put(row)
        besidePuts.append(seconds(since: start))
      }
      let putsWall = seconds(since: putsStart)
      log.phase.withLock { $0 = "done" }
      try await readerTask.value
      let all = log.reads.withLock { $0 }
      out["reader idle"] = stats(all.filter { $0.phase == "idle" }.map(\.seconds))
      out["reader beside puts"] = stats(all.filter { $0.phase == "puts" }.map(\.seconds))
      for kind in ["search", "list"] {
        out["reader beside puts, \(kind)"] = stats(all.filter { $0.phase == "puts" && $0.kind == kind }.map(\.seconds))
      }
      out["puts beside the reader"] = stats(besidePuts)
      out["puts beside the reader, wall s"] = putsWall
      await reader.close()
      await pooled.close()
      group.cancelAll()
    }
    try await raw.close()
    await store.close()
    print(String(decoding: try JSONSerialization.data(withJSONObject: out, options: [.sortedKeys]), as: UTF8.self))
  }
}
