import Foundation
import RepositoryFiles
import Testing

@testable import HangulCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Shared helpers for the Hangul core test files (jamo, decomposition, choseong): fixtures,
/// ICU normalization, Unicode names.
package enum CoreTestSupport {
  /// What a byte writer (`write(source, out)`, returning the bytes written or -1 to decline)
  /// writes for `text` into `room` bytes, or nil when it declines.
  package static func written(
    _ text: String, room: Int, _ write: (UnsafeBufferPointer<UInt8>, UnsafeMutablePointer<UInt8>) -> Int
  ) -> String? {
    let bytes = Array(text.utf8)
    var out = [UInt8](repeating: 0, count: room)
    let n = bytes.withUnsafeBufferPointer { source in
      out.withUnsafeMutableBufferPointer { write(source, $0.baseAddress!) }
    }
    return n < 0 ? nil : String(decoding: out[..<n], as: UTF8.self)
  }

  /// A string of one scalar.
  package static func string(_ value: UInt32) -> String { String(Character(Unicode.Scalar(value)!)) }

  /// The scalars of `text` as "U+XXXX" words, for readable failure messages.
  package static func codePoints(_ text: some StringProtocol) -> String {
    text.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }.joined(separator: " ")
  }

  /// The Unicode name of a scalar ("" when it has none).
  package static func name(_ scalar: Unicode.Scalar) -> String { scalar.properties.name ?? "" }

  /// `text` normalized by Foundation (`decomposedStringWithCanonicalMapping` and its
  /// siblings): the oracle for canonical and compatibility (de)composition, independent of
  /// this package's ICU bridge (`String.normalized(_:)` is code under test).
  package static func oracleNormalized(_ text: String, _ form: NormalizationForm) -> String {
    switch form {
    case .nfd: text.decomposedStringWithCanonicalMapping
    case .nfc: text.precomposedStringWithCanonicalMapping
    case .nfkd: text.decomposedStringWithCompatibilityMapping
    case .nfkc: text.precomposedStringWithCompatibilityMapping
    }
  }

  /// Every combination of the choseong options (each non-Hangul policy, folding or not).
  package static let allChoseongOptions: [ChoseongOptions] = NonHangulPolicy.allCases.flatMap { policy in
    [false, true].map { ChoseongOptions(nonHangul: policy, foldsCompatibility: $0) }
  }

  /// Every assigned modern syllable as a one-scalar string, 가…힣.
  package static let syllables: [String] = (0xAC00...0xD7A3).map { string(UInt32($0)) }

  /// Rows of a tab-separated fixture in `Fixtures/`, without `#` comment lines, each field
  /// unescaped (`\\`, `\t`, `\n`, `\r`, `\0`: ``FixtureEscaping``).
  /// Checks `transform` on a rule text's example list written as "word answer word answer …"
  /// (the form the official-example tables use), naming `rule` and the word on a failure.
  package static func expectPairs(
    _ pairs: String, rule: String, sourceLocation: SourceLocation = #_sourceLocation,
    _ transform: (Substring) -> String
  ) {
    let words = pairs.split(separator: " ")
    for k in stride(from: 0, to: words.count, by: 2) {
      #expect(transform(words[k]) == String(words[k + 1]), "\(rule): \(words[k])", sourceLocation: sourceLocation)
    }
  }

  package static func fixture(_ file: String) throws -> [[String]] {
    let path = FixtureFiles.directory + file
    guard let text = RepositoryFiles.read(path) else { throw FixtureError.unreadable(path) }
    return try text.split(separator: "\n", omittingEmptySubsequences: true)
      .filter { !$0.hasPrefix("#") }
      .map { line in try line.split(separator: "\t", omittingEmptySubsequences: false).map(FixtureEscaping.unescape) }
  }

  package enum FixtureError: Error { case unreadable(String) }

  /// Inputs that must give a defined answer without crashing: the stress cases of the
  /// Decomposition and Choseong guides and the "Bad input" list of the Reliability article
  /// (Sources/Hangul/Hangul.docc/Reliability.md).
  package static let hostileInputs: [String] = [
    "", " ", "\0", "\u{0301}", "가\u{0301}", "\u{1100}\u{0301}\u{1161}",
    "\u{1112}\u{119E}\u{11AB}글", "\u{1140}\u{1161}", "\u{A960}\u{1161}", "\u{1100}\u{1161}\u{D7CB}",
    "\u{115F}\u{1161}", "\u{1100}\u{1160}", "\u{115F}", "\u{1160}", "\u{3164}", "\u{FFA0}",
    "\u{FFA1}\u{FFBA}\u{FFB5}", "\u{FFA1}\u{FFC2}", "ㄱㅏ", "ㄳ", "ㅿ", "ㆍ", "ㅘ",
    "😀", "김민수 😀", "🇰🇷 이서연", "👩\u{200D}👩\u{200D}👧", "金民洙", "\u{F9E1}瑞炫",
    "\u{3260}", "\u{326E}", "\u{3200}", "\u{D7C7}", "\u{D7FC}", "\u{E000}", "\u{10FFFF}",
    "Émile", "E\u{0301}mile", "Ｋｉｍ", "1조", "김\u{302E}", "김\u{200B}민수",
    String(repeating: "가나다 Andrew ", count: 2_000),
  ]
}
