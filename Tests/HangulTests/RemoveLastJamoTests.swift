import Testing

@testable import Hangul

/// Backspace against es-hangul's `removeLastCharacter`.
@Suite struct RemoveLastJamoTests {
  @Test func matchesESHangul() throws {
    let rows = try CoreTestSupport.fixture("es-hangul-syllables.tsv")
    for row in rows {
      #expect(removeLastJamo(row[0]) == row[2], "\(row[0])")
      #expect(removeLastJamo("안녕 " + row[0]) == "안녕 " + row[2], "\(row[0])")
      #expect(removeLastJamo(try CoreTestSupport.icu(row[0], .nfd)) == row[2], "\(row[0]) in NFD")
    }
  }

  @Test func examples() {
    #expect(removeLastJamo("안녕하세요 값") == "안녕하세요 갑")
    #expect(removeLastJamo("전화") == "전호")
    #expect(removeLastJamo("과") == "고")
    #expect(removeLastJamo("가") == "ㄱ")
    #expect(removeLastJamo("Hello") == "Hell")
    #expect(removeLastJamo("김 👩\u{200D}👩\u{200D}👧") == "김 ")
    #expect(removeLastJamo("") == "")
  }

  @Test func hostileInputsShrink() {
    for input in CoreTestSupport.hostileInputs where !input.isEmpty {
      let result = removeLastJamo(input)
      #expect(result.unicodeScalars.count < ((try? input.normalized(.nfc)) ?? input).unicodeScalars.count + 1,
              "\(CoreTestSupport.codePoints(input))")
      #expect(result.count <= input.count)
    }
  }
}
