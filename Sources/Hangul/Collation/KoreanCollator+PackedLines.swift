/// Sorting lines where they lie: the lines of one buffer, each followed by `\n`, put in this
/// collator's stable order without a `String` or an index array per line.
///
/// Memory beyond the text: four bytes per line of modern syllables (its offset in the
/// text), the ICU sort keys of the other lines, and a scratch of four bytes per line of the
/// largest group of lines that share a first syllable. The names of modern syllables only
/// (nearly all of a Korean list) are ordered as ``KoreanCollator/sortedIndices(of:)`` orders
/// them (by their syllables' code points, which is ICU's order for them): first by their
/// first syllable in place, then each group by its next three syllables (a radix sort), then
/// by the rest of their bytes where longer names share those. The other lines get ICU sort
/// keys and are merged in.
extension KoreanCollator {
  /// Calls `body` with the byte range of each line of `text`, in this collator's order; lines
  /// that compare equal come in the order they have in `text` (a stable sort). `text` holds
  /// `lineCount` lines of valid UTF-8, each followed by `\n` (and holding none). With
  /// `readsHanja`, a line is ordered by its reading (``HanjaReading``), as `hangul sort
  /// --hanja-reading` orders it.
  ///
  /// ```swift
  /// let text = Array("이서연\nZoe\n김민수\n".utf8)
  /// var sorted: [String] = []
  /// try text.withUnsafeBufferPointer { text in
  ///   try KoreanCollator().forEachLineInOrder(ofPackedLines: text, lineCount: 3) {
  ///     sorted.append(String(decoding: text[$0], as: UTF8.self))
  ///   }
  /// }
  /// sorted   // ["김민수", "이서연", "Zoe"]
  /// ```
  ///
  /// - Precondition: `text.count` is below 2³² (offsets are 32-bit).
  /// - Throws: `ICUError` if ICU fails (memory).
  /// - Complexity: O(*n*) for the lines of modern syllables, O(*k* log *k*) for *k* other
  ///   lines, and about O(*k* log(*n*/*k*)) ICU sort keys to merge them.
  package func forEachLineInOrder(
    ofPackedLines text: UnsafeBufferPointer<UInt8>, lineCount: Int, readsHanja: Bool = false,
    _ body: (Range<Int>) -> Void
  ) throws(ICUError) {
    precondition(UInt64(text.count) < UInt64(UInt32.max), "packed lines of 4 GiB or more")
    guard let base = text.baseAddress, lineCount > 0 else { return }
    let usesSyllables = ordersSyllablesByCodePoint
    // 1. Split: the offsets of the lines of modern syllables, and of the others.
    let pure = UnsafeMutableBufferPointer<UInt32>.allocate(capacity: lineCount)
    defer { pure.deallocate() }
    var pureCount = 0
    var others: [UInt32] = []
    var start = 0
    while start < text.count {
      let end = Self.lineEnd(base, from: start, count: text.count)
      if usesSyllables && Self.isSyllablesOnly(base, start, end) {
        pure[pureCount] = UInt32(truncatingIfNeeded: start)
        pureCount += 1
      } else {
        others.append(UInt32(truncatingIfNeeded: start))
      }
      start = end + 1
    }
    let syllableLines = UnsafeMutableBufferPointer(rebasing: pure[..<pureCount])
    // 2. Order them.
    Self.sortSyllableLines(syllableLines, in: base, count: text.count)
    guard !others.isEmpty else {
      for offset in syllableLines { body(Self.range(of: offset, in: base, count: text.count)) }
      return
    }
    let arena = SortKeyArena(expectedKeys: others.count)
    let reading = readsHanja ? HanjaReading() : nil
    for offset in others {
      let range = Self.range(of: offset, in: base, count: text.count)
      let line = UnsafeBufferPointer(rebasing: text[range])
      if let reading {
        try reading.read(String(decoding: line, as: UTF8.self)).withCString8 { (chars) throws(ICUError) in
          try arena.append(chars, collator: self)
        }
      } else {
        try line.withMemoryRebound(to: CChar.self) { (chars) throws(ICUError) in try arena.append(chars, collator: self)
        }
      }
    }
    let keyOrder = arena.stableOrder()
    // 3. The merge: each other line after the lines of syllables that come before it (equal
    //    ones by their place in the text), found by galloping from the previous place.
    let scratch = PackedKeyScratch()
    var i = 0
    for k in keyOrder {
      let y = others[k]
      let yKey = arena.key(at: k)
      var equalRunSorted = false
      func before(_ x: Int) throws(ICUError) -> Bool {
        let offset = syllableLines[x]
        let c = try scratch.compare(
          UnsafeBufferPointer(rebasing: text[Self.range(of: offset, in: base, count: text.count)]), with: yKey,
          engine: engine)
        if c != 0 { return c < 0 }
        if !equalRunSorted {
          // The lines of syllables equal to `y` are one run of identical lines, in no
          // particular order: put it in text order so that `y` finds its place by offset.
          Self.sortRunOfIdenticalLines(around: x, in: syllableLines, base: base, count: text.count)
          equalRunSorted = true
        }
        return syllableLines[x] < y
      }
      // Gallop: the first position from `i` whose line does not come before `y`.
      var lo = i
      var step = 1
      var hi = i
      while hi < pureCount, try before(hi) {
        lo = hi + 1
        hi = lo + step
        step *= 2
      }
      hi = min(hi, pureCount)
      while lo < hi {
        let mid = (lo + hi) / 2
        if try before(mid) { lo = mid + 1 } else { hi = mid }
      }
      while i < lo {
        body(Self.range(of: syllableLines[i], in: base, count: text.count))
        i += 1
      }
      body(Self.range(of: y, in: base, count: text.count))
    }
    while i < pureCount {
      body(Self.range(of: syllableLines[i], in: base, count: text.count))
      i += 1
    }
  }

