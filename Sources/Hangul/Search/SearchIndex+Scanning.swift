/// The scans behind ``SearchIndex/search(_:options:refining:)``: a word-at-a-time pass over
/// the key bytes finds the positions where a match can start, then the codes confirm. When
/// the query's plan narrows (`ChoseongFilter`), those are the positions whose
/// keys hold the keys of the query's choseong one after another; otherwise those whose first
/// one or two keys match the query's.
extension SearchIndex {
  /// Matches in collation order: the ranks of the names and the ranking group of each
  /// match (`SearchRankingGroup`).
  struct Candidates: Sendable {
    var ranks: [UInt32] = []
    var groups: [UInt8] = []
  }

  /// The typo matches (see `TypoMatching`) among the names not in `found` (nor, when
  /// `skipping`, among those ranks), merged into `found` in rank order.
  /// - Complexity: O(*c*) for *c* indexed characters, plus a banded edit distance at each
  ///   possible start.
  func addingTypoMatches(_ found: Candidates, query: PreparedQuery, skipping: Set<UInt32>) -> Candidates {
    guard let typo = query.query.typo else { return found }
    var typoRanks: [UInt32] = []
    var typoGroups: [UInt8] = []
    TypoMatching.letterTable.withUnsafeBufferPointer { table in
      withTypoScratch(typo.letters) { scratch in
        withBuffers { b in
          let options = query.query.options
          if !options.ignoresSpaces && options.mode == .contains {
            // Only the positions whose key (or the next one's) allows a start, found a word
            // of key bytes at a time, in order; the earliest start of a name is tried first.
            var f = 0
            var rank = 0
            var lastTypoRank = -1
            let head = (typo.letters[0], typo.letters[1], typo.letters[2])
            Self.forEachTypoStart(typo, in: b.keys, count: b.codes.count) { p in
              rank = b.rank(containing: p, from: rank)
              let r = UInt32(rank)
              if rank == lastTypoRank { return p + 1 }
              while f < found.ranks.count && found.ranks[f] < r { f += 1 }
              if f < found.ranks.count && found.ranks[f] == r { return Int(b.starts[rank + 1]) }
              if !skipping.isEmpty && skipping.contains(r) { return Int(b.starts[rank + 1]) }
              // Most starts fail on the first letters: the closed-form test on up to four
              // text letters rejects them before the letters are laid out and compared.
              if !b.typoHeadMayMatch(head, at: p, end: Int(b.starts[rank + 1]), table: table) { return p + 1 }
              if let match = b.typoMatch(typo, query: query, rank: rank, table: table, scratch: scratch, onlyAt: p) {
                typoRanks.append(r)
                typoGroups.append(SearchRankingGroup.of(match.kind, carry: false, typo: true))
                lastTypoRank = rank
                return Int(b.starts[rank + 1])
              }
              return p + 1
            }
            return
          }
          var f = 0
          for r in 0..<storage.count {
            let rank = UInt32(r)
            while f < found.ranks.count && found.ranks[f] < rank { f += 1 }
            if f < found.ranks.count && found.ranks[f] == rank { continue }
            if !skipping.isEmpty && skipping.contains(rank) { continue }
            if let match = b.typoMatch(typo, query: query, rank: r, table: table, scratch: scratch) {
              typoRanks.append(rank)
              typoGroups.append(SearchRankingGroup.of(match.kind, carry: false, typo: true))
            }
          }
        }
      }
    }
    if typoRanks.isEmpty { return found }
    var merged = Candidates()
    var i = 0
    var j = 0
    while i < found.ranks.count || j < typoRanks.count {
      if j == typoRanks.count || (i < found.ranks.count && found.ranks[i] < typoRanks[j]) {
        merged.ranks.append(found.ranks[i])
        merged.groups.append(found.groups[i])
        i += 1
      } else {
        merged.ranks.append(typoRanks[j])
        merged.groups.append(typoGroups[j])
        j += 1
      }
    }
    return merged
  }

