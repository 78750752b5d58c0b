import Hangul

/// The two search keys a store keeps beside each name, written in ASCII letters, digits and
/// spaces so that a trigram index (PostgreSQL's pg_trgm) indexes them in any database locale,
/// the `C` locale included, where Hangul letters would count as punctuation.
///
/// - The **choseong key** is `choseong(of:options:)` (from `Hangul`) of the name with each
///   compatibility consonant ㄱ…ㅎ (U+3131…U+314E, 30 letters) written as one code
///   (`a`…`z`, `0`…`3`) and every other character as a space. A query made only of
///   consonants looks for its codes in it.
/// - The **jamo key** writes each character of the name that is one modern syllable after
///   NFC (the characters the search matches syllables against) as three codes, initial,
///   medial and final (`0` for none), and every other character as a space. A query with
///   syllables looks for their codes in it.
///
/// The codes of a syllable are fixed (three per syllable) so that a query's syllables,
/// complete or still being typed, become one `LIKE` pattern (see ``SearchCandidates``).
///
/// ```swift
/// SearchKeys.choseongKey(of: "홍길동 Kim")   // "3ag    " (ㅎ ㄱ ㄷ, then 4 non-consonants)
/// SearchKeys.jamoKey(of: "홍길")             // "s1zadm" (ㅎㅗㅇ ㄱㅣㄹ)
/// ```
public enum SearchKeys {
  /// The 36 codes: the 19 initials take the first 19, the 21 medials the next 21 (wrapping
  /// around), the 27 finals and "none" the next 28. Codes repeat between positions, which
  /// can only add candidates, never lose one: the library decides every candidate.
  static let codes = Array("abcdefghijklmnopqrstuvwxyz0123456789".utf8)

  /// The code of an initial (0…18).
  @inline(__always) static func initialCode(_ l: Int) -> UInt8 { codes[l] }
  /// The code of a medial (0…20).
  @inline(__always) static func medialCode(_ v: Int) -> UInt8 { codes[(19 + v) % 36] }
  /// The code of a final (0 for none, 1…27).
  @inline(__always) static func finalCode(_ t: Int) -> UInt8 { codes[(40 + t) % 36] }

  /// The choseong key of `name`.
  ///
  /// ```swift
  /// SearchKeys.choseongKey(of: "김ㄲ치")   // "abz" (ㄱ ㄲ ㅊ)
  /// ```
  ///
  /// - Complexity: O(*n*) in the length of `name`.
  public static func choseongKey(of name: String) -> String {
    encodeChoseong(choseong(of: name))
  }

  /// The choseong key of a string of initials and other characters (a name's choseong).
  static func encodeChoseong(_ initials: String) -> String {
    var out: [UInt8] = []
    out.reserveCapacity(initials.utf8.count)
    for scalar in initials.unicodeScalars {
      let v = scalar.value
      out.append(v >= 0x3131 && v <= 0x314E ? codes[Int(v - 0x3131)] : 0x20)
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// The jamo key of `name`.
  ///
  /// ```swift
  /// SearchKeys.jamoKey(of: "김 A")   // "adu  " (ㄱ ㅣ ㅁ, then two non-syllables)
  /// ```
  ///
  /// - Complexity: O(*n*) in the length of `name`.
  public static func jamoKey(of name: String) -> String {
    var out: [UInt8] = []
    out.reserveCapacity(name.utf8.count)
    if appendSimpleJamoKey(of: name, to: &out) { return String(decoding: out, as: UTF8.self) }
    for character in name {
      let scalars = character.unicodeScalars
      var syllable: Unicode.Scalar?
      if scalars.count == 1 {
        syllable = scalars.first
      } else if let nfc = try? String(character).normalized(.nfc), nfc.unicodeScalars.count == 1 {
        // Conjoining jamo (NFD) and other sequences whose NFC is one scalar.
        syllable = nfc.unicodeScalars.first
      }
      if let syllable, syllable.value &- 0xAC00 < 11_172 {
        appendGroup(of: Int(syllable.value - 0xAC00), to: &out)
      } else {
        out.append(0x20)
      }
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// Appends the three codes of syllable index `s` (the scalar minus U+AC00).
  /// The jamo key of a name whose every scalar is its own character (below U+0300 but CR,
  /// a modern syllable or a compatibility jamo: nothing there joins its neighbour, and a
  /// scalar that could, such as a combining mark or a conjoining jamo, is above U+0300),
  /// without segmenting characters. Returns `false` (appending nothing) for other names.
  static func appendSimpleJamoKey(of name: String, to out: inout [UInt8]) -> Bool {
    for scalar in name.unicodeScalars {
      let v = scalar.value
      if v < 0x300 {
        if v == 0x0D {
          out.removeAll(keepingCapacity: true)
          return false
        }
        out.append(0x20)
      } else if v &- 0xAC00 < 11_172 {
        appendGroup(of: Int(v - 0xAC00), to: &out)
      } else if v >= 0x3131 && v <= 0x318E {
        out.append(0x20)
      } else {
        out.removeAll(keepingCapacity: true)
        return false
      }
    }
    return true
  }

  @inline(__always) static func appendGroup(of s: Int, to out: inout [UInt8]) {
    out.append(initialCode(s / 588))
    out.append(medialCode((s % 588) / 28))
    out.append(finalCode(s % 28))
  }
}
