import ArgumentParser
import HangulDatabase

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `hangul db rekey`: rebuilds every row's keys with this build's ICU and package, in one
/// transaction that readers do not wait for.
struct DbRekeyCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "rekey",
    abstract: "Rebuild the stored keys with this build's ICU and package (after an upgrade).",
    discussion: """
      Readers keep reading the old keys until the new ones commit, all at once (PostgreSQL: a \
      new table built beside the old one and swapped in; SQLite: one transaction in WAL \
      mode). A rekey that fails or is killed leaves the table as it was. On a terminal, a \
      progress line on standard error. Prints the number of rows rekeyed.
      """
  )

  @OptionGroup var options: DatabaseOptions

  func run() throws {
    try reportingErrors {
      let store = try options.open(creating: false)
      defer { store.close() }
      let terminal = isatty(2) == 1
      var progress: (@Sendable (Int, Int) -> Void)?
      if terminal {
        progress = { (done: Int, total: Int) in Output.progress("rekeying: \(done) of \(total) rows") }
      }
      let report = progress
      let count: Int = try databaseCall { () throws(DatabaseError) -> Int in
        try store.rebuildKeys(progress: report)
      }
      if terminal { Output.progress(nil) }
      Output.line("\(count)")
      Output.flush()
    }
  }
}
