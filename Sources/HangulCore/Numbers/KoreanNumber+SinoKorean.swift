extension KoreanNumber {
  /// `number` read in Sino-Korean numerals.
  ///
  /// Digits are read in groups of four from the right, each group followed by its unit (만,
  /// 억, 조, 경, 해 …); inside a group 1 before 십, 백, 천 is not read (천, not 일천); zero
  /// groups are left out; 0 is 영 and a negative number starts with 마이너스.
  ///
  /// ```swift
  /// KoreanNumber.sinoKorean(12345)        // "일만이천삼백사십오"
  /// KoreanNumber.sinoKorean(1010)         // "천십"
  /// KoreanNumber.sinoKorean(100000000)    // "일억"
  /// KoreanNumber.sinoKorean(-210000)      // "마이너스이십일만"
  /// KoreanNumber.sinoKorean(0)            // "영"
  /// ```
  ///
  /// - Complexity: O(*d*) in the number of digits.
  public static func sinoKorean(_ number: Int, options: SinoKoreanOptions = SinoKoreanOptions()) -> String {
    // An Int has at most 19 digits (5 groups), far below the largest unit.
    var magnitude = number.magnitude
    var groups: [Int] = []
    groups.reserveCapacity(5)
    while magnitude > 0 {
      groups.append(Int(magnitude % 10000))
      magnitude /= 10000
    }
    return sinoKorean(groupsOfFour: groups, isNegative: number < 0, options: options)
  }

  /// The integer written in `text` read in Sino-Korean numerals, for numbers of any size up to
  /// 10⁷² − 1 (무량대수, the largest unit), past what `Int` holds.
  ///
  /// ```swift
  /// try KoreanNumber.sinoKorean("100000000000000000000")   // "일해"
  /// try KoreanNumber.sinoKorean("12,345", options: SinoKoreanOptions(spacesBetweenGroups: true))
  /// // "일만 이천삼백사십오"
  /// try KoreanNumber.sinoKorean("1e5")                     // throws notANumber("1e5")
  /// ```
  ///
  /// - Complexity: O(*n*) in the length of `text`.
  public static func sinoKorean(
    _ text: String, options: SinoKoreanOptions = SinoKoreanOptions()
  ) throws(KoreanNumberError) -> String {
    try reading(text, style: .sinoKorean, options: options)
  }

  /// The reading, or `nil` when the number has more digits than the units reach.
  static func sinoKorean(_ number: IntegerText, options: SinoKoreanOptions) -> String? {
    let groups = number.groupsOfFour
    guard groups.count <= SinoKoreanDigits.groupUnits.count else { return nil }
    return sinoKorean(groupsOfFour: groups, isNegative: number.isNegative, options: options)
  }

  /// The reading of the groups of four digits, least significant first (none for zero).
  static func sinoKorean(groupsOfFour groups: [Int], isNegative: Bool, options: SinoKoreanOptions) -> String {
    if groups.allSatisfy({ $0 == 0 }) { return "영" }
    let separator = options.spacesBetweenGroups ? " " : ""
    var text = ""
    text.reserveCapacity(groups.count * 24 + 16)
    if isNegative { text += "마이너스" + separator }
    var first = true
    for position in stride(from: groups.count - 1, through: 0, by: -1) where groups[position] != 0 {
      if !first { text += separator }
      let group = groups[position]
      if !(group == 1 && position == 1 && first && options.omitsOneBeforeMan) {
        appendGroupReading(group, to: &text)
      }
      text += SinoKoreanDigits.groupUnits[position]
      first = false
    }
    return text
  }

  /// Appends 1…9999 in Sino-Korean: 1 before 십, 백, 천 is not read (1111 → 천백십일).
  static func appendGroupReading(_ group: Int, to text: inout String) {
    var divisor = 1000
    for place in stride(from: 3, through: 0, by: -1) {
      let digit = group / divisor % 10
      divisor /= 10
      guard digit != 0 else { continue }
      if digit != 1 || place == 0 { text += SinoKoreanDigits.digits[digit] }
      text += SinoKoreanDigits.places[place]
    }
  }
}
