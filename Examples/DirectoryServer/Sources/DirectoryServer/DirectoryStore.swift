import HangulPostgres

/// The server's `PostgresNameStore`, on postgres-nio's `PostgresClient` (the pool the server
/// runs as one of its services), opened by the first request that needs it.
///
/// Opening reads the table's schema and key version, so it needs PostgreSQL: a server that
/// starts while PostgreSQL is down answers 503 until it is up, then opens the store and
/// keeps it. Every call of the store waits at most `timeLimit` for a connection of the pool
/// and each of its statements runs at most `timeLimit` (the store's `timeout`), so a
/// database that is down, restarting or hung is a ``DatabaseError/unavailable(_:)`` or
/// ``DatabaseError/timeout(_:)`` within it, and the pool connects again by itself.
actor DirectoryStore {
  let client: PostgresClient
  let table: TableName
  let timeLimit: Duration
  let logger: Logger
  private var opened: PostgresNameStore?
  private var opening: Task<PostgresNameStore, any Error>?

  init(client: PostgresClient, table: TableName, timeLimit: Duration, logger: Logger) {
    self.client = client
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
      let (client, table, timeLimit, logger) = (client, table, timeLimit, logger)
      task = Task {
        try await PostgresNameStore.connect(
          client: client, table: table, creating: false, logger: logger, timeout: timeLimit)
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
}
