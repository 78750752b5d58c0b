import Hangul
import Testing

/// The bad-input table (Fuzz/RELIABILITY.md) through `pronounce` and `romanize`: a defined
/// answer, no crash. The reference: every scalar that is not a syllable is kept by
/// `pronounce` (and by `romanize` when it is not a modern jamo), in order.
@Suite struct SoundChangeBadInputTests {
  @Test(arguments: BadInputTests.rows)
  func badInput(row: BadInputTests.Row) throws {
    let composed = try row.text.normalized(.nfc)
    let kept = composed.unicodeScalars.filter { !$0.isHangulSyllable }
    #expect(Array(pronounce(row.text).unicodeScalars.filter { !$0.isHangulSyllable }) == Array(kept))
    let latin = romanize(row.text)
    let notJamo = kept.filter { !($0.isCompatibilityJamo || $0.isConjoiningJamo) }
    #expect(Set(notJamo).isSubset(of: Set(latin.unicodeScalars)))
    guard row.text.utf8.count < 100_000 else { return }  // the 10 MB row: once is enough
    _ = romanize(row.text, options: RomanizationOptions(isPersonalName: true, usesHyphens: true))
    _ = pronounce(compound: [row.text, row.text])
  }
}
