/// The collation order a ``SearchIndex`` lays its names out in, computed fast.
///
/// ICU's Korean collation orders strings made only of modern syllables exactly as their
/// code points (a syllable sorts as its jamo, initial, then medial, then final, and the
/// syllable block is in that order), so those names, nearly all of a Korean name list, are
/// ordered by a radix sort of their syllable indices instead of by ICU sort keys. The
/// remaining names are sorted by ICU sort keys and merged in with ICU comparisons,
/// searching forward from the previous insertion point (galloping). Ties keep input order
/// in both parts, so the result equals `KoreanCollator.sortedIndices(of:)` (tested on
/// generated lists with every stress category).
extension SearchIndex {
  /// The stable collation order of `names` (original offsets, in order).
  /// - Complexity: O(*n*) for the syllable-only names, O(*k* log *k*) sort keys and about
  ///   O(*k* log(*n*/*k*)) comparisons for *k* other names.
  static func collationOrder(
    of names: [String], codes: [UInt16], starts: [UInt32],
    collator: KoreanCollator
  ) throws(ICUError) -> [Int] {
    guard collator.locale == "ko", collator.options.attributes.isEmpty else {
      return try collator.sortedIndices(of: names)
    }
    // 1. Split: names of modern syllables only (their codes) get a packed key of their
    //    first four syllables.
    var pure: [(key: UInt64, index: UInt32)] = []
    pure.reserveCapacity(names.count)
    var others: [Int] = []
    var hasLong = false
    codes.withUnsafeBufferPointer { codes in
      for i in 0..<names.count {
        let s = Int(starts[i])
        let e = Int(starts[i + 1])
        var key: UInt64 = 0
        var isPure = e > s
        for p in s..<e where !HangulSyllable.isSyllable(codePoint: codes[p]) {
          isPure = false
          break
        }
        guard isPure else {
          others.append(i)
          continue
        }
        for k in 0..<4 {
          key = key << 14 | (s + k < e ? UInt64(HangulSyllable.index(ofCodePoint: codes[s + k])!) + 1 : 0)
        }
        pure.append((key, UInt32(i)))
        if e - s > 4 { hasLong = true }
      }
    }
    // 2. Order them: LSD radix sort (stable) on the 56-bit key, then the runs of equal keys
    //    that hold names longer than four syllables by the rest of their syllables.
    radixSortBySyllableKey(&pure)
    var a = pure.map { Int($0.index) }
    if hasLong {
      var i = 0
      while i < pure.count {
        var j = i + 1
        while j < pure.count && pure[j].key == pure[i].key { j += 1 }
        if j - i > 1 {
          a[i..<j].sort { x, y in
            let sx = codes[Int(starts[x]) + min(4, Int(starts[x + 1] - starts[x]))..<Int(starts[x + 1])]
            let sy = codes[Int(starts[y]) + min(4, Int(starts[y + 1] - starts[y]))..<Int(starts[y + 1])]
            if !sx.elementsEqual(sy) { return sx.lexicographicallyPrecedes(sy) }
            return x < y
          }
        }
        i = j
      }
    }
    guard !others.isEmpty else { return a }
    // 3. The other names by ICU sort keys, merged in.
    let otherNames = others.map { names[$0] }
    let b = try collator.sortedIndices(of: otherNames).map { others[$0] }
    return try collator.mergeOrder(syllableNames: a, otherNames: b, of: names)
  }
}
