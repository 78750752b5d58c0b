/// Decodes UTF-8 into code points the way ICU does: each maximal subpart of an ill-formed
/// sequence becomes one U+FFFD (Unicode's recommended practice, as in u_strFromUTF8WithSub
/// and ICU's UTF-8 collation iterator).
///
/// ```swift
/// // [0x61, 0xE0, 0x80, 0x62] -> [0x61, 0xFFFD, 0xFFFD, 0x62]
/// ```
///
/// Returns the number of code points written to `out`, which must hold `text.count` values.
///
/// - Complexity: O(n) in the byte count.
func decodeUTF8(_ text: UnsafeBufferPointer<UInt8>, into out: UnsafeMutablePointer<UInt32>) -> Int {
  var i = 0
  var n = 0
  let count = text.count
  while i < count {
    let b0 = text[i]
    if b0 < 0x80 {
      out[n] = UInt32(b0)
      n += 1
      i += 1
      continue
    }
    var needed = 0
    var c: UInt32 = 0
    var lower: UInt8 = 0x80
    var upper: UInt8 = 0xBF
    switch b0 {
    case 0xC2...0xDF:
      needed = 1
      c = UInt32(b0 & 0x1F)
    case 0xE0:
      needed = 2
      c = 0
      lower = 0xA0
    case 0xE1...0xEC, 0xEE...0xEF:
      needed = 2
      c = UInt32(b0 & 0x0F)
    case 0xED:
      needed = 2
      c = 0xD
      upper = 0x9F
    case 0xF0:
      needed = 3
      c = 0
      lower = 0x90
    case 0xF1...0xF3:
      needed = 3
      c = UInt32(b0 & 0x07)
    case 0xF4:
      needed = 3
      c = 4
      upper = 0x8F
    default:
      out[n] = 0xFFFD
      n += 1
      i += 1
      continue
    }
    i += 1
    var ok = true
    for k in 0..<needed {
      guard i < count else {
        ok = false
        break
      }
      let b = text[i]
      let lo: UInt8 = k == 0 ? lower : 0x80
      let hi: UInt8 = k == 0 ? upper : 0xBF
      guard b >= lo && b <= hi else {
        ok = false
        break
      }
      c = (c << 6) | UInt32(b & 0x3F)
      i += 1
    }
    out[n] = ok ? c : 0xFFFD
    n += 1
  }
  return n
}
