/// The text in the Revised Romanization of Korean (국어의 로마자 표기법, 2000).
///
/// The text is first read by the standard pronunciation rules without hard-consonant
/// conversion (``pronounce(_:options:)`` with ``PronunciationOptions/includesTensification``
/// off), then written letter by letter: ㄱ ㄷ ㅂ are `g d b` before a vowel and `k t p`
/// elsewhere, ㄹ is `r` before a vowel and `l` elsewhere, ㄹㄹ is `ll`. So assimilation,
/// palatalization and aspiration are written as pronounced (백마 `baengma`, 신라 `silla`,
/// 같이 `gachi`, 좋고 `joko`) and tensification is not (압구정 `apgujeong`). Jamo and
/// incomplete syllables are written letter by letter (ㄱ `g`, ㅏ `a`); everything else is
/// kept. See ``RomanizationOptions`` for hyphens, nouns and personal names, and the
/// Romanization article for the rules and limits.
///
/// ```swift
/// romanize("백마")      // "baengma"
/// romanize("선릉")      // "seolleung"
/// romanize("같이")      // "gachi"
/// romanize("좋고")      // "joko"
/// romanize("압구정")    // "apgujeong"
/// romanize("중앙", options: RomanizationOptions(usesHyphens: true))        // "jung-ang"
/// romanize("홍빛나", options: RomanizationOptions(isPersonalName: true))   // "Hong Bitna"
/// romanize("삼죽면", options: RomanizationOptions(isPlaceName: true))      // "Samjuk-myeon"
/// romanize("K-팝!")     // "K-pap!"
/// ```
///
/// - Complexity: O(*n*) in the length of the text.
public func romanize(_ text: some StringProtocol, options: RomanizationOptions = RomanizationOptions()) -> String {
  if options.isPersonalName { return PersonalName(text).romanized(options: options) }
  if options.isPlaceName { return PlaceName(text).romanized(options: options) }
  var bytes: [UInt8] = []
  bytes.reserveCapacity(text.utf8.count + 8)
  let engine = SoundChanges(
    tensifies: false, keepsHieutAfterObstruents: options.treatsWordsAsNouns, consultsLexicon: options.usesLexicon)
  engine.forEachPart(of: text) { word in
    RomanLetters.append(word, to: &bytes, hyphens: options.usesHyphens)
  } other: { scalar in
    RomanLetters.append(other: scalar, to: &bytes)
  }
  return String(decoding: bytes, as: UTF8.self)
}

/// A compound word given as its parts, romanized like ``romanize(_:options:)`` with ㄴ and
/// ㄹ insertion where the parts meet (the Revised Romanization's 제3장 제1항 2: 알약
/// `allyak`, 학여울 `hangnyeoul`) and the parts' finals read as at the end of a word before a
/// vowel (겉옷 `geodot`); see ``pronounce(compound:options:)``. This is how the caller
/// supplies the parts of a word the bundled lexicon does not know (``RomanizationOptions/usesLexicon``).
///
/// ```swift
/// romanize(compound: ["알", "약"])     // "allyak"
/// romanize(compound: ["국민", "윤리"])   // "gungminnyulli"  (romanize("국민윤리") is "gungminyulli")
/// romanize(compound: ["학", "여울"])   // "hangnyeoul"
/// ```
///
/// - Complexity: O(*n*) in the total length of the parts.
public func romanize(
  compound parts: [some StringProtocol], options: RomanizationOptions = RomanizationOptions()
) -> String {
  if options.isPersonalName { return romanize(parts.joined(), options: options) }
  var bytes: [UInt8] = []
  let engine = SoundChanges(
    tensifies: false, keepsHieutAfterObstruents: options.treatsWordsAsNouns, consultsLexicon: options.usesLexicon)
  engine.forEachPart(ofCompound: parts.map { String($0) }) { word in
    RomanLetters.append(word, to: &bytes, hyphens: options.usesHyphens)
  } other: { scalar in
    RomanLetters.append(other: scalar, to: &bytes)
  }
  return String(decoding: bytes, as: UTF8.self)
}

