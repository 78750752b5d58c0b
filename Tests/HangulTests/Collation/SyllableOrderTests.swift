import CICU
import HangulCorpus
import HangulTestSupport
import Testing

@testable import Hangul
@testable import HangulCore

/// The sort's fast path (names made only of modern syllables ordered by code point, no ICU
/// key) against ICU's own sort keys, the oracle: every syllable, every syllable followed by
/// the smallest and largest continuations, random mixes of syllable-only and other names
/// with ties and prefixes, and the bundled corpora, under every option the fast path
/// serves.
@Suite struct SyllableOrderTests {
  /// The options the fast path serves (the `ko` locale, no raw attributes).
  static let options: [KoreanCollator.Options] =
    [
      .init(), .init(sortsDigitsNumerically: true), .init(sortsLatinFirst: true),
      .init(sortsDigitsNumerically: true, sortsLatinFirst: true),
    ] + KoreanCollator.Strength.allCases.map { .init(strength: $0) }

  static let syllables: [String] = (0xAC00...0xD7A3).map { String(Unicode.Scalar($0)!) }

  /// ICU's sort key bytes of `text` (ucol_getSortKey through the bridge).
  static func key(_ collator: KoreanCollator, _ text: String) throws -> [UInt8] {
    try collator.sortKey(for: text).bytes
  }

  /// The reference order: a stable sort by ICU sort keys (ties in input order).
  static func referenceOrder(_ names: [String], _ collator: KoreanCollator) throws -> [Int] {
    let keys = try names.map { try key(collator, $0) }
    return names.indices.sorted { keys[$0] != keys[$1] ? keys[$0].lexicographicallyPrecedes(keys[$1]) : $0 < $1 }
  }

  /// `count` names, each 1 to `maxParts` of `pieces` picked by `random`.
  static func randomMix(of pieces: [String], count: Int, maxParts: Int, random: inout SplitMix64) -> [String] {
    (0..<count).map { _ in
      let parts = 1 + Int(random.next() % UInt64(maxParts))
      return (0..<parts).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
    }
  }

  /// ICU's keys of the 11,172 syllables increase strictly in code point order. Keys are a
  /// total order, so every one of the 62 million pairs of syllables compares as its code
  /// points.
  @Test(arguments: options)
  func everySyllableSortsByCodePoint(options: KoreanCollator.Options) throws {
    let collator = try KoreanCollator(options: options)
    let keys = try Self.syllables.map { try Self.key(collator, $0) }
    let misordered = zip(keys, keys.dropFirst()).filter { !$0.lexicographicallyPrecedes($1) }.count
    #expect(misordered == 0)
  }

  /// A syllable followed by anything made of syllables stays between the syllable alone and
  /// the next syllable (가 < 가가 < 가힣힣 < 각), so longer names interleave as code points do:
  /// checked for every syllable with the smallest and largest continuations.
  @Test(arguments: [KoreanCollator.Options(), .init(sortsLatinFirst: true), .init(strength: .primary)])
  func continuationsStayBeforeTheNextSyllable(options: KoreanCollator.Options) throws {
    let collator = try KoreanCollator(options: options)
    var misordered: [String] = []
    var previous = try Self.key(collator, Self.syllables[0])
    for (s, syllable) in Self.syllables.enumerated() {
      let chain = try [syllable, syllable + "가", syllable + "가힣", syllable + "힣", syllable + "힣힣"].map {
        try Self.key(collator, $0)
      }
      if s > 0 && !previous.lexicographicallyPrecedes(chain[0]) { misordered.append(syllable) }
      if !zip(chain, chain.dropFirst()).allSatisfy({ $0.lexicographicallyPrecedes($1) }) { misordered.append(syllable) }
      previous = chain.last!
    }
    #expect(misordered.isEmpty, "\(misordered.prefix(5))")
  }

  /// Random lists mixing syllable-only names with every other kind, full of ties and
  /// prefixes (가, 가나, 가a, NFD 가, 金, the empty name): the order is ICU's, ties in input
  /// order.
  @Test(arguments: options)
  func randomMixesSortAsICUKeysDo(options: KoreanCollator.Options) throws {
    let collator = try KoreanCollator(options: options)
    let pieces = [
      "가", "나", "각", "힣", "가나", "김", "민수", "a", "A", "Zoe", " ", "1", "10", "2", "金", "李",
      "\u{1100}\u{1161}", "ㄱ", "ᄒᆞᆫ", "😀", "é", "-", "가a", "ｶ", "２",
    ]
    var random = SplitMix64(seed: 0x5359_4C4C)
    for round in 0..<40 {
      var names = Self.randomMix(of: pieces, count: 1 + Int(random.next() % 600), maxParts: 4, random: &random)
      if round % 5 == 0 { names.append("") }
      let got = try collator.sortedIndices(of: names)
      let expected = try Self.referenceOrder(names, collator)
      #expect(
        got == expected, "round \(round): first difference at \(got.indices.first { got[$0] != expected[$0] } ?? -1)")
    }
  }

  /// The bundled corpora: every given name, every surname with the top given names, and
  /// generated names of every stress category.
  @Test func bundledCorporaSortAsICUKeysDo() throws {
    let collator = try KoreanCollator()
    let given = KoreanNameCorpus.givenNames.map(\.name)
    let full = KoreanNameCorpus.surnames.flatMap { s in given.prefix(60).map { s.surname + $0 } }
    var generator = NameGenerator(seed: 42)
    for names in [given, full, generator.names(count: 30_000)] {
      #expect(try collator.sortedIndices(of: names) == Self.referenceOrder(names, collator))
    }
  }
}
