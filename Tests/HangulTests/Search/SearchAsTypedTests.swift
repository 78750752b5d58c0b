import HangulCorpus
import HangulTestSupport
import Testing

@testable import Hangul
@testable import HangulCore

/// A search box fed by a Korean 2-set keyboard: after each key it holds what the keyboard
/// shows, ``assemble(_:)`` of the keys so far (the keys of a name are its ``disassemble(_:)``
/// letters). Typing 김다연 shows ㄱ, 기, 김, 김ㄷ, 김다, 김당, 김다여, 김다연: at 김당 the ㅇ
/// of 연 sits as the final of 다 (see "Search" in the documentation, the 2-set carry-over).
@Suite struct SearchAsTypedTests {
  /// 2,000 generated Korean names made only of modern syllables.
  static let names: [String] = {
    var generator = NameGenerator(seed: 20)
    var names: [String] = []
    while names.count < 2_000 {
      let name = generator.next()
      if !name.isEmpty && name.unicodeScalars.allSatisfy({ $0.value &- 0xAC00 < 11_172 }) { names.append(name) }
    }
    return names
  }()

  /// The search box's text after each key of `name`.
  static func keyboardStates(typing name: String) -> [String] {
    let keys = Array(disassemble(name).unicodeScalars)
    return (1...keys.count).map { n in
      var typed = String.UnicodeScalarView()
      typed.append(contentsOf: keys[..<n])
      return assemble(String(typed))
    }
  }

  @Test func theKeyboardShowsTheNextInitialAsAFinal() {
    // What the 2-set automaton shows (the states a search box receives).
    #expect(Self.keyboardStates(typing: "김다연") == ["ㄱ", "기", "김", "김ㄷ", "김다", "김당", "김다여", "김다연"])
    #expect(Self.keyboardStates(typing: "이효현").contains("잏"))
  }

  @Test func theNameBeingTypedIsFoundAtEveryKeystroke() throws {
    let index = try SearchIndex(Self.names)
    var states = 0
    var carried = 0
    for (offset, name) in Self.names.enumerated() {
      var session = SearchSession(index: index)
      for state in Self.keyboardStates(typing: name) {
        let query = HangulSearchQuery(state)
        #expect(query.matches(name), "\(state) while typing \(name)")
        let typed = session.search(state)
        let fresh = index.search(state)
        #expect(typed.itemOffsets.contains(offset), "\(state) while typing \(name)")
        #expect(typed.itemOffsets == fresh.itemOffsets, "\(state) while typing \(name)")
        if typed.count <= 50 {  // (hits recompute their ranges: compared where few)
          #expect(typed.map(\.kind) == fresh.map(\.kind))
          #expect(typed.map(\.characterRanges) == fresh.map(\.characterRanges))
        }
        if query.match(in: name)?.usesCarryOver == true { carried += 1 }
        states += 1
      }
    }
    #expect(states > 10_000)
    #expect(carried > 1_000)  // the states the carry-over keeps the name at
  }

  @Test func withoutTheCarryOverTheNameDropsOut() throws {
    let index = try SearchIndex(["김다연", "이효현"])
    let exact = SearchOptions(allowsCarryOver: false)
    #expect(index.search("김당", options: exact).isEmpty)
    #expect(index.search("잏", options: exact).isEmpty)
    #expect(index.search("김당").itemOffsets == [0])
    #expect(index.search("잏").itemOffsets == [1])
  }

  /// The same in `.prefix` mode, where the results of one keystroke are few.
  @Test func theNameBeingTypedIsFoundAtEveryKeystrokeInPrefixMode() throws {
    let index = try SearchIndex(Self.names)
    let options = SearchOptions(mode: .prefix)
    for (offset, name) in Self.names.enumerated().prefix(500) {
      var session = SearchSession(index: index, options: options)
      for state in Self.keyboardStates(typing: name) {
        let typed = session.search(state)
        #expect(typed.itemOffsets.contains(offset), "\(state) while typing \(name)")
        #expect(typed.itemOffsets == index.search(state, options: options).itemOffsets)
      }
    }
  }

  @Test func carryOverMatchesRankAfterPlainMatchesOfTheSameKind() throws {
    let names = ["김다연", "김당", "김당수", "김다영수", "박김당", "박김다연"]
    let results = try SearchIndex(names).search("김당")
    #expect(results.map { names[$0.itemOffset] } == ["김당", "김다연", "김당수", "김다영수", "박김당", "박김다연"])
    #expect(results.map(\.kind) == [.exact, .exact, .prefix, .prefix, .contains, .contains])
    #expect(results.map(\.usesCarryOver) == [false, true, false, true, false, true])
    #expect(results[1].characterRanges == [0..<3])  // 김다 and the 연 whose ㅇ was typed
  }
}
