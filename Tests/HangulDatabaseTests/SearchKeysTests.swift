import Foundation
import HangulCorpus
import HangulSQLite
import Testing

@testable import Hangul
@testable import HangulCore
@testable import HangulDatabase

/// The search keys narrow, the library decides: every name the library's matcher finds must
/// be among the rows the keys' `LIKE` patterns select (a necessary condition), and a store's
/// search must equal `SearchIndex` over all the names.
@Suite struct SearchKeysTests {
  /// The three codes of a syllable's key.
  static func group(_ syllable: HangulSyllable) -> [UInt8] {
    var out: [UInt8] = []
    SearchKeys.appendGroup(of: Int(syllable.scalar.value) - 0xAC00, to: &out)
    return out
  }

  /// Every pair of syllables with the same initial (the others never match): when the
  /// library accepts item syllable `t` for a last query syllable `q` (a jamo prefix, or with
  /// the 2-set carry-over `q`'s base), `t`'s codes start with `q`'s pattern.
  @Test func everyLastSyllableKeepsEverySyllableItCanBecome() {
    let syllables = (0..<HangulSyllable.count).map { HangulSyllable(Unicode.Scalar(0xAC00 + UInt32($0))!)! }
    let groups = syllables.map(Self.group)
    var accepted = 0
    var narrowed = 0
    for q in 0..<syllables.count {
      let plain = SearchCandidates.lastSyllablePrefix(q, allowsCarryOver: false)
      let carry = SearchCandidates.lastSyllablePrefix(q, allowsCarryOver: true)
      let base = syllables[q].carryOver?.base
      let first = q / 588 * 588
      for t in first..<first + 588 {
        let keyAccepts = groups[t].starts(with: plain)
        if syllables[q].isJamoPrefix(of: syllables[t]) {
          accepted += 1
          #expect(keyAccepts, "\(syllables[q]) → \(syllables[t])")
          #expect(groups[t].starts(with: carry), "\(syllables[q]) → \(syllables[t]) (carry-over)")
        } else if !keyAccepts {
          narrowed += 1
        }
        if let base, base == syllables[t] {
          #expect(groups[t].starts(with: carry), "\(syllables[q]) ⇢ \(syllables[t]) + next")
        }
      }
    }
    // Not a trivial pattern: most pairs with the same initial are already told apart.
    #expect(accepted > 11_172)
    #expect(narrowed > 11_172 * 400)
  }

  /// The queries of `DbCommandTests` made in process: consonants, syllables, a half-typed last
  /// syllable, the 2-set in-between state, Latin.
  static func queries(from names: [String]) -> [String] {
    var queries = ["ㄱ", "ㅎㄱㄷ", "홍기", "김당", "gil", "ㄲ", "홍ㄱ", "ㄱ홍", "가ㄴ나", "과", "고", "값", "갑", "닭", "달"]
    for (k, name) in names.enumerated() where k % 37 == 0 {
      let characters = Array(name)
      guard characters.count >= 2 else { continue }
      let two = String(characters.prefix(2))
      queries.append(two)
      queries.append(choseong(of: String(characters.prefix(3))))
      queries.append(String(characters[0]) + choseong(of: String(characters[1])))
      if let last = characters[1].unicodeScalars.first.flatMap(HangulSyllable.init),
        characters[1].unicodeScalars.count == 1
      {
        // Half typed: the second syllable without its final, or only its initial and medial.
        let halfTyped = HangulSyllable(choseong: last.choseong, jungseong: last.jungseong)
        queries.append(String(characters[0]) + String(Character(halfTyped.scalar)))
        // The 2-set in-between state: the next initial shown as the first syllable's final.
        if characters.count >= 3, let next = characters[2].unicodeScalars.first.flatMap(HangulSyllable.init),
          last.jongseong == nil, let final = Jongseong(next.choseong.compatibilityScalar)
        {
          let carried = HangulSyllable(choseong: last.choseong, jungseong: last.jungseong, jongseong: final)
          queries.append(String(characters[0]) + String(Character(carried.scalar)))
        }
      }
      if queries.count > 400 { break }
    }
    return queries
  }

