import Foundation
import HangulCorpus
import HangulSQLite
import HangulTestSupport
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
  @Test func everyLastSyllableKeepsEverySyllableItCanBecome() async {
    let syllables = (0..<HangulSyllable.count).map { HangulSyllable(Unicode.Scalar(0xAC00 + UInt32($0))!)! }
    let groups = syllables.map(Self.group)
    var accepted = 0
    var narrowed = 0
    for q in 0..<syllables.count {
      if q % 256 == 0 { await Task.yield() }
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
    let search = try WholeSearch(names)
    var narrowedQueries = 0
    var nonEmpty = 0
    for mode in [SearchMode.contains, .prefix] {
      for carry in [false, true] {
        let options = SearchOptions(mode: mode, allowsCarryOver: carry)
        for query in queries {
          let expected = search.names(matching: query, options: options)
          let stored = try store.search(query, options: options, limit: nil)
          #expect(stored.map(\.name) == expected, "\(query) \(mode) carry-over \(carry)")
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
  @Test(arguments: SearchMode.allCases, [false, true])
  func everyMatchHoldsTheQuerysGrams(mode: SearchMode, carry: Bool) async throws {
    let names = Self.names
    // Each name's grams, and for each gram the names that hold it (a bit for each name, in
    // the order of `names`).
    let gramsInOrder = names.map {
      Set(SearchKeys.grams(choseongKey: SearchKeys.choseongKey(of: $0), jamoKey: SearchKeys.jamoKey(of: $0)))
    }
    let gramsOfName = Dictionary(zip(names, gramsInOrder), uniquingKeysWith: { first, _ in first })
    let words = (names.count + 63) / 64
    var holders: [Int32: [UInt64]] = [:]
    for (k, grams) in gramsInOrder.enumerated() {
      for gram in grams { holders[gram, default: Array(repeating: 0, count: words)][k / 64] |= 1 << UInt64(k % 64) }
    }
    let queries = Self.queries(from: names)
    let search = try WholeSearch(names)
    var withGrams = 0
    var narrowing = 0
    let options = SearchOptions(mode: mode, allowsCarryOver: carry)
    for query in queries {
      await Task.yield()
      let grams = SearchCandidates(query: query, options: options).grams
      #expect(grams == grams.sorted() && Set(grams).count == grams.count, "\(query)")
      guard !grams.isEmpty else { continue }
      withGrams += 1
      for name in search.names(matching: query, options: options) {
        #expect(Set(grams).isSubset(of: gramsOfName[name]!), "\(query) \(mode) carry-over \(carry): \(name)")
      }
      // The names that hold every gram of the query.
      var selectedBits = Array(repeating: UInt64.max, count: words)
      for gram in grams {
        let bits = holders[gram] ?? Array(repeating: 0, count: words)
        for w in 0..<words { selectedBits[w] &= bits[w] }
      }
      let selected = selectedBits.reduce(0) { $0 + $1.nonzeroBitCount }
      if selected * 10 < names.count { narrowing += 1 }
    }
    #expect(withGrams > queries.count / 2)
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
