// The PostgreSQL store as a server uses it: one open connection, each operation timed in
// alternation with what the same server can do today on the same connection.
//
// Usage: HangulDatabaseBenchmark URL TABLE ROUNDS QUERY... [--typed QUERY...] [--typing STATE...]
// (scripts/benchmarks/db-benchmark.sh runs it after `hangul db import`, on the same table.)
//
// today, on the same connection (the export-and-search and export-and-index baselines are
// whole processes, `psql COPY … | hangul search|index`, timed by db_benchmark.py):
//   search:   SELECT name WHERE name LIKE '%q%' (the plain scan)
//   page:     SELECT name ORDER BY name COLLATE "ko-x-icu" LIMIT 50 (no index)
//   search as typed (the queries after --typed: first keystrokes): the first page of 20,
//            against the same LIKE scan with LIMIT 20 (unranked)
//   typing (the states after --typing: what a 2-set keyboard shows while names are typed):
//            the first page of 20 with the carry-over and without
// Before timing, every query's answer is checked against SearchIndex over all the names
// (for the typed queries: pages 1 and 2, the second through the first one's cursor).
// Prints one JSON object: median and p95 (seconds) of each.
import Foundation
import Hangul
import HangulPostgres
import Logging
import PostgresNIO

@main struct HangulDatabaseBenchmark {
  static func seconds(since start: ContinuousClock.Instant) -> Double {
    let d = ContinuousClock.now - start
    return Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
  }

  static func stats(_ samples: [Double]) -> [String: Double] {
    let s = samples.sorted()
    let p95 = s[min(s.count - 1, Int((0.95 * Double(s.count - 1)).rounded()))]
    let median = s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
    return ["median": median, "p95": p95]
  }

