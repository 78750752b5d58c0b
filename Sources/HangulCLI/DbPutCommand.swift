import ArgumentParser
import HangulDatabase

/// `hangul db put [--scope S] ID NAME`: one row in, or its name replaced, with its keys.
struct DbPutCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "put",
    abstract: "Put one row: insert ID with NAME, or replace the name of the row ID (its keys with it).",
    discussion: """
      One transaction: a reader sees the row's old name and keys or the new ones, never a \
      mix. The table is made, as a table of rows, when missing; a table of names (a plain \
      `hangul db import`) holds no ids and is refused. --json writes the row, \
      {"id":…,"scope":…,"name":…} (scope null without --scope).
      """
  )

  @OptionGroup var options: DatabaseOptions

  @OptionGroup var scopeOption: ScopeOption

  @Flag(help: "Write the row as {\"id\":…,\"scope\":…,\"name\":…}.")
  var json = false

  @Argument(help: "The row's id: 1 to 256 bytes, such as the application's primary key.")
  var id: String

  @Argument(help: "The name.")
  var name: String

  func run() throws {
    try reportingErrors {
      let row = NameRow(id: try rowID(id), scope: try scopeOption.rowScope(), name: name)
      let store = try options.open(creating: true, kind: .rows)
      defer { store.close() }
      _ = try databaseCall { () throws(DatabaseError) in try store.write([.put(row)]) }
      if json { Output.line(rowJSON(id: row.id, scope: row.scope, name: row.name).text) }
      Output.flush()
    }
  }
}

/// `hangul db delete [--scope S] ID`: one row out.
struct DbDeleteCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "delete",
    abstract: "Delete the row ID (of --scope S), with its keys.",
    discussion: """
      One transaction. A missing row is no error: --json then writes "name":null; otherwise \
      it writes the row deleted, {"id":…,"scope":…,"name":…}.
      """
  )

  @OptionGroup var options: DatabaseOptions

  @OptionGroup var scopeOption: ScopeOption

  @Flag(help: "Write the row deleted as {\"id\":…,\"scope\":…,\"name\":…} (name null: there was none).")
  var json = false

  @Argument(help: "The row's id.")
  var id: String

  func run() throws {
    try reportingErrors {
      let (id, scope) = (try rowID(id), try scopeOption.rowScope())
      let store = try options.open(creating: false)
      defer { store.close() }
      let before = try databaseCall { () throws(DatabaseError) in try store.write([.delete(id: id, scope: scope)]) }
      if json { Output.line(rowJSON(id: id, scope: scope, name: before.first ?? nil).text) }
      Output.flush()
    }
  }
}

/// A row as the commands write it: `{"id":…,"scope":…,"name":…}`.
func rowJSON(id: RowID, scope: RowScope?, name: String?) -> JSON {
  JSON.object([
    ("id", .string(id.text)), ("scope", scope.map { .string($0.text) } ?? .null),
    ("name", name.map { .string($0) } ?? .null),
  ])
}

/// An id from the command line, checked.
func rowID(_ text: String) throws(CLIError) -> RowID {
  do { return try RowID(text) } catch { throw .database(error) }
}
