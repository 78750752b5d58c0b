import Hangul

/// What a row's stored keys were made with: the schema, the package and the ICU version.
///
/// A sort key is only comparable with keys made by the same ICU (ICU's collation data
/// changes between releases), and a section title or search key only means what the package
/// that wrote it meant. Every row stores the version it was made with; a store that finds
/// another version rebuilds those rows' keys before it answers, so an answer never mixes
/// keys of two versions.
///
/// ```swift
/// KeyVersion.current.text   // "3;0.2.0;72.1" (schema 3, package 0.2.0, ICU 72.1)
/// ```
public struct KeyVersion: Sendable, Hashable {
  /// The layout of the stored table and its keys; raised when either changes.
  ///
  /// ```swift
  /// KeyVersion.schemaVersion   // 3
  /// ```
  public static let schemaVersion = 3

  /// The package version the keys are made by (the newest CHANGELOG.md heading).
  ///
  /// ```swift
  /// KeyVersion.packageVersion   // "0.2.0"
  /// ```
  public static let packageVersion = "0.2.0"

  /// The version the running process makes keys with.
  ///
  /// ```swift
  /// KeyVersion.current.icu == ICUVersion.current   // true
  /// ```
  public static let current = KeyVersion(schema: schemaVersion, package: packageVersion, icu: ICUVersion.current)

  /// The schema version.
  ///
  /// ```swift
  /// KeyVersion.current.schema   // 3
  /// ```
  public var schema: Int
  /// The package version.
  ///
  /// ```swift
  /// KeyVersion.current.package   // "0.2.0"
  /// ```
  public var package: String
  /// The ICU version.
  ///
  /// ```swift
  /// KeyVersion.current.icu   // "72.1" on Debian 12
  /// ```
  public var icu: String

  /// A version made of its three parts.
  ///
  /// ```swift
  /// KeyVersion(schema: 1, package: "0.2.0", icu: "72.1").text   // "1;0.2.0;72.1"
  /// ```
  public init(schema: Int, package: String, icu: String) {
    self.schema = schema
    self.package = package
    self.icu = icu
  }

  /// The stored form, `SCHEMA;PACKAGE;ICU`, compared as text.
  ///
  /// ```swift
  /// KeyVersion.current.text.hasPrefix("3;0.2.0;")   // true
  /// ```
  public var text: String { "\(schema);\(package);\(icu)" }
}
