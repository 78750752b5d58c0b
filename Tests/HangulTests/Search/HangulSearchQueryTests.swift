import HangulCorpus
import HangulTestSupport
import Testing

@testable import Hangul
@testable import HangulCore

/// The matching rules of the Searching Names guide, one table per rule.
@Suite struct HangulSearchQueryTests {
  static func match(_ query: String, _ item: String, _ options: SearchOptions = SearchOptions()) -> SearchMatch? {
    HangulSearchQuery(query, options: options).match(in: item)
  }

  /// Queries of the guide that find 홍길동 / 김수한, in both modes, with the matched range.
  @Test(arguments: [
    ("ㅎㄱㄷ", "홍길동", 0..<3), ("홍ㄱㄷ", "홍길동", 0..<3), ("홍길", "홍길동", 0..<2), ("홍기", "홍길동", 0..<2),
    ("홍ㄱ", "홍길동", 0..<2), ("김ㅅ", "김수한", 0..<2), ("홍길동", "홍길동", 0..<3), ("ㅎ", "홍길동", 0..<1),
    ("홍길도", "홍길동", 0..<3), ("홍길ㄷ", "홍길동", 0..<3),
  ])
  func guideExamplesMatchAsPrefix(query: String, item: String, range: Range<Int>) throws {
    for mode in SearchMode.allCases {
      let match = try #require(Self.match(query, item, SearchOptions(mode: mode)), "\(query) in \(item) (\(mode))")
      #expect(match.characterRanges == [range])
      #expect(String(item[match.ranges[0]]) == String(Array(item)[range]))
      #expect(match.kind == (range.count == item.count ? .exact : .prefix))
    }
  }

  @Test(arguments: [
    ("ㄱ", "까치", SearchMode.contains), ("ㅎㄷ", "홍길동", .prefix), ("ㄱㄷ", "홍길동", .prefix),
    ("길동", "홍길동", .prefix), ("홍길동무", "홍길동", .contains), ("ㅎㄱㄷ", "홍 길동", .contains),
    ("기동", "홍길동", .contains),  // 기 is not last: must equal 길
    ("홍긱", "홍길동", .contains),  // 긱 is not a jamo prefix of 길
    ("ㄲ", "가치", .contains), ("ㄸ", "동", .contains), ("ㄱ", "ㄲ", .contains), ("ㄳ", "각시", .contains),
    ("가", "ㄱ", .contains), ("ㅏ", "가", .contains), ("x", "", .contains), ("김", "", .prefix),
  ])
  func nonMatches(query: String, item: String, mode: SearchMode) {
    #expect(Self.match(query, item, SearchOptions(mode: mode)) == nil, "\(query) must not find \(item) (\(mode))")
  }

  /// The last syllable matches by jamo-level prefix: 기 → 길, 고 → 과, 갑 → 값, 가 → 각.
  @Test(arguments: [
    ("기", "길"), ("고", "과"), ("갑", "값"), ("가", "각"), ("구", "궤"), ("으", "의"),
    ("갈", "갉"), ("가", "갃"), ("과", "곽"), ("과", "과"), ("ㄱ", "ㄱ"),
  ])
  func lastSyllableJamoPrefix(query: String, item: String) {
    #expect(Self.match(query, item)?.characterRanges == [0..<1])
    // Not when the syllable is not the last query character.
    if query != item && query.unicodeScalars.first!.properties.name?.hasPrefix("HANGUL SYLLABLE") == true {
      #expect(Self.match(query + "ㄴ", item + "나") == nil)
    }
  }

  /// Pairs where the item syllable does not start with the query syllable's jamo.
  @Test(arguments: [
    ("과", "고"), ("괘", "과"), ("갔", "갓"), ("갓", "갔"), ("값", "갑"), ("각", "갂"), ("긔", "그"),
    ("가", "까"), ("고", "괴"), ("귀", "구"),
  ])
  func lastSyllableNotAJamoPrefix(query: String, item: String) {
    // 고 → 괴 is a prefix (ㅚ = ㅗ+ㅣ), every other pair here is not.
    let expected = (query, item) == ("고", "괴")
    #expect((Self.match(query, item) != nil) == expected, "\(query) vs \(item)")
  }

  /// The last-syllable rule against the jamo decomposition (`jamo(level: .jamo)` arrays) for
  /// every syllable sharing the query's initial, for a sample of 300 query syllables.
  @Test func lastSyllableRuleAgreesWithJamoDecomposition() {
    var random = SplitMix64(seed: 51)
    let all = Array(HangulSyllable.all)
    for _ in 0..<300 {
      let q = all[Int(random.next() % UInt64(all.count))]
      let query = HangulSearchQuery(String(q.description))
      let qJamo = q.jamo(level: .jamo)
      for t in all where t.choseong == q.choseong {
        let expected = t.jamo(level: .jamo).starts(with: qJamo)
        #expect(query.matches(t.description) == expected, "\(q) vs \(t)")
      }
    }
  }

