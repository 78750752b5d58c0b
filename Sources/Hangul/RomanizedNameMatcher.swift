/// Matches a romanized query (`hong gildong`, `Kim`, `park ji`) against Korean names, the
/// ``SearchFallbacks/romanization`` fallback of ``SearchIndex``.
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
/// - Each character of the item (NFC) is romanized on its own: a modern syllable by ICU's
///   `Hangul-Latin` transliteration, lowercased, hyphens and apostrophes dropped (홍 →
///   `hong`, 길 → `gil`, 박 → `bag`, 류 → `lyu`); an ASCII letter or digit by its lowercase;
///   whitespace, hyphens, apostrophes and periods by nothing; anything else by a mark that
///   no query contains. The item's romanization is the concatenation (홍길동 →
///   `honggildong`, ICU's own `hong-gildong` without the hyphen).
/// - A name starting with a surname from the customary-spelling table also has, for each
///   customary spelling, the romanization with the surname's syllables replaced by it
///   (`kimminsu` for 김민수, `leeseoyeon`, `rheeseoyeon` and `yiseoyeon` for 이서연).
/// - The query matches where one of these romanizations contains it starting at the
///   beginning of a character's romanization (prefix mode: at the first character); it may
///   end inside a character (a syllable still being typed: `hong gil` finds 홍길동). The
///   matched characters are those whose romanization the match overlaps. Among the
///   romanizations, the earliest match wins, then the longest.
public struct RomanizedNameMatcher: Sendable, Hashable {
  /// The query as given.
  public let query: String
  /// Prefix or contains.
  public let mode: SearchMode
  /// The normalized query (lowercase ASCII letters and digits), empty when it cannot match.
  let needle: [UInt8]

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
      codes.append(scalars.count == 1 && scalars.first!.value < 0x10000 ? UInt16(scalars.first!.value) : SearchCode.overflow)
    }
    guard let found = codes.withUnsafeBufferPointer({ match(codes: $0) }) else { return nil }
    return SearchMatch(kind: found.kind, characterRanges: found.ranges, in: text)
  }

  /// The match in one item given as search codes (one per character).
  func match(codes: UnsafeBufferPointer<UInt16>) -> (kind: SearchMatch.Kind, ranges: [Range<Int>])? {
    guard !needle.isEmpty else { return nil }
    var form: [UInt8] = [], owner: [Int] = [], pieceStart: [Bool] = []
    form.reserveCapacity(codes.count * 4)
    var best: (start: Int, end: Int, kind: SearchMatch.Kind, ranges: [Range<Int>])? = nil
    let table = Self.syllablePieces
    func build(replacingFirst surnameLength: Int, with spelling: [UInt8]?) {
      form.removeAll(keepingCapacity: true); owner.removeAll(keepingCapacity: true)
      pieceStart.removeAll(keepingCapacity: true)
      for (i, code) in codes.enumerated() {
        let piece: [UInt8]
        if let spelling, i < surnameLength {
          piece = i == 0 ? spelling : []
        } else if code &- 0xAC00 < 11_172 {
          piece = table[Int(code &- 0xAC00)]
        } else if code < 0x80 {
          piece = Self.piece(ofASCII: UInt8(code)) ?? [0xFF]
        } else if SearchCode.isSimpleWhitespace(code) {
          piece = []
        } else {
          piece = [0xFF]
        }
        for (j, byte) in piece.enumerated() { form.append(byte); owner.append(i); pieceStart.append(j == 0) }
      }
    }
    func search() {
      let m = needle.count
      guard form.count >= m else { return }
      let lastStart = mode == .prefix ? 0 : form.count - m
      for s in 0...lastStart where pieceStart[s] && form[s] == needle[0] {
        if let best, best.start < s { return }
        guard form[s..<s + m].elementsEqual(needle) else { continue }
        let end = s + m
        let kind: SearchMatch.Kind = s != 0 ? .contains : (end == form.count ? .exact : .prefix)
        var ranges: [Range<Int>] = []
        for i in owner[s..<end] {
          if let last = ranges.last, last.upperBound > i { continue }
          if let last = ranges.last, last.upperBound == i {
            ranges[ranges.count - 1] = last.lowerBound..<i + 1
          } else {
            ranges.append(i..<i + 1)
          }
        }
        if best == nil || s < best!.start || (s == best!.start && end > best!.end) || (s == best!.start && kind < best!.kind) {
          best = (s, end, kind, ranges)
        }
        return
      }
    }
    build(replacingFirst: 0, with: nil)
    search()
    for (surname, spellings) in Self.customarySpellings where codes.starts(with: surname) {
      for spelling in spellings {
        build(replacingFirst: surname.count, with: spelling)
        search()
      }
    }
    return best.map { ($0.kind, $0.ranges) }
  }

  /// The romanization of an ASCII character: lowercase letters and digits, nothing for
  /// separators, `nil` for anything else.
  static func piece(ofASCII byte: UInt8) -> [UInt8]? {
    switch byte {
    case 0x41...0x5A: [byte | 0x20]
    case 0x61...0x7A, 0x30...0x39: [byte]
    case 0x20, 0x09...0x0D, 0x2D, 0x27, 0x2E: []
    default: nil
    }
  }

  /// ICU `Hangul-Latin` for every modern syllable, lowercased, hyphens and apostrophes
  /// dropped (empty if ICU's transliterator cannot be opened).
  static let syllablePieces: [[UInt8]] = {
    guard let romanizer = try? Transliterator(id: "Hangul-Latin") else {
      return [[UInt8]](repeating: [0xFF], count: 11_172)
    }
    return HangulSyllable.all.map { syllable in
      let latin = (try? romanizer.transliterate(syllable.description)) ?? ""
      let bytes = latin.utf8.compactMap { Self.piece(ofASCII: $0) }.flatMap { $0 }
      return bytes.isEmpty ? [0xFF] : bytes
    }
  }()

  /// Customary romanizations of common surnames (as used in passports and signs), beside
  /// ICU's transliteration: the surname's syllable codes and its spellings, lowercased.
  static let customarySpellings: [([UInt16], [[UInt8]])] = {
    let table: [(String, [String])] = [
      ("김", ["kim"]), ("이", ["lee", "yi", "rhee", "ri", "rhie"]), ("박", ["park", "pak", "bak"]),
      ("최", ["choi", "choe"]), ("정", ["jung", "jeong", "chung", "joung"]), ("강", ["kang", "gang"]),
      ("조", ["cho", "jo"]), ("윤", ["yoon", "yun"]), ("장", ["jang", "chang"]), ("임", ["lim", "im", "rim"]),
      ("한", ["han"]), ("오", ["oh", "o"]), ("서", ["seo", "suh"]), ("신", ["shin", "sin"]),
      ("권", ["kwon", "gwon"]), ("황", ["hwang"]), ("안", ["ahn", "an"]), ("송", ["song"]),
      ("류", ["ryu", "yu", "yoo", "ryoo"]), ("유", ["yoo", "yu"]), ("홍", ["hong"]),
      ("전", ["jeon", "jun", "chun"]), ("고", ["ko", "koh", "go"]), ("문", ["moon", "mun"]),
      ("손", ["son", "sohn"]), ("배", ["bae", "pae"]), ("백", ["baek", "paek", "paik"]),
      ("허", ["heo", "huh"]), ("노", ["noh", "roh", "no"]), ("남궁", ["namgoong", "namkung", "namgung"]),
      ("양", ["yang"]), ("구", ["koo", "ku", "gu"]), ("곽", ["kwak", "gwak"]), ("성", ["sung", "seong"]),
      ("차", ["cha"]), ("주", ["joo", "ju", "chu"]), ("우", ["woo", "u"]), ("민", ["min"]),
      ("나", ["na", "ra"]), ("진", ["jin", "chin"]), ("지", ["ji", "chi"]), ("엄", ["eom", "um"]),
      ("채", ["chae"]), ("원", ["won"]), ("천", ["cheon", "chun"]), ("방", ["bang", "pang"]),
      ("공", ["kong", "gong"]), ("현", ["hyun", "hyeon"]), ("함", ["ham"]), ("변", ["byun", "byeon", "pyun"]),
      ("염", ["yeom", "yum"]), ("여", ["yeo", "yuh"]), ("추", ["choo", "chu"]), ("도", ["do", "doh"]),
      ("소", ["so"]), ("석", ["seok", "suk"]), ("선", ["sun", "seon"]), ("설", ["seol", "sul"]),
      ("마", ["ma"]), ("길", ["gil", "kil"]), ("연", ["yeon", "yun"]), ("위", ["wi", "wee"]),
      ("표", ["pyo"]), ("명", ["myung", "myeong"]), ("기", ["ki", "gi"]), ("반", ["ban", "pan"]),
      ("왕", ["wang"]), ("금", ["keum", "geum"]), ("옥", ["ok"]), ("육", ["yook", "yuk"]), ("인", ["in"]),
      ("맹", ["maeng"]), ("제", ["je", "jae"]), ("모", ["mo"]), ("탁", ["tak"]), ("국", ["kook", "guk"]),
      ("선우", ["sunwoo", "seonu"]), ("제갈", ["jegal"]), ("황보", ["hwangbo"]), ("독고", ["dokgo"]),
    ]
    return table.map { surname, spellings in
      (surname.unicodeScalars.map { UInt16($0.value) }, spellings.map { Array($0.utf8) })
    }
  }()
}
