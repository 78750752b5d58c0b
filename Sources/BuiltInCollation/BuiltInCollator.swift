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
  public let sortsDigitsNumerically: Bool
  /// Whether Latin sorts before Hangul and Han (reorder codes [Latn, Hang, Hani]).
  public let sortsLatinFirst: Bool
  /// The comparison strength.
  public let strength: CollationStrength

  /// A collator with ko's rules and these options.
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
