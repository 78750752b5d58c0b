/// The parsed normalization data: a two-stage trie of ``NormalizationProperties`` for
/// every code point, the full decompositions, and the primary composites. Parsed once,
/// lazily and thread-safely, from `EmbeddedResource.normalization`.
///
/// ```swift
/// let tables = NormalizationTables.shared
/// tables.properties(0x301).combiningClass   // 230
/// tables.composition(of: 0x65, 0x301)       // 0xE9 (é)
/// ```
final class NormalizationTables: @unchecked Sendable {
  // @unchecked: every stored property is written in `init` only and read-only afterwards.

  /// The tables of the compiled-in data, parsed on first use (`static let`: thread-safe).
  ///
  /// ```swift
  /// NormalizationTables.shared.unicodeVersion   // [15, 0, 0, 0]  with ICU 72
  /// ```
  static let shared = NormalizationTables(parsing: EmbeddedResource.normalization.bytes)

  /// Code points per trie block.
  ///
  /// ```swift
  /// NormalizationTables.blockShift   // 6 (64 code points)
  /// ```
  static let blockShift: UInt32 = 6

  /// The ICU version that generated the table (major, minor, milli, micro).
  ///
  /// ```swift
  /// NormalizationTables.shared.icuVersion   // [72, 1, 0, 0]
  /// ```
  let icuVersion: [UInt8]
  /// The Unicode version of the table's data.
  ///
  /// ```swift
  /// NormalizationTables.shared.unicodeVersion.first   // 15
  /// ```
  let unicodeVersion: [UInt8]

  /// Trie stage 1: block number of each run of 64 code points.
  ///
  /// ```swift
  /// NormalizationTables.shared.properties(0x301)   // reads blockIndex[0x301 >> 6] first
  /// ```
  private let blockIndex: UnsafeMutableBufferPointer<UInt16>
  /// Trie stage 2: the properties, block after block (block 0: all zero).
  ///
  /// ```swift
  /// NormalizationTables.shared.properties(0x10FFFF).rawValue   // 0: the zero block
  /// ```
  private let blockData: UnsafeMutableBufferPointer<UInt32>
  /// Decomposition entries (entry 0 unused: index 0 means "none").
  ///
  /// ```swift
  /// let tables = NormalizationTables.shared
  /// tables.decompositionEntry(at: tables.properties(0xE9).decompositionIndex)   // é's entry
  /// ```
  private let entries: UnsafeMutableBufferPointer<DecompositionEntry>
  /// The packed scalars of every full decomposition.
  ///
  /// ```swift
  /// let tables = NormalizationTables.shared
  /// let entry = tables.decompositionEntry(at: tables.properties(0xE9).decompositionIndex)
  /// PackedScalar.codePoint(tables.decompositionScalars[Int(entry.canonicalStart)])   // 0x65
  /// ```
  let decompositionScalars: UnsafeMutableBufferPointer<UInt32>
  /// Primary composites by `first << 32 | second` (Hangul excluded: algorithmic).
  ///
  /// ```swift
  /// NormalizationTables.shared.composition(of: 0x65, 0x301)   // looks up 0x65 << 32 | 0x301
  /// ```
  private let composites: [UInt64: UInt32]

