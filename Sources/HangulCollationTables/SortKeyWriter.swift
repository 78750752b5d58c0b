/// Writes ICU's sort key for a sequence of CEs: primary lead-byte compression for
/// compressible lead bytes, run-length compression of common secondary, tertiary (and
/// quaternary) weights, level separators 01, case bits masked off (caseFirst and caseLevel
/// are off in `ko`), then the identical level when asked for.
///
/// ```swift
/// // "a" at tertiary strength: A9 01 05 01 05 00
/// ```
struct SortKeyWriter {
  // Common-weight compression constants of ICU's sort keys.
  static let secCommonLow: UInt8 = 0x05, secCommonMiddle: UInt8 = 0x25, secCommonHigh: UInt8 = 0x45
  static let secCommonMaxCount = 0x21
  static let terCommonLow: UInt8 = 0x05, terCommonMiddle: UInt8 = 0x65, terCommonHigh: UInt8 = 0xC5
  static let terCommonMaxCount = 0x61
  static let quatCommonLow: UInt8 = 0x1C, quatCommonMiddle: UInt8 = 0x8C, quatCommonHigh: UInt8 = 0xFC
  static let quatCommonMaxCount = 0x71

  /// Writes the levels up to `strength` (no identical level, no terminating 0) to `out`,
  /// which must hold `maximumLength(ceCount:)` bytes; returns the length.
  ///
  /// - Complexity: O(n) in the CEs.
  static func write(
    _ ces: UnsafeBufferPointer<UInt64>, strength: CollationStrength,
    reorder: UnsafePointer<UInt8>, compressible: UnsafePointer<Bool>,
    into out: UnsafeMutablePointer<UInt8>
  ) -> Int {
    var n = 0
    // Primary level.
    var prevReordered: UInt32 = 0
    for ce in ces {
      writePrimary(
        UInt32(truncatingIfNeeded: ce >> 32), previous: &prevReordered, reorder: reorder,
        compressible: compressible, into: out, at: &n)
    }
    if strength == .primary { return n }

    // Secondary level.
    out[n] = 0x01
    n += 1
    var common = 0
    for ce in ces {
      let s = UInt32(truncatingIfNeeded: ce) >> 16
      if s == 0 { continue }
      if s == 0x0500 {
        common += 1
        continue
      }
      if common != 0 {
        common -= 1
        while common >= secCommonMaxCount {
          out[n] = secCommonMiddle
          n += 1
          common -= secCommonMaxCount
        }
        out[n] = s < 0x0500 ? secCommonLow + UInt8(common) : secCommonHigh - UInt8(common)
        n += 1
        common = 0
      }
      out[n] = UInt8(s >> 8)
      n += 1
      if s & 0xff != 0 {
        out[n] = UInt8(s & 0xff)
        n += 1
      }
    }
    if common != 0 {
      common -= 1
      while common >= secCommonMaxCount {
        out[n] = secCommonMiddle
        n += 1
        common -= secCommonMaxCount
      }
      out[n] = secCommonLow + UInt8(common)
      n += 1
    }
    if strength == .secondary { return n }

    // Tertiary level (no case bits).
    out[n] = 0x01
    n += 1
    common = 0
    for ce in ces {
      let lower = UInt32(truncatingIfNeeded: ce)
      if lower == 0 { continue }
      var t = lower & 0x3F3F
      if t == 0 { continue }
      if t == 0x0500 {
        common += 1
        continue
      }
      if common != 0 {
        common -= 1
        while common >= terCommonMaxCount {
          out[n] = terCommonMiddle
          n += 1
          common -= terCommonMaxCount
        }
        out[n] = t < 0x0500 ? terCommonLow + UInt8(common) : terCommonHigh - UInt8(common)
        n += 1
        common = 0
      }
      if t > 0x0500 { t += 0xC000 }
      out[n] = UInt8(t >> 8)
      n += 1
      if t & 0xff != 0 {
        out[n] = UInt8(t & 0xff)
        n += 1
      }
    }
    if common != 0 {
      common -= 1
      while common >= terCommonMaxCount {
        out[n] = terCommonMiddle
        n += 1
        common -= terCommonMaxCount
      }
      out[n] = terCommonLow + UInt8(common)
      n += 1
    }
    if strength == .tertiary { return n }

    // Quaternary level: with alternate = non-ignorable every CE has the common quaternary
    // weight, and ICU writes none of them: the level is empty (its separator only).
    out[n] = 0x01
    n += 1
    return n
  }

  /// Writes the primary-level bytes of one CE's primary `p` (un-reordered; 0 writes
  /// nothing) at `out[n]`, advancing `n` (at most 5 bytes): the lead byte is reordered, and
  /// under a compressible lead byte equal to the previous one it is left out (a run of such
  /// primaries ends with 03 or FF as the next primary sorts lower or higher). `previous` is
  /// the last reordered compressible primary (0 at the start or after another).
  ///
  /// ```swift
  /// // two primaries under one compressible lead byte: the second writes its tail only
  /// ```
  @inline(__always)
  static func writePrimary(
    _ raw: UInt32, previous prevReordered: inout UInt32,
    reorder: UnsafePointer<UInt8>, compressible: UnsafePointer<Bool>,
    into out: UnsafeMutablePointer<UInt8>, at n: inout Int
  ) {
    if raw == 0 { return }
    let isCompressible = compressible[Int(raw >> 24)]
    let p = UInt32(reorder[Int(raw >> 24)]) << 24 | (raw & 0xFF_FFFF)
    let p1 = p >> 24
    if !isCompressible || p1 != prevReordered >> 24 {
      if prevReordered != 0 {
        if p < prevReordered {
          if p1 > 2 {
            out[n] = 0x03
            n += 1
          }
        } else {
          out[n] = 0xFF
          n += 1
        }
      }
      out[n] = UInt8(p1)
      n += 1
      prevReordered = isCompressible ? p : 0
    }
    let p2 = UInt8(truncatingIfNeeded: p >> 16)
    if p2 != 0 {
      out[n] = p2
      n += 1
      let p3 = UInt8(truncatingIfNeeded: p >> 8)
      if p3 != 0 {
        out[n] = p3
        n += 1
        let p4 = UInt8(truncatingIfNeeded: p)
        if p4 != 0 {
          out[n] = p4
          n += 1
        }
      }
    }
  }

  /// An upper bound of `write`'s output for `ceCount` CEs.
  static func maximumLength(ceCount: Int) -> Int { 16 + ceCount * 13 }
}