  /// Every name matching `query`.
  /// - Complexity: O(*c*) for *c* indexed characters, with a small constant (8 key bytes per
  ///   step) for contains queries; O(*n*) names for prefix queries.
  func scan(_ query: PreparedQuery) -> Candidates {
    let found = scanCodes(query)
    guard query.hasSpecialRanks else { return found }
    var specialSet: Set<UInt32> = []
    if query.viewConsonants != nil { specialSet.formUnion(storage.irregular.keys) }
    if query.readsHanja { specialSet.formUnion(storage.hanjaRead.keys) }
    let special = specialSet.sorted()
    // Irregular names answer consonant queries from their choseong view, names with Hanja
    // queries that read them from their reading: drop what the code scan said about them
    // and merge in their own answers, in rank order.
    var merged = Candidates()
    var i = 0
    withBuffers { b in
      func flush(below limit: UInt32) {
        while i < special.count && special[i] < limit {
          if let match = b.firstMatch(query, rank: Int(special[i])) {
            merged.ranks.append(special[i])
            merged.groups.append(match.group)
          }
          i += 1
        }
      }
      var j = 0  // the next special rank not below the current one
      for (rank, group) in zip(found.ranks, found.groups) {
        flush(below: rank)
        while j < special.count && special[j] < rank { j += 1 }
        if j < special.count && special[j] == rank { continue }
        merged.ranks.append(rank)
        merged.groups.append(group)
      }
      flush(below: UInt32.max)
    }
    return merged
  }

  /// Every name matching `query` by its codes (irregular names as any other).
  func scanCodes(_ query: PreparedQuery) -> Candidates {
    var found = Candidates()
    if query.isImpossible { return found }
    let options = query.query.options
    let n = storage.count
    withBuffers { b in
      if !query.tests.isEmpty && options.mode == .prefix && !options.ignoresSpaces {
        // Only the first character can start a match: test its key before the codes.
        let key = query.tests[0].key
        for r in 0..<n where b.keys[Int(b.starts[r])] == key && b.starts[r] != b.starts[r + 1] {
          if let match = b.firstMatch(query, rank: r) {
            found.ranks.append(UInt32(r))
            found.groups.append(match.group)
          }
        }
        return
      }
      if query.tests.isEmpty || options.mode == .prefix {
        for r in 0..<n {
          if let match = b.firstMatch(query, rank: r) {
            found.ranks.append(UInt32(r))
            found.groups.append(match.group)
          }
        }
        return
      }
      let spaces = options.ignoresSpaces
      let total = b.codes.count
      if query.tests.count >= 2 && spaces {
        // Names without whitespace by the pair scan, the others (few) one by one, merged.
        let spaced = storage.spacedRanks
        var s = 0
        var rank = 0
        func flushSpaced(below limit: Int) {
          while s < spaced.count && Int(spaced[s]) < limit {
            if let match = b.firstMatch(query, rank: Int(spaced[s])) {
              found.ranks.append(spaced[s])
              found.groups.append(match.group)
            }
            s += 1
          }
        }
        Self.forEachPair(of: query.tests[0].key, query.tests[1].key, in: b.keys, count: total) { p in
          rank = b.rank(containing: p, from: rank)
          let next = Int(b.starts[rank + 1])
          flushSpaced(below: rank)
          if s < spaced.count && spaced[s] == UInt32(rank) { return next }  // done by flushSpaced
          guard let (end, carry) = b.matchEnd(query, at: p, end: next) else { return p + 1 }
          found.ranks.append(UInt32(rank))
          let kind = b.kind(start: p, matchEnd: end, rank: rank, ignoresSpaces: true)
          found.groups.append(SearchRankingGroup.of(kind, carry: carry))
          return next
        }
        flushSpaced(below: n)
        return
      }
      var rank = 0
      // The plan's candidates (`ChoseongFilter`): a match starts only where the
      // keys of the query's choseong do, one key a character (the pair scan finds the first two).
      let run = query.candidateKeys ?? []
      let hit = { (p: Int) -> Int in
        rank = b.rank(containing: p, from: rank)
        let next = Int(b.starts[rank + 1])
        if run.count > 2 && !b.keys(run, startAt: p, end: next) { return p + 1 }
        if spaces && b.isWhitespace(at: p) { return p + 1 }
        guard let (end, carry) = b.matchEnd(query, at: p, end: next) else { return p + 1 }
        found.ranks.append(UInt32(rank))
        let kind = b.kind(start: p, matchEnd: end, rank: rank, ignoresSpaces: spaces)
        found.groups.append(SearchRankingGroup.of(kind, carry: carry))
        return next
      }
      if query.tests.count >= 2 {
        // For a query the plan narrows, its choseong's keys: `hit` compares those past the
        // first two.
        let (k0, k1) = run.count >= 2 ? (run[0], run[1]) : (query.tests[0].key, query.tests[1].key)
        Self.forEachPair(of: k0, k1, in: b.keys, count: total, hit)
      } else {
        Self.forEach(query.tests[0].key, in: b.keys, count: total, hit)
      }
    }
    return found
  }

