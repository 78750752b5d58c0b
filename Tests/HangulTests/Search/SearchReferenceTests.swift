import HangulCorpus
import HangulTestSupport
import Testing

@testable import Hangul
@testable import HangulCore

/// `HangulSearchQuery` and `SearchIndex` against ``ReferenceSearchMatcher``, the Search
/// guide's rules written out naively in the test target, over seeded random names and
/// queries, for every combination of mode, `ignoresSpaces` and `allowsCarryOver` (each passed
/// explicitly, so a change of default does not change what is tested).
@Suite struct SearchReferenceTests {
  /// Syllables that make matches likely, carry-over pairs included (하늘 for 한, 달걀 for 닭,
  /// 가싸 for 갔, 안자 for 앉).
  static let pool = Array("홍길동김민수한하늘닭달걀가각값갑까고과이서연갔싸앉안자아")

  struct Random {
    var generator = SplitMix64(seed: 20_261_123)
    mutating func below(_ n: Int) -> Int { Int(generator.next() % UInt64(n)) }
    mutating func chance(_ p: Double) -> Bool { Double(generator.next() % 1_000) < p * 1_000 }
    mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }

    mutating func piece() -> Character {
      switch below(11) {
      case 0..<6: return pick(SearchReferenceTests.pool)
      case 6: return Character(Unicode.Scalar(UInt32(0xAC00 + below(11_172)))!)
      case 7: return pick(Array("ㄱㄲㄷㅎㄴㄳ"))
      case 8: return pick(Array("aBkKimM"))
      case 9: return pick([" ", "\u{3000}"])
      default: return "1"
      }
    }

    /// A name: up to 6 pieces, sometimes written in conjoining jamo (NFD, by arithmetic).
    mutating func name() -> String {
      let text = String((0..<below(7)).map { _ in piece() })
      return chance(0.15) ? Self.conjoining(text) : text
    }

    static func conjoining(_ text: String) -> String {
      var scalars = String.UnicodeScalarView()
      for character in text {
        guard let (l, v, t) = ReferenceSearchMatcher.parts(character) else {
          scalars.append(contentsOf: character.unicodeScalars)
          continue
        }
        scalars.append(Unicode.Scalar(UInt32(0x1100 + l))!)
        scalars.append(Unicode.Scalar(UInt32(0x1161 + v))!)
        if t > 0 { scalars.append(Unicode.Scalar(UInt32(0x11A7 + t))!) }
      }
      return String(scalars)
    }

