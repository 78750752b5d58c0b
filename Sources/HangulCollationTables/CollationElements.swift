import HangulCore

extension CollationData {
  /// Appends the collation elements of `scalars` (not normalized: ICU's `ko` collator runs
  /// with normalization off) to `ces`, as ICU produces them before script reordering: stored
  /// CEs, precomposed characters as their decomposition, Hangul syllables as their jamo,
  /// contractions (longest
  /// match, then discontiguous matching over unblocked combining marks), numeric digit runs
  /// when `numeric`, and the unassigned-code-point formula for everything else.
  ///
  /// ```swift
  /// // "가" -> CEs of U+1100 and U+1161
  /// ```
  ///
  /// - Complexity: O(n) for text without contractions; contractions add O(k²) per match.
  /// Collation starts at `start`; characters before it are context only (prefix mappings
  /// look back into them, as ICU's iterators do when strcoll skips an identical prefix).
  func appendCEs(
    of scalars: UnsafeMutableBufferPointer<UInt32>, from start: Int = 0, count initialCount: Int,
    numeric: Bool, into ces: inout CEBuffer
  ) {
    var count = initialCount
    var i = start
    let pool = self.pool
    pool.withUnsafeBufferPointer { pool in
      while i < count {
        let c = scalars[i]
        let e = entry(c)
        if e & Self.prefixFlag != 0, let list = prefixMappings[c] {
          var matched: (offset: Int, count: Int)? = nil
          for m in list where m.prefix.count <= i {
            var ok = true
            for (k, x) in m.prefix.enumerated() where scalars[i - m.prefix.count + k] != x {
              ok = false
              break
            }
            if ok {
              matched = (m.offset, m.count)
              break
            }
          }
          if let m = matched {
            ces.reserve(m.count)
            for k in 0..<m.count { ces.appendUnchecked(pool[m.offset + k]) }
            i += 1
            continue
          }
        }
        if e & (Self.contractionFlag | Self.digitFlag) != 0 {
          if numeric && e & Self.digitFlag != 0 {
            var j = i
            var digits: [UInt8] = []
            while j < count, entry(scalars[j]) & Self.digitFlag != 0 {
              digits.append(digitValues[scalars[j]]!)
              j += 1
            }
            appendNumericCEs(digits, into: &ces)
            i = j
            continue
          }
          if e & Self.contractionFlag != 0,
            let (offset, n, consumed) = matchContraction(scalars, at: i, count: &count)
          {
            ces.reserve(n)
            for k in 0..<n { ces.appendUnchecked(pool[offset + k]) }
            i += consumed
            continue
          }
        }
        if e & Self.explicitFlag != 0 {
          let offset = Int(e & 0xFFFFF)
          let n = Int((e >> 20) & 0x3F)
          ces.reserve(n)
          for k in 0..<n { ces.appendUnchecked(pool[offset + k]) }
        } else if e & Self.normalizationFlag != 0, let d = decompositions[c] {
          // Not stored: a precomposed character has the CEs of its canonical decomposition.
          var copy = d
          copy.withUnsafeMutableBufferPointer { appendCEs(of: $0, count: $0.count, numeric: numeric, into: &ces) }
        } else if let s = HangulSyllable.index(ofCodePoint: c) {
          // Fast path: modern jamo have one CE each.
          let (l, v, t) = Self.modernJamoCEPositions(ofSyllable: s)
          ces.reserve(3)
          modernJamoCEs.withUnsafeBufferPointer { jamo in
            ces.appendUnchecked(jamo[l])
            ces.appendUnchecked(jamo[v])
            if let t { ces.appendUnchecked(jamo[t]) }
          }
        } else {
          ces.append(unassignedCE(c))
        }
        i += 1
      }
    }
  }