  /// The names among `candidates` (ranks, ascending) that match `query`.
  ///
  /// The answers are written straight into arrays sized for every candidate (no growth per
  /// match); a contains query of two or more characters that does not skip spaces tests the
  /// key bytes of its first two characters before the codes, as the scan does.
  /// - Complexity: O(*c*) for the *c* characters of the candidates.
  func refine(_ candidates: [UInt32], with query: PreparedQuery) -> Candidates {
    if query.isImpossible || candidates.isEmpty { return Candidates() }
    let options = query.query.options
    let m = query.tests.count
    let byKeyPair = !options.ignoresSpaces && options.mode != .prefix && m >= 2 && !query.hasSpecialRanks
    // The keys a match starts with: the plan's (the query's choseong, when it narrows), else
    // those of the first two characters.
    let run = query.candidateKeys ?? []
    let k0 = !byKeyPair ? 0 : run.count >= 2 ? run[0] : query.tests[0].key
    let k1 = !byKeyPair ? 0 : run.count >= 2 ? run[1] : query.tests[1].key
    var found = 0
    var groups: [UInt8] = []
    let ranks = [UInt32](unsafeUninitializedCapacity: candidates.count) { ranksOut, ranksCount in
      groups = [UInt8](unsafeUninitializedCapacity: candidates.count) { groupsOut, groupsCount in
        withBuffers { b in
          candidates.withUnsafeBufferPointer { candidates in
            if byKeyPair {
              for r in candidates {
                let rank = Int(r)
                let s = Int(b.starts[rank])
                let e = Int(b.starts[rank + 1])
                var p = s
                while p <= e - m {
                  if b.keys[p] == k0 && b.keys[p + 1] == k1, run.count <= 2 || b.keys(run, startAt: p, end: e),
                    let (end, carry) = b.matchEnd(query, at: p, end: e)
                  {
                    ranksOut.initializeElement(at: found, to: r)
                    let kind = b.kind(start: p, matchEnd: end, rank: rank, ignoresSpaces: false)
                    groupsOut.initializeElement(at: found, to: SearchRankingGroup.of(kind, carry: carry))
                    found += 1
                    break
                  }
                  p += 1
                }
              }
            } else {
              for r in candidates {
                if let match = b.firstMatch(query, rank: Int(r)) {
                  ranksOut.initializeElement(at: found, to: r)
                  groupsOut.initializeElement(at: found, to: match.group)
                  found += 1
                }
              }
            }
          }
        }
        groupsCount = found
      }
      ranksCount = found
    }
    if found * 2 >= candidates.count { return Candidates(ranks: ranks, groups: groups) }
    // Most candidates dropped out: keep exact-size arrays (results may be kept per keystroke).
    return Candidates(
      ranks: [UInt32](unsafeUninitializedCapacity: found) { out, count in
        _ = out.initialize(from: ranks)
        count = found
      },
      groups: [UInt8](unsafeUninitializedCapacity: found) { out, count in
        _ = out.initialize(from: groups)
        count = found
      })
  }

