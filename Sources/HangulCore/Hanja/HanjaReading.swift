/// Hanja (Han characters) read as South Koreans write names in Hangul: 李民秀 → 이민수,
/// 柳 → 유, 羅 → 나.
///
/// **The reading** of a Han character is the Hangul syllable ICU's `ko` collation files it
/// with: equal at primary strength (金 = 김, 李 = 리). The package's built-in table holds
/// these readings for the 8,116 Han characters ICU 72 files with a syllable, generated from
/// ICU by `scripts/data/icu-tables/generate.sh` and checked against ICU for every Han code point,
/// so reading needs no ICU at run time. A Han character ICU does not file with a syllable is
/// kept as it is.
///
/// **The initial sound law (두음법칙)** then applies to the first character of each word
/// (a character at the start of the text or after one that is not a letter):
/// - ㄹ before ㅑ ㅕ ㅖ ㅛ ㅠ ㅣ becomes ㅇ: 李 리 → 이, 柳 류 → 유, 呂 려 → 여, 梁 량 → 양,
///   陸 륙 → 육, 龍 룡 → 용, 廉 렴 → 염;
/// - ㄹ before any other vowel becomes ㄴ: 羅 라 → 나, 盧 로 → 노;
/// - ㄴ before ㅑ ㅕ ㅖ ㅛ ㅠ ㅣ becomes ㅇ: 女 녀 → 여.
///
/// Later characters keep their reading: 李麗 → 이려.
///
/// ```swift
/// let reading = HanjaReading()
/// reading.read("李民秀")        // "이민수"
/// reading.read("李麗")          // "이려"
/// reading.read("金민수")        // "김민수"
/// reading.syllable(for: "柳")   // 류 (the reading itself, before the initial sound law)
/// ```
///
/// Limits, by design: ICU gives **one reading per character**, so a character with several
/// (樂 is 악, 락 and 요) always reads the one ICU files it with (악). Some families register
/// their surname with ㄹ (류 rather than 유 for 柳, 라 for 羅); the law reads them with ㅇ or
/// ㄴ. A caller that knows a name's registered reading passes that reading instead of the
/// Hanja (for example `sections(of: contacts, by: { $0.hangulName ?? reading.read($0.name) })`).
///
/// Thread safety: immutable; share one instance or make as many as you like (they share the table).
public final class HanjaReading: Sendable {
  /// The readings every instance shares, for the functions with a `readsHanja` option
  /// (`choseong(of:options:)`, search). Never `nil`: the readings are built in; the optional
  /// type is kept for the callers written when they came from the system ICU.
  package static let shared: HanjaReading? = HanjaReading()

  /// The built-in readings.
  ///
  /// ```swift
  /// let reading = HanjaReading()
  /// ```
  public init() {}

  /// Whether `scalar` is a Han character (CJK unified or compatibility ideograph).
  package static func isHan(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x3134F: true
    default: false
    }
  }

  /// The syllable ICU's `ko` collation files a one-scalar Han character with, before the
  /// initial sound law; `nil` for anything else.
  ///
  /// ```swift
  /// HanjaReading().syllable(for: "李")   // 리
  /// HanjaReading().syllable(for: "樂")   // 악 (one reading per character)
  /// ```
  /// - Complexity: O(log *n*) in the 8,116 characters of the table.
  public func syllable(for character: Character) -> HangulSyllable? {
    let scalars = character.unicodeScalars
    guard scalars.count == 1, let scalar = scalars.first, Self.isHan(scalar) else { return nil }
    return HanjaReadingTable.shared.syllable(forHan: scalar.value)
  }

  /// `syllable` as the first character of a word reads under the initial sound law.
  ///
  /// ```swift
  /// HanjaReading.wordInitial(HangulSyllable("리")!)   // 이
  /// ```
  package static func wordInitial(_ syllable: HangulSyllable) -> HangulSyllable {
    let iotized: Set<Jungseong> = [.ya, .yeo, .ye, .yo, .yu, .i]
    switch (syllable.choseong, iotized.contains(syllable.jungseong)) {
    case (.rieul, true), (.nieun, true):
      return HangulSyllable(choseong: .ieung, jungseong: syllable.jungseong, jongseong: syllable.jongseong)
    case (.rieul, false):
      return HangulSyllable(choseong: .nieun, jungseong: syllable.jungseong, jongseong: syllable.jongseong)
    default:
      return syllable
    }
  }

  /// The reading of each character of `characters` (Hanja read, the initial sound law on the
  /// first character of each word; anything else as it is), one character for one.
  package func readCharacters(_ characters: [Character]) -> [Character] {
    var out: [Character] = []
    out.reserveCapacity(characters.count)
    var atWordStart = true
    for character in characters {
      if let syllable = syllable(for: character) {
        out.append(Character((atWordStart ? Self.wordInitial(syllable) : syllable).scalar))
        atWordStart = false
      } else {
        out.append(character)
        atWordStart = !character.isLetter
      }
    }
    return out
  }

  /// `text` with every Hanja read (see the type's rules); everything else as it is.
  ///
  /// ```swift
  /// let reading = HanjaReading()
  /// reading.read("柳寬順")       // "유관순"
  /// reading.read("羅 盧")        // "나 노" (each word's first character)
  /// reading.read("Kim 李")       // "Kim 이"
  /// ```
  /// - Complexity: O(*n* log *m*) for *n* characters and the *m* characters of the table.
  public func read(_ text: some StringProtocol) -> String {
    guard text.unicodeScalars.contains(where: Self.isHan) else { return String(text) }
    return String(readCharacters(Array(text)))
  }
}
