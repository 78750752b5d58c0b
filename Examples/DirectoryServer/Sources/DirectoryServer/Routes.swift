import Hangul
import HangulPostgres
import Hummingbird

/// The routes: `/sections`, `/names`, `/search` (JSON, as `hangul db sections --json`,
/// `hangul db list --json` and `hangul db search --json` write them), `/` (the page) and the
/// page's navigation module (`/hangul-page.js`, `/hangul-page.wasm`, when `--page` gave them).
/// In a table of rows, the same for each directory under `/d/{scope}/` (its rows alone, as
/// `hangul db … --scope S` answers), and with `--write-token-file`, its writes:
/// `PUT /d/{scope}/people/{id}` (the body is the name, UTF-8) and
/// `DELETE /d/{scope}/people/{id}`, each with `Authorization: Bearer TOKEN`. The routes
/// without `/d/{scope}` read the rows without a scope. `/health`: each database (the primary,
/// then each `--replica`), whether it answers, whether reads go to it, and a standby's lag.
struct Routes: Sendable {
  let directory: DirectoryStore
  /// The page module's files by name (``PageModule/files``); empty without `--page`.
  let pageFiles: [String: [UInt8]]
  /// The token writes need (``WriteToken``); nil: no write routes.
  let writeToken: WriteToken?

  /// The longest query `/search` takes, in characters.
  static let maximumQueryLength = 200

  func add(to router: Router<BasicRequestContext>) {
    router.get("/") { _, _ in Self.page(api: "") }
    router.get("/d/:scope/") { _, context in
      guard let scope = context.parameters.get("scope"), let decoded = PathSegment.decode(scope) else {
        return await answer { () async throws(RequestError) in throw .badRequest("the scope is not UTF-8") }
      }
      do throws(DatabaseError) { _ = try RowScope(decoded) } catch {
        return await answer { () async throws(RequestError) in throw .database(error) }
      }
      return Self.page(api: "/d/" + PathSegment.encode(decoded))
    }
    for name in PageModule.files {
      router.get(RouterPath(stringLiteral: "/" + name)) { [pageFiles] _, _ in
        guard let bytes = pageFiles[name] else {
          return Response(
            status: .notFound, headers: [.contentType: "text/plain; charset=utf-8"],
            body: .init(
              byteBuffer: ByteBuffer(string: "start the server with --page DIR (bash scripts/wasm.sh builds it)\n")))
        }
        return Response(
          status: .ok, headers: [.contentType: PageModule.contentType(of: name), .cacheControl: "no-cache"],
          body: .init(byteBuffer: ByteBuffer(bytes: bytes)))
      }
    }
    router.get("/health") { [directory] _, _ in await Self.health(directory) }
    addReads(to: router, prefix: "", scoped: false)
    addReads(to: router, prefix: "/d/:scope", scoped: true)
    if let writeToken { addWrites(to: router, token: writeToken) }
  }

  /// `/health`: `{"databases":[{"server":"HOST:PORT","role":"primary","answers":true,"reads":true},
  /// {…,"role":"standby",…,"lag_ms":12},…]}`, 200 while some database takes the reads, else 503.
  private static func health(_ directory: DirectoryStore) async -> Response {
    var reads = false
    var response = await answer { () async throws(RequestError) in
      let servers: [ServerHealth]
      do throws(DatabaseError) { servers = try await directory.store().health() } catch { throw .database(error) }
      reads = servers.contains(where: \.takesReads)
      let items = servers.map { server in
        var fields: [(String, JSONText)] = [
          ("server", .string(server.address ?? directory.primary)),
          ("role", .string(server.standby == nil ? "primary" : "standby")),
          ("answers", .bool(server.answers)), ("reads", .bool(server.takesReads)),
        ]
        if server.standby != nil {
          fields.append(("lag_ms", server.lag.map { .int(Int($0 / .milliseconds(1))) } ?? .null))
        }
        return JSONText.object(fields)
      }
      return .object([("databases", .array(items))])
    }
    if response.status == .ok && !reads {
      response.status = .serviceUnavailable
      response.headers[.retryAfter] = "1"
    }
    return response
  }

  /// The page, its requests going to `api`.
  private static func page(api: String) -> Response {
    Response(
      status: .ok, headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-cache"],
      body: .init(byteBuffer: ByteBuffer(string: Page.html(api: api))))
  }

  /// The scope of a request under `/d/{scope}` (nil for the routes without it).
  private static func scope(_ context: BasicRequestContext, scoped: Bool) throws(RequestError) -> RowScope? {
    guard scoped else { return nil }
    guard let raw = context.parameters.get("scope"), let text = PathSegment.decode(raw) else {
      throw .badRequest("the scope is not UTF-8")
    }
    do throws(DatabaseError) { return try RowScope(text) } catch { throw .database(error) }
  }

