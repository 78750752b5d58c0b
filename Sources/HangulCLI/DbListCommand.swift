import ArgumentParser
import HangulDatabase

/// `hangul db list`: names in Korean order, a page at a time.
struct DbListCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "list",
    abstract: "Print names in Korean order (ties in import order), a section or a page at a time.",
    discussion: """
      Pages put together equal `hangul sort` on the imported lines. --json gives \
      {"items":[…],"next":CURSOR or null}; pass CURSOR to --after for the next page. Without \
      --limit, every name (after the cursor) is printed.
      """
  )

  @OptionGroup var options: DatabaseOptions

  @Option(help: "Only the names filed under this title (ㄱ…ㅎ, A–Z, #).")
  var section: String?

  @Option(help: "Continue after this cursor (the `next` of a previous page).")
  var after: String?

  @Option(help: "At most N names (1…1000000; without it, every name).")
  var limit: Int?

  @Flag(help: "Write {\"items\":[…],\"next\":CURSOR or null}.")
  var json = false

  func validate() throws {
    try validateLimit(limit)
  }

  func run() throws {
    try reportingErrors {
      let cursor = try after.map { text throws(CLIError) in
        try databaseCall { () throws(DatabaseError) in try ListCursor(text: text) }
      }
      let store = try options.open(creating: false)
      defer { store.close() }
      store.warnIfStale(options)
      let page = try databaseCall { () throws(DatabaseError) in
        try store.list(section: section, after: cursor, limit: limit)
      }
      if json {
        Output.line(
          JSON.object([
            ("items", .array(page.items.map { .string($0) })), ("next", page.next.map { .string($0.text) } ?? .null),
          ]).text)
      } else {
        for item in page.items { Output.line(item) }
      }
      Output.flush()
    }
  }
}
