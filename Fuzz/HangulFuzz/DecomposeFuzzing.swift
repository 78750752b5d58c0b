import Hangul

/// Invariants of ``disassemble(_:level:encoding:)`` and ``disassembleGrouped(_:level:encoding:)``
/// on any text, at every level and in both encodings.
enum DecomposeFuzzing {
  /// Checks, for each level and encoding:
  /// - the output holds no syllable (every syllable is taken apart);
  /// - NFC and NFD spellings give the same output (canonical equivalence, the Decomposition guide);
  /// - disassembling the output again changes nothing;
  /// - the grouped form has one group per character of the NFC text and joins to the output;
  /// and, for modern syllable text (no jamo of any block), that ``assemble(_:)`` gives the
  /// NFC text back from the `.jamo` and `.syllable` outputs (the round trip of the Decomposition guide).
  ///
  /// - Complexity: O(*n*) per level and encoding.
  static func run(_ text: FuzzText) {
    let s = text.string
    for level in DecompositionLevel.allCases {
      for encoding in [JamoEncoding.compatibility, .conjoining] {
        let output = disassemble(s, level: level, encoding: encoding)
        let what = "disassemble(level: \(level), encoding: \(encoding))"
        FuzzFailure.check(
          !output.unicodeScalars.contains(where: FuzzText.isSyllable),
          "\(what) left a syllable: \(FuzzFailure.codePoints(output))", s)
        for variant in text.otherSpellings {
          let other = disassemble(variant, level: level, encoding: encoding)
          FuzzFailure.check(
            FuzzText.identical(other, output),
            "\(what) differs for \(FuzzFailure.codePoints(variant)): \(FuzzFailure.codePoints(other)) ≠ \(FuzzFailure.codePoints(output))",
            s)
        }
        let again = disassemble(output, level: level, encoding: encoding)
        FuzzFailure.check(
          FuzzText.identical(again, output),
          "\(what) is not idempotent: \(FuzzFailure.codePoints(again)) ≠ \(FuzzFailure.codePoints(output))", s)
        let groups = disassembleGrouped(s, level: level, encoding: encoding)
        FuzzFailure.check(
          FuzzText.identical(groups.map { $0.joined() }.joined(), output),
          "grouped \(what) does not join to the output", s)
        if let nfc = text.nfc {
          FuzzFailure.check(
            groups.count == nfc.count,
            "grouped \(what): \(groups.count) groups for \(nfc.count) characters", s)
        }
      }
    }
    guard let nfc = text.nfc, !s.unicodeScalars.contains(where: FuzzText.isJamo) else { return }
    for level in [DecompositionLevel.jamo, .syllable] {
      let back = assemble(disassemble(s, level: level))
      FuzzFailure.check(
        FuzzText.identical(back, nfc),
        "assemble(disassemble(level: \(level))) = \(FuzzFailure.codePoints(back)) ≠ NFC", s)
    }
  }
}
