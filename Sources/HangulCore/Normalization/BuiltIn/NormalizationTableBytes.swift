/// The bytes of the generated normalization table (`Resources/ICUTables/normalization.bin`,
/// format in `FORMAT-normalization.md`).
///
/// ```swift
/// let bytes = normalizationTableBytes()
/// Array(bytes.prefix(4)) == Array("NRM1".utf8)   // true
/// ```
///
/// - Complexity: O(*n*) in the size of the table (one copy).
func normalizationTableBytes() -> [UInt8] {
  EmbeddedResource.normalization.bytes
}
