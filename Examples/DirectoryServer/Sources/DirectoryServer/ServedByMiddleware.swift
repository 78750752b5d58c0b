import HangulPostgres
import Hummingbird

/// Names the database that answered each response in the header `X-Served-By: HOST:PORT`
/// (the primary's or a standby's, as the store's configuration names it): for tests and
/// operators. A response no database took part in (the page, a refused request) has none.
struct ServedByMiddleware<Context: RequestContext>: RouterMiddleware {
  /// The header.
  static var name: HTTPFields.Element.Name { HTTPFields.Element.Name("X-Served-By")! }
  /// `HOST:PORT` of `--database`: the server of a store on the pool, which knows no address.
  let primary: String

  func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response)
    async throws -> Response
  {
    var (response, server) = try await PostgresNameStore.tracingServer { () async throws -> Response in
      try await next(request, context)
    }
    if let server { response.headers[Self.name] = server.address ?? primary }
    return response
  }
}
