import HangulCorpus
import HangulTestSupport
import Testing

@testable import Hangul
@testable import HangulCore

/// The 2-set keyboard mapping against es-hangul (`Fixtures/search-keyboard.tsv`).
@Suite struct DubeolsikKeyboardTests {
  @Test func agreesWithEsHangul() throws {
    let rows = try CoreTestSupport.fixture("search-keyboard.tsv")
    #expect(rows.count > 14_000)
    var disagreements: [String] = []
    for row in rows where DubeolsikKeyboard.hangul(typedAs: row[0]) != row[1] {
      disagreements.append("\(row[0]) → \(DubeolsikKeyboard.hangul(typedAs: row[0])) (es-hangul \(row[1]))")
    }
    #expect(disagreements.isEmpty, "\(disagreements.count): \(disagreements.prefix(20))")
  }

  @Test(arguments: [
    ("ghdrlfehd", "홍길동"), ("dkssud", "안녕"), ("rlaRkcl", "김까치"), ("gks rmf", "한 글"),
    ("Qkd", "빵"), ("dO", "얘"), ("dP", "예"), ("WkaQhd", "짬뽕"), ("Ekf", "딸"), ("Tkd", "쌍"),
    ("GHDRLFEHD", "홍낄똥"), ("", ""), ("123", "123"), ("r", "ㄱ"), ("k", "ㅏ"),
  ])
  func examples(keys: String, expected: String) {
    #expect(DubeolsikKeyboard.hangul(typedAs: keys) == expected)
  }

  @Test func keys() {
    #expect(DubeolsikKeyboard.jamo(forKey: "r") == "ㄱ")
    #expect(DubeolsikKeyboard.jamo(forKey: "R") == "ㄲ")
    #expect(DubeolsikKeyboard.jamo(forKey: "K") == "ㅏ")
    #expect(DubeolsikKeyboard.jamo(forKey: "1") == nil)
    #expect(DubeolsikKeyboard.jamo(forKey: "é") == nil)
    // 26 keys, 33 jamo with shift; every modern consonant and vowel letter is reachable.
    let typed = Set(("a"..."z").characters + ("A"..."Z").characters).compactMap { DubeolsikKeyboard.jamo(forKey: $0) }
    #expect(Set(typed).count == 33)
  }
}

extension ClosedRange where Bound == String {
  fileprivate var characters: [Character] {
    let a = lowerBound.unicodeScalars.first!.value
    let b = upperBound.unicodeScalars.first!.value
    return (a...b).map { Character(Unicode.Scalar($0)!) }
  }
}

/// Romanized queries: the personal-name romanization per syllable against names romanized
/// by the rule from ko-pron (`Fixtures/search-romanization.tsv`), customary surnames, and
/// the rule.
@Suite struct RomanizedNameMatcherTests {
  @Test func personalNameRomanizationFindsTheName() throws {
    let rows = try CoreTestSupport.fixture("search-romanization.tsv")
    #expect(rows.count > 2_000)
    for row in rows {
      #expect(romanize(row[0], options: RomanizationOptions(isPersonalName: true)) == row[1])
      let match = RomanizedNameMatcher(row[1]).match(in: row[0])
      #expect(match?.kind == .exact, "\(row[1]) should find \(row[0])")
      #expect(match?.characterRanges == [0..<row[0].count])
      // As typed with spaces and capitals, and cut inside the last syllable.
      let spaced = row[1].replacingHyphens.uppercased()
      #expect(RomanizedNameMatcher(spaced, mode: .prefix).matches(row[0]), "\(spaced)")
      #expect(RomanizedNameMatcher(String(row[1].dropLast()), mode: .prefix).matches(row[0]))
    }
  }

  @Test(arguments: [
    ("Kim", "김민수"), ("Lee", "이서연"), ("Yi", "이서연"), ("Rhee", "이서연"), ("Park", "박지훈"),
    ("Pak", "박지훈"), ("Choi", "최민준"), ("Choe", "최민준"), ("Jung", "정우성"), ("Jeong", "정우성"),
    ("Chung", "정우성"), ("Kang", "강하늘"), ("Yoon", "윤서"), ("Lim", "임지"), ("Oh", "오세훈"),
    ("Shin", "신아"), ("Ahn", "안중근"), ("Ryu", "류현진"), ("Yoo", "유재석"), ("Ko", "고아라"),
    ("Moon", "문재인"), ("Noh", "노무현"), ("Namgoong", "남궁민"), ("Hong Gildong", "홍길동"),
    ("hong gil", "홍길동"), ("Kim Minsu", "김민수"), ("kimminsu", "김민수"), ("Park Ji", "박지훈"),
  ])
  func customarySurnames(query: String, name: String) throws {
    let match = try #require(RomanizedNameMatcher(query, mode: .prefix).match(in: name), "\(query) → \(name)")
    #expect(match.characterRanges.first?.lowerBound == 0)
  }

