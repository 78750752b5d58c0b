/// ICU counts text in `int32_t`: the longest text, in UTF-8 bytes, the package hands to ICU
/// (2 GiB - 1).
let icuMaximumLength = Int(Int32.max)

/// `count` (a text's UTF-8 length) as ICU's `int32_t`, or `ICUError` with
/// `U_INPUT_TOO_LONG_ERROR` naming `operation` when the text is longer than ICU can take —
/// a clear error where a plain `Int32(count)` would trap.
///
/// Every length the package passes to the C bridge goes through this function, so the guard
/// is tested with a length alone, without allocating gigabytes.
///
/// ```swift
/// try icuLength(3, "unorm2_normalize")                  // 3
/// try icuLength(Int(Int32.max) + 1, "unorm2_normalize")  // throws U_INPUT_TOO_LONG_ERROR
/// ```
@inline(__always)
func icuLength(_ count: Int, _ operation: @autoclosure () -> String) throws(ICUError) -> Int32 {
  guard count <= icuMaximumLength, let length = Int32(exactly: count) else {
    throw ICUError(
      code: 31 /* U_INPUT_TOO_LONG_ERROR */,
      operation: "\(operation()) (text of \(count) UTF-8 bytes; ICU takes at most \(icuMaximumLength))")
  }
  return length
}