  /// A compatibility consonant matches syllables with that initial or itself, never a doubled
  /// or different initial; all 19 initials against all 11,172 syllables.
  @Test func consonantMatchesExactlyItsInitial() {
    for initial in Choseong.allCases {
      let query = HangulSearchQuery(String(Character(initial.compatibilityScalar)))
      var count = 0
      for syllable in HangulSyllable.all where query.matches(syllable.description) {
        #expect(syllable.choseong == initial)
        count += 1
      }
      #expect(count == 588)
      #expect(query.matches(String(Character(initial.compatibilityScalar))))
      for other in Choseong.allCases where other != initial {
        #expect(!query.matches(String(Character(other.compatibilityScalar))))
      }
    }
  }

  @Test func contiguityAndContainsRanges() throws {
    let match = try #require(Self.match("ㄱㄷ", "홍길동"))
    #expect(match.kind == .contains)
    #expect(match.characterRanges == [1..<3])
    #expect(try #require(Self.match("길동", "홍길동 길동")).characterRanges == [1..<3])  // the first match
    #expect(try #require(Self.match("수", "김수한")).characterRanges == [1..<2])
    #expect(try #require(Self.match("ㅎ", "김수한")).characterRanges == [2..<3])
    #expect(try #require(Self.match("한", "김수한")).kind == .contains)
    #expect(try #require(Self.match("민", "민수 김민")).characterRanges == [0..<1])
  }

  /// Ranges are whole characters of the item as given, also around emoji and combining marks.
  @Test func rangesAreCharactersOfTheOriginalItem() throws {
    let item = "👩‍👩‍👧 김민수 e\u{301}"
    let match = try #require(Self.match("ㅁㅅ", item))
    #expect(match.characterRanges == [3..<5])
    #expect(item[match.ranges[0]] == "민수")
    let accent = try #require(Self.match("é", item))
    #expect(accent.characterRanges == [6..<7])
    #expect(item[accent.ranges[0]] == "e\u{301}")
  }

