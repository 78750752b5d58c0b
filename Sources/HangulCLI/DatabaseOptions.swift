import ArgumentParser
import HangulDatabase
import HangulSQLite

#if PostgreSQL
  import HangulPostgres
#endif

/// The `--database URL` and `--table T` options of every `hangul db` command.
struct DatabaseOptions: ParsableArguments {
  @Option(help: "sqlite:PATH or postgres://user[:password]@host[:port]/database")
  var database: String

  @Option(help: "The table (letters, digits and _).")
  var table = "names"

  /// Opens the store; with `creating`, makes the file and the table when missing.
  func open(creating: Bool) throws(CLIError) -> any NameStoreConnection {
    do throws(DatabaseError) {
      let table = try TableName(table)
      switch try DatabaseURL(database) {
      case .sqlite(let path):
        return try SQLiteNameStore(path: path, table: table, creating: creating)
      case .postgres(let url):
        #if PostgreSQL
          return try BlockingPostgresStore.connect(url: PostgresURL(url), table: table, creating: creating)
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

/// Runs a database call, turning its ``DatabaseError`` into a CLI error.
func databaseCall<R>(_ body: () throws(DatabaseError) -> R) throws(CLIError) -> R {
  do { return try body() } catch { throw .database(error) }
}
