/// A search query prepared once and matched against single strings, the way a Korean search
/// box matches names: choseong, complete syllables and a last syllable still being typed.
///
/// Use it in a `filter` (SwiftUI lists, small arrays); for many items and per-keystroke
/// answers use `SearchIndex`, which finds exactly the same items.
///
/// ```swift
/// let query = HangulSearchQuery("홍기")               // while 길 is still being typed
/// ["홍길동", "홍기표", "김홍기", "홍지"].filter(query.matches)
/// // ["홍길동", "홍기표", "김홍기"]
/// query.match(in: "김홍길순")?.characterRanges       // [1..<3]
/// ```
///
/// The rules (query and item are NFC-normalized first, character by character). The query
/// matches the item at character position *i* when each query character *q*ₖ matches the
/// item character *t*ᵢ₊ₖ:
/// - *q*ₖ a complete syllable, not the last query character: *t* equal to *q*ₖ;
/// - *q*ₖ a complete syllable and the last query character: *t* a syllable whose jamo-level
///   decomposition starts with *q*ₖ's (`기` → `길`, `고` → `과`, `갑` → `값`, `가` → `각`);
///   with ``SearchOptions/allowsCarryOver`` (on by default) also: *t* is *q*ₖ without its
///   last final consonant and the next item character has that consonant as initial
///   (`한` → `하늘`, `김당` → `김다연`: what a 2-set keyboard shows while 김다연 is typed);
/// - *q*ₖ a compatibility consonant ㄱ…ㅎ (with ㄲ ㄸ ㅃ ㅆ ㅉ): *t* a syllable with that
///   initial, or *t* equal to *q*ₖ (`ㄱ` does not match `까`; `ㄲ` does); a syllable or
///   leading jamo followed by vowel or final jamo in one character (`뭐ퟝ`, `까ᇫ`) has the
///   syllable's initial;
/// - anything else: *t* equal to *q*ₖ (Latin case ignored by default, see
///   ``SearchOptions/ignoresLatinCase``).
///
/// In ``SearchMode/prefix`` mode *i* is 0, in ``SearchMode/contains`` mode the first *i*
/// that matches is reported. With ``SearchOptions/ignoresSpaces`` whitespace of the query is
/// dropped and whitespace of the item skipped. An empty query matches every item (an empty
/// range at its start).
///
/// A query made only of compatibility consonants finds an item exactly when
/// ``choseong(of:options:)-(StringProtocol,_)`` of the item contains it (`ㄱㅁ` finds `강뭐ퟝ`, whose choseong
/// is ㄱㅁ). Where conjoining jamo make the item's characters and its choseong's not line up
/// one to one (a vowel jamo standing alone after a syllable with a final, two leading jamo in
/// one character), such a query is matched in the choseong, and the ranges cover the item
/// characters the matched letters come from.
public struct HangulSearchQuery: Hashable, Sendable {
  /// The query as given.
  ///
  /// ```swift
  /// HangulSearchQuery("홍ㄱ").text   // "홍ㄱ"
  /// ```
  public let text: String
  /// The options it was prepared with.
  ///
  /// ```swift
  /// HangulSearchQuery("ㅎㄱ", options: .init(mode: .prefix)).options.mode   // .prefix
  /// ```
  public let options: SearchOptions
  /// The query's characters, classified.
  package let elements: [Element]
  /// The query's compatibility consonants (U+3131…U+314E) when it is made only of them
  /// (matched in the choseong of irregular items, see `ChoseongView`), else `nil`.
  package let consonants: [UInt32]?
  /// The query prepared for typo matching, when the options ask for it and it is eligible.
  package let typo: TypoMatching.Query?

  /// One query character, classified by the rule that matches it.
  package enum Element: Hashable, Sendable {
    /// A complete modern syllable.
    case syllable(HangulSyllable)
    /// A compatibility consonant letter that can be an initial (ㄱ…ㅎ).
    case consonant(Choseong)
    /// Anything else (compared for equality).
    case other(Character)

    init(_ character: Character) {
      let scalars = character.unicodeScalars
      if scalars.count == 1, let scalar = scalars.first {
        if let syllable = HangulSyllable(scalar) {
          self = .syllable(syllable)
          return
        }
        if scalar.value >= 0x3131 && scalar.value <= 0x314E, let initial = Choseong(scalar) {
          self = .consonant(initial)
          return
        }
      }
      self = .other(character)
    }
  }

