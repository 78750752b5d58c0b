import Synchronization

/// Hanja (Han characters) read as South Koreans write names in Hangul: 李民秀 → 이민수,
/// 柳 → 유, 羅 → 나.
///
/// **The reading** of a Han character is the Hangul syllable ICU's `ko` collation files it
/// with: equal at primary strength (金 = 김, 李 = 리). It is found from ICU itself, by a
/// binary search over the 11,172 syllables (which `ko` collation keeps in code-point order);
/// there is no reading table in the package. A Han character ICU does not file with a
/// syllable is kept as it is.
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
/// let reading = try HanjaReading()
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
/// Thread safety: immutable but for a cache of readings behind a mutex; share one instance.
public final class HanjaReading: Sendable {
  /// The `ko` collator at primary strength.
  private let collator: KoreanCollator
  /// Readings found so far (`0` for a character with none), by scalar value.
  private let cache = Mutex<[UInt32: UInt16]>([:])

  /// The readings of the default `ko` collation, made once, for the non-throwing functions
  /// with a `readsHanja` option (`choseong(of:options:)`, search).
  ///
  /// `nil` only when ICU cannot open the `ko` collator (its data missing): then Hanja are
  /// left as they are, as without the option, rather than every call throwing; a program
  /// meets the same failure as an ``ICUError`` from `KoreanCollator()`, `SectionIndex()` or
  /// `HanjaReading()` itself, which the CLI and the documented set-up create first.
  static let shared: HanjaReading? = {
    do {
      return try HanjaReading()
    } catch {
      return nil
    }
  }()

  /// Opens the `ko` collator the readings come from.
  ///
  /// ```swift
  /// let reading = try HanjaReading()
  /// ```
  /// - Throws: ``ICUError`` when ICU cannot open the collator.
  public init() throws(ICUError) {
    collator = try KoreanCollator(options: .init(strength: .primary))
  }

  /// Whether `scalar` is a Han character (CJK unified or compatibility ideograph).
  static func isHan(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x3134F: true
    default: false
    }
  }

  /// The syllable ICU's `ko` collation files a one-scalar Han character with, before the
  /// initial sound law; `nil` for anything else.
  ///
  /// ```swift
  /// try HanjaReading().syllable(for: "李")   // 리
  /// try HanjaReading().syllable(for: "樂")   // 악 (one reading per character)
  /// ```
  /// - Complexity: O(log 11,172) ICU comparisons the first time a character is read.
  public func syllable(for character: Character) -> HangulSyllable? {
    let scalars = character.unicodeScalars
    guard scalars.count == 1, let scalar = scalars.first, Self.isHan(scalar) else { return nil }
    if let known = cache.withLock({ $0[scalar.value] }) {
      return known == 0 ? nil : HangulSyllable(Unicode.Scalar(UInt32(known))!)
    }
    let han = String(character)
    var low = 0
    var high = 11_172
    var found: HangulSyllable? = nil
    while low < high {
      let mid = (low + high) / 2
      let syllable = HangulSyllable(Unicode.Scalar(0xAC00 + UInt32(mid))!)!
      // `compare` fails only if ICU cannot allocate its buffers; the character then has no
      // reading this time (it is not cached), as an unreadable one has none.
      let order: KoreanCollator.Order
      do {
        order = try collator.compare(syllable.description, han)
      } catch {
        return nil
      }
      switch order {
      case .ascending: low = mid + 1
      case .descending: high = mid
      case .equal:
        found = syllable
        low = high
      }
    }
    let value = found.map { UInt16($0.scalar.value) } ?? 0
    cache.withLock { $0[scalar.value] = value }
    return found
  }

  /// `syllable` as the first character of a word reads under the initial sound law.
  ///
  /// ```swift
  /// HanjaReading.wordInitial(HangulSyllable("리")!)   // 이
  /// ```
  static func wordInitial(_ syllable: HangulSyllable) -> HangulSyllable {
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
  func readCharacters(_ characters: [Character]) -> [Character] {
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
  /// let reading = try HanjaReading()
  /// reading.read("柳寬順")       // "유관순"
  /// reading.read("羅 盧")        // "나 노" (each word's first character)
  /// reading.read("Kim 李")       // "Kim 이"
  /// ```
  /// - Complexity: O(*n*), plus O(log 11,172) ICU comparisons per Hanja not read before.
  public func read(_ text: some StringProtocol) -> String {
    guard text.unicodeScalars.contains(where: Self.isHan) else { return String(text) }
    return String(readCharacters(Array(text)))
  }
}
