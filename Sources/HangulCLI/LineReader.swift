#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads UTF-8 lines from a file descriptor with bounded memory: one line (however long)
/// plus a 64 KiB buffer. Lines end at `\n`; a `\r` before it is removed. Invalid UTF-8
/// stops the reading with an error that names the line.
struct LineReader {
  private let fd: Int32
  private let path: String
  private var buffer = [UInt8](repeating: 0, count: 1 << 16)
  private var start = 0, end = 0
  private var atEOF = false
  private(set) var lineNumber = 0

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
    var line: [UInt8] = []
    while true {
      if start < end {
        let slice = buffer[start..<end]
        if let newline = slice.firstIndex(of: UInt8(ascii: "\n")) {
          line.append(contentsOf: buffer[start..<newline])
          start = newline + 1
          return try finish(line)
        }
        line.append(contentsOf: slice)
        start = end
      }
      if atEOF { return line.isEmpty ? nil : try finish(line) }
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
      if n > 0 { end = n; return }
      if n == 0 { atEOF = true; return }
      if errno == EINTR { continue }
      throw .unreadableFile(path: path, reason: String(cString: strerror(errno)))
    }
  }

  private mutating func finish(_ bytes: [UInt8]) throws(CLIError) -> String {
    lineNumber += 1
    var bytes = bytes[...]
    if bytes.last == UInt8(ascii: "\r") { bytes = bytes.dropLast() }
    guard let line = String(validating: bytes, as: UTF8.self) else {
      throw .invalidUTF8(source: path, line: lineNumber)
    }
    return line
  }
}
