import HangulCommandOutput
import LineSplitting

// The C library's calls this command needs (wasi-libc's, through WASI).
@_extern(c, "read") func cRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int
@_extern(c, "write") func cWrite(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int

/// Standard output, buffered in 64 KiB and written with `write(2)`.
struct StandardOutput {
  private var buffer: [UInt8] = []

  init() { buffer.reserveCapacity(1 << 16) }

  /// Appends `text` and a newline.
  mutating func line(_ text: String) {
    buffer.append(contentsOf: text.utf8)
    buffer.append(UInt8(ascii: "\n"))
    if buffer.count >= 1 << 16 { flush() }
  }

  /// Writes what is buffered.
  mutating func flush() {
    writeAll(1, buffer)
    buffer.removeAll(keepingCapacity: true)
  }
}

/// Writes every byte of `bytes` to `fd`.
func writeAll(_ fd: Int32, _ bytes: [UInt8]) {
  bytes.withUnsafeBytes { raw in
    var offset = 0
    while offset < raw.count {
      let n = cWrite(fd, raw.baseAddress! + offset, raw.count - offset)
      if n <= 0 { return }
      offset += n
    }
  }
}

/// Writes `text` and a newline to standard error.
func printError(_ text: String) {
  writeAll(2, Array((text + "\n").utf8))
}

/// Calls `body` with each line of standard input as `hangul` reads it (`\n` ends a line, a
/// `\r` before it is dropped, the last line needs no `\n`); invalid UTF-8 throws the error
/// naming its line, after every line before it was handed to `body`.
func forEachStandardInputLine(_ body: (String) throws(CommandLineError) -> Void) throws(CommandLineError) {
  var splitter = LineSplitter()
  var block = [UInt8](repeating: 0, count: 1 << 16)
  while true {
    let n = block.withUnsafeMutableBytes { cRead(0, $0.baseAddress, $0.count) }
    if n <= 0 { break }
    var chunk = block[0..<n]
    while let line = try reading({ () throws(InvalidUTF8Line) in try splitter.nextLine(from: &chunk) }) {
      try body(line)
    }
  }
  if let last = try reading({ () throws(InvalidUTF8Line) in try splitter.finish() }) { try body(last) }
}

/// `next()`, with invalid UTF-8 made the command's error.
private func reading(_ next: () throws(InvalidUTF8Line) -> String?) throws(CommandLineError) -> String? {
  do {
    return try next()
  } catch {
    throw .invalidUTF8(source: "<stdin>", line: error.lineNumber)
  }
}