  /// Parses the table bytes (format: `FORMAT-normalization.md`).
  ///
  /// ```swift
  /// let tables = NormalizationTables(parsing: EmbeddedResource.normalization.bytes)
  /// ```
  ///
  /// - Complexity: O(*m*) in the number of mappings and combining-class runs.
  init(parsing bytes: [UInt8]) {
    var reader = NormalizationTableReader(bytes)
    precondition(
      (0..<4).map { _ in reader.byte() } == Array("NRM1".utf8), "not a normalization table")
    icuVersion = (0..<4).map { _ in reader.byte() }
    unicodeVersion = (0..<4).map { _ in reader.byte() }
    let runCount = reader.uint32()
    let recordCount = reader.uint32()

    // The trie holds each code point's combining class in its low 8 bits from the start, and
    // the composition bits before the decompositions are packed: both are read back from it.
    var builder = NormalizationTrieBuilder()
    var next: UInt32 = 0
    for _ in 0..<runCount {
      let start = next + reader.varint()
      let length = reader.varint() + 1
      let ccc = UInt32(reader.byte())
      for c in start..<start + length { builder.insert(ccc, at: c) }
      next = start + length
    }

    let raw = RawDecompositions(reading: &reader, count: recordCount)
    precondition(reader.isAtEnd, "normalization table: trailing bytes")

    // Primary composites, and which code points compose forward (first of a pair) or backward.
    var composites: [UInt64: UInt32] = [:]
    composites.reserveCapacity(raw.keys.indices.count { raw.composes(at: $0) })
    for index in raw.keys.indices where raw.composes(at: index) {
      let pair = raw.mapping(at: index)
      let first = raw.scalars[pair.lowerBound]
      let second = raw.scalars[pair.lowerBound + 1]
      composites[UInt64(first) << 32 | UInt64(second)] = raw.keys[index]
      builder.insert(NormalizationProperties.combinesForward, at: first)
      builder.insert(NormalizationProperties.combinesBackward, at: second)
    }
    // Conjoining jamo: L + V and LV + T compose algorithmically.
    let h = HangulSyllable.self
    for l in 0..<UInt32(h.choseongCount) {
      builder.insert(NormalizationProperties.combinesForward, at: h.firstConjoiningChoseong + l)
    }
    for v in 0..<UInt32(h.jungseongCount) {
      builder.insert(NormalizationProperties.combinesBackward, at: h.firstConjoiningJungseong + v)
    }
    for t in 1..<UInt32(h.jongseongCount) {
      builder.insert(NormalizationProperties.combinesBackward, at: h.conjoiningJongseongBase + t)
    }
    // Syllables decompose algorithmically (no entry); LV syllables compose with a T.
    for s in h.firstCodePoint...h.lastCodePoint {
      builder.insert(
        NormalizationProperties.notNFD | NormalizationProperties.notNFKD
          | (h.isLVSyllable(codePoint: s) ? NormalizationProperties.combinesForward : 0), at: s)
    }

    for key in raw.keys { builder.insert(NormalizationProperties.notNFKD, at: key) }
    // The full decomposition of `c` (raw mappings applied recursively), each code point
    // packed with its properties and appended to `out` in canonical order: a stable insertion
    // sort by combining class that moves nothing before `start`.
    func appendFull(_ c: UInt32, compatibility: Bool, to out: inout [UInt32], from start: Int) {
      if h.isSyllable(codePoint: c) {
        let (l, v, t) = h.conjoiningJamo(ofIndex: c &- h.firstCodePoint)
        appendInOrder(l, to: &out, from: start)
        appendInOrder(v, to: &out, from: start)
        if let t { appendInOrder(t, to: &out, from: start) }
        return
      }
      // Every key has its NFKD bit already (set above): the other code points skip the search.
      guard builder.value(at: c) & NormalizationProperties.notNFKD != 0, let index = raw.index(of: c),
        compatibility || !raw.isCompatibility(at: index)
      else {
        appendInOrder(c, to: &out, from: start)
        return
      }
      appendMapping(at: index, compatibility: compatibility, to: &out, from: start)
    }
    // The full decomposition of the mapping at `index` (of ``RawDecompositions``), as above.
    func appendMapping(at index: Int, compatibility: Bool, to out: inout [UInt32], from start: Int) {
      for k in raw.mapping(at: index) {
        appendFull(raw.scalars[k], compatibility: compatibility, to: &out, from: start)
      }
    }
    func appendInOrder(_ scalar: UInt32, to out: inout [UInt32], from start: Int) {
      let packed = PackedScalar.pack(scalar, NormalizationProperties(rawValue: builder.value(at: scalar)))
      let ccc = PackedScalar.combiningClass(packed)
      out.append(packed)
      var i = out.count - 1
      while ccc != 0, i > start, PackedScalar.combiningClass(out[i - 1]) > ccc {
        out[i] = out[i - 1]
        i -= 1
      }
      out[i] = packed
    }

    var entryList = [
      DecompositionEntry(canonicalStart: 0, canonicalCount: 0, compatibilityStart: 0, compatibilityCount: 0)
    ]
    entryList.reserveCapacity(raw.keys.count + 1)
    var scalars: [UInt32] = []
    scalars.reserveCapacity(raw.scalars.count * 2)
    for index in raw.keys.indices {
      let key = raw.keys[index]
      let start = scalars.count
      var entry = DecompositionEntry(
        canonicalStart: UInt16(start), canonicalCount: 0, compatibilityStart: UInt16(start), compatibilityCount: 0)
      var bits: UInt32
      if raw.isCompatibility(at: index) {
        bits = NormalizationProperties.notNFKD | NormalizationProperties.notNFKC
        appendMapping(at: index, compatibility: true, to: &scalars, from: start)
      } else {
        // The canonical decomposition, then the compatibility one after it: kept when it
        // differs, dropped when it is the same.
        appendMapping(at: index, compatibility: false, to: &scalars, from: start)
        let canonicalEnd = scalars.count
        entry.canonicalCount = UInt8(canonicalEnd - start)
        appendMapping(at: index, compatibility: true, to: &scalars, from: canonicalEnd)
        bits = NormalizationProperties.notNFKD | NormalizationProperties.notNFD
        if !raw.composes(at: index) { bits |= NormalizationProperties.notNFC | NormalizationProperties.notNFKC }
        if scalars[start..<canonicalEnd].elementsEqual(scalars[canonicalEnd...]) {
          while scalars.count > canonicalEnd { scalars.removeLast() }
        } else {
          bits |= NormalizationProperties.notNFKC
          entry.compatibilityStart = UInt16(canonicalEnd)
        }
      }
      entry.compatibilityCount = UInt8(scalars.count - Int(entry.compatibilityStart))
      bits |= UInt32(entryList.count) << NormalizationProperties.indexShift
      entryList.append(entry)
      builder.insert(bits, at: key)
    }
    precondition(scalars.count <= Int(UInt16.max), "normalization table: decompositions overflow 16-bit offsets")

    self.composites = composites
    (blockIndex, blockData) = builder.finish()
    entries = .allocate(capacity: entryList.count)
    _ = entries.initialize(from: entryList)
    decompositionScalars = .allocate(capacity: scalars.count)
    _ = decompositionScalars.initialize(from: scalars)
  }

