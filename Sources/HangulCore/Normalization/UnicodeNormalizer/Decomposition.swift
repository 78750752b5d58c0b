extension ScalarBuffer {
  /// Appends code point `c` fully decomposed (canonically, or with compatibility
  /// mappings too), each scalar in canonical order behind what the buffer holds.
  ///
  /// ```swift
  /// var buffer = ScalarBuffer(capacity: 4)
  /// buffer.appendDecomposed(0xD55C, compatibility: false, tables: .shared)   // appends ᄒ ᅡ ᆫ (한 decomposed)
  /// buffer.count   // 3
  /// ```
  ///
  /// - Complexity: O(*k*) in the length of the decomposition (times the run of
  ///   non-starters each scalar is ordered past).
  @inline(__always)
  mutating func appendDecomposed(_ c: UInt32, compatibility: Bool, tables: NormalizationTables) {
    // Hangul syllables first: the commonest decomposition of Korean text, no look-up.
    if let index = HangulSyllable.index(ofCodePoint: c) {
      let (l, v, t) = HangulSyllable.conjoiningJamo(ofIndex: index)
      reserve(3)
      // Jamo are starters; V and T combine backward.
      append(l)
      append(v | PackedScalar.combinesBackwardBit)
      if let t { append(t | PackedScalar.combinesBackwardBit) }
      return
    }
    let p = tables.properties(c)
    let mask = compatibility ? NormalizationProperties.notNFKD : NormalizationProperties.notNFD
    if !p.contains(mask) {
      reserve(1)
      appendInCanonicalOrder(PackedScalar.pack(c, p))
      return
    }
    let entry = tables.decompositionEntry(at: p.decompositionIndex)
    let start = Int(compatibility ? entry.compatibilityStart : entry.canonicalStart)
    let length = Int(compatibility ? entry.compatibilityCount : entry.canonicalCount)
    reserve(length)
    for k in start..<start + length { appendInCanonicalOrder(tables.decompositionScalars[k]) }
  }

  /// Appends well-formed UTF-8 text, fully decomposed, in canonical order.
  ///
  /// ```swift
  /// var buffer = ScalarBuffer(capacity: 8)
  /// Array("한".utf8).withUnsafeBufferPointer {
  ///   buffer.appendDecomposed(utf8: $0, compatibility: false, tables: .shared)
  /// }
  /// buffer.count   // 3
  /// ```
  ///
  /// - Complexity: O(*n*) in the length of the text.
  mutating func appendDecomposed(
    utf8 bytes: UnsafeBufferPointer<UInt8>, compatibility: Bool, tables: NormalizationTables
  ) {
    var i = 0
    while i < bytes.count {
      let b = bytes[i]
      if b < 0x80 {
        reserve(1)
        append(UInt32(b))
        i &+= 1
        continue
      }
      appendDecomposed(UTF8Coding.decode(bytes, at: &i), compatibility: compatibility, tables: tables)
    }
  }
}
