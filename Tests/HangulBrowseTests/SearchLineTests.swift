import Hangul
import HangulBrowse
import Testing

@Suite("Search line")
struct SearchLineTests {
  let names = BrowseFixtures.names(count: 3_000) + ["홍길동", "Gil Hong"]
  let options = SearchOptions(fallbacks: [.latinKeyboard])

  /// Keystroke sequences: jamo one by one, Latin 2-set keys, mixed, with backspaces ("⌫").
  static let sessions: [[String]] = [
    ["ㅇ", "ㅈ", "ㅎ", "⌫", "⌫", "ㅅ"],
    ["ㄱ", "ㅣ", "ㅁ", "ㅁ", "ㅣ", "⌫", "⌫"],
    ["g", "h", "d", "r", "l", "f", "e", "h", "d", "⌫", "⌫", "⌫"],
    ["d", "l", "⌫", "⌫", "r", "k", "d"],
    ["G", "i", "l", " ", "H"],
    ["김", "ㅁ", "ㅣ", "ㄴ"],
  ]

  @Test("every keystroke gives what the library's search from scratch gives", arguments: [false, true])
  func keystrokeByKeystroke(warm: Bool) throws {
    let index = try SearchIndex(names)
    let firstKeystrokes = warm ? FirstKeystrokeResults(index: index, options: options, names: names) : .none
    for keys in Self.sessions {
      var line = SearchLine(index: index, options: options, savedTop: 0, firstKeystrokes: firstKeystrokes)
      var typed = ""
      for key in keys {
        if key == "⌫" {
          line.backspace()
          typed = removingLastJamo(typed)
        } else {
          line.type(Character(key))
          typed = assemble(typed + key)
        }
        #expect(line.query == typed)
        guard !typed.isEmpty else {
          #expect(line.results == nil)
          continue
        }
        // Reference: the whole list searched at once, with the library's own fallback.
        let oracle = index.search(typed, options: options)
        let results = try #require(line.results)
        #expect(results.map(\.itemOffset) == oracle.map(\.itemOffset), "\(keys) at \(typed)")
        #expect(results.map(\.characterRanges) == oracle.map(\.characterRanges), "\(keys) at \(typed)")
        #expect(line.typedAs2Set == (oracle.fallback == .latinKeyboard ? oracle.query.text : nil), "\(typed)")
      }
    }
  }

  @Test("the kept first keystrokes: every initial consonant, Latin letter and frequent syllable")
  func keptKeys() throws {
    let index = try SearchIndex(names)
    let keys = FirstKeystrokeResults(index: index, options: options, names: names).keys
    #expect(keys.isSuperset(of: Array("ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎabcdefghijklmnopqrstuvwxyz")))
    // Reference: a syllable in at least 1 % of the names, counted name by name.
    let frequent = Set(
      Dictionary(
        grouping: names.flatMap { Set($0.unicodeScalars.filter(\.isHangulSyllable)).map(Character.init) }, by: { $0 }
      )
      .filter { $0.value.count * 100 >= names.count }.keys)
    #expect(frequent.isSubset(of: keys))
    #expect(frequent.contains("김") && frequent.contains("이"))
  }
}