  /// Prepares a query.
  ///
  /// ```swift
  /// let query = HangulSearchQuery("김ㅅ", options: .init(mode: .prefix))
  /// query.matches("김수한")   // true
  /// ```
  /// - Complexity: O(*m*) in the query's length.
  public init(_ text: some StringProtocol, options: SearchOptions = SearchOptions()) {
    self.text = String(text)
    self.options = options
    var elements: [Element] = []
    var characters = text.map(searchNormalized)
    if options.readsHanja, let reading = HanjaReading.shared, text.unicodeScalars.contains(where: HanjaReading.isHan) {
      characters = reading.readCharacters(characters)
    }
    for normalized in characters {
      if options.ignoresSpaces && normalized.isWhitespace { continue }
      elements.append(Element(normalized))
    }
    self.elements = elements
    let consonants = elements.compactMap { element -> UInt32? in
      switch element {
      case .consonant(let c): c.compatibilityScalar.value
      case .syllable: nil
      case .other(let character): ChoseongView.consonant(character)
      }
    }
    self.consonants = !elements.isEmpty && consonants.count == elements.count ? consonants : nil
    typo =
      options.toleratesTypos
      ? TypoMatching.Query(characters.filter { !(options.ignoresSpaces && $0.isWhitespace) }) : nil
  }

  /// The number of query characters that take part in matching (after dropping spaces
  /// when they are ignored).
  ///
  /// ```swift
  /// HangulSearchQuery("홍 ㄱ", options: .init(ignoresSpaces: true)).count   // 2
  /// ```
  public var count: Int { elements.count }

  /// Whether the query has no characters to match (it then matches every item).
  ///
  /// ```swift
  /// HangulSearchQuery("").isEmpty   // true
  /// ```
  public var isEmpty: Bool { elements.isEmpty }

  /// Whether `text` matches the query.
  ///
  /// ```swift
  /// HangulSearchQuery("ㄱ").matches("까치")   // false
  /// HangulSearchQuery("ㄲ").matches("까치")   // true
  /// ```
  /// - Complexity: O(*n* × *m*) for an item of *n* characters and a query of *m*.
  public func matches(_ text: some StringProtocol) -> Bool { match(in: text) != nil }

  /// The first match of the query in `text`, or `nil`.
  ///
  /// ```swift
  /// let match = HangulSearchQuery("ㅎㄱㄷ").match(in: "홍길동")!
  /// match.kind              // .exact
  /// match.characterRanges   // [0..<3]
  /// ```
  /// - Complexity: O(*n* × *m*) for an item of *n* characters and a query of *m*.
  public func match(in text: some StringProtocol) -> SearchMatch? {
    var characters = text.map(searchNormalized)
    if options.readsHanja, let reading = HanjaReading.shared, text.unicodeScalars.contains(where: HanjaReading.isHan) {
      characters = reading.readCharacters(characters)
    }
    guard let match = firstMatch(in: characters) else { return nil }
    return SearchMatch(
      kind: match.kind, characterRanges: match.ranges, in: text, usesCarryOver: match.carry, isTypoMatch: match.typo)
  }

  /// The first match in an item given as its search-normalized characters (Hanja already
  /// read when the options say so): kind, character ranges, carry-over, typo; a plain match
  /// if there is one, else a typo match.
  package func firstMatch(in characters: [Character]) -> (
    kind: SearchMatch.Kind, ranges: [Range<Int>], carry: Bool, typo: Bool
  )? {
    if let plain = plainMatch(in: characters) { return (plain.kind, plain.ranges, plain.carry, false) }
    guard let typo else { return nil }
    return typoMatch(typo, in: characters).map { ($0.kind, $0.ranges, false, true) }
  }

