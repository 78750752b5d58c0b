/// The initial consonants (초성) of many names, computed in one pass into one contiguous
/// UTF-8 buffer: element `i` is `choseong(of: names[i], options: options)`.
///
/// ```swift
/// let table = ChoseongTable(["홍길동", "김 Andrew", "까치"])
/// table.count      // 3
/// table[0]         // "ㅎㄱㄷ"
/// table[1]         // "ㄱ Andrew"
/// Array(table)     // ["ㅎㄱㄷ", "ㄱ Andrew", "ㄲㅊ"]
/// table.withUTF8 { bytes, offsets in
///   bytes[offsets[2]..<offsets[3]].count   // 6 (ㄲㅊ)
/// }
/// ```
///
/// Use it to build your own index or filter over a big list: `choseong(of:)` makes one
/// `String` per name, which costs more than the arithmetic itself; the table writes every
/// answer back to back (what a C batch does) and makes a `String` only when you read an
/// element. Names outside the byte fast path (see ``choseong(of:options:)``) go through the
/// same general path as `choseong(of:)`, so the answers are identical.
///
/// - Complexity: building is O(*n*) in the total length of the names; reading an element is
///   O(*k*) in its length (a `String` is made from its bytes).
public struct ChoseongTable: RandomAccessCollection, Sendable {
  /// The UTF-8 of every answer, back to back (possibly followed by unused bytes).
  @usableFromInline
  let bytes: [UInt8]
  /// Where each answer starts in `bytes`; `count + 1` entries, the last one the end.
  @usableFromInline
  let offsets: [Int]

  /// The choseong of every name in `names`, in order.
  ///
  /// ```swift
  /// let names = ["홍길동", "김수한"]
  /// let table = ChoseongTable(names, options: ChoseongOptions(nonHangul: .drop))
  /// Array(table)   // ["ㅎㄱㄷ", "ㄱㅅㅎ"]
  /// ```
  /// - Parameters:
  ///   - names: the names.
  ///   - options: as for ``choseong(of:options:)``.
  /// - Complexity: O(*n*) in the total length of the names.
  @inlinable
  public init(_ names: some Collection<String>, options: ChoseongOptions = ChoseongOptions()) {
    var builder = Builder(expectedCount: names.count, options: options)
    for name in names { builder.append(name) }
    (bytes, offsets) = builder.finish()
  }

  /// The UTF-8 of every element, back to back, and the `count + 1` offsets where each
  /// starts (the last one is where the last ends): element `i` is
  /// `bytes[offsets[i]..<offsets[i + 1]]`. The buffers are valid only inside `body`.
  ///
  /// ```swift
  /// ChoseongTable(["홍길동", "ab"]).withUTF8 { bytes, offsets in
  ///   (offsets[1], offsets[2])   // (9, 11)
  /// }
  /// ```
  public func withUTF8<R, E: Error>(
    _ body: (_ bytes: UnsafeBufferPointer<UInt8>, _ offsets: UnsafeBufferPointer<Int>) throws(E) -> R
  ) throws(E) -> R {
    let result: Result<R, E> = bytes.withUnsafeBufferPointer { bytes in
      offsets.withUnsafeBufferPointer { offsets in
        do throws(E) { return .success(try body(bytes, offsets)) } catch { return .failure(error) }
      }
    }
    return try result.get()
  }

  /// The number of answers: the number of names.
  ///
  /// ```swift
  /// ChoseongTable(["가", "나"]).count   // 2
  /// ```
  public var count: Int { offsets.count - 1 }

  /// The index of the first answer, 0.
  ///
  /// ```swift
  /// ChoseongTable(["가"]).startIndex   // 0
  /// ```
  public var startIndex: Int { 0 }

  /// One past the index of the last answer: ``count``.
  ///
  /// ```swift
  /// ChoseongTable(["가"]).endIndex   // 1
  /// ```
  public var endIndex: Int { offsets.count - 1 }

  /// The choseong of the name at `position`.
  ///
  /// ```swift
  /// ChoseongTable(["홍길동", "까치"])[1]   // "ㄲㅊ"
  /// ```
  /// - Complexity: O(*k*) in the length of the answer.
  public subscript(position: Int) -> String {
    precondition(position >= 0 && position < count, "ChoseongTable index out of range")
    return bytes.withUnsafeBufferPointer {
      String(decoding: UnsafeBufferPointer(rebasing: $0[offsets[position]..<offsets[position + 1]]), as: UTF8.self)
    }
  }
}

extension ChoseongTable {
  /// Accumulates the answers: the fast path writes straight into the buffer, the general
  /// path appends the bytes of its `String`.
  @usableFromInline
  struct Builder {
    let options: ChoseongOptions
    var bytes: [UInt8]
    var used = 0
    var offsets: [Int]

    @usableFromInline
    init(expectedCount: Int, options: ChoseongOptions) {
      self.options = options
      bytes = [UInt8](repeating: 0, count: Swift.max(64, expectedCount * 12))
      offsets = [0]
      offsets.reserveCapacity(expectedCount + 1)
    }

    /// Makes room for `extra` more bytes after `used`.
    mutating func reserve(_ extra: Int) {
      if bytes.count - used < extra {
        bytes.append(contentsOf: repeatElement(0, count: Swift.max(bytes.count, extra)))
      }
    }

    @usableFromInline
    mutating func append(_ name: String) {
      let n = name.utf8.count
      reserve(n)
      let used = self.used, options = self.options
      let written: Int? = name.utf8.withContiguousStorageIfAvailable { source in
        guard let src = source.baseAddress, n > 0 else { return 0 }
        return bytes.withUnsafeMutableBufferPointer { out in
          choseongOfInertUTF8(src, count: n, into: out.baseAddress! + used, options: options)
        }
      }
      if let written, written >= 0 {
        self.used += written
      } else {
        let answer = Array(choseong(of: name, options: options).utf8)
        reserve(answer.count)
        bytes.replaceSubrange(used..<used + answer.count, with: answer)
        self.used += answer.count
      }
      offsets.append(self.used)
    }

    @usableFromInline
    consuming func finish() -> ([UInt8], [Int]) {
      (bytes, offsets)
    }
  }
}
