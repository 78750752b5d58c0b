/// Every code point's entry while the tables are read, in blocks of 128 code points that are
/// allocated (zeroed) on their first write; a block never written reads as zeros. Most of
/// the 0x110000 code points have no entry, so most blocks are never allocated, read or hashed.
///
/// ```swift
/// let flat = EntryBlocks()
/// flat[0x61] |= CollationData.explicitFlag   // allocates the block of U+0000…U+007F
/// flat[0x10FFFF]                            // 0: that block was never written
/// flat.deallocate()
/// ```
struct EntryBlocks {
  /// The blocks, by code point >> 7 (nil: never written, all zero).
  let blocks: UnsafeMutableBufferPointer<UnsafeMutablePointer<UInt32>?>

  /// No block allocated.
  init() {
    blocks = .allocate(capacity: 0x110000 >> 7)
    blocks.initialize(repeating: nil)
  }

  /// Frees every block.
  ///
  /// - Complexity: O(number of blocks).
  func deallocate() {
    for block in blocks { block?.deallocate() }
    blocks.deallocate()
  }

  /// The entry of code point `c` (0…0x10FFFF).
  subscript(c: Int) -> UInt32 {
    get { blocks[c >> 7].map { $0[c & 0x7F] } ?? 0 }
    nonmutating set {
      let block: UnsafeMutablePointer<UInt32>
      if let b = blocks[c >> 7] {
        block = b
      } else {
        block = .allocate(capacity: 128)
        block.initialize(repeating: 0, count: 128)
        blocks[c >> 7] = block
      }
      block[c & 0x7F] = newValue
    }
  }

  /// The entries compressed into a two-stage trie: stage 1 gives the block number of each
  /// 128 code points, stage 2 holds the distinct blocks, each stored once.
  ///
  /// ```swift
  /// let flat = EntryBlocks()
  /// flat[0x61] = 7
  /// let (stage1, stage2) = flat.twoStageTrie()
  /// stage2[Int(stage1[0x61 >> 7]) << 7 | 0x61 & 0x7F]   // 7
  /// stage1.count                                        // 8704
  /// flat.deallocate()
  /// ```
  ///
  /// - Complexity: O(0x110000 / 128 + 128 × the blocks written).
  func twoStageTrie() -> (stage1: [UInt16], stage2: [UInt32]) {
    // Blocks are found by an FNV-1a hash of their entries and then compared entry by entry
    // (hashing them as array slices was most of the start-up time).
    var s1: [UInt16] = []
    s1.reserveCapacity(0x110000 >> 7)
    var s2: [UInt32] = []
    var seen: [UInt64: [UInt16]] = [:]
    // Blocks never written are all zero: they share one block, neither read nor hashed.
    var zeroBlock: UInt16? = nil
    for block in 0..<(0x110000 >> 7) {
      guard let f = blocks[block] else {
        if zeroBlock == nil {
          zeroBlock = UInt16(s2.count >> 7)
          s2.append(contentsOf: repeatElement(0, count: 128))
        }
        s1.append(zeroBlock!)
        continue
      }
      var hash: UInt64 = 0xCBF2_9CE4_8422_2325
      for k in 0..<128 { hash = (hash ^ UInt64(f[k])) &* 0x0000_0100_0000_01B3 }
      var found: UInt16? = nil
      for candidate in seen[hash] ?? [] {
        let base = Int(candidate) << 7
        if (0..<128).allSatisfy({ s2[base + $0] == f[$0] }) {
          found = candidate
          break
        }
      }
      if let found {
        s1.append(found)
      } else {
        let b = UInt16(s2.count >> 7)
        seen[hash, default: []].append(b)
        s2.append(contentsOf: UnsafeBufferPointer(start: f, count: 128))
        s1.append(b)
      }
    }
    return (s1, s2)
  }
}