  /// 6,000 generated names (5 % stress entries: NFD, compatibility jamo, old Hangul, emoji,
  /// Latin) and three whose syllables are split by conjoining jamo.
  static let names: [String] = {
    var generator = NameGenerator(seed: 2026)
    return generator.names(count: 6_000).filter { !$0.isEmpty } + [
      "가\u{1102}\u{1100}나", "각\u{1161}나", "강뭐\u{D7DD}",
    ]
  }()

  /// A store over 6,000 generated names (5 % stress entries: NFD, compatibility jamo, old
  /// Hangul, emoji, Latin) answers every query as `SearchIndex` over all the names, in
  /// every mode, with and without the carry-over.
  @Test func storeSearchEqualsSearchOverAllNames() throws {
    let names = Self.names
    let store = try SQLiteNameStore(path: ":memory:", table: TableName("names"), creating: true)
    try store.importNames(replacing: true) { add in for name in names { try add(name) } }
    let queries = Self.queries(from: names)
    #expect(queries.count > 300)
    var narrowedQueries = 0
    var nonEmpty = 0
    for mode in [SearchMode.contains, .prefix] {
      for carry in [false, true] {
        let options = SearchOptions(mode: mode, allowsCarryOver: carry)
        for query in queries {
          let expected = try SearchIndex.rankedMatches(of: query, in: names, options: options, limit: nil)
          let stored = try store.search(query, options: options, limit: nil)
          #expect(stored.map(\.name) == expected.map(\.name), "\(query) \(mode) carry-over \(carry)")
          if case .keys = SearchCandidates(query: query, options: options) { narrowedQueries += 1 }
          if !expected.isEmpty { nonEmpty += 1 }
        }
      }
    }
    #expect(narrowedQueries > queries.count * 3)
    #expect(nonEmpty > queries.count * 2)
  }

  /// The GIN index's condition is necessary too: every name the library finds holds all the
  /// grams of the query's patterns (PostgreSQL's `search_grams @> query grams`), in every
  /// mode, with and without the carry-over; and the grams narrow (most queries with grams
  /// leave most names out).
  @Test func everyMatchHoldsTheQuerysGrams() throws {
    let names = Self.names
    var gramsOfName: [String: Set<Int32>] = [:]
    for name in names {
      gramsOfName[name] = Set(
        SearchKeys.grams(choseongKey: SearchKeys.choseongKey(of: name), jamoKey: SearchKeys.jamoKey(of: name)))
    }
    let queries = Self.queries(from: names)
    var withGrams = 0
    var narrowing = 0
    for mode in [SearchMode.contains, .prefix] {
      for carry in [false, true] {
        let options = SearchOptions(mode: mode, allowsCarryOver: carry)
        for query in queries {
          let grams = SearchCandidates(query: query, options: options).grams
          #expect(grams == grams.sorted() && Set(grams).count == grams.count, "\(query)")
          guard !grams.isEmpty else { continue }
          withGrams += 1
          let expected = try SearchIndex.rankedMatches(of: query, in: names, options: options, limit: nil)
          for match in expected {
            #expect(
              Set(grams).isSubset(of: gramsOfName[match.name]!), "\(query) \(mode) carry-over \(carry): \(match.name)")
          }
          let selected = names.filter { Set(grams).isSubset(of: gramsOfName[$0]!) }.count
          if selected * 10 < names.count { narrowing += 1 }
        }
      }
    }
    #expect(withGrams > queries.count * 2)
    #expect(narrowing * 10 > withGrams * 9)
  }

  /// The jamo key against Foundation's decomposition: each character whose NFD is a modern
  /// initial, medial and optional final (U+1100 + initial, U+1161 + medial, U+11A8… final:
  /// the character is canonically one modern syllable) gives the codes of those jamo, any
  /// other character a space. Over generated names and the inputs where characters hold
  /// several scalars (NFD, a syllable + trailing jamo, combining marks, CR LF, emoji, old
  /// Hangul), so both the scalar fast path and the character path run. (NFD, not NFC:
  /// swift-corelibs-foundation's `precomposedStringWithCanonicalMapping` leaves 가 + U+11A8
  /// apart, where Unicode composes 각.)
  @Test func jamoKeyMatchesFoundationsDecomposition() {
    var generator = NameGenerator(seed: 11)
    var names = generator.names(count: 3_000)
    names += [
      "홍길동", "홍길동".decomposedStringWithCanonicalMapping, "김\r\n민수", "a\u{301}홍", "가\u{11A8}나", "\u{1100}\u{1161}",
      "ㄱㄴ 김", "👩‍👩‍👧 김민수", "é김", "\u{FFFF}김", "ᄒᆞᆫ글", "Kim Minsu", "",
    ]
    let codes = Array("abcdefghijklmnopqrstuvwxyz0123456789".utf8)
    for name in names {
      var expected: [UInt8] = []
      for character in name {
        let jamo = String(character).decomposedStringWithCanonicalMapping.unicodeScalars.map(\.value)
        let isSyllable =
          (jamo.count == 2 || jamo.count == 3) && (0x1100...0x1112).contains(jamo[0])
          && (0x1161...0x1175).contains(jamo[1]) && (jamo.count == 2 || (0x11A8...0x11C2).contains(jamo[2]))
        guard isSyllable else {
          expected.append(0x20)
          continue
        }
        expected.append(codes[Int(jamo[0] - 0x1100)])
        expected.append(codes[(19 + Int(jamo[1] - 0x1161)) % 36])
        expected.append(codes[(40 + (jamo.count == 3 ? Int(jamo[2] - 0x11A7) : 0)) % 36])
      }
      #expect(
        Array(SearchKeys.jamoKey(of: name).utf8) == expected,
        "\(name.unicodeScalars.map { String($0.value, radix: 16) })")
    }
  }

  /// The keys are ASCII (their patterns mean the same in any locale) and hold one code a consonant,
  /// three a syllable.
  @Test func keysAreASCIIOfFixedWidth() {
    var generator = NameGenerator(seed: 7)
    for name in generator.names(count: 2_000) {
      let keys = (SearchKeys.choseongKey(of: name), SearchKeys.jamoKey(of: name))
      #expect(keys.0.utf8.allSatisfy { $0 == 0x20 || ($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x61 && $0 <= 0x7A) })
      #expect(keys.1.utf8.allSatisfy { $0 == 0x20 || ($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x61 && $0 <= 0x7A) })
      #expect(keys.0.utf8.count == choseong(of: name).unicodeScalars.count)
      let syllables = name.filter { c in
        (try? String(c).normalized(.nfc)).map {
          $0.unicodeScalars.count == 1 && $0.unicodeScalars.first!.value &- 0xAC00 < 11_172
        }
          ?? false
      }.count
      #expect(keys.1.utf8.count == name.count + 2 * syllables, "\(name)")
    }
  }
}

