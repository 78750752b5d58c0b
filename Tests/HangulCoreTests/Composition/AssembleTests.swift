import HangulCorpus
import HangulTestSupport
import Testing

@testable import HangulCore

/// Composition by the 2-set keyboard automaton against the Decomposition guide's examples,
/// es-hangul and round trips.
@Suite struct AssembleTests {
  @Test func guideExamples() {
    #expect(scalars(assemble("ㄱㅏㅂㅅ")) == scalars("값"))
    #expect(scalars(assemble("닭ㅏ")) == scalars("달가"))
    #expect(scalars(assemble("깎ㅏ")) == scalars("까까"))
    #expect(scalars(assemble("고ㅏ")) == scalars("과"))
    #expect(scalars(assemble("ㄱㅏ!ㄴㅏ")) == scalars("가!나"))
    #expect(scalars(assemble("하ㅏ")) == scalars("하ㅏ"))
    #expect(scalars(assemble("")) == scalars(""))
  }

  /// es-hangul's `assemble` on ten hand-picked cases and 6,000 seeded random key strings.
  @Test func matchesESHangul() throws {
    let rows = try CoreTestSupport.fixture("es-hangul-assemble.tsv")
    #expect(rows.count > 3_000)
    for row in rows {
      #expect(scalars(assemble(row[0])) == scalars(row[1]), "\(row[0])")
    }
  }

  /// compose(decompose(s)) == s for every syllable, and for every syllable followed by each
  /// initial (with ㅏ) and by ㅇ with each medial — every way two syllables can meet.
  @Test func everySyllableRoundTrips() {
    let followers =
      Choseong.allCases.map { HangulSyllable(choseong: $0, jungseong: .a).description }
      + Jungseong.allCases.map { HangulSyllable(choseong: .ieung, jungseong: $0, jongseong: .nieun).description }
    for text in CoreTestSupport.syllables {
      #expect(scalars(assemble(disassemble(text))) == scalars(text))
      for next in followers {
        let pair = text + next
        let back = assemble(disassemble(pair))
        if !identical(back, pair) { Issue.record("\(pair) → \(disassemble(pair)) → \(back)") }
      }
    }
  }

  @Test func randomStringsOfSyllablesRoundTrip() {
    var random = SplitMix64(seed: 0x9E37_79B9_7F4A_7C15)
    func next() -> UInt64 { random.next() }
    for _ in 0..<3_000 {
      let length = Int(next() % 6) + 1
      var text = ""
      for _ in 0..<length { text += CoreTestSupport.syllables[Int(next() % 11_172)] }
      #expect(scalars(assemble(disassemble(text))) == scalars(text))
    }
  }

  @Test func nonHangulAndUnjoinableLettersStay() {
    #expect(scalars(assemble("ㄱㄱㅏ")) == scalars("ㄱ가"))
    #expect(scalars(assemble("ㄳㅏ")) == scalars("ㄱ사"))
    #expect(scalars(assemble("ㅗㅏ")) == scalars("ㅘ"))
    #expect(scalars(assemble("Hello ㅎㅏㄴㄱㅡㄹ!")) == scalars("Hello 한글!"))
    #expect(scalars(assemble("\u{1112}\u{1161}\u{11AB}ㅏ")) == scalars("하나"))  // NFD input
    #expect(scalars(assemble("\u{1112}\u{119E}ㄴ")) == scalars("ㅎ\u{119E}ㄴ"))  // old vowel does not join
    #expect(scalars(assemble("\u{3164}ㅏ\u{FFA1}ㅏ")) == scalars("\u{3164}ㅏ\u{FFA1}ㅏ"))
  }

  @Test func hostileInputsAreDefined() throws {
    for input in CoreTestSupport.hostileInputs {
      let nfd = CoreTestSupport.oracleNormalized(input, .nfd)
      #expect(scalars(assemble(nfd)) == scalars(assemble(input)), "\(CoreTestSupport.codePoints(input))")
      // Assembling is idempotent: assembled text has nothing left to join.
      #expect(scalars(assemble(assemble(input))) == scalars(assemble(input)), "\(CoreTestSupport.codePoints(input))")
    }
  }
}
