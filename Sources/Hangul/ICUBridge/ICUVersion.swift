import CICU

/// The version of the system ICU library the package loaded at run time.
///
/// ```swift
/// print(ICUVersion.current)          // "72.1"
/// print(ICUVersion.unicodeVersion)   // "15.0"
/// ```
public enum ICUVersion {
  /// ICU's version, e.g. `"72.1"` (trailing zero components are dropped).
  ///
  /// ```swift
  /// ICUVersion.current   // "72.1" on Debian 12
  /// ```
  public static let current: String = {
    var v: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0)
    withUnsafeMutableBytes(of: &v) { cicu_icu_version($0.baseAddress!.assumingMemoryBound(to: UInt8.self)) }
    return format(v)
  }()

  /// The Unicode version of ICU's character data, e.g. `"15.0"`.
  ///
  /// ```swift
  /// ICUVersion.unicodeVersion   // "15.0" with ICU 72
  /// ```
  public static var unicodeVersion: String {
    var v: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0)
    withUnsafeMutableBytes(of: &v) { cicu_unicode_version($0.baseAddress!.assumingMemoryBound(to: UInt8.self)) }
    return format(v)
  }

  private static func format(_ v: (UInt8, UInt8, UInt8, UInt8)) -> String {
    var parts = [v.0, v.1, v.2, v.3]
    while parts.count > 2, parts.last == 0 { parts.removeLast() }
    return parts.map(String.init).joined(separator: ".")
  }
}