  /// The offset of the `\n` that ends the line starting at `start` (`count` when none does).
  @inline(__always)
  static func lineEnd(_ base: UnsafePointer<UInt8>, from start: Int, count: Int) -> Int {
    var end = start
    while end < count && base[end] != 0x0A { end &+= 1 }
    return end
  }

  /// The bytes of the line that starts at `offset`, without its `\n`.
  @inline(__always)
  static func range(of offset: UInt32, in base: UnsafePointer<UInt8>, count: Int) -> Range<Int> {
    let start = Int(offset)
    return start..<lineEnd(base, from: start, count: count)
  }

  /// Whether `start..<end` is a non-empty run of modern syllables.
  static func isSyllablesOnly(_ base: UnsafePointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
    guard end > start, (end - start) % 3 == 0 else { return false }
    var i = start
    while i < end {
      guard utf8SyllableIndex(base, at: i, count: end) >= 0 else { return false }
      i &+= 3
    }
    return true
  }

  /// The digit of the line of syllables at `offset` for syllable `position`: its syllable
  /// index + 1, or 0 past the line's end.
  @inline(__always)
  static func syllableDigit(_ base: UnsafePointer<UInt8>, _ offset: UInt32, _ position: Int) -> Int {
    var i = Int(offset)
    for _ in 0..<position {
      if base[i] == 0x0A { return 0 }
      i &+= 3
    }
    if base[i] == 0x0A { return 0 }
    return utf8SyllableIndex(base, at: i, count: i + 3) + 1
  }