  /// Calls `body(p)` for each position `p < count` with `keys[p] == a && keys[p + 1] == b`,
  /// in order; `body` returns the position to continue from (greater than `p`).
  @inline(__always)
  static func forEachPair(
    of a: UInt8, _ b: UInt8, in keys: UnsafeBufferPointer<UInt8>, count n: Int,
    _ body: (Int) -> Int
  ) {
    guard let base = keys.baseAddress.map(UnsafeRawPointer.init), keys.count >= n + 9 else { return }
    let ones: UInt64 = 0x0101_0101_0101_0101
    let low7: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
    let high: UInt64 = 0x8080_8080_8080_8080
    let pa = ones &* UInt64(a)
    let pb = ones &* UInt64(b)
    var p = 0
    while p < n {
      let x = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: p, as: UInt64.self)) ^ pa
      let y = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: p + 1, as: UInt64.self)) ^ pb
      let z = x | y
      p = visitMatches(~(((z & low7) &+ low7) | z) & high, at: p, count: n, body)
    }
  }

  /// Calls `body(p)` for each position `p < count` where a typo match may start (`keys[p]`
  /// is the query's first or second key, or `keys[p + 1]` its second), in order; `body`
  /// returns the position to continue from (greater than `p`).
  @inline(__always)
  static func forEachTypoStart(
    _ typo: TypoMatching.Query, in keys: UnsafeBufferPointer<UInt8>, count n: Int, _ body: (Int) -> Int
  ) {
    guard let base = keys.baseAddress.map(UnsafeRawPointer.init), keys.count >= n + 9 else { return }
    let ones: UInt64 = 0x0101_0101_0101_0101
    let low7: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
    let high: UInt64 = 0x8080_8080_8080_8080
    let p0 = ones &* UInt64(typo.firstKey)
    let p1 = ones &* UInt64(typo.secondKey)
    @inline(__always) func zeros(_ x: UInt64) -> UInt64 { ~(((x & low7) &+ low7) | x) & high }
    var p = 0
    while p < n {
      let here = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: p, as: UInt64.self))
      let ahead = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: p + 1, as: UInt64.self))
      p = visitMatches(zeros(here ^ p0) | zeros(here ^ p1) | zeros(ahead ^ p1), at: p, count: n, body)
    }
  }

  /// Calls `body(p)` for each position `p < count` with `keys[p] == a`, in order; `body`
  /// returns the position to continue from (greater than `p`).
  @inline(__always)
  static func forEach(_ a: UInt8, in keys: UnsafeBufferPointer<UInt8>, count n: Int, _ body: (Int) -> Int) {
    guard let base = keys.baseAddress.map(UnsafeRawPointer.init), keys.count >= n + 8 else { return }
    let ones: UInt64 = 0x0101_0101_0101_0101
    let low7: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
    let high: UInt64 = 0x8080_8080_8080_8080
    let pa = ones &* UInt64(a)
    var p = 0
    while p < n {
      let z = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: p, as: UInt64.self)) ^ pa
      p = visitMatches(~(((z & low7) &+ low7) | z) & high, at: p, count: n, body)
    }
  }

  /// Calls `body` for the positions whose bytes are set in `mask` (one high bit per byte of
  /// the 8-byte word at `p`), skipping those before the position `body` resumes from; returns
  /// where the scan goes on.
  @inline(__always)
  static func visitMatches(_ mask: UInt64, at p: Int, count n: Int, _ body: (Int) -> Int) -> Int {
    var mask = mask
    while mask != 0 {
      let q = p + mask.trailingZeroBitCount >> 3
      if q >= n { break }
      let resume = body(q)
      if resume >= p + 8 { return resume }
      mask &= ~((1 << UInt64((resume - p) << 3)) &- 1)
    }
    return p + 8
  }
}

extension SearchIndex.Buffers {
  /// Whether a typo match of a query whose first three letters are `head` may start at code
  /// position `p` of a name ending at `end` (spaces not skipped), by
  /// `TypoMatching.headMayMatch` on the first four letters from `p`.
  @inline(__always)
  func typoHeadMayMatch(
    _ head: (UInt16, UInt16, UInt16), at p: Int, end: Int, table: UnsafeBufferPointer<UInt16>
  ) -> Bool {
    var packed: UInt64 = 0
    var have = 0
    var c = p
    while have < 4 && c < end {
      if let slot = TypoMatching.letterSlot(codes[c]) {
        let n = Int(table[slot])
        var l = 0
        while l < n && have < 4 {
          packed |= UInt64(table[slot + 1 + l]) << UInt64(16 * have)
          have += 1
          l += 1
        }
      } else {
        packed |= UInt64(TypoMatching.wall) << UInt64(16 * have)
        have += 1
      }
      c += 1
    }
    while have < 4 {
      packed |= UInt64(TypoMatching.wall) << UInt64(16 * have)
      have += 1
    }
    return TypoMatching.headMayMatch(
      head.0, head.1, head.2, UInt16(truncatingIfNeeded: packed), UInt16(truncatingIfNeeded: packed >> 16),
      UInt16(truncatingIfNeeded: packed >> 32), UInt16(truncatingIfNeeded: packed >> 48))
  }

  /// Whether the keys from code position `p` on, before `end`, start with `run`.
  @inline(__always)
  func keys(_ run: [UInt8], startAt p: Int, end: Int) -> Bool {
    guard p + run.count <= end else { return false }
    var i = 0
    while i < run.count && keys[p + i] == run[i] { i += 1 }
    return i == run.count
  }

  /// The rank of the name whose codes hold `position`, searching forward from `rank`
  /// (which must not be past it).
  @inline(__always)
  func rank(containing position: Int, from rank: Int) -> Int {
    if Int(starts[rank + 1]) > position { return rank }
    var lo = rank + 1
    var step = 1
    var hi = lo + 1
    let last = starts.count - 1
    while hi < last && Int(starts[hi]) <= position {
      lo = hi
      step <<= 1
      hi = lo + step
    }
    hi = min(hi, last)
    while hi - lo > 1 {
      let mid = (lo + hi) >> 1
      if Int(starts[mid]) <= position { lo = mid } else { hi = mid }
    }
    return lo
  }
}
