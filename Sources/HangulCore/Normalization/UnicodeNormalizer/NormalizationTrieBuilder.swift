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

  /// One block of zeros, appended for each block that is written to.
  ///
  /// ```swift
  /// NormalizationTrieBuilder.zeroBlock.count   // 64
  /// ```
  static let zeroBlock = [UInt32](repeating: 0, count: 1 << NormalizationTables.blockShift)

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
      blockData.append(contentsOf: Self.zeroBlock)
    }
    blockData[Int(blockIndex[b]) << NormalizationTables.blockShift | Int(c & 63)] |= bits
  }

  /// The bits of code point `c` so far.
  ///
  /// ```swift
  /// var builder = NormalizationTrieBuilder()
  /// builder.insert(230, at: 0x301)
  /// builder.value(at: 0x301)   // 230
  /// builder.value(at: 0x302)   // 0
  /// ```
  func value(at c: UInt32) -> UInt32 {
    let block = blockIndex[Int(c >> NormalizationTables.blockShift)]
    return blockData[Int(block) << NormalizationTables.blockShift | Int(c & 63)]
  }

  /// The finished stages, identical blocks shared (e.g. the Hangul syllables repeat every
  /// 7 blocks), copied into buffers the caller owns (and deallocates). Blocks are matched by
  /// a hash of their contents, and then compared word for word.
  ///
  /// ```swift
  /// let (index, data) = NormalizationTrieBuilder().finish()
  /// index.count   // 17408
  /// ```
  ///
  /// - Complexity: O(*b*) in the number of allocated blocks.
  consuming func finish() -> (UnsafeMutableBufferPointer<UInt16>, UnsafeMutableBufferPointer<UInt32>) {
    let size = 1 << NormalizationTables.blockShift
    let blockCount = blockData.count / size
    // The first kept block of each hash, and for each kept block the next kept one of the
    // same hash (-1: none).
    var firstByHash: [UInt64: Int] = [:]
    firstByHash.reserveCapacity(blockCount)
    var nextOfSameHash: [Int] = []
    var renumbered: [UInt16] = []
    renumbered.reserveCapacity(blockCount)
    var data: [UInt32] = []
    blockData.withUnsafeBufferPointer { blocks in
      for number in 0..<blockCount {
        let start = number * size
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325  // FNV-1a over the block's words
        for i in start..<start + size { hash = (hash ^ UInt64(blocks[i])) &* 0x100_0000_01B3 }
        var candidate = firstByHash[hash] ?? -1
        while candidate >= 0 {
          let kept = candidate * size
          var same = true
          for i in 0..<size where data[kept + i] != blocks[start + i] {
            same = false
            break
          }
          if same { break }
          candidate = nextOfSameHash[candidate]
        }
        if candidate >= 0 {
          renumbered.append(UInt16(candidate))
        } else {
          let new = data.count / size
          nextOfSameHash.append(firstByHash[hash] ?? -1)
          firstByHash[hash] = new
          renumbered.append(UInt16(new))
          data.append(contentsOf: blocks[start..<start + size])
        }
      }
    }
    let index = UnsafeMutableBufferPointer<UInt16>.allocate(capacity: blockIndex.count)
    for (i, block) in blockIndex.enumerated() { (index.baseAddress! + i).initialize(to: renumbered[Int(block)]) }
    let dataBuffer = UnsafeMutableBufferPointer<UInt32>.allocate(capacity: data.count)
    _ = dataBuffer.initialize(from: data)
    return (index, dataBuffer)
  }
}