  static func main() async throws {
    let arguments = CommandLine.arguments
    guard arguments.count >= 5, let rounds = Int(arguments[3]) else {
      FileHandle.standardError.write(Data("usage: HangulDatabaseBenchmark URL TABLE ROUNDS QUERY...\n".utf8))
      exit(64)
    }
    let url = try PostgresURL(arguments[1])
    let table = try TableName(arguments[2])
    let typingSplit = arguments[4...].firstIndex(of: "--typing") ?? arguments.endIndex
    let split = arguments[4..<typingSplit].firstIndex(of: "--typed") ?? typingSplit
    let queries = Array(arguments[4..<split])
    let typed = split < typingSplit ? Array(arguments[(split + 1)..<typingSplit]) : []
    let typing = typingSplit < arguments.endIndex ? Array(arguments[(typingSplit + 1)...]) : []
    let store = try await PostgresNameStore.connect(url: url, table: table, creating: false)
    var configuration = PostgresConnection.Configuration(
      host: url.host, port: url.port, username: url.user, password: url.password, database: url.database,
      tls: .disable)
    configuration.options.connectTimeout = .seconds(5)
    var logger = Logger(label: "bench")
    logger.logLevel = .critical
    let raw = try await PostgresConnection.connect(configuration: configuration, id: 2, logger: logger)
    let t = table.quoted
    let plain = SearchOptions(allowsCarryOver: false)

    func allNames() async throws -> [String] {
      var names: [String] = []
      for try await name in try await raw.query("SELECT name FROM \(unescaped: t) ORDER BY seq", logger: logger)
        .decode(String.self)
      { names.append(name) }
      return names
    }

    var out: [String: [String: Double]] = [:]
    var check: [String: Int] = [:]
    // Search: each query once per round (after a warm-up), the three ways in alternation.
    var dbSearch: [Double] = []
    var likeScan: [Double] = []
    let everyName = try await allNames()
    let everyNameIndex = try SearchIndex(everyName)
    // Search as typed: pages 1 and 2 against the same slices of the whole answer.
    let pageSize = 20
    let carrying = SearchOptions(allowsCarryOver: true)
    let checked = typed.map { ($0, plain) } + typing.flatMap { [($0, plain), ($0, carrying)] }
    for (query, options) in checked {
      let expected = everyNameIndex.search(query, options: options).prefix(2 * pageSize).map {
        everyName[$0.itemOffset]
      }
      let first = try await store.searchPage(query, options: options, after: nil, limit: pageSize)
      var got = first.matches.map(\.name)
      if let next = first.next {
        got += try await store.searchPage(query, options: options, after: next, limit: pageSize).matches.map(\.name)
      }
      guard got == Array(expected) else {
        FileHandle.standardError.write(
          Data(
            "db search \(query) (carry-over \(options.allowsCarryOver)): pages 1 and 2 differ from search over all names\n"
              .utf8))
        exit(1)
      }
      check["typed \(options.allowsCarryOver) " + query] = got.count
    }
    // Typing: every state, with the carry-over and without, in alternation.
    var typingTimes: [Bool: [Double]] = [:]
    var typingByQuery: [String: [Double]] = [:]
    for _ in 0..<(typing.isEmpty ? 0 : rounds) {
      for query in typing {
        for options in [plain, carrying] {
          let start = ContinuousClock.now
          _ = try await store.searchPage(query, options: options, after: nil, limit: pageSize)
          typingTimes[options.allowsCarryOver, default: []].append(seconds(since: start))
          if options.allowsCarryOver { typingByQuery[query, default: []].append(seconds(since: start)) }
        }
      }
    }
    if !typing.isEmpty {
      out["typing, first page of 20, carry-over"] = stats(typingTimes[true]!)
      out["typing, first page of 20, no carry-over"] = stats(typingTimes[false]!)
      for (query, samples) in typingByQuery.sorted(by: { stats($0.value)["median"]! > stats($1.value)["median"]! })
        .prefix(8)
      {
        out["typing with carry-over, slowest: " + query] = stats(samples)
      }
    }
    var typedSearch: [Double] = []
    var typedLike: [Double] = []
    var typedByQuery: [String: [Double]] = [:]
    for _ in 0..<(typed.isEmpty ? 0 : rounds) {
      for query in typed {
        var start = ContinuousClock.now
        _ = try await store.searchPage(query, options: plain, after: nil, limit: pageSize)
        typedSearch.append(seconds(since: start))
        typedByQuery[query, default: []].append(seconds(since: start))
        start = ContinuousClock.now
        for try await _ in try await raw.query(
          "SELECT name FROM \(unescaped: t) WHERE name LIKE \("%" + query + "%") LIMIT 20", logger: logger)
        {}
        typedLike.append(seconds(since: start))
      }
    }
    if !typed.isEmpty {
      out["db search as typed, first page of 20"] = stats(typedSearch)
      // The slowest queries, by their median: where the tail comes from.
      for (query, samples) in typedByQuery.sorted(by: { stats($0.value)["median"]! > stats($1.value)["median"]! })
        .prefix(8)
      {
        out["db search as typed, slowest: " + query] = stats(samples)
      }
      out["today: LIKE scan LIMIT 20 (unranked)"] = stats(typedLike)
    }
    for query in queries {
      let expected = everyNameIndex.search(query, options: plain).map { everyName[$0.itemOffset] }
      let got = try await store.search(query, options: plain, limit: nil)
      guard got.map(\.name) == expected else {
        FileHandle.standardError.write(Data("db search \(query) differs from search over all names\n".utf8))
        exit(1)
      }
      check[query] = got.count
    }
    for _ in 0..<rounds {
      for query in queries {
        var start = ContinuousClock.now
        _ = try await store.search(query, options: plain, limit: nil)
        dbSearch.append(seconds(since: start))
        start = ContinuousClock.now
        for try await _ in try await raw.query(
          "SELECT name FROM \(unescaped: t) WHERE name LIKE \("%" + query + "%")", logger: logger)
        {}
        likeScan.append(seconds(since: start))
      }
    }
    out["db search"] = stats(dbSearch)
    out["today: LIKE scan"] = stats(likeScan)

    // Sections and a page in the middle of the list.
    var dbSections: [Double] = []
    var dbPage: [Double] = []
    var orderICU: [Double] = []
    var cursor: ListCursor? = nil
    var skipped = 0
    let total = try await store.sections().reduce(0) { $0 + $1.count }
    while skipped < total / 2 {
      let page = try await store.list(section: nil, after: cursor, limit: 10_000)
      cursor = page.next
      skipped += page.items.count
    }
    for _ in 0..<max(rounds, 5) {
      var start = ContinuousClock.now
      _ = try await store.sections()
      dbSections.append(seconds(since: start))
      start = ContinuousClock.now
      _ = try await store.list(section: nil, after: cursor, limit: 50)
      dbPage.append(seconds(since: start))
      start = ContinuousClock.now
      for try await _ in try await raw.query(
        "SELECT name FROM \(unescaped: t) ORDER BY name COLLATE \"ko-x-icu\" LIMIT 50", logger: logger)
      {}
      orderICU.append(seconds(since: start))
    }
    out["db sections"] = stats(dbSections)
    out["db page"] = stats(dbPage)
    out["today: ORDER BY COLLATE ko-x-icu LIMIT 50"] = stats(orderICU)
    try await raw.close()
    await store.close()
    let json: [String: Any] = [
      "rounds": rounds, "queries": queries, "typed": typed, "typing": typing, "results": check.count, "timings": out,
    ]
    print(String(decoding: try JSONSerialization.data(withJSONObject: json, options: [.sortedKeys]), as: UTF8.self))
  }
}
