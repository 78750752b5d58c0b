import HangulTestSupport
import Testing

@testable import HangulCore

/// Backspace against es-hangul's `removeLastCharacter`.
@Suite struct RemoveLastJamoTests {
  @Test func matchesESHangul() throws {
    let rows = try CoreTestSupport.fixture("es-hangul-syllables.tsv")
    for row in rows {
      #expect(scalars(removingLastJamo(row[0])) == scalars(row[2]), "\(row[0])")
      #expect(scalars(removingLastJamo("안녕 " + row[0])) == scalars("안녕 " + row[2]), "\(row[0])")
      #expect(
        scalars(removingLastJamo(CoreTestSupport.oracleNormalized(row[0], .nfd))) == scalars(row[2]), "\(row[0]) in NFD"
      )
    }
  }

  @Test func examples() {
    #expect(scalars(removingLastJamo("안녕하세요 값")) == scalars("안녕하세요 갑"))
    #expect(scalars(removingLastJamo("전화")) == scalars("전호"))
    #expect(scalars(removingLastJamo("과")) == scalars("고"))
    #expect(scalars(removingLastJamo("가")) == scalars("ㄱ"))
    #expect(scalars(removingLastJamo("Hello")) == scalars("Hell"))
    #expect(scalars(removingLastJamo("김 👩\u{200D}👩\u{200D}👧")) == scalars("김 "))
    #expect(scalars(removingLastJamo("")) == scalars(""))
  }

  @Test func hostileInputsShrink() {
    for input in CoreTestSupport.hostileInputs where !input.isEmpty {
      let result = removingLastJamo(input)
      #expect(
        result.unicodeScalars.count < ((try? input.normalized(.nfc)) ?? input).unicodeScalars.count + 1,
        "\(CoreTestSupport.codePoints(input))")
      #expect(result.count <= input.count)
    }
  }
}
