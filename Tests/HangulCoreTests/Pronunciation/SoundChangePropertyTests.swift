import HangulTestSupport
import Testing

@testable import HangulCore

/// Properties of `pronounce` and `romanize` over seeded random Unicode (`RandomUnicode`):
/// no crash, NFC and NFD agree, everything that is not a syllable stays where it was, words
/// are independent, and the romanization of syllables is lowercase ASCII letters.
@Suite struct SoundChangePropertyTests {
  @Test func randomUnicodeKeepsEverythingButSyllables() throws {
    var random = RandomUnicode(seed: 1616)
    for _ in 0..<10_000 {
      let text = random.string()
      let composed = Array(try text.normalized(.nfc).unicodeScalars)
      let spoken = Array(pronounce(text).unicodeScalars)
      // Reference: the NFC text with each syllable replaced by some syllable.
      #expect(spoken.count == composed.count, "\(CoreTestSupport.codePoints(text))")
      for (a, b) in zip(composed, spoken) {
        #expect(a.isHangulSyllable ? b.isHangulSyllable : a == b, "\(CoreTestSupport.codePoints(text))")
      }
      #expect(pronounce(try text.normalized(.nfd)) == pronounce(text))
      #expect(romanize(try text.normalized(.nfd)) == romanize(text))
      _ = romanize(text, options: RomanizationOptions(isPersonalName: true, usesHyphens: true))
    }
  }

  /// Word by word (and in romanization), a space ends a word; read as one phrase, only the
  /// last syllable before the space and the first after it may change.
  @Test func wordsAreIndependent() {
    var random = RandomUnicode(seed: 2024)
    let wordByWord = PronunciationOptions(connectsWords: false)
    for _ in 0..<3_000 {
      let a = random.string(maxPieces: 4, from: [.syllable])
      let b = random.string(maxPieces: 4, from: [.syllable])
      let alone = pronounce(a, options: wordByWord) + " " + pronounce(b, options: wordByWord)
      #expect(pronounce(a + " " + b, options: wordByWord) == alone)
      #expect(romanize(a + "-" + b) == romanize(a) + "-" + romanize(b))
      #expect(romanize(a + " " + b) == romanize(a) + " " + romanize(b))
      let phrase = Array(pronounce(a + " " + b))
      let separate = Array(alone)
      #expect(phrase.count == separate.count)
      let space = a.count
      let changed = zip(phrase, separate).enumerated().filter { $0.element.0 != $0.element.1 }.map(\.offset)
      #expect(changed.allSatisfy { $0 == space - 1 || $0 == space + 1 }, "\(a) \(b)")
    }
  }

  @Test func syllablesRomanizeToLowercaseASCII() {
    var random = RandomUnicode(seed: 7)
    for _ in 0..<3_000 {
      let text = random.string(maxPieces: 6, from: [.syllable])
      guard !text.isEmpty else {
        #expect(romanize(text) == "" && romanize(text, options: RomanizationOptions(isPersonalName: true)) == "")
        continue
      }
      let latin = romanize(text, options: RomanizationOptions(usesHyphens: true))
      #expect(latin.utf8.allSatisfy { ($0 >= 0x61 && $0 <= 0x7A) || $0 == 0x2D }, "\(text) → \(latin)")
      #expect(!latin.hasPrefix("-") && !latin.hasSuffix("-") && !latin.contains("--"))
      let name = romanize(text, options: RomanizationOptions(isPersonalName: true))
      let words = name.split(separator: " ", omittingEmptySubsequences: false)
      #expect(words.count <= 2 && words.allSatisfy { $0.first?.isUppercase == true }, "\(text) → \(name)")
    }
  }

  @Test func longTextIsLinear() {
    let text = String(repeating: "국물 신라 값을 읊조리다 ", count: 50_000)  // about 1.6 MB
    let spoken = pronounce(text)
    #expect(spoken.unicodeScalars.count == text.unicodeScalars.count)
    let wordByWord = pronounce(text, options: PronunciationOptions(connectsWords: false))
    #expect(wordByWord.hasPrefix("궁물 실라 갑쓸 읍쪼리다 "))
    #expect(wordByWord.unicodeScalars.count == text.unicodeScalars.count)
    #expect(romanize(text).hasPrefix("gungmul silla gapseul eupjorida "))
  }
}
