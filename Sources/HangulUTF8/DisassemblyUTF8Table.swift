import Hangul

/// The UTF-8 of ``disassemble(_:level:encoding:)`` for every modern syllable, computed once,
/// for callers in this package that transform UTF-8 bytes (the `hangul` CLI's streaming
/// `decompose`): text made only of ASCII and modern syllables is already NFC and
/// disassembles character by character, so its answer is these entries back to back.
///
/// ```swift
/// let table = DisassemblyUTF8Table(level: .jamo, encoding: .compatibility)
/// // room for the answer of 3 bytes of text, plus the slack `write` may overwrite past it
/// var out = [UInt8](repeating: 0, count: 3 * table.maxExpansion + DisassemblyUTF8Table.slack)
/// Array("값".utf8).withUnsafeBufferPointer { text in
///   out.withUnsafeMutableBufferPointer { table.write(text, into: $0.baseAddress!) }
/// }   // 12 (out holds "ㄱㅏㅂㅅ")
/// ```
package struct DisassemblyUTF8Table: @unchecked Sendable {
  /// Bytes reserved per syllable (the longest answer, 까 at the full level with a double
  /// final, is 6 letters of 3 bytes).
  private static let stride = 24
  /// The bytes past the answer that ``write(_:into:)`` may overwrite.
  ///
  /// ```swift
  /// DisassemblyUTF8Table.slack   // 24
  /// ```
  package static let slack = 24
  /// Entry `s` (syllable U+AC00 + s) is `bytes[s * stride ..< s * stride + lengths[s]]`;
  /// allocated once per table, freed with the last copy of it (``Deallocating``).
  private let bytes: UnsafePointer<UInt8>
  private let lengths: UnsafePointer<UInt8>
  private let allocations: Deallocating
  /// The most output bytes one input byte can give: the answer for `n` bytes of text fits
  /// in `n * maxExpansion` bytes.
  package let maxExpansion: Int

  /// The table for `level` and `encoding`.
  ///
  /// ```swift
  /// DisassemblyUTF8Table(level: .full, encoding: .conjoining).maxExpansion   // 6
  /// ```
  ///
  /// - Complexity: O(11,172), the modern syllables.
  package init(level: DecompositionLevel, encoding: JamoEncoding) {
    let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: HangulSyllable.count * Self.stride)
    bytes.initialize(repeating: 0, count: HangulSyllable.count * Self.stride)
    let lengths = UnsafeMutablePointer<UInt8>.allocate(capacity: HangulSyllable.count)
    var longest = 1
    for s in 0..<HangulSyllable.count {
      var length = 0
      appendDisassembled(Unicode.Scalar(HangulSyllable.codePoint(ofIndex: s))!, level: level, encoding: encoding) {
        letter in
        for unit in UTF8.encode(letter)! {
          precondition(length < Self.stride, "a syllable's letters outgrow the table")
          bytes[s * Self.stride + length] = unit
          length += 1
        }
      }
      lengths[s] = UInt8(length)
      longest = max(longest, length)
    }
    self.bytes = UnsafePointer(bytes)
    self.lengths = UnsafePointer(lengths)
    allocations = Deallocating(bytes, lengths)
    maxExpansion = max(1, (longest + 2) / 3)
  }

  /// Writes the UTF-8 of `disassemble(text, level:, encoding:)` to `out` (room for
  /// `text.count * maxExpansion + DisassemblyUTF8Table.slack` bytes: entries are copied
  /// whole) and returns its length, or -1 when `text` (valid
  /// UTF-8) holds anything but ASCII and modern syllables. It checks the bytes it reads, so
  /// any bytes may be given: a text it accepts is valid UTF-8.
  ///
  /// ```swift
  /// // "사과 Apple" → "ㅅㅏㄱㅗㅏ Apple"; "ㄳ" → -1 (a compatibility letter: use disassemble)
  /// ```
  ///
  /// - Complexity: O(*n*) in the length of the text.
  @inline(__always)
  package func write(_ text: UnsafeBufferPointer<UInt8>, into out: UnsafeMutablePointer<UInt8>) -> Int {
    guard let src = text.baseAddress else { return 0 }
    let count = text.count
    var i = 0
    var o = 0
    while i < count {
      let b = src[i]
      if b < 0x80 {
        out[o] = b
        o &+= 1
        i &+= 1
        continue
      }
      let s = utf8SyllableIndex(src, at: i, count: count)
      guard s >= 0 else { return -1 }
      // Three 8-byte copies of the whole slot (the caller's slack covers the excess).
      let entry = UnsafeRawPointer(bytes + s &* Self.stride)
      let target = UnsafeMutableRawPointer(out + o)
      target.storeBytes(of: entry.load(as: UInt64.self), as: UInt64.self)
      target.storeBytes(of: entry.load(fromByteOffset: 8, as: UInt64.self), toByteOffset: 8, as: UInt64.self)
      target.storeBytes(of: entry.load(fromByteOffset: 16, as: UInt64.self), toByteOffset: 16, as: UInt64.self)
      o &+= Int(lengths[s])
      i &+= 3
    }
    return o
  }
}
