import HangulCore

extension CollationData {
  /// The canonical decomposition (NFD) of `scalars`, as ICU's collation iterators see text that
  /// is not FCD: full decompositions, Hangul syllables kept whole unless `decomposingHangul`
  /// (their CEs are those of their jamo either way), combining marks stably sorted by class.
  ///
  /// ```swift
  /// CollationData.shared.nfd([0xE4])   // [0x61, 0x308]
  /// ```
  ///
  /// - Complexity: O(n log k), k the longest run of combining marks.
  func nfd(_ scalars: UnsafeBufferPointer<UInt32>, decomposingHangul: Bool = false) -> [UInt32] {
    var out: [UInt32] = []
    out.reserveCapacity(scalars.count + 8)
    for c in scalars {
      if decomposingHangul, let s = HangulSyllable.index(ofCodePoint: c) {
        let (l, v, t) = HangulSyllable.conjoiningJamo(ofIndex: s)
        out.append(l)
        out.append(v)
        if let t { out.append(t) }
      } else if let d = decompositions[c] {
        out += d
      } else {
        out.append(c)
      }
    }
    // Canonical ordering: stable insertion sort of each run of nonzero classes.
    var i = 1
    while i < out.count {
      let cc = combiningClasses[out[i]] ?? 0
      if cc != 0 {
        var j = i
        while j > 0, let prev = combiningClasses[out[j - 1]], prev > cc {
          out.swapAt(j, j - 1)
          j -= 1
        }
      }
      i += 1
    }
    return out
  }

  /// The canonical combining class of `c` (0 for starters).
  @inline(__always)
  func combiningClass(_ c: UInt32) -> UInt8 { combiningClasses[c] ?? 0 }
}
