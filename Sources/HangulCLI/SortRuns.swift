import Hangul

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The sorted runs of `hangul sort --max-memory`: each part of the input that fits the memory
/// is sorted and written to a file of its own in a fresh folder under `$TMPDIR` (`/tmp`
/// without it), and the runs are then merged. The folder and its runs are removed when the
/// sort ends, fails, or is stopped by SIGINT, SIGTERM, SIGHUP or SIGPIPE (a reader that
/// closed the pipe early, `| head`).
///
/// ```swift
/// let runs = try SortRuns(collator: KoreanCollator(), readsHanja: false)
/// try runs.add(sortedFrom: packed)     // once per part of the input
/// try runs.merge { line in … }         // every line, in order
/// runs.remove()
/// ```
final class SortRuns {
  private let collator: KoreanCollator
  private let readsHanja: Bool
  /// The folder of the runs.
  let folder: String
  /// The paths of the runs, in input order.
  private(set) var paths: [String] = []

  /// Makes the folder and arranges for its removal on SIGINT, SIGTERM, SIGHUP and SIGPIPE.
  ///
  /// - Throws: ``CLIError/temporaryFiles(_:)`` when the folder cannot be made.
  init(collator: KoreanCollator, readsHanja: Bool) throws(CLIError) {
    self.collator = collator
    self.readsHanja = readsHanja
    var root = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
    if root.isEmpty { root = "/tmp" }
    var template = Array((root + "/hangul-sort-XXXXXX").utf8CString)
    guard let made = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
      throw .temporaryFiles("cannot make a folder in \(root): \(String(cString: strerror(errno)))")
    }
    folder = String(cString: made)
    SpillCleanup.install(folder: folder)
  }

  deinit { remove() }

  /// Sorts the lines of `packed` and writes them to a new run.
  ///
  /// - Throws: ``CLIError/temporaryFiles(_:)`` when the run cannot be written (a full disk:
  ///   exit 74), ``CLIError/icu(_:)`` when the collator fails.
  /// - Complexity: that of the sort, and O(*n*) writes.
  func add(sortedFrom packed: PackedLines) throws(CLIError) {
    let path = folder + "/run-\(paths.count)"
    SpillCleanup.register(path)
    paths.append(path)
    let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_TRUNC, 0o600)
    guard fd >= 0 else { throw .temporaryFiles("cannot write \(path): \(String(cString: strerror(errno)))") }
    defer { close(fd) }
    var writer = RunWriter(fd: fd, path: path)
    let text = packed.bytes
    do {
      try collator.forEachLineInOrder(ofPackedLines: text, lineCount: packed.lineCount, readsHanja: readsHanja) {
        writer.append(UnsafeBufferPointer(rebasing: text[$0.lowerBound..<($0.upperBound + 1)]))
      }
    } catch {
      throw .icu(error.description)
    }
    try writer.finish()
  }

  /// Calls `body` with each line of the runs (without its `\n`), in order: the runs merged
  /// by the collator, lines that compare equal in input order (an earlier run first).
  ///
  /// - Throws: ``CLIError/temporaryFiles(_:)`` when a run cannot be read,
  ///   ``CLIError/icu(_:)`` when the collator fails.
  /// - Complexity: O(*n* log *k*) comparisons for *n* lines in *k* runs.
  func merge(_ body: (UnsafeBufferPointer<UInt8>) -> Void) throws(CLIError) {
    var heads: [RunHead] = []
    for (k, path) in paths.enumerated() {
      let reader = try RunReader(path: path)
      let head = RunHead(run: k, reader: reader)
      if try head.advance(collator: collator) { heads.append(head) }
    }
    let collator = collator
    let readsHanja = readsHanja
    // Whether head `a` comes before head `b`: by the collator, then by run.
    func before(_ a: RunHead, _ b: RunHead) throws(CLIError) -> Bool {
      let c: Int
      if a.byBytes && b.byBytes {
        c = RunHead.compareBytes(a.line, b.line)
      } else {
        do {
          try a.makeKey(collator: collator, readsHanja: readsHanja)
          try b.makeKey(collator: collator, readsHanja: readsHanja)
        } catch {
          throw .icu(error.description)
        }
        c = a.key.lexicographicallyPrecedes(b.key) ? -1 : (b.key.lexicographicallyPrecedes(a.key) ? 1 : 0)
      }
      return c != 0 ? c < 0 : a.run < b.run
    }
    // A binary heap of the runs' current lines.
    func siftDown(_ start: Int) throws(CLIError) {
      var i = start
      while true {
        let l = 2 * i + 1
        guard l < heads.count else { return }
        var m = l
        if l + 1 < heads.count, try before(heads[l + 1], heads[l]) { m = l + 1 }
        guard try before(heads[m], heads[i]) else { return }
        heads.swapAt(i, m)
        i = m
      }
    }
    for i in stride(from: heads.count / 2 - 1, through: 0, by: -1) { try siftDown(i) }
    while let top = heads.first {
      body(top.line)
      if try top.advance(collator: collator) {
        try siftDown(0)
      } else {
        heads.swapAt(0, heads.count - 1)
        heads.removeLast()
        try siftDown(0)
      }
    }
  }

  /// Removes the runs and their folder.
  func remove() {
    for path in paths { unlink(path) }
    paths = []
    rmdir(folder)
    SpillCleanup.clear()
  }
}

