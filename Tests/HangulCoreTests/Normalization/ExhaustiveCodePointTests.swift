import CICUOracle
import Testing

@testable import HangulCore

/// Every code point alone, through every form and every entry point, against ICU.
@Suite struct ExhaustiveCodePointTests {
  static let allScalars: [UInt32] = Array(0...0xD7FF) + Array(0xE000...0x10FFFF)

  @Test func versionsMatchTheSystemICU() {
    var icu = [UInt8](repeating: 0, count: 4)
    var unicode = [UInt8](repeating: 0, count: 4)
    cicu_oracle_versions(&icu, &unicode)
    #expect(BuiltInNormalizer.dataVersions.icu == icu)
    #expect(BuiltInNormalizer.dataVersions.unicode == unicode)
  }

  @Test(arguments: BuiltInNormalizer.Form.allCases)
  func everyCodePointAlone(form: BuiltInNormalizer.Form) {
    var failures: [String] = []
    var checked = 0
    for c in Self.allScalars {
      let text = [c]
      let expected = ICUOracle.normalize(text, form)
      let s = string(text)
      let viaUTF8 = codePoints(BuiltInNormalizer.normalizeUTF8(s, form: form))
      let viaScalars = codePoints(BuiltInNormalizer.normalize(s.unicodeScalars, form: form))
      let icuYes = ICUOracle.isNormalized(text, form)
      if viaUTF8 != expected || viaScalars != expected
        || BuiltInNormalizer.isNormalizedUTF8(s, form: form) != icuYes
        || BuiltInNormalizer.isNormalized(s.unicodeScalars, form: form) != icuYes
      {
        if failures.count < 20 {
          failures.append(
            "\(form) \(hex(text)): ICU \(hex(expected)) \(icuYes), got \(hex(viaUTF8)) / \(hex(viaScalars))")
        } else {
          break
        }
      }
      checked += 1
    }
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    #expect(checked == 1_112_064)
  }

  @Test func combiningClassAndCanonicalDecompositionOfEveryCodePoint() {
    var failures: [String] = []
    for c in Self.allScalars {
      let scalar = Unicode.Scalar(c)!
      if BuiltInNormalizer.canonicalCombiningClass(scalar) != cicu_oracle_combining_class(c) {
        failures.append("ccc \(hex([c]))")
      }
      let nfd = ICUOracle.normalize([c], .nfd)
      let expected: [UInt32]? = nfd == [c] ? nil : nfd
      if BuiltInNormalizer.canonicalDecomposition(of: scalar)?.map(\.value) != expected {
        failures.append("decomposition \(hex([c]))")
      }
      if failures.count > 20 { break }
    }
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
  }
}
