/// Matches a romanized query (`hong gildong`, `Kim`, `park ji`) against Korean names, the
/// ``SearchFallbacks/romanization`` fallback of `SearchIndex`.
///
/// ```swift
/// let matcher = RomanizedNameMatcher("hong gildong")
/// matcher.match(in: "홍길동")?.kind              // .exact
/// RomanizedNameMatcher("Lee").matches("이서연")   // true  (customary spelling)
/// RomanizedNameMatcher("seoy").matches("이서연")  // true  (contains, from a syllable start)
/// RomanizedNameMatcher("ildong").matches("홍길동") // false (starts inside 길)
/// ```
///
/// The rule:
/// - The query is lowercased and spaces, hyphens, apostrophes and periods are dropped; a
///   query with any other non-ASCII-letter-or-digit character, or nothing left, matches
///   nothing.
/// - Each character of the item (NFC) is romanized on its own: a modern syllable as in a
///   personal name (``romanize(_:options:)`` with ``RomanizationOptions/isPersonalName``:
///   no sound change between syllables; 홍 → `hong`, 길 → `gil`, 박 → `bak`, 류 → `ryu`,
///   빛 → `bit`), lowercased; an ASCII letter or digit by its lowercase; whitespace,
///   hyphens, apostrophes and periods by nothing; anything else by a mark that no query
///   contains. The item's romanization is the concatenation, which is the personal-name
///   romanization without its space and capitals (홍길동 → `honggildong`, from
///   `Hong Gildong`; 홍빛나 → `hongbitna`).
/// - A name starting with a surname from the customary-spelling table also has, for each
///   customary spelling, the romanization with the surname's syllables spelled that way
///   (`kimminsu` for 김민수, `leeseoyeon`, `rheeseoyeon` and `yiseoyeon` for 이서연,
///   `namgoongmin` for 남궁민); the table is the one
///   ``RomanizationOptions/usesCustomarySurnames`` writes from (its first spellings).
/// - The query matches where one of these romanizations contains it starting at the
///   beginning of a character's romanization (prefix mode: at the first character with
///   one); it may end inside a character (a syllable still being typed: `hong gil` finds
///   홍길동). The matched characters are those whose romanization the match overlaps (all
///   of a surname spelled the customary way). The earliest start wins; at one start an
///   exact match (the whole romanization) is preferred, then the item's own romanization
///   before customary spellings.
public struct RomanizedNameMatcher: Sendable, Hashable {
  /// The query as given.
  ///
  /// ```swift
  /// RomanizedNameMatcher("hong gildong").query   // "hong gildong"
  /// ```
  public let query: String
  /// Prefix or contains.
  ///
  /// ```swift
  /// RomanizedNameMatcher("kim").mode   // .contains
  /// ```
  public let mode: SearchMode
  /// The normalized query (lowercase ASCII letters and digits), empty when it cannot match.
  package let needle: [UInt8]

  /// Prepares a romanized query.
  ///
  /// ```swift
  /// let matcher = RomanizedNameMatcher("Park Ji-hoon", mode: .prefix)
  /// ```
  /// - Complexity: O(*m*) in the query's length.
  public init(_ query: some StringProtocol, mode: SearchMode = .contains) {
    self.query = String(query)
    self.mode = mode
    var needle: [UInt8] = []
    for scalar in query.unicodeScalars {
      let v = scalar.value
      if v < 0x80, let piece = Self.piece(ofASCII: UInt8(v)) {
        needle += piece
      } else if !scalar.properties.isWhitespace {
        needle = []
        break
      }
    }
    self.needle = needle
  }

  /// Whether the query can match anything (it has letters or digits and nothing else).
  ///
  /// ```swift
  /// RomanizedNameMatcher("kim").isSearchable   // true
  /// RomanizedNameMatcher("김").isSearchable    // false
  /// ```
  public var isSearchable: Bool { !needle.isEmpty }

