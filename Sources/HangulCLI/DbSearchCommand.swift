import ArgumentParser
import Hangul
import HangulDatabase

/// `hangul db search`: the lines `hangul search QUERY` prints over the imported lines.
struct DbSearchCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "search",
    abstract: "Search the stored names as `hangul search` searches lines (ㅎㄱㄷ, 홍ㄱ, 홍기 → 홍길동).",
    discussion: """
      Same defaults, order and JSON as `hangul search QUERY FILE` on the imported lines: the \
      database returns the names whose search keys can match, the library matches and ranks them. \
      With --limit, --json adds "next": CURSOR or null; pass CURSOR to --after for the next page. \
      In a table of rows, each result carries "id" (and "scope" with --scope), and the plain \
      output is ID<TAB>NAME; --scope searches one scope's rows.
      """
  )

  @Argument(help: "The query: choseong, syllables, a last syllable still being typed.")
  var query: String

  @OptionGroup var options: DatabaseOptions

  @OptionGroup var scopeOption: ScopeOption

  @Option(help: "contains | prefix")
  var mode: SearchMode = .contains

  @Flag(
    name: .customLong("carry-over"),
    help: """
      As `hangul search --carry-over`: the final of the query's last syllable may be the next \
      syllable's initial, as a 2-set keyboard shows a name being typed (김당 → 김다연).
      """)
  var carryOver = false

  @Option(help: "At most N results (1…1000000).")
  var limit: Int?

  @Option(help: "Continue after this cursor (the `next` of a previous page's --json).")
  var after: String?

  @Flag(help: "Write {\"query\":…,\"results\":[{\"item\":…,\"ranges\":[[start,end]],\"utf16\":[[start,end]]}]}.")
  var json = false

  func validate() throws {
    try validateLimit(limit)
  }

  func run() throws {
    try reportingErrors {
      let cursor = try after.map { text throws(CLIError) in
        try databaseCall { () throws(DatabaseError) in try SearchCursor(text: text) }
      }
      let scope = try scopeOption.rowScope()
      let store = try options.open(creating: false)
      defer { store.close() }
      store.warnIfStale(options)
      // The options of `hangul search` with the same flags.
      let searchOptions = SearchOptions(
        mode: mode, ignoresSpaces: false, allowsCarryOver: carryOver, readsHanja: false, toleratesTypos: false,
        fallbacks: [])
      let page = try databaseCall { () throws(DatabaseError) in
        try store.searchPage(in: scope, query, options: searchOptions, after: cursor, limit: limit)
      }
      let hits = page.matches
      if json {
        let results = hits.map { hit in
          var fields: [(String, JSON)] = []
          if let id = hit.id {
            fields.append(("id", .string(id.text)))
            if let scope { fields.append(("scope", .string(scope.text))) }
          }
          return JSON.object(
            fields + [
              ("item", .string(hit.name)),
              ("ranges", .array(hit.match.characterRanges.map { .array([.int($0.lowerBound), .int($0.upperBound)]) })),
              (
                "utf16",
                .array(hit.match.utf16Ranges(in: hit.name).map { .array([.int($0.lowerBound), .int($0.upperBound)]) })
              ),
            ])
        }
        // Without a limit every result is on the page: the same JSON as `hangul search`.
        var fields: [(String, JSON)] = [("query", .string(query)), ("results", .array(results))]
        if limit != nil { fields.append(("next", page.next.map { .string($0.text) } ?? .null)) }
        Output.line(JSON.object(fields).text)
      } else {
        let colour = Output.isTerminal
        for hit in hits {
          let name = colour ? SearchCommand.highlighted(hit.name, hit.match.characterRanges) : hit.name
          Output.line(hit.id.map { "\($0.text)\t\(name)" } ?? name)
        }
      }
      Output.flush()
    }
  }
}
