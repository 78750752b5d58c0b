import Foundation
import HangulCorpus
import HangulSQLite
import HangulTestSupport
import Testing

@testable import Hangul
@testable import HangulCore
@testable import HangulDatabase

/// The plan (``SearchPlan``), the one rule that decides a search's candidates for
/// `SearchIndex`, `hangul search` and both stores, as properties over seeded generated names
/// and queries: every match of the one-item matcher (`HangulSearchQuery.match(in:)`, which
/// does not consult the plan) meets it; and the stores' pages against slices of the whole
/// answer.
@Suite struct SearchPlanTests {
  /// Whether `text` matches a `LIKE` pattern made of literal characters and `%` only.
  static func like(_ text: String, _ pattern: String) -> Bool {
    let parts = pattern.split(separator: "%", omittingEmptySubsequences: false).map(String.init)
    var rest = Substring(text)
    for (k, part) in parts.enumerated() {
      if k == 0 {
        guard rest.hasPrefix(part) else { return false }
        rest = rest.dropFirst(part.count)
      } else if k == parts.count - 1 {
        return part.isEmpty || rest.hasSuffix(part)
      } else if !part.isEmpty {
        guard let range = rest.range(of: part) else { return false }
        rest = rest[range.upperBound...]
      }
    }
    return rest.isEmpty
  }

  /// Names: the generated ones (NFD, compatibility jamo, old Hangul, emoji, Latin, digits)
  /// with a second seed, the conjoining-jamo ones and SQL-looking ones.
  static let names: [String] = {
    var generator = NameGenerator(seed: 4242)
    return SearchKeysTests.names + generator.names(count: 3_000).filter { !$0.isEmpty } + [
      "'); DROP TABLE names; --", "O'Brien", "100%", "_", "%", "2반 김민수", "ㅇ", "이", "ㄱㅅ", "A", "a1", "\u{212A}im",
      "\u{110B}\u{1175}", "ᄋᆞᆫ", "이\u{1161}",
      // Digits in other forms (the same primary weight as the ASCII digit) and numbers.
      "２반", "²", "② 김", "٢", "२ 이", "𝟐", "2", "29", "3", "1", "10 김", "12번", "9", "９9", "0", "00 김",
      // Latin names around a query's bounds: cases, accents, other letters of a Latin
      // letter's shape, and the letters and digits after z and 9.
      "kim", "KIM", "Kim Minsu", "Kimberly", "kin", "Kím", "K\u{0301}im", "Ｋim", "kİm", "kım", "ſam", "Sam", "Lee",
      "lee-jin", "LEEZ", "kz", "Kz9", "kza", "l", "a19", "A1", "a1b", "a2", "z", "Zoe", "zz", "zza", "9a", "29b", "2９",
      "Kim2", "kim２", "kim 김", "Kim민수",
      // Around a consonant query's exact group: clusters, lone vowels, names of consonants.
      "ㄳ", "각사", "갃", "ㄱㄱㄹ", "ㄱㄱ", "가\u{1161}", "\u{1100}\u{1100}\u{1161}", "가\u{0301}", "ㄱ ㄴ", "가 나",
      // Around a query of syllables' bounds: the last syllable's own block, its finals and
      // carried finals, other marks and characters after the syllables, and the last syllables.
      "김서", "김서연", "김석", "김섭", "김서보", "김세", "김선a", "김서 A", "김서\u{0301}", "김\u{1109}\u{1165}", "김섷",
      "홍길동", "홍기", "홍까", "홍깋", "홍기ㄹ", "닭고기", "달고", "달기", "닭", "다", "힣힣", "히히", "힣", "김히", "김힣a",
      "金서연", "김서😀", "김 서",
      // Around the bounds of syllables and a consonant (김ㄱ: 김ᄀ to 김까; 김준ㅎ: 김준ᄒ to 김줃):
      // the consonant alone, as a leading jamo (with an old vowel too), a cluster, the
      // syllables of its block and of the next, and after ㅎ.
      "김ㄱ", "김ᄀ", "김ᄀ\u{119E}", "김\u{1100}\u{1161}", "김깋", "김까", "김ㄲ", "김ㄳ", "김갃", "김힣", "김ㅎ", "김히", "김준",
      "김준ㅎ", "김준히", "김준힣a", "김준\u{1112}", "김줁", "김줂", "김줃", "김준아", "김준ㅇ", "김준자", "장ㅇ", "장아", "장자",
      // The consonant as a leading jamo, a compatibility or halfwidth letter, or an old
      // cluster that begins with it, alone or before a vowel, and the syllables just before
      // its block (김준싷): the lower bound of 김준ㅇ and of the carried 김섭 (김서ㅂ).
      "김준\u{110B}", "김준\u{110B}\u{1161}", "김준\u{FFB7}", "김준\u{1147}", "김준\u{114C}", "김준\u{3147}민",
      "김준싷", "김준씨", "김준ㅅ", "김서\u{1107}", "김서\u{FFB2}", "김서\u{1107}\u{1161}", "김서\u{111E}", "김서빠",
      "김서ㅂ", "김서ㅃ", "김서삐", "김서비", "장\u{110B}", "장싷",
    ]
  }()

