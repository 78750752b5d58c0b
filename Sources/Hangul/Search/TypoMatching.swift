/// Typo-tolerant matching (``SearchOptions/toleratesTypos``), shared by
/// ``HangulSearchQuery`` and ``SearchIndex``.
///
/// The rule, exactly:
/// - **Letters.** A Hangul syllable is its jamo letters as ``disassemble(_:level:encoding:)``
///   writes them (`.jamo` level: 홍 → ㅎㅗㅇ, 과 → ㄱㅗㅏ, 값 → ㄱㅏㅂㅅ), a compatibility jamo
///   its pieces (ㄳ → ㄱㅅ); any other item character is one letter that no query letter
///   equals. With ``SearchOptions/ignoresSpaces`` the item's whitespace is skipped.
/// - **Eligible queries.** Only Hangul syllables and compatibility jamo, at least two
///   characters and four letters, the first two characters syllables or consonants (so a
///   typo query names two initials). Other queries have no typo matches.
/// - **Where.** A match starts at an item character whose initial (its search key) is the
///   query's first initial or second initial, or just before one whose initial is the
///   query's second initial (the first two query characters cannot both hold the typo).
///   In ``SearchMode/prefix`` mode only the first visible character.
/// - **Within one edit.** The query's letters are within optimal-string-alignment distance 1
///   (one insertion, deletion, substitution, or swap of two adjacent letters) of the item's
///   letters from the start, *some prefix* of them (the query's last syllable may be
///   incomplete, as typed). The prefix taken is the one at the smallest distance, then the
///   one whose length is nearest the query's, then the longer.
/// - **Ranges** cover the characters from the start to the one holding the prefix's last
///   letter; the kind is exact, prefix or contains as for plain matches.
///
/// Typo matches rank after every plain (exact, prefix, contains) match.
enum TypoMatching {
  /// Letters of other characters: never equal to a query letter.
  static let wall: UInt16 = 0xFFFF

  /// The letters of each syllable (`.jamo` level), by syllable index.
  static let syllableLetters: [[UInt16]] = (0..<11_172).map { index in
    disassemble(String(Character(Unicode.Scalar(0xAC00 + UInt32(index))!))).unicodeScalars.map { UInt16($0.value) }
  }

  /// The letters of each compatibility jamo U+3131…U+318E.
  static let jamoLetters: [[UInt16]] = (0x3131...0x318E).map { value in
    disassemble(String(Character(Unicode.Scalar(UInt32(value))!))).unicodeScalars.map { UInt16($0.value) }
  }

  /// The letters of a one-scalar BMP code (a syllable, a compatibility jamo), or `nil` for
  /// any other code (one wall letter).
  @inline(__always)
  static func letters(ofCode code: UInt16) -> [UInt16]? {
    if code &- 0xAC00 < 11_172 { return syllableLetters[Int(code &- 0xAC00)] }
    if code &- 0x3131 <= 0x318E - 0x3131 { return jamoLetters[Int(code &- 0x3131)] }
    return nil
  }

  /// A query prepared for typo matching: its letters and the keys of its first two
  /// characters, or `nil` when the query is not eligible.
  struct Query: Hashable, Sendable {
    let letters: [UInt16]
    let firstKey: UInt8
    let secondKey: UInt8

    init?(_ characters: [Character]) {
      guard characters.count >= 2 else { return nil }
      var letters: [UInt16] = []
      var keys: [UInt8] = []
      for character in characters {
        let scalars = character.unicodeScalars
        guard scalars.count == 1, let v = scalars.first?.value, v < 0x10000,
          let pieces = TypoMatching.letters(ofCode: UInt16(v))
        else { return nil }
        letters += pieces
        if keys.count < 2 { keys.append(SearchCode.key(UInt16(v))) }
      }
      guard letters.count >= 4, keys.allSatisfy({ $0 >= 1 && $0 <= 19 }) else { return nil }
      self.letters = letters
      firstKey = keys[0]
      secondKey = keys[1]
    }
  }

  /// Whether a match may start at character `i` of an item whose characters have the keys
  /// given by `key` (`nil` past the end).
  @inline(__always)
  static func mayStart(at i: Int, query: Query, key: (Int) -> UInt8?) -> Bool {
    guard let k = key(i) else { return false }
    if k == query.firstKey || k == query.secondKey { return true }
    return key(i + 1) == query.secondKey
  }

  /// The number of letters of `text` (letters from the start) that the query matches
  /// within one edit, chosen as the rule says, or `nil`.
  static func matchedLength(_ query: [UInt16], _ text: [UInt16]) -> Int? {
    let m = query.count
    let n = min(text.count, m + 1)
    let big = 3
    // d[i][j] for |i - j| <= 1, by rows; previous two rows kept.
    var prev2 = [Int](repeating: big, count: n + 1)
    var prev = [Int](repeating: big, count: n + 1)
    var row = [Int](repeating: big, count: n + 1)
    for j in 0...min(1, n) { prev[j] = j }
    if m == 0 { return 0 }
    for i in 1...m {
      for j in 0...n { row[j] = big }
      let lo = max(0, i - 1)
      let hi = min(n, i + 1)
      if lo <= hi {
        for j in lo...hi {
          if j == 0 {
            row[0] = i
            continue
          }
          var best = min(prev[j] + 1, row[j - 1] + 1)
          best = min(best, prev[j - 1] + (query[i - 1] == text[j - 1] ? 0 : 1))
          if i > 1 && j > 1 && query[i - 1] == text[j - 2] && query[i - 2] == text[j - 1] {
            best = min(best, prev2[j - 2] + 1)
          }
          row[j] = min(best, big)
        }
      }
      swap(&prev2, &prev)
      swap(&prev, &row)
    }
    // prev is row m.
    var chosen: (distance: Int, length: Int)? = nil
    let shortest = max(1, m - 1)
    let longest = min(n, m + 1)
    guard shortest <= longest else { return nil }
    for j in shortest...longest where prev[j] <= 1 {
      guard let c = chosen else {
        chosen = (prev[j], j)
        continue
      }
      let better =
        prev[j] < c.distance
        || (prev[j] == c.distance
          && (abs(j - m) < abs(c.length - m) || (abs(j - m) == abs(c.length - m) && j > c.length)))
      if better { chosen = (prev[j], j) }
    }
    return chosen?.length
  }
}
