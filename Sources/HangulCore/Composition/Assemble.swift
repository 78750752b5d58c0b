/// The text with its jamo put together into syllables the way a 2-set (두벌식) keyboard does.
///
/// Like es-hangul's `assemble`, the text is first taken apart into keys
/// (``disassemble(_:level:encoding:)`` at ``DecompositionLevel/jamo``: 닭 → ㄷㅏㄹㄱ, ㄳ → ㄱㅅ),
/// then the keys are typed one after another, each joining what came just before it if
/// the two can join:
/// - a consonant + a vowel make a syllable (ㄱ + ㅏ → 가);
/// - two vowels make a compound vowel (ㅗ + ㅏ → ㅘ, so 고 + ㅏ → 과);
/// - a syllable without a final takes a consonant as its final (가 + ㅂ → 갑), and a single
///   final takes a second one into a cluster (갑 + ㅅ → 값);
/// - a vowel after a final pulls the final over as the next initial: the second letter of a
///   cluster (닭 + ㅏ → 달가), or the whole single or double final (깎 + ㅏ → 까까).
///
/// Anything that cannot join stays as it is (하 + ㅏ → 하ㅏ, ㄱ + ㄱ → ㄱㄱ, ㄱㅏ!ㄴㅏ → 가!나),
/// including fillers, halfwidth jamo and non-Hangul text. Old Hangul cannot join either, but
/// like everything else it is typed as keys first, so the modern jamo of an old syllable come
/// back as compatibility letters around its old jamo (ᄒᆞᆫ글 → ㅎᆞㄴ글). Conjoining jamo in the
/// input are composed (NFC) first, so NFD text assembles like NFC text. This is the inverse
/// of ``disassemble(_:level:encoding:)`` at the default level: for every string of modern
/// syllables `s`, `assemble(disassemble(s)) == s`. Doubles split at ``DecompositionLevel/full``
/// do not re-form (ㄱㄱㅏ → ㄱ가), as on a keyboard; ``HangulSyllable/init(jamo:)`` reads them.
///
/// ```swift
/// assemble("ㄱㅏㅂㅅ")     // "값"
/// assemble("닭ㅏ")         // "달가"
/// assemble("깎ㅏ")         // "까까"
/// assemble("고ㅏ")         // "과"
/// assemble("ㄱㅏ!ㄴㅏ")   // "가!나"
/// assemble("하ㅏ")         // "하ㅏ"
/// assemble("ㄳㅏ")         // "ㄱ사"
/// ```
///
/// - Complexity: O(*n*) in the length of the text.
public func assemble(_ text: some StringProtocol) -> String {
  var output: [Unicode.Scalar] = []
  output.reserveCapacity(text.utf8.count / 3 + 1)
  for scalar in disassemble(text).unicodeScalars {
    guard let last = output.last else {
      output.append(scalar)
      continue
    }
    let joined = joining(last, scalar)
    output.removeLast()
    output.append(joined.0)
    if let second = joined.1 { output.append(second) }
  }
  var result = String.UnicodeScalarView()
  result.append(contentsOf: output)
  return String(result)
}

/// What `last` followed by `next` becomes on a 2-set keyboard: one letter or syllable, or two.
@usableFromInline
func joining(_ last: Unicode.Scalar, _ next: Unicode.Scalar) -> (Unicode.Scalar, Unicode.Scalar?) {
  // Modern conjoining jamo behave like the compatibility letter.
  let vowel = Jungseong(next)
  let consonant = isModernConsonant(next)
  if let syllable = HangulSyllable(last) {
    if let vowel {
      guard let final = syllable.jongseong else {
        if let compound = syllable.jungseong.combined(with: vowel) {
          return (HangulSyllable(choseong: syllable.choseong, jungseong: compound).scalar, nil)
        }
        return (last, next)
      }
      // The final (or the second letter of a cluster) moves to the next syllable.
      let (kept, moved): (Jongseong?, Jongseong) = final.components.map { ($0.0, $0.1) } ?? (nil, final)
      guard let initial = moved.asChoseong else { return (last, next) }
      return (
        syllable.replacingJongseong(with: kept).scalar,
        HangulSyllable(choseong: initial, jungseong: vowel).scalar
      )
    }
    if consonant, let added = Jongseong(compatibilityLetter(next)) {
      guard let final = syllable.jongseong else {
        return (syllable.replacingJongseong(with: added).scalar, nil)
      }
      if let cluster = final.combined(with: added) {
        return (syllable.replacingJongseong(with: cluster).scalar, nil)
      }
    }
    return (last, next)
  }
  if let vowel, let initial = Choseong(compatibilityLetter(last)), isModernConsonant(last) {
    return (HangulSyllable(choseong: initial, jungseong: vowel).scalar, nil)
  }
  if let vowel, let first = Jungseong(last), let compound = first.combined(with: vowel) {
    return (compound.compatibilityScalar, nil)
  }
  return (last, next)
}

/// A modern consonant letter: compatibility ㄱ…ㅎ or a conjoining leading/trailing consonant.
@inlinable
package func isModernConsonant(_ s: Unicode.Scalar) -> Bool {
  (s.value >= 0x3131 && s.value <= 0x314E) || (s.value >= 0x1100 && s.value <= 0x1112)
    || (s.value >= 0x11A8 && s.value <= 0x11C2)
}

/// The compatibility letter for a modern consonant in any encoding (ᆨ → ㄱ, ᄀ → ㄱ).
@inlinable
func compatibilityLetter(_ s: Unicode.Scalar) -> Unicode.Scalar {
  if let t = Jongseong(s) { return t.compatibilityScalar }
  if let c = Choseong(s) { return c.compatibilityScalar }
  return s
}
