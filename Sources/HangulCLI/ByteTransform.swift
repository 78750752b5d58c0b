import Hangul

/// A transform's fast path over UTF-8 bytes, for the lines it handles (nearly every line
/// of names: ASCII and modern syllables); ``TransformPrinter`` gives every other line to
/// the command's `String` transform. A fast path gives exactly the `String` transform's
/// answer for every line it accepts.
struct ByteTransform: Sendable {
  /// The room `apply` needs for a line of `n` bytes.
  let room: @Sendable (Int) -> Int
  /// Writes the answer for `line` (valid UTF-8) to `out` (``room`` bytes) and returns its
  /// length, or -1 when it does not handle the line.
  let apply: @Sendable (UnsafeBufferPointer<UInt8>, UnsafeMutablePointer<UInt8>) -> Int

  /// `choseong(of:options:)`: the library's own byte core (the one `ChoseongTable` uses).
  static func choseong(options: ChoseongOptions) -> ByteTransform {
    let writer = ChoseongUTF8Writer(options: options)
    return ByteTransform(room: { $0 }, apply: { writer.write($0, into: $1) })
  }

  /// `disassemble(_:level:encoding:)` for lines of ASCII and modern syllables, from a
  /// table of every syllable's answer computed by the library once.
  static func disassembly(level: DecompositionLevel, encoding: JamoEncoding) -> ByteTransform {
    let table = DisassemblyUTF8Table(level: level, encoding: encoding)
    let expansion = table.maxExpansion
    return ByteTransform(
      room: { $0 &* expansion &+ DisassemblyUTF8Table.slack }, apply: { table.write($0, into: $1) })
  }

  /// `assemble(_:)` for lines of ASCII and modern syllables, which it returns unchanged
  /// (every string of modern syllables assembles to itself, and ASCII joins nothing).
  static let assembly = ByteTransform(
    room: { $0 },
    apply: { line, out in
      guard let src = line.baseAddress else { return 0 }
      var i = 0
      while i < line.count {
        let b = src[i]
        if b < 0x80 {
          i &+= 1
          continue
        }
        guard b &- 0xEA <= 3, i &+ 2 < line.count else { return -1 }
        let s = ((UInt32(b & 0x0F) << 12) | (UInt32(src[i &+ 1] & 0x3F) << 6) | UInt32(src[i &+ 2] & 0x3F)) &- 0xAC00
        guard s < 11_172 else { return -1 }
        i &+= 3
      }
      out.update(from: src, count: line.count)
      return line.count
    })
}
