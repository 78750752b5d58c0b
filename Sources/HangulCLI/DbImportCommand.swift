import ArgumentParser
import HangulDatabase

/// `hangul db import`: one name per line into the table, in one transaction, streamed in
/// batches (the names' keys made for one batch while the one before is written).
struct DbImportCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "import",
    abstract: "Import one name per line (FILE or standard input) with its keys, in one transaction.",
    discussion: """
      The input is streamed in batches (memory stays bounded whatever its size); on a \
      terminal, a progress line on standard error. Empty lines are skipped. Invalid UTF-8 \
      stops the import with an error naming the line, and the table is left as it was; so \
      does a killed import. A second importer waits for \
      the first (SQLite: up to 10 s); readers do not: an append copies into the live table, \
      and on PostgreSQL --replace builds the new table beside the old one and swaps it in at \
      the commit. Appending to a table whose keys another version made is refused: run \
      `hangul db rekey` first.

      With --fields id,name or id,scope,name, each line is a row: the application's id, its \
      scope (the list it belongs to) and its name, tab-separated in the text format of \
      PostgreSQL's `COPY (SELECT id, org, name FROM people) TO STDOUT` (\\N is null, \
      backslash escapes). The table is then one of rows: reads give the ids, and \
      `hangul db put` and `hangul db delete` change one row. --scope S puts every row in S (a \
      line's own scope must then be S); with --replace, only S's rows are replaced. A line \
      that is not a row (a missing field, a tab in its name, an empty or over-long id, \
      invalid UTF-8) stops the import with an error naming it, and nothing is written.
      """
  )

  @OptionGroup var options: DatabaseOptions

  @Flag(help: "Empty the table first (in the same transaction); with --scope, that scope alone.")
  var replace = false

  @Option(help: "Each line's tab-separated fields: id,name or id,scope,name (rows with ids).")
  var fields: ImportFields?

  @OptionGroup var scopeOption: ScopeOption

  func validate() throws {
    if scopeOption.scope != nil && fields == nil {
      throw ValidationError("--scope needs --fields: a table of names has no scopes")
    }
  }

  @Argument(help: "Input file, one name per line; without it, standard input.")
  var file: String?

  func run() throws {
    try reportingErrors {
      if let fields {
        try importRows(fields: fields)
        return
      }
      let reader = try LineReader(path: file)
      let lines = LineBatches(reader)
      let store = try options.open(creating: true)
      defer { store.close() }
      let progress = ImportProgressLine.onTerminal(bytesRead: { lines.bytesRead }, totalBytes: reader.fileSize)
      defer { progress?.finish() }
      try Self.importing { try store.importLines(of: lines, replacing: replace, progress: progress) }
    }
  }

  /// The rows of `--fields` lines into a table of rows (made when missing).
  private func importRows(fields: ImportFields) throws {
    let reader = try LineReader(path: file)
    let scope = try scopeOption.rowScope()
    let rows = RowLineBatches(reader, fields: fields, scope: scope)
    let store = try options.open(creating: true, kind: .rows)
    defer { store.close() }
    let progress = ImportProgressLine.onTerminal(bytesRead: { rows.bytesRead }, totalBytes: reader.fileSize)
    defer { progress?.finish() }
    let replacing: RowSelection? = replace ? (scopeOption.scope != nil ? .scope(scope) : .table) : nil
    try Self.importing { try store.importRows(of: rows, replacing: replacing, progress: progress) }
  }

  /// Runs an import, its failures as the CLI's errors: invalid UTF-8 read midway is an import
  /// that imported nothing.
  private static func importing(_ body: () throws -> Void) throws {
    do {
      try body()
    } catch CLIError.invalidUTF8(let source, let line) {
      throw CLIError.invalidImport(source: source, line: line)
    } catch let error as CLIError {
      throw error
    } catch let error as DatabaseError {
      throw CLIError.database(error)
    } catch {
      throw CLIError.database(.failed("\(error)"))
    }
  }
}
