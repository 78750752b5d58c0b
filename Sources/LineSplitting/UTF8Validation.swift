/// Whether `bytes` are well-formed UTF-8 (Unicode's table 3-7: no overlong forms, no
/// surrogates, nothing above U+10FFFF, no truncated sequence), the same answer as
/// `String(validating:as:)` but without making a `String`.
///
/// ASCII is checked eight bytes at a time, so a line of names costs about one comparison
/// per word plus one per multi-byte character.
///
/// ```swift
/// Array("김민수 Kim".utf8).withUnsafeBufferPointer { isValidUTF8($0) }   // true
/// [UInt8]([0xED, 0xA0, 0x80]).withUnsafeBufferPointer { isValidUTF8($0) }   // false (a surrogate)
/// ```
///
/// - Complexity: O(*n*) in the number of bytes.
public func isValidUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
  guard let p = bytes.baseAddress else { return true }
  let n = bytes.count
  let raw = UnsafeRawPointer(p)
  var i = 0
  while i < n {
    if i &+ 8 <= n && raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
      i &+= 8
      continue
    }
    let b = p[i]
    if b < 0x80 {
      i &+= 1
      continue
    }
    if i &+ 4 <= n {
      // The common case of Korean text: a three-byte character (lead 1110xxxx, two
      // continuation bytes) checked with one load; E0 and ED take the exact check below
      // (overlong forms, surrogates).
      let word = raw.loadUnaligned(fromByteOffset: i, as: UInt32.self).littleEndian
      if word & 0x00C0_C0F0 == 0x0080_80E0 && b != 0xE0 && b != 0xED {
        i &+= 3
        continue
      }
    }
    if b < 0xC2 { return false }
    if b < 0xE0 {
      guard i &+ 1 < n, p[i &+ 1] & 0xC0 == 0x80 else { return false }
      i &+= 2
    } else if b < 0xF0 {
      guard i &+ 2 < n else { return false }
      let b1 = p[i &+ 1]
      let lower: UInt8 = b == 0xE0 ? 0xA0 : 0x80
      let upper: UInt8 = b == 0xED ? 0x9F : 0xBF
      guard b1 >= lower, b1 <= upper, p[i &+ 2] & 0xC0 == 0x80 else { return false }
      i &+= 3
    } else if b < 0xF5 {
      guard i &+ 3 < n else { return false }
      let b1 = p[i &+ 1]
      let lower: UInt8 = b == 0xF0 ? 0x90 : 0x80
      let upper: UInt8 = b == 0xF4 ? 0x8F : 0xBF
      guard b1 >= lower, b1 <= upper, p[i &+ 2] & 0xC0 == 0x80, p[i &+ 3] & 0xC0 == 0x80 else { return false }
      i &+= 4
    } else {
      return false
    }
  }
  return true
}
