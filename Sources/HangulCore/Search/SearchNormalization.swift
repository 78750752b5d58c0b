/// The NFC form of one character of a search query or item.
///
/// Search compares characters of the NFC forms of query and item. Normalizing each
/// character on its own keeps a one-to-one map from the item's characters to the compared
/// ones (so match ranges are ranges of the item as given); canonical composition never
/// joins two grapheme clusters, so this equals normalizing the whole text. A character whose
/// NFC form would not be one character (never seen in practice) is compared as it is.
///
/// If ICU fails here (it can only when its normalization data cannot be loaded, and then
/// `SearchIndex` and `KoreanCollator` fail with an ``ICUError`` first), the character is
/// compared as it is: Hangul still matches in both normal forms, because the matcher reads
/// conjoining jamo as well as syllables; only non-Hangul canonical equivalence is lost.
@inline(__always)
package func searchNormalized(_ character: Character) -> Character {
  let scalars = character.unicodeScalars
  if scalars.count == 1, isCompositionInert(scalars.first!) { return character }
  let nfc: String
  do {
    nfc = try String(character).normalized(.nfc)
  } catch {
    return character  // see above
  }
  guard nfc.count == 1, let first = nfc.first else { return character }
  return first
}
