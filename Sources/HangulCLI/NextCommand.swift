import ArgumentParser
import Hangul
import HangulNavigation
import SectionNavigation

/// `hangul next`: the section a floating "next" button jumps to.
struct NextCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "next",
    abstract: "The next section after the visible ones, in the contacts index of FILE.",
    discussion: """
      Sections are the non-empty contacts-layout sections (ㄱ…ㅎ, A–Z, #) of the input lines. \
      --visible lists the titles on screen, in any order; titles that are not sections of \
      the input (stale, from another grouping) are ignored. Nothing visible: the next \
      section is the first one. Text output: the next section's title, or an empty line \
      at the end of the list.
      """
  )

  @Option(help: "Titles of the sections currently visible, comma-separated (e.g. ㄱ,ㄴ).")
  var visible: String?

  @Option(help: "An index title that was tapped: also print the section it resolves to.")
  var title: String?

  @Flag(help: "Write {\"next\":…,\"previous\":…,\"sectionForTitle\":…}.")
  var json = false

  @OptionGroup var input: FileInput

  func run() throws {
    try reportingErrors {
      let lines = try input.nonEmptyLines()
      let list = try SectionIndex.forCLI().sectionsForCLI(of: lines)
      // Titles of the contacts layout are unique, so each title is its section's id.
      let navigator: SectionNavigator<String>
      do {
        navigator = try SectionNavigator(titles: list.sections.map(\.title), indexTitles: list.titles)
      } catch {
        throw CLIError.icu("cannot build the navigator: \(error)")
      }
      let visibleTitles = (visible ?? "").split(separator: ",").map { String($0) }
      let next = navigator.next(after: visibleTitles)
      let previous = navigator.previous(before: visibleTitles)
      if json {
        var pairs: [(String, JSON)] = [
          ("next", next.map { .string($0.title) } ?? .null),
          ("previous", previous.map { .string($0.title) } ?? .null),
        ]
        if let title {
          pairs.append(("sectionForTitle", navigator.section(forIndexTitle: title).map { .string($0.title) } ?? .null))
        }
        Output.line(JSON.object(pairs).text)
      } else {
        Output.line(next?.title ?? "")
        if let title { Output.line(navigator.section(forIndexTitle: title)?.title ?? "") }
      }
      Output.flush()
    }
  }
}
