import LineSplitting

/// Invariants of the CLI's line splitting (``LineSplitter``), fed in chunks of a size the
/// input chooses, against a plain split of the whole input.
enum LineReaderFuzzing {
  /// Chunk sizes the first input byte picks from: byte by byte up to the CLI's 64 KiB.
  static let chunkSizes = [1, 2, 3, 7, 64, 4_096, 1 << 16]

  /// What reading `bytes` gives: the lines, then the number of the invalid line if one
  /// stopped the reading.
  struct Outcome: Equatable {
    var lines: [String] = []
    var invalidLine: Int? = nil

    /// Byte-for-byte equality of the lines (not canonical equivalence).
    static func == (a: Outcome, b: Outcome) -> Bool {
      a.invalidLine == b.invalidLine && a.lines.count == b.lines.count
        && zip(a.lines, b.lines).allSatisfy { $0.utf8.elementsEqual($1.utf8) }
    }
  }

  /// Checks that no line contains `\n`, that the lines are exactly the `\n`-separated
  /// pieces of the input without one final `\r` each (no empty piece after a final `\n`),
  /// that invalid UTF-8 stops the reading at the first invalid piece with its number, and
  /// that the chunk size makes no difference.
  ///
  /// - Complexity: O(*n*) per chunk size tried.
  static func run(_ data: ArraySlice<UInt8>) {
    guard let selector = data.first else { return }
    let bytes = data.dropFirst()
    let expected = reference(bytes)
    for size in [chunkSizes[Int(selector) % chunkSizes.count], 1 << 16] {
      let got = read(bytes, chunkSize: size)
      let input = String(decoding: bytes, as: UTF8.self)
      FuzzFailure.check(
        got.lines.allSatisfy { !$0.utf8.contains(UInt8(ascii: "\n")) },
        "a line holds a newline (chunks of \(size))", input)
      FuzzFailure.check(
        got == expected,
        "chunks of \(size): \(got.lines.count) lines, invalid \(String(describing: got.invalidLine)); expected \(expected.lines.count), \(String(describing: expected.invalidLine))",
        input)
      for callerValidates in [false, true] {
        let blocks = readBlocks(bytes, chunkSize: size, callerValidates: callerValidates)
        FuzzFailure.check(
          blocks == expected,
          "blocks of \(size) (caller validates: \(callerValidates)): \(blocks.lines.count) lines, invalid \(String(describing: blocks.invalidLine)); expected \(expected.lines.count), \(String(describing: expected.invalidLine))",
          input)
      }
    }
  }

  /// Feeds `bytes` to a ``LineSplitter`` `chunkSize` bytes at a time, as the CLI's reader
  /// feeds what each `read(2)` returns.
  static func read(_ bytes: ArraySlice<UInt8>, chunkSize: Int) -> Outcome {
    var splitter = LineSplitter()
    var outcome = Outcome()
    let all = Array(bytes)
    var offset = 0
    do {
      while offset < all.count {
        var chunk = all[offset..<min(offset + chunkSize, all.count)]
        offset = chunk.endIndex
        while !chunk.isEmpty {
          if let line = try splitter.nextLine(from: &chunk) { outcome.lines.append(line) }
        }
      }
      if let last = try splitter.finish() { outcome.lines.append(last) }
    } catch {
      outcome.invalidLine = error.lineNumber
    }
    return outcome
  }

  /// Reads `bytes` through the CLI's block reader (``LineBlockSplitter``) with a block of
  /// `chunkSize` bytes (at least 16) and reads of at most `chunkSize` bytes; with
  /// `callerValidates`, the splitter does not validate and the callback does.
  static func readBlocks(_ bytes: ArraySlice<UInt8>, chunkSize: Int, callerValidates: Bool = false) -> Outcome {
    var splitter = LineBlockSplitter(blockSize: chunkSize, validatesUTF8: !callerValidates)
    var outcome = Outcome()
    // With `callerValidates`, the callback checks each line, as the CLI's fast paths do.
    func take(_ line: UnsafeBufferPointer<UInt8>) throws {
      if callerValidates && !isValidUTF8(line) { throw UnvalidatedLineIsInvalid() }
      outcome.lines.append(String(decoding: line, as: UTF8.self))
    }
    var offset = bytes.startIndex
    do {
      while true {
        let n = splitter.fill { space in
          let n = min(space.count, chunkSize, bytes.endIndex - offset)
          for k in 0..<n { space[k] = bytes[offset + k] }
          offset += n
          return n
        }
        if n == 0 {
          try splitter.finish(take)
          return outcome
        }
        try splitter.forEachCompleteLine(take)
      }
    } catch let error as InvalidUTF8Line {
      outcome.invalidLine = error.lineNumber
    } catch {
      FuzzFailure.check(false, "unexpected error \(error)", String(decoding: bytes, as: UTF8.self))
    }
    return outcome
  }

  /// The independent answer: split the whole input at every `\n`, drop the empty piece
  /// after a final `\n`, strip one `\r` from each piece's end, validate each piece.
  static func reference(_ bytes: ArraySlice<UInt8>) -> Outcome {
    var pieces = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    if pieces.last?.isEmpty == true { pieces.removeLast() }
    var outcome = Outcome()
    for (number, piece) in zip(1..., pieces) {
      let trimmed = piece.last == UInt8(ascii: "\r") ? piece.dropLast() : piece
      guard let line = String(validating: trimmed, as: UTF8.self) else {
        outcome.invalidLine = number
        return outcome
      }
      outcome.lines.append(line)
    }
    return outcome
  }
}
