import Hangul

/// The two search keys a store keeps beside each name, written in ASCII letters, digits and
/// spaces, so that `LIKE` patterns on them mean the same in any database locale, and their
/// trigram codes (``grams(choseongKey:jamoKey:)``), which PostgreSQL indexes with GIN.
///
/// - The **choseong key** is `choseong(of:options:)` of the name with each
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
      if let syllable, let index = HangulSyllable.index(ofCodePoint: syllable.value) {
        appendGroup(of: index, to: &out)
      } else {
        out.append(0x20)
      }
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// How many trigram codes one key can have (36 codes, three in a row): the jamo key's
  /// grams come after the choseong key's.
  static let gramSpace: Int32 = 36 * 36 * 36

  /// `grams` as a table of rows stores and looks them up for a row of `scope`: each gram
  /// XOR the scope's salt (the 32-bit FNV-1a hash of its UTF-8), the grams as they are for
  /// the rows without a scope. One GIN index over every scope's grams then lists a gram's
  /// rows scope by scope, so that a search within a scope reads its own rows' entries (and
  /// the few of another scope whose salted gram is the same, which the scope's condition
  /// drops).
  ///
  /// ```swift
  /// SearchKeys.scoped([1, 2], in: nil)          // [1, 2]
  /// SearchKeys.scoped([1, 2], in: "a") != [1, 2]   // true
  /// ```
  ///
  /// - Complexity: O(*g* + *s*) for *g* grams and a scope of *s* bytes.
  public static func scoped(_ grams: [Int32], in scope: String?) -> [Int32] {
    guard let scope else { return grams }
    var hash: UInt32 = 0x811C_9DC5
    for byte in scope.utf8 { hash = (hash ^ UInt32(byte)) &* 0x0100_0193 }
    let salt = Int32(bitPattern: hash)
    return grams.map { $0 ^ salt }
  }

  /// The trigram codes of a name's two search keys, for a GIN index over an integer array
  /// (PostgreSQL's `search_grams`): every three consecutive codes inside a run of codes
  /// (spaces end a run; no padding), those of the choseong key as 0…46,655 and those of the
  /// jamo key 46,656 higher, each once, in increasing order. A query's grams
  /// (``SearchCandidates/grams``) are among them whenever its patterns match the keys.
  ///
  /// ```swift
  /// SearchKeys.grams(choseongKey: "3ag", jamoKey: "s1zadm").count   // 5: 1 of the choseong key, 4 of the jamo key
  /// ```
  ///
  /// - Complexity: O(*n* log *n*) in the length of the keys.
  public static func grams(choseongKey: String, jamoKey: String) -> [Int32] {
    var out: [Int32] = []
    appendGrams(choseongKey: choseongKey, jamoKey: jamoKey, to: &out)
    return out
  }

  /// Appends ``grams(choseongKey:jamoKey:)`` to `out` (sorted, each once), without making
  /// an array for them: a bulk load writes millions.
  package static func appendGrams(choseongKey: String, jamoKey: String, to out: inout [Int32]) {
    let start = out.count
    appendGrams(of: choseongKey.utf8, separator: 0x20, adding: 0, to: &out)
    appendGrams(of: jamoKey.utf8, separator: 0x20, adding: gramSpace, to: &out)
    guard out.count - start > 1 else { return }
    out[start...].sort()
    var last = start
    for k in (start + 1)..<out.count where out[k] != out[last] {
      last += 1
      out[last] = out[k]
    }
    out.removeLast(out.count - last - 1)
  }

  /// Appends the trigram codes of the runs of `codes` between `separator`s, plus `adding`.
  static func appendGrams(
    of codes: some Sequence<UInt8>, separator: UInt8, adding: Int32, to out: inout [Int32]
  ) {
    var run: Int32 = 0  // the last codes of the run, as a base-36 number
    var length = 0
    for byte in codes {
      guard byte != separator, let value = codeValue(byte) else {
        length = 0
        continue
      }
      run = (run * 36 + value) % gramSpace
      length += 1
      if length >= 3 { out.append(adding + run) }
    }
  }

  /// The position of a code in ``codes`` (`a`…`z` are 0…25, `0`…`9` are 26…35).
  @inline(__always) static func codeValue(_ byte: UInt8) -> Int32? {
    switch byte {
    case 0x61...0x7A: Int32(byte - 0x61)
    case 0x30...0x39: Int32(byte - 0x30) + 26
    default: nil
    }
  }

  /// `values` sorted, each once.
  static func sortedUnique(_ values: [Int32]) -> [Int32] {
    var values = values
    values.sort()
    var out: [Int32] = []
    out.reserveCapacity(values.count)
    for value in values where out.last != value { out.append(value) }
    return out
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
      } else if let index = HangulSyllable.index(ofCodePoint: v) {
        appendGroup(of: index, to: &out)
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
    out.append(initialCode(HangulSyllable.choseongIndex(ofIndex: s)))
    out.append(medialCode(HangulSyllable.jungseongIndex(ofIndex: s)))
    out.append(finalCode(HangulSyllable.jongseongIndex(ofIndex: s)))
  }
}
