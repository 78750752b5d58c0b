import ArgumentParser
import HangulDatabase

/// `hangul db sections`: TITLE<TAB>COUNT for each non-empty section, in section order.
struct DbSectionsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "sections",
    abstract: "Print TITLE<TAB>COUNT for each non-empty section (ㄱ…ㅎ, A–Z, #), as `hangul index` counts them."
  )

  @OptionGroup var options: DatabaseOptions

  @OptionGroup var scopeOption: ScopeOption

  @Flag(help: "Write {\"sections\":[{\"title\":…,\"count\":…}]}.")
  var json = false

  func run() throws {
    try reportingErrors {
      let scope = try scopeOption.rowScope()
      let store = try options.open(creating: false)
      defer { store.close() }
      store.warnIfStale(options)
      let sections = try databaseCall { () throws(DatabaseError) in try store.sections(in: scope) }
      if json {
        let items = sections.map { JSON.object([("title", .string($0.title)), ("count", .int($0.count))]) }
        Output.line(JSON.object([("sections", .array(items))]).text)
      } else {
        for section in sections { Output.line("\(section.title)\t\(section.count)") }
      }
      Output.flush()
    }
  }
}
