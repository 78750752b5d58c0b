/// UTF-8 decoding of well-formed text (a Swift String's bytes) and encoding of scalars.
///
/// ```swift
/// let bytes: [UInt8] = Array("한".utf8)
/// bytes.withUnsafeBufferPointer { p in
///   var i = 0
///   return UTF8Coding.decode(p, at: &i)   // 0xD55C, i == 3
/// }
/// ```
enum UTF8Coding {
  /// The scalar starting at byte `i` of well-formed UTF-8, advancing `i` past it.
  ///
  /// ```swift
  /// var i = 0
  /// let scalar: UInt32 = ([0x41] as [UInt8]).withUnsafeBufferPointer { UTF8Coding.decode($0, at: &i) }
  /// scalar   // 0x41
  /// ```
  @inline(__always)
  static func decode(_ p: UnsafeBufferPointer<UInt8>, at i: inout Int) -> UInt32 {
    let b0 = UInt32(p[i])
    if b0 < 0x80 {
      i &+= 1
      return b0
    }
    if b0 < 0xE0 {
      let c = (b0 & 0x1F) << 6 | UInt32(p[i &+ 1] & 0x3F)
      i &+= 2
      return c
    }
    if b0 < 0xF0 {
      let c = (b0 & 0x0F) << 12 | UInt32(p[i &+ 1] & 0x3F) << 6 | UInt32(p[i &+ 2] & 0x3F)
      i &+= 3
      return c
    }
    let c =
      (b0 & 0x07) << 18 | UInt32(p[i &+ 1] & 0x3F) << 12 | UInt32(p[i &+ 2] & 0x3F) << 6
      | UInt32(p[i &+ 3] & 0x3F)
    i &+= 4
    return c
  }

  /// How many UTF-8 bytes scalar `c` takes.
  ///
  /// ```swift
  /// UTF8Coding.encodedLength(0xD55C)   // 3
  /// ```
  @inline(__always)
  static func encodedLength(_ c: UInt32) -> Int {
    c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x1_0000 ? 3 : 4
  }

  /// Writes scalar `c` as UTF-8 at byte `o` of `out`, advancing `o`.
  ///
  /// ```swift
  /// var bytes = [UInt8](repeating: 0, count: 3)
  /// var o = 0
  /// bytes.withUnsafeMutableBufferPointer { UTF8Coding.encode(0xD55C, into: $0, at: &o) }   // ED 95 9C
  /// ```
  @inline(__always)
  static func encode(_ c: UInt32, into out: UnsafeMutableBufferPointer<UInt8>, at o: inout Int) {
    if c < 0x80 {
      out[o] = UInt8(c)
      o &+= 1
    } else if c < 0x800 {
      out[o] = UInt8(0xC0 | c >> 6)
      out[o &+ 1] = UInt8(0x80 | c & 0x3F)
      o &+= 2
    } else if c < 0x1_0000 {
      out[o] = UInt8(0xE0 | c >> 12)
      out[o &+ 1] = UInt8(0x80 | c >> 6 & 0x3F)
      out[o &+ 2] = UInt8(0x80 | c & 0x3F)
      o &+= 3
    } else {
      out[o] = UInt8(0xF0 | c >> 18)
      out[o &+ 1] = UInt8(0x80 | c >> 12 & 0x3F)
      out[o &+ 2] = UInt8(0x80 | c >> 6 & 0x3F)
      out[o &+ 3] = UInt8(0x80 | c & 0x3F)
      o &+= 4
    }
  }
}