  static let queries: [String] =
    ["ㅇ", "이", "ㄱㅅ", "ㅇㅈㅎ", "김", "박", "김ㅅ", "a", "k", "Kim", "1", "2", "O'B", "100%", "_", "'); DROP", "e", "😀"]
    + ["kim", "KIM", "Lee", "kz", "z", "zz", "a1", "a19", "29", "9a", "sam", "Kim2", "kim ", "K"]
    + ["ㄳ", "ㄱㄱ", "ㄱㄴ", "ㄱㅅ", "ㄱㄱㄹ"]
    + ["김서", "김섭", "김섷", "홍기", "홍길", "홍길동", "닭고", "달기", "닭", "힣힣", "히", "김히", "김힣", "김서ㅇ", "김 서"]
    + ["김ㄱ", "김ㄲ", "김ㅎ", "김준ㅇ", "김준ㅎ", "장ㅇ", "힣ㅎ", "김준ㅅ", "김서ㅂ"]
    + typingStates
    + SearchKeysTests.queries(from: names)

  /// What a 2-set keyboard shows while names are typed, keystroke by keystroke: `assemble`
  /// of each prefix of the name's jamo (ㄱ, 기, 김, 김ㅅ, 김서, 김섲, 김서주, …), where a
  /// consonant sits on the syllable as its final until the next vowel moves it.
  static let typingStates: [String] = {
    var states: [String] = []
    for name in ["김서준", "김서연", "박지훈", "이수빈", "홍길동", "정하늘", "닭고기", "최윤서", "한겨울", "김섭"] {
      let jamo = Array(disassemble(name))
      for end in 1...jamo.count {
        let state = assemble(String(jamo[..<end]))
        if !states.contains(state) { states.append(state) }
      }
    }
    return states
  }()

