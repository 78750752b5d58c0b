/// The contacts-style index titles of the Section index guide: ㄱ…ㅎ, A–Z, #.
enum Titles {
  static let hangul = ["ㄱ", "ㄴ", "ㄷ", "ㄹ", "ㅁ", "ㅂ", "ㅅ", "ㅇ", "ㅈ", "ㅊ", "ㅋ", "ㅌ", "ㅍ", "ㅎ"]
  static let latin = (UInt8(ascii: "A")...UInt8(ascii: "Z")).map { String(UnicodeScalar($0)) }
  static let all = hangul + latin + ["#"]
}