  /// Orders `lines` (offsets of lines of modern syllables) by code point: in place by the
  /// first syllable, then each group by the next three syllables (a stable LSD radix sort,
  /// or a comparison sort for a small group), then runs that still tie and hold longer
  /// names by their remaining bytes.
  static func sortSyllableLines(_ lines: UnsafeMutableBufferPointer<UInt32>, in base: UnsafePointer<UInt8>, count: Int)
  {
    let n = lines.count
    guard n > 1 else { return }
    let buckets = HangulSyllable.count + 1
    // In place by the first syllable (American flag sort).
    var counts = [Int](repeating: 0, count: buckets)
    for offset in lines { counts[syllableDigit(base, offset, 0)] += 1 }
    var starts = [Int](repeating: 0, count: buckets + 1)
    for d in 0..<buckets { starts[d + 1] = starts[d] + counts[d] }
    var next = Array(starts[0..<buckets])
    var largest = 0
    for d in 0..<buckets {
      largest = max(largest, counts[d])
      while next[d] < starts[d + 1] {
        var offset = lines[next[d]]
        var digit = syllableDigit(base, offset, 0)
        while digit != d {
          swap(&offset, &lines[next[digit]])
          next[digit] += 1
          digit = syllableDigit(base, offset, 0)
        }
        lines[next[d]] = offset
        next[d] += 1
      }
    }
    let scratch = UnsafeMutableBufferPointer<UInt32>.allocate(capacity: max(largest, 1))
    defer { scratch.deallocate() }
    var digitCounts = [Int](repeating: 0, count: buckets)
    for d in 0..<buckets where counts[d] > 1 {
      var group = UnsafeMutableBufferPointer(rebasing: lines[starts[d]..<starts[d + 1]])
      if group.count < SortKeyArena.smallSortLimit {
        group.sort { compareSyllableLines(base, $0, $1, from: 3) < 0 }
        continue
      }
      var source = group
      var target = UnsafeMutableBufferPointer(rebasing: scratch[..<group.count])
      var hasLong = false
      for position in stride(from: 3, through: 1, by: -1) {
        for k in digitCounts.indices { digitCounts[k] = 0 }
        for offset in source { digitCounts[syllableDigit(base, offset, position)] += 1 }
        if digitCounts[0] == group.count { continue }  // every name ends before this syllable
        var total = 0
        for k in digitCounts.indices {
          let c = digitCounts[k]
          digitCounts[k] = total
          total += c
        }
        for offset in source {
          let digit = syllableDigit(base, offset, position)
          target[digitCounts[digit]] = offset
          digitCounts[digit] += 1
        }
        swap(&source, &target)
      }
      if source.baseAddress != group.baseAddress {
        _ = group.update(fromContentsOf: source)
      }
      for offset in group where syllableDigit(base, offset, 3) != 0 && syllableDigit(base, offset, 4) != 0 {
        hasLong = true
        break
      }
      guard hasLong else { continue }
      // Names of five syllables or more: each run equal in its first four by the rest.
      var i = 0
      while i < group.count {
        var j = i + 1
        while j < group.count && compareSyllableLines(base, group[i], group[j], from: 3, upTo: 12) == 0 { j += 1 }
        if j - i > 1 {
          var run = UnsafeMutableBufferPointer(rebasing: group[i..<j])
          run.sort { compareSyllableLines(base, $0, $1, from: 12) < 0 }
        }
        i = j
      }
    }
  }

  /// Compares two lines of syllables by their bytes from `from` (a multiple of 3; the lines
  /// agree before it) up to `upTo`: negative, zero or positive. A line that ends first is
  /// smaller (a prefix sorts first).
  @inline(__always)
  static func compareSyllableLines(
    _ base: UnsafePointer<UInt8>, _ a: UInt32, _ b: UInt32, from: Int, upTo: Int = Int.max
  ) -> Int {
    // `from` is a multiple of 3 and the lines agree before it: a line that ends before it
    // is not read past its end.
    var q = 3
    while q < from {
      let endsA = base[Int(a) + q] == 0x0A
      let endsB = base[Int(b) + q] == 0x0A
      if endsA || endsB { return endsA == endsB ? 0 : (endsA ? -1 : 1) }
      q &+= 3
    }
    var i = Int(a) + from
    var j = Int(b) + from
    var k = from
    while k < upTo {
      let x = base[i]
      let y = base[j]
      if x != y { return x == 0x0A ? -1 : (y == 0x0A ? 1 : (x < y ? -1 : 1)) }
      if x == 0x0A { return 0 }
      i &+= 1
      j &+= 1
      k &+= 1
    }
    return 0
  }

