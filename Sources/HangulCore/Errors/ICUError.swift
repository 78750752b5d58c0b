/// An error in ICU's terms, carrying ICU's own error code and name: reported by the system
/// ICU, or by the built-in tables where ICU would have reported it (a text over ICU's 2 GiB
/// limit, an unknown locale).
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
    self.init(code: code, operation: operation, name: Self.standardName(of: code) ?? "[UErrorCode \(code)]")
  }

  /// An error whose name the system ICU gave (`u_errorName`), for codes beyond the standard
  /// ones this type names itself.
  package init(code: Int32, operation: String, name: String) {
    self.code = code
    self.operation = operation
    self.name = name
  }

  /// ICU's symbolic name for ``code``, e.g. `"U_ILLEGAL_ARGUMENT_ERROR"`.
  ///
  /// ```swift
  /// ICUError(code: 1, operation: "ucol_open").name   // "U_ILLEGAL_ARGUMENT_ERROR"
  /// ```
  public let name: String

  /// ICU's name of a warning (−128…−120), of success (0) or of a standard error (1…31), the
  /// codes of `utypes.h` before `U_STANDARD_ERROR_LIMIT`; `nil` for any other code.
  static func standardName(of code: Int32) -> String? {
    switch code {
    case -128...(-120): warningNames[Int(code + 128)]
    case 0...31: errorNames[Int(code)]
    default: nil
    }
  }

  private static let warningNames = [
    "U_USING_FALLBACK_WARNING", "U_USING_DEFAULT_WARNING", "U_SAFECLONE_ALLOCATED_WARNING", "U_STATE_OLD_WARNING",
    "U_STRING_NOT_TERMINATED_WARNING", "U_SORT_KEY_TOO_SHORT_WARNING", "U_AMBIGUOUS_ALIAS_WARNING",
    "U_DIFFERENT_UCA_VERSION", "U_PLUGIN_CHANGED_LEVEL_WARNING",
  ]

  private static let errorNames = [
    "U_ZERO_ERROR", "U_ILLEGAL_ARGUMENT_ERROR", "U_MISSING_RESOURCE_ERROR", "U_INVALID_FORMAT_ERROR",
    "U_FILE_ACCESS_ERROR", "U_INTERNAL_PROGRAM_ERROR", "U_MESSAGE_PARSE_ERROR", "U_MEMORY_ALLOCATION_ERROR",
    "U_INDEX_OUTOFBOUNDS_ERROR", "U_PARSE_ERROR", "U_INVALID_CHAR_FOUND", "U_TRUNCATED_CHAR_FOUND",
    "U_ILLEGAL_CHAR_FOUND", "U_INVALID_TABLE_FORMAT", "U_INVALID_TABLE_FILE", "U_BUFFER_OVERFLOW_ERROR",
    "U_UNSUPPORTED_ERROR", "U_RESOURCE_TYPE_MISMATCH", "U_ILLEGAL_ESCAPE_SEQUENCE", "U_UNSUPPORTED_ESCAPE_SEQUENCE",
    "U_NO_SPACE_AVAILABLE", "U_CE_NOT_FOUND_ERROR", "U_PRIMARY_TOO_LONG_ERROR", "U_STATE_TOO_OLD_ERROR",
    "U_TOO_MANY_ALIASES_ERROR", "U_ENUM_OUT_OF_SYNC_ERROR", "U_INVARIANT_CONVERSION_ERROR", "U_INVALID_STATE_ERROR",
    "U_COLLATOR_VERSION_MISMATCH", "U_USELESS_COLLATOR_ERROR", "U_NO_WRITE_PERMISSION", "U_INPUT_TOO_LONG_ERROR",
  ]

  /// A sentence naming the operation and the ICU error.
  ///
  /// ```swift
  /// print(ICUError(code: 1, operation: "ucol_open"))
  /// // ICU error U_ILLEGAL_ARGUMENT_ERROR (1) in ucol_open
  /// ```
  public var description: String { "ICU error \(name) (\(code)) in \(operation)" }
}
