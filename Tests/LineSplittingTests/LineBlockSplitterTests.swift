import HangulCorpus
import LineSplitting
import Testing

/// The CLI's block reader (`LineBlockSplitter`, `isValidUTF8`) against the line-at-a-time
/// `LineSplitter` and the standard library's UTF-8 validation, on random bytes, random
/// block sizes and random read sizes.
@Suite struct LineBlockSplitterTests {
  /// Lines of `bytes` read through a `LineBlockSplitter` of `blockSize`, each read
  /// returning at most `readSize` bytes, or the number of the invalid line.
  /// With `offersWholeLines`, the complete lines are offered to a `wholeLines` callback
  /// first, which takes the first few lines that are valid UTF-8 without a `\r` (as the
  /// CLI's compose does with those it leaves unchanged).
  static func split(
    _ bytes: [UInt8], blockSize: Int, readSize: Int, callerValidates: Bool = false, offersWholeLines: Bool = false
  ) -> (
    lines: [[UInt8]], invalidLine: Int?
  ) {
    var splitter = LineBlockSplitter(blockSize: blockSize, validatesUTF8: !callerValidates)
    // With `callerValidates`, the callback checks each line, as the CLI's fast paths do.
    func take(_ line: UnsafeBufferPointer<UInt8>, into lines: inout [[UInt8]]) throws {
      if callerValidates && !isValidUTF8(line) { throw UnvalidatedLineIsInvalid() }
      lines.append(Array(line))
    }
    var lines: [[UInt8]] = []
    var offset = 0
    var random = SplitMix64(seed: UInt64(bytes.count))
    // Takes up to a random number of whole lines from the front of `block`: those that are
    // valid UTF-8 without a `\r`.
    func takeWholeLines(_ block: UnsafeBufferPointer<UInt8>) -> (length: Int, lines: Int) {
      let wanted = Int(random.next() % 4)
      var length = 0
      var taken = 0
      while taken < wanted, let newline = block[length...].firstIndex(of: 0x0A) {
        let line = UnsafeBufferPointer(rebasing: block[length..<newline])
        guard isValidUTF8(line), !line.contains(0x0D) else { break }
        lines.append(Array(line))
        length = newline + 1
        taken += 1
      }
      return (length, taken)
    }
    do {
      while true {
        let n = splitter.fill { space in
          let n = min(space.count, readSize, bytes.count - offset)
          for k in 0..<n { space[k] = bytes[offset + k] }
          offset += n
          return n
        }
        if n == 0 {
          try splitter.finish { try take($0, into: &lines) }
          return (lines, nil)
        }
        if offersWholeLines {
          try splitter.forEachCompleteLine(wholeLines: takeWholeLines) { try take($0, into: &lines) }
        } else {
          try splitter.forEachCompleteLine { try take($0, into: &lines) }
        }
      }
    } catch let error as InvalidUTF8Line {
      return (lines, error.lineNumber)
    } catch {
      Issue.record("unexpected \(error)")
      return (lines, nil)
    }
  }

  /// The same through `LineSplitter` (the reference, itself fuzzed against a plain split).
  static func reference(_ bytes: [UInt8]) -> (lines: [[UInt8]], invalidLine: Int?) {
    var splitter = LineSplitter()
    var lines: [[UInt8]] = []
    var chunk = bytes[...]
    do {
      while !chunk.isEmpty {
        if let line = try splitter.nextLine(from: &chunk) { lines.append(Array(line.utf8)) }
      }
      if let last = try splitter.finish() { lines.append(Array(last.utf8)) }
      return (lines, nil)
    } catch {
      return (lines, error.lineNumber)
    }
  }

  /// Random bytes made mostly of UTF-8 pieces, newlines, CRs and broken sequences.
  static func randomBytes(_ random: inout SplitMix64, count: Int) -> [UInt8] {
    let pieces: [[UInt8]] = [
      Array("김".utf8), Array("민수".utf8), Array("a".utf8), Array("Zoe ".utf8), Array("😀".utf8), Array("é".utf8),
      [0x0A], [0x0A], [0x0D, 0x0A], [0x0D], [0xED, 0xA0, 0x80], [0xC0, 0x80], [0xE0, 0x80, 0x80],
      [0xF4, 0x90, 0x80, 0x80],
      [0xEA], [0x80], [0xF0, 0x9F], [0xFF], [0xEF, 0xBF, 0xBF], [0xF4, 0x8F, 0xBF, 0xBF],
    ]
    var bytes: [UInt8] = []
    while bytes.count < count {
      let r = random.next()
      if r % 8 == 0 {
        bytes.append(UInt8(truncatingIfNeeded: r >> 8))
      } else if r % 3 == 0 {
        bytes += pieces[Int((r >> 16) % UInt64(pieces.count))]
      } else {
        bytes += pieces[Int((r >> 16) % 6)]
      }
    }
    return bytes
  }

  @Test func validationAgreesWithTheStandardLibrary() {
    var random = SplitMix64(seed: 7)
    for _ in 0..<20_000 {
      let bytes = Self.randomBytes(&random, count: Int(random.next() % 40))
      let expected = String(validating: bytes, as: UTF8.self) != nil
      let got = bytes.withUnsafeBufferPointer { isValidUTF8($0) }
      #expect(got == expected, "\(bytes)")
    }
  }

  @Test func blocksAgreeWithTheLineSplitter() {
    var random = SplitMix64(seed: 11)
    for round in 0..<600 {
      // Mostly valid inputs (so that long runs of lines are compared), some invalid ones.
      var bytes = Self.randomBytes(&random, count: Int(random.next() % 400))
      if round % 2 == 0 {
        bytes = Array(String(decoding: bytes, as: UTF8.self).utf8)
      }
      let expected = Self.reference(bytes)
      for (blockSize, readSize) in [(16, 1), (16, 7), (64, 1000), (1 << 20, 1 << 20)] {
        for (callerValidates, offersWholeLines) in [(false, false), (true, false), (true, true)] {
          let got = Self.split(
            bytes, blockSize: blockSize, readSize: readSize, callerValidates: callerValidates,
            offersWholeLines: offersWholeLines)
          #expect(
            got.lines == expected.lines && got.invalidLine == expected.invalidLine,
            "block \(blockSize), reads \(readSize), caller validates: \(callerValidates), whole lines: \(offersWholeLines): \(bytes)"
          )
        }
      }
    }
  }

  @Test func aLineLongerThanTheBlockGrowsTheBuffer() {
    let long = [UInt8](repeating: UInt8(ascii: "a"), count: 10_000) + [0x0A] + Array("김".utf8)
    let got = Self.split(long, blockSize: 16, readSize: 5)
    #expect(got.lines.map(\.count) == [10_000, 3])
    #expect(got.invalidLine == nil)
  }
}