  /// `/sections`, `/names` and `/search` under `prefix`.
  private func addReads(to router: Router<BasicRequestContext>, prefix: String, scoped: Bool) {
    router.get(RouterPath(stringLiteral: prefix + "/sections")) { _, context in
      await answer { () async throws(RequestError) in
        let scope = try Self.scope(context, scoped: scoped)
        let sections = try await database { (store) async throws(DatabaseError) in
          try await store.sections(in: scope)
        }
        let items = sections.map { JSONText.object([("title", .string($0.title)), ("count", .int($0.count))]) }
        return .object([("sections", .array(items))])
      }
    }
    router.get(RouterPath(stringLiteral: prefix + "/names")) { request, context in
      await answer { () async throws(RequestError) in
        let scope = try Self.scope(context, scoped: scoped)
        let parameters = QueryParameters(request.uri.query)
        let limit = try Self.limit(parameters)
        let section = parameters["section"]
        let cursor: ListCursor?
        do throws(DatabaseError) {
          cursor = try parameters["after"].map { text throws(DatabaseError) in try ListCursor(text: text) }
        } catch { throw .database(error) }
        let page = try await database { (store) async throws(DatabaseError) in
          try await store.list(in: scope, section: section, after: cursor, limit: limit)
        }
        // In a table of rows, each item with its id, as `hangul db list --json` writes it.
        let items: [JSONText] =
          page.ids.count == page.items.count && !page.ids.isEmpty
          ? zip(page.ids, page.items).map { .object([("id", .string($0.text)), ("name", .string($1))]) }
          : page.items.map { .string($0) }
        return .object([("items", .array(items)), ("next", page.next.map { .string($0.text) } ?? .null)])
      }
    }
    router.get(RouterPath(stringLiteral: prefix + "/search")) { request, context in
      await answer { () async throws(RequestError) in
        let scope = try Self.scope(context, scoped: scoped)
        let parameters = QueryParameters(request.uri.query)
        guard let query = parameters["q"], !query.isEmpty else { throw .badRequest("give the query: ?q=…") }
        guard query.count <= Self.maximumQueryLength else {
          throw .badRequest("the query is longer than \(Self.maximumQueryLength) characters")
        }
        guard !query.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else {
          throw .badRequest("the query holds a control character")
        }
        var mode = SearchMode.contains
        if let text = parameters["mode"] {
          guard let given = SearchMode(rawValue: text) else { throw .badRequest("mode is contains or prefix") }
          mode = given
        }
        // A search box sends what the keyboard shows: with the 2-set carry-over, 김섭 (typing
        // 김서보) finds 김서보 too. `carry-over=false` searches the text as it is.
        let carryOver = try Self.flag(parameters, "carry-over", absent: true)
        let limit = try Self.limit(parameters)
        // The cursor is the store's own (`hangul db search --json`'s "next"): opaque, checked.
        var cursor: SearchCursor?
        if let text = parameters["after"] {
          do throws(DatabaseError) { cursor = try SearchCursor(text: text) } catch { throw .database(error) }
        }
        let options = SearchOptions(
          mode: mode, ignoresSpaces: false, allowsCarryOver: carryOver, readsHanja: false, toleratesTypos: false,
          fallbacks: [])
        let found = try await database { [cursor] (store) async throws(DatabaseError) in
          try await store.searchPage(in: scope, query, options: options, after: cursor, limit: limit)
        }
        let page = found.matches
        let next: JSONText = found.next.map { .string($0.text) } ?? .null
        let results = page.map { hit in
          // In a table of rows, its id (and scope) first, as `hangul db search --json` writes them.
          var fields: [(String, JSONText)] = []
          if let id = hit.id {
            fields.append(("id", .string(id.text)))
            if let scope { fields.append(("scope", .string(scope.text))) }
          }
          return JSONText.object(
            fields + [
              ("item", .string(hit.name)),
              ("ranges", .array(hit.match.characterRanges.map { .array([.int($0.lowerBound), .int($0.upperBound)]) })),
              (
                "utf16",
                .array(hit.match.utf16Ranges(in: hit.name).map { .array([.int($0.lowerBound), .int($0.upperBound)]) })
              ),
            ])
        }
        return .object([("query", .string(query)), ("results", .array(results)), ("next", next)])
      }
    }
  }

  /// The longest name a `PUT` takes, in bytes of UTF-8.
  static let maximumNameBytes = 1_024

  /// `PUT` and `DELETE /d/{scope}/people/{id}`, each with the bearer token (``WriteToken``).
  private func addWrites(to router: Router<BasicRequestContext>, token: WriteToken) {
    router.put("/d/:scope/people/:id") { request, context in
      guard token.authorizes(request.headers[.authorization]) else { return WriteToken.refusal }
      var request = request
      let body: ByteBuffer
      do { body = try await request.collectBody(upTo: Self.maximumNameBytes + 2) } catch {
        return await answer { () async throws(RequestError) in
          throw .badRequest("the name is longer than \(Self.maximumNameBytes) bytes")
        }
      }
      var created = false
      let response = await answer { () async throws(RequestError) in
        let (scope, id) = try Self.row(context)
        let name = try Self.name(of: body)
        let row = NameRow(id: id, scope: scope, name: name)
        let before = try await database { (store) async throws(DatabaseError) in try await store.put(row) }
        created = before == nil
        return Self.rowJSON(id: id, scope: scope, name: name)
      }
      if created { return Response(status: .created, headers: response.headers, body: response.body) }
      return response
    }
    router.delete("/d/:scope/people/:id") { request, context in
      guard token.authorizes(request.headers[.authorization]) else { return WriteToken.refusal }
      return await answer { () async throws(RequestError) in
        let (scope, id) = try Self.row(context)
        let before = try await database { (store) async throws(DatabaseError) in
          try await store.delete(id: id, scope: scope)
        }
        guard let before else { throw .notFound("no row \"\(id.text)\" in directory \"\(scope.text)\"") }
        return Self.rowJSON(id: id, scope: scope, name: before)
      }
    }
  }

