/// Splits a byte stream that arrives in chunks of any size into UTF-8 lines: the pure part
/// of the `hangul` CLI's line reader, kept apart from file descriptors so that tests and the
/// fuzzer can drive it with any bytes and any chunking.
///
/// Lines end at `\n`; one `\r` right before it (or at the end of the input) is removed.
/// The last line needs no `\n`; an input that ends with `\n` has no empty line after it.
/// A line that is not valid UTF-8 throws ``InvalidUTF8Line`` naming it (1-based).
///
/// ```swift
/// var splitter = LineSplitter()
/// var chunk = Array("김민수\r\n이서".utf8)[...]
/// try splitter.nextLine(from: &chunk)   // "김민수" (chunk is now "이서")
/// try splitter.nextLine(from: &chunk)   // nil: "이서" waits for more bytes
/// var more = Array("연\n".utf8)[...]
/// try splitter.nextLine(from: &more)    // "이서연"
/// try splitter.finish()                 // nil: nothing after the last "\n"
/// ```
public struct LineSplitter: Sendable {
  /// The bytes of the line being collected, without a terminator yet.
  private var pending: [UInt8] = []
  /// The number of the last line returned (or rejected); 0 before the first.
  ///
  /// ```swift
  /// var splitter = LineSplitter()
  /// var chunk: ArraySlice<UInt8> = [0x41, 0x0A]
  /// _ = try splitter.nextLine(from: &chunk)   // "A"
  /// splitter.lineNumber                       // 1
  /// ```
  public private(set) var lineNumber = 0

  /// A splitter at the start of a stream.
  ///
  /// ```swift
  /// LineSplitter().lineNumber   // 0
  /// ```
  public init() {}

  /// Takes bytes from the front of `chunk`: through the first `\n` when there is one,
  /// returning the line it ends; otherwise all of them, kept for the next call, returning
  /// nil (then `chunk` is empty).
  ///
  /// ```swift
  /// var splitter = LineSplitter()
  /// var chunk = Array("a\nb".utf8)[...]
  /// try splitter.nextLine(from: &chunk)   // "a"
  /// ```
  ///
  /// - Throws: ``InvalidUTF8Line`` when the completed line is not valid UTF-8.
  /// - Complexity: O(*k*) in the bytes taken (plus the pending bytes of the line once).
  public mutating func nextLine(from chunk: inout ArraySlice<UInt8>) throws(InvalidUTF8Line) -> String? {
    guard let newline = chunk.firstIndex(of: UInt8(ascii: "\n")) else {
      pending.append(contentsOf: chunk)
      chunk = chunk[chunk.endIndex...]
      return nil
    }
    pending.append(contentsOf: chunk[..<newline])
    chunk = chunk[(newline + 1)...]
    return try completeLine()
  }

  /// The last line at the end of the input, when bytes after the last `\n` are pending;
  /// nil when there are none.
  ///
  /// ```swift
  /// var splitter = LineSplitter()
  /// var chunk = Array("끝".utf8)[...]
  /// _ = try splitter.nextLine(from: &chunk)   // nil
  /// try splitter.finish()                     // "끝"
  /// ```
  ///
  /// - Throws: ``InvalidUTF8Line`` when that line is not valid UTF-8.
  /// - Complexity: O(*k*) in the pending bytes.
  public mutating func finish() throws(InvalidUTF8Line) -> String? {
    pending.isEmpty ? nil : try completeLine()
  }

  /// Validates and returns the pending bytes as the next line, without a final `\r`.
  private mutating func completeLine() throws(InvalidUTF8Line) -> String {
    lineNumber += 1
    defer { pending.removeAll(keepingCapacity: pending.count <= 1 << 16) }
    var bytes = pending[...]
    if bytes.last == UInt8(ascii: "\r") { bytes = bytes.dropLast() }
    guard let line = String(validating: bytes, as: UTF8.self) else {
      throw InvalidUTF8Line(lineNumber: lineNumber)
    }
    return line
  }
}

/// A line of the input that is not valid UTF-8, thrown by ``LineSplitter``.
///
/// ```swift
/// var splitter = LineSplitter()
/// var chunk: ArraySlice<UInt8> = [0x41, 0x0A, 0xFF, 0x0A]
/// _ = try splitter.nextLine(from: &chunk)         // "A"
/// _ = try splitter.nextLine(from: &chunk)         // throws InvalidUTF8Line(lineNumber: 2)
/// ```
public struct InvalidUTF8Line: Error, Sendable, Hashable {
  /// The 1-based number of the line.
  ///
  /// ```swift
  /// var splitter = LineSplitter()
  /// var chunk: ArraySlice<UInt8> = [0xFF, 0x0A]
  /// _ = try splitter.nextLine(from: &chunk)   // throws InvalidUTF8Line(lineNumber: 1)
  /// ```
  public let lineNumber: Int
}
