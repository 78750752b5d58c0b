import HangulTestSupport

/// A naive matcher written from the rules of the Search guide
/// (`Sources/Hangul/Hangul.docc/SearchingNames.md`, "The rules" and the carry-over
/// paragraph), sharing no code with the library: its own syllable decomposition by Unicode
/// arithmetic, its own NFC for Hangul, its own choseong, prefix and contains logic. It covers
/// the text the property tests generate: modern syllables (NFC or NFD), compatibility jamo,
/// ASCII and the spaces U+0020 and U+3000.
///
/// ```swift
/// let reference = ReferenceSearchMatcher(query: "홍기", mode: .contains, ignoresSpaces: false, allowsCarryOver: false)
/// reference.match(in: "김홍길동")   // (kind: .contains, ranges: [1..<3])
/// ```
struct ReferenceSearchMatcher {
  enum Mode { case prefix, contains }
  enum Kind { case exact, prefix, contains }

  let query: [Character]
  let mode: Mode
  let ignoresSpaces: Bool
  let allowsCarryOver: Bool

  init(query: String, mode: Mode, ignoresSpaces: Bool, allowsCarryOver: Bool) {
    let characters = query.map(Self.composed)
    self.query = ignoresSpaces ? characters.filter { !Self.isSpace($0) } : characters
    self.mode = mode
    self.ignoresSpaces = ignoresSpaces
    self.allowsCarryOver = allowsCarryOver
  }

  // MARK: - Hangul by arithmetic (the Unicode Standard, "Conjoining Jamo Behavior")

  /// The compatibility letters of the 19 initials, 21 medials and 27 finals, each medial and
  /// final written as its letters at the jamo level (ㅘ = ㅗㅏ, ㄺ = ㄹㄱ; ㄲ and ㅆ stay one).
  static let initials = Array("ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ").map(String.init)
  static let medials = [
    "ㅏ", "ㅐ", "ㅑ", "ㅒ", "ㅓ", "ㅔ", "ㅕ", "ㅖ", "ㅗ", "ㅗㅏ", "ㅗㅐ", "ㅗㅣ", "ㅛ", "ㅜ", "ㅜㅓ", "ㅜㅔ", "ㅜㅣ", "ㅠ",
    "ㅡ", "ㅡㅣ", "ㅣ",
  ]
  static let finals = [
    "", "ㄱ", "ㄲ", "ㄱㅅ", "ㄴ", "ㄴㅈ", "ㄴㅎ", "ㄷ", "ㄹ", "ㄹㄱ", "ㄹㅁ", "ㄹㅂ", "ㄹㅅ", "ㄹㅌ", "ㄹㅍ", "ㄹㅎ", "ㅁ",
    "ㅂ", "ㅂㅅ", "ㅅ", "ㅆ", "ㅇ", "ㅈ", "ㅊ", "ㅋ", "ㅌ", "ㅍ", "ㅎ",
  ]

  /// (initial, medial, final) indices of a one-scalar modern syllable.
  static func parts(_ character: Character) -> (l: Int, v: Int, t: Int)? {
    let scalars = Array(character.unicodeScalars)
    guard scalars.count == 1, (0xAC00...0xD7A3).contains(scalars[0].value) else { return nil }
    let s = Int(scalars[0].value) - 0xAC00
    return (s / 588, s % 588 / 28, s % 28)
  }

  static func syllable(_ l: Int, _ v: Int, _ t: Int) -> Character {
    Character(Unicode.Scalar(UInt32(0xAC00 + (l * 21 + v) * 28 + t))!)
  }

  /// The syllable's letters at the jamo level, initial first.
  static func jamoLetters(_ character: Character) -> [Character]? {
    guard let (l, v, t) = parts(character) else { return nil }
    return Array(initials[l] + medials[v] + finals[t])
  }

  /// NFC of one character, for Hangul: conjoining L V (T) compose into their syllable.
  static func composed(_ character: Character) -> Character {
    let v = character.unicodeScalars.map(\.value)
    guard v.count == 2 || v.count == 3, (0x1100...0x1112).contains(v[0]), (0x1161...0x1175).contains(v[1]) else {
      return character
    }
    if v.count == 2 { return syllable(Int(v[0] - 0x1100), Int(v[1] - 0x1161), 0) }
    guard (0x11A8...0x11C2).contains(v[2]) else { return character }
    return syllable(Int(v[0] - 0x1100), Int(v[1] - 0x1161), Int(v[2] - 0x11A7))
  }

