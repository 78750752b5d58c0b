/// Builds the two-stage property trie of ``NormalizationTables``: blocks of 64 code
/// points, allocated on first write, all others sharing the zero block.
///
/// ```swift
/// var builder = NormalizationTrieBuilder()
/// builder.insert(230, at: 0x301)
/// let (index, data) = builder.finish()
/// data[Int(index[0x301 >> 6]) << 6 | 0x301 & 63]   // 230
/// ```
struct NormalizationTrieBuilder {
  /// Block number of each run of 64 code points.
  ///
  /// ```swift
  /// NormalizationTrieBuilder().finish().0.count   // 17408 (0x110000 / 64)
  /// ```
  private var blockIndex = [UInt16](repeating: 0, count: 0x11_0000 >> NormalizationTables.blockShift)
  /// Block contents; block 0 is the shared all-zero block.
  ///
  /// ```swift
  /// NormalizationTrieBuilder().finish().1.count   // 64: the zero block only
  /// ```
  private var blockData = [UInt32](repeating: 0, count: 1 << NormalizationTables.blockShift)

  /// An empty trie (every code point: properties 0).
  ///
  /// ```swift
  /// let builder = NormalizationTrieBuilder()
  /// ```
  init() {}

  /// ORs `bits` into the properties of code point `c`.
  ///
  /// ```swift
  /// var builder = NormalizationTrieBuilder()
  /// builder.insert(NormalizationProperties.notNFD, at: 0xE9)
  /// ```
  mutating func insert(_ bits: UInt32, at c: UInt32) {
    let b = Int(c >> NormalizationTables.blockShift)
    if blockIndex[b] == 0 {
      let number = blockData.count >> NormalizationTables.blockShift
      precondition(number <= UInt16.max, "normalization trie: too many blocks")
      blockIndex[b] = UInt16(number)
      blockData += repeatElement(0, count: 1 << NormalizationTables.blockShift)
    }
    blockData[Int(blockIndex[b]) << NormalizationTables.blockShift | Int(c & 63)] |= bits
  }

  /// The finished stages, identical blocks shared (e.g. the Hangul syllables repeat every
  /// 7 blocks), copied into buffers the caller owns (and deallocates).
  ///
  /// ```swift
  /// let (index, data) = NormalizationTrieBuilder().finish()
  /// index.count   // 17408
  /// ```
  ///
  /// - Complexity: O(*b*) in the number of allocated blocks.
  consuming func finish() -> (UnsafeMutableBufferPointer<UInt16>, UnsafeMutableBufferPointer<UInt32>) {
    let size = 1 << NormalizationTables.blockShift
    var shared: [ArraySlice<UInt32>: UInt16] = [:]
    var renumbered: [UInt16] = []
    var data: [UInt32] = []
    for number in 0..<blockData.count / size {
      let block = blockData[number * size..<(number + 1) * size]
      if let existing = shared[block] {
        renumbered.append(existing)
      } else {
        let new = UInt16(data.count / size)
        shared[block] = new
        renumbered.append(new)
        data += block
      }
    }
    let index = UnsafeMutableBufferPointer<UInt16>.allocate(capacity: blockIndex.count)
    _ = index.initialize(from: blockIndex.lazy.map { renumbered[Int($0)] })
    let dataBuffer = UnsafeMutableBufferPointer<UInt32>.allocate(capacity: data.count)
    _ = dataBuffer.initialize(from: data)
    return (index, dataBuffer)
  }
}
