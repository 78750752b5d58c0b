import Hangul
import HangulPostgres
import Hummingbird

/// The routes: `/sections`, `/names`, `/search` (JSON, as `hangul db sections --json`,
/// `hangul db list --json` and `hangul db search --json` write them), `/` (the page) and the
/// page's navigation module (`/hangul-page.js`, `/hangul-page.wasm`, when `--page` gave them).
struct Routes: Sendable {
  let directory: DirectoryStore
  /// The page module's files by name (``PageModule/files``); empty without `--page`.
  let pageFiles: [String: [UInt8]]

  /// The longest query `/search` takes, in characters.
  static let maximumQueryLength = 200

  func add(to router: Router<BasicRequestContext>) {
    router.get("/") { _, _ in
      Response(
        status: .ok, headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-cache"],
        body: .init(byteBuffer: ByteBuffer(string: Page.html)))
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
    router.get("/sections") { _, _ in
      await answer { () async throws(RequestError) in
        let sections = try await database { (store) async throws(DatabaseError) in try await store.sections() }
        let items = sections.map { JSONText.object([("title", .string($0.title)), ("count", .int($0.count))]) }
        return .object([("sections", .array(items))])
      }
    }
    router.get("/names") { request, _ in
      await answer { () async throws(RequestError) in
        let parameters = QueryParameters(request.uri.query)
        let limit = try Self.limit(parameters)
        let section = parameters["section"]
        let cursor: ListCursor?
        do throws(DatabaseError) {
          cursor = try parameters["after"].map { text throws(DatabaseError) in try ListCursor(text: text) }
        } catch { throw .database(error) }
        let page = try await database { (store) async throws(DatabaseError) in
          try await store.list(section: section, after: cursor, limit: limit)
        }
        return .object([
          ("items", .array(page.items.map { .string($0) })), ("next", page.next.map { .string($0.text) } ?? .null),
        ])
      }
    }
    router.get("/search") { request, _ in
      await answer { () async throws(RequestError) in
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
          try await store.searchPage(query, options: options, after: cursor, limit: limit)
        }
        let page = found.matches
        let next: JSONText = found.next.map { .string($0.text) } ?? .null
        let results = page.map { hit in
          JSONText.object([
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
  case database(DatabaseError)

  var status: HTTPResponse.Status {
    switch self {
    case .badRequest: .badRequest
    case .database(let error):
      switch error {
      case .invalidLimit, .invalidCursor, .unknownSection, .invalidTableName, .invalidURL: .badRequest
      // Down, hung, restarting, its backend ended, or the table not (yet) imported: try again.
      case .unavailable, .timeout, .failed, .missingTable: .serviceUnavailable
      case .icu, .staleKeys: .internalServerError
      }
    }
  }

  var message: String {
    switch self {
    case .badRequest(let message): message
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
