#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Buffered standard output and unbuffered standard error.
enum Output {
  nonisolated(unsafe) private static var buffer: [UInt8] = {
    var b = [UInt8]()
    b.reserveCapacity(1 << 16)
    return b
  }()

  /// Appends `text` and a newline to standard output.
  static func line(_ text: String) {
    buffer.append(contentsOf: text.utf8)
    buffer.append(UInt8(ascii: "\n"))
    if buffer.count >= 1 << 16 { flush() }
  }

  /// Appends `text` to standard output.
  static func append(_ text: String) {
    buffer.append(contentsOf: text.utf8)
    if buffer.count >= 1 << 16 { flush() }
  }

  /// Writes what is buffered.
  static func flush() {
    var offset = 0
    while offset < buffer.count {
      let n = buffer.withUnsafeBytes { write(1, $0.baseAddress! + offset, $0.count - offset) }
      if n <= 0 {
        if errno == EINTR { continue }
        break
      }
      offset += n
    }
    buffer.removeAll(keepingCapacity: true)
  }

  /// Writes `text` and a newline to standard error at once.
  static func error(_ text: String) {
    let line = text + "\n"
    _ = line.utf8CString.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count - 1) }
  }

  /// Whether standard output is a terminal (for colour).
  static var isTerminal: Bool { isatty(1) == 1 }
}
