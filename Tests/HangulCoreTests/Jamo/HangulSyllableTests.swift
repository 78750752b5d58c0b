import HangulTestSupport
import Testing

@testable import HangulCore

/// Syllable arithmetic, exhaustively, against ICU's canonical decomposition.
@Suite struct HangulSyllableTests {
  @Test func everySyllableDecomposesLikeICU() throws {
    #expect(HangulSyllable.all.count == 11_172)
    for syllable in HangulSyllable.all {
      let text = String(Character(syllable.scalar))
      var expected = [syllable.choseong.conjoiningScalar, syllable.jungseong.conjoiningScalar]
      if let t = syllable.jongseong { expected.append(t.conjoiningScalar) }
      #expect(Array(CoreTestSupport.oracleNormalized(text, .nfd).unicodeScalars) == expected, "\(text)")
      #expect(
        HangulSyllable(
          choseong: syllable.choseong, jungseong: syllable.jungseong,
          jongseong: syllable.jongseong) == syllable)
      #expect(HangulSyllable(syllable.scalar) == syllable)
      #expect(syllable.hasJongseong == (syllable.jongseong != nil))
    }
  }

  @Test func boundaries() {
    #expect(HangulSyllable(Unicode.Scalar(0xABFF)!) == nil)
    #expect(HangulSyllable(Unicode.Scalar(0xD7A4)!) == nil)
    #expect(HangulSyllable("가")?.scalar == "가")
    #expect(HangulSyllable("힣")?.scalar == "힣")
    #expect(HangulSyllable("ㄱ") == nil)
    #expect(HangulSyllable(character: Character("\u{1112}\u{1161}\u{11AB}"))?.scalar == "한")
    #expect(HangulSyllable(character: Character("가\u{0301}")) == nil)
    #expect(HangulSyllable(character: Character("A")) == nil)
  }

  /// `jamo(level:)` and `init(jamo:)` round-trip at every level, in both encodings.
  @Test(arguments: DecompositionLevel.allCases)
  func everyLevelRecomposes(level: DecompositionLevel) {
    for syllable in HangulSyllable.all {
      let letters = syllable.jamo(level: level)
      #expect(HangulSyllable(jamo: letters) == syllable, "\(syllable) \(level)")
      var conjoining: [Unicode.Scalar] = []
      syllable.forEachPiece(at: level) { conjoining.append($0.scalar(.conjoining)) }
      #expect(HangulSyllable(jamo: conjoining) == syllable, "\(syllable) \(level) conjoining")
      #expect(letters.map(\.value) == scalars(disassemble(syllable.description, level: level)))
    }
  }

  @Test func jamoOfLetterStringsThatAreNotOneSyllable() {
    #expect(HangulSyllable(jamo: []) == nil)
    #expect(HangulSyllable(jamo: ["ㄱ"]) == nil)
    #expect(HangulSyllable(jamo: ["ㅏ"]) == nil)
    #expect(HangulSyllable(jamo: ["ㄱ", "ㅏ", "ㄱ", "ㅏ"]) == nil)
    #expect(HangulSyllable(jamo: ["ㄱ", "ㅏ", "ㄸ"]) == nil)
    #expect(HangulSyllable(jamo: ["ㄳ", "ㅏ"]) == nil)
    #expect(HangulSyllable(jamo: ["ㄱ", "ㅏ", "ㄱ", "ㄴ"]) == nil)
    #expect(HangulSyllable(jamo: ["\u{11A8}", "ㅏ"]) == nil)  // a trailing jamo cannot lead
    #expect(HangulSyllable(jamo: ["ㄱ", "ㅏ", "\u{1100}"]) == nil)  // nor a leading one trail
    #expect(HangulSyllable(jamo: ["ㄱ", "ㅗ", "ㅏ"])?.scalar == "과")
    #expect(HangulSyllable(jamo: ["ㄱ", "ㄱ", "ㅏ", "ㅅ", "ㅅ"])?.scalar == "깠")
  }

  /// `isJamoPrefix(of:)` is exactly "jamo(level: .jamo) is a prefix", over all pairs of
  /// syllables sharing an initial (the test only depends on medial and final).
  @Test func jamoPrefixMatchesLetterPrefix() {
    let block = HangulSyllable.all.filter { $0.choseong == .giyeok }
    let letters = block.map { $0.jamo() }
    for (i, a) in block.enumerated() {
      for (j, b) in block.enumerated() {
        let expected = letters[j].starts(with: letters[i])
        if a.isJamoPrefix(of: b) != expected {
          Issue.record("\(a) isJamoPrefix(of: \(b)) should be \(expected)")
        }
      }
    }
    let other = HangulSyllable("나")!
    #expect(!HangulSyllable("가")!.isJamoPrefix(of: other))
    #expect(!HangulSyllable("가")!.isJamoPrefix(of: HangulSyllable("까")!))
  }

  @Test func searchExamples() {
    func prefix(_ a: Unicode.Scalar, _ b: Unicode.Scalar) -> Bool {
      HangulSyllable(a)!.isJamoPrefix(of: HangulSyllable(b)!)
    }
    #expect(prefix("기", "길"))
    #expect(prefix("고", "과"))
    #expect(prefix("갑", "값"))
    #expect(prefix("가", "각"))
    #expect(prefix("과", "곽"))
    #expect(!prefix("각", "가"))
    #expect(!prefix("각", "깎"))
    #expect(!prefix("과", "고"))
  }
}
