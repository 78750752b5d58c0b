/// A pure-Swift re-implementation of ICU's `ko` collator (ucol_open("ko")), driven by tables
/// generated from the system ICU: the same sort keys, byte for byte, and the same order.
///
/// ```swift
/// let c = BuiltInCollator(sortsDigitsNumerically: true, sortsLatinFirst: false, strength: .tertiary)
/// Array("가나".utf8).withUnsafeBufferPointer { a in
///   Array("나".utf8).withUnsafeBufferPointer { b in c.compare(a, b) } }   // -1
/// ```
package struct BuiltInCollator: Sendable {
  /// Whether runs of decimal digits sort by numeric value (UCOL_NUMERIC_COLLATION).
  package let sortsDigitsNumerically: Bool
  /// Whether Latin sorts before Hangul and Han (reorder codes [Latn, Hang, Hani]).
  package let sortsLatinFirst: Bool
  /// The comparison strength.
  package let strength: CollationStrength

  /// A collator with ko's rules and these options.
  ///
  /// - Complexity: O(1) (the tables are parsed once per process, on first use).
  package init(
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
  package func sortKey(
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
        UnsafeMutableBufferPointer(start: scalars, count: count), count: count, data: data,
        original: UnsafeBufferPointer(start: scalars, count: count), out: out, capacity: capacity)
    }
  }

  private func writeKey(
    _ scalars: UnsafeMutableBufferPointer<UInt32>, count: Int, data: CollationData,
    original: UnsafeBufferPointer<UInt32>,
    out: UnsafeMutablePointer<UInt8>, capacity: Int
  ) -> Int {
    var ces = CEBuffer(capacity: count * 3 + 8)
    defer { ces.deallocate() }
    data.appendCEs(of: scalars, count: count, numeric: sortsDigitsNumerically, into: &ces)
    let ceCount = ces.count
    let ceBase = ces.base
    var identical: [UInt32] = []
    var bound = SortKeyWriter.maximumLength(ceCount: ceCount) + 1
    if strength == .identical {
      identical = data.nfd(original, decomposingHangul: true)
      bound += 1 + 4 * identical.count
    }
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bound) { keyBuffer in
      let key = keyBuffer.baseAddress!
      var n = data.reorderTables[sortsLatinFirst ? 1 : 0].withUnsafeBufferPointer { reorder in
        data.compressibleLeadBytes.withUnsafeBufferPointer { compressible in
          SortKeyWriter.write(
            UnsafeBufferPointer(start: ceBase, count: ceCount),
            strength: strength == .identical ? .quaternary : strength,
            reorder: reorder.baseAddress!, compressible: compressible.baseAddress!,
            into: key, scratch: key)
        }
      }
      if strength == .identical {
        key[n] = 0x01
        n = IdenticalLevel.write(identical, into: key, at: n + 1)
      }
      key[n] = 0
      n += 1
      if n <= capacity { out.update(from: key, count: n) }
      return n
    }
  }

  /// Compares two UTF-8 texts as ucol_strcollUTF8 does: -1, 0 or 1.
  ///
  /// ```swift
  /// // compare("가", "伽") == -1 (the Hanja files right after its reading)
  /// ```
  ///
  /// - Complexity: O(n + m).
  package func compare(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Int {
    let ka = key(a)
    let kb = key(b)
    let n = min(ka.count, kb.count)
    for i in 0..<n where ka[i] != kb[i] { return ka[i] < kb[i] ? -1 : 1 }
    return ka.count == kb.count ? 0 : (ka.count < kb.count ? -1 : 1)
  }

  /// The sort key of `text` as an array.
  ///
  /// - Complexity: O(n).
  package func key(_ text: UnsafeBufferPointer<UInt8>) -> [UInt8] {
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
  package func reading(ofHanja hanja: Unicode.Scalar) -> Unicode.Scalar? {
    let data = CollationData.shared
    var c = hanja.value
    if let d = data.decompositions[c], d.count == 1 { c = d[0] }
    return data.hanjaReadings[c].flatMap(Unicode.Scalar.init)
  }
}
