/// Whether `assemble(_:)` returns the UTF-8 text `utf8` unchanged, decided on the bytes
/// for the CLI's streaming `compose`: true for text made only of ASCII, modern syllables
/// and characters that are NFC-stable starters composing with nothing and outside Hangul
/// (Latin-1 letters and signs, Hanja U+4E00…U+9FFF, symbols U+2600…U+27BF and
/// U+2B00…U+2BFF, emoji U+1F000…U+1FAFF, ZWJ, VS16, fullwidth ASCII, halfwidth Hangul
/// letters, which `assemble` keeps as they are). Such text is already
/// NFC, every string of modern syllables assembles to itself, and the other characters
/// join nothing. False does not mean the text changes: it means "ask `assemble`". It checks
/// the bytes it reads, so any bytes may be given: a text it accepts is valid UTF-8.
///
/// ```swift
/// Array("김민수 Kim 金".utf8).withUnsafeBufferPointer { assemblesToItself($0) }   // true
/// Array("ㄱㅏ".utf8).withUnsafeBufferPointer { assemblesToItself($0) }           // false
/// ```
///
/// - Complexity: O(*n*) in the number of bytes.
package func assemblesToItself(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
  guard let src = utf8.baseAddress else { return true }
  let count = utf8.count
  var i = 0
  while i < count {
    let b = src[i]
    if b < 0x80 {
      i &+= 1
      continue
    }
    if (b == 0xC2 || b == 0xC3) && i &+ 1 < count && src[i &+ 1] & 0xC0 == 0x80 {
      i &+= 2
      continue
    }
    if b == 0xF0 && i &+ 3 < count && src[i &+ 1] == 0x9F && src[i &+ 2] &- 0x80 <= 0x2B
      && src[i &+ 3] & 0xC0 == 0x80
    {
      i &+= 4
      continue
    }
    guard i &+ 2 < count else { return false }
    let b1 = src[i &+ 1]
    let b2 = src[i &+ 2]
    guard b1 & 0xC0 == 0x80, b2 & 0xC0 == 0x80 else { return false }
    let s = ((UInt32(b & 0x0F) << 12) | (UInt32(b1 & 0x3F) << 6) | UInt32(b2 & 0x3F)) &- 0xAC00
    guard (b &- 0xEA <= 3 && s < 11_172) || isInertNonHangul(b, b1, b2) || (b == 0xEF && isHalfwidthHangul(b1, b2))
    else { return false }
    i &+= 3
  }
  return true
}
