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

    var builder = NormalizationTrieBuilder()
    var combiningClasses: [UInt32: UInt8] = [:]
    var next: UInt32 = 0
    for _ in 0..<runCount {
      let start = next + reader.varint()
      let length = reader.varint() + 1
      let ccc = reader.byte()
      for c in start..<start + length {
        combiningClasses[c] = ccc
        builder.insert(UInt32(ccc), at: c)
      }
      next = start + length
    }

    let raw = Self.readMappings(&reader, count: recordCount)
    precondition(reader.isAtEnd, "normalization table: trailing bytes")

    // Full decompositions, recursively applied and canonically ordered.
    func full(_ c: UInt32, compatibility: Bool) -> [UInt32] {
      if HangulSyllable.isSyllable(codePoint: c) { return HangulSyllable.conjoiningDecomposition(ofCodePoint: c) }
      guard let m = raw[c], compatibility || !m.compatibility else { return [c] }
      return m.scalars.flatMap { full($0, compatibility: compatibility) }
    }
    func packedInCanonicalOrder(_ cps: [UInt32]) -> [UInt32] {
      var out: [UInt32] = []
      for c in cps {
        let ccc = combiningClasses[c] ?? 0
        var i = out.count
        while ccc != 0, i > 0, PackedScalar.combiningClass(out[i - 1]) > UInt32(ccc) { i -= 1 }
        out.insert(PackedScalar.pack(c, combiningClass: ccc, combinesBackward: false), at: i)
      }
      return out
    }

    var composites: [UInt64: UInt32] = [:]
    var backward = Set<UInt32>()
    var forward = Set<UInt32>()
    for (key, m) in raw where m.composes {
      composites[UInt64(m.scalars[0]) << 32 | UInt64(m.scalars[1])] = key
      forward.insert(m.scalars[0])
      backward.insert(m.scalars[1])
    }
    // Conjoining jamo: L + V and LV + T compose algorithmically.
    let h = HangulSyllable.self
    for l in 0..<UInt32(h.choseongCount) { forward.insert(h.firstConjoiningChoseong + l) }
    for v in 0..<UInt32(h.jungseongCount) { backward.insert(h.firstConjoiningJungseong + v) }
    for t in 1..<UInt32(h.jongseongCount) { backward.insert(h.conjoiningJongseongBase + t) }

    var entryList = [
      DecompositionEntry(canonicalStart: 0, canonicalCount: 0, compatibilityStart: 0, compatibilityCount: 0)
    ]
    var scalars: [UInt32] = []
    for key in raw.keys.sorted() {
      let m = raw[key]!
      let compatibility = packedInCanonicalOrder(full(key, compatibility: true))
      var entry = DecompositionEntry(
        canonicalStart: UInt16(scalars.count), canonicalCount: 0,
        compatibilityStart: UInt16(scalars.count), compatibilityCount: UInt8(compatibility.count))
      var bits = NormalizationProperties.notNFKD
      if !m.compatibility {
        let canonical = packedInCanonicalOrder(full(key, compatibility: false))
        entry.canonicalCount = UInt8(canonical.count)
        scalars += canonical
        bits |= NormalizationProperties.notNFD
        if !m.composes { bits |= NormalizationProperties.notNFC | NormalizationProperties.notNFKC }
        if canonical != compatibility { bits |= NormalizationProperties.notNFKC }
        if canonical != compatibility {
          entry.compatibilityStart = UInt16(scalars.count)
          scalars += compatibility
        }
      } else {
        bits |= NormalizationProperties.notNFKC
        scalars += compatibility
      }
      bits |= UInt32(entryList.count) << NormalizationProperties.indexShift
      entryList.append(entry)
      builder.insert(bits, at: key)
    }
    // Syllables decompose algorithmically (no entry); LV syllables compose with a T.
    for s in h.firstCodePoint...h.lastCodePoint {
      builder.insert(NormalizationProperties.notNFD | NormalizationProperties.notNFKD, at: s)
      if h.isLVSyllable(codePoint: s) { forward.insert(s) }
    }
    for c in forward { builder.insert(NormalizationProperties.combinesForward, at: c) }
    for c in backward { builder.insert(NormalizationProperties.combinesBackward, at: c) }

    precondition(scalars.count <= Int(UInt16.max), "normalization table: decompositions overflow 16-bit offsets")
    // Pack the "combines backward" bit into the decompositions now that it is known.
    for i in scalars.indices where backward.contains(PackedScalar.codePoint(scalars[i])) {
      scalars[i] |= PackedScalar.combinesBackwardBit
    }

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

  /// One raw (single-step) mapping of the table, as the parser reads it.
  ///
  /// ```swift
  /// let tables = NormalizationTables(parsing: EmbeddedResource.normalization.bytes)   // reads them all
  /// ```
  private struct RawMapping {
    /// The mapping (1…18 code points).
    ///
    /// ```swift
    /// BuiltInNormalizer.canonicalDecomposition(of: "é")   // from the raw mapping [0x65, 0x301]
    /// ```
    var scalars: [UInt32]
    /// Applies in NFKD and NFKC only.
    ///
    /// ```swift
    /// BuiltInNormalizer.canonicalDecomposition(of: "ﬁ")   // nil: a compatibility mapping
    /// ```
    var compatibility: Bool
    /// A canonical pair that NFC recomposes into the key (a primary composite).
    ///
    /// ```swift
    /// NormalizationTables.shared.composition(of: 0x65, 0x301)   // 0xE9: é composes
    /// ```
    var composes: Bool
  }

  /// Reads the decomposition records (runs expanded) into raw mappings by code point.
  ///
  /// ```swift
  /// let tables = NormalizationTables(parsing: EmbeddedResource.normalization.bytes)   // calls it once
  /// ```
  ///
  /// - Complexity: O(*m*) in the number of mapped code points.
  private static func readMappings(
    _ reader: inout NormalizationTableReader, count: UInt32
  ) -> [UInt32: RawMapping] {
    var raw: [UInt32: RawMapping] = [:]
    var next: UInt32 = 0
    var previousFirst: Int32 = 0
    for _ in 0..<count {
      let key = next + reader.varint()
      let head = reader.byte()
      let length = Int(head & 0x1F)
      var runLength: UInt32 = 1
      var stepMask: UInt8 = 0
      if head & 0x80 != 0 {
        runLength = reader.varint() + 1
        stepMask = reader.byte()
      }
      precondition(length > 0, "normalization table: empty mapping")
      var scalars = [UInt32](repeating: 0, count: length)
      let first = previousFirst &+ reader.signedVarint()
      scalars[0] = UInt32(bitPattern: first)
      for k in 1..<length {
        scalars[k] = UInt32(bitPattern: Int32(bitPattern: scalars[k - 1]) &+ reader.signedVarint())
      }
      previousFirst = first
      for i in 0..<runLength {
        var stepped = scalars
        for k in 0..<length where stepMask >> k & 1 == 1 { stepped[k] += i }
        raw[key + i] = RawMapping(
          scalars: stepped, compatibility: head & 0x20 != 0, composes: head & 0x40 != 0)
      }
      next = key + runLength
    }
    return raw
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
