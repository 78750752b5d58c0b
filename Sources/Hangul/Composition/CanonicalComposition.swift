/// Whether `scalar` is a code point that canonical normalization leaves alone and that does
/// not combine with its neighbours: ASCII, modern syllables, compatibility jamo. Text made
/// only of these is already NFC and NFD-equivalent processing sees no conjoining jamo.
@inlinable
func isCompositionInert(_ scalar: Unicode.Scalar) -> Bool {
  scalar.value < 0x80 || scalar.isHangulSyllable || scalar.isCompatibilityJamo
}

extension StringProtocol {
  /// This text in NFC (or NFKC when `compatibility`), skipping ICU when every scalar is
  /// ``isCompositionInert(_:)``. If ICU fails (it has no data), the text is returned as it
  /// is: the Hangul rules of the package work on both precomposed and conjoining jamo, so
  /// only the canonical equivalence of non-Hangul marks is lost.
  ///
  /// - Complexity: O(*n*).
  @usableFromInline
  func composedForHangul(compatibility: Bool = false) -> String {
    if !compatibility && unicodeScalars.allSatisfy(isCompositionInert) { return String(self) }
    if compatibility && unicodeScalars.allSatisfy({ $0.value < 0x80 || $0.isHangulSyllable }) {
      return String(self)
    }
    return (try? normalized(compatibility ? .nfkc : .nfc)) ?? String(self)
  }
}