  /// Frees the trie and decomposition buffers (never, for ``shared``).
  ///
  /// ```swift
  /// do { _ = NormalizationTables(parsing: EmbeddedResource.normalization.bytes) }   // parsed, then freed
  /// ```
  deinit {
    blockIndex.deallocate()
    blockData.deallocate()
    entries.deallocate()
    decompositionScalars.deallocate()
  }

  /// Bytes of memory the parsed tables hold (trie, entries, scalars; the composite
  /// dictionary counted at 16 bytes an entry).
  ///
  /// ```swift
  /// NormalizationTables.shared.memoryFootprint   // 203_188  with ICU 72
  /// ```
  var memoryFootprint: Int {
    blockIndex.count * 2 + blockData.count * 4 + entries.count * MemoryLayout<DecompositionEntry>.stride
      + decompositionScalars.count * 4 + composites.count * 16
  }

  /// The properties of code point `c` (≤ U+10FFFF).
  ///
  /// ```swift
  /// NormalizationTables.shared.properties(0x30).rawValue   // 0 (digit zero: nothing to do)
  /// ```
  @inline(__always)
  func properties(_ c: UInt32) -> NormalizationProperties {
    let block = UInt32(blockIndex[Int(c >> Self.blockShift)])
    return NormalizationProperties(
      rawValue: blockData[Int(block << Self.blockShift | c & (1 << Self.blockShift - 1))])
  }

  /// The decomposition entry at `index` (from ``NormalizationProperties/decompositionIndex``).
  ///
  /// ```swift
  /// let tables = NormalizationTables.shared
  /// tables.decompositionEntry(at: tables.properties(0xE9).decompositionIndex).canonicalCount   // 2
  /// ```
  @inline(__always)
  func decompositionEntry(at index: Int) -> DecompositionEntry { entries[index] }

  /// The primary composite of `first` and `second` (Hangul included), or nil.
  ///
  /// ```swift
  /// NormalizationTables.shared.composition(of: 0x41, 0x30A)   // 0xC5 (Å)
  /// NormalizationTables.shared.composition(of: 0x1112, 0x1161)   // 0xD558 (하)
  /// ```
  @inline(__always)
  func composition(of first: UInt32, _ second: UInt32) -> UInt32? {
    if let syllable = HangulSyllable.composition(of: first, second) { return syllable }
    return composites[UInt64(first) << 32 | UInt64(second)]
  }
}
