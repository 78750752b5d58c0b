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
      --limit, every name (after the cursor) is printed. In a table of rows, each item is \
      {"id":…,"name":…}, and the plain output ID<TAB>NAME; --scope reads one scope's rows.
      """
  )

  @OptionGroup var options: DatabaseOptions

  @OptionGroup var scopeOption: ScopeOption

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
      let scope = try scopeOption.rowScope()
      let store = try options.open(creating: false)
      defer { store.close() }
      store.warnIfStale(options)
      let page = try databaseCall { () throws(DatabaseError) in
        try store.list(in: scope, section: section, after: cursor, limit: limit)
      }
      // A table of rows has an id for every item.
      let ids = page.ids.count == page.items.count ? page.ids : nil
      if json {
        let items: [JSON] =
          ids.map { ids in
            zip(ids, page.items).map { JSON.object([("id", .string($0.text)), ("name", .string($1))]) }
          } ?? page.items.map { .string($0) }
        Output.line(
          JSON.object([("items", .array(items)), ("next", page.next.map { .string($0.text) } ?? .null)]).text)
      } else if let ids {
        for (id, item) in zip(ids, page.items) { Output.line("\(id.text)\t\(item)") }
      } else {
        for item in page.items { Output.line(item) }
      }
      Output.flush()
    }
  }
}
