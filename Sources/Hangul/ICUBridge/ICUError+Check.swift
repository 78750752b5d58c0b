#if ICU
  import CICU
#endif

extension ICUError {
  /// Throws when `status` is an ICU failure (warnings, which are negative, pass), named as
  /// the system ICU names it where it is linked.
  @inline(__always)
  static func check(_ status: Int32, _ operation: @autoclosure () -> String) throws(ICUError) {
    guard status > 0 else { return }
    #if ICU
      throw ICUError(code: status, operation: operation(), name: String(cString: cicu_error_name(status)))
    #else
      throw ICUError(code: status, operation: operation())
    #endif
  }
}