  /// Puts the run of lines identical to `lines[x]` around `x` in text order (by offset).
  static func sortRunOfIdenticalLines(
    around x: Int, in lines: UnsafeMutableBufferPointer<UInt32>, base: UnsafePointer<UInt8>, count: Int
  ) {
    var lo = x
    while lo > 0 && compareSyllableLines(base, lines[lo - 1], lines[x], from: 0) == 0 { lo -= 1 }
    var hi = x + 1
    while hi < lines.count && compareSyllableLines(base, lines[hi], lines[x], from: 0) == 0 { hi += 1 }
    var run = UnsafeMutableBufferPointer(rebasing: lines[lo..<hi])
    run.sort()
  }
}

/// A sort key written into a buffer reused from one line to the next, compared with
/// another key.
final class PackedKeyScratch {
  private var bytes: UnsafeMutablePointer<UInt8>
  private var capacity = 256

  init() { bytes = .allocate(capacity: capacity) }

  deinit { bytes.deallocate() }

  /// The order of `text`'s sort key against `key`: negative, zero or positive.
  ///
  /// - Complexity: O(*n*) in the length of `text`.
  func compare(_ text: UnsafeBufferPointer<UInt8>, with key: UnsafeBufferPointer<UInt8>, engine: CollatorEngine)
    throws(ICUError) -> Int
  {
    var length = try engine.sortKey(text, into: bytes, capacity: capacity)
    if length > capacity {
      bytes.deallocate()
      capacity = length + 64
      bytes = .allocate(capacity: capacity)
      length = try engine.sortKey(text, into: bytes, capacity: capacity)
    }
    return SortKeyArena.compareBytes(UnsafeBufferPointer(start: bytes, count: length), key)
  }
}

extension KoreanCollator {
  /// Whether this collator orders `line` (UTF-8) among other such lines by its bytes: a
  /// non-empty line of modern syllables, under the `ko` order.
  ///
  /// ```swift
  /// let collator = try KoreanCollator()
  /// var line = "김민수"
  /// line.withUTF8 { collator.ordersByBytes($0) }   // true
  /// ```
  package func ordersByBytes(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
    guard ordersSyllablesByCodePoint, let base = line.baseAddress else { return false }
    return Self.isSyllablesOnly(base, 0, line.count)
  }

  /// Replaces `key` with the sort key of `line` (UTF-8; with `readsHanja`, of its reading),
  /// ICU's bytes with the final zero: lines are in order as their keys' bytes are.
  ///
  /// ```swift
  /// var (a, b) = ([UInt8](), [UInt8]())
  /// var (x, y) = ("Zoe", "김민수")
  /// try x.withUTF8 { try KoreanCollator().writeSortKey(of: $0, into: &a) }
  /// try y.withUTF8 { try KoreanCollator().writeSortKey(of: $0, into: &b) }
  /// b.lexicographicallyPrecedes(a)   // true
  /// ```
  ///
  /// - Throws: `ICUError` if ICU fails (memory).
  /// - Complexity: O(*n*) in the length of `line`.
  package func writeSortKey(of line: UnsafeBufferPointer<UInt8>, readsHanja: Bool = false, into key: inout [UInt8])
    throws(ICUError)
  {
    if readsHanja {
      var read = HanjaReading().read(String(decoding: line, as: UTF8.self))
      let result: Result<Void, ICUError> = read.withUTF8 { text in
        Result { () throws(ICUError) in try writeSortKey(of: text, readsHanja: false, into: &key) }
      }
      return try result.get()
    }
    if key.count < 64 { key = [UInt8](repeating: 0, count: 64) }
    for _ in 0..<2 {
      let capacity = key.count
      let needed = try key.withUnsafeMutableBufferPointer { (out) throws(ICUError) -> Int in
        try engine.sortKey(line, into: out.baseAddress!, capacity: capacity)
      }
      if needed <= capacity {
        key.removeSubrange(needed...)
        return
      }
      key = [UInt8](repeating: 0, count: needed)
    }
  }
}
