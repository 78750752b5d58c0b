import HangulDatabase
import LineSplitting
import Synchronization

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
  /// The file's path, or `<stdin>`.
  let path: String

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

  /// The size of the file in bytes, when it is a regular file (nil for a pipe or a terminal).
  var fileSize: Int? {
    var info = stat()
    guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
    return Int(info.st_size)
  }

  /// One `read(2)` into `space` (retried on EINTR): the number of bytes read, 0 at the end.
  func readSome(into space: UnsafeMutableRawBufferPointer) throws(CLIError) -> Int {
    while true {
      let n = read(fd, space.baseAddress, space.count)
      if n >= 0 { return n }
      if errno == EINTR { continue }
      throw .unreadableFile(path: path, reason: String(cString: strerror(errno)))
    }
  }
}

/// The non-empty lines of a ``LineReader`` in batches of about `batchSize` (a batch ends
/// after the block of 1 MiB that fills it), read as they are asked for: memory stays
/// bounded by a batch, whatever the input's size. Empty lines are skipped; invalid UTF-8
/// throws `CLIError.invalidUTF8` naming the line, as ``LineReader/forEachLine(validating:offersWholeLines:wholeLines:_:)``
/// does (the lines before it in its batch are not handed out).
///
/// One consumer at a time: the import that iterates it (the class is `Sendable` only to be
/// handed to that task; ``bytesRead`` may be read from anywhere).
final class LineBatches: AsyncSequence, AsyncIteratorProtocol, @unchecked Sendable {
  typealias Element = [String]
  private let reader: LineReader
  private let batchSize: Int
  private var splitter = LineBlockSplitter(validatesUTF8: true)
  private var finished = false
  private let read = Atomic<Int>(0)

  init(_ reader: LineReader, batchSize: Int = 65_536) {
    self.reader = reader
    self.batchSize = batchSize
  }

  /// The bytes read from the input so far.
  var bytesRead: Int { read.load(ordering: .relaxed) }

  func makeAsyncIterator() -> LineBatches { self }

  func next() async throws -> [String]? { try nextBatch() }

  /// The next batch of non-empty lines; nil at the end.
  func nextBatch() throws -> [String]? {
    guard !finished else { return nil }
    var batch: [String] = []
    batch.reserveCapacity(batchSize)
    let add = { (line: UnsafeBufferPointer<UInt8>) in
      if !line.isEmpty { batch.append(String(decoding: line, as: UTF8.self)) }
    }
    do {
      while batch.count < batchSize {
        let reader = reader
        let n = try splitter.fill { (space) throws(CLIError) in try reader.readSome(into: space) }
        read.add(n, ordering: .relaxed)
        if n == 0 {
          try splitter.finish(add)
          finished = true
          break
        }
        try splitter.forEachCompleteLine(add)
      }
    } catch let error as InvalidUTF8Line {
      finished = true
      throw CLIError.invalidUTF8(source: reader.path, line: error.lineNumber)
    }
    return batch.isEmpty ? nil : batch
  }
}

/// The rows of a reader's lines (``ImportFields``), in batches for a store's import, read as
/// the import asks for them: a line that is not valid UTF-8 or not a row throws
/// ``CLIError/invalidUTF8(source:line:)`` or ``CLIError/invalidRowLine(source:line:reason:)``
/// naming it, and the import rolls back. Empty lines are skipped (and counted).
///
/// One consumer at a time, as ``LineBatches``.
final class RowLineBatches: AsyncSequence, AsyncIteratorProtocol, @unchecked Sendable {
  typealias Element = [NameRow]
  private let reader: LineReader
  private let fields: ImportFields
  private let scope: RowScope?
  private let batchSize: Int
  private var splitter = LineBlockSplitter(validatesUTF8: true)
  private var finished = false
  private let read = Atomic<Int>(0)

  init(_ reader: LineReader, fields: ImportFields, scope: RowScope?, batchSize: Int = 65_536) {
    self.reader = reader
    self.fields = fields
    self.scope = scope
    self.batchSize = batchSize
  }

  /// The bytes read from the input so far.
  var bytesRead: Int { read.load(ordering: .relaxed) }

  func makeAsyncIterator() -> RowLineBatches { self }

  func next() async throws -> [NameRow]? { try nextBatch() }

  /// The next batch of rows; nil at the end.
  func nextBatch() throws -> [NameRow]? {
    guard !finished else { return nil }
    var batch: [NameRow] = []
    batch.reserveCapacity(batchSize)
    let (fields, scope, path) = (fields, scope, reader.path)
    do {
      while batch.count < batchSize {
        let reader = reader
        let n = try splitter.fill { (space) throws(CLIError) in try reader.readSome(into: space) }
        read.add(n, ordering: .relaxed)
        if n == 0 { finished = true }
        let add = { (line: UnsafeBufferPointer<UInt8>) throws in
          guard !line.isEmpty else { return }
          batch.append(try fields.row(of: line, scope: scope))
        }
        if finished {
          try splitter.finish(add)
          break
        }
        try splitter.forEachCompleteLine(add)
      }
    } catch let error as InvalidUTF8Line {
      finished = true
      throw CLIError.invalidUTF8(source: path, line: error.lineNumber)
    } catch let error as RowLineError {
      finished = true
      throw CLIError.invalidRowLine(source: path, line: splitter.lineNumber, reason: error.reason)
    }
    return batch.isEmpty ? nil : batch
  }
}
