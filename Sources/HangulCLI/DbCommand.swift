import ArgumentParser

/// `hangul db`: Korean names in a database (a SQLite file, or PostgreSQL with the `PostgreSQL`
/// trait), answering as the in-memory commands.
struct DbCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "db",
    abstract:
      "Keep names (or rows with ids) in a database with their Korean keys: import, put, sections, list, search.",
    discussion: """
      Each name is stored with its sort key (the order of `hangul sort`), its contacts-layout \
      section (as `hangul index`) and its two search keys (for `hangul search`), so the \
      database's own indexes answer and the answers equal the in-memory commands' on the \
      same lines. URL: sqlite:PATH or postgres://user[:password]@host[:port]/database; \
      postgres://user@host1[:port1],host2[:port2],…/database names the servers of a cluster: \
      writes go to the one that takes them (exit 69 when none does), reads also to the \
      others, its hot standbys. \
      Keys made by another version (an ICU upgrade) are read as they are, with a warning, \
      until `hangul db rekey` rebuilds them.
      """,
    subcommands: [
      DbImportCommand.self, DbPutCommand.self, DbDeleteCommand.self, DbSectionsCommand.self, DbListCommand.self,
      DbSearchCommand.self, DbRekeyCommand.self,
    ]
  )
}