  /// The longest contraction starting at `i`: contiguous first, then extended by unblocked
  /// combining marks that follow (which are removed from `scalars`, shrinking `count`).
  /// Returns the pool range of its CEs and how many code points from `i` it consumed.
  ///
  /// - Complexity: O(k²) in the length of the marks considered.
  func matchContraction(_ scalars: UnsafeMutableBufferPointer<UInt32>, at i: Int, count: inout Int)
    -> (offset: Int, count: Int, consumed: Int)?
  {
    var key: [UInt32] = [scalars[i]]
    var best: (offset: Int, count: Int)? = nil
    var matchedLength = 1
    var j = i + 1
    while j < count {
      key.append(scalars[j])
      if let m = contractions[key] {
        best = m
        matchedLength = key.count
      } else if !contractionPrefixes.contains(key) {
        break
      }
      j += 1
    }
    // Discontiguous: combining marks after the match, each unblocked by the marks skipped.
    var s = Array(scalars[i..<(i + matchedLength)])
    var k = i + matchedLength
    var maxSkipped: UInt8 = 0
    // Only when the match ends where a combining mark could attach.
    while k < count {
      let cc = combiningClass(scalars[k])
      if cc == 0 { break }
      if cc > maxSkipped || maxSkipped == 0 {
        s.append(scalars[k])
        if let m = contractions[s] {
          best = m
          // Remove the mark: move it right after the matched part.
          let mark = scalars[k]
          var t = k
          let insertAt = i + matchedLength
          while t > insertAt {
            scalars[t] = scalars[t - 1]
            t -= 1
          }
          scalars[insertAt] = mark
          matchedLength += 1
          k += 1
          continue
        }
        s.removeLast()
      }
      if cc > maxSkipped { maxSkipped = cc }
      k += 1
    }
    guard let b = best else { return nil }
    return (b.offset, b.count, matchedLength)
  }

  /// Appends ICU's numeric-collation CEs for a run of decimal digit values: leading zeros
  /// dropped, then at most 254 digits per segment, each segment one or more CEs under the
  /// numeric lead byte.
  ///
  /// ```swift
  /// // "7" -> primary numericPrimary | (2 + 7) << 16
  /// ```
  ///
  /// - Complexity: O(n) in the digits.
  func appendNumericCEs(_ digits: [UInt8], into ces: inout CEBuffer) {
    var pos = 0
    let length = digits.count
    repeat {
      while pos < length - 1 && digits[pos] == 0 { pos += 1 }
      let segmentLength = min(length - pos, 254)
      appendNumericSegment(digits[pos..<(pos + segmentLength)], into: &ces)
      pos += segmentLength
    } while pos < length
  }

  private func appendNumericSegment(_ digits: ArraySlice<UInt8>, into ces: inout CEBuffer) {
    let d = Array(digits)
    var length = d.count
    let common: UInt64 = 0x0500_0500
    if length <= 7 {
      var value = 0
      for x in d { value = value * 10 + Int(x) }
      var firstByte = 2
      var numBytes = 74
      if value < numBytes {
        ces.append(UInt64(numericPrimary | UInt32(firstByte + value) << 16) << 32 | common)
        return
      }
      value -= numBytes
      firstByte += numBytes
      numBytes = 40
      if value < numBytes * 254 {
        let p = numericPrimary | UInt32(firstByte + value / 254) << 16 | UInt32(2 + value % 254) << 8
        ces.append(UInt64(p) << 32 | common)
        return
      }
      value -= numBytes * 254
      firstByte += numBytes
      numBytes = 16
      if value < numBytes * 254 * 254 {
        var p = numericPrimary | UInt32(2 + value % 254)
        value /= 254
        p |= UInt32(2 + value % 254) << 8
        value /= 254
        p |= UInt32(firstByte + value % 254) << 16
        ces.append(UInt64(p) << 32 | common)
        return
      }
    }
    // Large numbers: the second byte counts the digit pairs, then two digits per byte.
    let pairs = (length + 1) / 2
    var p = numericPrimary | UInt32(132 - 4 + pairs) << 16
    while d[length - 1] == 0 && d[length - 2] == 0 { length -= 2 }
    var pair: UInt32
    var pos: Int
    if length & 1 != 0 {
      pair = UInt32(d[0])
      pos = 1
    } else {
      pair = UInt32(d[0]) * 10 + UInt32(d[1])
      pos = 2
    }
    pair = 11 + 2 * pair
    var shift: UInt32 = 8
    while pos < length {
      if shift == 0 {
        p |= pair
        ces.append(UInt64(p) << 32 | common)
        p = numericPrimary
        shift = 16
      } else {
        p |= pair << shift
        shift -= 8
      }
      pair = 11 + 2 * (UInt32(d[pos]) * 10 + UInt32(d[pos + 1]))
      pos += 2
    }
    p |= (pair - 1) << shift
    ces.append(UInt64(p) << 32 | common)
  }
}
