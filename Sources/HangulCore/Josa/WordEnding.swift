/// How a word ends when it is read aloud: the one fact a particle depends on.
///
/// The rule (documented in the Choosing Particles article):
/// 1. Trailing characters that are not read are skipped: whitespace, punctuation (closing
///    quotes and brackets, a full stop …), combining marks, controls and format characters,
///    and one complete parenthetical at the end (넥슨(코리아) is read 넥슨), as tossi does.
///    `%` is read 퍼센트.
/// 2. A Hangul syllable, precomposed or conjoining (NFD): its final consonant, if any.
/// 3. A Hangul letter read alone (ㄱ 기역, ㄹ 리을, ㅏ 아; compatibility, conjoining or halfwidth):
///    consonants end in their name's final, vowels in a vowel.
/// 4. Digits are read in Sino-Korean: the last digit (3 삼, 1 일, 2 이), or after trailing zeros
///    the place they end on (10 십, 100 백, 1000 천, 10000 만, 10^8 억, 10^12 조 …); digits
///    after a decimal point are read one by one (1.10 … 영).
/// 5. Latin letters read as letters — a single letter, or a word ending in two or more capitals
///    (KTX, iOS) — take the Korean name of the last letter (엘 L, 엠 M, 엔 N, 알 R end in a
///    consonant; the others in a vowel).
/// 6. Anything else (a Latin word such as Apple, Hanja, kana, emoji) cannot be read by rule.
@usableFromInline
package enum WordEnding: Equatable, Sendable {
  /// No final consonant: 가, 예요, 로.
  case vowel
  /// A final consonant other than ㄹ: 이, 이에요, 으로.
  case consonant
  /// The final consonant ㄹ: 이, but 로 (지름길로).
  case rieul
  /// Nothing readable at the end of a non-empty word.
  case unknown
  /// The empty word.
  case empty

  /// The ending of `word`.
  ///
  /// - Complexity: O(1) for a word ending in Hangul; otherwise proportional to the trailing
  ///   characters that are skipped or read (digits, letters).
  @inlinable
  package init(of word: String) {
    // Fast path: a precomposed syllable (three UTF-8 bytes) at the very end of a native string.
    let fast = word.utf8.withContiguousStorageIfAvailable { bytes -> WordEnding? in
      let count = bytes.count
      guard count >= 3, bytes[count - 3] & 0xF0 == 0xE0 else { return nil }
      let value =
        UInt32(bytes[count - 3] & 0x0F) << 12 | UInt32(bytes[count - 2] & 0x3F) << 6 | UInt32(bytes[count - 1] & 0x3F)
      return HangulSyllable.index(ofCodePoint: value).map {
        WordEnding(jongseongIndex: UInt32($0 % HangulSyllable.jongseongCount))
      }
    }
    if let fast = fast ?? nil {
      self = fast
      return
    }
    guard let last = word.unicodeScalars.last else {
      self = .empty
      return
    }
    if let index = HangulSyllable.index(ofCodePoint: last.value) {
      self = WordEnding(jongseongIndex: UInt32(index % HangulSyllable.jongseongCount))
      return
    }
    self = WordEnding.slowPath(Array(word.unicodeScalars))
  }

  /// The ending for a syllable's final index (0 = none, 8 = ㄹ).
  @inlinable
  package init(jongseongIndex: UInt32) {
    self = jongseongIndex == 0 ? .vowel : jongseongIndex == 8 ? .rieul : .consonant
  }

  /// Everything but a precomposed syllable at the end.
  @usableFromInline
  package static func slowPath(_ scalars: [Unicode.Scalar]) -> WordEnding {
    var end = scalars.count
    while end > 0 {
      let scalar = scalars[end - 1]
      if scalar == ")", let open = scalars[..<(end - 1)].lastIndex(of: "("), open > 0 {
        // A complete parenthetical after something else: the word before it is read.
        end = open
        continue
      }
      if scalar == "%" { return .vowel }  // 퍼센트
      if isSkipped(scalar) {
        end -= 1
        continue
      }
      break
    }
    guard end > 0 else { return .unknown }
    let scalar = scalars[end - 1]
    let value = scalar.value
    if let index = HangulSyllable.index(ofCodePoint: value) {
      return WordEnding(jongseongIndex: UInt32(index % HangulSyllable.jongseongCount))
    }
    switch value {
    case 0x11A8...0x11C2:
      // A modern trailing jamo (NFD syllable): ᆯ is ㄹ.
      return value == 0x11AF ? .rieul : .consonant
    case 0x11C3...0x11FF, 0xD7CB...0xD7FB:
      // Old-Hangul trailing jamo: those written with ㄹ last are not told apart; all end
      // in a consonant.
      return .consonant
    case 0x1161...0x11A7, 0xD7B0...0xD7C6:
      // A vowel jamo: the end of an NFD syllable with no final, or a vowel read alone.
      return .vowel
    case 0x1100...0x115F, 0xA960...0xA97C:
      // A leading consonant alone is read by its name, which ends in a consonant (ᄅ 리을).
      return value == 0x1105 ? .rieul : .consonant
    case 0x3131...0x314E:
      // Compatibility consonant letters ㄱ…ㅎ: 기역, 니은 … 리을 (ㄹ U+3139) … 히읗.
      return value == 0x3139 ? .rieul : .consonant
    case 0x314F...0x3163:
      return .vowel  // ㅏ 아 … ㅣ 이
    case 0xFFA1...0xFFBE:
      // Halfwidth consonant letters ﾡ…ﾾ, read by name like ㄱ…ㅎ (ﾩ is ㄹ).
      return value == 0xFFA9 ? .rieul : .consonant
    case 0xFFC2...0xFFDC:
      return .vowel  // halfwidth vowel letters
    default:
      break
    }
    if let digit = decimalDigit(scalar) { return numberEnding(scalars, end: end, lastDigit: digit) }
    if isLatinLetter(scalar) {
      // A letter with a combining mark (E + U+0301, NFD of É) is not a plain letter; its
      // precomposed form is not one either, so NFC and NFD agree.
      if end < scalars.count, isMark(scalars[end]) { return .unknown }
      return latinEnding(scalars, end: end)
    }
    return .unknown
  }

  /// Characters that are not read: whitespace, punctuation, marks, controls, format.
  @usableFromInline
  package static func isSkipped(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .spaceSeparator, .lineSeparator, .paragraphSeparator, .control, .format,
      .nonspacingMark, .spacingMark, .enclosingMark,
      .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
      .initialPunctuation, .finalPunctuation, .otherPunctuation:
      return true
    default:
      return false
    }
  }

  @usableFromInline
  package static func isMark(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark: true
    default: false
    }
  }

  /// The value of a decimal digit of any script (0–9, ０–９, ٠–٩ …), or `nil`.
  @usableFromInline
  package static func decimalDigit(_ scalar: Unicode.Scalar) -> Int? {
    if scalar.value >= 0x30 && scalar.value <= 0x39 { return Int(scalar.value - 0x30) }
    guard scalar.value > 0x7F, scalar.properties.generalCategory == .decimalNumber,
      let value = scalar.properties.numericValue
    else { return nil }
    return Int(value)
  }

  /// The Sino-Korean reading's ending of the number that ends at `end`.
  package static func numberEnding(_ scalars: [Unicode.Scalar], end: Int, lastDigit: Int) -> WordEnding {
    // Walk back over the digits (and thousands separators between digits).
    var trailingZeros = 0
    var allZero = true
    var index = end - 1
    var countingZeros = true
    while index >= 0 {
      let scalar = scalars[index]
      if let digit = decimalDigit(scalar) {
        if countingZeros {
          if digit == 0 { trailingZeros += 1 } else { countingZeros = false }
        }
        if digit != 0 { allZero = false }
        index -= 1
      } else if scalar == ",", index > 0, decimalDigit(scalars[index - 1]) != nil {
        index -= 1
      } else {
        break
      }
    }
    // Digits after a decimal point are read one by one: 1.10 → 일 점 일 영.
    if index >= 1, scalars[index] == ".", decimalDigit(scalars[index - 1]) != nil {
      return SinoKoreanDigits.ending(ofDigit: lastDigit)
    }
    if allZero { return .consonant }  // 영
    return SinoKoreanDigits.ending(ofDigit: lastDigit, trailingZeros: trailingZeros)
  }

  @usableFromInline
  package static func isLatinLetter(_ scalar: Unicode.Scalar) -> Bool {
    (scalar.value | 0x20) >= 0x61 && (scalar.value | 0x20) <= 0x7A
  }

  /// A single Latin letter, or a word ending in two or more capitals, read by the Korean name
  /// of its last letter; other Latin words are not read by rule.
  package static func latinEnding(_ scalars: [Unicode.Scalar], end: Int) -> WordEnding {
    var start = end
    while start > 0 && isLatinLetter(scalars[start - 1]) { start -= 1 }
    var capitals = 0
    var index = end
    while index > start && scalars[index - 1].value < 0x61 {
      capitals += 1
      index -= 1
    }
    let last = scalars[end - 1].value | 0x20
    guard end - start == 1 || capitals >= 2 else { return .unknown }
    switch last {
    case 0x6C, 0x72: return .rieul  // L 엘, R 알
    case 0x6D, 0x6E: return .consonant  // M 엠, N 엔
    default: return .vowel  // 에이, 비, 씨 … 지
    }
  }
}

