import HangulCore

/// A pure-Swift re-implementation of ICU's `ko` collator (ucol_open("ko")), driven by tables
/// generated from the system ICU: the same sort keys, byte for byte, and the same order.
///
/// ```swift
/// let c = BuiltInCollator(sortsDigitsNumerically: true, sortsLatinFirst: false, strength: .tertiary)
/// Array("가나".utf8).withUnsafeBufferPointer { a in
///   Array("나".utf8).withUnsafeBufferPointer { b in c.compare(a, b) } }   // -1
/// ```
public struct BuiltInCollator: Sendable {
  /// Whether runs of decimal digits sort by numeric value (UCOL_NUMERIC_COLLATION).
  ///
  /// ```swift
  /// BuiltInCollator(sortsDigitsNumerically: true, sortsLatinFirst: false, strength: .tertiary)
  ///   .sortsDigitsNumerically   // true
  /// ```
  public let sortsDigitsNumerically: Bool
  /// Whether Latin sorts before Hangul and Han (reorder codes [Latn, Hang, Hani]).
  ///
  /// ```swift
  /// BuiltInCollator(sortsDigitsNumerically: false, sortsLatinFirst: true, strength: .tertiary)
  ///   .sortsLatinFirst   // true
  /// ```
  public let sortsLatinFirst: Bool
  /// The comparison strength.
  ///
  /// ```swift
  /// BuiltInCollator(sortsDigitsNumerically: false, sortsLatinFirst: false, strength: .primary)
  ///   .strength   // .primary
  /// ```
  public let strength: CollationStrength

  /// A collator with ko's rules and these options.
  ///
  /// ```swift
  /// let c = BuiltInCollator(sortsDigitsNumerically: true, sortsLatinFirst: false, strength: .tertiary)
  /// c.strength   // .tertiary
  /// ```
  ///
  /// - Complexity: O(1) (the tables are parsed once per process, on first use).
  public init(
    sortsDigitsNumerically: Bool = false, sortsLatinFirst: Bool = false,
    strength: CollationStrength = .tertiary
  ) {
    self.sortsDigitsNumerically = sortsDigitsNumerically
    self.sortsLatinFirst = sortsLatinFirst
    self.strength = strength
  }

  /// Writes ICU's sort key of UTF-8 `text` (exactly ucol_getSortKey's bytes, terminating 0
  /// included) into `out` and returns its length; when that exceeds `capacity`, nothing useful
  /// is written and the caller retries with a larger buffer.
  ///
  /// ```swift
  /// var key = [UInt8](repeating: 0, count: 64)
  /// let n = Array("a".utf8).withUnsafeBufferPointer { t in
  ///   key.withUnsafeMutableBufferPointer { c.sortKey(utf8: t, into: $0.baseAddress!, capacity: 64) } }
  /// // key[0..<n] == [0xA9, 0x01, 0x05, 0x01, 0x05, 0x00]
  /// ```
  ///
  /// - Complexity: O(n) in the text.
  public func sortKey(
    utf8 text: UnsafeBufferPointer<UInt8>, into out: UnsafeMutablePointer<UInt8>,
    capacity: Int
  ) -> Int {
    let data = CollationData.shared
    return withUnsafeTemporaryAllocation(of: UInt32.self, capacity: max(text.count, 1)) { scalarBuffer in
      let scalars = scalarBuffer.baseAddress!
      let count = decodeUTF8(text, into: scalars)
      // ICU's `ko` collator runs with normalization off: the text is collated as it is (its
      // data is canonically closed, so a precomposed character has its NFD's CEs).
      return writeKey(
        UnsafeMutableBufferPointer(start: scalars, count: count), from: 0, count: count, data: data,
        original: UnsafeBufferPointer(start: scalars, count: count), out: out, capacity: capacity)
    }
  }

  private func writeKey(
    _ scalars: UnsafeMutableBufferPointer<UInt32>, from start: Int, count: Int,
    data: CollationData,
    original: UnsafeBufferPointer<UInt32>,
    out: UnsafeMutablePointer<UInt8>, capacity: Int
  ) -> Int {
    // CEBuffer grows onto the heap past this (at most 4096 CEs on the stack).
    withUnsafeTemporaryAllocation(of: UInt64.self, capacity: min(count * 3 + 8, 4096)) { memory in
      var ces = CEBuffer(borrowing: memory)
      defer { ces.deallocate() }
      data.appendCEs(of: scalars, from: start, count: count, numeric: sortsDigitsNumerically, into: &ces)
      return writeLevels(ces.base, ces.count, data: data, original: original, out: out, capacity: capacity)
    }
  }

