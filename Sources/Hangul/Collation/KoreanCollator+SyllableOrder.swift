/// Sorting below ICU's own cost: names made only of modern syllables need no ICU key.
///
/// ICU's Korean collation orders strings made only of modern syllables (가…힣) exactly as
/// their code points: a syllable sorts as its jamo (initial, then medial, then final), the
/// syllable block is laid out in that order, and every such string's primary weights
/// decide it (a string of modern syllables has only common secondary and tertiary
/// weights). Script reordering (``KoreanCollator/Options/sortsLatinFirst``) moves the Hangul
/// block as a whole, numeric ordering touches only digits and a coarser strength only
/// ignores differences these strings do not have, so the order among such strings is the
/// same under every ``KoreanCollator/Options`` value. The tests check it against ICU on
/// every syllable, every pair of syllables with a following syllable, random mixes and the
/// bundled corpora.
///
/// Those names, nearly all of a Korean list, are ordered by a radix sort of their syllable
/// indices. The others (Latin, Hanja, NFD, symbols, mixed) get ICU sort keys and are
/// merged in with ICU comparisons, searching forward from the previous insertion point
/// (galloping). A pure name is never compared with a mixed one by code point. Ties keep
/// input order in both parts and in the merge, so the sort stays stable.
extension KoreanCollator {
  /// Whether `syllableFirstOrder(of:)` gives this collator's order: the `ko` locale with
  /// no raw ICU attributes (those could change anything).
  var ordersSyllablesByCodePoint: Bool { locale == "ko" && options.attributes.isEmpty }

  /// The stable collation order of `names` (offsets, in order), the syllable-only names
  /// without ICU keys.
  ///
  /// - Complexity: O(*n*) for the syllable-only names, O(*k* log *k*) sort keys and about
  ///   O(*k* log(*n*/*k*)) comparisons for *k* other names.
  func syllableFirstOrder(of names: [String]) throws(ICUError) -> [Int] {
    // 1. Split: names of modern syllables only get a packed key of their first four
    //    syllables (14 bits each, index + 1, so a shorter name sorts first).
    var pure: [(key: UInt64, index: UInt32)] = []
    pure.reserveCapacity(names.count)
    var others: [Int] = []
    var hasLong = false
    for i in names.indices {
      var name = names[i]
      let key = name.withUTF8 { Self.syllableKey($0, hasLong: &hasLong) }
      if let key { pure.append((key, UInt32(truncatingIfNeeded: i))) } else { others.append(i) }
    }
    // 2. Order them: LSD radix sort (stable) on the 56-bit key, then the runs of equal keys
    //    that hold names longer than four syllables by the rest of their UTF-8 (whose byte
    //    order is code point order).
    radixSortBySyllableKey(&pure)
    var a = pure.map { Int($0.index) }
    if hasLong {
      var i = 0
      while i < pure.count {
        var j = i + 1
        while j < pure.count && pure[j].key == pure[i].key { j += 1 }
        // A run whose names are all four syllables or shorter is already in order (equal
        // names, in input order from the stable radix sort).
        if j - i > 1 && a[i..<j].contains(where: { names[$0].utf8.count > 12 }) {
          a[i..<j].sort { x, y in
            let tx = names[x].utf8.dropFirst(12)
            let ty = names[y].utf8.dropFirst(12)
            if !tx.elementsEqual(ty) { return tx.lexicographicallyPrecedes(ty) }
            return x < y
          }
        }
        i = j
      }
    }
    guard !others.isEmpty else { return a }
    // 3. The other names by ICU sort keys, merged in.
    let arena = SortKeyArena(expectedKeys: others.count)
    for k in others {
      try names[k].withCString8 { (utf8) throws(ICUError) in try arena.append(utf8, collator: self) }
    }
    let keyOrder = arena.stableOrder()
    let b = keyOrder.map { others[$0] }
    return try mergeOrder(syllableNames: a, otherNames: b, of: names, keys: (arena, keyOrder))
  }

