/// A number with a decimal part, written in decimal: `3.14`, `-0.5`, `12,345.678`.
///
/// The integer part is an ``IntegerText`` (sign, digits, optional commas between groups of
/// three); after one `.` come one or more ASCII digits. The sign belongs to the whole number,
/// so `-0.5` is negative although its integer part is zero.
struct DecimalText: Hashable, Sendable {
  /// Whether the number is below zero (false for `-0.0`).
  let isNegative: Bool
  /// The integer part, without its sign.
  let integer: IntegerText
  /// The digits after the point, as written (trailing zeros kept: `2.50` is read 이 점 오영).
  let fraction: [UInt8]

  /// The decimal number `text` spells, or `nil` (no point, an empty side, a second point,
  /// anything but digits after the point).
  init?(_ text: String) {
    guard let point = text.firstIndex(of: ".") else { return nil }
    let whole = String(text[..<point])
    var fractionText = Substring(text[text.index(after: point)...])
    while let last = fractionText.last, last == " " || last == "\t" { fractionText.removeLast() }
    var fraction: [UInt8] = []
    for scalar in fractionText.unicodeScalars {
      guard scalar.value >= 0x30, scalar.value <= 0x39 else { return nil }
      fraction.append(UInt8(scalar.value - 0x30))
    }
    guard !fraction.isEmpty else { return nil }
    // The integer part must be a whole integer on its own (digits right before the point).
    guard let last = whole.unicodeScalars.last, last.value >= 0x30, last.value <= 0x39,
      let integer = IntegerText(whole)
    else { return nil }
    let signed = whole.unicodeScalars.first { $0 != " " && $0 != "\t" }.map { $0 == "-" || $0 == "\u{2212}" } ?? false
    self.integer = IntegerText(magnitudeOf: integer)
    self.fraction = fraction
    isNegative = signed && !(integer.isZero && fraction.allSatisfy { $0 == 0 })
  }
}

extension KoreanNumber {
  /// A number with a decimal part read in Sino-Korean, as it is read aloud: the integer part
  /// as a number, 점 for the point, then each digit after it on its own (표준국어대사전, 점:
  /// "소수점을 읽을 때 쓰는 말"; digits after the point are read one by one).
  ///
  /// ```swift
  /// try KoreanNumber.decimal("3.14")       // "삼 점 일사"
  /// try KoreanNumber.decimal("-0.5")       // "마이너스영 점 오"
  /// try KoreanNumber.decimal("12,345.06")  // "일만이천삼백사십오 점 영육"
  /// try KoreanNumber.decimal("3")          // "삼" (an integer reads as an integer)
  /// try KoreanNumber.decimal("3.1.4")      // throws notANumber("3.1.4")
  /// ```
  ///
  /// - Complexity: O(*n*) in the length of `text`.
  public static func decimal(_ text: String, options: SinoKoreanOptions = SinoKoreanOptions()) throws(KoreanNumberError)
    -> String
  {
    try reading(text, style: .sinoKorean, options: options)
  }

  /// The reading of a number with a decimal part in `style` (Sino-Korean or mixed), or `nil`
  /// when the style reads integers only or the integer part is too large.
  static func decimalReading(_ number: DecimalText, style: Style, options: SinoKoreanOptions) -> String? {
    switch style {
    case .sinoKorean:
      guard let whole = sinoKorean(number.integer, options: options) else { return nil }
      var text = number.isNegative ? "마이너스" + (options.spacesBetweenGroups ? " " : "") : ""
      text += whole + " 점 "
      for digit in number.fraction { text += SinoKoreanDigits.digits[Int(digit)] }
      return text
    case .mixed:
      guard let whole = mixed(number.integer, spacesBetweenGroups: options.spacesBetweenGroups) else { return nil }
      var text = number.isNegative ? "-" : ""
      text += whole + "."
      for digit in number.fraction { text.unicodeScalars.append(Unicode.Scalar(0x30 + digit)) }
      return text
    case .native, .modifier, .ordinal, .days:
      return nil
    }
  }
}
