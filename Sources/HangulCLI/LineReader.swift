import LineSplitting

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads UTF-8 lines from a file descriptor with bounded memory: one line (however long)
/// plus a 64 KiB buffer. Lines end at `\n`; a `\r` before it is removed. Invalid UTF-8
/// stops the reading with an error that names the line. The splitting and validation are
/// ``LineSplitter``'s (module `LineSplitting`, which the fuzzer drives directly).
struct LineReader {
  private let fd: Int32
  private let path: String
  private var buffer = [UInt8](repeating: 0, count: 1 << 16)
  private var start = 0, end = 0
  private var atEOF = false
  private var splitter = LineSplitter()

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

  /// The next line without its terminator, or nil at the end of the input.
  mutating func next() throws(CLIError) -> String? {
    while true {
      if start < end {
        var rest = buffer[start..<end]
        let line = try Self.validated(path: path) { () throws(InvalidUTF8Line) in try splitter.nextLine(from: &rest) }
        start = rest.startIndex
        if let line { return line }
      }
      if atEOF { return try Self.validated(path: path) { () throws(InvalidUTF8Line) in try splitter.finish() } }
      try fill()
    }
  }

  /// Every remaining line.
  mutating func readAll() throws(CLIError) -> [String] {
    var lines: [String] = []
    while let line = try next() { lines.append(line) }
    return lines
  }

  private mutating func fill() throws(CLIError) {
    start = 0
    end = 0
    while true {
      let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if n > 0 {
        end = n
        return
      }
      if n == 0 {
        atEOF = true
        return
      }
      if errno == EINTR { continue }
      throw .unreadableFile(path: path, reason: String(cString: strerror(errno)))
    }
  }

  /// The splitter's answer, its invalid-UTF-8 error named after this reader's source.
  private static func validated(path: String, _ body: () throws(InvalidUTF8Line) -> String?) throws(CLIError) -> String?
  {
    do {
      return try body()
    } catch {
      throw .invalidUTF8(source: path, line: error.lineNumber)
    }
  }
}
