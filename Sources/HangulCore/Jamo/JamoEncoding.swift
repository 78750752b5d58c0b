/// Which code points decomposition writes jamo with.
///
/// ```swift
/// disassemble("한", encoding: .compatibility)   // "ㅎㅏㄴ" (U+314E U+314F U+3134)
/// disassemble("한", encoding: .conjoining)      // "\u{1112}\u{1161}\u{11AB}" (한 as U+1112 U+1161 U+11AB)
/// ```
public enum JamoEncoding: Hashable, Sendable, CaseIterable {
  /// Hangul Compatibility Jamo (ㄱ U+3131 … ㅣ U+3163): what keyboards type and what users
  /// read as separate letters. The default.
  case compatibility
  /// Conjoining jamo (ᄀ U+1100, ᅡ U+1161, ᆨ U+11A8 …): what NFD produces. Consecutive
  /// conjoining jamo render as one block, and initials and finals have distinct code points.
  case conjoining
}
