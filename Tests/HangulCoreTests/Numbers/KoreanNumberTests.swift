import HangulCore
import HangulTestSupport
import Testing

/// Number reading by the examples of the rules (한글 맞춤법 제44항, 표준어 규정 제6항) and the
/// dictionary's native numerals, plus errors and a property test against a naive reading.
@Suite struct KoreanNumberTests {
  @Test func sinoKoreanByTheDefaultReading() {
    #expect(KoreanNumber.sinoKorean(12345) == "일만이천삼백사십오")
    #expect(KoreanNumber.sinoKorean(10) == "십")
    #expect(KoreanNumber.sinoKorean(100) == "백")
    #expect(KoreanNumber.sinoKorean(1000) == "천")
    #expect(KoreanNumber.sinoKorean(10000) == "일만")
    #expect(KoreanNumber.sinoKorean(1111) == "천백십일")
    #expect(KoreanNumber.sinoKorean(100_000_000) == "일억")
    #expect(KoreanNumber.sinoKorean(0) == "영")
    #expect(KoreanNumber.sinoKorean(-210000) == "마이너스이십일만")
  }

  @Test func spacingByManUnitsAsTheSpellingRuleWritesIt() {
    // 한글 맞춤법 제44항: 십이억 삼천사백오십육만 칠천팔백구십팔 / 12억 3456만 7898.
    let spaced = SinoKoreanOptions(spacesBetweenGroups: true)
    #expect(KoreanNumber.sinoKorean(1_234_567_898, options: spaced) == "십이억 삼천사백오십육만 칠천팔백구십팔")
    #expect(KoreanNumber.mixed(1_234_567_898, spacesBetweenGroups: true) == "12억 3,456만 7,898")
    #expect(KoreanNumber.sinoKorean(-12345, options: spaced) == "마이너스 일만 이천삼백사십오")
  }

  @Test func omittingTheOneBeforeMan() {
    let options = SinoKoreanOptions(omitsOneBeforeMan: true)
    #expect(KoreanNumber.sinoKorean(12345, options: options) == "만이천삼백사십오")
    #expect(KoreanNumber.sinoKorean(10000, options: options) == "만")
    #expect(KoreanNumber.sinoKorean(110000, options: options) == "십일만")
    #expect(KoreanNumber.sinoKorean(100_010_000, options: options) == "일억일만")
    #expect(KoreanNumber.sinoKorean(100_000_000, options: options) == "일억")
  }

