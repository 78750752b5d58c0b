import HangulCore

/// The parsed collation tables: flat typed arrays built once, lazily and thread-safely, from
/// `EmbeddedResource.collation`.
///
/// ```swift
/// let data = CollationData.shared
/// data.entry(0x61)   // 'a': explicit, one CE in the pool
/// ```
final class CollationData: Sendable {
  /// The one parsed instance (a `static let`: initialized once, thread-safely).
  static let shared = CollationData(bytes: EmbeddedResource.collation.bytes)

  // Entry bits for a code point (see `entry(_:)`).
  /// The code point has CEs in `pool` (offset in bits 0…19, count in bits 20…25).
  static let explicitFlag: UInt32 = 1 << 31
  /// The code point is a decimal digit (Nd): digit CEs in numeric mode.
  static let digitFlag: UInt32 = 1 << 28
  /// The code point starts a contraction (or a prefix mapping, matched forward).
  static let contractionFlag: UInt32 = 1 << 27
  /// The code point has prefix mappings (CEs that depend on the preceding characters).
  static let prefixFlag: UInt32 = 1 << 29
  /// The code point has a canonical decomposition or a nonzero combining class.
  static let normalizationFlag: UInt32 = 1 << 26

  /// Stage 1 of the code point trie: block number per 128 code points.
  let stage1: [UInt16]
  /// Stage 2: the entries of the distinct blocks.
  let stage2: [UInt32]
  /// All stored CEs (64-bit: primary << 32 | secondary << 16 | tertiary).
  let pool: [UInt64]
  /// The lead byte of numeric-collation primaries.
  let numericPrimary: UInt32
  /// Digit values of the decimal digits (Nd).
  let digitValues: [UInt32: UInt8]
  /// Contractions (NFD strings, ≥ 2 code points) to their CEs: pool offset and count.
  let contractions: [[UInt32]: (offset: Int, count: Int)]
  /// Prefix mappings per character, longest prefix first: the CEs (pool offset, count) the
  /// character has after `prefix` (e.g. U+00B7 after "l").
  let prefixMappings: [UInt32: [(prefix: [UInt32], offset: Int, count: Int)]]
  /// Every proper prefix (≥ 2 code points) of a contraction.
  let contractionPrefixes: Set<[UInt32]>
  /// Full canonical decompositions (Hangul syllables excluded: they are algorithmic).
  let decompositions: [UInt32: [UInt32]]
  /// Nonzero canonical combining classes.
  let combiningClasses: [UInt32: UInt8]
  /// Tailored Hanja to the syllable they are read as.
  let hanjaReadings: [UInt32: UInt32]
  /// Whether a primary lead byte is compressible in sort keys (un-reordered lead byte).
  let compressibleLeadBytes: [Bool]
  /// Lead byte permutations: [0] ko's default [Hang, Hani], [1] Latin first [Latn, Hang, Hani].
  let reorderTables: [[UInt8]]
  /// The single CE of each modern conjoining jamo: L U+1100…1112 at 0…18, V U+1161…1175 at
  /// 19…39, T U+11A8…11C2 at 41…67 (index 40 unused), as ``modernJamoCEPositions(ofSyllable:)``
  /// finds them.
  let modernJamoCEs: [UInt64]
  /// Characters a common prefix must not end before (see BuiltInCollator.compare): ICU's
  /// "unsafe backward" set (combining marks, later characters of contractions, …), as probed
  /// by the generator.
  let unsafeBackward: Set<UInt32>
  /// AlphabeticIndex variants: [0] ko + en, [1] plus ㄲㄸㅃㅆㅉ.
  let indexes: [IndexTable]
  /// Whether every modern syllable (U+AC00…U+D7A3) has no entry (no stored CEs, no flags):
  /// its CEs are then those of its jamo in `modernJamoCEs`, whatever follows or precedes it.
  let syllablesAreAlgorithmic: Bool

