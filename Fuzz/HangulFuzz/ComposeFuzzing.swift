import Hangul

/// Invariants of ``assemble(_:)`` (the 2-set keyboard automaton) on any text.
enum ComposeFuzzing {
  /// Checks that
  /// - NFC and NFD spellings assemble alike (the Decomposition guide, Decomposition.md);
  /// - assembling is idempotent: assembled text has nothing left to join;
  /// - assembling only joins keys: the keys (``disassemble(_:level:encoding:)``) of the
  ///   output are the keys of the input, whenever those keys are compatibility letters and
  ///   other text (no conjoining jamo left over, which assemble respells);
  /// - the output has no more scalars than the input's keys.
  ///
  /// - Complexity: O(*n*).
  static func run(_ text: FuzzText) {
    let s = text.string
    let output = assemble(s)
    for variant in text.otherSpellings {
      let other = assemble(variant)
      FuzzFailure.check(
        FuzzText.identical(other, output),
        "assemble differs for \(FuzzFailure.codePoints(variant)): \(FuzzFailure.codePoints(other)) ≠ \(FuzzFailure.codePoints(output))",
        s)
    }
    let again = assemble(output)
    FuzzFailure.check(
      FuzzText.identical(again, output),
      "assemble is not idempotent: \(FuzzFailure.codePoints(output)) → \(FuzzFailure.codePoints(again))", s)
    let keys = disassemble(s)
    FuzzFailure.check(
      output.unicodeScalars.count <= keys.unicodeScalars.count,
      "assemble made more scalars than keys: \(FuzzFailure.codePoints(output))", s)
    if !keys.unicodeScalars.contains(where: FuzzText.isConjoiningJamo) {
      let outputKeys = disassemble(output)
      FuzzFailure.check(
        FuzzText.identical(outputKeys, keys),
        "assemble changed the keys: \(FuzzFailure.codePoints(keys)) → \(FuzzFailure.codePoints(outputKeys))", s)
    }
  }
}