  /// Whether `text` matches.
  ///
  /// ```swift
  /// RomanizedNameMatcher("choi").matches("최민준")   // true
  /// ```
  /// - Complexity: O(*n* × *m*) for an item of *n* characters and a query of *m*.
  public func matches(_ text: some StringProtocol) -> Bool { match(in: text) != nil }

  /// The first match in `text`, or `nil`.
  ///
  /// ```swift
  /// RomanizedNameMatcher("gildong").match(in: "홍길동")?.characterRanges   // [1..<3]
  /// ```
  /// - Complexity: O(*n* × *m*) for an item of *n* characters and a query of *m*.
  public func match(in text: some StringProtocol) -> SearchMatch? {
    var codes: [UInt16] = []
    for character in text {
      let scalars = searchNormalized(character).unicodeScalars
      codes.append(
        scalars.count == 1 && scalars.first!.value < 0x10000 ? UInt16(scalars.first!.value) : SearchCode.overflow)
    }
    guard let found = codes.withUnsafeBufferPointer({ match(codes: $0) }) else { return nil }
    return SearchMatch(kind: found.kind, characterRanges: found.ranges, in: text)
  }

  /// The match in one item given as search codes (one per character): for each start
  /// character (earliest first), the item's romanization, then for a leading surname each
  /// customary spelling standing for the surname's syllables; the first exact match, else
  /// the first match.
  package func match(codes: UnsafeBufferPointer<UInt16>) -> (kind: SearchMatch.Kind, ranges: [Range<Int>])? {
    guard !needle.isEmpty else { return nil }
    let tables = Self.tables
    return needle.withUnsafeBufferPointer { needle in
      tables.bytes.withUnsafeBufferPointer { bytes in
        tables.offsets.withUnsafeBufferPointer { offsets in
          let n = codes.count
          @inline(__always) func piece(_ c: Int) -> UnsafeBufferPointer<UInt8> {
            let k = Self.pieceIndex(codes[c])
            return UnsafeBufferPointer(rebasing: bytes[Int(offsets[k])..<Int(offsets[k + 1])])
          }
          // The first character with a non-empty romanization (where prefix matches start).
          var first = 0
          while first < n && piece(first).isEmpty { first += 1 }
          guard first < n else { return nil }
          // Matches `needle` from character `start`, the first `width` characters spelled
          // `lead` (or by their own pieces): the end character and whether the needle ended
          // at the end of a piece.
          func run(from start: Int, lead: UnsafeBufferPointer<UInt8>?, width: Int) -> (end: Int, whole: Bool)? {
            var k = 0
            var c = start
            var override = lead
            while c < n {
              let p = override ?? piece(c)
              c += override == nil ? 1 : width
              override = nil
              var j = 0
              while j < p.count && k < needle.count {
                if p[j] != needle[k] { return nil }
                j += 1
                k += 1
              }
              if k == needle.count { return (c, j == p.count) }
            }
            return nil
          }
          func result(start: Int, end: Int, whole: Bool, leadWidth: Int = 0) -> (
            kind: SearchMatch.Kind, ranges: [Range<Int>]
          ) {
            var rest = end
            while rest < n && piece(rest).isEmpty { rest += 1 }
            let kind: SearchMatch.Kind = start != first ? .contains : (whole && rest == n ? .exact : .prefix)
            var ranges: [Range<Int>] = []
            for c in start..<end where c < start + leadWidth || !piece(c).isEmpty {
              if let last = ranges.last, last.upperBound == c {
                ranges[ranges.count - 1] = last.lowerBound..<c + 1
              } else {
                ranges.append(c..<c + 1)
              }
            }
            return (kind, ranges)
          }
          let lastStart = mode == .prefix ? first : n - 1
          var start = first
          while start <= lastStart {
            defer { start += 1 }
            let p = piece(start)
            var found: (kind: SearchMatch.Kind, ranges: [Range<Int>])? = nil
            if !p.isEmpty && p[0] == needle[0], let m = run(from: start, lead: nil, width: 1) {
              found = result(start: start, end: m.end, whole: m.whole)
              if found?.kind == .exact { return found }
            }
            if start == 0, let surname = Self.surname(at: codes) {
              for spelling in surname.spellings where spelling.first == needle[0] {
                let m = spelling.withUnsafeBufferPointer { run(from: 0, lead: $0, width: surname.length) }
                guard let m else { continue }
                let candidate = result(start: 0, end: m.end, whole: m.whole, leadWidth: surname.length)
                if candidate.kind == .exact { return candidate }
                if found == nil { found = candidate }
              }
            }
            if let found { return found }
          }
          return nil
        }
      }
    }
  }