  @Test func bigNumbersAsDigitStrings() throws {
    #expect(try KoreanNumber.sinoKorean("100000000000000000000") == "일해")
    #expect(try KoreanNumber.sinoKorean("1" + String(repeating: "0", count: 68)) == "일무량대수")
    #expect(try KoreanNumber.sinoKorean(String(repeating: "9", count: 72)).hasSuffix("구천구백구십구"))
    #expect(throws: KoreanNumberError.outOfRange(String(repeating: "9", count: 73), style: .sinoKorean)) {
      try KoreanNumber.sinoKorean(String(repeating: "9", count: 73))
    }
    #expect(KoreanNumber.sinoKorean(Int.min).hasPrefix("마이너스구백이십이경"))
    #expect(try KoreanNumber.mixed("100,000,000,000,000,000,000") == "1해")
  }

  @Test func mixed() {
    #expect(KoreanNumber.mixed(12345) == "1만2,345")
    #expect(KoreanNumber.mixed(123_456_789) == "1억2,345만6,789")
    #expect(KoreanNumber.mixed(-50010, spacesBetweenGroups: true) == "-5만 10")
    #expect(KoreanNumber.mixed(0) == "0")
  }

  @Test func nativeNumeralsModifiersOrdinalsAndDays() throws {
    #expect(
      try (1...10).map { try KoreanNumber.native($0) } == ["하나", "둘", "셋", "넷", "다섯", "여섯", "일곱", "여덟", "아홉", "열"])
    #expect(
      try [20, 30, 40, 50, 60, 70, 80, 90, 99, 100].map { try KoreanNumber.native($0) } == [
        "스물", "서른", "마흔", "쉰", "예순", "일흔", "여든", "아흔", "아흔아홉", "백",
      ])
    #expect(
      try [1, 2, 3, 4, 11, 20, 21, 22, 100].map { try KoreanNumber.modifier($0) } == [
        "한", "두", "세", "네", "열한", "스무", "스물한", "스물두", "백",
      ])
    // 표준어 규정 제6항: 첫째, 둘째, 셋째, 넷째; 두째 after a ten: 열두째, 스물두째.
    #expect(
      try [1, 2, 3, 4, 10, 11, 12, 20, 22].map { try KoreanNumber.ordinal($0) } == [
        "첫째", "둘째", "셋째", "넷째", "열째", "열한째", "열두째", "스무째", "스물두째",
      ])
    #expect(
      try (1...10).map { try KoreanNumber.days($0) } == [
        "하루", "이틀", "사흘", "나흘", "닷새", "엿새", "이레", "여드레", "아흐레", "열흘",
      ])
    #expect(
      try [11, 15, 19, 20, 21, 29, 30].map { try KoreanNumber.days($0) } == [
        "열하루", "열닷새", "열아흐레", "스무날", "스무하루", "스무아흐레", "서른날",
      ])
  }

  @Test func errorsNameTheInput() {
    #expect(throws: KoreanNumberError.outOfRange("0", style: .native)) { try KoreanNumber.native(0) }
    #expect(throws: KoreanNumberError.outOfRange("101", style: .modifier)) { try KoreanNumber.modifier(101) }
    #expect(throws: KoreanNumberError.outOfRange("31", style: .days)) { try KoreanNumber.days(31) }
    #expect(throws: KoreanNumberError.outOfRange("-3", style: .ordinal)) {
      try KoreanNumber.reading("-3", style: .ordinal)
    }
    for bad in ["", "-", "3.5.1", "1e5", "12a", "1,23", "1,2345", ",123", "١٢", "一"] {
      #expect(throws: KoreanNumberError.notANumber(bad)) { try KoreanNumber.reading(bad, style: .sinoKorean) }
    }
    #expect(KoreanNumberError.outOfRange("31", style: .days).description.contains("\"31\""))
    #expect(KoreanNumberError.notANumber("12a").description.contains("\"12a\""))
  }

  @Test func acceptedSpellingsOfAnInteger() throws {
    #expect(try KoreanNumber.reading(" 12,345 ", style: .sinoKorean) == "일만이천삼백사십오")
    #expect(try KoreanNumber.reading("+7", style: .sinoKorean) == "칠")
    #expect(try KoreanNumber.reading("\u{2212}7", style: .sinoKorean) == "마이너스칠")
    #expect(try KoreanNumber.reading("-0", style: .sinoKorean) == "영")
    #expect(try KoreanNumber.reading("007", style: .modifier) == "일곱")
  }

  /// A naive Sino-Korean reading written here: every digit with its place, then the rules
  /// applied as text edits (drop 영 places, 일 before 십/백/천, empty groups).
  static func naive(_ n: Int) -> String {
    if n == 0 { return "영" }
    let digits = ["", "일", "이", "삼", "사", "오", "육", "칠", "팔", "구"]
    let units = ["", "만", "억", "조", "경"]
    var groups: [String] = []
    var rest = n
    var position = 0
    while rest > 0 {
      let group = rest % 10000
      var text = ""
      for (place, name) in [(1000, "천"), (100, "백"), (10, "십")] where group / place % 10 > 0 {
        let d = group / place % 10
        text += (d == 1 ? "" : digits[d]) + name
      }
      text += digits[group % 10]
      if !text.isEmpty { groups.insert(text + units[position], at: 0) }
      rest /= 10000
      position += 1
    }
    return groups.joined()
  }

  @Test func agreesWithANaiveReadingOnSeededNumbers() {
    var state: UInt64 = 0x2026_1123
    for _ in 0..<20_000 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let n = Int(state >> 12) % 10_000_000_000_000_000
      #expect(KoreanNumber.sinoKorean(n) == Self.naive(n), "\(n)")
    }
  }

  @Test func hostileInputsAreNotNumbers() {
    for input in CoreTestSupport.hostileInputs {
      for style in KoreanNumber.Style.allCases {
        #expect(throws: KoreanNumberError.notANumber(input)) { try KoreanNumber.reading(input, style: style) }
      }
    }
  }
}
