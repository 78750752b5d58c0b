import HangulCorpus
import HangulTestSupport
import Testing

@testable import Hangul
@testable import HangulCore

/// The sort of lines where they lie (``KoreanCollator/forEachLineInOrder(ofPackedLines:lineCount:readsHanja:_:)``,
/// behind `hangul sort`) against ICU's own sort keys, the oracle (a stable sort by
/// `ucol_getSortKey`): random mixes with ties between syllable-only and other lines, long
/// names sharing their first four syllables, groups large enough for the radix passes, and
/// the bundled corpora. The titles of lines (``SectionIndex/LineTitles``) against ICU's
/// bucket of every syllable.
@Suite struct PackedLinesOrderTests {
  /// The lines of `names` (non-empty, no `\n`) in the packed order.
  static func packedOrder(_ names: [String], _ collator: KoreanCollator, readsHanja: Bool = false) throws -> [String] {
    let text = Array(names.map { $0 + "\n" }.joined().utf8)
    var out: [String] = []
    try text.withUnsafeBufferPointer { text in
      try collator.forEachLineInOrder(ofPackedLines: text, lineCount: names.count, readsHanja: readsHanja) {
        out.append(String(decoding: text[$0], as: UTF8.self))
      }
    }
    return out
  }

  /// The names in ICU's order, ties in input order, compared scalar by scalar (NFC and NFD
  /// spellings of one name are different lines).
  static func expect(_ names: [String], _ collator: KoreanCollator, _ comment: Comment) throws {
    let got = try packedOrder(names, collator).map { Array($0.unicodeScalars) }
    let expected = try SyllableOrderTests.referenceOrder(names, collator).map { Array(names[$0].unicodeScalars) }
    #expect(got == expected, comment)
  }

  @Test(arguments: SyllableOrderTests.options)
  func randomMixesSortAsICUKeysDo(options: KoreanCollator.Options) throws {
    let collator = try KoreanCollator(options: options)
    let pieces = [
      "가", "나", "각", "힣", "가나", "김", "민수", "a", "A", "Zoe", " ", "1", "10", "2", "金", "李",
      "\u{1100}\u{1161}", "ㄱ", "ᄒᆞᆫ", "😀", "é", "-", "가a", "ｶ", "２", "김민수", "김민수가나다",
    ]
    var random = SplitMix64(seed: 0x5041_434B)
    for round in 0..<30 {
      let count = 1 + Int(random.next() % 2_000)
      let names = SyllableOrderTests.randomMix(of: pieces, count: count, maxParts: 5, random: &random)
      try Self.expect(names, collator, "round \(round)")
    }
  }

  /// Names of five syllables and more that share their first four, in groups of one first
  /// syllable larger than the comparison-sort limit (the radix passes and the tail sort).
  @Test func longNamesInLargeGroupsSortAsICUKeysDo() throws {
    let collator = try KoreanCollator()
    var random = SplitMix64(seed: 0x4C4F_4E47)
    let tails = ["", "가", "힣", "가가", "나", "김", "a", "가나다라", "\u{1100}\u{1161}"]
    var names: [String] = []
    for _ in 0..<6_000 {
      let first = ["김", "이", "박"][Int(random.next() % 3)]
      let middle = (0..<Int(random.next() % 5)).map { _ in ["가", "나", "다", "힣"][Int(random.next() % 4)] }.joined()
      names.append(first + middle + tails[Int(random.next() % UInt64(tails.count))])
    }
    try Self.expect(names, collator, "long names")
  }

  /// The bundled corpora and generated names of every stress category, as ICU orders them;
  /// with `readsHanja`, as ``SectionIndex`` orders the readings (the names' order by their
  /// readings' keys).
  @Test func bundledCorporaSortAsICUKeysDo() throws {
    let collator = try KoreanCollator()
    let given = KoreanNameCorpus.givenNames.map(\.name)
    var generator = NameGenerator(seed: 43)
    let generated = generator.names(count: 40_000).filter { !$0.isEmpty && !$0.contains("\n") }
    for names in [given, generated, generated + generated.prefix(5_000)] {
      try Self.expect(names, collator, "\(names.count) names")
    }
    let reading = HanjaReading()
    let readings = generated.map { reading.read($0) }
    let byReading = try SyllableOrderTests.referenceOrder(readings, collator).map {
      Array(generated[$0].unicodeScalars)
    }
    #expect(try Self.packedOrder(generated, collator, readsHanja: true).map { Array($0.unicodeScalars) } == byReading)
  }

  /// Every syllable, alone and followed by other text, files under the title ICU's bucket
  /// gives it, in every layout, looked up first and again from the table.
  @Test(arguments: [
    (SectionIndex.Layout.contacts, false), (.contacts, true), (.icu, false), (.contactsLatinFirst, false),
  ])
  func lineTitlesAreICUsBuckets(layout: SectionIndex.Layout, separatesDoubles: Bool) throws {
    let index = try SectionIndex(layout: layout, separatesDoubleConsonants: separatesDoubles)
    let titles = SectionIndex.LineTitles(index)
    var wrong: [String] = []
    for value in UInt32(0xAC00)...0xD7A3 {
      let syllable = String(Unicode.Scalar(value)!)
      for var line in [syllable + "나", syllable, syllable + "a", syllable + "힣힣", "a" + syllable, "1" + syllable] {
        let expected = try index.titlePosition(for: line)
        let got = try line.withUTF8 { try titles.titlePosition(of: $0) }
        if got != expected { wrong.append(line) }
      }
    }
    #expect(wrong.isEmpty, "\(wrong.prefix(10))")
  }
}
