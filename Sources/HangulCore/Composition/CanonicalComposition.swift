/// Whether `scalar` is a code point that canonical normalization leaves alone and that does
/// not combine with its neighbours: ASCII, modern syllables, compatibility jamo. Text made
/// only of these is already NFC and NFD-equivalent processing sees no conjoining jamo.
@inlinable
func isCompositionInert(_ scalar: Unicode.Scalar) -> Bool {
  scalar.value < 0x80 || scalar.isHangulSyllable || scalar.isCompatibilityJamo
}

extension StringProtocol {
  /// This text in NFC (or NFKC when `compatibility`), skipping ICU when every scalar is
  /// ``isCompositionInert(_:)``.
  ///
  /// Why a failure falls back to the text as it is, instead of throwing: on a `String`
  /// (always valid Unicode) `unorm2_normalize` can fail only when ICU cannot load its
  /// normalization data (`libicudata` missing or broken: then `KoreanCollator()`,
  /// `SectionIndex()` and `SearchIndex` fail too, with an ``ICUError``, so a program notices
  /// at its first collator) or for a text longer than ICU's 2³¹ − 1 code units. In both
  /// cases every Hangul rule of the package still gives the right answer, because they read
  /// precomposed syllables and conjoining jamo alike (the NFD and NFC columns of the
  /// choseong and disassembly fixtures agree); what is lost is only the canonical
  /// equivalence of non-Hangul marks (é written e + U+0301 stays two characters). The
  /// functions that call this are non-throwing by design (`choseong(of:)`,
  /// `disassemble(_:)`), as their peers' are.
  ///
  /// - Complexity: O(*n*).
  @usableFromInline
  func composedForHangul(compatibility: Bool = false) -> String {
    if !compatibility && unicodeScalars.allSatisfy(isCompositionInert) { return String(self) }
    if compatibility && unicodeScalars.allSatisfy({ $0.value < 0x80 || $0.isHangulSyllable }) {
      return String(self)
    }
    do {
      return try normalized(compatibility ? .nfkc : .nfc)
    } catch {
      return String(self)  // see above: only non-Hangul canonical equivalence is lost
    }
  }
}
