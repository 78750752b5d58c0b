/// How many levels of difference a ``BuiltInCollator`` tells apart (ICU's UCOL_STRENGTH).
///
/// ```swift
/// let c = BuiltInCollator(sortsDigitsNumerically: false, sortsLatinFirst: false, strength: .primary)
/// // "a" and "A" compare equal at .primary
/// ```
public enum CollationStrength: Int, Sendable, CaseIterable {
  /// Base letters only (ICU UCOL_PRIMARY).
  case primary = 0
  /// Plus accents; also tells each Hanja from its reading syllable (UCOL_SECONDARY).
  case secondary = 1
  /// Plus case and variants (UCOL_TERTIARY, ICU's default).
  case tertiary = 2
  /// Plus a fourth level (UCOL_QUATERNARY).
  case quaternary = 3
  /// Plus the NFD code points themselves (UCOL_IDENTICAL).
  case identical = 15
}
