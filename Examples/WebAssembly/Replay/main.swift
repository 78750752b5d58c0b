// The page's questions, put to the native library: reads the log the page keeps (one
// question a line, tab-separated: its name, then its arguments, as Examples/WebAssembly/PROTOCOL.md
// defines them) and prints one answer a line, "none" for no answer. Compiled natively beside SectionNavigation by scripts/wasm.sh with
// the page's own ListNavigation.swift; the browser test compares these answers with the
// page's, which came from WebAssembly.
import SectionNavigation

var titles: [String] = []
var navigation: ListNavigation?

func say(_ value: Int?) { print(value.map { String($0) } ?? "none") }
func say(_ value: Double?) { print(value.map { "\($0)" } ?? "none") }

while let line = readLine() {
  let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map { String($0) }
  let numbers = fields.dropFirst().map { Double($0) ?? .nan }
  func integer(_ k: Int) -> Int { Int(numbers[k]) }
  switch fields[0] {
  case "sections":
    titles = Array(fields.dropFirst())
    print("ok")
  case "titles":
    do {
      navigation = ListNavigation(
        navigator: try SectionNavigator(titles: titles, indexTitles: Array(fields.dropFirst())))
      print("ok")
    } catch {
      print("error")
    }
  case "layout":
    let (sectionCount, rowCount) = (integer(0), integer(1))
    let values = Array(numbers.dropFirst(4))
    let extents = (0..<(sectionCount + rowCount)).map { Extent(lower: values[2 * $0], upper: values[2 * $0 + 1]) }
    do {
      try navigation?.setLayout(
        sections: Array(extents[..<sectionCount]), rows: Array(extents[sectionCount...]),
        contentEnd: numbers[2], viewportLength: numbers[3])
      print("ok")
    } catch {
      print("error")
    }
  case "scrolled": say(navigation?.scrolled(to: numbers[0], viewportLength: numbers[1]))
  case "scrollEnded": say(navigation?.scrollDidEnd(at: numbers[0]))
  case "dragBegan":
    navigation?.userDidBeginDragging()
    print("ok")
  case "pick": say(navigation?.select(integer(0)))
  case "sectionOffset": say(navigation?.offset(forSection: integer(0)))
  case "next": say(navigation?.nextSection(offset: numbers[0], viewportLength: numbers[1]))
  case "focus": say(navigation?.focusedRow(offset: numbers[0], viewportLength: numbers[1]))
  case "snap": say(navigation?.snapOffset(offset: numbers[0], viewportLength: numbers[1]))
  case "strip":
    let labels = navigation?.layOutStrip(
      extent: Extent(lower: numbers[0], upper: numbers[1]), minimumRowLength: numbers[2])
    print((labels ?? []).joined(separator: "\t"))
  case "stripTouch":
    if let touch = navigation?.stripTouch(at: numbers[0]) {
      print("\(touch.title)\t\(touch.section)")
    } else {
      print("none")
    }
  default:
    print("unknown question: \(fields[0])")
  }
}
