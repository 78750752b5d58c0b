/// One field of PostgreSQL's `COPY … TO STDOUT` text format, decoded: `\N` alone is null, and
/// a backslash starts an escape (`\\`, `\t`, `\n`, `\r`, `\b`, `\f`, `\v`, one to three octal
/// digits, `\x` and one or two hex digits; a backslash before any other character stands for
/// that character), as PostgreSQL's COPY FROM reads it.
enum CopyText {
  /// Why a field cannot be read.
  struct Invalid: Error {
    let reason: String
  }

  /// The field's text (nil for `\N`).
  ///
  /// - Throws: ``Invalid`` when the decoded bytes are not UTF-8, or the field ends in a lone
  ///   backslash.
  /// - Complexity: O(*n*) in the field's bytes.
  static func decode(_ field: UnsafeBufferPointer<UInt8>) throws(Invalid) -> String? {
    let backslash = UInt8(ascii: "\\")
    if field.count == 2 && field[0] == backslash && field[1] == UInt8(ascii: "N") { return nil }
    guard field.contains(backslash) else {
      guard let text = String(validating: field, as: UTF8.self) else { throw Invalid(reason: "is not valid UTF-8") }
      return text
    }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(field.count)
    var i = 0
    while i < field.count {
      let byte = field[i]
      i += 1
      guard byte == backslash else {
        bytes.append(byte)
        continue
      }
      guard i < field.count else { throw Invalid(reason: "ends in a lone backslash") }
      let escaped = field[i]
      i += 1
      switch escaped {
      case UInt8(ascii: "b"): bytes.append(8)
      case UInt8(ascii: "f"): bytes.append(12)
      case UInt8(ascii: "n"): bytes.append(10)
      case UInt8(ascii: "r"): bytes.append(13)
      case UInt8(ascii: "t"): bytes.append(9)
      case UInt8(ascii: "v"): bytes.append(11)
      case UInt8(ascii: "0")...UInt8(ascii: "7"):
        var value = UInt32(escaped - UInt8(ascii: "0"))
        var digits = 1
        while digits < 3, i < field.count, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(field[i]) {
          value = value * 8 + UInt32(field[i] - UInt8(ascii: "0"))
          i += 1
          digits += 1
        }
        bytes.append(UInt8(truncatingIfNeeded: value))
      case UInt8(ascii: "x") where i < field.count && hexValue(field[i]) != nil:
        var value = UInt32(hexValue(field[i])!)
        i += 1
        if i < field.count, let low = hexValue(field[i]) {
          value = value * 16 + UInt32(low)
          i += 1
        }
        bytes.append(UInt8(value))
      default: bytes.append(escaped)
      }
    }
    guard let text = String(validating: bytes, as: UTF8.self) else { throw Invalid(reason: "is not valid UTF-8") }
    return text
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}
