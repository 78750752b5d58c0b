#if ICU
  import CICU
#endif

/// The version of ICU whose answers the package gives: the system ICU loaded at run time
/// with the `ICU` package trait, otherwise the ICU the built-in tables were generated from.
///
/// ```swift
/// print(ICUVersion.current)          // e.g. 72.1
/// print(ICUVersion.unicodeVersion)   // e.g. 15.0
/// ```
public enum ICUVersion {
  /// Where the answers come from.
  ///
  /// ```swift
  /// ICUVersion.source   // e.g. .systemICU on Linux with the default traits
  /// ```
  public enum Source: String, Sendable, Hashable {
    /// The system ICU (`libicu`), linked through the `ICU` package trait.
    case systemICU = "icu"
    /// The built-in tables generated from ICU (`Resources/ICUTables`), no ICU linked.
    case builtInTables = "tables"
  }

  /// The source of this build's collation, section index and version numbers: the system
  /// ICU with the `ICU` package trait, the built-in tables without it.
  ///
  /// ```swift
  /// ICUVersion.source.rawValue   // e.g. "icu", or "tables" without the ICU trait
  /// ```
  public static var source: Source {
    #if ICU
      .systemICU
    #else
      .builtInTables
    #endif
  }

  /// ICU's version, e.g. `"72.1"` (trailing zero components are dropped).
  ///
  /// ```swift
  /// ICUVersion.current   // e.g. "72.1" on Debian 12
  /// ```
  public static let current: String = {
    #if ICU
      var v: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0)
      withUnsafeMutableBytes(of: &v) { cicu_icu_version($0.baseAddress!.assumingMemoryBound(to: UInt8.self)) }
      return format([v.0, v.1, v.2, v.3])
    #else
      return format(BuiltInNormalizer.dataVersions.icu)
    #endif
  }()

  /// The Unicode version of ICU's character data, e.g. `"15.0"`.
  ///
  /// ```swift
  /// ICUVersion.unicodeVersion   // e.g. "15.0" with ICU 72
  /// ```
  public static var unicodeVersion: String {
    #if ICU
      var v: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0)
      withUnsafeMutableBytes(of: &v) { cicu_unicode_version($0.baseAddress!.assumingMemoryBound(to: UInt8.self)) }
      return format([v.0, v.1, v.2, v.3])
    #else
      return format(BuiltInNormalizer.dataVersions.unicode)
    #endif
  }

  /// The version of the built-in tables (the ICU they were generated from), whichever
  /// source this build uses: a server on the system ICU compares it with `current`.
  ///
  /// ```swift
  /// ICUVersion.builtInTables   // "72.1"
  /// ```
  public static var builtInTables: String { format(BuiltInNormalizer.dataVersions.icu) }

  private static func format(_ v: [UInt8]) -> String {
    var parts = v
    while parts.count > 2, parts.last == 0 { parts.removeLast() }
    return parts.map(String.init).joined(separator: ".")
  }
}
