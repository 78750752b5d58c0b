import HangulCorpus
import HangulTestSupport
import Testing

@testable import Hangul
@testable import HangulCore

/// Typo-tolerant search (`SearchOptions.toleratesTypos`, rule in `TypoMatching` and the
/// search guide) against a naive optimal-string-alignment distance written here, and the
/// index against the matcher.
@Suite struct TypoSearchTests {
  /// The optimal-string-alignment distance (insert, delete, substitute, swap of adjacent
  /// letters), the full table.
  static func osa(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
    var d = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { d[i][0] = i }
    for j in 0...b.count { d[0][j] = j }
    for i in stride(from: 1, through: a.count, by: 1) {
      for j in stride(from: 1, through: b.count, by: 1) {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
        if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
          d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
        }
      }
    }
    return d[a.count][b.count]
  }

  /// The letters of one character: its jamo if Hangul, else a letter no query has.
  static func letters(_ c: Character) -> [Unicode.Scalar] {
    let isHangul =
      c.unicodeScalars.count == 1
      && (c.unicodeScalars.first!.value &- 0xAC00 < 11_172 || c.unicodeScalars.first!.value &- 0x3131 <= 0x5D)
    return isHangul ? Array(disassemble(String(c)).unicodeScalars) : ["\u{FFFF}"]
  }

  /// Whether some allowed start of `item` has a prefix of its letters within one edit of
  /// `query`'s (plain matches aside), by brute force.
  static func referenceTypoMatch(_ query: String, _ item: String, prefixMode: Bool) -> Bool {
    let q = Array(query)
    guard q.count >= 2, q.allSatisfy({ letters($0) != ["\u{FFFF}"] }) else { return false }
    let ql = q.flatMap(letters)
    guard ql.count >= 4 else { return false }
    func initial(_ c: Character) -> Choseong? {
      let s = c.unicodeScalars
      guard s.count == 1 else { return searchInitial(of: c) }
      return HangulSyllable(s.first!)?.choseong ?? Choseong(s.first!)
    }
    guard let k0 = initial(q[0]), let k1 = initial(q[1]) else { return false }
    let chars = Array(item).map(searchNormalized)
    for start in chars.indices {
      if prefixMode && start > 0 { break }
      let here = initial(chars[start])
      let next = start + 1 < chars.count ? initial(chars[start + 1]) : nil
      guard here == k0 || here == k1 || next == k1 else { continue }
      let text = chars[start...].flatMap(letters)
      for length in 1...max(1, text.count) where length <= text.count {
        if osa(ql, Array(text[..<length])) <= 1 { return true }
      }
    }
    return false
  }

  @Test func guideExample() throws {
    let options = SearchOptions(toleratesTypos: true)
    let match = try #require(HangulSearchQuery("홍길둥", options: options).match(in: "홍길동"))
    #expect(match.isTypoMatch)
    #expect(match.characterRanges == [0..<3])
    #expect(!HangulSearchQuery("홍길둥").matches("홍길동"))
    let index = try SearchIndex(["홍길동", "홍길둥", "김홍길동", "홍길순"])
    let results = index.search("홍길둥", options: options)
    #expect(results.itemOffsets == [1, 0, 2])  // the plain match first, then typos by kind
    #expect(results.map(\.isTypoMatch) == [false, true, true])
    #expect(results.map(\.kind) == [.exact, .exact, .contains])
  }

  static let names: [String] = {
    var generator = NameGenerator(seed: 31)
    return generator.names(count: 700) + ["홍길동", "홍 길동", "김다연", "😀홍길동", "홍길", "길동홍"]
  }()

  /// Queries: names and their pieces with one random edit of their jamo, and unedited ones.
  static let queries: [String] = {
    var random = SplitMix64(seed: 32)
    var queries: [String] = ["홍길둥", "홍기동", "호길동", "홍긿동", "ㅎㄱㄷㅇ", "김다연", "김ㄷ연"]
    let jamo = (0x3131...0x3163).map { Unicode.Scalar(UInt32($0))! }
    for name in names.suffix(250).prefix(80) where name.unicodeScalars.allSatisfy({ $0.value &- 0xAC00 < 11_172 }) {
      var keys = Array(disassemble(name).unicodeScalars)
      guard keys.count >= 3 else { continue }
      let at = Int(random.next() % UInt64(keys.count - 1))
      switch random.next() % 5 {
      case 0: keys[at] = jamo[Int(random.next() % UInt64(jamo.count))]
      case 1: keys.remove(at: at)
      case 2: keys.insert(jamo[Int(random.next() % UInt64(jamo.count))], at: at)
      case 3: keys.swapAt(at, at + 1)
      default: break
      }
      var typed = String.UnicodeScalarView()
      typed.append(contentsOf: keys.prefix(keys.count - Int(random.next() % 2)))
      queries.append(assemble(String(typed)))
    }
    return queries
  }()

  @Test(arguments: [SearchMode.contains, .prefix])
  func matcherAgreesWithTheNaiveReference(mode: SearchMode) {
    let options = SearchOptions(mode: mode, toleratesTypos: true)
    var typos = 0
    for text in Self.queries {
      let query = HangulSearchQuery(text, options: options)
      let plain = HangulSearchQuery(text, options: SearchOptions(mode: mode))
      for item in Self.names.suffix(250) where !plain.matches(item) {
        let expected = Self.referenceTypoMatch(text, item, prefixMode: mode == .prefix)
        let match = query.match(in: item)
        #expect((match != nil) == expected, "\(text) in \(item)")
        #expect(match?.isTypoMatch ?? true)
        if expected { typos += 1 }
      }
    }
    #expect(typos > 20)
  }

  /// The index's quick test on a start's first letters (`TypoMatching.headMayMatch`) is the
  /// naive distance of the query's first three letters to the text's first two, three or four
  /// letters, for every such pair over a small alphabet (with a letter no query has).
  @Test func headTestIsTheNaiveDistanceOfTheFirstLetters() {
    let alphabet: [Unicode.Scalar] = ["\u{1100}", "\u{1161}", "\u{11AB}", "\u{110B}"]
    let textAlphabet = alphabet + ["\u{FFFF}"]
    var passed = 0
    for a in alphabet {
      for b in alphabet {
        for c in alphabet {
          let q = [a, b, c]
          for t0 in textAlphabet {
            for t1 in textAlphabet {
              for t2 in textAlphabet {
                for t3 in textAlphabet {
                  let t = [t0, t1, t2, t3]
                  let expected = (2...4).contains { Self.osa(q, Array(t[..<$0])) <= 1 }
                  let v = (q + t).map { UInt16($0.value) }
                  let got = TypoMatching.headMayMatch(v[0], v[1], v[2], v[3], v[4], v[5], v[6])
                  #expect(got == expected, "\(q) \(t)")
                  if got { passed += 1 }
                }
              }
            }
          }
        }
      }
    }
    #expect(passed > 1000)
  }

  @Test func indexAgreesWithTheMatcher() throws {
    let index = try SearchIndex(Self.names)
    let order = try KoreanCollator().sortedIndices(of: Self.names)
    var rank = [Int](repeating: 0, count: order.count)
    for (r, i) in order.enumerated() { rank[i] = r }
    for options in [SearchOptions(toleratesTypos: true), SearchOptions(ignoresSpaces: true, toleratesTypos: true)] {
      for text in Self.queries {
        let query = HangulSearchQuery(text, options: options)
        let expected = Self.names.indices.compactMap { i in query.match(in: Self.names[i]).map { (i, $0) } }
          .sorted { a, b in
            if a.1.isTypoMatch != b.1.isTypoMatch { return !a.1.isTypoMatch }
            if a.1.kind != b.1.kind { return a.1.kind < b.1.kind }
            if a.1.usesCarryOver != b.1.usesCarryOver { return !a.1.usesCarryOver }
            return rank[a.0] < rank[b.0]
          }
        let results = index.search(query)
        #expect(results.itemOffsets == expected.map(\.0), "\(text)")
        guard results.count == expected.count else { continue }
        for (hit, want) in zip(results, expected) where want.1.isTypoMatch {
          #expect(hit.isTypoMatch && hit.kind == want.1.kind && hit.characterRanges == want.1.characterRanges)
        }
      }
    }
  }
}
