/// The standard Korean 2-set (두벌식, KS X 5002) keyboard on a QWERTY layout: which jamo
/// each Latin key types, and what a text typed with the keyboard left in Latin mode was
/// meant to be.
///
/// ```swift
/// DubeolsikKeyboard.hangul(typedAs: "ghdrlfehd")   // "홍길동"
/// DubeolsikKeyboard.hangul(typedAs: "dkssud")      // "안녕"
/// DubeolsikKeyboard.jamo(forKey: "R")               // "ㄲ" (shift doubles)
/// ```
public enum DubeolsikKeyboard {
  /// The jamo of the unshifted keys a…z.
  static let unshifted: [Character] = [
    "ㅁ", "ㅠ", "ㅊ", "ㅇ", "ㄷ", "ㄹ", "ㅎ", "ㅗ", "ㅑ", "ㅓ", "ㅏ", "ㅣ", "ㅡ",
    "ㅜ", "ㅐ", "ㅔ", "ㅂ", "ㄱ", "ㄴ", "ㅅ", "ㅕ", "ㅍ", "ㅈ", "ㅌ", "ㅛ", "ㅋ",
  ]
  /// The keys whose shifted jamo differs: Q W E R T O P → ㅃ ㅉ ㄸ ㄲ ㅆ ㅒ ㅖ.
  static let shifted: [Character: Character] = [
    "Q": "ㅃ", "W": "ㅉ", "E": "ㄸ", "R": "ㄲ", "T": "ㅆ", "O": "ㅒ", "P": "ㅖ",
  ]

  /// The compatibility jamo a key types: `a`…`z` unshifted; `A`…`Z` shifted, which gives
  /// the doubled consonants ㅃ ㅉ ㄸ ㄲ ㅆ and the vowels ㅒ ㅖ on Q W E R T O P and the
  /// unshifted jamo on every other letter. `nil` for anything but an ASCII letter.
  ///
  /// ```swift
  /// DubeolsikKeyboard.jamo(forKey: "r")   // "ㄱ"
  /// DubeolsikKeyboard.jamo(forKey: "P")   // "ㅖ"
  /// DubeolsikKeyboard.jamo(forKey: "K")   // "ㅏ"
  /// DubeolsikKeyboard.jamo(forKey: "1")   // nil
  /// ```
  public static func jamo(forKey key: Character) -> Character? {
    guard let ascii = key.asciiValue else { return nil }
    switch ascii {
    case 0x61...0x7A: return unshifted[Int(ascii - 0x61)]
    case 0x41...0x5A: return shifted[key] ?? unshifted[Int(ascii - 0x41)]
    default: return nil
    }
  }

  /// What `text` would have been had the keyboard been in Korean mode: each ASCII letter
  /// becomes its jamo (``jamo(forKey:)``) and the jamo are composed into syllables by the
  /// 2-set automaton (``assemble(_:)``); other characters stay.
  ///
  /// ```swift
  /// DubeolsikKeyboard.hangul(typedAs: "ghdrlfehd")   // "홍길동"
  /// DubeolsikKeyboard.hangul(typedAs: "rlaRkcl")     // "김까치"
  /// DubeolsikKeyboard.hangul(typedAs: "gks rmf")     // "한 글"
  /// ```
  /// - Complexity: O(*n*) in the length of `text`.
  public static func hangul(typedAs text: some StringProtocol) -> String {
    var jamo = ""
    jamo.reserveCapacity(text.utf8.count * 3)
    for character in text { jamo.append(Self.jamo(forKey: character) ?? character) }
    return assemble(jamo)
  }
}
