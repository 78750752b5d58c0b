extension KoreanNumber {
  /// `number` written in digits with the Korean units 만, 억, 조 …: each non-zero group of four
  /// digits in Arabic numerals (with a thousands comma) followed by its unit.
  ///
  /// ```swift
  /// KoreanNumber.mixed(12345)                                  // "1만2,345"
  /// KoreanNumber.mixed(123456789)                              // "1억2,345만6,789"
  /// KoreanNumber.mixed(100000000, spacesBetweenGroups: true)   // "1억"
  /// KoreanNumber.mixed(-50010, spacesBetweenGroups: true)      // "-5만 10"
  /// KoreanNumber.mixed(0)                                      // "0"
  /// ```
  ///
  /// - Complexity: O(*d*) in the number of digits.
  public static func mixed(_ number: Int, spacesBetweenGroups: Bool = false) -> String {
    mixed(IntegerText(number), spacesBetweenGroups: spacesBetweenGroups)!
  }

  /// The integer written in `text` in mixed notation, for numbers of any size up to 10⁷² − 1.
  ///
  /// ```swift
  /// try KoreanNumber.mixed("100,000,000,000,000,000,000")   // "1해"
  /// try KoreanNumber.mixed("abc")                           // throws notANumber("abc")
  /// ```
  ///
  /// - Complexity: O(*n*) in the length of `text`.
  public static func mixed(_ text: String, spacesBetweenGroups: Bool = false) throws(KoreanNumberError) -> String {
    try reading(text, style: .mixed, options: SinoKoreanOptions(spacesBetweenGroups: spacesBetweenGroups))
  }

  /// The mixed notation, or `nil` when the number has more digits than the units reach.
  static func mixed(_ number: IntegerText, spacesBetweenGroups: Bool) -> String? {
    if number.isZero { return "0" }
    let groups = number.groupsOfFour
    guard groups.count <= SinoKoreanDigits.groupUnits.count else { return nil }
    var words: [String] = []
    for position in stride(from: groups.count - 1, through: 0, by: -1) where groups[position] != 0 {
      let group = groups[position]
      let digits = group >= 1000 ? "\(group / 1000),\(String(group % 1000 + 1000).dropFirst())" : String(group)
      words.append(digits + SinoKoreanDigits.groupUnits[position])
    }
    return (number.isNegative ? "-" : "") + words.joined(separator: spacesBetweenGroups ? " " : "")
  }
}
