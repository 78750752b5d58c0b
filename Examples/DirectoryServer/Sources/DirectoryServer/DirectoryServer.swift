import HangulPostgres
import Hummingbird
import Logging

/// `directory-server --database URL [--table T] [--port P] [--host H] [--connections N]`:
/// the list screen of a table of names that `hangul db import` filled, over HTTP.
@main
struct DirectoryServer {
  static let usage = """
    usage: directory-server --database postgres://user[:password]@host[:port]/database
                            [--table names] [--port 8080] [--host 127.0.0.1] [--connections 4]
    """

  static func main() async {
    var options: [String: String] = ["--table": "names", "--port": "8080", "--host": "127.0.0.1", "--connections": "4"]
    var arguments = CommandLine.arguments.dropFirst()
    while let name = arguments.popFirst() {
      if name == "--help" || name == "-h" {
        print(usage)
        return
      }
      guard options.keys.contains(name) || name == "--database", let value = arguments.popFirst() else {
        fail("unknown option or missing value: \(name)")
      }
      options[name] = value
    }
    guard let databaseText = options["--database"] else { fail("give --database URL") }
    let url: PostgresURL
    let table: TableName
    do throws(DatabaseError) {
      url = try PostgresURL(databaseText)
      table = try TableName(options["--table"]!)
    } catch { fail(error.description) }
    guard let port = Int(options["--port"]!), (0...65535).contains(port) else { fail("invalid --port") }
    guard let connections = Int(options["--connections"]!), (1...64).contains(connections) else {
      fail("invalid --connections: use 1…64")
    }

    var logger = Logger(label: "directory-server")
    logger.logLevel = .info
    // A database that is down is a 503 within the time limit: connecting, and then each
    // call, gets 1.5 s. A request waits up to 5 s for a store while all are busy.
    let pool = StorePool(
      url: url, table: table, size: connections, timeLimit: .milliseconds(1500), queueLimit: .seconds(5))
    let router = Router()
    Routes(pool: pool).add(to: router)
    let app = Application(
      router: router,
      configuration: .init(address: .hostname(options["--host"]!, port: port), serverName: "directory-server"),
      logger: logger)
    do {
      // Graceful shutdown on SIGTERM and SIGINT (swift-service-lifecycle): in-flight requests
      // finish (each within its time limits), then the process ends.
      try await app.runService()
    } catch {
      logger.error("\(error)")
    }
    await pool.close()
  }

  static func fail(_ message: String) -> Never {
    let text = "directory-server: \(message)\n\(usage)\n"
    _ = text.utf8CString.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count - 1) }
    exit(64)
  }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif
