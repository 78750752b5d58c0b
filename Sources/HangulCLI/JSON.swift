/// A JSON value, written with keys in the order they were given (the CLI's output
/// contract lists keys in a fixed order).
enum JSON {
  case string(String)
  case int(Int)
  case bool(Bool)
  case null
  case array([JSON])
  case object([(String, JSON)])

  /// Compact JSON text.
  var text: String {
    var out = ""
    write(to: &out)
    return out
  }

  private func write(to out: inout String) {
    switch self {
    case .string(let s): JSON.quote(s, into: &out)
    case .int(let i): out += String(i)
    case .bool(let b): out += b ? "true" : "false"
    case .null: out += "null"
    case .array(let items):
      out += "["
      for (i, item) in items.enumerated() {
        if i > 0 { out += "," }
        item.write(to: &out)
      }
      out += "]"
    case .object(let pairs):
      out += "{"
      for (i, (key, value)) in pairs.enumerated() {
        if i > 0 { out += "," }
        JSON.quote(key, into: &out)
        out += ":"
        value.write(to: &out)
      }
      out += "}"
    }
  }

  /// Appends `s` as a JSON string literal: quotes, backslashes and control characters
  /// escaped, everything else (Hangul included) as UTF-8.
  static func quote(_ s: String, into out: inout String) {
    out += "\""
    for scalar in s.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    out += "\""
  }
}

extension JSON {
  /// Writes one transform result, `{"input":…,"output":…}` (after a comma unless it is the
  /// first), with one reservation of the output buffer; the strings are escaped as
  /// ``quote(_:into:)`` escapes a `String` (quotes, backslashes, control characters).
  @inline(__always)
  static func writeResult(
    input: UnsafeBufferPointer<UInt8>, output: UnsafeBufferPointer<UInt8>, first: Bool, to writer: inout ByteWriter
  ) {
    let out = writer.reserve((input.count &+ output.count) &* 6 &+ 32)
    var o = 0
    @inline(__always) func put(_ text: StaticString) {
      let p = text.utf8Start
      for k in 0..<text.utf8CodeUnitCount { out[o &+ k] = p[k] }
      o &+= text.utf8CodeUnitCount
    }
    put(first ? "{\"input\":\"" : ",{\"input\":\"")
    o = escape(input, into: out, at: o)
    put("\",\"output\":\"")
    o = escape(output, into: out, at: o)
    put("\"}")
    writer.count &+= o
  }

  /// Writes the escaped `bytes` (no quotes) at `out + o` and returns the new end: eight
  /// bytes at a time while none of them needs escaping (no control character, quote or
  /// backslash), byte by byte otherwise.
  @inline(__always)
  static func escape(_ bytes: UnsafeBufferPointer<UInt8>, into out: UnsafeMutablePointer<UInt8>, at start: Int) -> Int {
    guard let src = bytes.baseAddress else { return start }
    let n = bytes.count
    var o = start
    var i = 0
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    while i &+ 8 <= n {
      let w = UnsafeRawPointer(src + i).loadUnaligned(as: UInt64.self)
      let control = (w &- ones &* 0x20) & ~w & highs
      let q = w ^ (ones &* 0x22)
      let quote = (q &- ones) & ~q & highs
      let b = w ^ (ones &* 0x5C)
      let backslash = (b &- ones) & ~b & highs
      guard control | quote | backslash == 0 else { break }
      UnsafeMutableRawPointer(out + o).storeBytes(of: w, as: UInt64.self)
      o &+= 8
      i &+= 8
    }
    while i < n {
      let b = src[i]
      i &+= 1
      if b >= 0x20 && b != UInt8(ascii: "\"") && b != UInt8(ascii: "\\") {
        out[o] = b
        o &+= 1
        continue
      }
      out[o] = UInt8(ascii: "\\")
      switch b {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"):
        out[o &+ 1] = b
        o &+= 2
      case UInt8(ascii: "\n"):
        out[o &+ 1] = UInt8(ascii: "n")
        o &+= 2
      case UInt8(ascii: "\r"):
        out[o &+ 1] = UInt8(ascii: "r")
        o &+= 2
      case UInt8(ascii: "\t"):
        out[o &+ 1] = UInt8(ascii: "t")
        o &+= 2
      default:
        let low = b & 0x0F  // a control character: the high digit is 0 or 1
        out[o &+ 1] = UInt8(ascii: "u")
        out[o &+ 2] = UInt8(ascii: "0")
        out[o &+ 3] = UInt8(ascii: "0")
        out[o &+ 4] = UInt8(ascii: "0") &+ (b >> 4)
        out[o &+ 5] = low < 10 ? UInt8(ascii: "0") &+ low : UInt8(ascii: "a") &+ (low &- 10)
        o &+= 6
      }
    }
    return o
  }
}
