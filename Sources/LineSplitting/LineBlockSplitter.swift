// The block reader needs the C library (memchr, memmove); Embedded Swift builds use `LineSplitter`.
#if !hasFeature(Embedded)
  #if canImport(Glibc)
    import Glibc
  #elseif canImport(Darwin)
    import Darwin
  #endif

  /// Splits a byte stream into UTF-8 lines in large blocks, handing out each line as bytes
  /// (no `String` is made): the CLI's fast reader. Same rules as ``LineSplitter``: lines end
  /// at `\n`, one `\r` right before it (or at the end of the input) is removed, the last line
  /// needs no `\n`, and a line that is not valid UTF-8 throws ``InvalidUTF8Line`` naming it,
  /// after every line before it was handed out.
  ///
  /// The caller fills the splitter's buffer directly (``fill(_:)``, e.g. with `read(2)`), then
  /// asks for the complete lines (``forEachCompleteLine(_:)``). The buffer holds one block
  /// plus the unfinished line, so memory stays bounded by the block size and the longest line.
  /// UTF-8 is validated once per block (a line never shares a byte with the next, since `\n`
  /// is never part of a multi-byte sequence); only a block that fails is checked line by line
  /// to find the invalid line's number.
  ///
  /// ```swift
  /// var splitter = LineBlockSplitter(blockSize: 4096)
  /// let input = Array("김민수\r\n이서".utf8)
  /// splitter.fill { space in
  ///   space.copyMemory(from: UnsafeRawBufferPointer(start: input, count: input.count))
  ///   return input.count
  /// }
  /// try splitter.forEachCompleteLine { line in print(line.count) }   // 9 ("김민수")
  /// try splitter.finish { line in print(line.count) }                // 6 ("이서")
  /// ```
  public struct LineBlockSplitter: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private let blockSize: Int
    /// `base[start..<end]` are the bytes not yet handed out.
    private var start = 0, end = 0
    /// The number of the last line handed out (or rejected); 0 before the first.
    ///
    /// ```swift
    /// var splitter = LineBlockSplitter(validatesUTF8: false)
    /// _ = splitter.fill { $0[0] = 0x41; $0[1] = 0x0A; return 2 }
    /// try splitter.forEachCompleteLine { _ in }
    /// splitter.lineNumber   // 1
    /// ```
    public private(set) var lineNumber = 0
    /// Whether lines are validated before they are handed out. A splitter that does not
    /// validate leaves it to its caller, which throws ``UnvalidatedLineIsInvalid`` from `body`
    /// for a line that is not UTF-8; the splitter turns that into ``InvalidUTF8Line`` with
    /// the line's number.
    private let validatesUTF8: Bool

    /// A splitter whose reads ask for at least `blockSize` bytes at a time.
    ///
    /// ```swift
    /// LineBlockSplitter(blockSize: 1 << 20).lineNumber   // 0
    /// ```
    public init(blockSize: Int = 1 << 20, validatesUTF8: Bool = true) {
      self.validatesUTF8 = validatesUTF8
      self.blockSize = max(blockSize, 16)
      // Room for a block after an unfinished line of up to 1/16 of a block, so the buffer
      // grows only for longer lines.
      capacity = self.blockSize + self.blockSize / 16
      base = .allocate(capacity: capacity)
    }

    deinit { base.deallocate() }

    /// Lets `read` write up to a block of new bytes at the end of the buffer; `read` returns
    /// how many it wrote (0 at the end of the input). Returns that number.
    ///
    /// ```swift
    /// var splitter = LineBlockSplitter()
    /// splitter.fill { _ in 0 }   // 0
    /// ```
    ///
    /// - Complexity: O(*k*) in the bytes of the unfinished line when they move to the front
    ///   of the buffer (at most once per block).
    public mutating func fill<E: Error>(_ read: (UnsafeMutableRawBufferPointer) throws(E) -> Int) throws(E) -> Int {
      if capacity - end < blockSize {
        let pending = end - start
        if pending + blockSize <= capacity {
          memmove(base, base + start, pending)
        } else {
          let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: max(capacity * 2, pending + blockSize))
          grown.initialize(from: base + start, count: pending)
          base.deallocate()
          base = grown
          capacity = max(capacity * 2, pending + blockSize)
        }
        start = 0
        end = pending
      }
      let n = try read(UnsafeMutableRawBufferPointer(start: base + end, count: capacity - end))
      precondition(n >= 0 && n <= capacity - end, "fill: the reader wrote outside the space it was given")
      end += n
      return n
    }

    /// Hands every complete line in the buffer (those ended by `\n`) to `body`, in order.
    ///
    /// ```swift
    /// var splitter = LineBlockSplitter()
    /// _ = splitter.fill { $0[0] = 0x41; $0[1] = 0x0A; return 2 }
    /// try splitter.forEachCompleteLine { print($0.count) }   // 1 ("A")
    /// ```
    ///
    /// - Throws: ``InvalidUTF8Line`` at the first invalid line (the lines before it were
    ///   handed out), or what `body` throws.
    /// - Complexity: O(*n*) in the bytes of the complete lines.
    public mutating func forEachCompleteLine(_ body: (UnsafeBufferPointer<UInt8>) throws -> Void) throws {
      try forEachCompleteLineByPieces(body)
    }

    /// Like ``forEachCompleteLine(_:)``, but the complete lines (not validated, every one
    /// ended by `\n`) are first offered to `wholeLines`, which handles the lines it can at
    /// once and returns the length of the prefix it handled (whole lines, which it checked
    /// are valid UTF-8) and their number; the next line then goes to `body`, and the rest is
    /// offered again.
    ///
    /// ```swift
    /// var splitter = LineBlockSplitter(validatesUTF8: false)
    /// _ = splitter.fill { $0[0] = 0x41; $0[1] = 0x0A; return 2 }
    /// try splitter.forEachCompleteLine(wholeLines: { ($0.count, 1) }) { _ in }
    /// splitter.lineNumber   // 1
    /// ```
    ///
    /// - Complexity: O(*n*) in the bytes of the complete lines.
    public mutating func forEachCompleteLine(
      wholeLines: (UnsafeBufferPointer<UInt8>) throws -> (length: Int, lines: Int),
      _ body: (UnsafeBufferPointer<UInt8>) throws -> Void
    ) throws {
      guard let last = Self.lastNewline(base + start, end - start) else { return }
      let stop = start + last + 1
      while start < stop {
        let (taken, lines) = try wholeLines(UnsafeBufferPointer(start: base + start, count: stop - start))
        precondition(taken >= 0 && taken <= stop - start, "wholeLines: a prefix of the lines it was given")
        lineNumber += lines
        start += taken
        guard start < stop else { return }
        let next = start + Self.firstNewline(base + start, stop - start)! + 1
        try handOut(start..<next, body)
        start = next
      }
    }

    /// Like ``forEachCompleteLine(_:)``, without the whole-lines offer.
    private mutating func forEachCompleteLineByPieces(_ body: (UnsafeBufferPointer<UInt8>) throws -> Void) throws {
      guard let last = Self.lastNewline(base + start, end - start) else { return }
      let stop = start + last + 1
      // Validated and handed out in pieces of about 64 KiB (ending at a newline), so the
      // bytes are still in cache when the lines are transformed.
      while start < stop {
        var pieceEnd = stop
        if stop - start > Self.pieceSize,
          let next = Self.firstNewline(base + start + Self.pieceSize, stop - start - Self.pieceSize)
        {
          pieceEnd = start + Self.pieceSize + next + 1
        }
        try handOut(start..<pieceEnd, body)
        start = pieceEnd
      }
    }

    /// The bytes validated at once (then handed out line by line).
    private static let pieceSize = 1 << 16

    /// Hands the last line (bytes after the last `\n`) to `body`, if there are any.
    ///
    /// ```swift
    /// var splitter = LineBlockSplitter()
    /// _ = splitter.fill { $0[0] = 0x41; return 1 }
    /// try splitter.finish { print($0.count) }   // 1 ("A")
    /// ```
    ///
    /// - Throws: ``InvalidUTF8Line`` when that line is not valid UTF-8, or what `body` throws.
    /// - Complexity: O(*k*) in its bytes.
    public mutating func finish(_ body: (UnsafeBufferPointer<UInt8>) throws -> Void) throws {
      guard start < end else { return }
      let range = start..<end
      start = end
      lineNumber += 1
      var line = UnsafeBufferPointer(start: base + range.lowerBound, count: range.count)
      if line.last == UInt8(ascii: "\r") { line = UnsafeBufferPointer(rebasing: line.dropLast()) }
      guard !validatesUTF8 || isValidUTF8(line) else { throw InvalidUTF8Line(lineNumber: lineNumber) }
      do { try body(line) } catch is UnvalidatedLineIsInvalid { throw InvalidUTF8Line(lineNumber: lineNumber) }
    }

    /// Hands out the lines of `range`, which ends just after a `\n`.
    private mutating func handOut(_ range: Range<Int>, _ body: (UnsafeBufferPointer<UInt8>) throws -> Void) throws {
      let valid = !validatesUTF8 || isValidUTF8(UnsafeBufferPointer(start: base + range.lowerBound, count: range.count))
      var position = range.lowerBound
      while position < range.upperBound {
        let p = base + position
        let length = Self.firstNewline(p, range.upperBound - position)!
        lineNumber += 1
        var line = UnsafeBufferPointer(start: p, count: length)
        if length > 0 && p[length - 1] == UInt8(ascii: "\r") { line = UnsafeBufferPointer(start: p, count: length - 1) }
        if !valid && !isValidUTF8(line) {
          start = position + length + 1
          throw InvalidUTF8Line(lineNumber: lineNumber)
        }
        position += length + 1
        do {
          try body(line)
        } catch is UnvalidatedLineIsInvalid {
          start = position
          throw InvalidUTF8Line(lineNumber: lineNumber)
        }
      }
    }

    /// The offset of the first `\n` in `p[0..<count]`.
    @inline(__always)
    private static func firstNewline(_ p: UnsafePointer<UInt8>, _ count: Int) -> Int? {
      guard let hit = memchr(p, 0x0A, count) else { return nil }
      return UnsafeRawPointer(hit) - UnsafeRawPointer(p)
    }

    /// The offset of the last `\n` in `p[0..<count]`.
    private static func lastNewline(_ p: UnsafePointer<UInt8>, _ count: Int) -> Int? {
      var i = count - 1
      while i >= 0 {
        if p[i] == 0x0A { return i }
        i -= 1
      }
      return nil
    }
  }

  /// Thrown by the caller of a ``LineBlockSplitter`` made with `validatesUTF8: false`, from
  /// the line callback, when the line it was handed is not valid UTF-8; the splitter rethrows
  /// it as ``InvalidUTF8Line`` with the line's number.
  ///
  /// ```swift
  /// var splitter = LineBlockSplitter(validatesUTF8: false)
  /// _ = splitter.fill { $0[0] = 0xFF; $0[1] = 0x0A; return 2 }
  /// try splitter.forEachCompleteLine { line in
  ///   guard isValidUTF8(line) else { throw UnvalidatedLineIsInvalid() }
  /// }   // throws InvalidUTF8Line(lineNumber: 1)
  /// ```
  public struct UnvalidatedLineIsInvalid: Error, Sendable {
    /// The error for the line just handed out.
    ///
    /// ```swift
    /// _ = UnvalidatedLineIsInvalid()
    /// ```
    public init() {}
  }
#endif
