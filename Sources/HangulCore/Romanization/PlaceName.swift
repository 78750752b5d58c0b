/// A place name romanized by rule 5 of the Revised Romanization (제3장 제5항): an
/// administrative unit — 도 시 군 구 읍 면 리 동, and 가 after a number — is written after a
/// hyphen, with no sound change across it (삼죽면 Samjuk-myeon, not Samjung-myeon), and each
/// word of the name starts with a capital (제3장 제5항, 제6항 for names of places without a
/// unit: 독도 Dokdo).
///
/// Which final syllable is a unit: one the caller marks with a hyphen (큰골-리); 시 군 구 읍 면
/// 동 after a name of at least one syllable; 도 and 리 only when the whole word is a name of
/// the gazetteer (NGII's administrative units, `Resources/Gazetteer`), because many names end
/// in them without being units (독도, 왕십리); and 가 after a number (종로 2가). A number
/// before a unit is written with its reading in parentheses (봉천 1동 Bongcheon 1(il)-dong).
/// A place name is a noun, so ㅎ after ㄱ ㄷ ㅂ is written (오죽헌 Ojukheon).
struct PlaceName {
  /// The units of rule 5 and their romanization.
  static let units: [Character: String] = [
    "도": "do", "시": "si", "군": "gun", "구": "gu", "읍": "eup", "면": "myeon", "리": "ri", "동": "dong", "가": "ga",
  ]
  /// Units split after any name (they end practically no place name but as units).
  static let alwaysUnits: Set<Character> = ["시", "군", "구", "읍", "면", "동"]

  /// Every name of the gazetteer, built on first use (nothing is resident before).
  static let gazetteer: Set<Substring> = Set(EmbeddedResource.gazetteer.text.split(separator: "\n"))

  let text: String

  init(_ text: some StringProtocol) { self.text = String(text) }

  /// The romanization of every space-separated word, units after a hyphen.
  func romanized(options: RomanizationOptions) -> String {
    var plain = options
    plain.isPlaceName = false
    plain.treatsWordsAsNouns = true  // a place name is a noun: 오죽헌 Ojukheon (제3장 제1항 4 다만)
    return text.split(separator: " ", omittingEmptySubsequences: false).map { word in
      Self.romanized(word: word, options: plain)
    }.joined(separator: " ")
  }

  /// One word: `name-unit` when it ends in a unit (see the type), the name capitalized.
  static func romanized(word: Substring, options: RomanizationOptions) -> String {
    guard let (name, unit) = split(word) else { return capitalized(HangulCore.romanize(word, options: options)) }
    if name.allSatisfy({ $0.isASCIIDigit }) {
      let reading = KoreanNumber.sinoKorean(Int(name) ?? 0)
      return "\(name)(\(HangulCore.romanize(reading, options: options)))-\(units[unit]!)"
    }
    return capitalized(HangulCore.romanize(name, options: options)) + "-" + units[unit]!
  }

  /// The name and the unit of `word`, or `nil` when it has no unit.
  static func split(_ word: Substring) -> (name: Substring, unit: Character)? {
    if let hyphen = word.lastIndex(of: "-") {
      let name = word[..<hyphen]
      let rest = word[word.index(after: hyphen)...]
      guard rest.count == 1, let unit = rest.first, units[unit] != nil, !name.isEmpty else { return nil }
      return (name, unit)
    }
    guard word.count >= 2, let unit = word.last, units[unit] != nil else { return nil }
    let name = word.dropLast()
    if name.allSatisfy({ $0.isASCIIDigit }) { return unit == "가" || alwaysUnits.contains(unit) ? (name, unit) : nil }
    guard unit != "가", name.last?.isASCIIDigit == false else { return nil }
    if alwaysUnits.contains(unit) || gazetteer.contains(word) { return (name, unit) }
    return nil
  }

  /// `text` with its first letter upper-cased.
  static func capitalized(_ text: String) -> String {
    guard let first = text.first, first.isLowercase else { return text }
    return first.uppercased() + text.dropFirst()
  }
}

extension Character {
  /// Whether this is one of the ASCII digits 0–9.
  fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