  /// NFD items (and NFD queries) match like their NFC forms, with ranges in the NFD text.
  @Test func nfdItemsAndQueries() throws {
    let item = "홍길동".decomposedForTest
    #expect(item.unicodeScalars.count == 9)
    for query in ["ㅎㄱㄷ", "홍ㄱㄷ", "홍길", "홍기", "홍ㄱ", "길동", "홍길".decomposedForTest] {
      let match = try #require(Self.match(query, item), "\(query)")
      #expect(
        match.ranges.map { String(item[$0]) }.joined().precomposedStringForTest
          == String(Array("홍길동")[match.characterRanges[0]]))
    }
    #expect(Self.match("ㄱ", "까치".decomposedForTest) == nil)
    #expect(Self.match("Emile", "E\u{301}mile") == nil)
    #expect(Self.match("\u{C9}mile", "E\u{301}mile")?.kind == .exact)
    #expect(Self.match("\u{212B}", "\u{C5}")?.kind == .exact)  // Ångström sign ≡ Å
  }

  @Test func latinCase() throws {
    #expect(Self.match("kim", "Kim Minsu")?.kind == .prefix)
    #expect(Self.match("KIM", "kim")?.kind == .exact)
    #expect(Self.match("émile", "ÉMILE")?.kind == .exact)
    #expect(Self.match("ｋｉｍ", "Ｋｉｍ")?.kind == .exact)
    #expect(Self.match("zoe", "Zoë") == nil)  // accents count
    var strict = SearchOptions()
    strict.ignoresLatinCase = false
    #expect(Self.match("kim", "Kim", strict) == nil)
    #expect(Self.match("Kim", "Kim", strict)?.kind == .exact)
    #expect(Self.match("ω", "Ω") == nil)  // Greek is not Latin
  }

  @Test func ignoringSpaces() throws {
    let options = SearchOptions(ignoresSpaces: true)
    let split = try #require(Self.match("홍길", "홍 길동", options))
    #expect(split.characterRanges == [0..<1, 2..<3])
    #expect(split.characterRange == 0..<3)
    #expect(split.kind == .prefix)
    #expect(try #require(Self.match("ㅎㄱㄷ", "홍 길 동", options)).kind == .exact)
    #expect(try #require(Self.match("홍 길동", "홍길동", options)).characterRanges == [0..<3])
    #expect(Self.match("ㄱㄷ", "  홍길동  ", SearchOptions(mode: .prefix, ignoresSpaces: true)) == nil)
    #expect(try #require(Self.match("홍", "  홍길동  ", SearchOptions(mode: .prefix, ignoresSpaces: true))).kind == .prefix)
    #expect(try #require(Self.match("ㅎㄱㄷ", " 홍길동\u{3000}", options)).kind == .exact)
    #expect(Self.match("홍길", "홍 길동") == nil)
    #expect(Self.match("홍 길", "홍길동") == nil)
    #expect(Self.match(" ", "홍 길동")?.characterRanges == [1..<2])
    #expect(Self.match(" ", "홍 길동", options)?.characterRanges == [])  // an empty query
  }

  @Test func carryOver() throws {
    var options = SearchOptions()
    #expect(options.allowsCarryOver)  // the default
    #expect(Self.match("한", "하늘", SearchOptions(allowsCarryOver: false)) == nil)
    #expect(try #require(Self.match("한", "하늘", options)).characterRanges == [0..<2])
    #expect(try #require(Self.match("닭", "달걀", options)).characterRanges == [0..<2])  // ㄺ: ㄱ moves
    #expect(try #require(Self.match("갔", "가씨", options)).characterRanges == [0..<2])  // ㅆ moves whole
    #expect(try #require(Self.match("김한", "김하늘", options)).kind == .exact)
    #expect(Self.match("한", "하", options) == nil)  // nothing to carry to
    #expect(Self.match("한", "화늘", options) == nil)
    #expect(Self.match("한", "하눌", options) != nil)
    #expect(Self.match("한", "하ㄴ", options) != nil)  // the consonant letter itself
    #expect(Self.match("한", "학늘", options) == nil)  // the base must be exact
    #expect(try #require(Self.match("한", "한", options)).kind == .exact)  // the plain rule first
    options.ignoresSpaces = true
    #expect(try #require(Self.match("한", "하 늘", options)).characterRanges == [0..<1, 2..<3])
  }

  /// The carry-over split of every syllable with a final is what the 2-set automaton
  /// (`assemble`, checked against es-hangul) makes when a vowel follows: 한 + ㅏ → 하나.
  @Test func carryOverSplitsAsTypingDoes() {
    var count = 0
    for syllable in HangulSyllable.all where syllable.hasJongseong {
      let carry = syllable.carryOver!
      let typed = assemble(syllable.description + "ㅏ")
      let expected = carry.base.description + HangulSyllable(choseong: carry.initial, jungseong: .a).description
      #expect(typed == expected, "\(syllable)")
      count += 1
    }
    #expect(count == 11_172 - 399)
  }

  @Test func otherCharactersCompareEqual() throws {
    #expect(Self.match("1조", "1조")?.kind == .exact)
    #expect(Self.match("金", "金民洙")?.kind == .prefix)
    #expect(Self.match("😀", "김민수 😀")?.characterRanges == [4..<5])
    #expect(Self.match("🇰🇷", "🇰🇷 이서연")?.kind == .prefix)
    #expect(Self.match("ㄳ", "ㄳ")?.kind == .exact)
    #expect(Self.match("ㅏ", "ㅏ")?.kind == .exact)
    #expect(Self.match("\u{1100}", "가") == nil)  // a conjoining letter is not a compatibility consonant
  }

  @Test func emptyQueryMatchesEverything() throws {
    #expect(try #require(Self.match("", "홍길동")).kind == .prefix)
    #expect(try #require(Self.match("", "")).kind == .exact)
    #expect(try #require(Self.match("", "홍길동")).characterRanges.isEmpty)
  }

  /// No crash and a defined answer on hostile input, as query and as item.
  @Test func hostileInput() {
    for text in CoreTestSupport.hostileInputs {
      for other in ["", "가", "ㄱ", "a", "😀", text] {
        let a = HangulSearchQuery(text).match(in: other)
        let b = HangulSearchQuery(other).match(in: text)
        // Text searched in itself matches all of itself (an empty one, with no ranges).
        if text == other { #expect(a?.kind == .exact && a?.characterRanges == (text.isEmpty ? [] : [0..<text.count])) }
        for match in [a, b].compactMap({ $0 }) {
          #expect(match.ranges.count == match.characterRanges.count)
        }
      }
    }
  }

  @Test func usableAsFilter() {
    let query = HangulSearchQuery("홍기")
    #expect(["홍길동", "홍기표", "김홍기", "홍지"].filter(query.matches) == ["홍길동", "홍기표", "김홍기"])
  }
}

extension String {
  /// NFC through ICU, for tests.
  var precomposedStringForTest: String { (try? normalized(.nfc)) ?? self }
}
