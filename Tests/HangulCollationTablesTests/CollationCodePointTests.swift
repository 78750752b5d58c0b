import Testing

@testable import HangulCollationTables

/// Every code point (surrogates excluded) as a one-character string: sort key bytes equal
/// ICU's, under every option set. This also proves the implicit formulas (unassigned code
/// points, Han radical-stroke ranks) over all of 0…0x10FFFF.
@Suite struct CollationCodePointTests {
  @Test(arguments: 0..<allConfigurations.count)
  func everyCodePointSortKey(_ configuration: Int) {
    let cfg = allConfigurations[configuration]
    let pair = CollatorPair(numeric: cfg.numeric, latinFirst: cfg.latinFirst, strength: cfg.strength)
    var mismatches = 0
    var checked = 0
    for c in UInt32(0)...0x10FFFF where !(0xD800...0xDFFF).contains(c) {
      let text = utf8([c])
      let expected = pair.icuKey(text)
      let actual = pair.key(text)
      checked += 1
      if expected != actual {
        mismatches += 1
        if mismatches <= 10 {
          Issue.record("\(cfg.name) U+\(String(c, radix: 16, uppercase: true)): ICU \(hex(expected)) vs \(hex(actual))")
        }
      }
    }
    #expect(mismatches == 0, "\(cfg.name): \(mismatches) of \(checked) differ")
    #expect(checked == 0x110000 - 0x800)
  }
}