  /// Merges two stable collation orders of `names`: `a`, names of modern syllables only,
  /// and `b`, the others; each name of `b` goes after the names of `a` that come before it
  /// (ties: input order), found by galloping forward from the previous insertion point.
  ///
  /// `keys`, when given, holds the sort key of each name of `b` (`b[j]`'s at
  /// `keys.order[j]`); the built-in collator compares with those instead of writing them.
  ///
  /// - Complexity: about O(*k* log(*n*/*k*)) ICU comparisons for *k* names in `b`.
  func mergeOrder(
    syllableNames a: [Int], otherNames b: [Int], of names: [String],
    keys: (arena: SortKeyArena, order: [Int])? = nil
  ) throws(ICUError) -> [Int] {
    var order: [Int] = []
    order.reserveCapacity(names.count)
    var lo = 0
    #if !ICU
      // Each other name's key is written once; a syllable name is compared with it by its
      // primary bytes as they are made (its whole key only when those are equal).
      let otherKey = KeyScratch()
    #endif
    for j in b.indices {
      let y = b[j]
      #if ICU
        // Whether pure name `x` comes before other name `y` (ties: input order).
        func before(_ x: Int) throws(ICUError) -> Bool {
          switch try compare(names[x], names[y]) {
          case .ascending: true
          case .descending: false
          case .equal: x < y
          }
        }
      #else
        let key: UnsafeBufferPointer<UInt8>
        if let keys {
          key = keys.arena.key(at: keys.order[j])
        } else {
          try otherKey.write(names[y], with: engine)
          key = otherKey.key
        }
        func before(_ x: Int) throws(ICUError) -> Bool {
          var name = names[x]
          let order = name.withUTF8 { text in engine.compare(syllables: text, toKey: key) }
          return order < 0 || (order == 0 && x < y)
        }
      #endif
      var hi = lo  // the first position ≥ lo whose name does not come before y
      if hi < a.count, try before(a[hi]) {
        var step = 1
        var known = hi  // a[known] comes before y
        hi = known + step
        while hi < a.count, try before(a[hi]) {
          known = hi
          step <<= 1
          hi = known + step
        }
        hi = min(hi, a.count)
        var low = known + 1
        while low < hi {
          let mid = (low + hi) >> 1
          if try before(a[mid]) { low = mid + 1 } else { hi = mid }
        }
      }
      order.append(contentsOf: a[lo..<hi])
      order.append(y)
      lo = hi
    }
    order.append(contentsOf: a[lo...])
    return order
  }

  /// The packed key of a name made only of modern syllables (UTF-8), or nil for any other
  /// name (the empty one included); sets `hasLong` for a name longer than four syllables.
  @inline(__always)
  static func syllableKey(_ utf8: UnsafeBufferPointer<UInt8>, hasLong: inout Bool) -> UInt64? {
    guard let p = utf8.baseAddress, utf8.count > 0, utf8.count % 3 == 0 else { return nil }
    var key: UInt64 = 0
    var i = 0
    var k = 0
    while i < utf8.count {
      let s = utf8SyllableIndex(p, at: i, count: utf8.count)
      guard s >= 0 else { return nil }
      if k < 4 { key = key << 14 | UInt64(s + 1) }
      k &+= 1
      i &+= 3
    }
    if k > 4 { hasLong = true }
    while k < 4 {
      key <<= 14
      k &+= 1
    }
    return key
  }
}

/// Stable LSD radix sort by `key` (56 bits used), four passes of 14 bits; fewer than
/// `SortKeyArena.smallSortLimit` entries are sorted by comparison instead.
///
/// - Complexity: O(*n*).
func radixSortBySyllableKey(_ entries: inout [(key: UInt64, index: UInt32)]) {
  let n = entries.count
  guard n > 1 else { return }
  if n < SortKeyArena.smallSortLimit {
    // A short list: four passes over 16,384 counters would dominate. Entries are in
    // index order, so ordering ties by index keeps the sort stable.
    entries.sort { $0.key != $1.key ? $0.key < $1.key : $0.index < $1.index }
    return
  }
  var scratch = entries
  var counts = [Int](repeating: 0, count: 1 << 14)
  for pass in 0..<4 {
    let shift = UInt64(14 * pass)
    var trivial = false
    entries.withUnsafeBufferPointer { source in
      counts.withUnsafeMutableBufferPointer { counts in
        for i in counts.indices { counts[i] = 0 }
        for e in source { counts[Int((e.key >> shift) & 0x3FFF)] += 1 }
        var total = 0
        for d in 0..<counts.count {
          let c = counts[d]
          if c == n { trivial = true }
          counts[d] = total
          total += c
        }
      }
    }
    if trivial { continue }  // every entry has the same digit: the pass changes nothing
    entries.withUnsafeBufferPointer { source in
      scratch.withUnsafeMutableBufferPointer { target in
        counts.withUnsafeMutableBufferPointer { offsets in
          for e in source {
            let d = Int((e.key >> shift) & 0x3FFF)
            target[offsets[d]] = e
            offsets[d] += 1
          }
        }
      }
    }
    swap(&entries, &scratch)
  }
}

#if !ICU
  /// A sort key written into a buffer that is reused from one string to the next.
  final class KeyScratch {
    private var bytes: UnsafeMutablePointer<UInt8>
    private var capacity = 256
    private var count = 0

    init() { bytes = .allocate(capacity: capacity) }

    deinit { bytes.deallocate() }

    /// Writes the key of `text` (replacing the one before).
    ///
    /// - Complexity: O(*n*) in the length of `text`.
    func write(_ text: String, with engine: CollatorEngine) throws(ICUError) {
      var text = text
      let result: Result<Int, ICUError> = text.withUTF8 { utf8 in
        while true {
          let needed: Result<Int, ICUError> = Result { () throws(ICUError) in
            try engine.sortKey(utf8, into: bytes, capacity: capacity)
          }
          guard case .success(let n) = needed else { return needed }
          if n <= capacity { return .success(n) }
          bytes.deallocate()
          capacity = n + 64
          bytes = .allocate(capacity: capacity)
        }
      }
      count = try result.get()
    }

    /// The key's bytes; valid until the next `write`.
    var key: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: bytes, count: count) }
  }
#endif
