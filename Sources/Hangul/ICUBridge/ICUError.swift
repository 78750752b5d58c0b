import CICU

/// An error reported by the system ICU library, carrying ICU's own error code and name.
///
/// Every call the package makes into ICU checks the returned `UErrorCode`; a failure
/// surfaces as this error instead of a crash or a silently wrong answer.
///
/// ```swift
/// do {
///   _ = try KoreanCollator(locale: "xx-not-a-locale")
/// } catch let error as ICUError {
///   print(error.name)   // "U_MISSING_RESOURCE_ERROR"
/// }
/// ```
public struct ICUError: Error, Hashable, Sendable, CustomStringConvertible {
  /// ICU's numeric `UErrorCode` (positive values are failures).
  ///
  /// ```swift
  /// let error = ICUError(code: 1, operation: "ucol_setAttribute")
  /// error.code   // 1
  /// ```
  public let code: Int32
  /// What the package was doing when ICU failed, e.g. `"ucol_open(ko)"`.
  ///
  /// ```swift
  /// ICUError(code: 1, operation: "ucol_setAttribute").operation   // "ucol_setAttribute"
  /// ```
  public let operation: String

  /// Creates an error from an ICU status code and the operation that produced it.
  ///
  /// ```swift
  /// let error = ICUError(code: 1, operation: "ucol_setAttribute")
  /// print(error.name)   // "U_ILLEGAL_ARGUMENT_ERROR"
  /// ```
  public init(code: Int32, operation: String) {
    self.code = code
    self.operation = operation
  }

  /// ICU's symbolic name for ``code``, e.g. `"U_ILLEGAL_ARGUMENT_ERROR"`.
  ///
  /// ```swift
  /// ICUError(code: 1, operation: "ucol_open").name   // "U_ILLEGAL_ARGUMENT_ERROR"
  /// ```
  public var name: String { String(cString: cicu_error_name(code)) }

  /// A sentence naming the operation and the ICU error.
  ///
  /// ```swift
  /// print(ICUError(code: 1, operation: "ucol_open"))
  /// // ICU error U_ILLEGAL_ARGUMENT_ERROR (1) in ucol_open
  /// ```
  public var description: String { "ICU error \(name) (\(code)) in \(operation)" }

  /// Throws when `status` is an ICU failure (warnings, which are negative, pass).
  @inline(__always)
  static func check(_ status: Int32, _ operation: @autoclosure () -> String) throws(ICUError) {
    if status > 0 { throw ICUError(code: status, operation: operation()) }
  }
}