  /// One AlphabeticIndex's buckets, in display order.
  struct IndexTable: Sendable {
    /// Each bucket's label ("ㄱ", "A", "…").
    var labels: [String]
    /// Each bucket's ICU label type (0 normal, 1 underflow, 2 inflow, 3 overflow).
    var kinds: [UInt8]
    /// Each bucket's lower boundary (empty for the underflow bucket) as code points.
    var lowerBoundaries: [[UInt32]]
    /// The bucket index each bucket displays as.
    var displayIndexes: [Int]
  }

  /// The entry of a code point: flags and pool reference (0: no stored CEs, no flags).
  @inline(__always)
  func entry(_ c: UInt32) -> UInt32 {
    stage2.withUnsafeBufferPointer { s2 in
      stage1.withUnsafeBufferPointer { s1 in
        s2[Int(s1[Int(c >> 7)]) << 7 | Int(c & 0x7f)]
      }
    }
  }

  /// Parses the tables.
  ///
  /// - Complexity: O(table size + 0x110000).
  init(bytes: [UInt8]) {
    var r = TableReader(bytes: bytes, position: 8)
    let sectionCount = Int(r.u32())
    var sections: [String: Int] = [:]
    for _ in 0..<sectionCount {
      var tag = ""
      for _ in 0..<4 { tag.unicodeScalars.append(Unicode.Scalar(r.u8())) }
      let length = Int(r.u32())
      sections[tag] = r.position
      r.position += length
    }
    // Every code point's entry, before compression into the trie.
    let flat = EntryBlocks()
    defer { flat.deallocate() }
    var pool: [UInt64] = []
    pool.reserveCapacity(160_000)

    // MISC
    r.position = sections["MISC"]!
    numericPrimary = r.u32()
    var lowerTable: [UInt32] = []
    for _ in 0..<Int(r.u32()) { lowerTable.append(r.u32()) }
    var digits: [UInt32: UInt8] = [:]
    var cp = 0
    for _ in 0..<r.varint() {
      cp += r.varint()
      digits[UInt32(cp)] = r.u8()
      flat[cp] |= Self.digitFlag
    }
    digitValues = digits

    var prevP: UInt32 = 0
    func readCE(_ r: inout TableReader) -> UInt64 {
      let tag = r.u8()
      var p: UInt32
      switch tag & 3 {
      case 0: p = 0
      case 1: p = prevP &+ UInt32(r.varint()) << 8
      case 2: p = r.u32()
      default: p = prevP
      }
      let index = Int(tag >> 2)
      let lower = index == 63 ? r.u32() : lowerTable[index]
      if p != 0 { prevP = p }
      return UInt64(p) << 32 | UInt64(lower)
    }
    func setExplicit(_ c: Int, offset: Int, count: Int) {
      precondition(count < 64 && offset < (1 << 20))
      flat[c] |= Self.explicitFlag | UInt32(count) << 20 | UInt32(offset)
    }

    // CEMP
    r.position = sections["CEMP"]!
    cp = 0
    while true {
      cp += r.varint()
      let kind = r.u8()
      if kind == 0xFF { break }
      switch kind {
      case 0x40:
        let n = r.varint()
        for k in 0..<n {
          setExplicit(cp + k, offset: pool.count, count: 1)
          pool.append(readCE(&r))
        }
        cp += n
      case 0x41:
        let n = r.varint()
        let base = r.u32()
        let step = Int(r.u8())
        let compressible = r.u8() != 0
        for k in 0..<n {
          setExplicit(cp + k, offset: pool.count, count: 1)
          pool.append(
            UInt64(advanceThreeBytePrimary(base, compressible: compressible, by: k * step)) << 32 | 0x0500_0500)
        }
        cp += n
      case 0x42:
        let n = r.varint()
        for k in 0..<n {
          let count = Int(r.u8())
          setExplicit(cp + k, offset: pool.count, count: count)
          for _ in 0..<count { pool.append(readCE(&r)) }
        }
        cp += n
      default:
        let count = Int(kind)
        setExplicit(cp, offset: pool.count, count: count)
        for _ in 0..<count { pool.append(readCE(&r)) }
        cp += 1
      }
    }

    // CTRC
    r.position = sections["CTRC"]!
    prevP = 0
    var contractions: [[UInt32]: (offset: Int, count: Int)] = [:]
    var prefixes = Set<[UInt32]>()
    for _ in 0..<r.varint() {
      let length = Int(r.u8())
      var s: [UInt32] = []
      for _ in 0..<length { s.append(UInt32(r.varint())) }
      let count = Int(r.u8())
      contractions[s] = (pool.count, count)
      for _ in 0..<count { pool.append(readCE(&r)) }
      if length > 2 { for k in 2..<length { prefixes.insert(Array(s[0..<k])) } }
      flat[Int(s[0])] |= Self.contractionFlag
    }
    self.contractions = contractions
    contractionPrefixes = prefixes

    // PRFX
    r.position = sections["PRFX"]!
    prevP = 0
    var prefixMappings: [UInt32: [(prefix: [UInt32], offset: Int, count: Int)]] = [:]
    for _ in 0..<r.varint() {
      let length = Int(r.u8())
      var s: [UInt32] = []
      for _ in 0..<length { s.append(UInt32(r.varint())) }
      let count = Int(r.u8())
      prefixMappings[s.last!, default: []].append((Array(s.dropLast()), pool.count, count))
      for _ in 0..<count { pool.append(readCE(&r)) }
      flat[Int(s.last!)] |= Self.prefixFlag
    }
    for (c, list) in prefixMappings { prefixMappings[c] = list.sorted { $0.prefix.count > $1.prefix.count } }
    self.prefixMappings = prefixMappings

    // HANI: untailored Han in root's radical-stroke order.
    r.position = sections["HANI"]!
    let hanPrimary = Self.untailoredHanPrimaries(&r)

    // HNJA: tailored Hanja, per syllable in ICU's order.
    r.position = sections["HNJA"]!
    var readings: [UInt32: UInt32] = [:]
    var syllable = Int(HangulSyllable.firstCodePoint)
    var hanja = 0x4E00
    for _ in 0..<r.varint() {
      syllable += r.varint()
      let syllableCEs = Self.syllableCEs(UInt32(syllable), flat: flat, pool: pool)
      var secondary: UInt32 = 0
      for k in 0..<r.varint() {
        let v = r.varint()
        let z = v >> 1
        hanja += (z & 1) == 0 ? z >> 1 : -((z + 1) >> 1)
        if (v & 1) != 0 || k == 0 {
          secondary = r.u16()
        } else {
          secondary += 1
          if secondary & 0xff < 2 { secondary = (secondary & ~0xff) | 2 }
        }
        readings[UInt32(hanja)] = UInt32(syllable)
        setExplicit(hanja, offset: pool.count, count: syllableCEs.count)
        for (i, ce) in syllableCEs.enumerated() {
          pool.append(i == syllableCEs.count - 1 ? (ce & 0xFFFF_FFFF_0000_FFFF) | UInt64(secondary) << 16 : ce)
        }
      }
    }
    hanjaReadings = readings
    for (c, p) in hanPrimary where flat[Int(c)] & Self.explicitFlag == 0 {
      setExplicit(Int(c), offset: pool.count, count: 1)
      pool.append(UInt64(p) << 32 | 0x0500_0500)
    }

    // REOR
    r.position = sections["REOR"]!
    let settings = Int(r.u8())
    compressibleLeadBytes = (0..<256).map { _ in r.u8() != 0 }
    var tables: [[UInt8]] = []
    for _ in 0..<settings {
      tables.append((0..<256).map { _ in r.u8() })
      let ranges = r.varint()
      precondition(ranges == 0, "split reorder ranges are not supported")
    }
    reorderTables = tables

    // NORM
    r.position = sections["NORM"]!
    var raw: [UInt32: [UInt32]] = [:]
    cp = 0
    for _ in 0..<r.varint() {
      cp += r.varint()
      let n = Int(r.u8())
      var d: [UInt32] = []
      for _ in 0..<n { d.append(UInt32(cp + r.zigzag())) }
      raw[UInt32(cp)] = d
      flat[cp] |= Self.normalizationFlag
    }
    func full(_ c: UInt32) -> [UInt32] {
      guard let d = raw[c] else { return [c] }
      return d.flatMap(full)
    }
    var decompositions: [UInt32: [UInt32]] = [:]
    for c in raw.keys { decompositions[c] = full(c) }
    self.decompositions = decompositions
    var cccs: [UInt32: UInt8] = [:]
    cp = 0
    for _ in 0..<r.varint() {
      cp += r.varint()
      let n = r.varint()
      let ccc = r.u8()
      for k in 0..<n {
        cccs[UInt32(cp + k)] = ccc
        flat[cp + k] |= Self.normalizationFlag
      }
      cp += n
    }
    combiningClasses = cccs

    // INDX
    r.position = sections["INDX"]!
    var indexes: [IndexTable] = []
    for _ in 0..<Int(r.u8()) {
      var t = IndexTable(labels: [], kinds: [], lowerBoundaries: [], displayIndexes: [])
      for _ in 0..<r.varint() {
        t.labels.append(r.string())
        t.kinds.append(r.u8())
        t.lowerBoundaries.append(r.string().unicodeScalars.map { $0.value })
        t.displayIndexes.append(r.varint())
      }
      indexes.append(t)
    }
    self.indexes = indexes

    let h = HangulSyllable.self
    var jamoCEs = [UInt64](repeating: 0, count: h.choseongCount + h.jungseongCount + h.jongseongCount)
    let (l, v, t) = (Int(h.firstConjoiningChoseong), Int(h.firstConjoiningJungseong), Int(h.conjoiningJongseongBase))
    for (range, at) in [
      (l..<l + h.choseongCount, 0), (v..<v + h.jungseongCount, h.choseongCount),
      (t + 1..<t + h.jongseongCount, h.choseongCount + h.jungseongCount + 1),
    ] {
      for (k, j) in range.enumerated() {
        let e = flat[j]
        precondition(e & Self.explicitFlag != 0 && (e >> 20) & 0x3F == 1, "modern jamo need one CE")
        jamoCEs[at + k] = pool[Int(e & 0xFFFFF)]
      }
    }
    modernJamoCEs = jamoCEs
    // UNSF: ICU's unsafe-backward characters (probed by the generator).
    r.position = sections["UNSF"]!
    var unsafe = Set<UInt32>()
    cp = 0
    for _ in 0..<r.varint() {
      cp += r.varint()
      let n = r.varint()
      for k in 0..<n { unsafe.insert(UInt32(cp + k)) }
      cp += n
    }
    unsafeBackward = unsafe

    (stage1, stage2) = flat.twoStageTrie()
    syllablesAreAlgorithmic = (Int(HangulSyllable.firstCodePoint)...Int(HangulSyllable.lastCodePoint)).allSatisfy {
      flat[$0] == 0
    }
    self.pool = pool
  }

