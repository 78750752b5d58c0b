/// Matching one prepared query against the codes of one indexed name: the same rules as
/// `HangulSearchQuery`, on `SearchCode`s.
extension SearchIndex {
  /// A test of one item code against one query character.
  struct CodeTest {
    enum Kind: UInt8 {
      /// `code == a`.
      case equal
      /// `fold(code) == a` (Latin case ignored).
      case folded
      /// `code` is a syllable whose jamo start with syllable `a` (the last query character).
      case syllablePrefix
      /// `code` is a syllable with initial `a` (a `Choseong` raw value) or `code == b`.
      case initial
      /// `code` is an overflow code whose character is `text`.
      case overflowText
      /// Nothing matches (a complex character no indexed name has).
      case never
    }
    var kind: Kind
    var a: UInt16 = 0
    var b: UInt16 = 0
    var text: Character? = nil
    /// The key byte every matching code has.
    var key: UInt8 = 0
  }

  /// A `HangulSearchQuery` prepared against one index's codes.
  struct PreparedQuery {
    let query: HangulSearchQuery
    let tests: [CodeTest]
    /// With carry-over: the code of the last syllable without its moved final, and the
    /// test for the next character's initial.
    let carry: (base: UInt16, next: CodeTest)?
    /// Whether some test can never pass.
    let isImpossible: Bool
    /// The query's consonants when it is made only of compatibility consonants and the
    /// index has irregular names (matched in their `ChoseongView`), else `nil`.
    let viewConsonants: [UInt32]?
    /// Whether the query reads Hanja and the index has names holding some (matched in
    /// their read characters).
    let readsHanja: Bool
    /// Whether some names are matched one by one instead of by their codes (irregular
    /// names for a consonant query, names with Hanja for a query that reads them).
    var hasSpecialRanks: Bool { viewConsonants != nil || readsHanja }
    /// The key bytes of the query's choseong when its plan narrows the candidates
    /// (`ChoseongFilter`, the rule the stores and `hangul search` narrow by): a
    /// name can match only where its characters' keys hold these one after another, and a
    /// match starts there. `nil` when the plan reads every name. The plan is made without
    /// the fallbacks, which are searches of their own (see `SearchFallbacks`).
    let candidateKeys: [UInt8]?

    init(_ query: HangulSearchQuery, storage: Storage) {
      self.query = query
      var planned = query.options
      planned.fallbacks = []
      candidateKeys = ChoseongFilter.filter(for: query.text, options: planned).map { filter in
        filter.unicodeScalars.map { SearchCode.key(UInt16(truncatingIfNeeded: $0.value)) }
      }
      var tests: [CodeTest] = []
      for (k, element) in query.elements.enumerated() {
        let isLast = k == query.elements.count - 1
        switch element {
        case .syllable(let s):
          let code = UInt16(s.scalar.value)
          tests.append(CodeTest(kind: isLast ? .syllablePrefix : .equal, a: code, key: SearchCode.key(code)))
        case .consonant(let c):
          tests.append(Self.initialTest(c))
        case .other(let character):
          let scalars = character.unicodeScalars
          if scalars.count == 1, let scalar = scalars.first, scalar.value < 0x10000 {
            let code = UInt16(scalar.value)
            let folded = LatinCaseFolding.table[Int(code)]
            tests.append(
              query.options.ignoresLatinCase
                ? CodeTest(kind: .folded, a: folded, key: SearchCode.key(code))
                : CodeTest(kind: .equal, a: code, key: SearchCode.key(code)))
          } else if let id = storage.complexIDs[character] {
            let code = SearchCode.complexBase + id
            let key = SearchCode.key(ofComplex: code, initials: storage.complexInitials, overflow: nil)
            tests.append(CodeTest(kind: .equal, a: code, key: key))
          } else if !storage.overflow.isEmpty {
            let key = SearchCode.key(ofComplex: SearchCode.overflow, initials: [], overflow: character)
            tests.append(CodeTest(kind: .overflowText, text: character, key: key))
          } else {
            tests.append(CodeTest(kind: .never))
          }
        }
      }
      self.tests = tests
      isImpossible = tests.contains { $0.kind == .never }
      viewConsonants = storage.irregular.isEmpty ? nil : query.consonants
      readsHanja = query.options.readsHanja && !storage.hanjaRead.isEmpty
      if query.options.allowsCarryOver, case .syllable(let s)? = query.elements.last, let c = s.carryOver {
        carry = (UInt16(c.base.scalar.value), Self.initialTest(c.initial))
      } else {
        carry = nil
      }
    }