  @Test func rule() throws {
    #expect(try #require(RomanizedNameMatcher("gildong").match(in: "홍길동")).characterRanges == [1..<3])
    #expect(try #require(RomanizedNameMatcher("gildong").match(in: "홍길동")).kind == .contains)
    #expect(!RomanizedNameMatcher("ildong").matches("홍길동"))  // not from a syllable start
    #expect(!RomanizedNameMatcher("gildong", mode: .prefix).matches("홍길동"))
    #expect(try #require(RomanizedNameMatcher("hong-gildong").match(in: "홍 길동")).kind == .exact)
    #expect(try #require(RomanizedNameMatcher("hong gi").match(in: "홍 길동")).characterRanges == [0..<1, 2..<3])
    #expect(!RomanizedNameMatcher("김").isSearchable)
    #expect(!RomanizedNameMatcher("  ").isSearchable)
    #expect(RomanizedNameMatcher("kim").matches("Kim😀"))
    #expect(RomanizedNameMatcher("minsu").matches("Minsu Kim"))  // Latin items compare as letters
    #expect(!RomanizedNameMatcher("kimminsu").matches("김😀민수"))
    #expect(!RomanizedNameMatcher("Lee").matches("리서연"))
    #expect(RomanizedNameMatcher("namgoong").match(in: "남궁민")?.characterRanges == [0..<2])  // the whole surname
    #expect(RomanizedNameMatcher("namgoong min").match(in: "남궁민")?.kind == .exact)
    // The Revised Romanization spelling.
    #expect(RomanizedNameMatcher("i").match(in: "이서연")?.characterRanges == [0..<1])
    #expect(RomanizedNameMatcher("seoyeon").match(in: " 이서연 ")?.kind == .contains)
    #expect(RomanizedNameMatcher("iseoyeon").match(in: " 이서연 ")?.kind == .exact)  // ri, not Lee: only the surname table
  }
}

/// Fallbacks in `SearchIndex`: off by default, tried only when nothing matches.
@Suite struct SearchIndexFallbackTests {
  static let names = ["홍길동", "김민수", "이서연", "박지훈", "Kim Minsu", "안녕하세요", "gks"]

  @Test func keyboardFallback() throws {
    let index = try SearchIndex(Self.names)
    #expect(index.search("ghdrlfehd").isEmpty)
    let results = index.search("ghdrlfehd", options: SearchOptions(fallbacks: .latinKeyboard))
    #expect(results.itemOffsets == [0])
    #expect(results.fallback == .latinKeyboard)
    #expect(results.query.text == "홍길동")
    #expect(results[0].characterRanges == [0..<3])
    let partial = index.search("dkssudg", options: SearchOptions(fallbacks: .latinKeyboard))  // 안녕ㅎ
    #expect(partial.itemOffsets == [5])
    // A query that matches as typed does not fall back.
    let direct = index.search("gks", options: SearchOptions(fallbacks: .latinKeyboard))
    #expect(direct.itemOffsets == [6])
    #expect(direct.fallback == [])
  }

  @Test func romanizationFallback() throws {
    let index = try SearchIndex(Self.names)
    #expect(index.search("Lee").isEmpty)
    let lee = index.search("Lee", options: SearchOptions(fallbacks: .romanization))
    #expect(lee.itemOffsets == [2])
    #expect(lee.fallback == .romanization)
    #expect(lee[0].characterRanges == [0..<1])
    let hong = index.search("hong gildong", options: SearchOptions(fallbacks: [.latinKeyboard, .romanization]))
    #expect(hong.itemOffsets == [0])
    #expect(hong[0].kind == .exact)
    // "kim" matches as typed.
    #expect(index.search("kim", options: SearchOptions(fallbacks: .romanization)).itemOffsets == [4])
    #expect(index.search("park j", options: SearchOptions(mode: .prefix, fallbacks: .romanization)).itemOffsets == [3])
    #expect(index.search("zzz", options: SearchOptions(fallbacks: [.latinKeyboard, .romanization])).isEmpty)
  }

  /// The index's romanized fallback finds exactly what the single-item matcher finds.
  @Test func romanizationFallbackAgreesWithMatcher() throws {
    var configuration = NameGenerator.Configuration()
    configuration.otherShare = 0.3
    var generator = NameGenerator(seed: 31, configuration: configuration)
    let names = generator.names(count: 800)
    let index = try SearchIndex(names)
    for query in ["kim", "lee", "park", "choi", "jung", "min", "seoy", "ji", "hun", "yeon", "a", "namgoong", "Kim Mi"] {
      for mode in SearchMode.allCases {
        let results = index.romanizedForTest(query, mode: mode)
        let matcher = RomanizedNameMatcher(query, mode: mode)
        let expected = names.indices.filter { matcher.matches(names[$0]) }
        #expect(Set(results.map(\.itemOffset)) == Set(expected), "\(query) \(mode)")
        for hit in results {
          #expect(hit.characterRanges == matcher.match(in: names[hit.itemOffset])?.characterRanges)
        }
      }
    }
  }
}

extension SearchIndex {
  /// The romanization fallback on its own (a search skips it when the query matches as typed).
  func romanizedForTest(_ query: String, mode: SearchMode) -> [SearchResults.Hit] {
    let matcher = RomanizedNameMatcher(query, mode: mode)
    return romanizedResults(matcher, query: HangulSearchQuery(query, options: SearchOptions(mode: mode))).map(
      Array.init) ?? []
  }
}

extension String {
  fileprivate var replacingHyphens: String { String(map { $0 == "-" ? " " : $0 }) }
}
