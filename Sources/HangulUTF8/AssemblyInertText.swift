import Hangul

/// Whether `assemble(_:)` returns the UTF-8 text `utf8` unchanged, decided on the bytes
/// for the CLI's streaming `compose`: true for text made only of ASCII, modern syllables
/// and characters that are NFC-stable starters composing with nothing and outside Hangul
/// (Latin-1 and Latin Extended-A letters and signs, Hanja U+4E00…U+9FFF, symbols U+2600…U+27BF and
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
  var lines = 0
  return inertPrefixLength(utf8, stoppingAtCarriageReturn: false, newlines: &lines) == utf8.count
}

/// The length of the longest prefix of `utf8` (a block of lines, each ended by `\n`) made of
/// whole lines that `assemblesToItself` and hold no `\r`: copied as they are, those bytes are
/// the streaming `compose`'s output for those lines. One pass over a block of lines instead
/// of one call per line; a character never spans a `\n` (it is never a continuation byte),
/// so the block's verdict is every line's. Like `assemblesToItself`, it checks the bytes it
/// reads: the prefix is valid UTF-8.
///
/// ```swift
/// Array("김민수\nKim\n".utf8).withUnsafeBufferPointer { unchangedLinesPrefixLength($0) }   // 14
/// Array("김\nㄱㅏ\n김\n".utf8).withUnsafeBufferPointer { unchangedLinesPrefixLength($0) }  // 4
/// Array("김\r\n".utf8).withUnsafeBufferPointer { unchangedLinesPrefixLength($0) }          // 0
/// ```
///
/// - Complexity: O(*n*) in the number of bytes.
package func unchangedLinesPrefixLength(_ utf8: UnsafeBufferPointer<UInt8>) -> Int {
  var lines = 0
  return unchangedLinesPrefixLength(utf8, lineCount: &lines)
}

/// ``unchangedLinesPrefixLength(_:)``, also counting the lines of the prefix (its `\n`s)
/// into `lineCount`, in the same pass.
///
/// ```swift
/// var lines = 0
/// Array("김\nKim\nㄱㅏ\n".utf8).withUnsafeBufferPointer {
///   unchangedLinesPrefixLength($0, lineCount: &lines)
/// }   // 8, and lines is 2
/// ```
///
/// - Complexity: O(*n*) in the number of bytes.
package func unchangedLinesPrefixLength(_ utf8: UnsafeBufferPointer<UInt8>, lineCount: inout Int) -> Int {
  guard let src = utf8.baseAddress else { return 0 }
  var lines = 0
  var end = inertPrefixLength(utf8, stoppingAtCarriageReturn: true, newlines: &lines)
  if end != utf8.count || (end > 0 && src[end &- 1] != 0x0A) {
    // Back to the end of the last whole line before the first character that is not
    // inert (no `\n` is crossed: every counted one stays in the prefix).
    while end > 0 && src[end &- 1] != 0x0A { end &-= 1 }
  }
  lineCount &+= lines
  return end
}

/// The length of the longest prefix of `utf8` made of characters `assemble(_:)` keeps as
/// they are (see `assemblesToItself`); with `stoppingAtCarriageReturn`, `\r` ends it too.
/// Adds the prefix's `\n`s to `newlines`.
@inline(__always)
private func inertPrefixLength(
  _ utf8: UnsafeBufferPointer<UInt8>, stoppingAtCarriageReturn: Bool, newlines: inout Int
) -> Int {
  guard let src = utf8.baseAddress else { return 0 }
  let count = utf8.count
  var lines = 0
  defer { newlines &+= lines }
  var i = 0
  while i < count {
    // Runs of modern syllables first (most bytes of Korean text): one 32-bit load, one
    // mask test (a three-byte lead and two continuation bytes) and one range test each.
    while i &+ 8 <= count {
      let q = UInt64(littleEndian: UnsafeRawPointer(src + i).loadUnaligned(as: UInt64.self))
      let first = UInt32(truncatingIfNeeded: q).byteSwapped >> 8
      let second = UInt32(truncatingIfNeeded: q >> 24).byteSwapped >> 8
      guard q & 0xC0C0_F0C0_C0F0 == 0x8080_E080_80E0, first &- 0xEA_B080 <= 0xED_9EA3 - 0xEA_B080,
        second &- 0xEA_B080 <= 0xED_9EA3 - 0xEA_B080
      else { break }
      i &+= 6
    }
    while i &+ 4 <= count {
      let w = UInt32(littleEndian: UnsafeRawPointer(src + i).loadUnaligned(as: UInt32.self))
      // The three bytes in reading order: U+AC00…U+D7A3 is EA B0 80…ED 9E A3.
      let sequence = w.byteSwapped >> 8
      guard w & 0x00C0_C0F0 == 0x0080_80E0, sequence &- 0xEA_B080 <= 0xED_9EA3 - 0xEA_B080 else { break }
      i &+= 3
    }
    guard i < count else { break }
    let b = src[i]
    if b == 0x0A {
      lines &+= 1
      i &+= 1
      continue
    }
    // A syllable among the last three bytes, with one bounds check.
    if b &- 0xEA <= 3 && i &+ 2 < count {
      let b1 = src[i &+ 1]
      let b2 = src[i &+ 2]
      if b1 & 0xC0 == 0x80 && b2 & 0xC0 == 0x80 && HangulSyllable.isSyllable(codePoint: utf8ThreeByteScalar(b, b1, b2))
      {
        i &+= 3
        continue
      }
    }
    if b < 0x80 {
      if stoppingAtCarriageReturn && b == 0x0D { return i }
      if b == 0x0A { lines &+= 1 }
      i &+= 1
      continue
    }
    // Latin-1 and Latin Extended-A (U+0080…U+017F).
    if b &- 0xC2 <= 3 && i &+ 1 < count && src[i &+ 1] & 0xC0 == 0x80 {
      i &+= 2
      continue
    }
    if b == 0xF0 && i &+ 3 < count && src[i &+ 1] == 0x9F && src[i &+ 2] &- 0x80 <= 0x2B
      && src[i &+ 3] & 0xC0 == 0x80
    {
      i &+= 4
      continue
    }
    guard i &+ 2 < count else { return i }
    let b1 = src[i &+ 1]
    let b2 = src[i &+ 2]
    guard b1 & 0xC0 == 0x80, b2 & 0xC0 == 0x80 else { return i }
    let isSyllable = b &- 0xEA <= 3 && HangulSyllable.isSyllable(codePoint: utf8ThreeByteScalar(b, b1, b2))
    guard isSyllable || isInertNonHangul(b, b1, b2) || (b == 0xEF && isHalfwidthHangul(b1, b2))
    else { return i }
    i &+= 3
  }
  return count
}
