/// A cursor over the bytes of the generated table: little-endian integers and LEB128
/// varints. Stops the program on truncated data (the table is compiled in, so a short
/// read is a build defect, not an input error).
///
/// ```swift
/// var reader = NormalizationTableReader([0xE5, 0x8E, 0x26])
/// reader.varint()   // 624485
/// ```
struct NormalizationTableReader {
  /// The table bytes.
  ///
  /// ```swift
  /// NormalizationTableReader([1, 2]).bytes.count   // 2
  /// ```
  let bytes: [UInt8]
  /// The offset of the next byte to read.
  ///
  /// ```swift
  /// NormalizationTableReader([1, 2]).offset   // 0
  /// ```
  private(set) var offset = 0

  /// A reader at the start of `bytes`.
  ///
  /// ```swift
  /// var reader = NormalizationTableReader([7])
  /// reader.byte()   // 7
  /// ```
  init(_ bytes: [UInt8]) { self.bytes = bytes }

  /// Whether every byte was read.
  ///
  /// ```swift
  /// NormalizationTableReader([]).isAtEnd   // true
  /// ```
  var isAtEnd: Bool { offset == bytes.count }

  /// The next byte.
  ///
  /// ```swift
  /// var reader = NormalizationTableReader([0x4E])
  /// reader.byte()   // 0x4E
  /// ```
  mutating func byte() -> UInt8 {
    precondition(offset < bytes.count, "normalization table truncated")
    defer { offset += 1 }
    return bytes[offset]
  }

  /// The next 4 bytes as a little-endian integer.
  ///
  /// ```swift
  /// var reader = NormalizationTableReader([1, 0, 0, 0])
  /// reader.uint32()   // 1
  /// ```
  mutating func uint32() -> UInt32 {
    var value: UInt32 = 0
    for shift in stride(from: 0, to: 32, by: 8) { value |= UInt32(byte()) << UInt32(shift) }
    return value
  }

  /// The next unsigned LEB128 varint (7 bits a byte, low bits first).
  ///
  /// ```swift
  /// var reader = NormalizationTableReader([0x80, 0x01])
  /// reader.varint()   // 128
  /// ```
  mutating func varint() -> UInt32 {
    var value: UInt32 = 0
    var shift: UInt32 = 0
    while true {
      let b = byte()
      precondition(shift < 32, "normalization table: varint too long")
      value |= UInt32(b & 0x7F) << shift
      if b < 0x80 { return value }
      shift += 7
    }
  }

  /// The next varint read as a zigzag-encoded signed difference (0, -1, 1, -2 … as
  /// 0, 1, 2, 3 …).
  ///
  /// ```swift
  /// var reader = NormalizationTableReader([3])
  /// reader.signedVarint()   // -2
  /// ```
  mutating func signedVarint() -> Int32 {
    let v = varint()
    return Int32(bitPattern: v >> 1) ^ -Int32(bitPattern: v & 1)
  }
}
