import CICU

extension KoreanCollator {
  /// How a ``KoreanCollator`` orders text. The default is ICU's `ko` order unchanged.
  ///
  /// ```swift
  /// var options = KoreanCollator.Options()
  /// options.numeric = true          // 2조 < 10조
  /// options.latinFirst = true       // Alice < 김민수
  /// options.strength = .secondary   // alice == ALICE, Ｋｉｍ == Kim
  /// let collator = try KoreanCollator(options: options)
  /// ```
  public struct Options: Sendable, Hashable {
    /// Digit runs compare by numeric value (`2조 < 10조`) instead of digit by digit.
    ///
    /// ```swift
    /// try KoreanCollator(options: .init(numeric: true)).sorted(["10조", "2조"])   // ["2조", "10조"]
    /// ```
    public var numeric: Bool
    /// Latin letters sort before Hangul and Hanja (ICU reorder codes Latn, Hang, Hani)
    /// instead of after them.
    ///
    /// ```swift
    /// try KoreanCollator(options: .init(latinFirst: true)).sorted(["가", "A"])   // ["A", "가"]
    /// ```
    public var latinFirst: Bool
    /// Which differences count; `.secondary` ignores case and width, `.primary` also
    /// accents.
    ///
    /// ```swift
    /// let caseBlind = try KoreanCollator(options: .init(strength: .secondary))
    /// try caseBlind.compare("alice", "ALICE")   // .equal
    /// ```
    public var strength: Strength
    /// Raw ICU `UColAttribute`/`UColAttributeValue` pairs applied after everything else,
    /// for settings the named options do not cover. An invalid pair makes `init` throw.
    ///
    /// ```swift
    /// var options = KoreanCollator.Options()
    /// options.attributes = [.init(attribute: 7, value: 17)]   // UCOL_NUMERIC_COLLATION on
    /// ```
    public var attributes: [RawAttribute]

    /// Creates options; every argument defaults to ICU's `ko` behaviour.
    ///
    /// ```swift
    /// let options = KoreanCollator.Options(numeric: true, strength: .secondary)
    /// ```
    public init(numeric: Bool = false, latinFirst: Bool = false, strength: Strength = .tertiary,
                attributes: [RawAttribute] = []) {
      self.numeric = numeric
      self.latinFirst = latinFirst
      self.strength = strength
      self.attributes = attributes
    }
  }

  /// The collation strength: which level of difference makes two strings unequal.
  ///
  /// ```swift
  /// let loose = try KoreanCollator(options: .init(strength: .secondary))
  /// try loose.compare("alice", "ALICE")   // .equal
  /// ```
  public enum Strength: Sendable, Hashable, CaseIterable {
    /// Base letters only: ignores accents, case and width.
    case primary
    /// Base letters and accents: ignores case and width (`alice == ALICE`, `Ｋｉｍ == Kim`).
    case secondary
    /// ICU's default: case and width count too.
    case tertiary
    /// Also distinguishes punctuation handling when alternate shifted is on.
    case quaternary
    /// Only code-point-identical (after NFD) strings are equal.
    case identical

    var icuValue: Int32 {
      switch self {
      case .primary: Int32(CICU_STRENGTH_PRIMARY)
      case .secondary: Int32(CICU_STRENGTH_SECONDARY)
      case .tertiary: Int32(CICU_STRENGTH_TERTIARY)
      case .quaternary: Int32(CICU_STRENGTH_QUATERNARY)
      case .identical: Int32(CICU_STRENGTH_IDENTICAL)
      }
    }
  }

  /// A raw ICU collator attribute setting (`ucol_setAttribute(attribute, value)`).
  ///
  /// ```swift
  /// // UCOL_ALTERNATE_HANDLING (1) = UCOL_SHIFTED (20): ignore punctuation and spaces.
  /// let options = KoreanCollator.Options(attributes: [.init(attribute: 1, value: 20)])
  /// ```
  public struct RawAttribute: Sendable, Hashable {
    /// The ICU `UColAttribute` number.
    ///
    /// ```swift
    /// KoreanCollator.RawAttribute(attribute: 7, value: 17).attribute   // 7 (UCOL_NUMERIC_COLLATION)
    /// ```
    public var attribute: Int32
    /// The ICU `UColAttributeValue` number.
    ///
    /// ```swift
    /// KoreanCollator.RawAttribute(attribute: 7, value: 17).value   // 17 (UCOL_ON)
    /// ```
    public var value: Int32

    /// Creates a raw attribute setting.
    ///
    /// ```swift
    /// let caseFirstUpper = KoreanCollator.RawAttribute(attribute: 2, value: 25)
    /// ```
    public init(attribute: Int32, value: Int32) {
      self.attribute = attribute
      self.value = value
    }
  }
}
