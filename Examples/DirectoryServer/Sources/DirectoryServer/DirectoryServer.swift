import HangulPostgres
import Hummingbird
import Logging

/// `directory-server --database URL [--replica URL …] [--max-lag SECONDS] [--table T] [--port P]
/// [--host H] [--connections N] [--page DIR] [--write-token-file PATH]`: the list screen of a
/// table that `hangul db import` filled, over HTTP; of each of its directories (`/d/{scope}/`)
/// in a table of rows, which `--write-token-file` opens to writes. `--page` is the folder
/// `scripts/wasm.sh` writes: the page's navigation module comes from there. Each `--replica`
/// is a hot standby of the database: reads go to the standbys within `--max-lag` (1 s by
/// default), writes to the primary.
@main
struct DirectoryServer {
  static let usage = """
    usage: directory-server --database postgres://user[:password]@host[:port]/database
                            [--replica postgres://… …] [--max-lag 1]
                            [--table names] [--port 8080] [--host 127.0.0.1] [--connections 4]
                            [--page .build-wasm/page] [--write-token-file PATH]
    """

  static func main() async {
    var options: [String: String] = [
      "--table": "names", "--port": "8080", "--host": "127.0.0.1", "--connections": "4", "--max-lag": "1",
    ]
    var replicaTexts: [String] = []
    var arguments = CommandLine.arguments.dropFirst()
    while let name = arguments.popFirst() {
      if name == "--help" || name == "-h" {
        print(usage)
        return
      }
      guard options.keys.contains(name) || ["--database", "--replica", "--page", "--write-token-file"].contains(name),
        let value = arguments.popFirst()
      else {
        fail("unknown option or missing value: \(name)")
      }
      if name == "--replica" { replicaTexts.append(value) } else { options[name] = value }
    }
    guard let databaseText = options["--database"] else { fail("give --database URL") }
    let url: PostgresURL
    let replicas: [PostgresURL]
    let table: TableName
    do throws(DatabaseError) {
      url = try PostgresURL(databaseText)
      replicas = try replicaTexts.map { text throws(DatabaseError) in try PostgresURL(text) }
      table = try TableName(options["--table"]!)
    } catch { fail(error.description) }
    guard let maxLag = Double(options["--max-lag"]!), maxLag > 0, maxLag <= 3600 else {
      fail("invalid --max-lag: seconds, over 0 and at most 3600")
    }
    guard let port = Int(options["--port"]!), (0...65535).contains(port) else { fail("invalid --port") }
    guard let connections = Int(options["--connections"]!), (1...64).contains(connections) else {
      fail("invalid --connections: use 1…64")
    }

    // The page's navigation module and its loader, read once (the page works without them,
    // and says so, apart from its navigation).
    var pageFiles: [String: [UInt8]] = [:]
    if let folder = options["--page"] {
      for name in PageModule.files {
        guard let bytes = PageModule.read(folder + "/" + name) else {
          fail("cannot read \(folder)/\(name): build it with `bash scripts/wasm.sh`")
        }
        pageFiles[name] = bytes
      }
    }

    // The token writes need; without the option the server has no write routes.
    var writeToken: WriteToken?
    if let path = options["--write-token-file"] {
      guard let token = WriteToken(file: path) else { fail("cannot read a token from \(path) (an empty file is none)") }
      writeToken = token
    }

    var logger = Logger(label: "directory-server")
    logger.logLevel = .info
    // The pool: `--connections` to PostgreSQL at most, each connected within the time limit,
    // and the server ending a statement within a second of its connection closing (a
    // request given up).
    var configuration = PostgresClient.Configuration(
      host: url.host, port: url.port, username: url.user, password: url.password, database: url.database,
      tls: .disable)
    configuration.options.maximumConnections = connections
    configuration.options.connectTimeout = .milliseconds(1500)
    configuration.options.additionalStartupParameters = [("client_connection_check_interval", "1000")]
    var poolLogger = logger
    poolLogger.logLevel = .critical
    let client = PostgresClient(configuration: configuration, backgroundLogger: poolLogger)
    // A database that is down is a 503 within the time limit: each call waits 1.5 s at most
    // for a connection, and each statement runs 1.5 s at most. With standbys, the store makes
    // its own connections (`--connections` for reads on each standby, one for the primary's
    // reads, one kept for its writes), and the pool stays idle.
    let source: DirectoryStore.Connections =
      replicas.isEmpty
      ? .pool(client)
      : .standbys(
        primary: Self.configuration(url), standbys: replicas.map(Self.configuration),
        maxLag: .milliseconds(Int64(maxLag * 1000)), connectionsPerStandby: connections)
    let primary = "\(url.host):\(url.port)"
    let directory = DirectoryStore(
      connections: source, primary: primary, table: table, timeLimit: .milliseconds(1500), logger: poolLogger)
    let router = Router()
    router.add(middleware: ServedByMiddleware(primary: primary))
    Routes(directory: directory, pageFiles: pageFiles, writeToken: writeToken).add(to: router)
    let app = Application(
      router: router,
      configuration: .init(address: .hostname(options["--host"]!, port: port), serverName: "directory-server"),
      services: [client],
      logger: logger)
    do {
      // Graceful shutdown on SIGTERM and SIGINT (swift-service-lifecycle): in-flight requests
      // finish (each within its time limits), then the pool closes, then the store.
      try await app.runService()
    } catch {
      logger.error("\(error)")
    }
    // The store's own connections (with standbys) are closed before the process ends.
    await directory.close()
  }

  /// The configuration of a connection to `url`: no TLS, a 1.5 s connect timeout, and the
  /// server ending a statement within a second of its connection closing.
  static func configuration(_ url: PostgresURL) -> PostgresConnection.Configuration {
    var configuration = PostgresConnection.Configuration(
      host: url.host, port: url.port, username: url.user, password: url.password, database: url.database,
      tls: .disable)
    configuration.options.connectTimeout = .milliseconds(1500)
    configuration.options.additionalStartupParameters = [("client_connection_check_interval", "1000")]
    return configuration
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
