/// A personal name split into surname and given name for romanization (rule 4 of the
/// Revised Romanization: 인명은 성과 이름의 순서로 띄어 쓴다).
///
/// Text with spaces is split at them: the first word is the surname, the rest the given
/// name. Text without spaces is split after a two-syllable surname when it has three or
/// more syllables (남궁민수) and after the first syllable otherwise.
struct PersonalName {
  var surname: [Unicode.Scalar]
  var givenName: [[Unicode.Scalar]]

  init(surname: some StringProtocol, givenName: some StringProtocol) {
    self.surname = Array(surname.composedForHangul().unicodeScalars.filter { !$0.properties.isWhitespace })
    self.givenName = Self.words(of: givenName)
  }

  init(_ text: some StringProtocol) {
    var words = Self.words(of: text)
    guard !words.isEmpty else {
      surname = []
      givenName = []
      return
    }
    if words.count == 1 {
      let word = words[0]
      let syllables = word.allSatisfy(\.isHangulSyllable)
      if syllables && word.count >= 2 {
        let length = word.count >= 3 && KoreanSurnames.isTwoSyllable(word[0], word[1]) ? 2 : 1
        surname = Array(word[..<length])
        givenName = [Array(word[length...])]
      } else {
        surname = word
        givenName = []
      }
    } else {
      surname = words.removeFirst()
      givenName = words
    }
  }

  /// The whitespace-separated words of the composed text.
  static func words(of text: some StringProtocol) -> [[Unicode.Scalar]] {
    var words: [[Unicode.Scalar]] = []
    var word: [Unicode.Scalar] = []
    for scalar in text.composedForHangul().unicodeScalars {
      if scalar.properties.isWhitespace {
        if !word.isEmpty { words.append(word) }
        word = []
      } else {
        word.append(scalar)
      }
    }
    if !word.isEmpty { words.append(word) }
    return words
  }

  /// The romanized name: each part capitalized, the syllables of each part romanized on
  /// their own (no sound change between them), optional hyphens between the given name's
  /// syllables, optional customary surname.
  func romanized(options: RomanizationOptions) -> String {
    var bytes: [UInt8] = []
    if options.usesCustomarySurnames, let spelling = KoreanSurnames.customarySpelling(of: surname) {
      let start = bytes.count
      bytes += spelling.utf8
      Self.capitalize(&bytes, from: start)
    } else {
      Self.append(surname, to: &bytes, hyphens: false)
    }
    for part in givenName {
      if !bytes.isEmpty { bytes.append(UInt8(ascii: " ")) }
      Self.append(part, to: &bytes, hyphens: options.usesHyphens)
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends one capitalized part, each syllable romanized on its own.
  static func append(_ part: [Unicode.Scalar], to bytes: inout [UInt8], hyphens: Bool) {
    let start = bytes.count
    var previousWasSyllable = false
    for scalar in part {
      let index = scalar.value &- 0xAC00
      if index < 11_172 {
        if hyphens && previousWasSyllable { bytes.append(UInt8(ascii: "-")) }
        appendAlone(Int(index), to: &bytes)
        previousWasSyllable = true
      } else {
        RomanLetters.append(other: scalar, to: &bytes)
        previousWasSyllable = false
      }
    }
    capitalize(&bytes, from: start)
  }

  /// Appends one syllable romanized as a word on its own (빛 → `bit`).
  @inline(__always)
  static func appendAlone(_ index: Int, to bytes: inout [UInt8]) {
    let syllable = SoundChanges.Syllable(index: index)
    bytes += RomanLetters.initials[Int(syllable.initial)]
    bytes += RomanLetters.vowels[Int(syllable.vowel)]
    bytes += RomanLetters.finals[Int(SoundChanges.endForm(of: syllable))]
  }

  /// Upper-cases the first ASCII letter at or after `start`.
  static func capitalize(_ bytes: inout [UInt8], from start: Int) {
    if start < bytes.count, bytes[start] >= 0x61, bytes[start] <= 0x7A { bytes[start] -= 0x20 }
  }
}

/// A personal name given as surname and given name, romanized like
/// ``romanize(_:options:)`` with ``RomanizationOptions/isPersonalName``: use it when the
/// split is known (선우진 may be 선우 진 or 선 우진).
///
/// ```swift
/// romanize(surname: "선", givenName: "우진")    // "Seon Ujin"
/// romanize(surname: "선우", givenName: "진")    // "Seonu Jin"
/// romanize(surname: "김", givenName: "민수", options: RomanizationOptions(usesCustomarySurnames: true))   // "Kim Minsu"
/// ```
///
/// - Complexity: O(*n*) in the length of the name.
public func romanize(
  surname: some StringProtocol, givenName: some StringProtocol,
  options: RomanizationOptions = RomanizationOptions()
) -> String {
  PersonalName(surname: surname, givenName: givenName).romanized(options: options)
}
