import Hangul

/// The extra lines a row shows with `--details`: how many (known before drawing, so the
/// list can be laid out) and what they say (asked only for the rows on the screen).
///
/// ```swift
/// let details = RowDetails.choseongAndRomanization { romanize($0, options: .init(isPersonalName: true)) }
/// details.lineCount("홍길동")   // 2: choseong and romanization
/// details.lineCount("Émile")    // 1: choseong only (there is nothing to romanize)
/// details.lines("홍길동")       // ["초성 ㅎㄱㄷ", "Hong Gildong"]
/// ```
public struct RowDetails {
  /// The number of extra lines for a name.
  ///
  /// ```swift
  /// details.lineCount(name)
  /// ```
  public let lineCount: (String) -> Int

  /// The extra lines for a name (as many as ``lineCount`` says).
  ///
  /// ```swift
  /// details.lines(name)
  /// ```
  public let lines: (String) -> [String]

  /// Creates details from the two closures.
  ///
  /// ```swift
  /// let lengths = RowDetails(lineCount: { _ in 1 }, lines: { ["\($0.count) characters"] })
  /// ```
  public init(lineCount: @escaping (String) -> Int, lines: @escaping (String) -> [String]) {
    self.lineCount = lineCount
    self.lines = lines
  }

  /// The choseong of every name, and the romanization of names that hold Hangul: rows of two
  /// and three lines.
  ///
  /// ```swift
  /// let details = RowDetails.choseongAndRomanization { _ in nil }
  /// ```
  public static func choseongAndRomanization(romanize: @escaping (String) -> String?) -> RowDetails {
    RowDetails(
      lineCount: { name in name.unicodeScalars.contains(where: \.isHangul) ? 2 : 1 },
      lines: { name in
        let initials = "초성 " + choseong(of: name)
        guard name.unicodeScalars.contains(where: \.isHangul) else { return [initials] }
        return [initials, romanize(name) ?? ""]
      })
  }
}
