/// A cursor over the little-endian table bytes (see Resources/ICUTables/FORMAT-collation.md).
///
/// ```swift
/// var r = TableReader(bytes: [0x96, 0x01], position: 0)
/// r.varint()   // 150
/// ```
struct TableReader {
  /// The whole table.
  let bytes: [UInt8]
  /// The next byte to read.
  var position: Int

  /// One byte.
  mutating func u8() -> UInt8 {
    defer { position += 1 }
    return bytes[position]
  }

  /// A little-endian 16-bit value.
  mutating func u16() -> UInt32 {
    let lo = UInt32(u8())
    return lo | UInt32(u8()) << 8
  }

  /// A little-endian 32-bit value.
  mutating func u32() -> UInt32 {
    let lo = u16()
    return lo | u16() << 16
  }

  /// An unsigned LEB128 value (7 bits per byte, low group first).
  ///
  /// - Complexity: O(number of bytes), at most 10.
  mutating func varint() -> Int {
    var value = 0
    var shift = 0
    while true {
      let b = u8()
      value |= Int(b & 0x7f) << shift
      if b < 0x80 { return value }
      shift += 7
    }
  }

  /// A zigzag-encoded signed LEB128 value (0, -1, 1, -2, … as 0, 1, 2, 3, …).
  mutating func zigzag() -> Int {
    let z = varint()
    return (z & 1) == 0 ? z >> 1 : -((z + 1) >> 1)
  }

  /// A varint length followed by that many UTF-8 bytes.
  ///
  /// - Complexity: O(length).
  mutating func string() -> String {
    let n = varint()
    defer { position += n }
    return String(decoding: bytes[position..<position + n], as: UTF8.self)
  }
}
