import HangulCore

/// The generated collation tables (`Resources/ICUTables/collation.bin`).
///
/// ```swift
/// let bytes = collationTableBytes()   // starts with "KOCOLL01"
/// ```
///
/// - Complexity: O(*n*) in the table size (one copy).
func collationTableBytes() -> [UInt8] {
  EmbeddedResource.collation.bytes
}
