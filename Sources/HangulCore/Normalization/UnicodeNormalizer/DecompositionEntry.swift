/// Where the full canonical and compatibility decompositions of one code point sit in
/// the tables' array of packed scalars (see ``PackedScalar``), already in canonical order.
///
/// ```swift
/// let tables = NormalizationTables.shared
/// let entry = tables.decompositionEntry(at: tables.properties(0x1E69).decompositionIndex)
/// entry.canonicalCount   // 3 (ṩ → s, U+0323, U+0307)
/// ```
struct DecompositionEntry {
  /// Offset of the full canonical decomposition.
  ///
  /// ```swift
  /// DecompositionEntry(canonicalStart: 4, canonicalCount: 2, compatibilityStart: 4, compatibilityCount: 2).canonicalStart   // 4
  /// ```
  var canonicalStart: UInt16
  /// Length of the full canonical decomposition; 0 when the code point has only a
  /// compatibility mapping.
  ///
  /// ```swift
  /// DecompositionEntry(canonicalStart: 0, canonicalCount: 0, compatibilityStart: 0, compatibilityCount: 2).canonicalCount   // 0
  /// ```
  var canonicalCount: UInt8
  /// Offset of the full compatibility decomposition.
  ///
  /// ```swift
  /// DecompositionEntry(canonicalStart: 0, canonicalCount: 0, compatibilityStart: 9, compatibilityCount: 2).compatibilityStart   // 9
  /// ```
  var compatibilityStart: UInt16
  /// Length of the full compatibility decomposition (≥ 1).
  ///
  /// ```swift
  /// DecompositionEntry(canonicalStart: 0, canonicalCount: 0, compatibilityStart: 9, compatibilityCount: 2).compatibilityCount   // 2
  /// ```
  var compatibilityCount: UInt8
}
