extension KoreanNumber {
  /// 1…9 and the tens 10…90 of the native numerals.
  private static let nativeOnes = ["", "하나", "둘", "셋", "넷", "다섯", "여섯", "일곱", "여덟", "아홉"]
  private static let nativeTens = ["", "열", "스물", "서른", "마흔", "쉰", "예순", "일흔", "여든", "아흔"]
  /// The ones before a counter: 한, 두, 세, 네 (다섯 … 아홉 do not change).
  private static let modifierOnes = ["", "한", "두", "세", "네", "다섯", "여섯", "일곱", "여덟", "아홉"]
  /// The ones of the day counts: 하루 … 아흐레.
  private static let dayOnes = ["", "하루", "이틀", "사흘", "나흘", "닷새", "엿새", "이레", "여드레", "아흐레"]

  /// `number` in native Korean numerals (고유어 수사), 1…100: 하나 … 아흔아홉, and 백 (the
  /// native word for a hundred, 온, is no longer used).
  ///
  /// ```swift
  /// try KoreanNumber.native(1)     // "하나"
  /// try KoreanNumber.native(20)    // "스물"
  /// try KoreanNumber.native(99)    // "아흔아홉"
  /// try KoreanNumber.native(100)   // "백"
  /// try KoreanNumber.native(0)     // throws outOfRange("0", style: .native)
  /// ```
  public static func native(_ number: Int) throws(KoreanNumberError) -> String {
    try checked(number, style: .native)
  }

  /// `number` as the native numeral before a counter (수 관형사), 1…100: 한 명, 두 개, 세 권,
  /// 네 시, 스무 살, 스물한 살, 백 명.
  ///
  /// ```swift
  /// try KoreanNumber.modifier(3)    // "세"
  /// try KoreanNumber.modifier(20)   // "스무"
  /// try KoreanNumber.modifier(21)   // "스물한"
  /// try KoreanNumber.modifier(14)   // "열네"
  /// ```
  public static func modifier(_ number: Int) throws(KoreanNumberError) -> String {
    try checked(number, style: .modifier)
  }

  /// `number` as a native ordinal (서수사), 1…100: 첫째, 둘째, 셋째, 넷째 … 열째, 열한째, 열두째
  /// (두째 after a ten, 표준어 규정 제6항), 스무째, 스물한째 … 아흔아홉째, 백째.
  ///
  /// ```swift
  /// try KoreanNumber.ordinal(1)    // "첫째"
  /// try KoreanNumber.ordinal(2)    // "둘째"
  /// try KoreanNumber.ordinal(12)   // "열두째"
  /// try KoreanNumber.ordinal(20)   // "스무째"
  /// ```
  public static func ordinal(_ number: Int) throws(KoreanNumberError) -> String {
    try checked(number, style: .ordinal)
  }

  /// `number` of days as the native day count (날수), 1…30: 하루, 이틀, 사흘, 나흘, 닷새, 엿새,
  /// 이레, 여드레, 아흐레, 열흘, 열하루 … 열아흐레, 스무날, 스무하루 … 스무아흐레, 서른날.
  ///
  /// ```swift
  /// try KoreanNumber.days(1)    // "하루"
  /// try KoreanNumber.days(10)   // "열흘"
  /// try KoreanNumber.days(15)   // "열닷새" (also called 보름)
  /// try KoreanNumber.days(30)   // "서른날"
  /// try KoreanNumber.days(31)   // throws outOfRange("31", style: .days)
  /// ```
  public static func days(_ number: Int) throws(KoreanNumberError) -> String {
    try checked(number, style: .days)
  }

  private static func checked(_ number: Int, style: Style) throws(KoreanNumberError) -> String {
    guard let reading = nativeReading(number, style: style) else { throw .outOfRange(String(number), style: style) }
    return reading
  }

  /// The native reading of `number` in `style`, or `nil` outside its range.
  static func nativeReading(_ number: Int, style: Style) -> String? {
    let limit = style == .days ? 30 : 100
    guard number >= 1, number <= limit else { return nil }
    let tens = number / 10 % 10
    let ones = number % 10
    switch style {
    case .native:
      return number == 100 ? "백" : nativeTens[tens] + nativeOnes[ones]
    case .modifier:
      if number == 100 { return "백" }
      if number == 20 { return "스무" }
      return nativeTens[tens] + modifierOnes[ones]
    case .ordinal:
      if number == 100 { return "백째" }
      if number == 1 { return "첫째" }
      if number == 2 { return "둘째" }
      if number == 20 { return "스무째" }
      // After a ten, 1 is 한 and 2 is 두 (열한째, 열두째); the other ones keep the numeral.
      let one = ones == 1 ? "한" : ones == 2 ? "두" : nativeOnes[ones]
      return nativeTens[tens] + one + "째"
    case .days:
      switch number {
      case 10: return "열흘"
      case 20: return "스무날"
      case 30: return "서른날"
      default: return ["", "열", "스무"][tens] + dayOnes[ones]
      }
    case .sinoKorean, .mixed:
      return nil
    }
  }
}
