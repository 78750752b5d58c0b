import HangulTestSupport
import Testing

@testable import Hangul
@testable import HangulCore

/// `SearchCode`'s tables and switches against the standard library's Unicode properties.
@Suite struct SearchCodeTests {
  /// Every BMP value: the whitespace switch says what the White_Space property says
  /// (surrogates are not scalars and are never whitespace).
  @Test func whitespaceIsUnicodeWhiteSpaceForEveryBMPValue() {
    var disagreements: [String] = []
    for v in 0..<0x10000 {
      let expected = Unicode.Scalar(UInt32(v))?.properties.isWhitespace ?? false
      if SearchCode.isSimpleWhitespace(UInt16(v)) != expected { disagreements.append(String(v, radix: 16)) }
    }
    #expect(disagreements.isEmpty, "U+\(disagreements.prefix(10))")
  }
}
