extension KoreanCollator {
  /// How a ``KoreanCollator`` orders text. The default is ICU's `ko` order unchanged.
  ///
  /// ```swift
  /// var options = KoreanCollator.Options()
  /// options.sortsDigitsNumerically = true          // sorts 2조 before 10조
  /// options.sortsLatinFirst = true       // Alice < 김민수
  /// options.strength = .secondary   // alice == ALICE, Ｋｉｍ == Kim
  /// let collator = try KoreanCollator(options: options)
  /// ```
  public struct Options: Sendable, Hashable {
    /// Whether digit runs compare by numeric value (`2조 < 10조`) instead of digit by digit.
    ///
    /// ```swift
    /// try KoreanCollator(options: .init(sortsDigitsNumerically: true)).sorted(["10조", "2조"])   // ["2조", "10조"]
    /// ```
    public var sortsDigitsNumerically: Bool
    /// Whether Latin letters sort before Hangul and Hanja (ICU reorder codes Latn, Hang, Hani)
    /// instead of after them.
    ///
    /// ```swift
    /// try KoreanCollator(options: .init(sortsLatinFirst: true)).sorted(["가", "A"])   // ["A", "가"]
    /// ```
    public var sortsLatinFirst: Bool
    /// Which differences count; `.secondary` ignores case and width, `.primary` also
    /// accents.
    ///
    /// ```swift
    /// let caseBlind = try KoreanCollator(options: .init(strength: .secondary))
    /// try caseBlind.compare("alice", "ALICE")   // .equal
    /// ```
    public var strength: Strength
    /// Raw ICU `UColAttribute`/`UColAttributeValue` pairs applied after everything else.
    /// Internal: the public API names its options and exposes no ICU numbers; the tests use
    /// this to reach ICU's error path. An invalid pair makes `init` throw.
    var attributes: [RawAttribute] = []

    /// Creates options; every argument defaults to ICU's `ko` behaviour.
    ///
    /// ```swift
    /// let options = KoreanCollator.Options(sortsDigitsNumerically: true, strength: .secondary)
    /// ```
    public init(
      sortsDigitsNumerically: Bool = false, sortsLatinFirst: Bool = false,
      strength: Strength = .tertiary
    ) {
      self.sortsDigitsNumerically = sortsDigitsNumerically
      self.sortsLatinFirst = sortsLatinFirst
      self.strength = strength
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

    /// ICU's `UColAttributeValue` for the strength.
    var icuValue: Int32 {
      switch self {
      case .primary: 0
      case .secondary: 1
      case .tertiary: 2
      case .quaternary: 3
      case .identical: 15
      }
    }
  }

  /// A raw ICU collator attribute setting (`ucol_setAttribute(attribute, value)`), kept
  /// internal so that no ICU number is part of the public API.
  struct RawAttribute: Sendable, Hashable {
    /// The ICU `UColAttribute` number.
    var attribute: Int32
    /// The ICU `UColAttributeValue` number.
    var value: Int32
  }
}
