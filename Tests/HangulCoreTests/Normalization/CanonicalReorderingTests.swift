import CICUOracle
import HangulCorpus
import Testing

@testable import HangulCore

/// Every code point with a canonical decomposition, followed by combining marks of mixed
/// classes in shuffled order: canonical reordering, blocking and recomposition vs ICU.
@Suite struct CanonicalReorderingTests {
  /// Marks of many classes (1, 7, 9, 10…, 202, 214, 216, 218, 220, 222, 228, 230, 232,
  /// 233, 234, 240), and starters that compose backward (jamo V, Indic length marks).
  static let marks: [UInt32] = [
    0x0334, 0x093C, 0x094D, 0x05B0, 0x05B1, 0x0E38, 0x0F71, 0x0F72, 0x0328, 0x031B,
    0x1DCE, 0x302A, 0x0323, 0x0324, 0x0325, 0x0326, 0x0327, 0x0316, 0x059A, 0x302E,
    0x0300, 0x0301, 0x0302, 0x0303, 0x0304, 0x0306, 0x0307, 0x0308, 0x030A, 0x030C,
    0x0313, 0x0314, 0x0342, 0x0315, 0x035C, 0x035D, 0x0345, 0x3099, 0x309A, 0x0653,
    0x0654, 0x0655, 0x09BE, 0x0B3E, 0x0BBE, 0x0CD5, 0x1161, 0x11A8, 0x0344, 0x0F73,
  ]

  @Test func everyCanonicalDecompositionWithShuffledMarks() {
    var rng = SplitMix64(seed: 0x5EED)
    var failures: [String] = []
    var decomposable = 0
    var checked = 0
    for c in Array(UInt32(0)...0xD7FF) + Array(UInt32(0xE000)...0x10FFFF) {
      let scalar = Unicode.Scalar(c)!
      guard BuiltInNormalizer.canonicalDecomposition(of: scalar) != nil else { continue }
      if c >= 0xAC00 && c <= 0xD7A3 && c % 37 != 0 { continue }  // syllables: sampled here
      decomposable += 1
      let nfd = ICUOracle.normalize([c], .nfd)
      for _ in 0..<3 {
        var tail = (0..<Int.random(in: 1...5, using: &rng)).map { _ in
          Self.marks.randomElement(using: &rng)!
        }
        tail.shuffle(using: &rng)
        failures += differences([c] + tail)
        failures += differences(nfd + tail)
        checked += 2
      }
      if failures.count > 20 { break }
    }
    #expect(failures.isEmpty, "\(failures.prefix(20).joined(separator: "\n"))")
    #expect(decomposable > 2_000)
    print("canonical reordering: \(decomposable) decomposable code points, \(checked) texts")
  }
}
