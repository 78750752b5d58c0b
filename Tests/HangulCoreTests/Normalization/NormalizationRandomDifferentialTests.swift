import HangulCorpus
import Testing

@testable import HangulCore

/// Random texts mixing the scripts and shapes Korean name lists meet, through every form,
/// every entry point and `isNormalized`, against ICU.
@Suite struct NormalizationRandomDifferentialTests {
  /// Code point ranges to draw from, by kind.
  static let pools: [(name: String, ranges: [ClosedRange<UInt32>])] = [
    ("hangul syllables", [0xAC00...0xD7A3]),
    ("modern conjoining jamo", [0x1100...0x1112, 0x1161...0x1175, 0x11A8...0x11C2]),
    ("old hangul jamo", [0x1113...0x115F, 0x1176...0x11A7, 0x11C3...0x11FF, 0xA960...0xA97C, 0xD7B0...0xD7FB]),
    ("compatibility jamo", [0x3131...0x318E, 0x3200...0x321E, 0x3260...0x327E]),
    ("halfwidth and fullwidth", [0xFF00...0xFFEF]),
    ("latin", [0x41...0x5A, 0x61...0x7A, 0xC0...0x24F, 0x1E00...0x1EFF]),
    ("combining marks", [0x300...0x36F, 0x1AB0...0x1ACE, 0x1DC0...0x1DFF, 0x20D0...0x20F0, 0xFE20...0xFE2F]),
    ("greek", [0x370...0x3FF, 0x1F00...0x1FFE]),
    ("cyrillic", [0x400...0x52F]),
    ("kana", [0x3041...0x30FF, 0xFF66...0xFF9F, 0x3099...0x309C]),
    ("hanja", [0x4E00...0x9FFF, 0xF900...0xFAD9, 0x2F800...0x2FA1D, 0x3400...0x4DBF]),
    ("indic and others", [0x900...0xDFF, 0xF00...0xFFF, 0x590...0x6FF, 0x1100B...0x110C2, 0x1D15E...0x1D1C0]),
    ("emoji", [0x1F300...0x1FAFF, 0x1F3FB...0x1F3FF, 0x200D...0x200D, 0xFE0F...0xFE0F, 0x2600...0x27BF]),
    ("private use", [0xE000...0xF8FF, 0xF0000...0xF0100, 0x10FF00...0x10FFFD]),
    (
      "unassigned",
      [0x378...0x379, 0x2FE0...0x2FEF, 0x31E4...0x31EF, 0x50000...0x50100, 0xE0080...0xE00FF, 0x10FFFE...0x10FFFF]
    ),
    ("any", [0...0xD7FF, 0xE000...0x10FFFF]),
    ("ascii", [0x20...0x7E]),
  ]

  static func randomText(_ rng: inout SplitMix64) -> [UInt32] {
    var text: [UInt32] = []
    let length = Int.random(in: 1...10, using: &rng)
    // Most texts stay within one or two kinds, as names do; some mix everything.
    let favourites = (0..<2).map { _ in Self.pools.randomElement(using: &rng)!.ranges }
    for _ in 0..<length {
      let ranges =
        Int.random(in: 0..<4, using: &rng) == 0
        ? Self.pools.randomElement(using: &rng)!.ranges : favourites.randomElement(using: &rng)!
      let range = ranges.randomElement(using: &rng)!
      text.append(UInt32.random(in: range, using: &rng))
      if Int.random(in: 0..<4, using: &rng) == 0 {  // marks in random order
        for _ in 0..<Int.random(in: 1...3, using: &rng) {
          text.append(UInt32.random(in: 0x300...0x36F, using: &rng))
        }
      }
    }
    return text.filter { !(0xD800...0xDFFF).contains($0) }
  }

  @Test(arguments: 0..<4)
  func randomTextsAgreeWithICU(shard: Int) {
    var rng = SplitMix64(seed: 0xC0FFEE + UInt64(shard))
    var failures: [String] = []
    var changed = 0
    let count = 60_000
    for _ in 0..<count {
      let text = Self.randomText(&rng)
      failures += differences(text)
      if ICUOracle.normalize(text, .nfc) != text { changed += 1 }
      if failures.count > 20 { break }
    }
    #expect(failures.isEmpty, "\(failures.prefix(20).joined(separator: "\n"))")
    print("random shard \(shard): \(count) texts, \(changed) changed by NFC")
  }

  @Test func longTextsGrowTheWorkBuffer() {
    // Beyond the 256 scalars kept on the stack: long mixed texts, and U+FDFA (18 scalars
    // under NFKD) repeated.
    var rng = SplitMix64(seed: 0x10_0000)
    var failures: [String] = []
    for _ in 0..<200 {
      var text: [UInt32] = []
      for _ in 0..<Int.random(in: 20...300, using: &rng) { text += Self.randomText(&rng) }
      failures += differences(text)
    }
    failures += differences([UInt32](repeating: 0xFDFA, count: 500))
    failures += differences([UInt32](repeating: 0x0301, count: 1000) + [0x0323, 0x41])
    #expect(failures.isEmpty, "\(failures.prefix(5).joined(separator: "\n"))")
  }
}