  /// The first typo match (see `TypoMatching`).
  package func typoMatch(_ typo: TypoMatching.Query, in characters: [Character]) -> (
    kind: SearchMatch.Kind, ranges: [Range<Int>]
  )? {
    let visible = characters.indices.filter { !(options.ignoresSpaces && characters[$0].isWhitespace) }
    let keys = visible.map { position -> UInt8 in
      let scalars = characters[position].unicodeScalars
      if scalars.count == 1, let v = scalars.first?.value, v < 0x10000 { return SearchCode.key(UInt16(v)) }
      return searchInitial(of: characters[position]).map { UInt8(1 + $0.rawValue) } ?? 0x80
    }
    let letters = visible.map { position -> [UInt16] in
      let scalars = characters[position].unicodeScalars
      if scalars.count == 1, let v = scalars.first?.value, v < 0x10000, let l = TypoMatching.letters(ofCode: UInt16(v))
      {
        return l
      }
      return [TypoMatching.wall]
    }
    let m = typo.letters.count
    let lastStart = options.mode == .prefix ? min(0, visible.count - 1) : visible.count - 1
    guard lastStart >= 0 else { return nil }
    for start in 0...lastStart
    where TypoMatching.mayStart(at: start, query: typo, key: { $0 < keys.count ? keys[$0] : nil }) {
      var text: [UInt16] = []
      var owner: [Int] = []
      var k = start
      while text.count <= m && k < visible.count {
        text += letters[k]
        owner += Array(repeating: k, count: letters[k].count)
        k += 1
      }
      guard let length = TypoMatching.matchedLength(typo.letters, text), length > 0 else { continue }
      let last = owner[length - 1]
      var ranges: [Range<Int>] = []
      for position in visible[start...last] {
        if let r = ranges.last, r.upperBound == position {
          ranges[ranges.count - 1] = r.lowerBound..<position + 1
        } else {
          ranges.append(position..<position + 1)
        }
      }
      let kind: SearchMatch.Kind = start != 0 ? .contains : (last == visible.count - 1 ? .exact : .prefix)
      return (kind, ranges)
    }
    return nil
  }

  /// The first plain (not typo) match.
  package func plainMatch(in characters: [Character]) -> (kind: SearchMatch.Kind, ranges: [Range<Int>], carry: Bool)? {
    var visible: [Int] = []  // positions in `characters` taking part in matching
    for (position, character) in characters.enumerated()
    where !(options.ignoresSpaces && character.isWhitespace) {
      visible.append(position)
    }
    let m = elements.count
    if m == 0 { return (visible.isEmpty ? .exact : .prefix, [], false) }
    if let consonants, characters.contains(where: ChoseongView.mightBeIrregular) {
      let view = ChoseongView(characters)
      if !view.isRegular {
        return view.firstMatch(of: consonants, mode: options.mode, ignoresSpaces: options.ignoresSpaces)
          .map { ($0.kind, $0.characterRanges, false) }
      }
    }
    guard visible.count >= m else { return nil }
    let lastStart = options.mode == .prefix ? 0 : visible.count - m
    for start in 0...lastStart {
      guard let (length, carry) = matchedLength(at: start, characters, visible) else { continue }
      var ranges: [Range<Int>] = []
      for position in visible[start..<start + length] {
        if let last = ranges.last, last.upperBound == position {
          ranges[ranges.count - 1] = last.lowerBound..<position + 1
        } else {
          ranges.append(position..<position + 1)
        }
      }
      let kind: SearchMatch.Kind = start != 0 ? .contains : (start + length == visible.count ? .exact : .prefix)
      return (kind, ranges, carry)
    }
    return nil
  }

  /// The number of visible item characters the query consumes when it matches at visible
  /// position `start` (the query's length, or one more with a carry-over) and whether the
  /// carry-over was needed, or `nil`.
  private func matchedLength(at start: Int, _ characters: [Character], _ visible: [Int]) -> (Int, Bool)? {
    let m = elements.count
    for k in 0..<m - 1 where !accepts(characters[visible[start + k]], elements[k], isLast: false) { return nil }
    let t = characters[visible[start + m - 1]]
    if accepts(t, elements[m - 1], isLast: true) { return (m, false) }
    guard options.allowsCarryOver, case .syllable(let q) = elements[m - 1], let carry = q.carryOver,
      start + m < visible.count, Self.syllable(t) == carry.base,
      accepts(characters[visible[start + m]], .consonant(carry.initial), isLast: false)
    else { return nil }
    return (m + 1, true)
  }

  /// Whether item character `t` matches query element `element`.
  private func accepts(_ t: Character, _ element: Element, isLast: Bool) -> Bool {
    switch element {
    case .syllable(let q):
      guard let s = Self.syllable(t) else { return false }
      return isLast ? q.isJamoPrefix(of: s) : q == s
    case .consonant(let initial):
      if let s = searchInitial(of: t) { return s == initial }
      return t == Character(initial.compatibilityScalar)
    case .other(let q):
      return options.ignoresLatinCase ? LatinCaseFolding.equal(q, t) : q == t
    }
  }

  /// The syllable a one-scalar character is, if any.
  private static func syllable(_ character: Character) -> HangulSyllable? {
    let scalars = character.unicodeScalars
    guard scalars.count == 1 else { return nil }
    return HangulSyllable(scalars.first!)
  }
}