  /// The index of a code's romanization in `tables`: syllables first, then ASCII, then the
  /// empty piece (whitespace), then the mark that no query contains (anything else).
  @inline(__always)
  package static func pieceIndex(_ code: UInt16) -> Int {
    if let index = HangulSyllable.index(ofCodePoint: code) { return index }
    if code < 0x80 { return HangulSyllable.count + Int(code) }
    return SearchCode.isSimpleWhitespace(code) ? HangulSyllable.count + 128 : HangulSyllable.count + 129
  }

  /// All romanization pieces in one buffer: `bytes[offsets[k]..<offsets[k + 1]]`.
  package static let tables: (bytes: [UInt8], offsets: [UInt32]) = {
    var bytes: [UInt8] = []
    var offsets: [UInt32] = [0]
    for piece in syllablePieces {
      bytes += piece
      offsets.append(UInt32(bytes.count))
    }
    for b in 0..<128 {
      bytes += piece(ofASCII: UInt8(b)) ?? [0xFF]
      offsets.append(UInt32(bytes.count))
    }
    offsets.append(UInt32(bytes.count))  // whitespace: nothing
    bytes.append(0xFF)  // anything else: a mark no query has
    offsets.append(UInt32(bytes.count))
    return (bytes, offsets)
  }()

  /// The customary surname a name starts with (the longest), if any.
  package static func surname(at codes: UnsafeBufferPointer<UInt16>) -> (length: Int, spellings: [[UInt8]])? {
    guard let first = codes.first, let index = HangulSyllable.index(ofCodePoint: first) else { return nil }
    let candidates = surnamesByFirstSyllable[index]
    for (syllables, spellings) in candidates where codes.starts(with: syllables) {
      return (syllables.count, spellings)
    }
    return nil
  }

  /// `customarySpellings` by the surname's first syllable index, longer surnames first.
  package static let surnamesByFirstSyllable: [[([UInt16], [[UInt8]])]] = {
    var table = [[([UInt16], [[UInt8]])]](repeating: [], count: HangulSyllable.count)
    for entry in customarySpellings.sorted(by: { $0.0.count > $1.0.count }) {
      table[HangulSyllable.index(ofCodePoint: entry.0[0])!].append(entry)
    }
    return table
  }()

  /// The romanization of an ASCII character: lowercase letters and digits, nothing for
  /// separators, `nil` for anything else.
  package static func piece(ofASCII byte: UInt8) -> [UInt8]? {
    switch byte {
    case 0x41...0x5A: [byte | 0x20]
    case 0x61...0x7A, 0x30...0x39: [byte]
    case 0x20, 0x09...0x0D, 0x2D, 0x27, 0x2E: []
    default: nil
    }
  }

  /// Every modern syllable romanized on its own, as in a personal name
  /// (``RomanizationOptions/isPersonalName``: 박 → `bak`, 빛 → `bit`), lowercased.
  package static let syllablePieces: [[UInt8]] = (0..<HangulSyllable.count).map { index in
    var bytes: [UInt8] = []
    PersonalName.appendAlone(index, to: &bytes)
    return bytes
  }

  /// The customary surname spellings of ``RomanizationOptions/usesCustomarySurnames``, all
  /// of them: the surname's syllable codes and its spellings, lowercased.
  package static let customarySpellings: [([UInt16], [[UInt8]])] = KoreanSurnames.customary.map { surname, spellings in
    (surname.unicodeScalars.map { UInt16($0.value) }, spellings.map { Array($0.utf8) })
  }
}
