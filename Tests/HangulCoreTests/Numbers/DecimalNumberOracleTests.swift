import HangulTestSupport
import Testing

@testable import HangulCore

/// Numbers with a decimal part against three readers on PyPI (es-hangul, hangulpy, num2words;
/// `scripts/data/fixtures/make-decimal-number-fixture.sh`): the integer part as a number, 점, then
/// each digit after the point on its own. The oracles write no spaces (es-hangul, hangulpy)
/// or a space between every word (num2words); the library writes `삼 점 일사`, so readings are
/// compared without spaces. hangulpy and num2words leave out 일 before 만, the library's
/// `omitsOneBeforeMan` option.
@Suite struct DecimalNumberOracleTests {
  static let rows: [[String]] = (try? CoreTestSupport.fixture("decimal-number-oracles.tsv")) ?? []

  static func unspaced(_ text: String) -> String { text.filter { $0 != " " } }

  @Test func fixtureIsThere() {
    #expect(Self.rows.count > 600)
  }

  @Test func everyReadingAgreesWithEsHangul() throws {
    for row in Self.rows {
      let reading = try KoreanNumber.reading(row[0], style: .sinoKorean)
      #expect(Self.unspaced(reading) == row[1], "\(row[0])")
      // The shape: integer part, " 점 ", one digit name per digit after the point.
      let fractionDigits = row[0].split(separator: ".")[1].count
      let parts = reading.split(separator: " 점 ", omittingEmptySubsequences: false)
      #expect(parts.count == 2 && parts.last?.count == fractionDigits, "\(row[0]) → \(reading)")
    }
  }

  @Test func omittingOneBeforeManAgreesWithHangulpy() throws {
    let options = SinoKoreanOptions(omitsOneBeforeMan: true)
    for row in Self.rows {
      #expect(Self.unspaced(try KoreanNumber.decimal(row[0], options: options)) == row[2], "\(row[0])")
    }
  }

  /// num2words drops the sign of a negative number whose integer part is zero (-0.5 → 영 점 오):
  /// those rows, and only those, differ from the library, which keeps 마이너스 as the other two
  /// oracles do.
  @Test func agreesWithNum2wordsButForItsLostSign() throws {
    let options = SinoKoreanOptions(omitsOneBeforeMan: true)
    var lostSign = 0
    for row in Self.rows {
      let reading = Self.unspaced(try KoreanNumber.decimal(row[0], options: options))
      let oracle = Self.unspaced(row[3])
      if row[0].hasPrefix("-0.") {
        lostSign += 1
        #expect(reading == "마이너스" + oracle, "\(row[0])")
        #expect(reading == row[2], "\(row[0])")
      } else {
        #expect(reading == oracle, "\(row[0])")
      }
    }
    #expect(lostSign == Self.rows.filter { $0[0].hasPrefix("-0.") }.count)
    #expect(lostSign > 10)
  }

  /// Inputs the float-based oracles cannot take, checked by hand against the rule (digits after
  /// the point read one by one, as written): trailing zeros, commas, spacing, the mixed style,
  /// and what is not a number.
  @Test func handCheckedRows() throws {
    #expect(try KoreanNumber.reading("2.50", style: .sinoKorean) == "이 점 오영")
    #expect(try KoreanNumber.reading("12,345.06", style: .sinoKorean) == "일만이천삼백사십오 점 영육")
    #expect(try KoreanNumber.reading("−1.5", style: .sinoKorean) == "마이너스일 점 오")
    #expect(try KoreanNumber.reading("-0.0", style: .sinoKorean) == "영 점 영")
    #expect(
      try KoreanNumber.reading("123456.7", style: .sinoKorean, options: SinoKoreanOptions(spacesBetweenGroups: true))
        == "십이만 삼천사백오십육 점 칠")
    #expect(try KoreanNumber.reading("12345.67", style: .mixed) == "1만2,345.67")
    #expect(try KoreanNumber.reading("-0.5", style: .mixed) == "-0.5")
    for bad in ["3.", ".5", "3.1.4", "3.x", "1e5", "3,5", "3 .5", "-", "."] {
      #expect(throws: KoreanNumberError.notANumber(bad)) { try KoreanNumber.reading(bad, style: .sinoKorean) }
    }
    for style in [KoreanNumber.Style.native, .modifier, .ordinal, .days] {
      #expect(throws: KoreanNumberError.outOfRange("3.5", style: style)) {
        try KoreanNumber.reading("3.5", style: style)
      }
    }
  }
}
