import HangulTestSupport
import Testing

@testable import HangulCore

/// ``choseong(of:options:)`` over random Unicode text (``RandomUnicode``): NFC and NFD
/// spellings (ICU, the oracle) agree under every option combination, and the answer is NFC.
@Suite struct ChoseongPropertyTests {
  static let options: [ChoseongOptions] = NonHangulPolicy.allCases.flatMap { policy in
    [false, true].map { ChoseongOptions(nonHangul: policy, foldsCompatibility: $0) }
  }

  @Test(arguments: options)
  func nfcAndNFDGiveTheSameInitials(options: ChoseongOptions) throws {
    var random = RandomUnicode(seed: 0xC0 + UInt64(Self.options.firstIndex(of: options)!))
    var failures: [String] = []
    var nonTrivial = 0
    for _ in 0..<10_000 {
      let text = random.string()
      let expected = choseong(of: text, options: options)
      let nfc = try text.normalized(.nfc)
      let nfd = try text.normalized(.nfd)
      if !identical(choseong(of: nfc, options: options), expected)
        || !identical(choseong(of: nfd, options: options), expected)
      {
        failures.append(CoreTestSupport.codePoints(text))
      }
      // A substring answers like the string it spells.
      if let space = text.firstIndex(of: " "),
        !identical(
          choseong(of: text[space...], options: options), choseong(of: String(text[space...]), options: options))
      {
        failures.append("substring \(CoreTestSupport.codePoints(text))")
      }
      // The answer is NFC (ICU's check), as documented.
      if !(try expected.isNormalized(.nfc)) { failures.append("not NFC \(CoreTestSupport.codePoints(text))") }
      if !identical(nfd, nfc) { nonTrivial += 1 }
    }
    #expect(failures.isEmpty, "\(failures.count) failures, first: \(failures.prefix(5))")
    #expect(nonTrivial > 5_000)  // most cases really differ between NFC and NFD
  }
}
