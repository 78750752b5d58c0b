/// The code point of a three-byte UTF-8 sequence (U+0800…U+FFFF: every Hangul syllable and
/// jamo), from its lead and two continuation bytes, which the caller has checked. The byte
/// loops of choseong, decomposition, composition, collation order and search decode
/// syllables with it, then subtract 0xAC00 for the syllable index.
///
/// ```swift
/// utf8ThreeByteScalar(0xEA, 0xB0, 0x80)   // 0xAC00 (가)
/// ```
@usableFromInline
@inline(__always)
func utf8ThreeByteScalar(_ lead: UInt8, _ second: UInt8, _ third: UInt8) -> UInt32 {
  (UInt32(lead & 0x0F) << 12) | (UInt32(second & 0x3F) << 6) | UInt32(third & 0x3F)
}
