import ArgumentParser
import HangulDatabase
import HangulSQLite

#if PostgreSQL
  import HangulPostgres
#endif

/// The `--database URL` and `--table T` options of every `hangul db` command.
struct DatabaseOptions: ParsableArguments {
  @Option(help: "sqlite:PATH or postgres://user[:password]@host[:port][,host[:port]…]/database")
  var database: String

  @Option(help: "The table (letters, digits and _).")
  var table = "names"

  /// Opens the store; with `creating`, makes the file and the table (of `kind`) when missing.
  func open(creating: Bool, kind: TableKind = .names) throws(CLIError) -> BlockingNameStore {
    do throws(DatabaseError) {
      let table = try TableName(table)
      switch try DatabaseURL(database) {
      case .sqlite(let path):
        return try BlockingNameStore.open { () async throws(DatabaseError) in
          try await SharedSQLiteNameStore(path: path, table: table, creating: creating, kind: kind)
        }
      case .postgres(let url):
        #if PostgreSQL
          let url = try PostgresURL(url)
          return try BlockingNameStore.open { () async throws(DatabaseError) in
            try await PostgresNameStore.connect(url: url, table: table, creating: creating, kind: kind)
          }
        #else
          _ = url
          throw DatabaseError.unavailable(
            "this hangul was built without PostgreSQL: build it with "
              + "`swift build -c release --product hangul --enable-all-traits`")
        #endif
      }
    } catch {
      throw .database(error)
    }
  }
}

extension BlockingNameStore {
  /// On a table of stale keys, a warning on stderr naming the stored and current versions and
  /// the command that rekeys it (the answer that follows comes from the stored keys).
  func warnIfStale(_ options: DatabaseOptions) {
    guard case .stale(let stored) = keyStatus else { return }
    Output.error(
      "warning: the keys of table \"\(options.table)\" were made by \(stored.isEmpty ? "an unknown version" : stored), "
        + "this build makes \(KeyVersion.current.text); answers use the stored keys until you run "
        + "`hangul db rekey --database \(options.database) --table \(options.table)`")
  }
}

/// The `--scope S` option of the commands that read or write rows.
struct ScopeOption: ParsableArguments {
  @Option(
    help: """
      The list the rows belong to (an organization, a term, a user's contacts): 1 to 256 bytes. \
      Without it, the rows without a scope (the whole of a table without scopes).
      """)
  var scope: String?

  /// The scope, checked.
  func rowScope() throws(CLIError) -> RowScope? {
    guard let scope else { return nil }
    do { return try RowScope(scope) } catch { throw .database(error) }
  }
}

/// Checks a `--limit` before anything is opened (the stores check it again).
func validateLimit(_ limit: Int?) throws {
  do { try ListPage.validated(limit: limit) } catch { throw ValidationError(error.description) }
}

/// Runs a database call, turning its ``DatabaseError`` into a CLI error.
func databaseCall<R>(_ body: () throws(DatabaseError) -> R) throws(CLIError) -> R {
  do { return try body() } catch { throw .database(error) }
}
