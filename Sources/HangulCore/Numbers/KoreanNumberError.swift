/// Text that is not a number, or a number a reading style does not cover.
///
/// ```swift
/// do { _ = try KoreanNumber.native(0) } catch { print(error) }
/// // "0" is out of range for native numbers (1…100)
/// ```
public enum KoreanNumberError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The text is not a number (an optional sign, digits, optionally commas between groups
  /// of three, optionally a decimal part).
  case notANumber(String)
  /// The number, as given, is outside what the style reads (``KoreanNumber/Style/rangeDescription``).
  case outOfRange(String, style: KoreanNumber.Style)

  /// A message naming the text and, for a range error, the style and its range.
  ///
  /// ```swift
  /// KoreanNumberError.notANumber("12a").description
  /// // "\"12a\" is not a number (digits with an optional sign and decimal part; commas only between groups of three)"
  /// KoreanNumberError.outOfRange("31", style: .days).description
  /// // "\"31\" is out of range for days (1…30)"
  /// ```
  public var description: String {
    switch self {
    case .notANumber(let text):
      "\"\(text)\" is not a number (digits with an optional sign and decimal part; commas only between groups of three)"
    case .outOfRange(let text, let style):
      "\"\(text)\" is out of range for \(style.displayName) (\(style.rangeDescription))"
    }
  }
}

extension KoreanNumber.Style {
  /// The style's name in messages.
  var displayName: String {
    switch self {
    case .sinoKorean: "Sino-Korean numbers"
    case .mixed: "mixed numbers"
    case .native: "native numbers"
    case .modifier: "native modifiers"
    case .ordinal: "ordinals"
    case .days: "days"
    }
  }
}
