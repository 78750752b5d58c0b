/// `base` advanced by `offset` steps of a three-byte primary: bytes 2 and 3 run 02…FF
/// (byte 2 runs 04…FE under a compressible lead byte), carrying into the lead byte. ICU's
/// formula for runs of primaries (Han in radical-stroke order, Tangut, …).
///
/// ```swift
/// advanceThreeBytePrimary(0xFA02_0200, compressible: false, by: 2)   // 0xFA02_0400
/// ```
func advanceThreeBytePrimary(_ base: UInt32, compressible: Bool, by offset: Int) -> UInt32 {
  var offset = offset + Int((base >> 8) & 0xff) - 2
  var p = UInt32(offset % 254 + 2) << 8
  offset /= 254
  if compressible {
    offset += Int((base >> 16) & 0xff) - 4
    p |= UInt32(offset % 251 + 4) << 16
    offset /= 251
  } else {
    offset += Int((base >> 16) & 0xff) - 2
    p |= UInt32(offset % 254 + 2) << 16
    offset /= 254
  }
  return p | ((base & 0xff00_0000) &+ UInt32(offset) << 24)
}

/// The CE ICU gives a code point no table mentions (unassigned, private use, noncharacters):
/// a four-byte primary under lead byte FE, in code point order, common secondary and tertiary.
///
/// ```swift
/// unassignedCE(0x0378) >> 32   // 0xFE04_xx_xx primary
/// ```
@inline(__always)
func unassignedCE(_ c: UInt32) -> UInt64 {
  let v = c &+ 1
  var p: UInt32 = 2 + (v % 18) * 14
  let v2 = v / 18
  p |= (2 + v2 % 254) << 8
  p |= (4 + (v2 / 254) % 251) << 16
  return UInt64(p | 0xFE00_0000) << 32 | 0x0500_0500
}