/// The plan (``SearchPlan``) against the in-memory search, as properties over seeded
/// generated names and queries, and the stores' pages against slices of the whole answer.
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
    ]
  }()

  static let queries: [String] =
    ["ㅇ", "이", "ㄱㅅ", "ㅇㅈㅎ", "김", "박", "김ㅅ", "a", "k", "Kim", "1", "2", "O'B", "100%", "_", "'); DROP", "e", "😀"]
    + SearchKeysTests.queries(from: names)

  /// Every name the in-memory search matches meets the plan: it is a candidate (its keys
  /// match the patterns, its text the Latin pattern), and the tier of its ranking group is
  /// in the plan with the name in the tier's section and of the tier's key length.
  @Test func everyMatchMeetsThePlan() throws {
    let names = Self.names
    let maker = try NameKeyMaker()
    let index = try SearchIndex(names)
    var keys: [String: NameKeys] = [:]
    for name in names { keys[name] = try maker.keys(for: name) }
    var tiered = 0
    var checked = 0
    for mode in [SearchMode.contains, .prefix] {
      for carry in [false, true] {
        let options = SearchOptions(mode: mode, allowsCarryOver: carry)
        for query in Self.queries {
          let plan = SearchPlan(query: query, options: options)
          if plan.tiers != nil { tiered += 1 }
          let latin = try plan.latinPattern.map { try NSRegularExpression(pattern: $0) }
          for hit in index.search(query, options: options) {
            let name = names[hit.itemOffset]
            let key = keys[name]!
            let context = "\(query) \(mode) carry-over \(carry): \(name)"
            if case .keys(let choseong, let jamo) = plan.candidates {
              #expect(choseong.map { Self.like(key.choseongKey, $0) } ?? true, "\(context)")
              #expect(jamo.map { Self.like(key.jamoKey, $0) } ?? true, "\(context)")
            }
            if let latin {
              let range = NSRange(name.startIndex..., in: name)
              #expect(latin.firstMatch(in: name, range: range) != nil, "\(context)")
            }
            if let filter = plan.choseongFilter { #expect(choseong(of: name).contains(filter), "\(context)") }
            guard let tiers = plan.tiers else { continue }
            let group = SearchPlan.group(of: hit)
            let tier = try #require(tiers.first { $0.group == group }, "\(context) group \(group)")
            if let section = tier.section {
              #expect(try maker.keys(for: section).titlePosition == key.titlePosition, "\(context) section \(section)")
            }
            if let lengths = tier.lengths { #expect(lengths.contains(key.jamoKey.count), "\(context) \(lengths)") }
            if let from = tier.from {
              let start = try maker.keys(for: from).sortKey
              #expect(!key.sortKey.lexicographicallyPrecedes(start), "\(context) from \(from)")
            }
            if let before = tier.before {
              let end = try maker.keys(for: before).sortKey
              #expect(key.sortKey.lexicographicallyPrecedes(end), "\(context) before \(before)")
            }
            checked += 1
          }
        }
      }
    }
    #expect(tiered > Self.queries.count * 3)
    #expect(checked > 10_000)
  }

  /// Every syllable as a query, alone and with the carry-over: each syllable of its
  /// initial's block that begins a name it matches exactly or as a prefix (the syllable and
  /// 나) sorts between the tiers' `from` and `before`, by the stored sort keys (ICU's, the
  /// oracle of the order). The syllable's own key stands for the name's: `from` and
  /// `before` are single syllables, and a name's first syllable decides against them.
  @Test func everySyllableMatchSortsBetweenTheTiersBounds() throws {
    let maker = try NameKeyMaker()
    var keys: [UInt32: [UInt8]] = [:]
    for value in UInt32(0xAC00)...0xD7A3 { keys[value] = try maker.keys(for: String(Unicode.Scalar(value)!)).sortKey }
    var checked = 0
    for carry in [false, true] {
      let options = SearchOptions(allowsCarryOver: carry)
      for value in UInt32(0xAC00)...0xD7A3 {
        let query = String(Unicode.Scalar(value)!)
        let plan = SearchPlan(query: query, options: options)
        let tier = try #require(plan.tiers?.first)
        let from = try #require(tier.from.map { keys[$0.unicodeScalars.first!.value]! })
        let before = tier.before.map { keys[$0.unicodeScalars.first!.value]! }
        let matcher = HangulSearchQuery(query, options: options)
        let blockStart = 0xAC00 + (value - 0xAC00) / 588 * 588
        for other in blockStart..<(blockStart + 588) {
          let name = String(Unicode.Scalar(other)!) + "나"
          guard let match = matcher.match(in: name), match.kind != .contains else { continue }
          let key = keys[other]!
          #expect(!key.lexicographicallyPrecedes(from), "\(query) carry-over \(carry): \(name) before from")
          if let before {
            #expect(key.lexicographicallyPrecedes(before), "\(query) carry-over \(carry): \(name) after before")
          }
          checked += 1
        }
      }
    }
    #expect(checked > 22_344)
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
    for mode in [SearchMode.contains, .prefix] {
      for carry in [false, true] {
        let options = SearchOptions(mode: mode, allowsCarryOver: carry)
        for query in Self.queries.prefix(limit == 20 ? 200 : 60) {
          let whole = try SearchIndex.rankedMatches(of: query, in: names, options: options, limit: nil).map(\.name)
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
    let initials = names.prefix(400).map { choseong(of: $0) }.filter { $0.unicodeScalars.count >= 2 }
    let queries =
      ["ㄱ", "ㅇ", "ㅎ", "ㅋ"] + initials.prefix(20).map { String($0.prefix(2)) }
      + initials.prefix(20).map { String($0.prefix(3)) }
    var windowFilled = 0
    for carry in [false, true] {
      let options = SearchOptions(allowsCarryOver: carry)
      for query in queries {
        let whole = try SearchIndex.rankedMatches(of: query, in: names, options: options, limit: nil).map(\.name)
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
