import CICU
import Testing

@testable import Hangul

/// Shared helpers for the Hangul test files.
enum TestSupport {
  /// A string of one scalar.
  static func string(_ value: UInt32) -> String { String(Character(Unicode.Scalar(value)!)) }

  /// The scalars of `text` as "U+XXXX" words, for readable failure messages.
  static func codePoints(_ text: some StringProtocol) -> String {
    text.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }.joined(separator: " ")
  }
}
