import Hangul
import HangulNavigation
import RepositoryFiles
import SectionNavigation
import Testing

/// The README's tour, compiled and run: its code must equal the code between the markers
/// below, and its output block must equal what that code prints.
@Suite struct ReadmeTourTests {
  /// The tour exactly as the README shows it (between the markers), with `print` collected.
  static func tour() throws -> [String] {
    var printed: [String] = []
    func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }
    // tour:begin
    let names = ["홍길동", "김철수", "金민수", "까치", "Émile", "alice", "1반", "😀 이영희", "Zoë"]

    print(choseong(of: "홍길동"), disassemble("값"), assemble("ㄱㅏㅂㅅ"))
    print(try KoreanCollator().sorted(names))

    let list = try SectionIndex().sections(of: names)
    for section in list.sections { print(section.title, section.items) }

    let navigator = list.navigator  // any layout; section ids are title positions
    let visible = [list.sections[1].id, list.sections[0].id]  // ㅎ and ㄱ on screen
    print(navigator.next(after: visible)?.title ?? "end", navigator.section(forIndexTitle: "ㄴ")?.title ?? "-")

    let search = try SearchIndex(names)
    for query in ["ㄱㅊ", "홍기", "ㄱ"] {
      print(query, search.search(query).map { "\(names[$0.itemOffset]) \($0.characterRanges[0])" })
    }

    var box = SearchSession(index: search)  // a search box fed what a 2-set keyboard shows
    let keys = Array(disassemble("김철수"))
    for n in 1...keys.count {
      let shown = assemble(String(keys[..<n]))
      print(shown, box.search(shown).map { names[$0.itemOffset] })
    }
    print(names.prefix(2).map { josa($0, .subject) }, josa("지름길", .direction), josa("3", .subject))
    print(KoreanNumber.sinoKorean(12345), KoreanNumber.mixed(12345), try KoreanNumber.modifier(3) + " 명")
    print(romanize("백마"), romanize("압구정"), romanize("홍빛나", options: RomanizationOptions(isPersonalName: true)))
    print(pronounce("국물"), pronounce("신라"), pronounce("국밥"))
    // tour:end
    return printed
  }

  static let readme = RepositoryFiles.read("README.md") ?? ""

  /// The lines of the fenced block that follows `marker` in the README.
  static func readmeBlock(after marker: String) -> [String] {
    let lines = readme.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let m = lines.firstIndex(of: marker), let open = lines[m...].firstIndex(where: { $0.hasPrefix("```") }),
      let close = lines[(open + 1)...].firstIndex(of: "```")
    else { return [] }
    return Array(lines[(open + 1)..<close])
  }

  @Test func readmeCodeIsTheTestedCode() throws {
    let source = try #require(RepositoryFiles.read(#filePath))
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let begin = try #require(lines.firstIndex { $0.hasSuffix("// tour:begin") })
    let end = try #require(lines.firstIndex { $0.hasSuffix("// tour:end") })
    let tested = lines[(begin + 1)..<end].map { $0.hasPrefix("    ") ? String($0.dropFirst(4)) : $0 }
    let shown = Self.readmeBlock(after: "<!-- tour:code -->").filter { !$0.hasPrefix("import ") }
    #expect(Array(shown.drop { $0.isEmpty }) == tested)
  }

  @Test func readmeOutputIsWhatTheCodePrints() throws {
    #expect(Self.readmeBlock(after: "<!-- tour:output -->") == (try Self.tour()))
  }
}