  /// The scope and id of a write's path.
  private static func row(_ context: BasicRequestContext) throws(RequestError) -> (RowScope, RowID) {
    guard let scope = try Self.scope(context, scoped: true) else { throw .badRequest("no scope") }
    guard let raw = context.parameters.get("id"), let text = PathSegment.decode(raw) else {
      throw .badRequest("the id is not UTF-8")
    }
    do throws(DatabaseError) { return (scope, try RowID(text)) } catch { throw .database(error) }
  }

  /// A `PUT`'s name: its body as UTF-8, one final newline left off.
  private static func name(of body: ByteBuffer) throws(RequestError) -> String {
    guard body.readableBytes <= maximumNameBytes + 2,
      var name = String(validating: body.readableBytesView, as: UTF8.self)
    else {
      throw .badRequest("the name (the body) is not UTF-8, or longer than \(maximumNameBytes) bytes")
    }
    if name.hasSuffix("\n") { name.removeLast() }
    guard !name.isEmpty, name.utf8.count <= maximumNameBytes else {
      throw .badRequest("give the name as the body: 1 to \(maximumNameBytes) bytes of UTF-8")
    }
    guard !name.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else {
      throw .badRequest("the name holds a control character")
    }
    return name
  }

  /// A row as `hangul db put --json` writes it.
  private static func rowJSON(id: RowID, scope: RowScope, name: String) -> JSONText {
    .object([("id", .string(id.text)), ("scope", .string(scope.text)), ("name", .string(name))])
  }

  /// Runs `body` on the store, within its time limits.
  private func database<T: Sendable>(_ body: @Sendable (PostgresNameStore) async throws(DatabaseError) -> T)
    async throws(RequestError) -> T
  {
    do throws(DatabaseError) {
      return try await body(directory.store())
    } catch { throw .database(error) }
  }

  /// `limit`: absent (every name, as the CLI without `--limit`) or an integer the store checks.
  private static func limit(_ parameters: QueryParameters) throws(RequestError) -> Int? {
    guard let text = parameters["limit"] else { return nil }
    guard let limit = Int(text) else { throw .badRequest("invalid limit \"\(text)\": use 1…\(ListPage.maximumLimit)") }
    do throws(DatabaseError) { try ListPage.validated(limit: limit) } catch { throw .database(error) }
    return limit
  }

  /// The boolean parameter `name`: `absent` when it is not given; `true`, `1` or empty, or
  /// `false`, `0`; anything else is a bad request.
  private static func flag(_ parameters: QueryParameters, _ name: String, absent: Bool = false) throws(RequestError)
    -> Bool
  {
    guard let text = parameters[name] else { return absent }
    switch text {
    case "0", "false": return false
    case "", "1", "true": return true
    default: throw .badRequest("\(name) is true or false, not \"\(text)\"")
    }
  }
}

/// Why a request failed, and its status.
enum RequestError: Error {
  case badRequest(String)
  case notFound(String)
  case database(DatabaseError)

  var status: HTTPResponse.Status {
    switch self {
    case .badRequest: .badRequest
    case .notFound: .notFound
    case .database(let error):
      switch error {
      case .invalidLimit, .invalidCursor, .unknownSection, .invalidTableName, .invalidURL, .invalidRow: .badRequest
      // A table of names has no directories and takes no writes.
      case .namesTable, .rowsTable, .duplicateRow: .conflict
      // Down, hung, restarting, its backend ended, or the table not (yet) imported: try again.
      case .unavailable, .timeout, .failed, .missingTable: .serviceUnavailable
      case .icu, .staleKeys: .internalServerError
      }
    }
  }

  var message: String {
    switch self {
    case .badRequest(let message), .notFound(let message): message
    case .database(let error): error.description
    }
  }
}

/// The JSON of `body`, or `{"error":…}` with the error's status.
func answer(_ body: () async throws(RequestError) -> JSONText) async -> Response {
  let status: HTTPResponse.Status
  let json: JSONText
  do throws(RequestError) {
    json = try await body()
    status = .ok
  } catch {
    json = .object([("error", .string(error.message))])
    status = error.status
  }
  var headers: HTTPFields = [.contentType: "application/json; charset=utf-8"]
  if status == .serviceUnavailable { headers[.retryAfter] = "1" }
  return Response(status: status, headers: headers, body: .init(byteBuffer: ByteBuffer(string: json.text + "\n")))
}