/// The letters of the Revised Romanization (제2장) and how pronounced syllables are
/// written with them.
package enum RomanLetters {
  /// Initials ㄱ…ㅎ (ㅇ is silent).
  package static let initials: [[UInt8]] = [
    "g", "kk", "n", "d", "tt", "r", "m", "b", "pp", "s", "ss", "", "j", "jj", "ch", "k", "t", "p", "h",
  ].map { Array($0.utf8) }
  /// Vowels ㅏ…ㅣ.
  package static let vowels: [[UInt8]] = [
    "a", "ae", "ya", "yae", "eo", "e", "yeo", "ye", "o", "wa", "wae", "oe", "yo", "u", "wo", "we", "wi", "yu",
    "eu", "ui", "i",
  ].map { Array($0.utf8) }
  /// Finals by index, for a final as pronounced (one of ㄱ ㄴ ㄷ ㄹ ㅁ ㅂ ㅇ).
  package static let finals: [[UInt8]] = (0..<28).map { index in
    switch SoundChanges.representative[index] {
    case SoundChanges.fG: Array("k".utf8)
    case SoundChanges.fN: Array("n".utf8)
    case SoundChanges.fD: Array("t".utf8)
    case SoundChanges.fL: Array("l".utf8)
    case SoundChanges.fM: Array("m".utf8)
    case SoundChanges.fB: Array("p".utf8)
    case SoundChanges.fNG: Array("ng".utf8)
    default: []
    }
  }
  /// Pairs of vowel letters that read as one vowel across a syllable boundary (`se-un`).
  package static let ambiguousVowelPairs: Set<[UInt8]> = ["oe", "eo", "eu", "ae", "ui"].reduce(into: []) {
    $0.insert(Array($1.utf8))
  }

  /// Whether a hyphen goes between a syllable ending in `final` (or `vowel` when it has
  /// none) and one starting with `initial` and `nextVowel`.
  package static func isAmbiguous(final: UInt8, vowel: UInt8, initial: UInt8, nextVowel: UInt8) -> Bool {
    if final == SoundChanges.fN && initial == SoundChanges.iG { return true }  // ban-gu
    guard initial == SoundChanges.iNG else { return false }
    if final == SoundChanges.fNG { return true }  // jung-ang
    guard final == SoundChanges.fNone else { return false }
    return ambiguousVowelPairs.contains([vowels[Int(vowel)].last!, vowels[Int(nextVowel)].first!])  // se-un
  }

  /// Appends a pronounced word.
  package static func append(
    _ word: UnsafeMutableBufferPointer<SoundChanges.Syllable>, to bytes: inout [UInt8], hyphens: Bool
  ) {
    var previous: SoundChanges.Syllable? = nil
    for syllable in word {
      if let previous {
        if hyphens
          && isAmbiguous(
            final: previous.final, vowel: previous.vowel, initial: syllable.initial, nextVowel: syllable.vowel)
        {
          bytes.append(UInt8(ascii: "-"))
        }
        if syllable.initial == SoundChanges.iR && previous.final == SoundChanges.fL {
          bytes.append(UInt8(ascii: "l"))
        } else {
          bytes += initials[Int(syllable.initial)]
        }
      } else {
        bytes += initials[Int(syllable.initial)]
      }
      bytes += vowels[Int(syllable.vowel)]
      bytes += finals[Int(syllable.final)]
      previous = syllable
    }
  }

  /// Appends a character that is not a complete syllable: a modern jamo (halfwidth too)
  /// letter by letter, anything else as it is.
  package static func append(other scalar: Unicode.Scalar, to bytes: inout [UInt8]) {
    switch JamoPiece(standalone: scalar) {
    case .initial(let c)?:
      bytes += c == .ieung ? Array("ng".utf8) : initials[c.rawValue]
    case .medial(let m)?:
      bytes += vowels[m.rawValue]
    case .final(let t)?:
      t.forEachLetter { c in bytes += c == .ieung ? Array("ng".utf8) : initials[c.rawValue] }
    case nil:
      // A halfwidth jamo (ﾡ) is its compatibility jamo (ㄱ) written letter by letter.
      if let folded = scalar.compatibilityJamoOfHalfwidth, JamoPiece(standalone: folded) != nil {
        append(other: folded, to: &bytes)
      } else {
        bytes.appendUTF8(scalar)
      }
    }
  }
}

extension Jongseong {
  /// Calls `body` with the initial-position letters this final is made of (ㄳ → ㄱ, ㅅ).
  func forEachLetter(_ body: (Choseong) -> Void) {
    if let (a, b) = components {
      a.forEachLetter(body)
      b.forEachLetter(body)
    } else if let c = Choseong(compatibilityScalar) {
      body(c)
    }
  }
}
