#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Lines end to end in one buffer, each followed by `\n`: the input of `hangul sort` and
/// `hangul index` as it is held in memory, about the input's own size. The buffer grows with
/// `realloc`, which moves a large block's pages without copying them, so growing never holds
/// the lines twice.
///
/// ```swift
/// let packed = PackedLines(capacity: 16)
/// var line = "김민수"
/// line.withUTF8 { packed.append($0) }
/// (packed.lineCount, packed.bytes.count)   // (1, 10)
/// ```
final class PackedLines {
  private var base: UnsafeMutablePointer<UInt8>
  private var capacity: Int
  /// The number of bytes held, `\n`s included.
  private(set) var count = 0
  /// The number of lines held.
  private(set) var lineCount = 0

  /// An empty buffer with room for `capacity` bytes before it grows.
  init(capacity: Int) {
    self.capacity = max(capacity, 64)
    guard let memory = malloc(self.capacity) else { fatalError("out of memory: \(self.capacity) bytes") }
    base = memory.assumingMemoryBound(to: UInt8.self)
  }

  deinit { free(base) }

  /// The bytes held.
  var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: count) }

  /// Appends `line` (no `\n` in it) and a `\n`.
  ///
  /// - Complexity: amortized O(*n*) in the length of `line`.
  func append(_ line: UnsafeBufferPointer<UInt8>) {
    let needed = count + line.count + 1
    if needed > capacity { grow(to: max(needed, capacity + capacity / 2)) }
    if let source = line.baseAddress { (base + count).update(from: source, count: line.count) }
    base[needed - 1] = UInt8(ascii: "\n")
    count = needed
    lineCount += 1
  }

  /// Forgets every line, keeping the memory.
  func removeAll() {
    count = 0
    lineCount = 0
  }

  /// Forgets every line and gives the memory back.
  func release() {
    removeAll()
    grow(to: 64)
  }

  private func grow(to newCapacity: Int) {
    guard let memory = realloc(base, newCapacity) else { fatalError("out of memory: \(newCapacity) bytes") }
    base = memory.assumingMemoryBound(to: UInt8.self)
    capacity = newCapacity
  }
}
