import HangulCorpus
import HangulTestSupport
import Testing

@testable import Hangul
@testable import HangulCore

/// A query of compatibility consonants finds an item exactly when the item's choseong
/// (`choseong(of:)`) contains it, character by character (ㄱ ≠ ㄲ on both sides), in the
/// matcher and in the index (see "Search" in the documentation).
@Suite struct ChoseongSearchAgreementTests {
  /// Random Unicode (jamo, old Hangul, marks, emoji …), the generator's stress names, and
  /// syllables followed by trailing jamo.
  static let items: [String] = {
    var random = RandomUnicode(seed: 55)
    var items = (0..<1_200).map { _ in random.string(maxPieces: 8) }
    var configuration = NameGenerator.Configuration()
    configuration.otherShare = 1
    var generator = NameGenerator(seed: 56, configuration: configuration)
    items += generator.names(count: 800)
    items += ["강뭐\u{D7DD}", "이까\u{11EB}", "각\u{1161}나", "\u{1100}\u{1100}", "\u{1140}가", "ᄀᆞ나", "까\u{11EB}ㄱ"]
    return items
  }()

  /// Whether `text`'s characters hold `part`'s as a contiguous run (at the start only when
  /// `prefix`).
  static func holds(_ text: [Character], _ part: [Character], prefix: Bool) -> Bool {
    guard text.count >= part.count else { return false }
    let starts = prefix ? 0...0 : 0...(text.count - part.count)
    return starts.contains { s in (0..<part.count).allSatisfy { text[s + $0] == part[$0] } }
  }

  /// Consonant queries: runs of each item's choseong made only of compatibility consonants,
  /// and random one- and two-letter ones.
  static let queries: [String] = {
    var random = SplitMix64(seed: 57)
    let consonants = (0x3131...0x314E).map { Character(Unicode.Scalar(UInt32($0))!) }
      .filter {
        ChoseongView.consonant($0) != nil && $0.unicodeScalars.first!.properties.generalCategory == .otherLetter
      }
    var queries: Set<String> = ["ㄱㅁ", "ㄲ", "ㅁ", "ㄱ", "ㄱㄴ", "ㄱㄱ", "ㅇㄲ", "ㄳ"]
    for item in items.prefix(600) {
      let letters = Array(choseong(of: item))
      guard !letters.isEmpty else { continue }
      let start = Int(random.next() % UInt64(letters.count))
      let run = letters[start...].prefix { ChoseongView.consonant($0) != nil }.prefix(1 + Int(random.next() % 3))
      if !run.isEmpty { queries.insert(String(run)) }
    }
    for _ in 0..<40 {
      let n = 1 + Int(random.next() % 2)
      queries.insert(String((0..<n).map { _ in consonants[Int(random.next() % UInt64(consonants.count))] }))
    }
    return queries.sorted()
  }()

  @Test func guideExamples() throws {
    #expect(choseong(of: "강뭐\u{D7DD}") == "ㄱㅁ")
    #expect(HangulSearchQuery("ㄱㅁ").matches("강뭐\u{D7DD}"))
    #expect(choseong(of: "이까\u{11EB}") == "ㅇㄲ")
    #expect(HangulSearchQuery("ㄲ").matches("이까\u{11EB}"))
    #expect(!HangulSearchQuery("ㄱ").matches("이까\u{11EB}"))
    let index = try SearchIndex(["강뭐\u{D7DD}", "이까\u{11EB}", "까치"])
    #expect(index.search("ㄱㅁ").itemOffsets == [0])
    #expect(Set(index.search("ㄲ").itemOffsets) == [1, 2])
    #expect(index.search("ㄱㅁ")[0].characterRanges == [0..<2])
  }

  @Test(arguments: SearchMode.allCases)
  func consonantQueriesFindExactlyTheItemsWhoseChoseongHoldsThem(mode: SearchMode) throws {
    let index = try SearchIndex(Self.items)
    let choseongs = Self.items.map { Array(choseong(of: $0)) }
    let characters = Self.items.map { Array($0) }
    var found = 0
    for text in Self.queries {
      let part = Array(text)
      let expected = Set(choseongs.indices.filter { Self.holds(choseongs[$0], part, prefix: mode == .prefix) })
      let query = HangulSearchQuery(text, options: SearchOptions(mode: mode))
      let matched = Set(Self.items.indices.filter { query.matches(Self.items[$0]) })
      #expect(matched == expected, "\(text): \(matched.symmetricDifference(expected).map { Self.items[$0] })")
      let results = index.search(query)
      #expect(Set(results.itemOffsets) == expected, "\(text) (index)")
      // The highlighted characters hold the query's letters in their choseong.
      for hit in results.prefix(30) {
        let range = hit.characterRange
        let highlighted = String(characters[hit.itemOffset][range])
        #expect(Self.holds(Array(choseong(of: highlighted)), part, prefix: false), "\(text) in \(highlighted)")
      }
      found += expected.count
    }
    #expect(found > (mode == .prefix ? 500 : 1_000))
  }

  /// The items include many whose choseong does not line up with their characters.
  @Test func itemsIncludeIrregularOnes() {
    let irregular = Self.items.filter { !ChoseongView(Array($0).map(searchNormalized)).isRegular }
    #expect(irregular.count > 20)
    #expect(ChoseongView(Array("강뭐\u{D7DD}")).isRegular)  // one character per letter
    #expect(!ChoseongView(Array("각\u{1161}나")).isRegular)  // the ᅡ after 각 is dropped
  }
}

extension SearchResults.Hit {
  /// The characters from the first matched one to the last.
  fileprivate var characterRange: Range<Int> {
    (characterRanges.first?.lowerBound ?? 0)..<(characterRanges.last?.upperBound ?? 0)
  }
}
