/// A personal name split into surname and given name for romanization (rule 4 of the
/// Revised Romanization: 인명은 성과 이름의 순서로 띄어 쓴다).
///
/// The text is split into words at whitespace. Words without a Hangul syllable (Latin, digits,
/// emoji) are kept as they are. Of the others, the first is the surname and the rest the
/// given name; when there is only one, of two or more syllables and nothing else, it is split
/// after a two-syllable surname when it has three or more syllables (남궁민수) and after the
/// first syllable otherwise.
struct PersonalName {
  enum Role { case surname, givenName, other }
  var words: [(scalars: [Unicode.Scalar], role: Role)]

  init(surname: some StringProtocol, givenName: some StringProtocol) {
    let surname = Array(surname.composedForHangul().unicodeScalars.filter { !$0.properties.isWhitespace })
    words = surname.isEmpty ? [] : [(surname, .surname)]
    words += Self.words(of: givenName).map { ($0, .givenName) }
  }

  init(_ text: some StringProtocol) {
    let all = Self.words(of: text)
    let hangul = all.indices.filter { all[$0].contains(where: { $0.isHangulSyllable }) }
    words = all.map { ($0, .other) }
    guard let first = hangul.first else { return }
    if hangul.count == 1 {
      let word = all[first]
      if word.count >= 2 && word.allSatisfy({ $0.isHangulSyllable }) {
        let length = word.count >= 3 && KoreanSurnames.isTwoSyllable(word[0], word[1]) ? 2 : 1
        words[first] = (Array(word[..<length]), .surname)
        words.insert((Array(word[length...]), .givenName), at: first + 1)
      } else {
        words[first].role = .surname
      }
    } else {
      words[first].role = .surname
      for k in hangul.dropFirst() { words[k].role = .givenName }
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

  /// The romanized name: each Hangul word capitalized, the syllables of each romanized on
  /// their own (no sound change between them), optional hyphens between the given name's
  /// syllables, optional customary surname; the words joined by one space.
  func romanized(options: RomanizationOptions) -> String {
    var bytes: [UInt8] = []
    for (scalars, role) in words {
      if !bytes.isEmpty { bytes.append(UInt8(ascii: " ")) }
      switch role {
      case .other:
        for scalar in scalars { bytes.appendUTF8(scalar) }
      case .surname:
        if options.usesCustomarySurnames, let spelling = KoreanSurnames.customarySpelling(of: scalars) {
          let start = bytes.count
          bytes += spelling.utf8
          Self.capitalize(&bytes, from: start)
        } else {
          Self.append(scalars, to: &bytes, hyphens: false)
        }
      case .givenName:
        Self.append(scalars, to: &bytes, hyphens: options.usesHyphens)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends one part, each syllable romanized on its own, capitalized when it starts with
  /// Hangul (Latin is kept as it is).
  static func append(_ part: [Unicode.Scalar], to bytes: inout [UInt8], hyphens: Bool) {
    let start = bytes.count
    var previousWasSyllable = false
    for scalar in part {
      if let index = HangulSyllable.index(ofCodePoint: scalar.value) {
        if hyphens && previousWasSyllable { bytes.append(UInt8(ascii: "-")) }
        appendAlone(index, to: &bytes)
        previousWasSyllable = true
      } else {
        RomanLetters.append(other: scalar, to: &bytes)
        previousWasSyllable = false
      }
    }
    if let first = part.first, first.isHangulSyllable || JamoPiece(standalone: first) != nil {
      capitalize(&bytes, from: start)
    }
  }

  /// Appends one syllable romanized as a word on its own (빛 → `bit`).
  @inline(__always)
  static func appendAlone(_ index: Int, to bytes: inout [UInt8]) {
    let syllable = SoundChanges.Syllable(index: index)
    bytes += RomanLetters.initials[Int(syllable.initial)]
    bytes += RomanLetters.vowels[Int(syllable.vowel)]
    bytes += RomanLetters.finals[Int(SoundChanges.endForm(of: syllable))]
  }

  /// Upper-cases the byte at `start` if it is a lowercase ASCII letter.
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
