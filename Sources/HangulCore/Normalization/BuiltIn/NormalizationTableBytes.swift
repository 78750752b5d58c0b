/// The bytes of the generated normalization table (`Resources/ICUTables/normalization.bin`,
/// format in `FORMAT-normalization.md`), the only place the module touches its resource.
///
/// ```swift
/// let bytes = normalizationTableBytes()
/// Array(bytes.prefix(4)) == Array("NRM1".utf8)   // true
/// ```
func normalizationTableBytes() -> [UInt8] {
  PackageResources.normalization_bin
}