    static func initialTest(_ c: Choseong) -> CodeTest {
      CodeTest(
        kind: .initial, a: UInt16(c.rawValue), b: UInt16(c.compatibilityScalar.value),
        key: UInt8(1 + c.rawValue))
    }
  }

  /// Read access to the storage's buffers during one search.
  struct Buffers {
    let storage: Storage
    let codes: UnsafeBufferPointer<UInt16>
    let keys: UnsafeBufferPointer<UInt8>
    let starts: UnsafeBufferPointer<UInt32>
    let fold: UnsafeBufferPointer<UInt16>

    @inline(__always)
    func passes(_ test: CodeTest, at position: Int) -> Bool {
      let c = codes[position]
      switch test.kind {
      case .equal: return c == test.a
      case .folded: return fold[Int(c)] == test.a
      case .syllablePrefix:
        guard let index = HangulSyllable.index(ofCodePoint: c) else { return false }
        let first = UInt16(truncatingIfNeeded: HangulSyllable.firstCodePoint)
        return HangulSyllable(index: test.a &- first).isJamoPrefix(of: HangulSyllable(index: UInt16(index)))
      case .initial:
        if let index = HangulSyllable.index(ofCodePoint: c) {
          return index / HangulSyllable.syllablesPerChoseong == Int(test.a)
        }
        if c == test.b { return true }
        if c &- 0x1100 < 19 { return c &- 0x1100 == test.a }
        guard c >= SearchCode.complexBase && c <= SearchCode.overflow else { return false }
        if c == SearchCode.overflow {
          guard let character = storage.overflow[UInt32(position)] else { return false }
          return searchInitial(of: character).map { UInt16($0.rawValue) == test.a } ?? false
        }
        return UInt16(storage.complexInitials[Int(c - SearchCode.complexBase)]) == test.a
      case .overflowText:
        return c == SearchCode.overflow && storage.overflow[UInt32(position)] == test.text
      case .never:
        return false
      }
    }

    @inline(__always)
    func isWhitespace(at position: Int) -> Bool {
      let c = codes[position]
      if c < SearchCode.complexBase || c > SearchCode.overflow { return SearchCode.isSimpleWhitespace(c) }
      if c == SearchCode.overflow { return storage.overflow[UInt32(position)]?.isWhitespace ?? false }
      return storage.complexIsWhitespace[Int(c - SearchCode.complexBase)]
    }

    /// The end (exclusive code position) of a match of `query` starting at `position`
    /// inside a name whose characters end at `end`, and whether it needed the carry-over,
    /// or `nil`.
    @inline(__always)
    func matchEnd(_ query: PreparedQuery, at position: Int, end: Int) -> (end: Int, carry: Bool)? {
      let tests = query.tests
      let m = tests.count
      if !query.query.options.ignoresSpaces {
        guard position + m <= end else { return nil }
        for k in 0..<m - 1 where !passes(tests[k], at: position + k) { return nil }
        let last = position + m - 1
        if passes(tests[m - 1], at: last) { return (last + 1, false) }
        guard let carry = query.carry, codes[last] == carry.base, last + 1 < end,
          passes(carry.next, at: last + 1)
        else { return nil }
        return (last + 2, true)
      }
      var p = position
      for k in 0..<m {
        while p < end && isWhitespace(at: p) { p += 1 }
        guard p < end else { return nil }
        if k < m - 1 {
          guard passes(tests[k], at: p) else { return nil }
          p += 1
          continue
        }
        if passes(tests[k], at: p) { return (p + 1, false) }
        guard let carry = query.carry, codes[p] == carry.base else { return nil }
        var q = p + 1
        while q < end && isWhitespace(at: q) { q += 1 }
        guard q < end, passes(carry.next, at: q) else { return nil }
        return (q + 1, true)
      }
      return nil
    }

    /// The first visible (non-skipped) position at or after `position`, up to `end`.
    @inline(__always)
    func visible(from position: Int, end: Int, ignoresSpaces: Bool) -> Int {
      var p = position
      if ignoresSpaces { while p < end && isWhitespace(at: p) { p += 1 } }
      return p
    }