  /// The initial of a character that `choseong(of:)` reads as one initial although it is
  /// not one precomposed syllable: a modern syllable or modern leading jamo followed only by
  /// vowel and trailing jamo, old ones included (강 + U+D7DD, ᄀ + U+1160, ᄒ + ᆞ + ᆫ).
  static func initialOfJamoCharacter(_ character: Character) -> Int? {
    let v = character.unicodeScalars.map(\.value)
    guard v.count >= 2 else { return nil }
    let followers = v.dropFirst().allSatisfy { (0x1160...0x11FF).contains($0) || (0xD7B0...0xD7FF).contains($0) }
    guard followers else { return nil }
    if (0xAC00...0xD7A3).contains(v[0]) { return Int(v[0] - 0xAC00) / 588 }
    if (0x1100...0x1112).contains(v[0]) { return Int(v[0] - 0x1100) }
    return nil
  }

  static func isSpace(_ character: Character) -> Bool { character == " " || character == "\u{3000}" }

  static func lowercasedASCII(_ character: Character) -> Character {
    guard let a = character.asciiValue, (65...90).contains(a) else { return character }
    return Character(Unicode.Scalar(a + 32))
  }

  // MARK: - The rules

  /// Whether item character `t` matches query character `q` (`isLast`: the query's last).
  func accepts(_ t: Character, _ q: Character, isLast: Bool) -> Bool {
    if Self.parts(q) != nil {
      guard Self.parts(t) != nil else { return false }
      if !isLast { return t == q }
      let (qs, ts) = (Self.jamoLetters(q)!, Self.jamoLetters(t)!)
      return ts.starts(with: qs)
    }
    if let initial = Self.initials.firstIndex(of: String(q)) {
      if let (l, _, _) = Self.parts(t) { return l == initial }
      if let l = Self.initialOfJamoCharacter(t) { return l == initial }
      return t == q
    }
    return Self.lowercasedASCII(t) == Self.lowercasedASCII(q)
  }

  /// How many visible item characters the query takes at visible position `start`: its
  /// length, one more with a carry-over, or `nil`. The plain rule is tried first.
  func matchedLength(at start: Int, _ visible: [Character]) -> Int? {
    let m = query.count
    guard start + m <= visible.count else { return nil }
    for k in 0..<m - 1 where !accepts(visible[start + k], query[k], isLast: false) { return nil }
    if accepts(visible[start + m - 1], query[m - 1], isLast: true) { return m }
    // Carry-over: the last query syllable's final (a cluster's second letter) moves to the
    // next syllable; what stays must be the item's character exactly.
    guard allowsCarryOver, start + m < visible.count, let (l, v, t) = Self.parts(query[m - 1]), t != 0 else {
      return nil
    }
    let letters = Array(Self.finals[t])
    let kept = letters.count == 2 ? Self.finals.firstIndex(of: String(letters[0]))! : 0
    let moved = Character(String(letters.last!))
    guard visible[start + m - 1] == Self.syllable(l, v, kept), accepts(visible[start + m], moved, isLast: false)
    else { return nil }
    return m + 1
  }

  /// The first match in `item`: its kind and the item's matched characters as runs, or `nil`.
  func match(in item: String) -> (kind: Kind, ranges: [Range<Int>])? {
    let characters = item.map(Self.composed)
    let positions = characters.indices.filter { !(ignoresSpaces && Self.isSpace(characters[$0])) }
    let visible = positions.map { characters[$0] }
    if query.isEmpty { return (visible.isEmpty ? .exact : .prefix, []) }
    let starts = mode == .prefix ? [0] : Array(0..<max(visible.count, 1))
    for start in starts {
      guard let length = matchedLength(at: start, visible) else { continue }
      var ranges: [Range<Int>] = []
      for p in positions[start..<start + length] {
        if let last = ranges.last, last.upperBound == p {
          ranges[ranges.count - 1] = last.lowerBound..<p + 1
        } else {
          ranges.append(p..<p + 1)
        }
      }
      let kind: Kind = start > 0 ? .contains : (length == visible.count ? .exact : .prefix)
      return (kind, ranges)
    }
    return nil
  }
}