/// The Sino-Korean digits and place names, shared by number reading and particle choice.
package enum SinoKoreanDigits {
  /// 영 일 이 삼 사 오 육 칠 팔 구.
  package static let digits = ["영", "일", "이", "삼", "사", "오", "육", "칠", "팔", "구"]
  /// The places inside a group of four: (ones), 십, 백, 천.
  package static let places = ["", "십", "백", "천"]
  /// The units of each group of four digits: (ones), 만 10⁴, 억 10⁸, 조 10¹², 경 10¹⁶,
  /// 해 10²⁰, 자 10²⁴, 양 10²⁸, 구 10³², 간 10³⁶, 정 10⁴⁰, 재 10⁴⁴, 극 10⁴⁸, 항하사 10⁵²,
  /// 아승기 10⁵⁶, 나유타 10⁶⁰, 불가사의 10⁶⁴, 무량대수 10⁶⁸.
  package static let groupUnits = [
    "", "만", "억", "조", "경", "해", "자", "양", "구", "간", "정", "재", "극", "항하사", "아승기", "나유타", "불가사의", "무량대수",
  ]

  /// The ending of a digit read alone.
  package static func ending(ofDigit digit: Int) -> WordEnding {
    // 영 ㅇ, 일 ㄹ, 이 –, 삼 ㅁ, 사 –, 오 –, 육 ㄱ, 칠 ㄹ, 팔 ㄹ, 구 –
    switch digit {
    case 1, 7, 8: .rieul
    case 2, 4, 5, 9: .vowel
    default: .consonant
    }
  }

  /// The ending of a number whose last non-zero digit is `digit`, followed by `trailingZeros`
  /// zeros.
  package static func ending(ofDigit digit: Int, trailingZeros: Int) -> WordEnding {
    if trailingZeros == 0 { return ending(ofDigit: digit) }
    let group = trailingZeros / 4
    if group == 0 {
      return .consonant  // 십 ㅂ, 백 ㄱ, 천 ㄴ
    }
    guard group < groupUnits.count else { return .unknown }
    let unit = HangulSyllable.index(ofCodePoint: groupUnits[group].unicodeScalars.last!.value)!
    return WordEnding(jongseongIndex: UInt32(unit % HangulSyllable.jongseongCount))
  }
}