/// A run's current line while the runs are merged.
private final class RunHead {
  let run: Int
  let reader: RunReader
  /// The current line, valid until ``advance(collator:)``.
  private(set) var line = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
  /// Whether the collator orders the line by its bytes (``KoreanCollator/ordersByBytes(_:)``).
  private(set) var byBytes = false
  /// The line's sort key, once made.
  private(set) var key: [UInt8] = []
  private var hasKey = false

  init(run: Int, reader: RunReader) {
    self.run = run
    self.reader = reader
  }

  /// Moves to the next line; false at the end of the run.
  func advance(collator: KoreanCollator) throws(CLIError) -> Bool {
    guard let next = try reader.nextLine() else { return false }
    line = next
    byBytes = collator.ordersByBytes(next)
    hasKey = false
    return true
  }

  /// Makes the line's sort key unless it was made.
  func makeKey(collator: KoreanCollator, readsHanja: Bool) throws(ICUError) {
    guard !hasKey else { return }
    try collator.writeSortKey(of: line, readsHanja: readsHanja, into: &key)
    hasKey = true
  }

  /// Byte order, a prefix first.
  static func compareBytes(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Int {
    let n = min(a.count, b.count)
    if n > 0 {
      let c = memcmp(a.baseAddress!, b.baseAddress!, n)
      if c != 0 { return Int(c) }
    }
    return a.count < b.count ? -1 : (a.count > b.count ? 1 : 0)
  }
}

/// Reads the lines of a run file through a buffer (grown for a longer line).
private final class RunReader {
  private let fd: Int32
  private let path: String
  private var buffer: UnsafeMutablePointer<UInt8>
  private var capacity = 1 << 16
  private var start = 0
  private var end = 0
  private var atEnd = false

  init(path: String) throws(CLIError) {
    fd = open(path, O_RDONLY)
    guard fd >= 0 else { throw .temporaryFiles("cannot read \(path): \(String(cString: strerror(errno)))") }
    self.path = path
    buffer = .allocate(capacity: capacity)
  }

  deinit {
    close(fd)
    buffer.deallocate()
  }

