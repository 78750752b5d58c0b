import Foundation

/// A real PostgreSQL for the tests: `HANGUL_TEST_POSTGRES_URL` when set, else a server this
/// process starts (initdb in a scratch folder, loopback port, trust authentication; as the
/// `postgres` user when the tests run as root, since initdb refuses root) and stops at exit.
/// In CI (`CI=true`) a missing server fails the tests; locally they are skipped, with
/// ``skipMessage`` saying how to get one.
package enum PostgresServer {
  package static let binaries: String? = {
    let root = "/usr/lib/postgresql"
    let versions = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
    return versions.sorted { (Int($0) ?? 0) > (Int($1) ?? 0) }.map { "\(root)/\($0)/bin" }
      .first { FileManager.default.isExecutableFile(atPath: "\($0)/initdb") }
  }()

  /// Whether the PostgreSQL tests run: a server is given or installed, or this is CI (where a
  /// missing server must fail, not skip).
  package static let enabled =
    ProcessInfo.processInfo.environment["HANGUL_TEST_POSTGRES_URL"] != nil || binaries != nil
    || ProcessInfo.processInfo.environment["CI"] == "true"

  package static let skipMessage =
    "no PostgreSQL: install it (apt-get install postgresql; the tests run initdb themselves) or set HANGUL_TEST_POSTGRES_URL=postgres://user@host:port/db"

  /// The URL of the running server (started on first use).
  package static let url: Result<String, ServerError> = {
    if let given = ProcessInfo.processInfo.environment["HANGUL_TEST_POSTGRES_URL"] { return .success(given) }
    guard let binaries else { return .failure(ServerError(message: skipMessage)) }
    let folder = "/tmp/hangul-pg-\(getpid())-\(UUID().uuidString.prefix(8))"
    let port = 20_000 + Int(getpid() % 20_000)
    let asRoot = getuid() == 0
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      if asRoot { try run("/bin/chown", ["postgres:postgres", folder]) }
      let data = "\(folder)/data"
      try runAsServerUser(
        asRoot, "\(binaries)/initdb", ["-D", data, "-A", "trust", "-U", "postgres", "-E", "UTF8", "--no-sync"])
      try runAsServerUser(
        asRoot, "\(binaries)/pg_ctl",
        [
          "-D", data, "-l", "\(folder)/log", "-w", "-o",
          "-p \(port) -k \(folder) -c listen_addresses=127.0.0.1 -c fsync=off", "start",
        ])
      dataFolder = data
      serverBinaries = binaries
      stopsAsRoot = asRoot
      atexit { PostgresServer.stop() }
      return .success("postgres://postgres@127.0.0.1:\(port)/postgres")
    } catch {
      return .failure(error as? ServerError ?? ServerError(message: "\(error)"))
    }
  }()

  nonisolated(unsafe) static var dataFolder: String?
  nonisolated(unsafe) static var serverBinaries = ""
  nonisolated(unsafe) static var stopsAsRoot = false

  package static func stop() {
    guard let dataFolder else { return }
    try? runAsServerUser(stopsAsRoot, "\(serverBinaries)/pg_ctl", ["-D", dataFolder, "-m", "immediate", "stop"])
    try? FileManager.default.removeItem(atPath: (dataFolder as NSString).deletingLastPathComponent)
  }

  package struct ServerError: Error, CustomStringConvertible {
    package let message: String
    package var description: String { message }

    package init(message: String) { self.message = message }
  }

  package static func runAsServerUser(_ asRoot: Bool, _ tool: String, _ arguments: [String]) throws {
    if asRoot {
      try run("/usr/sbin/runuser", ["-u", "postgres", "--", tool] + arguments)
    } else {
      try run(tool, arguments)
    }
  }

  /// Runs `tool arguments…` through bash (the arguments are paths and options made here,
  /// single-quoted), waiting for it. Not `Process`: the server pg_ctl starts inherits the
  /// child's descriptors and Foundation's wait for it did not return. The shell closes every
  /// descriptor above 2 first (``InheritedDescriptors``).
  package static func run(_ tool: String, _ arguments: [String]) throws {
    let errorPath = NSTemporaryDirectory() + "hangul-pg-stderr-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: errorPath) }
    let quoted = ([tool] + arguments).map(shellQuoted)
    let script =
      InheritedDescriptors.closeAll + "; exec " + quoted.joined(separator: " ") + " </dev/null >/dev/null 2>"
      + shellQuoted(errorPath)
    let status = system("/bin/bash -c " + shellQuoted(script))
    guard status == 0 else {
      let message = (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? ""
      throw ServerError(message: "\(tool) failed (\(status)): \(message)")
    }
  }

  package static func shellQuoted(_ word: String) -> String {
    "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }

  /// The `psql` of the server's binaries.
  package static var psql: String { (serverBinaries.isEmpty ? "/usr/bin" : serverBinaries) + "/psql" }

  /// A fresh database on the server for one test (so tests can run in parallel).
  package static func database() throws -> String {
    let base = try url.get()
    let name = "t" + UUID().uuidString.replacingOccurrences(of: "-", with: "").prefix(12).lowercased()
    try run(psql, [base, "-q", "-c", "CREATE DATABASE \(name)"])
    guard let slash = base.lastIndex(of: "/") else { throw ServerError(message: "no database in \(base)") }
    return base[...slash] + name
  }
}