  /// The positions in ``modernJamoCEs`` of the CEs of the jamo of the syllable with index `s`
  /// (0…11,171): initial, medial, and final (`nil` when it has none).
  ///
  /// ```swift
  /// CollationData.modernJamoCEPositions(ofSyllable: 10_588)   // (18, 19, 44) (한: ᄒ ᅡ ᆫ)
  /// ```
  @inline(__always)
  static func modernJamoCEPositions(ofSyllable s: Int) -> (Int, Int, Int?) {
    let h = HangulSyllable.self
    let t = h.jongseongIndex(ofIndex: s)
    return (
      h.choseongIndex(ofIndex: s), h.choseongCount + h.jungseongIndex(ofIndex: s),
      t == 0 ? nil : h.choseongCount + h.jungseongCount + t
    )
  }

  /// The CEs of a Hangul syllable: those of its conjoining jamo L, V and T.
  private static func syllableCEs(_ s: UInt32, flat: EntryBlocks, pool: [UInt64]) -> [UInt64] {
    var result: [UInt64] = []
    for j in HangulSyllable.conjoiningDecomposition(ofCodePoint: s) {
      let e = flat[Int(j)]
      let offset = Int(e & 0xFFFFF)
      let count = Int((e >> 20) & 0x3F)
      result += pool[offset..<offset + count]
    }
    return result
  }
}