  private func writeLevels(
    _ ceBase: UnsafeMutablePointer<UInt64>, _ ceCount: Int, data: CollationData,
    original: UnsafeBufferPointer<UInt32>,
    out: UnsafeMutablePointer<UInt8>, capacity: Int
  ) -> Int {
    var identical: [UInt32] = []
    var bound = SortKeyWriter.maximumLength(ceCount: ceCount) + 1
    if strength == .identical {
      identical = data.nfd(original, decomposingHangul: true)
      bound += 1 + 4 * identical.count
    }
    // Write straight into `out` when the bound fits, else into scratch memory first.
    if bound <= capacity { return writeLevels(into: out, ceBase, ceCount, data: data, identical: identical) }
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bound) { keyBuffer in
      let n = writeLevels(into: keyBuffer.baseAddress!, ceBase, ceCount, data: data, identical: identical)
      if n <= capacity { out.update(from: keyBuffer.baseAddress!, count: n) }
      return n
    }
  }

  private func writeLevels(
    into key: UnsafeMutablePointer<UInt8>, _ ceBase: UnsafeMutablePointer<UInt64>,
    _ ceCount: Int, data: CollationData, identical: [UInt32]
  ) -> Int {
    var n = data.reorderTables[sortsLatinFirst ? 1 : 0].withUnsafeBufferPointer { reorder in
      data.compressibleLeadBytes.withUnsafeBufferPointer { compressible in
        SortKeyWriter.write(
          UnsafeBufferPointer(start: ceBase, count: ceCount),
          strength: strength == .identical ? .quaternary : strength,
          reorder: reorder.baseAddress!, compressible: compressible.baseAddress!,
          into: key)
      }
    }
    if strength == .identical {
      key[n] = 0x01
      n = IdenticalLevel.write(identical, into: key, at: n + 1)
    }
    key[n] = 0
    return n + 1
  }

  /// Compares two UTF-8 texts as ucol_strcollUTF8 does: -1, 0 or 1.
  ///
  /// Like ICU, it skips the identical leading bytes unless the text after them could change
  /// how the prefix collates (then it backs up over such characters), and compares the rest by
  /// sort key. ICU's test for "could change" misses decimal digits from U+0660 on under numeric
  /// collation in a tailored collator, so "０x" sorts after "０８" there, as in ICU.
  ///
  /// ```swift
  /// // compare("가", "伽") == -1 (the Hanja files right after its reading)
  /// ```
  ///
  /// - Complexity: O(n + m).
  public func compare(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Int {
    var p = 0
    let limit = min(a.count, b.count)
    while p < limit && a[p] == b[p] { p += 1 }
    if p == a.count && p == b.count { return 0 }
    @inline(__always) func isTrail(_ x: UInt8) -> Bool { x & 0xC0 == 0x80 }
    if p > 0 && ((p != a.count && isTrail(a[p])) || (p != b.count && isTrail(b[p]))) {
      repeat { p -= 1 } while p > 0 && isTrail(a[p])
    }
    if p > 0 {
      let data = CollationData.shared
      var unsafe = false
      if p != a.count { unsafe = isUnsafeBackward(firstScalar(a, from: p), data) }
      if !unsafe && p != b.count { unsafe = isUnsafeBackward(firstScalar(b, from: p), data) }
      if unsafe {
        var c: UInt32
        repeat {
          var q = p - 1
          while q > 0 && isTrail(a[q]) && p - q < 4 { q -= 1 }
          c = firstScalar(a, from: q)
          p = q
        } while p > 0 && isUnsafeBackward(c, data)
      }
    }
    return withKey(a, skippingPrefix: p) { ka in
      withKey(b, skippingPrefix: p) { kb in
        let n = min(ka.count, kb.count)
        for i in 0..<n where ka[i] != kb[i] { return ka[i] < kb[i] ? -1 : 1 }
        return ka.count == kb.count ? 0 : (ka.count < kb.count ? -1 : 1)
      }
    }
  }

  /// -1, 0 or 1 as the sort key of `text` sorts before, equal to or after `key`, a whole
  /// sort key from ``sortKey(utf8:into:capacity:)`` (terminating 0 included): what comparing
  /// the two keys byte by byte (then by length) gives, without writing `text`'s key when the
  /// primary weights decide. Fast for `text` made only of modern Hangul syllables
  /// (U+AC00…U+D7A3), whose CEs are those of their jamo: their primary bytes are compared as
  /// they are made, and the first difference answers. Any other text, or equal primaries,
  /// compares the whole keys.
  ///
  /// ```swift
  /// let c = BuiltInCollator()
  /// let key = Array("나".utf8).withUnsafeBufferPointer { c.key($0) }
  /// Array("가".utf8).withUnsafeBufferPointer { t in
  ///   key.withUnsafeBufferPointer { c.compare(syllables: t, toKey: $0) } }   // -1
  /// ```
  ///
  /// - Complexity: O(n + m) in the text and the key.
  package func compare(syllables text: UnsafeBufferPointer<UInt8>, toKey key: UnsafeBufferPointer<UInt8>) -> Int {
    let data = CollationData.shared
    if strength != .identical && data.syllablesAreAlgorithmic && text.count % 3 == 0 && !text.isEmpty,
      let t = text.baseAddress, let k = key.baseAddress
    {
      // nil: not modern syllables only; 2: equal primary levels.
      let decided: Int? = data.reorderTables[sortsLatinFirst ? 1 : 0].withUnsafeBufferPointer { reorder in
        data.compressibleLeadBytes.withUnsafeBufferPointer { compressible in
          data.modernJamoCEs.withUnsafeBufferPointer { jamo in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 16) { scratch in
              let out = scratch.baseAddress!
              var previous: UInt32 = 0
              var position = 0
              var i = 0
              while i < text.count {
                guard let s = Self.syllableIndex(t, at: i) else { return nil }
                let (l, v, trailing) = CollationData.modernJamoCEPositions(ofSyllable: s)
                var n = 0
                SortKeyWriter.writePrimary(
                  UInt32(truncatingIfNeeded: jamo[l] >> 32), previous: &previous,
                  reorder: reorder.baseAddress!, compressible: compressible.baseAddress!, into: out, at: &n)
                SortKeyWriter.writePrimary(
                  UInt32(truncatingIfNeeded: jamo[v] >> 32), previous: &previous,
                  reorder: reorder.baseAddress!, compressible: compressible.baseAddress!, into: out, at: &n)
                if let trailing {
                  SortKeyWriter.writePrimary(
                    UInt32(truncatingIfNeeded: jamo[trailing] >> 32), previous: &previous,
                    reorder: reorder.baseAddress!, compressible: compressible.baseAddress!, into: out, at: &n)
                }
                for j in 0..<n {
                  if position == key.count { return 1 }
                  let x = out[j]
                  let y = k[position]
                  if x != y { return x < y ? -1 : 1 }
                  position += 1
                }
                i += 3
              }
              // The primary level ends: the key goes on with 01 (the next level) or, at
              // primary strength, ends with 0.
              if position == key.count { return 1 }
              let next: UInt8 = strength == .primary ? 0 : 1
              if k[position] != next { return next < k[position] ? -1 : 1 }
              if next == 0 { return position + 1 == key.count ? 0 : -1 }
              return 2
            }
          }
        }
      }
      switch decided {
      case nil: break
      case 2: return compareSyllableKey(t, count: text.count, data: data, toKey: key)
      case let order?: return order
      }
    }
    let own = self.key(text)
    return Self.compareBytes(own, key)
  }

  /// The index (0…11171) of the modern syllable whose UTF-8 starts at `t[i]` (three bytes
  /// readable), or nil.
  @inline(__always)
  private static func syllableIndex(_ t: UnsafePointer<UInt8>, at i: Int) -> Int? {
    // A modern syllable's three UTF-8 bytes: EA B0 80 … ED 9E A3.
    let b0 = t[i]
    let b1 = t[i + 1]
    let b2 = t[i + 2]
    guard b0 & 0xF0 == 0xE0 && b1 & 0xC0 == 0x80 && b2 & 0xC0 == 0x80 else { return nil }
    return HangulSyllable.index(ofCodePoint: utf8ThreeByteScalar(b0, b1, b2))
  }

  /// The whole key of `count` bytes of modern syllables at `t`, made from their jamo CEs
  /// (no decoding, no table look-up), compared with `key`.
  private func compareSyllableKey(
    _ t: UnsafePointer<UInt8>, count: Int, data: CollationData, toKey key: UnsafeBufferPointer<UInt8>
  ) -> Int {
    withUnsafeTemporaryAllocation(of: UInt64.self, capacity: count + 1) { ces in
      var m = 0
      data.modernJamoCEs.withUnsafeBufferPointer { jamo in
        var i = 0
        while i < count {
          let (l, v, trailing) = CollationData.modernJamoCEPositions(ofSyllable: Self.syllableIndex(t, at: i)!)
          ces[m] = jamo[l]
          ces[m + 1] = jamo[v]
          m += 2
          if let trailing {
            ces[m] = jamo[trailing]
            m += 1
          }
          i += 3
        }
      }
      let bound = SortKeyWriter.maximumLength(ceCount: m) + 1
      return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bound) { out in
        let n = writeLevels(into: out.baseAddress!, ces.baseAddress!, m, data: data, identical: [])
        return Self.compareBytes(UnsafeBufferPointer(start: out.baseAddress!, count: n), key)
      }
    }
  }

  /// -1, 0 or 1 as byte string `a` sorts before, equal to or after `b` (bytes, then length).
  private static func compareBytes<A: Collection<UInt8>, B: Collection<UInt8>>(_ a: A, _ b: B) -> Int
  where A.Index == Int, B.Index == Int {
    let n = min(a.count, b.count)
    for i in 0..<n where a[a.startIndex + i] != b[b.startIndex + i] {
      return a[a.startIndex + i] < b[b.startIndex + i] ? -1 : 1
    }
    return a.count == b.count ? 0 : (a.count < b.count ? -1 : 1)
  }

  /// Calls `body` with the sort key of `text[prefix...]` (the first `prefix` bytes, ending at
  /// a character boundary, serve as context for prefix mappings only), in stack memory when
  /// it fits.
  ///
  /// - Complexity: O(n).
  private func withKey<R>(
    _ text: UnsafeBufferPointer<UInt8>, skippingPrefix prefix: Int,
    _ body: (UnsafeBufferPointer<UInt8>) -> R
  ) -> R {
    let data = CollationData.shared
    return withUnsafeTemporaryAllocation(of: UInt32.self, capacity: max(text.count, 1)) { scalarBuffer in
      let scalars = scalarBuffer.baseAddress!
      let count = decodeUTF8(text, into: scalars)
      let start = prefix == 0 ? 0 : decodeUTF8(UnsafeBufferPointer(rebasing: text[..<prefix]), into: scalars)
      if prefix != 0 { _ = decodeUTF8(text, into: scalars) }
      let all = UnsafeMutableBufferPointer(start: scalars, count: count)
      let original = UnsafeBufferPointer(rebasing: all[start..<count])
      var capacity = 64 + text.count * 12
      while true {
        let result: R? = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { out in
          let n = writeKey(
            all, from: start, count: count, data: data, original: original,
            out: out.baseAddress!, capacity: capacity)
          if n > capacity {
            capacity = n
            return nil
          }
          return body(UnsafeBufferPointer(start: out.baseAddress!, count: n))
        }
        if let result { return result }
      }
    }
  }

  /// Whether a common prefix may not end before `c`: `c` is in ICU's unsafe-backward set (it
  /// may combine with what precedes it) or, under numeric collation, is an ASCII digit (ICU's
  /// check for other digits fails in tailored collators: see ``compare(_:_:)``).
  private func isUnsafeBackward(_ c: UInt32, _ data: CollationData) -> Bool {
    if sortsDigitsNumerically && c >= 0x30 && c <= 0x39 { return true }
    return data.unsafeBackward.contains(c)
  }

  private func firstScalar(_ t: UnsafeBufferPointer<UInt8>, from i: Int) -> UInt32 {
    withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 4) { out in
      let end = min(t.count, i + 4)
      _ = decodeUTF8(UnsafeBufferPointer(rebasing: t[i..<end]), into: out.baseAddress!)
      return out[0]
    }
  }

  /// The sort key of `text` as an array.
  ///
  /// ```swift
  /// let c = BuiltInCollator(sortsDigitsNumerically: false, sortsLatinFirst: false, strength: .tertiary)
  /// Array("a".utf8).withUnsafeBufferPointer { c.key($0) }   // [0xA9, 0x01, 0x05, 0x01, 0x05, 0x00]
  /// ```
  ///
  /// - Complexity: O(n).
  public func key(_ text: UnsafeBufferPointer<UInt8>) -> [UInt8] {
    var capacity = 64 + text.count * 8
    while true {
      var result = [UInt8](repeating: 0, count: capacity)
      let n = result.withUnsafeMutableBufferPointer { sortKey(utf8: text, into: $0.baseAddress!, capacity: capacity) }
      if n <= capacity {
        result.removeLast(capacity - n)
        return result
      }
      capacity = n
    }
  }

  /// The Hangul syllable a Hanja files with in `ko` (equal to it at primary strength), or nil
  /// for a character ko does not read (not a tailored Hanja).
  ///
  /// ```swift
  /// // reading(ofHanja: "伽") == "가"
  /// ```
  public func reading(ofHanja hanja: Unicode.Scalar) -> Unicode.Scalar? {
    let data = CollationData.shared
    var c = hanja.value
    if let d = data.decompositions[c], d.count == 1 { c = d[0] }
    return data.hanjaReadings[c].flatMap(Unicode.Scalar.init)
  }
}
