import Hangul

/// How a store reads the names that can match a search, and a page of them in rank order.
/// `SearchIndex` is the reference matcher: the plan's conditions are necessary ones that
/// every match it finds meets (the tests check them against it with properties), and the
/// stores match and rank the rows they read with a `SearchIndex` over them.
///
/// - ``candidates``: the names that can match, as `LIKE` patterns on the stored search keys
///   (``SearchKeys``), or every name. Both stores narrow by them.
/// - ``choseongFilter``: the rule the patterns are built on (`ChoseongFilter`), the query's
///   choseong that every matching name's choseong contains. `SearchIndex` scans its key
///   bytes for it (a match starts where the filter's keys do, one key per character) and
///   `hangul search` keeps the input lines that contain it.
/// - ``tiers``: when the query allows it, the ranking groups a store walks in rank order, so
///   that a page is read from the Korean-order index and stops at its limit instead of
///   ranking every candidate.
///
/// Search ranks by match kind (exact, prefix, contains; each before the same kind that
/// needed the 2-set carry-over), then Korean order, then input order. A tier is one such
/// group: the store reads its rows in `(sort_key, seq)` order under the tier's conditions
/// (each one a necessary condition for a match of that group, never a sufficient one), and
/// the library keeps the rows whose match is of the group.
///
/// - Exact and prefix matches start at the name's first character, which then matches the
///   query's first one: the name lies in that character's section (sections are ranges of
///   the Korean order, and a name's first character decides its section: a syllable's by
///   its initial, a Latin letter's by the letter, a digit's by `#`). ``Tier/section`` is a
///   one-character name of that section.
/// - When the query starts with a syllable, the name's first character is that syllable or
///   one it is a jamo prefix of (or, by the carry-over, its base), so the name sorts at or
///   after it (``Tier/from``): Korean order compares syllables jamo by jamo, and compound
///   vowels and clusters follow their first jamo.
/// - When the query is ASCII letters and digits, the name begins with characters of the
///   query's primary weights, so it sorts at or after the query in lower case and before the
///   query's successor (``Tier/before``).
/// - An exact match covers the whole name, whose characters are each one query character
///   (a syllable matched by a consonant may be followed by a vowel standing alone, or carry
///   two leading consonants, when the name is in conjoining jamo; with the carry-over one
///   character more), so the name's jamo key (three codes per syllable, one per other
///   character) has a length in ``Tier/lengths``.
///
/// Queries whose first character is none of these, other options (spaces ignored, typos,
/// Hanja readings, fallbacks) and pages without a limit rank every candidate instead
/// (``tiers`` is `nil`).
///
/// ```swift
/// let plan = SearchPlan(query: "ㄱㅅ", options: SearchOptions(allowsCarryOver: false))
/// plan.candidates                       // .keys(choseong: "%au%", jamo: nil)
/// plan.tiers?.map(\.group)              // [0, 2, 4]: exact, prefix, contains
/// plan.tiers?.first?.section            // "ㄱ"
/// ```
public struct SearchPlan: Sendable, Hashable {
  /// One ranking group and the conditions every row matching in that group meets.
  ///
  /// ```swift
  /// SearchPlan(query: "이", options: SearchOptions()).tiers?[0].lengths   // 1...3
  /// ```
  public struct Tier: Sendable, Hashable {
    /// The ranking group: the match kind's raw value times two, plus one when the match
    /// needed the carry-over (0 exact, 1 exact by carry-over, 2 prefix, 3 prefix by
    /// carry-over, 4 contains, 5 contains by carry-over).
    ///
    /// ```swift
    /// SearchPlan(query: "ㄱ", options: SearchOptions()).tiers?.map(\.group)   // [0, 2, 4]
    /// ```
    public var group: Int
    /// A one-character name in the section every match of the group lies in (exact and
    /// prefix groups), or `nil`.
    ///
    /// ```swift
    /// SearchPlan(query: "이", options: SearchOptions()).tiers?[0].section   // "ㅇ"
    /// ```
    public var section: String?
    /// The lengths the jamo key of every match of the group has (exact groups), or `nil`: a
    /// match of a query of ASCII letters and digits has one character a query character, so
    /// its key has the query's length.
    ///
    /// ```swift
    /// SearchPlan(query: "ㄱㅅ", options: SearchOptions()).tiers?[0].lengths   // 1...8
    /// SearchPlan(query: "Kim", options: SearchOptions()).tiers?[0].lengths   // 3...3
    /// ```
    public var lengths: ClosedRange<Int>?
    /// A name that sorts at or before every match of the group (exact and prefix groups),
    /// or `nil`: for a query of syllables only, the query; in the groups by the carry-over,
    /// the query with its last syllable cut to the syllable the carry-over leaves and the
    /// consonant it moves after it, as a leading jamo (김섭: 김서ᄇ); for a query of
    /// syllables and then a consonant, the syllables and the consonant as a leading jamo
    /// (김준ㅇ: 김준ᄋ, which sorts before the compatibility ㅇ); for another query that
    /// starts with a syllable, that syllable; for a query of ASCII letters and digits, the
    /// query in lower case; for another query that starts with a digit, the digit.
    ///
    /// ```swift
    /// SearchPlan(query: "정", options: SearchOptions(allowsCarryOver: false)).tiers?[0].from   // "정"
    /// SearchPlan(query: "김섭", options: SearchOptions()).tiers?[0].from                       // "김섭"
    /// SearchPlan(query: "김섭", options: SearchOptions()).tiers?[1].from                       // "김서\u{1107}"
    /// SearchPlan(query: "김준ㅇ", options: SearchOptions()).tiers?[0].from                      // "김준\u{110B}"
    /// SearchPlan(query: "Kim", options: SearchOptions()).tiers?[0].from                        // "kim"
    /// ```
    public var from: String?
    /// A name that sorts after every match of the group (exact and prefix groups), or `nil`:
    /// for a query that starts with a syllable, ``from`` with its last syllable made the
    /// syllable after the last one that syllable is a jamo prefix of; in the groups by the
    /// carry-over of a query of syllables only, ``from`` with the moved consonant made the
    /// first syllable of the next initial (김서ᄇ → 김서빠; after ㅎ, the bound of the syllable
    /// the carry-over leaves: 김서ㅎ → 김세); for a query of syllables and then a consonant,
    /// the syllables and the first syllable of the next initial (김ㄱ → 김까; after ㅎ, the
    /// syllables with their last made as above: 김준ㅎ → 김줃); for a query of ASCII letters
    /// and digits, the query cut after its last character that is not z or 9, that character
    /// made the next one; for another query that starts with a digit, the next digit (the
    /// Korean order compares digits one by one, not by value).
    ///
    /// ```swift
    /// SearchPlan(query: "고", options: SearchOptions(allowsCarryOver: false)).tiers?[0].before   // "교"
    /// SearchPlan(query: "홍기", options: SearchOptions()).tiers?[0].before                         // "홍까"
    /// SearchPlan(query: "김섭", options: SearchOptions()).tiers?[1].before                         // "김서빠"
    /// SearchPlan(query: "김ㄱ", options: SearchOptions()).tiers?[0].before                         // "김까"
    /// SearchPlan(query: "2", options: SearchOptions()).tiers?[0].before                           // "3"
    /// SearchPlan(query: "Kim", options: SearchOptions()).tiers?[0].before                         // "kin"
    /// SearchPlan(query: "kz", options: SearchOptions()).tiers?[0].before                          // "l"
    /// ```
    public var before: String? = nil
    /// The rows that can match in the group: ``SearchPlan/candidates``, anchored at the start
    /// of the keys for exact and prefix groups, whose matches start at the name's first
    /// character (``SearchCandidates/init(query:options:startingAtFirstCharacter:)``); for
    /// the exact group of a query of consonants, the names whose choseong key is the query's
    /// codes and nothing more.
    ///
    /// ```swift
    /// SearchPlan(query: "ㄱㅂ", options: SearchOptions()).tiers?.map(\.candidates)
    /// // [.keys(choseong: "ar", jamo: nil), .keys(choseong: "ar%", jamo: nil), .keys(choseong: "%ar%", jamo: nil)]
    /// ```
    public var candidates: SearchCandidates
    /// Grams of which the keys of every match of the group hold at least one, or none (no
    /// such condition): for the contains group of a query whose last syllable has a final
    /// that may still grow into a cluster (섭: 섭 or 섮), which ``candidates`` leaves out of
    /// its patterns, the grams of that syllable with each final it can become. PostgreSQL
    /// reads them from its GIN index (`search_grams && …`).
    ///
    /// ```swift
    /// SearchPlan(query: "김섭", options: SearchOptions(allowsCarryOver: false)).tiers?[2].anyOfGrams.count   // 2
    /// ```
    public var anyOfGrams: [Int32] = []
  }

