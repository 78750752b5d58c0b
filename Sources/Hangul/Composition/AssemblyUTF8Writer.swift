/// ``assemble(_:)`` over UTF-8 bytes, for callers in this package that stream lines (the
/// `hangul` CLI's `compose`): the same keys and the same joining as `assemble`, without a
/// `String` per line, for text made only of ASCII, modern syllables, compatibility jamo and
/// modern conjoining jamo (NFD, composed here as NFC does). Other text, and lines longer than
/// ``maxLineBytes``, are declined and left to `assemble`.
///
/// ```swift
/// let writer = AssemblyUTF8Writer()
/// var out = [UInt8](repeating: 0, count: AssemblyUTF8Writer.room(12))
/// Array("ㄱㅏㅂㅅ".utf8).withUnsafeBufferPointer { text in
///   out.withUnsafeMutableBufferPointer { writer.write(text, into: $0.baseAddress!) }
/// }   // 3 (out holds "값")
/// ```
package struct AssemblyUTF8Writer: @unchecked Sendable {
  /// The longest line handled (bytes).
  ///
  /// ```swift
  /// AssemblyUTF8Writer.maxLineBytes   // 4096
  /// ```
  package static let maxLineBytes = 4096
  /// The keys typed so far (at most five per input byte), allocated once per writer and
  /// kept for the process (a command makes one writer).
  private let keys: UnsafeMutablePointer<Unicode.Scalar>

  /// A writer with its key buffer.
  ///
  /// ```swift
  /// _ = AssemblyUTF8Writer()
  /// ```
  package init() {
    keys = .allocate(capacity: 5 * Self.maxLineBytes + 8)
  }

  /// Whether `value` is a modern conjoining jamo: initial U+1100…U+1112, vowel
  /// U+1161…U+1175, final U+11A8…U+11C2.
  @inline(__always)
  static func isModernConjoining(_ value: UInt32) -> Bool {
    value &- 0x1100 <= 0x12 || value &- 0x1161 <= 0x14 || value &- 0x11A8 <= 0x1A
  }

  /// The canonical composition (NFC) of `first` followed by `second` when they compose:
  /// a modern initial and vowel, or a syllable without a final and a modern final.
  @inline(__always)
  static func composed(_ first: Unicode.Scalar, _ second: Unicode.Scalar) -> Unicode.Scalar? {
    let a = first.value
    let b = second.value
    if a &- 0x1100 <= 0x12 && b &- 0x1161 <= 0x14 {
      return Unicode.Scalar(0xAC00 + ((a - 0x1100) * 21 + (b - 0x1161)) * 28)
    }
    if a &- 0xAC00 < 11_172 && (a - 0xAC00) % 28 == 0 && b &- 0x11A8 <= 0x1A {
      return Unicode.Scalar(a + (b - 0x11A7))
    }
    return nil
  }

  /// The room ``write(_:into:)`` needs for a line of `n` bytes.
  ///
  /// ```swift
  /// AssemblyUTF8Writer.room(3)   // 22
  /// ```
  @inline(__always)
  package static func room(_ n: Int) -> Int { 2 * n + 16 }

  /// Writes the UTF-8 of `assemble(text)` to `out` (``room(_:)`` bytes) and returns its
  /// length, or -1 when `text` (valid UTF-8) holds anything but ASCII, modern syllables,
  /// compatibility jamo and modern conjoining jamo, is longer than ``maxLineBytes``, or assembles to more than the
  /// room.
  ///
  /// ```swift
  /// // "ㄱㅏ!ㄴㅏ" → "가!나"; "\u{1100}\u{1161}" (NFD) → "가"; "ᄒᆞᆫ" (old Hangul) → -1
  /// ```
  ///
  /// - Complexity: O(*n*) in the length of the text.
  package func write(_ text: UnsafeBufferPointer<UInt8>, into out: UnsafeMutablePointer<UInt8>) -> Int {
    guard let src = text.baseAddress, text.count <= Self.maxLineBytes else { return text.isEmpty ? 0 : -1 }
    let count = text.count
    var top = 0  // keys[0..<top] is the output so far
    func type(_ scalar: Unicode.Scalar) {
      appendDisassembled(scalar, level: .jamo, encoding: .compatibility) { key in
        guard top > 0 else {
          keys[0] = key
          top = 1
          return
        }
        let joined = joining(keys[top &- 1], key)
        keys[top &- 1] = joined.0
        if let second = joined.1 {
          keys[top] = second
          top &+= 1
        }
      }
    }
    // `assemble` types the text's NFC. For these characters NFC only composes modern
    // conjoining jamo (initial + vowel, then a syllable without a final + final), which
    // only ever joins a character with the one just before it: hold each character until
    // the next one is known.
    var held: Unicode.Scalar? = nil
    var i = 0
    while i < count {
      let b = src[i]
      let scalar: Unicode.Scalar
      if b < 0x80 {
        scalar = Unicode.Scalar(b)
        i &+= 1
      } else {
        guard b & 0xF0 == 0xE0, i &+ 2 < count else { return -1 }
        let value = utf8ThreeByteScalar(b, src[i &+ 1], src[i &+ 2])
        guard let s = Unicode.Scalar(value),
          s.isHangulSyllable || s.isCompatibilityJamo || Self.isModernConjoining(value)
        else { return -1 }
        scalar = s
        i &+= 3
      }
      if let h = held, let composed = Self.composed(h, scalar) {
        held = composed
        continue
      }
      if let h = held { type(h) }
      held = scalar
    }
    if let h = held { type(h) }
    let room = Self.room(count)
    var o = 0
    for k in 0..<top {
      let v = keys[k].value
      if v < 0x80 {
        guard o < room else { return -1 }
        out[o] = UInt8(v)
        o &+= 1
      } else {
        guard v >= 0x800, v < 0x10000, o &+ 3 <= room else { return -1 }
        out[o] = UInt8(0xE0 | (v >> 12))
        out[o &+ 1] = UInt8(0x80 | ((v >> 6) & 0x3F))
        out[o &+ 2] = UInt8(0x80 | (v & 0x3F))
        o &+= 3
      }
    }
    return o
  }
}
