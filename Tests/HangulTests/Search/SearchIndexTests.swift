import HangulCorpus
import HangulTestSupport
import Testing

@testable import Hangul
@testable import HangulCore

/// `SearchIndex` against the one-item matcher (`HangulSearchQuery`) and an independent
/// ranking (matcher's kind, then `KoreanCollator.sortedIndices` order, then input order).
@Suite struct SearchIndexTests {
  /// A generated corpus with a third stress entries, plus hand-picked hard cases.
  static let names: [String] = {
    var configuration = NameGenerator.Configuration()
    configuration.otherShare = 0.35
    var generator = NameGenerator(seed: 2_024, configuration: configuration)
    var names = generator.names(count: 1_500)
    names += [
      "", " ", "홍길동", "홍 길동", "홍길동".decomposedForTest, "하늘", "하 늘", "달걀", "까치", "ㄱㄴ", "ㄲ",
      "김\r\n민수", "a\u{301}", "Kim Minsu", "KIM", "\u{FFFF}김", "김민수 😀", "👩‍👩‍👧 김민수", "  김수한 ",
    ]
    names += CoreTestSupport.hostileInputs.filter { $0.utf8.count < 100 }
    return names
  }()

  static let index: SearchIndex = try! SearchIndex(names)

  /// Collation rank of each name (stable), computed independently of the index.
  static let collationRank: [Int] = {
    let order = try! KoreanCollator().sortedIndices(of: names)
    var rank = [Int](repeating: 0, count: order.count)
    for (r, i) in order.enumerated() { rank[i] = r }
    return rank
  }()

  /// Queries derived from the corpus: character prefixes, choseong of substrings, the
  /// last syllable cut to a jamo prefix, random jamo, and fixed cases.
  static let queries: [String] = {
    var random = SplitMix64(seed: 77)
    func pick<T>(_ array: [T]) -> T { array[Int(random.next() % UInt64(array.count))] }
    var queries = [
      "", "ㄱ", "ㄲ", "ㅎㄱㄷ", "홍ㄱㄷ", "홍길", "홍기", "홍ㄱ", "김ㅅ", "한", "닭", "김민", "kim", "KIM", " ",
      "ㄱ ㄴ", "😀", "👩‍👩‍👧", "\u{301}", "é", "a\u{301}", "1", "金", "ㅏ", "ㄳ", "\r\n", "\u{FFFF}", "민 수",
    ]
    let jamo = (0x3131...0x3163).map { String(Character(Unicode.Scalar(UInt32($0))!)) }
    for _ in 0..<150 {
      let name = Array(pick(names))
      guard !name.isEmpty else { continue }
      let start = Int(random.next() % UInt64(name.count))
      let length = 1 + Int(random.next() % UInt64(min(4, name.count - start)))
      let piece = String(name[start..<start + length])
      switch random.next() % 5 {
      case 0: queries.append(piece)
      case 1: queries.append(choseong(of: piece))
      case 2:  // mixed: complete syllables, then choseong
        let cut = Int(random.next() % UInt64(piece.count + 1))
        queries.append(String(piece.prefix(cut)) + choseong(of: piece.dropFirst(cut)))
      case 3:  // the last syllable cut to a jamo prefix
        queries.append(removingLastJamo(piece))
      default:
        queries.append((0..<(1 + random.next() % 3)).map { _ in pick(jamo) }.joined())
      }
    }
    return queries
  }()

  static let optionSets: [SearchOptions] = {
    var sets: [SearchOptions] = []
    for mode in SearchMode.allCases {
      for spaces in [false, true] {
        sets.append(SearchOptions(mode: mode, ignoresSpaces: spaces))
      }
    }
    var exact = SearchOptions(ignoresSpaces: true)
    exact.allowsCarryOver = false
    sets.append(exact)
    sets.append(SearchOptions(mode: .prefix, ignoresLatinCase: false, allowsCarryOver: false))
    sets.append(SearchOptions(allowsCarryOver: false))
    return sets
  }()