  /// The rows that can match at all.
  ///
  /// ```swift
  /// SearchPlan(query: "gil", options: SearchOptions()).candidates   // .everyRow
  /// ```
  public let candidates: SearchCandidates
  /// A regular expression (PostgreSQL's `~`) every matching name matches, for queries of
  /// ASCII letters and digits: each query letter as a class of its cases (and the Kelvin
  /// sign for `k`, whose canonical form is `K`), or `nil`.
  ///
  /// ```swift
  /// SearchPlan(query: "a1", options: SearchOptions()).latinPattern   // "[aA]1"
  /// ```
  public let latinPattern: String?
  /// The groups to walk in rank order, or `nil`: rank every candidate.
  ///
  /// ```swift
  /// SearchPlan(query: "ㄱ", options: SearchOptions(ignoresSpaces: true)).tiers == nil   // true
  /// ```
  public let tiers: [Tier]?
  /// The query's choseong when ``candidates`` narrows by the search keys: every matching
  /// name's choseong (`choseong(of:)`, other characters kept) contains it. `hangul search`
  /// keeps the input lines that contain it.
  ///
  /// ```swift
  /// SearchPlan(query: "홍기", options: SearchOptions()).choseongFilter   // "ㅎㄱ"
  /// ```
  public let choseongFilter: String?
  /// Whether the query is two or more consonants and nothing else, with tiers: its exact
  /// tier is read in a window of the order index first (``SearchRead/window``).
  package let readsExactTierInWindow: Bool
  /// Whether the query is syllables only, or syllables and then one consonant, with tiers:
  /// its exact and prefix tiers walk the order index between ``Tier/from`` and
  /// ``Tier/before`` (the names that start with the query's syllables but the last, then one
  /// its last one begins; or with its syllables, then a character that begins with the
  /// consonant), without its grams, which every name holding the syllables anywhere has.
  package let walksWithoutGrams: Bool

