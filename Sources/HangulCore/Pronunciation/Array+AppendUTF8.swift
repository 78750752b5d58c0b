extension Array where Element == UInt8 {
  /// Appends the UTF-8 bytes of `scalar`.
  @inline(__always)
  package mutating func appendUTF8(_ scalar: Unicode.Scalar) {
    let v = scalar.value
    if v < 0x80 {
      append(UInt8(v))
    } else if v < 0x800 {
      append(UInt8(0xC0 | v >> 6))
      append(UInt8(0x80 | v & 0x3F))
    } else if v < 0x10000 {
      append(UInt8(0xE0 | v >> 12))
      append(UInt8(0x80 | v >> 6 & 0x3F))
      append(UInt8(0x80 | v & 0x3F))
    } else {
      append(UInt8(0xF0 | v >> 18))
      append(UInt8(0x80 | v >> 12 & 0x3F))
      append(UInt8(0x80 | v >> 6 & 0x3F))
      append(UInt8(0x80 | v & 0x3F))
    }
  }
}
