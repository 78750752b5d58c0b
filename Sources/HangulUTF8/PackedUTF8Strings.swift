import Hangul

/// A few short strings (up to 16 bytes of UTF-8 each) packed at a stable address, written
/// with two 8-byte stores: how the byte cores (``SinoKoreanUTF8Writer``, ``JosaUTF8Writer``)
/// write digits, units and particle forms without an array per string (each array access
/// in a hot loop retains and releases it).
///
/// ```swift
/// let units = PackedUTF8Strings(["", "만", "억"])
/// var out = [UInt8](repeating: 0, count: 3 + PackedUTF8Strings.slack)
/// out.withUnsafeMutableBufferPointer { units.write(1, into: $0.baseAddress!) }   // 3 ("만")
/// ```
package struct PackedUTF8Strings: @unchecked Sendable {
  /// The bytes past a written string that ``write(_:into:)`` may overwrite.
  static let slack = 16
  /// String `i` is `bytes[16 * i ..< 16 * i + lengths[i]]`, zero-padded; allocated once per
  /// table, freed with the last copy of it (``Deallocating``).
  private let bytes: UnsafePointer<UInt64>
  private let lengths: UnsafePointer<UInt8>
  private let allocations: Deallocating
  /// The length of the longest string.
  package let longest: Int

  /// The table of `strings`, each at most 16 bytes of UTF-8.
  ///
  /// ```swift
  /// PackedUTF8Strings(["이", "가"]).longest   // 3
  /// ```
  package init(_ strings: [String]) {
    let bytes = UnsafeMutablePointer<UInt64>.allocate(capacity: 2 * max(1, strings.count))
    bytes.initialize(repeating: 0, count: 2 * max(1, strings.count))
    let lengths = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, strings.count))
    var longest = 0
    UnsafeMutableRawPointer(bytes).withMemoryRebound(to: UInt8.self, capacity: 16 * strings.count) { raw in
      for (index, string) in strings.enumerated() {
        let utf8 = Array(string.utf8)
        precondition(utf8.count <= 16, "\(string) is longer than 16 bytes")
        for (offset, byte) in utf8.enumerated() { raw[16 * index + offset] = byte }
        lengths[index] = UInt8(utf8.count)
        longest = max(longest, utf8.count)
      }
    }
    self.bytes = UnsafePointer(bytes)
    self.lengths = UnsafePointer(lengths)
    allocations = Deallocating(bytes, lengths)
    self.longest = longest
  }

  /// Writes string `index` to `out`, which has room for its length plus ``slack`` bytes,
  /// and returns its length.
  ///
  /// ```swift
  /// // PackedUTF8Strings(["영"]).write(0, into: out) == 3
  /// ```
  @inline(__always)
  package func write(_ index: Int, into out: UnsafeMutablePointer<UInt8>) -> Int {
    let raw = UnsafeMutableRawPointer(out)
    raw.storeBytes(of: bytes[2 &* index], as: UInt64.self)
    (raw + 8).storeBytes(of: bytes[2 &* index &+ 1], as: UInt64.self)
    return Int(lengths[index])
  }
}
