/// Many sort keys in one contiguous byte buffer, and the stable sort over them.
///
/// Sorting a million names is dominated by two costs: computing the keys (one ICU call
/// each) and comparing them. The arena keeps every key in a single allocation (no
/// per-key heap object) and sorts a small array of `(8-byte prefix, index)` entries:
/// most comparisons are one integer comparison, the rest compare the key tails in
/// 8-byte words. Ties (equal keys) are broken by the original index, so the sort is
/// stable whatever algorithm the standard library uses.
///
/// - Complexity: building is O(total text length); `stableOrder()` is O(*n* log *n*)
///   key comparisons.
final class SortKeyArena {
  private var bytes: UnsafeMutablePointer<UInt8>
  private var capacity: Int
  private var used = 0
  /// `starts[i]..<starts[i + 1]` are the bytes of key `i`.
  private var starts: [Int]

  init(expectedKeys: Int) {
    capacity = max(64, expectedKeys * 24)
    bytes = .allocate(capacity: capacity)
    starts = [0]
    starts.reserveCapacity(expectedKeys + 1)
  }

  deinit { bytes.deallocate() }

  /// The number of keys stored.
  var count: Int { starts.count - 1 }

  /// Key `i` (ICU's bytes including the terminating zero).
  func key(at i: Int) -> UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(start: bytes + starts[i], count: starts[i + 1] - starts[i])
  }

  /// Appends the key of the UTF-8 text `utf8` computed by `collator`.
  func append(_ utf8: UnsafeBufferPointer<CChar>, collator: KoreanCollator) throws(ICUError) {
    guard utf8.count <= Int(Int32.max) else {
      throw ICUError(code: 1 /* U_ILLEGAL_ARGUMENT_ERROR */, operation: "ucol_getSortKey (text over 2 GiB)")
    }
    if capacity - used < 64 { grow(to: capacity * 2) }
    let text = UnsafeBufferPointer(
      start: UnsafeRawPointer(utf8.baseAddress)?.assumingMemoryBound(to: UInt8.self), count: utf8.count)
    for _ in 0..<2 {
      let room = min(capacity - used, Int(Int32.max))
      let needed = try collator.engine.sortKey(text, into: bytes + used, capacity: room)
      if needed <= room {
        used += needed
        starts.append(used)
        return
      }
      grow(to: max(capacity * 2, used + needed + 64))
    }
    throw ICUError(code: 15 /* U_BUFFER_OVERFLOW_ERROR */, operation: "ucol_getSortKey")
  }

  /// Appends the key of `text`.
  func append(_ text: String, collator: KoreanCollator) throws(ICUError) {
    var text = text
    let result: Result<Void, ICUError> = text.withUTF8 { utf8 in
      utf8.withMemoryRebound(to: CChar.self) { chars in
        Result { () throws(ICUError) in try self.append(chars, collator: collator) }
      }
    }
    try result.get()
  }

  private func grow(to newCapacity: Int) {
    let fresh = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
    fresh.update(from: bytes, count: used)
    bytes.deallocate()
    bytes = fresh
    capacity = newCapacity
  }

  /// -1, 0 or 1 as byte string `a` sorts before, equal to or after `b` (memcmp, then length).
  static func compareBytes(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Int {
    guard let pa = a.baseAddress, let pb = b.baseAddress else {
      return a.count < b.count ? -1 : (a.count > b.count ? 1 : 0)
    }
    return compareBytes(UnsafeRawPointer(pa), a.count, UnsafeRawPointer(pb), b.count)
  }

  @inline(__always)
  static func compareBytes(_ pa: UnsafeRawPointer, _ la: Int, _ pb: UnsafeRawPointer, _ lb: Int) -> Int {
    let n = min(la, lb)
    var i = 0
    while i + 8 <= n {
      let x = pa.loadUnaligned(fromByteOffset: i, as: UInt64.self).bigEndian
      let y = pb.loadUnaligned(fromByteOffset: i, as: UInt64.self).bigEndian
      if x != y { return x < y ? -1 : 1 }
      i += 8
    }
    while i < n {
      let x = pa.load(fromByteOffset: i, as: UInt8.self)
      let y = pb.load(fromByteOffset: i, as: UInt8.self)
      if x != y { return x < y ? -1 : 1 }
      i += 1
    }
    return la < lb ? -1 : (la > lb ? 1 : 0)
  }

  private struct Entry {
    var prefix: UInt64
    var index: Int
  }

  /// The key indices in ascending key order, equal keys in index (input) order.
  ///
  /// A stable LSD radix sort on the first 8 key bytes (most keys differ there), then a
  /// comparison sort of each run of equal prefixes on the rest of the keys.
  func stableOrder() -> [Int] {
    let n = count
    var entries = [Entry]()
    entries.reserveCapacity(n)
    let base = UnsafeRawPointer(bytes)
    starts.withUnsafeBufferPointer { starts in
      for i in 0..<n {
        let start = starts[i]
        let length = starts[i + 1] - start
        var prefix: UInt64 = 0
        if length >= 8 {
          prefix = base.loadUnaligned(fromByteOffset: start, as: UInt64.self).bigEndian
        } else {
          for j in 0..<length { prefix |= UInt64(base.load(fromByteOffset: start + j, as: UInt8.self)) << (56 - 8 * j) }
        }
        entries.append(Entry(prefix: prefix, index: i))
      }
    }
    Self.radixSortByPrefix(&entries)
    starts.withUnsafeBufferPointer { starts in
      entries.withUnsafeMutableBufferPointer { entries in
        var i = 0
        while i < n {
          var j = i + 1
          while j < n && entries[j].prefix == entries[i].prefix { j += 1 }
          if j - i > 1 {
            var run = UnsafeMutableBufferPointer(rebasing: entries[i..<j])
            run.sort { a, b in
              let sa = starts[a.index]
              let la = starts[a.index + 1] - sa
              let sb = starts[b.index]
              let lb = starts[b.index + 1] - sb
              // Equal 8-byte prefixes: the first min(8, la, lb) bytes are equal (zero
              // padding only happens past a key's end), so compare the tails, then the
              // lengths.
              if la > 8 && lb > 8 {
                let c = SortKeyArena.compareBytes(base + sa + 8, la - 8, base + sb + 8, lb - 8)
                if c != 0 { return c < 0 }
              } else if la != lb {
                return la < lb
              }
              return a.index < b.index
            }
          }
          i = j
        }
      }
    }
    return entries.map { $0.index }
  }

  /// Below this many keys a comparison sort is faster than the radix passes.
  static let smallSortLimit = 256

  /// Stable LSD radix sort of `entries` by `prefix`, 11 bits per pass; passes in which
  /// every entry has the same digit are skipped. Fewer than `smallSortLimit` entries are
  /// sorted by comparison instead.
  private static func radixSortByPrefix(_ entries: inout [Entry]) {
    let n = entries.count
    guard n > 1 else { return }
    if n < smallSortLimit {
      // A short list: the radix passes' fixed cost (2,048 counters a pass) would dominate.
      // Entries are in index order, so ordering ties by index keeps the sort stable.
      entries.sort { $0.prefix != $1.prefix ? $0.prefix < $1.prefix : $0.index < $1.index }
      return
    }
    let bits = 11
    let radix = 1 << bits
    let passes = (64 + bits - 1) / bits
    var counts = [Int](repeating: 0, count: radix * passes)
    entries.withUnsafeBufferPointer { entries in
      counts.withUnsafeMutableBufferPointer { counts in
        for e in entries {
          for p in 0..<passes { counts[p * radix + Int((e.prefix >> UInt64(p * bits)) & UInt64(radix - 1))] += 1 }
        }
      }
    }
    var scratch = [Entry](repeating: Entry(prefix: 0, index: 0), count: n)
    for p in 0..<passes {
      let shift = UInt64(p * bits)
      var offsets = [Int](repeating: 0, count: radix)
      var total = 0
      var trivial = false
      for d in 0..<radix {
        let c = counts[p * radix + d]
        if c == n {
          trivial = true
          break
        }
        offsets[d] = total
        total += c
      }
      if trivial { continue }
      entries.withUnsafeBufferPointer { source in
        scratch.withUnsafeMutableBufferPointer { target in
          offsets.withUnsafeMutableBufferPointer { offsets in
            for e in source {
              let d = Int((e.prefix >> shift) & UInt64(radix - 1))
              target[offsets[d]] = e
              offsets[d] += 1
            }
          }
        }
      }
      swap(&entries, &scratch)
    }
  }
}