  /// What the index must return: the matcher's hits, ranked independently.
  static func expected(_ query: HangulSearchQuery) -> [(item: Int, match: SearchMatch)] {
    names.enumerated().compactMap { i, name in query.match(in: name).map { (i, $0) } }
      .sorted { a, b in
        if a.match.kind != b.match.kind { return a.match.kind < b.match.kind }
        if a.match.usesCarryOver != b.match.usesCarryOver { return !a.match.usesCarryOver }
        return collationRank[a.item] < collationRank[b.item]
      }
  }

  @Test(arguments: 0..<optionSets.count)
  func indexAgreesWithMatcher(optionSet: Int) {
    let options = Self.optionSets[optionSet]
    var total = 0
    for text in Self.queries {
      let query = HangulSearchQuery(text, options: options)
      let expected = Self.expected(query)
      let results = Self.index.search(query)
      #expect(results.itemOffsets == expected.map(\.item), "\(text) \(options)")
      guard results.count == expected.count else { continue }
      for (hit, want) in zip(results, expected) {
        #expect(hit.kind == want.match.kind, "\(text) in \(Self.names[hit.itemOffset])")
        #expect(hit.usesCarryOver == want.match.usesCarryOver, "\(text) in \(Self.names[hit.itemOffset])")
        #expect(hit.characterRanges == want.match.characterRanges, "\(text) in \(Self.names[hit.itemOffset])")
      }
      #expect(results.count(of: .exact) + results.count(of: .prefix) + results.count(of: .contains) == results.count)
      total += results.count
    }
    #expect(total > 1_000)
  }

