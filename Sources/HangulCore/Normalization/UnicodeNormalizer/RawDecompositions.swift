/// The raw (one-step) decomposition mappings of the normalization table, as
/// ``NormalizationTables`` reads them: runs expanded, one mapping per code point, in code
/// point order, the mappings' code points in one flat array.
///
/// ```swift
/// // One record: U+00E9 é → U+0065 U+0301, a canonical pair that composes.
/// var reader = NormalizationTableReader([0xE9, 0x01, 0x42, 0xCA, 0x01, 0xB8, 0x0A])
/// let raw = RawDecompositions(reading: &reader, count: 1)
/// raw.keys   // [0xE9]
/// raw.index(of: 0xE9)   // 0
/// raw.mapping(at: 0)   // 0..<2
/// raw.scalars   // [0x65, 0x301]
/// raw.composes(at: 0)   // true
/// raw.isCompatibility(at: 0)   // false
/// ```
struct RawDecompositions {
  /// The code points that have a mapping, ascending.
  ///
  /// ```swift
  /// NormalizationTables.shared.properties(0xC0).decompositionIndex > 0   // true: À has a mapping
  /// ```
  private(set) var keys: [UInt32] = []
  /// The head byte of each key's record (bit 5: compatibility; bit 6: composes).
  ///
  /// ```swift
  /// NormalizationTables.shared.composition(of: 0x41, 0x30A)   // 0xC5: Å's head has bit 6 (composes)
  /// ```
  private var heads: [UInt8] = []
  /// Where each key's mapping starts in ``scalars``, and one more: the end of the last.
  ///
  /// ```swift
  /// BuiltInNormalizer.canonicalDecomposition(of: "é")   // from two scalars of the flat array
  /// ```
  private var starts: [Int32] = [0]
  /// The mappings' code points, key after key.
  ///
  /// ```swift
  /// NormalizationTables.shared.decompositionScalars.count > 0   // true: packed from them
  /// ```
  private(set) var scalars: [UInt32] = []

  /// Reads `count` decomposition records (format: `FORMAT-normalization.md`), expanding runs.
  ///
  /// ```swift
  /// _ = NormalizationTables(parsing: EmbeddedResource.normalization.bytes)   // reads its records with this
  /// ```
  ///
  /// - Complexity: O(*m*) in the number of mapped code points and their mappings' length.
  init(reading reader: inout NormalizationTableReader, count: UInt32) {
    // Runs expand: the records' count is a lower bound of the keys'.
    keys.reserveCapacity(Int(count) * 2)
    heads.reserveCapacity(Int(count) * 2)
    starts.reserveCapacity(Int(count) * 2 + 1)
    scalars.reserveCapacity(Int(count) * 4)
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
      // The run's first mapping, then each next key's from it.
      let first = scalars.count
      previousFirst = previousFirst &+ reader.signedVarint()
      scalars.append(UInt32(bitPattern: previousFirst))
      for _ in 1..<length {
        scalars.append(UInt32(bitPattern: Int32(bitPattern: scalars[scalars.count - 1]) &+ reader.signedVarint()))
      }
      keys.append(key)
      heads.append(head)
      starts.append(Int32(scalars.count))
      for i in 1..<runLength {
        keys.append(key + i)
        heads.append(head)
        for k in 0..<length {
          scalars.append(stepMask >> k & 1 == 1 ? scalars[first + k] + i : scalars[first + k])
        }
        starts.append(Int32(scalars.count))
      }
      next = key + runLength
    }
  }

  /// The position of `codePoint` among ``keys``, or nil when it has no mapping.
  ///
  /// ```swift
  /// BuiltInNormalizer.canonicalDecomposition(of: "A")   // nil: U+0041 is not a key
  /// ```
  ///
  /// - Complexity: O(log *m*) in the number of mapped code points.
  func index(of codePoint: UInt32) -> Int? {
    keys.withUnsafeBufferPointer { keys in
      var low = 0
      var high = keys.count
      while low < high {
        let middle = (low + high) / 2
        if keys[middle] < codePoint { low = middle + 1 } else { high = middle }
      }
      return low < keys.count && keys[low] == codePoint ? low : nil
    }
  }

  /// The positions in ``scalars`` of the mapping at `index`.
  ///
  /// ```swift
  /// BuiltInNormalizer.canonicalDecomposition(of: "Å")   // from the two scalars of its range
  /// ```
  func mapping(at index: Int) -> Range<Int> { Int(starts[index])..<Int(starts[index + 1]) }

  /// Whether the mapping at `index` applies in NFKD and NFKC only.
  ///
  /// ```swift
  /// BuiltInNormalizer.canonicalDecomposition(of: "ﬁ")   // nil: a compatibility mapping
  /// ```
  func isCompatibility(at index: Int) -> Bool { heads[index] & 0x20 != 0 }

  /// Whether the mapping at `index` is a canonical pair that NFC recomposes into its key (a
  /// primary composite).
  ///
  /// ```swift
  /// NormalizationTables.shared.composition(of: 0x65, 0x301)   // 0xE9: é composes
  /// ```
  func composes(at index: Int) -> Bool { heads[index] & 0x40 != 0 }
}
