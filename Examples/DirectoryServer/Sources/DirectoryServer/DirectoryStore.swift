import HangulPostgres

/// The server's `PostgresNameStore`, on postgres-nio's `PostgresClient` (the pool the server
/// runs as one of its services), or, with standbys, on connections of its own to the primary
/// and each standby; opened by the first request that needs it.
///
/// Opening reads the table's schema and key version, so it needs the primary: a server that
/// starts while PostgreSQL is down answers 503 until it is up, then opens the store and
/// keeps it. Every call of the store waits at most `timeLimit` for a connection of the pool
/// and each of its statements runs at most `timeLimit` (the store's `timeout`), so a
/// database that is down, restarting or hung is a ``DatabaseError/unavailable(_:)`` or
/// ``DatabaseError/timeout(_:)`` within it, and the pool connects again by itself. With
/// standbys, reads go on from them while the primary is down, and writes fail at once.
actor DirectoryStore {
  /// Where the store's connections come from.
  enum Connections: Sendable {
    /// The server's pool, to the one database.
    case pool(PostgresClient)
    /// The primary and its hot standbys, reads going to the standbys within `maxLag`, on
    /// `connectionsPerStandby` connections to each.
    case standbys(
      primary: PostgresConnection.Configuration, standbys: [PostgresConnection.Configuration], maxLag: Duration,
      connectionsPerStandby: Int)
  }

  let connections: Connections
  /// `HOST:PORT` of the primary (`--database`).
  nonisolated let primary: String
  let table: TableName
  let timeLimit: Duration
  let logger: Logger
  private var opened: PostgresNameStore?
  private var opening: Task<PostgresNameStore, any Error>?

  init(connections: Connections, primary: String, table: TableName, timeLimit: Duration, logger: Logger) {
    self.connections = connections
    self.primary = primary
    self.table = table
    self.timeLimit = timeLimit
    self.logger = logger
  }

  /// The store, opened now when no request opened it yet (one opening at a time; a failed
  /// one is tried again by the next request).
  func store() async throws(DatabaseError) -> PostgresNameStore {
    if let opened { return opened }
    let task: Task<PostgresNameStore, any Error>
    if let opening {
      task = opening
    } else {
      let (connections, table, timeLimit, logger) = (connections, table, timeLimit, logger)
      task = Task {
        switch connections {
        case .pool(let client):
          try await PostgresNameStore.connect(
            client: client, table: table, creating: false, logger: logger, timeout: timeLimit)
        case .standbys(let primary, let standbys, let maxLag, let connectionsPerStandby):
          try await PostgresNameStore.connect(
            configuration: primary, standbys: standbys, table: table, creating: false, logger: logger,
            statementTimeout: timeLimit, maxLag: maxLag, connectionsPerStandby: connectionsPerStandby)
        }
      }
      opening = task
    }
    do {
      let store = try await task.value
      opened = store
      return store
    } catch {
      opening = nil
      if let error = error as? DatabaseError { throw error }
      throw .unavailable("\(error)")
    }
  }

  /// Closes the store's own connections, when it has opened them (with standbys): at the
  /// server's end, after its last request.
  func close() async {
    var store = opened
    if store == nil, let opening { store = try? await opening.value }
    (opened, opening) = (nil, nil)
    await store?.close()
  }
}