  /// Typing a query keystroke by keystroke, refining each time, gives the same results as
  /// searching from scratch (and refinement is really used when the query continues).
  @Test(arguments: 0..<optionSets.count)
  func refiningEqualsSearchingFromScratch(optionSet: Int) {
    let options = Self.optionSets[optionSet]
    var random = SplitMix64(seed: 9)
    var refinements = 0
    defer { #expect(refinements > 100) }
    for _ in 0..<60 {
      let name = Self.names[Int(random.next() % UInt64(Self.names.count))]
      // The keystrokes of a 2-set typist: jamo by jamo, assembled.
      let strokes = disassemble(name)
      var typed = ""
      var previous: SearchResults? = nil
      for stroke in strokes.unicodeScalars.prefix(8) {
        typed.unicodeScalars.append(stroke)
        let query = assemble(typed)
        let refined = Self.index.search(query, options: options, refining: previous)
        let fresh = Self.index.search(query, options: options)
        #expect(refined.itemOffsets == fresh.itemOffsets, "\(query) after \(previous?.query.text ?? "-")")
        #expect(refined.map(\.characterRanges) == fresh.map(\.characterRanges))
        if let previous, refined.query.refines(previous.query) {
          let wasRefined = refined.wasRefined
          #expect(wasRefined)
          refinements += 1
        }
        previous = refined
      }
    }
  }

  /// Typing the initials of a name (and a Latin tail) one by one, refining each time, gives
  /// the same results as searching from scratch: the consonant queries of the key-pair refine.
  @Test(arguments: 0..<optionSets.count)
  func refiningInitialsEqualsSearchingFromScratch(optionSet: Int) {
    let options = Self.optionSets[optionSet]
    var random = SplitMix64(seed: 11)
    var refinements = 0
    defer { #expect(refinements > 100) }
    for _ in 0..<60 {
      let name = Self.names[Int(random.next() % UInt64(Self.names.count))]
      let start = Int(random.next() % 2)
      var typed = ""
      var previous: SearchResults? = nil
      for character in choseong(of: name).dropFirst(start).prefix(6) {
        typed.append(character)
        let refined = Self.index.search(typed, options: options, refining: previous)
        let fresh = Self.index.search(typed, options: options)
        #expect(refined.itemOffsets == fresh.itemOffsets, "\(typed) after \(previous?.query.text ?? "-")")
        #expect(refined.map(\.kind) == fresh.map(\.kind))
        #expect(refined.map(\.characterRanges) == fresh.map(\.characterRanges))
        if refined.wasRefined { refinements += 1 }
        previous = refined
      }
    }
  }

  @Test func refinesFollowsTyping() {
    func refines(_ a: String, _ b: String, carry: Bool = false) -> Bool {
      var options = SearchOptions()
      options.allowsCarryOver = carry
      return HangulSearchQuery(a, options: options).refines(HangulSearchQuery(b, options: options))
    }
    #expect(refines("홍길", "홍기"))
    #expect(refines("홍기", "홍"))
    #expect(refines("홍ㄱ", "ㅎ"))
    #expect(refines("과", "고"))
    #expect(refines("값", "갑"))
    #expect(refines("ㄱㄴ", ""))
    #expect(!refines("홍기", "홍길"))
    #expect(!refines("하느", "한"))
    #expect(refines("하느", "한", carry: true))
    #expect(refines("하늘", "한", carry: true))
    #expect(!refines("하드", "한", carry: true))
    #expect(!refines("ㄱ", "가"))
    #expect(!HangulSearchQuery("홍길", options: .init(mode: .prefix)).refines(HangulSearchQuery("홍기")))
  }

  @Test func guideExamples() throws {
    let index = try SearchIndex(["홍길동", "김수한", "홍길순", "길동무", "까치", "하늘"])
    #expect(index.search("ㅎㄱㄷ").itemOffsets == [0])
    #expect(index.search("홍기").itemOffsets == [0, 2])  // 홍길동 < 홍길순 (동 < 순)
    #expect(index.search("김ㅅ").itemOffsets == [1])
    #expect(index.search("ㄱ").itemOffsets.contains(4) == false)
    #expect(index.search("ㅎㄷ", options: .init(mode: .prefix)).isEmpty)
    #expect(index.search("ㄱㄷ").itemOffsets == [3, 0])  // prefix before contains
    let hit = index.search("ㄱㄷ")[1]
    #expect(hit.characterRanges == [1..<3])
    #expect("홍길동"[hit.ranges(in: "홍길동")[0]] == "길동")
    var carry = SearchOptions()
    carry.allowsCarryOver = true
    #expect(index.search("한", options: carry).itemOffsets == [5, 1])  // 하늘 (exact), 김수한 (contains)
    #expect(index.search("한", options: carry)[0].kind == .exact)
  }

  @Test func emptyIndexAndEmptyQuery() throws {
    let empty = try SearchIndex([String]())
    #expect(empty.search("ㄱ").isEmpty)
    #expect(empty.search("").isEmpty)
    let index = try SearchIndex(["나", "", "가"])
    #expect(index.search("").itemOffsets == [1, 2, 0])  // exact (empty) first, then by collation
  }

  @Test func buildsOverItemsByName() throws {
    struct Contact { var name: String }
    let contacts = [Contact(name: "홍길동"), Contact(name: "김수한")]
    let index = try SearchIndex(contacts, by: \.name)
    #expect(index.search("ㄱㅅ").map { contacts[$0.itemOffset].name } == ["김수한"])
    #expect(index.count == 2)
  }

  /// Index memory stays under twice the UTF-8 size of a generated list.
  @Test func memoryIsUnderTwiceTheText() throws {
    var generator = NameGenerator(seed: 5)
    let names = generator.names(count: 20_000)
    let index = try SearchIndex(names)
    let text = names.reduce(0) { $0 + $1.utf8.count + 1 }
    #expect(index.memoryFootprint < 2 * text)
  }
}

/// More distinct multi-scalar characters than the index gives codes to: the rest are
/// compared by text and still found exactly as the matcher finds them.
@Suite struct SearchIndexOverflowTests {
  @Test func complexCharactersBeyondTheTable() throws {
    let characters = (0..<2_200).map { String(Character(Unicode.Scalar(0xE000 + UInt32($0))!)) + "\u{301}" }
    let names = characters.enumerated().map { i, c in i % 3 == 0 ? "김\(c)수" : c + " " + characters[(i * 7) % 2_200] }
    let index = try SearchIndex(names)
    for probe in [0, 1, 5, 2_046, 2_047, 2_048, 2_100, 2_199] {
      for text in [characters[probe], "ㄱ" + characters[probe], characters[probe] + " ", characters[probe] + "ㅅ"] {
        for options in [SearchOptions(), SearchOptions(mode: .prefix, ignoresSpaces: true)] {
          let query = HangulSearchQuery(text, options: options)
          let expected = Set(names.indices.filter { query.matches(names[$0]) })
          #expect(Set(index.search(query).itemOffsets) == expected, "\(probe) \(text)")
        }
      }
    }
    #expect(index.search("\u{E000}").isEmpty)
    #expect(index.search(characters[2_150]).count >= 1)
  }
}

/// The index's layout order (syllable-only names by radix sort, the rest merged in with ICU
/// comparisons) against `KoreanCollator.sortedIndices`, which sorts everything by ICU keys.
@Suite struct SearchIndexCollationOrderTests {
  /// 20,000 names (radix sorts) and small lists (comparison sorts below 256 entries), each
  /// with 10 % duplicates, NFD twins, long names sharing 4-syllable prefixes and
  /// one-syllable names.
  @Test(arguments: [(0.05, 20_000), (0.5, 20_000), (0.05, 250), (0.5, 230), (0.5, 15), (0.05, 1)])
  func orderEqualsSortingBySortKeys(otherShare: Double, count: Int) throws {
    var configuration = NameGenerator.Configuration()
    configuration.otherShare = otherShare
    var generator = NameGenerator(seed: 7_000 + UInt64(count), configuration: configuration)
    var names = generator.names(count: count)
    var random = SplitMix64(seed: 3)
    for _ in 0..<max(1, count / 10) {
      let name = names[Int(random.next() % UInt64(names.count))]
      switch random.next() % 4 {
      case 0: names.append(name)
      case 1: names.append(name.decomposedForTest)
      case 2: names.append("가나다라" + String(name.prefix(2)))
      default: names.append(String(name.prefix(1)))
      }
    }
    names += ["가나다라마", "가나다라", "가나다라가", "가나다라마바", "가나다락", "", "가나다라\u{1100}\u{1161}"]
    let index = try SearchIndex(names)
    let expected = try KoreanCollator().sortedIndices(of: names).filter { !names[$0].isEmpty }
    let empty = names.indices.filter { names[$0].isEmpty }
    #expect(index.search("").itemOffsets == empty + expected)
  }

  /// Strings of modern syllables: ICU order is code point order (what the radix sort uses).
  @Test func syllableStringsSortByCodePoint() throws {
    var random = SplitMix64(seed: 11)
    let strings = (0..<5_000).map { _ in
      String(
        String.UnicodeScalarView(
          (0..<(1 + random.next() % 5)).map { _ in
            Unicode.Scalar(UInt32(0xAC00 + random.next() % (random.next() % 2 == 0 ? 11_172 : 60)))!
          }))
    }
    let icu = try KoreanCollator().sortedIndices(of: strings).map { strings[$0] }
    let byCodePoint = strings.sorted {
      $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) { $0.value < $1.value }
    }
    #expect(icu == byCodePoint)
  }
}

/// The examples in the doc comments and the guide, as printed there.
@Suite struct SearchDocExampleTests {
  @Test func examples() throws {
    let index = try SearchIndex(["홍길동", "김수한", "홍길순", "길동무", "까치"])
    let results = index.search("ㄱㄷ")
    #expect(results.itemOffsets == [3, 0])
    #expect(results.map(\.kind) == [.prefix, .contains])
    #expect(results.map(\.characterRanges) == [[0..<2], [1..<3]])
    #expect(index.search("ㄱㄷㅁ", refining: results).itemOffsets == [3])
    #expect(try SearchIndex(["홍길동", "길동무", "김길동"]).search("길동").itemOffsets == [1, 2, 0])
    #expect(try SearchIndex(["가나", "나"]).search("나")[0].itemOffset == 1)
    var options = SearchOptions(mode: .prefix, ignoresSpaces: true)
    options.allowsCarryOver = true
    #expect(HangulSearchQuery("한", options: options).matches("하 늘"))
    #expect(!HangulSearchQuery("kim", options: .init(ignoresLatinCase: false)).matches("KIM"))
    #expect(HangulSearchQuery("홍기").match(in: "김홍길순")?.characterRanges == [1..<3])
    #expect(try SearchIndex(["이서연"]).search("Lee", options: .init(fallbacks: .romanization)).itemOffsets == [0])
    let fallback = try SearchIndex(["홍길동", "김민수", "이서연", "박지훈", "Kim Minsu"])
    let lee = fallback.search("Lee seo", options: SearchOptions(fallbacks: [.latinKeyboard, .romanization]))
    #expect(lee.itemOffsets == [2])
    #expect(lee.map(\.characterRanges) == [[0..<2]])
    #if ICU
      #expect(try Transliterator(id: "Hangul-Latin").transliterate("홍길동 박지훈 이서연") == "hong-gildong bagjihun iseoyeon")
    #endif
    #expect(DubeolsikKeyboard.hangul(typedAs: "dkssudgktpdy") == "안녕하세요")
  }

