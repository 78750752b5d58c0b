/// Numbers read in Korean: Sino-Korean (일, 이, 삼 …) and native (하나, 둘, 셋 …).
///
/// ```swift
/// KoreanNumber.sinoKorean(12345)                     // "일만이천삼백사십오"
/// KoreanNumber.mixed(12345)                          // "1만2,345"
/// try KoreanNumber.native(99)                        // "아흔아홉"
/// try KoreanNumber.modifier(3)                       // "세" (세 명)
/// try KoreanNumber.ordinal(12)                       // "열두째"
/// try KoreanNumber.days(20)                          // "스무날"
/// try KoreanNumber.reading("-210000", style: .sinoKorean)   // "마이너스이십일만"
/// ```
///
/// The rules and their limits are in <doc:ReadingNumbers>.
public enum KoreanNumber {
  /// How a number is read.
  ///
  /// ```swift
  /// KoreanNumber.Style(rawValue: "native")    // .native
  /// KoreanNumber.Style.sinoKorean.rawValue    // "sino"
  /// ```
  public enum Style: String, CaseIterable, Hashable, Sendable {
    /// Sino-Korean numerals, any integer below 10⁷² in magnitude: 일만이천삼백사십오.
    case sinoKorean = "sino"
    /// Digits with the Korean units 만, 억, 조 …: 1만2,345.
    case mixed
    /// Native numerals, 1…100: 하나, 열둘, 아흔아홉, 백.
    case native
    /// Native numerals before a counter, 1…100: 한 (명), 두, 세, 네, 스무, 스물한, 백.
    case modifier
    /// Native ordinals, 1…100: 첫째, 둘째, 열두째, 스무째, 백째.
    case ordinal
    /// Native day counts, 1…30: 하루, 이틀, 열흘, 스무날, 서른날.
    case days

    /// The numbers the style reads, as the error messages name them.
    ///
    /// ```swift
    /// KoreanNumber.Style.days.rangeDescription   // "1…30"
    /// ```
    public var rangeDescription: String {
      switch self {
      case .sinoKorean, .mixed: "numbers below 10^72 in magnitude, with an optional decimal part"
      case .native, .modifier, .ordinal: "1…100"
      case .days: "1…30"
      }
    }
  }

  /// The number written in `text` read in `style`: the entry point of `hangul number`.
  ///
  /// `text` is a number: an optional sign, ASCII digits, optionally commas between groups of
  /// three, optionally a decimal part (`.` and digits), spaces around ignored. Anything else is
  /// ``KoreanNumberError/notANumber(_:)``; a number the style does not read (a decimal in a
  /// native style, a number too large) is ``KoreanNumberError/outOfRange(_:style:)``. A
  /// decimal part is read digit by digit after 점 (see ``decimal(_:options:)``).
  ///
  /// ```swift
  /// try KoreanNumber.reading("12,345", style: .mixed)      // "1만2,345"
  /// try KoreanNumber.reading("3", style: .modifier)        // "세"
  /// try KoreanNumber.reading("3.14", style: .sinoKorean)   // "삼 점 일사"
  /// try KoreanNumber.reading("-2.5", style: .sinoKorean)   // "마이너스이 점 오"
  /// try KoreanNumber.reading("101", style: .native)        // throws outOfRange("101", style: .native)
  /// try KoreanNumber.reading("3.5", style: .native)        // throws outOfRange("3.5", style: .native)
  /// try KoreanNumber.reading("3,5", style: .sinoKorean)    // throws notANumber("3,5")
  /// ```
  ///
  /// - Complexity: O(*n*) in the length of `text`.
  public static func reading(
    _ text: String, style: Style, options: SinoKoreanOptions = SinoKoreanOptions()
  ) throws(KoreanNumberError) -> String {
    guard let number = IntegerText(text) else {
      guard let decimal = DecimalText(text) else { throw .notANumber(text) }
      guard let reading = decimalReading(decimal, style: style, options: options) else {
        throw .outOfRange(text, style: style)
      }
      return reading
    }
    switch style {
    case .sinoKorean:
      guard let reading = sinoKorean(number, options: options) else { throw .outOfRange(text, style: style) }
      return reading
    case .mixed:
      guard let reading = mixed(number, spacesBetweenGroups: options.spacesBetweenGroups) else {
        throw .outOfRange(text, style: style)
      }
      return reading
    case .native, .modifier, .ordinal, .days:
      guard let value = number.intValue, let reading = nativeReading(value, style: style) else {
        throw .outOfRange(text, style: style)
      }
      return reading
    }
  }
}
