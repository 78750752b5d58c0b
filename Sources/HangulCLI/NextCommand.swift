import ArgumentParser
import Hangul
import HangulCommandOutput
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
      let answer = try NextLines(
        lines: try input.nonEmptyLines(), visible: NextLines.visibleTitles(visible), title: title)
      if json {
        var pairs: [(String, JSON)] = [
          ("next", answer.next.map { .string($0) } ?? .null),
          ("previous", answer.previous.map { .string($0) } ?? .null),
        ]
        if answer.asksForTitle {
          pairs.append(("sectionForTitle", answer.sectionForTitle.map { .string($0) } ?? .null))
        }
        Output.line(JSON.object(pairs).text)
      } else {
        for line in answer.output { Output.line(line) }
      }
      Output.flush()
    }
  }
}
