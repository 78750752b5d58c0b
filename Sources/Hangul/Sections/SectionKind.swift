/// What kind of section a title stands for, in ICU `AlphabeticIndex` terms.
///
/// ```swift
/// let index = try SectionIndex(layout: .icu)
/// index.kinds.first   // .underflow ("…" before ㄱ)
/// ```
public enum SectionKind: Sendable, Hashable, CaseIterable {
  /// A letter: ㄱ…ㅎ, A…Z (or a title given by a grouping key).
  case normal
  /// Everything that sorts before the first letter (digits, symbols, emoji, a leading
  /// space): ICU's first "…".
  case underflow
  /// Everything between two scripts' letters (between ㅎ and A): ICU's middle "…".
  case inflow
  /// Everything after the last letter (other scripts); also the contacts layout's "#",
  /// which gathers underflow, inflow and overflow.
  case overflow
}
