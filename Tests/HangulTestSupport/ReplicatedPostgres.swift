import Foundation
import Synchronization

/// A real PostgreSQL primary with hot standbys that stream its WAL, started by this process
/// for the tests of reads from standbys: `initdb` of the primary (`wal_level=replica`,
/// replication connections trusted on loopback), `pg_basebackup -R` of each standby, every
/// server on a loopback port of its own, started with `pg_ctl` (as the `postgres` user when
/// the tests run as root, as ``PostgresServer`` does) and stopped by ``stop()`` or at exit.
package final class ReplicatedPostgres: Sendable {
  /// Whether the tests can start servers: PostgreSQL's binaries are installed, or this is CI
  /// (where their absence must fail, not skip).
  package static let enabled = PostgresServer.binaries != nil || ProcessInfo.processInfo.environment["CI"] == "true"

  package static let skipMessage =
    "no PostgreSQL binaries: install them (apt-get install postgresql; the tests run initdb and pg_basebackup themselves)"

  /// The scratch folder: the servers' data folders, logs and sockets.
  package let folder: String
  let binaries: String
  let asRoot: Bool
  /// The primary's port.
  package let primaryPort: Int
  /// Each standby's port.
  package let standbyPorts: [Int]
  private let stopped = Mutex(false)

  /// Every cluster started and not yet stopped, stopped at exit.
  private static let running = Mutex<[ReplicatedPostgres]>([])
  /// How many clusters this process started: each gets ports of its own.
  private static let started = Mutex(0)

  private init(folder: String, binaries: String, asRoot: Bool, primaryPort: Int, standbyPorts: [Int]) {
    self.folder = folder
    self.binaries = binaries
    self.asRoot = asRoot
    self.primaryPort = primaryPort
    self.standbyPorts = standbyPorts
  }

  /// Starts a primary and `standbys` standbys, and returns once every standby streams.
  package static func start(standbys count: Int = 2) throws -> ReplicatedPostgres {
    guard let binaries = PostgresServer.binaries else {
      throw PostgresServer.ServerError(message: skipMessage)
    }
    let serial = started.withLock { started in
      defer { started += 1 }
      return started
    }
    // Four ports a cluster, from 10,000 to 19,999: below Linux's ephemeral ports (32,768 and
    // up), which the suite's client connections take at random, and below PostgresServer's
    // (20,000 + pid % 20,000).
    let base = 10_000 + Int(getpid() % 400) * 24 + (serial % 6) * 4
    let folder = "/tmp/hangul-replicas-\(getpid())-\(UUID().uuidString.prefix(8))"
    let asRoot = getuid() == 0
    let cluster = ReplicatedPostgres(
      folder: folder, binaries: binaries, asRoot: asRoot, primaryPort: base,
      standbyPorts: (1...count).map { base + $0 })
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    if asRoot { try PostgresServer.run("/bin/chown", ["postgres:postgres", folder]) }
    running.withLock { $0.append(cluster) }
    if serial == 0 { atexit { ReplicatedPostgres.stopAll() } }
    do {
      try cluster.makePrimary()
      for standby in 0..<count { try cluster.makeStandby(standby) }
      try cluster.waitUntilStreaming(count)
    } catch {
      cluster.stop()
      throw error
    }
    return cluster
  }

  /// The URL of database `database` on the primary.
  package func primaryURL(_ database: String = "postgres") -> String {
    "postgres://postgres@127.0.0.1:\(primaryPort)/\(database)"
  }

  /// The URL of database `database` on standby `standby`.
  package func standbyURL(_ standby: Int, _ database: String = "postgres") -> String {
    "postgres://postgres@127.0.0.1:\(standbyPorts[standby])/\(database)"
  }

  private var primaryData: String { "\(folder)/primary" }

  private func standbyData(_ standby: Int) -> String { "\(folder)/standby\(standby)" }

  private func run(_ tool: String, _ arguments: [String]) throws {
    try PostgresServer.runAsServerUser(asRoot, "\(binaries)/\(tool)", arguments)
  }

  /// `initdb`, the replication settings, then the start.
  private func makePrimary() throws {
    try run("initdb", ["-D", primaryData, "-A", "trust", "-U", "postgres", "-E", "UTF8", "--no-sync"])
    try append(
      """

      wal_level = replica
      max_wal_senders = 10
      hot_standby = on
      hot_standby_feedback = on
      wal_keep_size = 256MB
      fsync = off
      listen_addresses = '127.0.0.1'
      """, to: "\(primaryData)/postgresql.conf")
    try append("\nhost replication all 127.0.0.1/32 trust\n", to: "\(primaryData)/pg_hba.conf")
    try start(primaryData, port: primaryPort, log: "primary.log")
  }

  /// `pg_basebackup -R` of the primary into the standby's folder, then its start.
  private func makeStandby(_ standby: Int) throws {
    try run(
      "pg_basebackup",
      [
        "-h", "127.0.0.1", "-p", "\(primaryPort)", "-U", "postgres", "-D", standbyData(standby), "-R", "-X", "stream",
        "--no-sync", "-c", "fast",
      ])
    try start(standbyData(standby), port: standbyPorts[standby], log: "standby\(standby).log")
  }

  private func start(_ data: String, port: Int, log: String) throws {
    do {
      try run(
        "pg_ctl", ["-D", data, "-l", "\(folder)/\(log)", "-w", "-t", "60", "-o", "-p \(port) -k \(folder)", "start"])
    } catch {
      // The server's own words on why it did not start.
      let said = (try? String(contentsOfFile: "\(folder)/\(log)", encoding: .utf8)) ?? ""
      throw PostgresServer.ServerError(message: "\(error) (port \(port)): \(said.suffix(800))")
    }
  }

  private func append(_ text: String, to path: String) throws {
    guard let handle = FileHandle(forWritingAtPath: path) else {
      throw PostgresServer.ServerError(message: "cannot write \(path)")
    }
    defer { try? handle.close() }
    try handle.seekToEnd()
    try handle.write(contentsOf: Data(text.utf8))
  }

  /// Runs `sql` with psql on the server at `port` (database `postgres` unless given).
  package func psql(port: Int, _ sql: String, database: String = "postgres") throws {
    try PostgresServer.run(
      "\(binaries)/psql",
      ["postgres://postgres@127.0.0.1:\(port)/\(database)", "-X", "-q", "-v", "ON_ERROR_STOP=1", "-c", sql])
  }

  /// Whether `condition` (SQL) holds on the server at `port` now (false when psql fails).
  package func holds(port: Int, _ condition: String) -> Bool {
    (try? psql(port: port, "DO $$ BEGIN IF NOT (\(condition)) THEN RAISE EXCEPTION 'not yet'; END IF; END $$"))
      != nil
  }

  /// Returns once `count` standbys stream from the primary, asked every 100 ms for 60 s.
  private func waitUntilStreaming(_ count: Int) throws {
    let start = ContinuousClock.now
    while ContinuousClock.now - start < .seconds(60) {
      if holds(port: primaryPort, "(SELECT count(*) FROM pg_stat_replication WHERE state = 'streaming') >= \(count)") {
        return
      }
      usleep(100_000)
    }
    throw PostgresServer.ServerError(message: "the standbys did not stream within 60 s")
  }

  /// A fresh database on the primary, made on every standby too by replication: its name,
  /// once every standby has it.
  package func database() throws -> String {
    let name = "t" + UUID().uuidString.replacingOccurrences(of: "-", with: "").prefix(12).lowercased()
    try psql(port: primaryPort, "CREATE DATABASE \(name)")
    let start = ContinuousClock.now
    for port in standbyPorts {
      while !holds(port: port, "EXISTS (SELECT 1 FROM pg_database WHERE datname = '\(name)')") {
        guard ContinuousClock.now - start < .seconds(30) else {
          throw PostgresServer.ServerError(message: "database \(name) did not reach the standby on port \(port)")
        }
        usleep(50_000)
      }
    }
    return name
  }

  /// Stops standby `standby` at once (`pg_ctl stop -m immediate`: no shutdown checkpoint,
  /// its connections dropped as by a crash).
  package func stopStandby(_ standby: Int) throws {
    try run("pg_ctl", ["-D", standbyData(standby), "-m", "immediate", "-w", "stop"])
  }

  /// Starts standby `standby` again (after ``stopStandby(_:)``): it recovers and streams again.
  package func restartStandby(_ standby: Int) throws {
    try start(standbyData(standby), port: standbyPorts[standby], log: "standby\(standby).log")
  }

  /// Pauses the replay of WAL on standby `standby` (`pg_wal_replay_pause()`): it goes on
  /// answering, from what it had replayed.
  package func pauseReplay(_ standby: Int) throws {
    try psql(port: standbyPorts[standby], "SELECT pg_wal_replay_pause()")
  }

  /// Resumes the replay paused by ``pauseReplay(_:)``.
  package func resumeReplay(_ standby: Int) throws {
    try psql(port: standbyPorts[standby], "SELECT pg_wal_replay_resume()")
  }

  /// Stops the primary at once (`pg_ctl stop -m immediate`); the standbys go on answering.
  package func stopPrimary() throws {
    try run("pg_ctl", ["-D", primaryData, "-m", "immediate", "-w", "stop"])
  }

  /// Stops (`SIGSTOP`) or continues (`SIGCONT`) every process of standby `standby`, its
  /// postmaster and each backend: a standby that hangs, its connections open and silent.
  package func signalStandby(_ standby: Int, _ signal: Int32) throws {
    let pidFile = try String(contentsOfFile: "\(standbyData(standby))/postmaster.pid", encoding: .utf8)
    guard let postmaster = pidFile.split(separator: "\n").first.flatMap({ Int32($0) }) else {
      throw PostgresServer.ServerError(message: "no postmaster.pid for standby \(standby)")
    }
    let children = try FileManager.default.contentsOfDirectory(atPath: "/proc").compactMap(Int32.init).filter { pid in
      let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
      // The field after the command's closing parenthesis: state, then the parent's pid.
      guard let close = stat.lastIndex(of: ")") else { return false }
      let fields = stat[stat.index(after: close)...].split(separator: " ")
      return fields.count > 1 && Int32(fields[1]) == postmaster
    }
    for pid in [postmaster] + children { kill(pid, signal) }
  }

  /// Promotes standby `standby` to a primary (`pg_ctl promote`, waiting until it takes
  /// writes): what an operator does when the primary is lost.
  package func promoteStandby(_ standby: Int) throws {
    try run("pg_ctl", ["-D", standbyData(standby), "-w", "-t", "60", "promote"])
  }

  /// Stops every server of the cluster and removes its folder.
  package func stop() {
    guard
      stopped.withLock({ stopped in
        defer { stopped = true }
        return !stopped
      })
    else { return }
    for data in [primaryData] + standbyPorts.indices.map(standbyData) where FileManager.default.fileExists(atPath: data)
    {
      try? run("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"])
    }
    try? FileManager.default.removeItem(atPath: folder)
    Self.running.withLock { $0.removeAll { $0 === self } }
  }

  private static func stopAll() {
    for cluster in running.withLock({ $0 }) { cluster.stop() }
  }
}
