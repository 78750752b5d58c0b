/// The code point of a three-byte UTF-8 sequence (U+0800…U+FFFF: every Hangul syllable and
/// jamo), from its lead and two continuation bytes, which the caller has checked. The byte
/// loops of choseong, decomposition, composition, collation order and search decode
/// syllables with it, then take the syllable index with `HangulSyllable.index(ofCodePoint:)`.
///
/// ```swift
/// utf8ThreeByteScalar(0xED, 0x95, 0x9C)   // 0xD55C (한)
/// ```

@inline(__always)
@inlinable
package func utf8ThreeByteScalar(_ lead: UInt8, _ second: UInt8, _ third: UInt8) -> UInt32 {
  (UInt32(lead & 0x0F) << 12) | (UInt32(second & 0x3F) << 6) | UInt32(third & 0x3F)
}

/// The index (0…11,171) of the modern syllable whose UTF-8 starts at `src[i]`, or -1 when
/// the bytes there are not one: the lead in EA…ED, two continuation bytes before `count`,
/// the code point in U+AC00…U+D7A3. A syllable it accepts is valid UTF-8, so the byte
/// loops that validate as they read use it for every non-ASCII character.
///
/// ```swift
/// [0xEA, 0xB0, 0x80].withUnsafeBufferPointer { utf8SyllableIndex($0.baseAddress!, at: 0, count: 3) }   // 0 (가)
/// [0xEA, 0xB0].withUnsafeBufferPointer { utf8SyllableIndex($0.baseAddress!, at: 0, count: 2) }         // -1
/// ```
@inline(__always)
@inlinable
package func utf8SyllableIndex(_ src: UnsafePointer<UInt8>, at i: Int, count: Int) -> Int {
  let b = src[i]
  guard b &- 0xEA <= 3, i &+ 2 < count else { return -1 }
  let b1 = src[i &+ 1]
  let b2 = src[i &+ 2]
  guard b1 & 0xC0 == 0x80 && b2 & 0xC0 == 0x80 else { return -1 }
  return HangulSyllable.index(ofCodePoint: utf8ThreeByteScalar(b, b1, b2)) ?? -1
}