  /// The plan of `query` under `options`; with `paged` (a page with a limit), the tiers.
  ///
  /// ```swift
  /// SearchPlan(query: "gil", options: SearchOptions()).latinPattern   // "[gG][iI][lL]"
  /// ```
  ///
  /// - Complexity: O(*n*) in the length of `query`.
  public init(query: String, options: SearchOptions, paged: Bool = true) {
    candidates = SearchCandidates(query: query, options: options)
    let plain = SearchCandidates.isPlain(options)
    let scalars = Array(query.unicodeScalars)
    choseongFilter = ChoseongFilter.filter(for: query, options: options)
    if plain, !scalars.isEmpty,
      scalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) })
    {
      latinPattern = scalars.map { scalar -> String in
        let c = Character(scalar)
        guard c.isLetter else { return String(c) }
        let lower = c.lowercased()
        return "[" + lower + c.uppercased() + (lower == "k" ? "\u{212A}" : "") + "]"
      }.joined()
    } else {
      latinPattern = nil
    }
    guard paged, plain, let first = scalars.first, let section = Self.section(of: first) else {
      tiers = nil
      readsExactTierInWindow = false
      walksWithoutGrams = false
      return
    }
    let elements = HangulSearchQuery(query, options: options).elements
    let m = elements.count
    let consonantsOnly = elements.allSatisfy { if case .consonant = $0 { true } else { false } }
    readsExactTierInWindow = consonantsOnly && m >= 2
    let syllables = elements.compactMap { element -> HangulSyllable? in
      if case .syllable(let s) = element { s } else { nil }
    }
    let syllablesOnly = syllables.count == m
    let syllablesThenConsonant: Bool
    if m >= 2, syllables.count == m - 1, case .consonant = elements[m - 1] {
      syllablesThenConsonant = true
    } else {
      syllablesThenConsonant = false
    }
    walksWithoutGrams = syllablesOnly || syllablesThenConsonant
    let carries: Bool
    if options.allowsCarryOver, case .syllable(let last) = elements.last, last.carryOver != nil {
      carries = true
    } else {
      carries = false
    }
    // A first syllable sorts at or before every syllable it matches: itself, or one it is a
    // jamo prefix of (고 → 과, 갈 → 갉: compound vowels and clusters follow their first jamo);
    // by the carry-over its base (당 → 다), so then its initial and medial.
    // Every syllable it matches sorts before the syllable after the last one it is a jamo
    // prefix of (those follow it among the syllables of its initial, in Korean order). A
    // query of syllables only matches at the name's start its syllables but the last, each
    // itself, then a syllable the last one matches so: those names sort between the query
    // with its last syllable made so (김서: 김서 … 김섷, and 김서 + any syllable, before 김세),
    // as the Korean order compares names jamo by jamo and puts a syllable's final after
    // every initial. A first digit matches a character of the same primary weight
    // (２, ², ②): from it to the next digit.
    // A query of ASCII letters and digits begins its exact and prefix matches with
    // characters of its primary weights (letters of either case): they sort at or after the
    // query in lower case (whose secondary and tertiary weights are the lowest), and before
    // the query cut after its last character that is not z or 9, that character made the
    // next one (kim → kin, kz → l).
    var from: String?
    var before: String?
    if case .syllable(let first) = elements.first {
      // Every syllable of a query of syllables, else the first alone; the carry-over can
      // take the last one's final only when it is the query's last.
      let bounded = syllablesOnly ? syllables : [first]
      let last = bounded[bounded.count - 1]
      let start =
        carries && syllablesOnly ? HangulSyllable(choseong: last.choseong, jungseong: last.jungseong) : last
      let head = String(String.UnicodeScalarView(bounded.dropLast().map { $0.scalar }))
      from = head + String(Character(start.scalar))
      before = Self.syllable(afterThoseStartedBy: start).map { head + String(Character($0)) }
      // A query of syllables and then one consonant (김ㄱ, 김준ㅇ: what a 2-set keyboard shows
      // until the next vowel) matches at the name's start those syllables, each itself, then a
      // character that begins with the consonant: those names sort from the syllables and the
      // consonant as a leading jamo (김준ᄋ: the lowest of the characters that begin with it,
      // whose compatibility and halfwidth forms differ from it only in the third level), and
      // before the same syllables and the first syllable of the next initial's block (김까),
      // as the Korean order compares initials before vowels and finals; after ㅎ, before the
      // syllables with their last made the syllable after those it begins (김준ㅎ: 김줃).
      if syllablesThenConsonant, case .consonant(let consonant) = elements[m - 1] {
        let leading = syllables.map(\.scalar)
        from = String(String.UnicodeScalarView(leading + [consonant.conjoiningScalar]))
        if let nextBlock = Self.firstSyllable(afterInitial: consonant) {
          before = String(String.UnicodeScalarView(leading + [nextBlock]))
        } else if let after = Self.syllable(afterThoseStartedBy: syllables[m - 2]) {
          before = String(String.UnicodeScalarView(leading.dropLast() + [after]))
        }
      }
    } else if latinPattern != nil {
      let lower = Array(query.lowercased().unicodeScalars)
      from = String(String.UnicodeScalarView(lower))
      if let last = lower.lastIndex(where: { $0 != "z" && $0 != "9" }) {
        before = String(String.UnicodeScalarView(lower[..<last] + [Unicode.Scalar(lower[last].value + 1)!]))
      }
    } else if ("0"..."9").contains(first) {
      from = String(first)
      before = first == "9" ? nil : Unicode.Scalar(first.value + 1).map { String($0) }
    }
    // Exact and prefix matches start at the name's first character: their keys start with
    // the query's codes.
    let anchored = SearchCandidates(query: query, options: options, startingAtFirstCharacter: true)
    // An exact match of consonants is a name whose choseong is the query: its choseong key is
    // the query's codes and nothing more (ㄱ: 가, 갂, ㄱ; not ㄱㄱㄹ, whose jamo key has a
    // syllable's length).
    let exact: SearchCandidates =
      if consonantsOnly, let filter = choseongFilter {
        .keys(choseong: SearchKeys.encodeChoseong(filter), jamo: nil)
      } else {
        anchored
      }
    if carries, case .syllable(let last) = elements.last,
      let carried = Self.carriedTiers(
        query: query, scalars: scalars, last: last, options: options, syllables: syllables, section: section, m: m,
        syllablesOnly: syllablesOnly, paged: paged)
    {
      self.tiers = carried
      return
    }
    var tiers: [Tier] = [
      Tier(
        group: 0, section: section, lengths: consonantsOnly ? 1...4 * m : latinPattern != nil ? m...m : m...3 * m,
        from: from, before: before, candidates: exact)
    ]
    if carries {
      tiers.append(
        Tier(
          group: 1, section: section, lengths: (m + 1)...(3 * m + 3), from: from, before: before, candidates: anchored))
    }
    tiers.append(Tier(group: 2, section: section, lengths: nil, from: from, before: before, candidates: anchored))
    if carries {
      tiers.append(Tier(group: 3, section: section, lengths: nil, from: from, before: before, candidates: anchored))
    }
    if options.mode == .contains {
      var contains = Tier(group: 4, section: nil, lengths: nil, candidates: candidates)
      if case .keys = candidates, case .syllable(let last) = elements.last, scalars.last == last.scalar {
        contains.anyOfGrams = Self.grownFinalGrams(of: last)
      }
      tiers.append(contains)
      if carries { tiers.append(Tier(group: 5, section: nil, lengths: nil, candidates: candidates)) }
    }
    self.tiers = tiers
  }

  /// The tiers of a query whose last syllable's final the carry-over can move (김섭: 김서 and
  /// a syllable that begins with ㅂ), each group with bounds and patterns of its own, or `nil`
  /// when the query is not only precomposed syllables and compatibility consonants. The
  /// groups without the carry-over (0, 2, 4) are the query's without it: its last syllable
  /// keeps its final. Those with it (1, 3, 5) are the matches of the query with that syllable
  /// cut to its base and the moved consonant after it (김서ㅂ: a match by the carry-over has
  /// the base, then a character that begins with that consonant). A query of syllables only
  /// bounds them by the base and the consonant: from the query's syllables but the last, the
  /// base and the consonant as a leading jamo (김서ᄇ), to the same with the syllable after
  /// the consonant's (김서빠); after ㅎ, to the bound of the base's syllables (김세).
  private static func carriedTiers(
    query: String, scalars: [Unicode.Scalar], last: HangulSyllable, options: SearchOptions,
    syllables: [HangulSyllable], section: String, m: Int, syllablesOnly: Bool, paged: Bool
  ) -> [Tier]? {
    guard let carry = last.carryOver, scalars.last == last.scalar else { return nil }
    var plain = options
    plain.allowsCarryOver = false
    let carriedQuery = String(
      String.UnicodeScalarView(scalars.dropLast() + [carry.base.scalar, carry.initial.compatibilityScalar]))
    guard let plainTiers = SearchPlan(query: query, options: plain, paged: paged).tiers,
      case .keys = SearchCandidates(query: carriedQuery, options: plain)
    else { return nil }
    let anchored = SearchCandidates(query: carriedQuery, options: plain, startingAtFirstCharacter: true)
    var from = plainTiers[0].from
    var before = plainTiers[0].before
    if syllablesOnly {
      let head = String(String.UnicodeScalarView(syllables.dropLast().map(\.scalar) + [carry.base.scalar]))
      from = head + String(Character(carry.initial.conjoiningScalar))
      before =
        Self.firstSyllable(afterInitial: carry.initial).map { head + String(Character($0)) }
        ?? Self.syllable(afterThoseStartedBy: carry.base).map { String(head.dropLast()) + String(Character($0)) }
    }
    var tiers: [Tier] = []
    for tier in plainTiers {
      tiers.append(tier)
      switch tier.group {
      case 0:
        tiers.append(
          Tier(
            group: 1, section: section, lengths: (m + 1)...(3 * m + 3), from: from, before: before, candidates: anchored
          ))
      case 2:
        tiers.append(Tier(group: 3, section: section, lengths: nil, from: from, before: before, candidates: anchored))
      default:
        tiers.append(
          Tier(group: 5, section: nil, lengths: nil, candidates: SearchCandidates(query: carriedQuery, options: plain)))
      }
    }
    return tiers
  }

  /// The grams of `syllable` with its final and each cluster that final can grow into (섭:
  /// 섭, 섮), or none when its final cannot grow (or it has none).
  static func grownFinalGrams(of syllable: HangulSyllable) -> [Int32] {
    let (l, v, t) = (syllable.choseong.rawValue, syllable.jungseong.rawValue, syllable.jongseong?.rawValue ?? 0)
    // ㄱ → ㄳ; ㄴ → ㄵ ㄶ; ㄹ → ㄺ … ㅀ; ㅂ → ㅄ (Unicode's final order).
    let clusters: [Int: ClosedRange<Int>] = [1: 3...3, 4: 5...6, 8: 9...15, 17: 18...18]
    guard let grown = clusters[t] else { return [] }
    var out: [Int32] = []
    for final in [t] + Array(grown) {
      let codes = [SearchKeys.initialCode(l), SearchKeys.medialCode(v), SearchKeys.finalCode(final)]
      SearchKeys.appendGrams(of: codes, separator: 0x25, adding: SearchKeys.gramSpace, to: &out)
    }
    return SearchKeys.sortedUnique(out)
  }

  /// The first syllable of the initial after `initial` (Unicode orders the syllables by
  /// initial: ㄱ → 까), or `nil` after ㅎ.
  static func firstSyllable(afterInitial initial: Choseong) -> Unicode.Scalar? {
    let next = initial.rawValue + 1
    return next < 19 ? Unicode.Scalar(HangulSyllable.codePoint(choseong: UInt32(next), jungseong: 0)) : nil
  }

  /// The syllable after the last one in `start`'s initial's block that `start` is a jamo
  /// prefix of (`nil` after 힣).
  static func syllable(afterThoseStartedBy start: HangulSyllable) -> Unicode.Scalar? {
    let value = start.scalar.value
    // The next initial's first syllable.
    let blockEnd = HangulSyllable.codePoint(choseong: UInt32(start.choseong.rawValue) + 1, jungseong: 0)
    var last = value
    for next in (value + 1)..<blockEnd {
      if let syllable = Unicode.Scalar(next).flatMap(HangulSyllable.init), start.isJamoPrefix(of: syllable) {
        last = next
      }
    }
    return last + 1 <= HangulSyllable.lastCodePoint ? Unicode.Scalar(last + 1) : nil
  }

  /// A one-character name in the section of every name whose first character a query's
  /// first scalar `first` matches: a syllable's initial consonant, a consonant, an ASCII
  /// letter (upper case) or digit; `nil` for others.
  static func section(of first: Unicode.Scalar) -> String? {
    let v = first.value
    if HangulSyllable.isSyllable(codePoint: v) {
      return choseong(of: String(first))
    }
    if v >= 0x3131 && v <= 0x314E, Choseong(first) != nil { return String(first) }
    if first.isASCII && first.properties.isAlphabetic { return String(first).uppercased() }
    if ("0"..."9").contains(first) { return String(first) }
    return nil
  }

  /// The ranking group of `hit`: its kind's raw value times two, plus one when it needed the
  /// carry-over; typo matches after them (6 + kind).
  ///
  /// ```swift
  /// SearchPlan.group(of: try SearchIndex(["홍길동"]).search("홍")[0])   // 2: prefix
  /// ```
  public static func group(of hit: SearchResults.Hit) -> Int { SearchRankingGroup.of(hit) }
}
