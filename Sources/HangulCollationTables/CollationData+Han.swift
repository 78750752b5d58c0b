extension CollationData {
  /// Reads the HANI section at `r`'s position: the untailored Han characters in the root
  /// collation's radical-stroke order, each with its implicit primary (a three-byte primary
  /// from the section's base, two steps per rank). The order is stored as runs taken from a
  /// move-to-front list of streams of ascending code points.
  ///
  /// A section of two characters, U+4E00 and U+4E01, in one stream taken once:
  ///
  /// ```swift
  /// var r = TableReader(
  ///   bytes: [0x00, 0x02, 0x02, 0xFA, 0x01, 0x80, 0x9C, 0x01, 0x02, 0x01, 0x02, 0x01, 0x80, 0x00, 0x00, 0x02],
  ///   position: 0)
  /// let han = CollationData.untailoredHanPrimaries(&r)
  /// han.map { $0.character }   // [0x4E00, 0x4E01]
  /// han.map { $0.primary }     // [0xFA02_0200, 0xFA02_0400]
  /// ```
  ///
  /// - Complexity: O(the section's size + the characters × the move-to-front depth).
  static func untailoredHanPrimaries(_ r: inout TableReader) -> [(character: UInt32, primary: UInt32)] {
    let hanBase = r.u32()
    var han: [UInt32] = []
    han.reserveCapacity(100_000)
    var cp = 0
    for _ in 0..<r.varint() {
      cp += r.varint()
      let n = r.varint()
      for k in 0..<n { han.append(UInt32(cp + k)) }
      cp += n
    }
    var streamStarts: [Int] = []
    var start = 0
    for _ in 0..<r.varint() {
      streamStarts.append(start)
      start += r.varint()
    }
    var cursor = streamStarts
    // The move-to-front list of streams, most recent first, as a linked list (`next` of each
    // stream, -1 at the end): taking the k-th walks k links, where moving array elements
    // cost the whole list's length each time.
    let next = UnsafeMutableBufferPointer<Int>.allocate(capacity: max(streamStarts.count, 1))
    defer { next.deallocate() }
    var head = -1
    /// Removes and returns the stream at position `k`.
    func mtfTake(_ k: Int) -> Int {
      var previous = -1
      var node = head
      for _ in 0..<k {
        precondition(node >= 0, "a move-to-front index past the list")
        previous = node
        node = next[node]
      }
      precondition(node >= 0, "a move-to-front index past the list")
      if previous < 0 { head = next[node] } else { next[previous] = next[node] }
      return node
    }
    var rank = 0
    // Each untailored Han character and its primary, in rank order (an array: a dictionary of
    // 97,000 entries was a tenth of the start-up time).
    var hanPrimary: [(character: UInt32, primary: UInt32)] = []
    hanPrimary.reserveCapacity(han.count)
    for _ in 0..<r.varint() {
      let b = r.u8()
      var stream: Int
      var length: Int
      if b < 0x80 {
        stream = mtfTake(Int(b >> 4))
        length = Int(b & 0x0f) + 1
      } else {
        let index = r.varint()
        if index == 0 {
          stream = r.varint()
        } else {
          stream = mtfTake(index - 1)
        }
        length = r.varint()
      }
      precondition(stream >= 0 && stream < next.count, "a stream number past the list")
      next[stream] = head
      head = stream
      for _ in 0..<length {
        let c = han[cursor[stream]]
        cursor[stream] += 1
        hanPrimary.append((c, advanceThreeBytePrimary(hanBase, compressible: false, by: 2 * rank)))
        rank += 1
      }
    }
    return hanPrimary
  }
}