  /// Every name the one-item matcher matches meets the plan: it is a candidate (its keys
  /// match the patterns, its text the Latin pattern, its choseong holds the filter), and the
  /// tier of its ranking group is in the plan with the name's keys matching the tier's own
  /// patterns (anchored at the start for exact and prefix groups), the name in the tier's
  /// section and of the tier's key length.
  @Test(arguments: SearchMode.allCases, [false, true])
  func everyMatchMeetsThePlan(mode: SearchMode, carry: Bool) async throws {
    let names = Self.names
    let maker = try NameKeyMaker()
    var keys: [String: NameKeys] = [:]
    for name in names { keys[name] = try maker.keys(for: name) }
    let choseongs = Dictionary(uniqueKeysWithValues: Set(names).map { ($0, choseong(of: $0)) })
    // Each name's search-normalized characters, made once (what `match(in:)` makes a call).
    let characters = Dictionary(uniqueKeysWithValues: Set(names).map { ($0, $0.map(searchNormalized)) })
    // The keys of the tiers' sections and bounds, made once each (a tier's are the same for
    // every name it holds).
    var boundKeys: [String: NameKeys] = [:]
    func boundKey(_ bound: String) throws -> NameKeys {
      if let made = boundKeys[bound] { return made }
      let made = try maker.keys(for: bound)
      boundKeys[bound] = made
      return made
    }
    var tiered = 0
    var checked = 0
    let options = SearchOptions(mode: mode, allowsCarryOver: carry)
    for query in Self.queries {
      await Task.yield()
      let plan = SearchPlan(query: query, options: options)
      if plan.tiers != nil { tiered += 1 }
      let latin = try plan.latinPattern.map { try NSRegularExpression(pattern: $0) }
      let matcher = HangulSearchQuery(query, options: options)
      let queryContext = "\(query) \(mode) carry-over \(carry): "
      for name in names {
        guard let match = matcher.firstMatch(in: characters[name]!) else { continue }
        let key = keys[name]!
        let context = queryContext + name
        if case .keys(let choseong, let jamo) = plan.candidates {
          #expect(choseong.map { Self.like(key.choseongKey, $0) } ?? true, "\(context)")
          #expect(jamo.map { Self.like(key.jamoKey, $0) } ?? true, "\(context)")
        }
        if let latin {
          let range = NSRange(name.startIndex..., in: name)
          #expect(latin.firstMatch(in: name, range: range) != nil, "\(context)")
        }
        if let filter = plan.choseongFilter { #expect(choseongs[name]!.contains(filter), "\(context)") }
        guard let tiers = plan.tiers else { continue }
        let group = Int(match.kind.rawValue) * 2 + (match.carry ? 1 : 0)
        let tier = try #require(tiers.first { $0.group == group }, "\(context) group \(group)")
        if case .keys(let choseong, let jamo) = tier.candidates {
          #expect(choseong.map { Self.like(key.choseongKey, $0) } ?? true, "\(context) tier \(group)")
          #expect(jamo.map { Self.like(key.jamoKey, $0) } ?? true, "\(context) tier \(group)")
        } else {
          #expect(tier.candidates == plan.candidates, "\(context) tier \(group)")
        }
        if !tier.anyOfGrams.isEmpty {
          let grams = Set(SearchKeys.grams(choseongKey: key.choseongKey, jamoKey: key.jamoKey))
          #expect(tier.anyOfGrams.contains(where: grams.contains), "\(context) tier \(group) grams")
        }
        if let section = tier.section {
          #expect(try boundKey(section).titlePosition == key.titlePosition, "\(context) section \(section)")
        }
        if let lengths = tier.lengths { #expect(lengths.contains(key.jamoKey.count), "\(context) \(lengths)") }
        if let from = tier.from {
          let start = try boundKey(from).sortKey
          #expect(!key.sortKey.lexicographicallyPrecedes(start), "\(context) from \(from)")
        }
        if let before = tier.before {
          let end = try boundKey(before).sortKey
          #expect(key.sortKey.lexicographicallyPrecedes(end), "\(context) before \(before)")
        }
        checked += 1
      }
    }
    #expect(tiered > Self.queries.count * 3 / 4)
    #expect(checked > 2_500)
  }

  /// The ranking group of `matcher`'s match in a name given as its search-normalized
  /// characters, or `nil` for none or a contains match: what `match(in:)` finds, without
  /// normalizing the name again for every query (`firstMatch(in:)`, which it calls).
  static func startGroup(of matcher: HangulSearchQuery, in characters: [Character]) -> Int? {
    guard let match = matcher.firstMatch(in: characters), match.kind != .contains else { return nil }
    return Int(match.kind.rawValue) * 2 + (match.carry ? 1 : 0)
  }

  /// Every syllable as a query, alone and with the carry-over: each syllable of its
  /// initial's block that begins a name it matches exactly or as a prefix (the syllable and
  /// 나) sorts between the bounds of the tier of its match's group, `from` and `before`, by
  /// the stored sort keys (ICU's, the oracle of the order). With the carry-over, 선 matches
  /// 서나 by it, between 서ㄴ and 서다.
  @Test(arguments: [false, true]) func everySyllableMatchSortsBetweenTheTiersBounds(carry: Bool) async throws {
    let maker = try NameKeyMaker()
    // Each syllable followed by 나, made once (index: the syllable's offset from 가).
    let names = (UInt32(0xAC00)...0xD7A3).map { String(Unicode.Scalar($0)!) + "나" }
    let characters = names.map { $0.map(searchNormalized) }
    var keys: [UInt32: [UInt8]] = [:]
    for (k, name) in names.enumerated() { keys[0xAC00 + UInt32(k)] = try maker.keys(for: name).sortKey }
    var boundKeys: [String: [UInt8]] = [:]
    func boundKey(_ bound: String) throws -> [UInt8] {
      if let made = boundKeys[bound] { return made }
      let made = try maker.keys(for: bound).sortKey
      boundKeys[bound] = made
      return made
    }
    var checked = 0
    let options = SearchOptions(allowsCarryOver: carry)
    for value in UInt32(0xAC00)...0xD7A3 {
      if value % 64 == 0 { await Task.yield() }
      let query = String(Unicode.Scalar(value)!)
      let plan = SearchPlan(query: query, options: options)
      let tiers = try #require(plan.tiers)
      let matcher = HangulSearchQuery(query, options: options)
      let blockStart = 0xAC00 + (value - 0xAC00) / 588 * 588
      for other in blockStart..<(blockStart + 588) {
        let name = names[Int(other - 0xAC00)]
        // The bounds of the match's own group (those by the carry-over have their own).
        guard let group = Self.startGroup(of: matcher, in: characters[Int(other - 0xAC00)]) else { continue }
        let tier = try #require(tiers.first { $0.group == group })
        let from = try boundKey(try #require(tier.from))
        let before = try tier.before.map(boundKey)
        let key = keys[other]!
        #expect(!key.lexicographicallyPrecedes(from), "\(query) carry-over \(carry): \(name) before from")
        if let before {
          #expect(key.lexicographicallyPrecedes(before), "\(query) carry-over \(carry): \(name) after before")
        }
        checked += 1
      }
    }
    #expect(checked > 11_172)
  }

  /// Every syllable as the last of a two-syllable query (김 and it), alone and with the
  /// carry-over: each name 김 + a syllable of its initial's block + 나 that the query
  /// matches exactly or as a prefix sorts between the tiers' `from` and `before`, by ICU's
  /// sort keys (the oracle of the order).
  @Test func everySecondSyllableMatchSortsBetweenTheTiersBounds() async throws {
    let maker = try NameKeyMaker()
    var keys: [String: [UInt8]] = [:]
    func key(_ text: String) throws -> [UInt8] {
      if let made = keys[text] { return made }
      let made = try maker.keys(for: text).sortKey
      keys[text] = made
      return made
    }
    var checked = 0
    for carry in [false, true] {
      let options = SearchOptions(allowsCarryOver: carry)
      // Every fifth syllable: each vowel and final of each initial.
      for value in stride(from: UInt32(0xAC00), through: 0xD7A3, by: 5) {
        if value % 64 == 0 { await Task.yield() }
        let query = "김" + String(Unicode.Scalar(value)!)
        let plan = SearchPlan(query: query, options: options)
        let tiers = try #require(plan.tiers)
        let matcher = HangulSearchQuery(query, options: options)
        let blockStart = 0xAC00 + (value - 0xAC00) / 588 * 588
        for other in blockStart..<(blockStart + 588) {
          let name = "김" + String(Unicode.Scalar(other)!) + "나"
          guard let group = Self.startGroup(of: matcher, in: name.map(searchNormalized)) else { continue }
          let tier = try #require(tiers.first { $0.group == group })
          let from = try key(try #require(tier.from))
          let before = try tier.before.map(key)
          let nameKey = try key(name)
          #expect(!nameKey.lexicographicallyPrecedes(from), "\(query) carry-over \(carry): \(name) before from")
          if let before {
            #expect(nameKey.lexicographicallyPrecedes(before), "\(query) carry-over \(carry): \(name) after before")
          }
          checked += 1
        }
      }
    }
    #expect(checked > 4_000)
  }

  /// Syllables and then a consonant, as a 2-set keyboard shows them before the next vowel,
  /// bound every tier of the name's start by the consonant's block: 김ㄱ from 김ᄀ to 김까,
  /// 장ㅇ from 장ᄋ to 장자; after ㅎ, to the last syllable's own bound (김준ㅎ: 김준ᄒ to
  /// 김줃). The names of the block before, which cannot match, sort before the lower bound
  /// by ICU's keys (장싷 before 장ᄋ), so the tier does not read them.
  @Test func aConsonantAfterSyllablesBoundsTheTiersByItsBlock() throws {
    let maker = try NameKeyMaker()
    let cases = [
      ("김ㄱ", "김\u{1100}", "김까", "김"), ("장ㅇ", "장\u{110B}", "장자", "장싷"),
      ("김준ㅎ", "김준\u{1112}", "김줃", "김준핗"),
    ]
    for (query, from, before, earlier) in cases {
      #expect(try maker.keys(for: earlier).sortKey.lexicographicallyPrecedes(maker.keys(for: from).sortKey))
      for carry in [false, true] {
        let tiers = try #require(SearchPlan(query: query, options: SearchOptions(allowsCarryOver: carry)).tiers)
        for tier in tiers where tier.section != nil {
          #expect(tier.from == from, "\(query) group \(tier.group)")
          #expect(tier.before == before, "\(query) group \(tier.group)")
        }
      }
    }
  }

  /// A first character decides the section: every syllable, compatibility consonant, ASCII
  /// letter and digit, alone and followed by other characters, is in the section of the
  /// plan's one-character name for it (sections are ranges of the Korean order).
  @Test func firstCharactersDecideTheSection() throws {
    let maker = try NameKeyMaker()
    var firsts = (0xAC00...0xD7A3).map { Unicode.Scalar($0)! } + (0x3131...0x314E).map { Unicode.Scalar($0)! }
    firsts += (0x30...0x39).map { Unicode.Scalar($0)! } + (0x41...0x5A).map { Unicode.Scalar($0)! }
    firsts += (0x61...0x7A).map { Unicode.Scalar($0)! }
    var checked = 0
    for first in firsts {
      guard let section = SearchPlan.section(of: first) else { continue }
      let position = try maker.keys(for: section).titlePosition
      for tail in ["", "가", " Kim", "ㅎ", "1", "\u{11A8}", "!"] {
        #expect(try maker.keys(for: String(first) + tail).titlePosition == position, "\(first)\(tail)")
        checked += 1
      }
    }
    #expect(checked > 11_172 * 7)
  }

  /// Page 1 and page 2 (through the cursor, also as text) of a store's search equal the
  /// same slices of `SearchIndex` over every name, and pages put together equal the whole.
  @Test(arguments: [1, 7, 20]) func sqlitePagesEqualSlicesOfTheWhole(limit: Int) throws {
    let names = Self.names
    let store = try SQLiteNameStore(path: ":memory:", table: TableName("names"), creating: true)
    try store.importNames(replacing: true) { add in for name in names { try add(name) } }
    let search = try WholeSearch(names)
    for mode in [SearchMode.contains, .prefix] {
      for carry in [false, true] {
        let options = SearchOptions(mode: mode, allowsCarryOver: carry)
        for query in Self.queries.prefix(limit == 20 ? 200 : 60) {
          let whole = search.names(matching: query, options: options)
          let first = try store.searchPage(query, options: options, after: nil, limit: limit)
          #expect(first.matches.map(\.name) == Array(whole.prefix(limit)), "\(query) \(mode) \(carry)")
          #expect((first.next != nil) == (whole.count > limit), "\(query)")
          guard let next = first.next else { continue }
          let cursor = try SearchCursor(text: next.text)
          let second = try store.searchPage(query, options: options, after: cursor, limit: limit)
          #expect(
            second.matches.map(\.name) == Array(whole.dropFirst(limit).prefix(limit)),
            "\(query) \(mode) \(carry) page 2")
          if limit == 7 && whole.count < 400 {
            var all = first.matches.map(\.name) + second.matches.map(\.name)
            var after = second.next
            while let cursor = after {
              let page = try store.searchPage(query, options: options, after: cursor, limit: limit)
              all += page.matches.map(\.name)
              after = page.next
            }
            #expect(all == whole, "\(query) \(mode) \(carry) all pages")
          }
        }
      }
    }
  }

  /// Exact tiers are read in a window of the order index first (``SearchRead/window``):
  /// over a table whose sections are larger than the window, pages 1 and 2 of consonant
  /// queries (frequent and rare exact matches, so that the window fills the page or falls
  /// back to the length walks) equal the same slices of the search over all names.
  @Test func exactTiersPastTheWindowEqualSlicesOfTheWhole() throws {
    var generator = NameGenerator(seed: 777)
    let names = generator.names(count: 40_000).filter { !$0.isEmpty }
    let store = try SQLiteNameStore(path: ":memory:", table: TableName("names"), creating: true)
    try store.importNames(replacing: true) { add in for name in names { try add(name) } }
    let largest = try store.sections().max { $0.count < $1.count }
    #expect((largest?.count ?? 0) > 8_192, "a section larger than the window")
    let search = try WholeSearch(names)
    let initials = names.prefix(400).map { choseong(of: $0) }.filter { $0.unicodeScalars.count >= 2 }
    let queries =
      ["ㄱ", "ㅇ", "ㅎ", "ㅋ"] + initials.prefix(20).map { String($0.prefix(2)) }
      + initials.prefix(20).map { String($0.prefix(3)) }
    var windowFilled = 0
    for carry in [false, true] {
      let options = SearchOptions(allowsCarryOver: carry)
      for query in queries {
        let whole = search.names(matching: query, options: options)
        let first = try store.searchPage(query, options: options, after: nil, limit: 20)
        #expect(first.matches.map(\.name) == Array(whole.prefix(20)), "\(query) carry-over \(carry)")
        if first.next?.group == 0 { windowFilled += 1 }
        guard let next = first.next else { continue }
        let second = try store.searchPage(query, options: options, after: next, limit: 20)
        #expect(
          second.matches.map(\.name) == Array(whole.dropFirst(20).prefix(20)), "\(query) carry-over \(carry) page 2")
      }
    }
    #expect(windowFilled > 0, "some first pages are all exact matches")
  }

  /// Cursor texts other than a page's `next` are a typed error.
  @Test func badCursorsAreTypedErrors() throws {
    for text in [
      "", "nope", "s1", "s1.9.00.1", "s1.-1.00.1", "s1.0.0.1", "s1.0.zz.1", "s1.0.00.-1", "k1.00.1",
      "s1.0.00.99999999999999999999", "s1.00.00.1", "s1.0.00.1.2",
    ] {
      #expect(throws: DatabaseError.invalidCursor(text)) { try SearchCursor(text: text) }
    }
    let cursor = SearchCursor(group: 5, sortKey: [0, 255, 7], sequence: 42)
    #expect(try SearchCursor(text: cursor.text) == cursor)
  }
}
