/// ICU's identical-level encoding (BOCSU, Unicode Technical Note #6): each code point of the
/// NFD text written as the difference from a moving base, in 1 to 4 bytes of 02…FF
/// (U+FFFE as 02, resetting the base).
///
/// ```swift
/// // [0x61] -> [0xAF]: base 0x00 - 80 = -80, 0x61 + 80 = 177 -> 0x81 + (177 - 0x80)…
/// ```
enum IdenticalLevel {
  /// Appends the encoding of `scalars` to `out` (room for 4 bytes per scalar); returns the
  /// new length.
  ///
  /// - Complexity: O(n).
  static func write(_ scalars: [UInt32], into out: UnsafeMutablePointer<UInt8>, at start: Int) -> Int {
    var n = start
    var prev: Int32 = 0
    for scalar in scalars {
      let c = Int32(bitPattern: scalar)
      if prev < 0x4E00 || prev >= 0xA000 {
        prev = (prev & ~0x7f) - (-80)
      } else {
        prev = 0x9FFF - 10667
      }
      if c == 0xFFFE {
        out[n] = 2
        n += 1
        prev = 0
      } else {
        n = writeDifference(c - prev, out, n)
        prev = c
      }
    }
    return n
  }

  private static func writeDifference(_ diff: Int32, _ p: UnsafeMutablePointer<UInt8>, _ start: Int) -> Int {
    var diff = diff
    var n = start
    let tail: Int32 = 253
    if diff >= -80 {
      if diff <= 80 {
        p[n] = UInt8(0x81 + diff)
        return n + 1
      } else if diff <= 10667 {
        p[n] = UInt8(210 + diff / tail)
        p[n + 1] = UInt8(3 + diff % tail)
        return n + 2
      } else if diff <= 192785 {
        p[n + 2] = UInt8(3 + diff % tail)
        diff /= tail
        p[n + 1] = UInt8(3 + diff % tail)
        p[n] = UInt8(252 + diff / tail)
        return n + 3
      } else {
        p[n + 3] = UInt8(3 + diff % tail)
        diff /= tail
        p[n + 2] = UInt8(3 + diff % tail)
        diff /= tail
        p[n + 1] = UInt8(3 + diff % tail)
        p[n] = 0xFF
        return n + 4
      }
    } else {
      func negDivMod(_ x: inout Int32) -> Int32 {
        var m = x % tail
        x /= tail
        if m < 0 {
          x -= 1
          m += tail
        }
        return m
      }
      if diff >= -10668 {
        let m = negDivMod(&diff)
        p[n] = UInt8(49 + diff)
        p[n + 1] = UInt8(3 + m)
        n += 2
      } else if diff >= -192786 {
        let m0 = negDivMod(&diff)
        p[n + 2] = UInt8(3 + m0)
        let m1 = negDivMod(&diff)
        p[n + 1] = UInt8(3 + m1)
        p[n] = UInt8(7 + diff)
        n += 3
      } else {
        let m0 = negDivMod(&diff)
        p[n + 3] = UInt8(3 + m0)
        let m1 = negDivMod(&diff)
        p[n + 2] = UInt8(3 + m1)
        let m2 = negDivMod(&diff)
        p[n + 1] = UInt8(3 + m2)
        p[n] = 3
        n += 4
      }
      return n
    }
  }
}
