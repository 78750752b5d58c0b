/// Calls an ICU bridge function that writes UTF-8 into a caller buffer and returns the
/// length it needs, growing the buffer once when the first guess was too small.
///
/// `body(out, capacity, &status)` returns the needed length. Capacities stay within ICU's
/// `int32_t` (a bigger guess is clamped to `icuMaximumLength`; ICU reports a result that
/// does not fit as an error).
func withGrowingUTF8Buffer(
  initialCapacity: Int,
  operation: @autoclosure () -> String,
  _ body: (UnsafeMutablePointer<CChar>, Int32, inout Int32) -> Int32
) throws(ICUError) -> String {
  var capacity = icuCapacity(initialCapacity)
  for _ in 0..<2 {
    var status: Int32 = 0
    var needed: Int32 = 0
    let result = String(unsafeUninitializedCapacity: capacity) { buffer in
      buffer.withMemoryRebound(to: CChar.self) { chars in
        needed = body(chars.baseAddress!, Int32(min(chars.count, icuMaximumLength)), &status)
      }
      return status > 0 || Int(needed) > capacity ? 0 : Int(needed)
    }
    try ICUError.check(status, operation())
    if Int(needed) <= capacity { return result }
    capacity = icuCapacity(Int(needed))
  }
  throw ICUError(code: 15 /* U_BUFFER_OVERFLOW_ERROR */, operation: operation())
}

/// A buffer capacity for ICU: at least 16 bytes, at most `icuMaximumLength` (what an
/// `int32_t` capacity can say), so converting it to `Int32` never traps.
///
/// ```swift
/// icuCapacity(3)              // 16
/// icuCapacity(Int.max / 2)    // 2147483647
/// ```
func icuCapacity(_ wanted: Int) -> Int { min(max(wanted, 16), icuMaximumLength) }

extension StringProtocol {
  /// Runs `body` over this text's UTF-8 bytes as C characters (copying only when the text
  /// is not a native contiguous `String`).
  func withCString8<R>(_ body: (UnsafeBufferPointer<CChar>) throws(ICUError) -> R) throws(ICUError) -> R {
    var text = String(self)
    let result: Result<R, ICUError> = text.withUTF8 { utf8 in
      utf8.withMemoryRebound(to: CChar.self) { chars in
        Result { () throws(ICUError) -> R in try body(chars) }
      }
    }
    return try result.get()
  }
}