    /// The kind of a match `[start, matchEnd)` in the name ranked `rank`.
    @inline(__always)
    func kind(start: Int, matchEnd: Int, rank: Int, ignoresSpaces: Bool) -> SearchMatch.Kind {
      let s = Int(starts[rank])
      let e = Int(starts[rank + 1])
      guard start == visible(from: s, end: e, ignoresSpaces: ignoresSpaces) else { return .contains }
      return visible(from: matchEnd, end: e, ignoresSpaces: ignoresSpaces) == e ? .exact : .prefix
    }

    /// The first match of `query` in the name ranked `rank`: its code range, kind and
    /// ranking group (see `SearchRankingGroup`).
    func firstMatch(_ query: PreparedQuery, rank: Int) -> (range: Range<Int>, kind: SearchMatch.Kind, group: UInt8)? {
      let s = Int(starts[rank])
      let e = Int(starts[rank + 1])
      let spaces = query.query.options.ignoresSpaces
      if query.readsHanja, let read = storage.hanjaRead[UInt32(rank)] {
        guard let match = query.query.firstMatch(in: read) else { return nil }
        let group = SearchRankingGroup.of(match.kind, carry: match.carry, typo: match.typo)
        return (s..<s, match.kind, group)  // ranges: see `matchedRanges`
      }
      if let consonants = query.viewConsonants, let view = storage.irregular[UInt32(rank)] {
        guard let match = view.firstMatch(of: consonants, mode: query.query.options.mode, ignoresSpaces: spaces)
        else { return nil }
        return (s..<s, match.kind, SearchRankingGroup.of(match.kind, carry: false))  // ranges: see `matchedRanges`
      }
      let first = visible(from: s, end: e, ignoresSpaces: spaces)
      if query.tests.isEmpty {
        let kind: SearchMatch.Kind = first == e ? .exact : .prefix
        return (first..<first, kind, SearchRankingGroup.of(kind, carry: false))
      }
      if query.isImpossible { return nil }
      let key = query.tests[0].key
      let last = query.query.options.mode == .prefix ? first : e - 1
      var p = first
      while p <= last {
        if keys[p] == key && !(spaces && isWhitespace(at: p)), let (end, carry) = matchEnd(query, at: p, end: e) {
          let kind = kind(start: p, matchEnd: end, rank: rank, ignoresSpaces: spaces)
          return (p..<end, kind, SearchRankingGroup.of(kind, carry: carry))
        }
        p += 1
      }
      return nil
    }

    /// The matched characters of the first match of `query` in the name ranked `rank`, as
    /// character offsets.
    func matchedRanges(_ query: PreparedQuery, rank: Int) -> [Range<Int>] {
      let spaces = query.query.options.ignoresSpaces
      if query.readsHanja, let read = storage.hanjaRead[UInt32(rank)] {
        return query.query.firstMatch(in: read)?.ranges ?? []
      }
      if let consonants = query.viewConsonants, let view = storage.irregular[UInt32(rank)] {
        return view.firstMatch(of: consonants, mode: query.query.options.mode, ignoresSpaces: spaces)?
          .characterRanges ?? []
      }
      if let match = firstMatch(query, rank: rank) {
        return characterRanges(of: match.range, rank: rank, ignoresSpaces: spaces)
      }
      guard let typo = query.query.typo else { return [] }
      return typoMatch(typo, query: query, rank: rank)?.ranges ?? []
    }

    /// The first typo match (see `TypoMatching`) in the name ranked `rank`: kind and
    /// character ranges.
    func typoMatch(_ typo: TypoMatching.Query, query: PreparedQuery, rank: Int) -> (
      kind: SearchMatch.Kind, ranges: [Range<Int>]
    )? {
      TypoMatching.letterTable.withUnsafeBufferPointer { table in
        withTypoScratch(typo.letters) { scratch in
          typoMatch(typo, query: query, rank: rank, table: table, scratch: scratch)
        }
      }
    }

