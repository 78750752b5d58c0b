import LineSplitting

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads UTF-8 lines from a file or standard input in 1 MiB blocks, with bounded memory:
/// the block plus the longest line. Lines end at `\n`; a `\r` before it is removed. Invalid
/// UTF-8 stops the reading with an error that names the line, after every line before it
/// was handed out. The splitting and validation are ``LineBlockSplitter``'s (module
/// `LineSplitting`, which the fuzzer drives directly).
struct LineReader {
  private let fd: Int32
  private let path: String

  /// Opens `path`, or standard input when `path` is nil or "-".
  init(path: String?) throws(CLIError) {
    if let path, path != "-" {
      let fd = open(path, O_RDONLY)
      guard fd >= 0 else { throw .unreadableFile(path: path, reason: String(cString: strerror(errno))) }
      var info = stat()
      if fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
        close(fd)
        throw .unreadableFile(path: path, reason: "is a directory")
      }
      self.fd = fd
      self.path = path
    } else {
      self.fd = 0
      self.path = "<stdin>"
    }
  }

  /// Calls `body` with the bytes of each line (valid UTF-8, without its terminator), in
  /// order; the bytes are valid only during the call. With `validating: false` the lines are
  /// not checked: `body` checks what it uses and throws `UnvalidatedLineIsInvalid` for a
  /// line that is not UTF-8, which stops the reading with that line's number.
  ///
  /// With `offersWholeLines`, `wholeLines` is offered the complete lines of each block first and handles
  /// a prefix of them (see `LineBlockSplitter.forEachCompleteLine(wholeLines:_:)`); the last
  /// line, when it has no `\n`, always goes to `body`.
  func forEachLine(
    validating: Bool = true, offersWholeLines: Bool = false,
    wholeLines: (UnsafeBufferPointer<UInt8>) throws -> (length: Int, lines: Int) = { _ in (0, 0) },
    _ body: (UnsafeBufferPointer<UInt8>) throws -> Void
  ) throws {
    var splitter = LineBlockSplitter(validatesUTF8: validating)
    do {
      while true {
        let n = try splitter.fill { (space) throws(CLIError) in try readSome(into: space) }
        if n == 0 {
          try splitter.finish(body)
          return
        }
        if offersWholeLines {
          try splitter.forEachCompleteLine(wholeLines: wholeLines, body)
        } else {
          try splitter.forEachCompleteLine(body)
        }
      }
    } catch let error as InvalidUTF8Line {
      throw CLIError.invalidUTF8(source: path, line: error.lineNumber)
    }
  }

  /// Every remaining line.
  func readAll() throws(CLIError) -> [String] {
    var lines: [String] = []
    do {
      try forEachLine { lines.append(String(decoding: $0, as: UTF8.self)) }
    } catch let error as CLIError {
      throw error
    } catch {
      throw .icu(String(describing: error))
    }
    return lines
  }

  /// One `read(2)` into `space` (retried on EINTR): the number of bytes read, 0 at the end.
  private func readSome(into space: UnsafeMutableRawBufferPointer) throws(CLIError) -> Int {
    while true {
      let n = read(fd, space.baseAddress, space.count)
      if n >= 0 { return n }
      if errno == EINTR { continue }
      throw .unreadableFile(path: path, reason: String(cString: strerror(errno)))
    }
  }
}
