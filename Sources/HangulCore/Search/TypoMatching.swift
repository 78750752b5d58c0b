/// Typo-tolerant matching (``SearchOptions/toleratesTypos``), shared by
/// ``HangulSearchQuery`` and `SearchIndex`.
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
package enum TypoMatching {
  /// Letters of other characters: never equal to a query letter.
  package static let wall: UInt16 = 0xFFFF

  /// The letters of each syllable (`.jamo` level), by syllable index.
  package static let syllableLetters: [[UInt16]] = HangulSyllable.all.map { syllable in
    disassemble(syllable.description).unicodeScalars.map { UInt16($0.value) }
  }

  /// The letters of each compatibility jamo U+3131…U+318E.
  package static let jamoLetters: [[UInt16]] = (0x3131...0x318E).map { value in
    disassemble(String(Character(Unicode.Scalar(UInt32(value))!))).unicodeScalars.map { UInt16($0.value) }
  }

  /// The letters of the syllables then of the compatibility jamo, six slots each: the
  /// count, then up to five letters.
  package static let letterTable: [UInt16] = {
    var table: [UInt16] = []
    table.reserveCapacity((HangulSyllable.count + 94) * 6)
    for letters in syllableLetters + jamoLetters {
      precondition(letters.count <= 5)
      table.append(UInt16(letters.count))
      table += letters + [UInt16](repeating: 0, count: 5 - letters.count)
    }
    return table
  }()

  /// Where the letters of `code` start in ``letterTable``, or `nil` for a wall.
  @inline(__always)
  package static func letterSlot(_ code: UInt16) -> Int? {
    if let index = HangulSyllable.index(ofCodePoint: code) { return index &* 6 }
    if code &- 0x3131 <= 0x318E - 0x3131 { return (HangulSyllable.count &+ Int(code &- 0x3131)) &* 6 }
    return nil
  }

  /// The letters of a one-scalar BMP code (a syllable, a compatibility jamo), or `nil` for
  /// any other code (one wall letter).
  @inline(__always)
  package static func letters(ofCode code: UInt16) -> [UInt16]? {
    if let index = HangulSyllable.index(ofCodePoint: code) { return syllableLetters[index] }
    if code &- 0x3131 <= 0x318E - 0x3131 { return jamoLetters[Int(code &- 0x3131)] }
    return nil
  }

  /// A query prepared for typo matching: its letters and the keys of its first two
  /// characters, or `nil` when the query is not eligible.
  package struct Query: Hashable, Sendable {
    package let letters: [UInt16]
    package let firstKey: UInt8
    package let secondKey: UInt8

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
  package static func mayStart(at i: Int, query: Query, key: (Int) -> UInt8?) -> Bool {
    guard let k = key(i) else { return false }
    if k == query.firstKey || k == query.secondKey { return true }
    return key(i + 1) == query.secondKey
  }

  /// Whether the query's first three letters `q0 q1 q2` are within one edit of the text
  /// letters `t0 t1`, `t0 t1 t2` or `t0 t1 t2 t3` (its prefixes of two to four letters), in
  /// closed form. A necessary condition for a match: whenever the whole query is within one
  /// edit of a prefix of the text, its first three letters are within one edit of one of
  /// these. Letters past the text's end are given as ``wall`` (equal to no query letter).
  @inline(__always)
  package static func headMayMatch(
    _ q0: UInt16, _ q1: UInt16, _ q2: UInt16, _ t0: UInt16, _ t1: UInt16, _ t2: UInt16, _ t3: UInt16
  ) -> Bool {
    let e0 = t0 == q0
    let e1 = t1 == q1
    let e2 = t2 == q2
    // Three letters: at most one substituted, or two adjacent swapped.
    if (e0 && e1) || (e0 && e2) || (e1 && e2) { return true }
    if t0 == q1 && t1 == q0 && e2 { return true }
    if e0 && t1 == q2 && t2 == q1 { return true }
    // Two letters: one query letter deleted (keeping the first two is counted above).
    if t1 == q2 && (t0 == q1 || e0) { return true }
    // Four letters: one text letter inserted (after the third: counted above).
    if t2 == q1 && t3 == q2 && (t1 == q0 || e0) { return true }
    return false
  }

  /// The number of letters of `text` (letters from the start) that the query matches
  /// within one edit, chosen as the rule says, or `nil`.
  package static func matchedLength(_ query: [UInt16], _ text: [UInt16]) -> Int? {
    query.withUnsafeBufferPointer { q in
      text.withUnsafeBufferPointer { t in
        withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * (q.count + 3)) { rows in
          matchedLength(q, t, rows: rows)
        }
      }
    }
  }

  /// ``matchedLength(_:_:)`` on buffers, with `rows` (room for 3 × (query count + 3)) as
  /// scratch: a banded dynamic program over the three diagonals |i − j| ≤ 1, stopping as
  /// soon as a row has no cell within one edit.
  @inline(__always)
  package static func matchedLength(
    _ query: UnsafeBufferPointer<UInt16>, _ text: UnsafeBufferPointer<UInt16>, rows: UnsafeMutableBufferPointer<Int>
  ) -> Int? {
    let m = query.count
    let n = min(text.count, m + 1)
    let width = m + 3
    let big = 3
    var prev2 = 0
    var prev = width
    var row = 2 * width
    for j in 0..<width {
      rows[prev2 + j] = big
      rows[prev + j] = big
      rows[row + j] = big
    }
    rows[prev] = 0
    if n >= 1 { rows[prev + 1] = 1 }
    if m == 0 { return nil }
    var previousMin = 0
    for i in 1...m {
      let lo = max(0, i - 1)
      let hi = min(n, i + 1)
      if lo > 0 { rows[row + lo - 1] = big }
      var rowMin = big
      if lo <= hi {
        for j in lo...hi {
          var best: Int
          if j == 0 {
            best = i
          } else {
            best = min(rows[prev + j] + 1, rows[row + j - 1] + 1)
            best = min(best, rows[prev + j - 1] + (query[i - 1] == text[j - 1] ? 0 : 1))
            if i > 1 && j > 1 && query[i - 1] == text[j - 2] && query[i - 2] == text[j - 1] {
              best = min(best, rows[prev2 + j - 2] + 1)
            }
          }
          best = min(best, big)
          rows[row + j] = best
          rowMin = min(rowMin, best)
        }
      }
      if hi + 1 < width { rows[row + hi + 1] = big }
      // Row minima never drop below min(this row's, the previous row's + 1): once both
      // rule out distance 1, no later row can reach it.
      if rowMin > 1 && previousMin >= 1 { return nil }
      previousMin = rowMin
      (prev2, prev, row) = (prev, row, prev2)
    }
    // `prev` is row m.
    var chosen: (distance: Int, length: Int)? = nil
    let shortest = max(1, m - 1)
    let longest = min(n, m + 1)
    guard shortest <= longest else { return nil }
    for j in shortest...longest where rows[prev + j] <= 1 {
      let d = rows[prev + j]
      guard let c = chosen else {
        chosen = (d, j)
        continue
      }
      let better =
        d < c.distance
        || (d == c.distance && (abs(j - m) < abs(c.length - m) || (abs(j - m) == abs(c.length - m) && j > c.length)))
      if better { chosen = (d, j) }
    }
    return chosen?.length
  }
}