    /// `typoMatch(_:query:rank:)` with the letter table and scratch space given (no
    /// allocation unless it matches); with `only`, the start at that code position alone.
    @inline(__always)
    func typoMatch(
      _ typo: TypoMatching.Query, query: PreparedQuery, rank: Int, table: UnsafeBufferPointer<UInt16>,
      scratch: TypoScratch, onlyAt only: Int? = nil
    ) -> (kind: SearchMatch.Kind, ranges: [Range<Int>])? {
      let s = Int(starts[rank])
      let e = Int(starts[rank + 1])
      let spaces = query.query.options.ignoresSpaces
      let prefix = query.query.options.mode == .prefix || only != nil
      /// The next visible position at or after `p`.
      @inline(__always) func next(_ p: Int) -> Int { spaces ? visible(from: p, end: e, ignoresSpaces: true) : p }
      let m = typo.letters.count
      let first = next(s)
      var p = only ?? first
      while p < e {
        let q = next(p + 1)
        let k = keys[p]
        if k == typo.firstKey || k == typo.secondKey || (q < e && keys[q] == typo.secondKey) {
          var count = 0
          var c = p
          // Letters one character at a time, screening with the query's first three, then
          // five letters as soon as there are enough (a necessary condition: a prefix of the
          // query is within one edit of a prefix of the text whenever the whole query is).
          // The query letters screened next (3, then 5 when shorter than the query); a single
          // start given by the scan has passed the test on three letters already.
          var screen = only != nil ? 5 : 3
          var rejected = false
          while count <= m && c < e {
            if screen < m && count > screen {
              let text = UnsafeBufferPointer(rebasing: scratch.text[0..<count])
              let head = TypoMatching.matchedLength(
                UnsafeBufferPointer(rebasing: scratch.query[0..<screen]), text, rows: scratch.rows)
              if head == nil {
                rejected = true
                break
              }
              screen = screen == 3 ? 5 : m
            }
            if let slot = TypoMatching.letterSlot(codes[c]) {
              for l in 0..<Int(table[slot]) {
                scratch.text[count] = table[slot + 1 + l]
                scratch.owner[count] = c
                count += 1
              }
            } else {
              scratch.text[count] = TypoMatching.wall
              scratch.owner[count] = c
              count += 1
            }
            c = next(c + 1)
          }
          let text = UnsafeBufferPointer(rebasing: scratch.text[0..<count])
          if !rejected,
            let length = TypoMatching.matchedLength(UnsafeBufferPointer(scratch.query), text, rows: scratch.rows)
          {
            let last = scratch.owner[length - 1]
            let kind: SearchMatch.Kind = p != first ? .contains : (next(last + 1) == e ? .exact : .prefix)
            return (kind, characterRanges(of: p..<last + 1, rank: rank, ignoresSpaces: spaces))
          }
        }
        if prefix { break }
        p = q
      }
      return nil
    }

    /// The matched characters of a match `range` in the name ranked `rank`, as character
    /// offsets (skipped whitespace split the ranges).
    func characterRanges(of range: Range<Int>, rank: Int, ignoresSpaces: Bool) -> [Range<Int>] {
      let s = Int(starts[rank])
      guard ignoresSpaces else { return range.isEmpty ? [] : [(range.lowerBound - s)..<(range.upperBound - s)] }
      var ranges: [Range<Int>] = []
      for p in range where !isWhitespace(at: p) {
        let offset = p - s
        if let lastRange = ranges.last, lastRange.upperBound == offset {
          ranges[ranges.count - 1] = lastRange.lowerBound..<offset + 1
        } else {
          ranges.append(offset..<offset + 1)
        }
      }
      return ranges
    }
  }

  /// Runs `body` with the storage's buffers.
  func withBuffers<R>(_ body: (Buffers) -> R) -> R {
    storage.codes.withUnsafeBufferPointer { codes in
      storage.keys.withUnsafeBufferPointer { keys in
        storage.starts.withUnsafeBufferPointer { starts in
          LatinCaseFolding.table.withUnsafeBufferPointer { fold in
            body(Buffers(storage: storage, codes: codes, keys: keys, starts: starts, fold: fold))
          }
        }
      }
    }
  }
}

/// Scratch space for typo matching: the query's letters, the item's letters, the code
/// position of each, and the edit-distance rows.
struct TypoScratch {
  let query: UnsafeMutableBufferPointer<UInt16>
  let text: UnsafeMutableBufferPointer<UInt16>
  let owner: UnsafeMutableBufferPointer<Int>
  let rows: UnsafeMutableBufferPointer<Int>
}

/// Runs `body` with scratch space for a query of these letters.
func withTypoScratch<R>(_ letters: [UInt16], _ body: (TypoScratch) -> R) -> R {
  let m = letters.count
  return withUnsafeTemporaryAllocation(of: UInt16.self, capacity: m) { query in
    _ = query.initialize(from: letters)
    return withUnsafeTemporaryAllocation(of: UInt16.self, capacity: m + 8) { text in
      withUnsafeTemporaryAllocation(of: Int.self, capacity: m + 8) { owner in
        withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * (m + 3)) { rows in
          body(TypoScratch(query: query, text: text, owner: owner, rows: rows))
        }
      }
    }
  }
}
