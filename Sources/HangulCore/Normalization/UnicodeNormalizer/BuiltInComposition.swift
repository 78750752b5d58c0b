extension ScalarBuffer {
  /// Composes the decomposed, canonically ordered buffer in place (UAX #15 canonical
  /// composition): each scalar not blocked from the last starter and forming a primary
  /// composite with it (Hangul L + V, LV + T included) is merged into that starter.
  ///
  /// ```swift
  /// var buffer = ScalarBuffer(capacity: 3)
  /// buffer.appendDecomposed(0x1100, compatibility: false, tables: .shared)
  /// buffer.appendDecomposed(0x1161, compatibility: false, tables: .shared)
  /// buffer.composeCanonically(tables: .shared)
  /// buffer.makeString()   // "가"
  /// ```
  ///
  /// - Complexity: O(*n*), one hash look-up per candidate pair.
  mutating func composeCanonically(tables: NormalizationTables) {
    var starter = -1
    var starterCombinesForward = false
    var lastClass: UInt32 = 0
    var written = 0
    for read in 0..<count {
      let x = self[read]
      let ccc = PackedScalar.combiningClass(x)
      if starterCombinesForward, PackedScalar.combinesBackward(x),
        written == starter + 1 || (lastClass != 0 && lastClass < ccc),
        let composite = tables.composition(
          of: PackedScalar.codePoint(self[starter]), PackedScalar.codePoint(x))
      {
        // A primary composite is a starter (class 0); it may compose further (LV + T).
        if HangulSyllable.isSyllable(codePoint: composite) {
          self[starter] = composite
          starterCombinesForward = HangulSyllable.isLVSyllable(codePoint: composite)
        } else {
          let p = tables.properties(composite)
          self[starter] = PackedScalar.pack(composite, p)
          starterCombinesForward = p.contains(NormalizationProperties.combinesForward)
        }
        continue
      }
      if ccc == 0 {
        starter = written
        starterCombinesForward = tables.properties(PackedScalar.codePoint(x))
          .contains(NormalizationProperties.combinesForward)
      }
      self[written] = x
      written += 1
      lastClass = ccc
    }
    count = written
  }
}
