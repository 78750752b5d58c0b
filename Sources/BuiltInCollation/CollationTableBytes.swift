/// The generated collation tables (`Resources/ICUTables/collation-*.bin`), concatenated in
/// order. The only place that names the embedded resources: rewire it when moving the engine.
///
/// ```swift
/// let bytes = collationTableBytes()   // starts with "KOCOLL01"
/// ```
///
/// - Complexity: O(n) in the table size (one copy).
func collationTableBytes() -> [UInt8] {
  var bytes: [UInt8] = []
  bytes.reserveCapacity(PackageResources.collation_1_bin.count * 3)
  bytes += PackageResources.collation_1_bin
  bytes += PackageResources.collation_2_bin
  bytes += PackageResources.collation_3_bin
  return bytes
}
