#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Buffered standard output and unbuffered standard error.
///
/// Standard output goes through one ``ByteWriter`` of 1 MiB, written with one `write(2)`
/// when full: the streaming commands write their bytes straight into it
/// (``withWriter(_:)``), the others a line at a time.
///
/// No output is lost in silence: a failed write (a full disk, `> /dev/full`, an I/O error)
/// is remembered, and at exit (``checkAtExit()``, installed by ``installExitCheck()``) the
/// process says so on standard error, naming standard output and the reason, and exits with
/// EX_IOERR (74) whatever it would have returned. A closed pipe (`| head`) stays quiet: the
/// reader asked for no more.
enum Output {
  nonisolated(unsafe) private static var writer = ByteWriter(fd: 1, capacity: 1 << 20)

  /// EX_IOERR (sysexits(3)): standard output could not be written.
  static let writeFailureExitCode: Int32 = 74

  /// Makes every exit — a normal return, an error's exit code, ArgumentParser's `--help`
  /// and `--version` — flush standard output first and fail loudly when it could not be
  /// written.
  static func installExitCheck() {
    atexit { Output.checkAtExit() }
  }

  /// Flushes the buffer and C's `stdout` (ArgumentParser writes help there); when a write
  /// failed for any reason but a closed pipe, reports it and ends the process with
  /// ``writeFailureExitCode``.
  static func checkAtExit() {
    writer.flush()
    var failure = writer.failure
    if fflush(nil) != 0 && failure == nil && errno != EPIPE { failure = errno }  // every C stream
    guard let failure else { return }
    error("hangul: cannot write to standard output: \(String(cString: strerror(failure)))")
    _exit(writeFailureExitCode)
  }

  /// Runs `body` with the standard output buffer (for loops that write many lines).
  static func withWriter<R>(_ body: (inout ByteWriter) throws -> R) rethrows -> R {
    try body(&writer)
  }

  /// Appends `text` and a newline to standard output.
  static func line(_ text: String) {
    var text = text
    text.withUTF8 { writer.append($0) }
    writer.append(byte: UInt8(ascii: "\n"))
  }

  /// Appends `text` to standard output.
  static func append(_ text: String) {
    var text = text
    text.withUTF8 { writer.append($0) }
  }

  /// Writes what is buffered.
  static func flush() { writer.flush() }

  /// Writes `text` and a newline to standard error at once.
  static func error(_ text: String) {
    let line = text + "\n"
    _ = line.utf8CString.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count - 1) }
  }

  /// Rewrites the progress line on standard error (a terminal's: `\r`, the text, the rest
  /// of the line cleared); nil clears it.
  static func progress(_ text: String?) {
    let line = "\r\u{1B}[K" + (text ?? "")
    _ = line.utf8CString.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count - 1) }
  }

  /// Whether standard output is a terminal (for colour).
  static var isTerminal: Bool { isatty(1) == 1 }
}

/// An output buffer over a file descriptor: bytes are appended in place and written with
/// one `write(2)` when the buffer is full (or on ``flush()``). The buffer grows only for a
/// single item larger than it, so memory stays bounded by the longest line's output.
struct ByteWriter {
  let fd: Int32
  private(set) var base: UnsafeMutablePointer<UInt8>
  private(set) var capacity: Int
  /// The number of bytes buffered: `base[0..<count]`.
  var count = 0
  /// The `errno` of the first failed write, other than a closed pipe (EPIPE); once set,
  /// later bytes are dropped (the output is already incomplete) and the owner reports it.
  private(set) var failure: Int32?
  /// Whether the reader closed the pipe: later bytes are dropped quietly.
  private(set) var pipeClosed = false

  init(fd: Int32, capacity: Int) {
    self.fd = fd
    self.capacity = capacity
    base = .allocate(capacity: capacity)
  }

  /// Makes room for `n` more bytes (flushing, or growing for an item larger than the
  /// buffer) and returns where they go; the caller writes them and adds to ``count``.
  @inline(__always)
  mutating func reserve(_ n: Int) -> UnsafeMutablePointer<UInt8> {
    if capacity - count < n { makeRoom(n) }
    return base + count
  }

  @inline(never)
  private mutating func makeRoom(_ n: Int) {
    flush()
    if capacity < n {
      base.deallocate()
      capacity = n
      base = .allocate(capacity: n)
    }
  }

  /// Appends `bytes`.
  @inline(__always)
  mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
    let out = reserve(bytes.count)
    out.update(from: source, count: bytes.count)
    count &+= bytes.count
  }

  /// Appends one byte.
  @inline(__always)
  mutating func append(byte: UInt8) {
    let out = reserve(1)
    out.pointee = byte
    count &+= 1
  }

  /// Appends the ASCII or UTF-8 bytes of a static string.
  mutating func append(_ text: StaticString) {
    append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }

  /// Frees the buffer (for writers that end before the process does; the writer must not be
  /// used afterwards).
  mutating func deallocate() {
    base.deallocate()
    capacity = 0
    count = 0
  }

  /// Writes what is buffered. A failed write drops the rest: a closed pipe quietly
  /// (``pipeClosed``), anything else remembered in ``failure`` for the owner to report.
  mutating func flush() {
    var offset = 0
    while offset < count && failure == nil && !pipeClosed {
      let n = write(fd, base + offset, count - offset)
      if n < 0 && errno == EINTR { continue }
      if n < 0 && errno == EPIPE {
        pipeClosed = true
      } else if n <= 0 {
        failure = n < 0 ? errno : EIO
      } else {
        offset += n
      }
    }
    count = 0
  }
}
