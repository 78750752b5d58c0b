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

  #if ICU
    /// The error of an ICU call that opened nothing: `status`, or U_MEMORY_ALLOCATION_ERROR
    /// when it set none, named by the bridge (which, when the system ICU itself could not be
    /// opened, names the library and the loader's reason).
    static func openFailure(_ status: Int32, _ operation: String) -> ICUError {
      let code = status > 0 ? status : 7 /* U_MEMORY_ALLOCATION_ERROR */
      return ICUError(code: code, operation: operation, name: String(cString: cicu_error_name(code)))
    }
  #endif
}
