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
      """
  )

  @OptionGroup var options: DatabaseOptions

  @Flag(help: "Empty the table first (in the same transaction).")
  var replace = false

  @Argument(help: "Input file, one name per line; without it, standard input.")
  var file: String?

  func run() throws {
    try reportingErrors {
      let reader = try LineReader(path: file)
      let lines = LineBatches(reader)
      let store = try options.open(creating: true)
      defer { store.close() }
      let progress = ImportProgressLine.onTerminal(bytesRead: { lines.bytesRead }, totalBytes: reader.fileSize)
      defer { progress?.finish() }
      do {
        try store.importLines(of: lines, replacing: replace, progress: progress)
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
}