    /// A query: mostly a slice of a name as a user would type it (whole syllables, choseong,
    /// the last syllable half-typed, or carried over onto the next), else random pieces.
    mutating func query(from names: [String]) -> String {
      let name = pick(names).map(ReferenceSearchMatcher.composed)
      guard chance(0.7), !name.isEmpty else { return String((0..<1 + below(3)).map { _ in piece() }) }
      let start = below(name.count)
      let end = min(name.count, start + 1 + below(3))
      var typed: [Character] = []
      for i in start..<end {
        let c = name[i]
        guard let (l, v, t) = ReferenceSearchMatcher.parts(c) else {
          typed.append(c)
          continue
        }
        let isLast = i == end - 1
        switch below(isLast ? 4 : 2) {
        case 0: typed.append(c)
        case 1: typed.append(Character(ReferenceSearchMatcher.initials[l]))
        case 2: typed.append(ReferenceSearchMatcher.syllable(l, v, 0))  // final not typed yet
        default:
          // The next syllable's initial typed as this one's final (하늘 → 한).
          if t == 0, i + 1 < name.count, let (nl, _, _) = ReferenceSearchMatcher.parts(name[i + 1]),
            let final = ReferenceSearchMatcher.finals.firstIndex(of: ReferenceSearchMatcher.initials[nl])
          {
            typed.append(ReferenceSearchMatcher.syllable(l, v, final))
          } else {
            typed.append(c)
          }
        }
      }
      if chance(0.15) { typed.insert(" ", at: below(typed.count + 1)) }
      return String(typed)
    }
  }

  static let combinations: [(mode: SearchMode, ignoresSpaces: Bool, allowsCarryOver: Bool)] =
    [SearchMode.prefix, .contains].flatMap { mode in
      [false, true].flatMap { spaces in [false, true].map { carry in (mode, spaces, carry) } }
    }

  static func options(_ c: (mode: SearchMode, ignoresSpaces: Bool, allowsCarryOver: Bool)) -> SearchOptions {
    var options = SearchOptions()
    options.mode = c.mode
    options.ignoresSpaces = c.ignoresSpaces
    options.allowsCarryOver = c.allowsCarryOver
    options.fallbacks = []
    return options
  }

  static func reference(_ query: String, _ c: (mode: SearchMode, ignoresSpaces: Bool, allowsCarryOver: Bool))
    -> ReferenceSearchMatcher
  {
    ReferenceSearchMatcher(
      query: query, mode: c.mode == .prefix ? .prefix : .contains, ignoresSpaces: c.ignoresSpaces,
      allowsCarryOver: c.allowsCarryOver)
  }

  static func sameKind(_ kind: SearchMatch.Kind, _ reference: ReferenceSearchMatcher.Kind) -> Bool {
    switch (kind, reference) {
    case (.exact, .exact), (.prefix, .prefix), (.contains, .contains): true
    default: false
    }
  }

  static func corpus() -> (names: [String], queries: [String]) {
    var random = Random()
    let names = (0..<200).map { _ in random.name() }
    let queries = (0..<120).map { _ in random.query(from: names) } + ["", " ", "한", "닭", "갔", "앉"]
    return (names, queries)
  }

  /// The reference's own decomposition agrees with es-hangul's `disassemble` (an
  /// independent implementation) on every syllable, so it is a fair judge.
  @Test func referenceDecompositionMatchesESHangul() throws {
    let rows = try #require(try? CoreTestSupport.fixture("es-hangul-syllables.tsv"))
    var checked = 0
    for row in rows where ReferenceSearchMatcher.parts(Character(row[0])) != nil {
      #expect(ReferenceSearchMatcher.jamoLetters(Character(row[0])).map { String($0) } == row[1], "\(row[0])")
      checked += 1
    }
    #expect(checked == 11_172)
  }

  /// The guide's examples, through the reference (they hold for the rules as written).
  @Test func referenceReproducesTheGuidesTable() {
    let contains = (mode: SearchMode.contains, ignoresSpaces: false, allowsCarryOver: false)
    #expect(Self.reference("ㅎㄱㄷ", contains).match(in: "홍길동")?.ranges == [0..<3])
    #expect(Self.reference("홍기", contains).match(in: "홍길동")?.kind == .prefix)
    #expect(Self.reference("ㄱ", contains).match(in: "까치") == nil)
    #expect(Self.reference("ㄲ", contains).match(in: "까치")?.ranges == [0..<1])
    #expect(Self.reference("ㄱㄷ", contains).match(in: "홍길동")?.ranges == [1..<3])
    #expect(Self.reference("KIM", contains).match(in: "Kim Minsu")?.kind == .prefix)
    #expect(Self.reference("갓", contains).match(in: "갔") == nil)
    let carry = (mode: SearchMode.contains, ignoresSpaces: false, allowsCarryOver: true)
    #expect(Self.reference("한", carry).match(in: "하늘")?.ranges == [0..<2])
    #expect(Self.reference("닭", carry).match(in: "달걀")?.ranges == [0..<2])
    #expect(Self.reference("한", contains).match(in: "하늘") == nil)
    let spaces = (mode: SearchMode.contains, ignoresSpaces: true, allowsCarryOver: false)
    #expect(Self.reference("홍길", spaces).match(in: "홍 길동")?.ranges == [0..<1, 2..<3])
  }

  @Test(arguments: 0..<combinations.count)
  func queryMatchesTheReference(combination: Int) {
    let c = Self.combinations[combination]
    let (names, queries) = Self.corpus()
    var compared = 0
    var matched = 0
    for query in queries {
      let reference = Self.reference(query, c)
      let prepared = HangulSearchQuery(query, options: Self.options(c))
      for name in names {
        let expected = reference.match(in: name)
        let got = prepared.match(in: name)
        compared += 1
        guard let expected else {
          #expect(got == nil, "\(query) in \(name) \(c): \(String(describing: got))")
          continue
        }
        matched += 1
        #expect(
          got.map { Self.sameKind($0.kind, expected.kind) && $0.characterRanges == expected.ranges } == true,
          "\(query) in \(name) \(c): \(String(describing: got)) ≠ \(expected)")
      }
    }
    // The random queries do find things (a test of matches, not only of misses).
    #expect(matched > compared / 50, "\(matched) of \(compared)")
  }

  @Test(arguments: 0..<combinations.count)
  func indexFindsWhatTheReferenceFindsRankedAsDocumented(combination: Int) throws {
    let c = Self.combinations[combination]
    let (names, queries) = Self.corpus()
    let index = try SearchIndex(names)
    let collator = try KoreanCollator()
    for query in queries {
      let reference = Self.reference(query, c)
      let expected = names.indices.compactMap { i in reference.match(in: names[i]).map { (i, $0) } }
      let results = index.search(query, options: Self.options(c))
      #expect(Set(results.itemOffsets) == Set(expected.map(\.0)), "\(query) \(c)")
      let byOffset = Dictionary(uniqueKeysWithValues: expected.map { ($0.0, $0.1) })
      for hit in results {
        guard let want = byOffset[hit.itemOffset] else { continue }
        #expect(
          Self.sameKind(hit.kind, want.kind) && hit.characterRanges == want.ranges,
          "\(query) in \(names[hit.itemOffset]) \(c)")
      }
      // Exact, then prefix, then contains, each with its carry-over matches after its plain
      // ones; collation order inside each group, ties in input order.
      for (a, b) in zip(results, results.dropFirst()) {
        if a.kind != b.kind {
          #expect(a.kind < b.kind, "\(query) \(c)")
          continue
        }
        if a.usesCarryOver != b.usesCarryOver {
          #expect(!a.usesCarryOver, "\(query): carry-over before plain \(c)")
          continue
        }
        let order = try collator.compare(names[a.itemOffset], names[b.itemOffset])
        #expect(
          order == .ascending || (order == .equal && a.itemOffset < b.itemOffset),
          "\(query): \(names[a.itemOffset]) before \(names[b.itemOffset]) \(c)")
      }
      // Typing one more character narrows the previous results to the same answer.
      if let last = query.indices.last {
        let previous = index.search(String(query[..<last]), options: Self.options(c))
        let refined = index.search(query, options: Self.options(c), refining: previous)
        #expect(refined.itemOffsets == results.itemOffsets, "refining \(query) \(c)")
      }
    }
  }

  /// Hostile items (combining marks, fillers, old Hangul, emoji sequences, NUL, 10 kB) give
  /// the reference's answer, not just an answer.
  @Test func hostileItemsMatchTheReference() {
    let c = (mode: SearchMode.contains, ignoresSpaces: false, allowsCarryOver: false)
    for query in ["가", "ㄱ", "a", "😀", "김ㅁ", "ㅎㄱ"] {
      let reference = Self.reference(query, c)
      let prepared = HangulSearchQuery(query, options: Self.options(c))
      for item in CoreTestSupport.hostileInputs {
        let expected = reference.match(in: item)
        let got = prepared.match(in: item)
        let label = "\(query) in \(CoreTestSupport.codePoints(item.prefix(8)))"
        switch (got, expected) {
        case (nil, nil): break
        case (let got?, let expected?):
          #expect(Self.sameKind(got.kind, expected.kind) && got.characterRanges == expected.ranges, "\(label)")
        default: Issue.record("\(label): \(String(describing: got)) ≠ \(String(describing: expected))")
        }
      }
    }
  }
}