  /// The next line without its `\n` (valid until the next call), or nil at the end.
  func nextLine() throws(CLIError) -> UnsafeBufferPointer<UInt8>? {
    while true {
      if let newline = memchr(buffer + start, 0x0A, end - start) {
        let stop = newline.assumingMemoryBound(to: UInt8.self) - buffer
        let line = UnsafeBufferPointer(start: buffer + start, count: stop - start)
        start = stop + 1
        return line
      }
      if atEnd { return nil }
      // Keep the partial line at the front, grow for a line longer than the buffer, read on.
      if start > 0 {
        (buffer).update(from: buffer + start, count: end - start)
        end -= start
        start = 0
      }
      if end == capacity {
        let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity * 2)
        grown.update(from: buffer, count: end)
        buffer.deallocate()
        buffer = grown
        capacity *= 2
      }
      let n = read(fd, buffer + end, capacity - end)
      if n < 0 {
        if errno == EINTR { continue }
        throw .temporaryFiles("cannot read \(path): \(String(cString: strerror(errno)))")
      }
      if n == 0 { atEnd = true } else { end += n }
    }
  }
}

/// Writes a run through a buffer of 1 MiB; a failed write (a full disk) is an error.
private struct RunWriter {
  let fd: Int32
  let path: String
  private var buffer = [UInt8]()
  private var failure: Int32?

  init(fd: Int32, path: String) {
    self.fd = fd
    self.path = path
    buffer.reserveCapacity(1 << 20)
  }

  mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard failure == nil else { return }
    if buffer.count + bytes.count > 1 << 20 { flush() }
    buffer.append(contentsOf: bytes)
  }

  private mutating func flush() {
    guard failure == nil else { return }
    let failed: Int32? = buffer.withUnsafeBytes { bytes in
      var done = 0
      while done < bytes.count {
        let n = write(fd, bytes.baseAddress! + done, bytes.count - done)
        if n < 0 {
          if errno == EINTR { continue }
          return errno
        }
        done += n
      }
      return nil
    }
    failure = failed
    buffer.removeAll(keepingCapacity: true)
  }

  /// Writes what is buffered; throws when any write failed.
  mutating func finish() throws(CLIError) {
    flush()
    if let failure {
      throw .temporaryFiles("cannot write a sorted run to \(path): \(String(cString: strerror(failure)))")
    }
  }
}

/// What a signal handler needs to remove the runs: C strings made before the signal can
/// come (a handler may not allocate).
enum SpillCleanup {
  /// The folder, then the runs (at most `capacity` paths are remembered; a run past them is
  /// still removed by the normal cleanup, and its folder then stays behind on a signal).
  nonisolated(unsafe) private static var paths = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(
    capacity: capacity)
  nonisolated(unsafe) private static var count = 0
  private static let capacity = 1 << 16
  /// The signals that stop a sort: on each, the runs are removed before it takes effect.
  private static let stopSignals = [SIGINT, SIGTERM, SIGHUP, SIGPIPE]

  /// Remembers `folder` and installs the handlers.
  static func install(folder: String) {
    clear()
    paths[0] = strdup(folder)
    count = 1
    signal(SIGXFSZ, SIG_IGN)  // a file-size limit fails the write (EFBIG) instead of killing
    // A parent may have started the process with these signals blocked (Foundation's
    // `Process` on Linux does): they are unblocked, so that they reach the handler.
    var set = sigset_t()
    sigemptyset(&set)
    for number in stopSignals { sigaddset(&set, number) }
    for number in stopSignals {
      _ = signal(number) { received in
        SpillCleanup.removeAll()
        _ = signal(received, SIG_DFL)
        raise(received)
      }
    }
    sigprocmask(SIG_UNBLOCK, &set, nil)
  }

  /// Remembers a run's path.
  static func register(_ path: String) {
    guard count < capacity else { return }
    paths[count] = strdup(path)
    count += 1
  }

  /// Forgets every path and restores the default handlers.
  static func clear() {
    for k in 0..<count {
      free(paths[k])
      paths[k] = nil
    }
    count = 0
    for number in stopSignals { _ = signal(number, SIG_DFL) }
  }

  /// Unlinks the runs, then the folder (async-signal-safe: `unlink` and `rmdir` only).
  static func removeAll() {
    var k = count - 1
    while k >= 1 {
      if let path = paths[k] { unlink(path) }
      k -= 1
    }
    if count > 0, let folder = paths[0] { rmdir(folder) }
  }
}
