import Hangul

/// What a row's stored keys were made with: the schema, the package and the ICU version.
///
/// A sort key is only comparable with keys made by the same ICU (ICU's collation data
/// changes between releases), and a section title or search key only means what the package
/// that wrote it meant. Every row stores the version it was made with, and the table's is
/// recorded in `hangul_tables`. A store that finds another version reports it
/// (``KeyStatus``) and keeps answering from the stored keys; the keys are rebuilt, all in one
/// transaction, only by an explicit rekey, and an append into a stale table is refused, so an
/// answer never mixes keys of two versions.
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
  /// KeyVersion.current.icu   // e.g. "72.1" on Debian 12
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

/// Whether a table's stored keys are the ones this build makes (``KeyVersion/current``).
///
/// A store reports it when it opens a table and never rewrites the keys by itself: reads on
/// stale keys answer at once from the stored keys (their order and sections are those of the
/// version that made them), and the keys are rebuilt only when the caller asks for it
/// (`rekey` on a store, `hangul db rekey` on the command line).
///
/// ```swift
/// let status = KeyStatus.stale(stored: "3;0.2.0;70.1")
/// status.isStale        // true
/// status.storedVersion  // "3;0.2.0;70.1"
/// KeyStatus.current.isStale   // false
/// ```
public enum KeyStatus: Sendable, Hashable {
  /// The stored keys are ``KeyVersion/current``'s.
  case current
  /// The stored keys were made by `stored` (a ``KeyVersion/text``, or empty when the table
  /// has no recorded version).
  case stale(stored: String)

  /// Whether the keys need a rekey.
  ///
  /// ```swift
  /// KeyStatus.stale(stored: "").isStale   // true
  /// ```
  public var isStale: Bool { self != .current }

  /// The version the stored keys were made by.
  ///
  /// ```swift
  /// KeyStatus.current.storedVersion == KeyVersion.current.text   // true
  /// ```
  public var storedVersion: String {
    switch self {
    case .current: KeyVersion.current.text
    case .stale(let stored): stored
    }
  }

  /// The status of a table whose recorded version is `stored` (nil: none recorded).
  ///
  /// ```swift
  /// KeyStatus(stored: KeyVersion.current.text)   // .current
  /// KeyStatus(stored: "2;0.1.0;70.1")            // .stale(stored: "2;0.1.0;70.1")
  /// ```
  public init(stored: String?) {
    self = stored == KeyVersion.current.text ? .current : .stale(stored: stored ?? "")
  }
}