  /// A huge name and hostile names in an index: defined answers, the matcher's answers.
  @Test func hostileNamesInAnIndex() throws {
    let names = CoreTestSupport.hostileInputs
    let index = try SearchIndex(names)
    for text in names + ["가나다", "ㄱㄴ", "Andrew", "a", "\u{301}"] {
      for options in [SearchOptions(), SearchOptions(mode: .prefix, ignoresSpaces: true)] {
        let query = HangulSearchQuery(text, options: options)
        #expect(
          Set(index.search(query).itemOffsets) == Set(names.indices.filter { query.matches(names[$0]) }),
          "\(CoreTestSupport.codePoints(text.prefix(8)))")
      }
    }
  }
}

/// A session over typing with backspaces gives what fresh searches give.
@Suite struct SearchSessionTests {
  @Test func typingAndBackspacingEqualsFreshSearches() throws {
    let index = SearchIndexTests.index
    var random = SplitMix64(seed: 21)
    for options in SearchIndexTests.optionSets {
      var session = SearchSession(index: index, options: options)
      for _ in 0..<25 {
        let name = SearchIndexTests.names[Int(random.next() % UInt64(SearchIndexTests.names.count))]
        let strokes = Array(disassemble(name).unicodeScalars.prefix(7))
        var typed: [Unicode.Scalar] = []
        for stroke in strokes {
          typed.append(stroke)
          if random.next() % 4 == 0, !typed.isEmpty { typed.removeLast() }  // a backspace
          let text = assemble(String(String.UnicodeScalarView(typed)))
          #expect(session.search(text).itemOffsets == index.search(text, options: options).itemOffsets, "\(text)")
        }
      }
    }
  }

  @Test func example() throws {
    var session = SearchSession(index: try SearchIndex(["홍길동", "홍길순", "김수한"]))
    #expect(session.search("ㅎ").itemOffsets == [0, 1, 2])  // 김수한 contains 한
    #expect(session.search("홍ㄱ").itemOffsets == [0, 1])
    #expect(session.search("홍길ㄷ").itemOffsets == [0])
    #expect(session.search("홍ㄱ").itemOffsets == [0, 1])
    session.options.mode = .prefix
    #expect(session.search("ㄱ").itemOffsets == [2])
  }
}
