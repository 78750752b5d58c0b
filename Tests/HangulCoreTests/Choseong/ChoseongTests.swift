import HangulTestSupport
import Testing

@testable import HangulCore

/// Choseong against the reference rule of scripts/data/fixtures/tools/oracle.py (fixture), and its options.
@Suite struct ChoseongTests {
  struct Row: Sendable {
    let source: String, name: String, expected: String, expectedNFKC: String
  }

  /// The fixture's rows, `nil` when the file is missing or unreadable.
  static let loadedRows: [Row]? = try? CoreTestSupport.fixture("choseong.tsv").map {
    Row(source: $0[0], name: $0[1], expected: $0[2], expectedNFKC: $0[3])
  }

  /// The fixture's rows; a missing fixture fails the test instead of passing with no rows.
  static func rows() throws -> [Row] {
    try #require(loadedRows, "Fixtures/choseong.tsv is missing: run scripts/data/fixtures/make-choseong-fixture.sh")
  }

  @Test func fixtureCoversEveryStressCategory() throws {
    #expect(try Self.rows().filter { $0.source.hasPrefix("generator:") }.count >= 10_000)
    let categories = Set(try Self.rows().map(\.source).filter { $0.hasPrefix("generator:") })
    #expect(categories.count == 11)  // korean + the 10 stress categories of NameGenerator
    #expect(try Self.rows().filter { $0.source.hasPrefix("edge:") }.count == 52)  // every CASES entry of edge_cases.py
  }

  @Test func matchesReferenceWithZeroDisagreements() throws {
    var disagreements = 0
    for row in try Self.rows() {
      let got = choseong(of: row.name)
      if !identical(got, row.expected) {
        disagreements += 1
        Issue.record(
          "\(row.source) \(CoreTestSupport.codePoints(row.name)): \(CoreTestSupport.codePoints(got)) ≠ \(CoreTestSupport.codePoints(row.expected))"
        )
      }
    }
    #expect(disagreements == 0)
  }

  @Test func matchesNFKCReferenceWithZeroDisagreements() throws {
    let options = ChoseongOptions(foldsCompatibility: true)
    var disagreements = 0
    for row in try Self.rows() {
      let got = choseong(of: row.name, options: options)
      if !identical(got, row.expectedNFKC) {
        disagreements += 1
        Issue.record(
          "\(row.source) \(CoreTestSupport.codePoints(row.name)): \(CoreTestSupport.codePoints(got)) ≠ \(CoreTestSupport.codePoints(row.expectedNFKC))"
        )
      }
    }
    #expect(disagreements == 0)
  }

  /// NFC, NFD (ICU) and a mixture (first character NFD, rest NFC) give the same answer.
  @Test func canonicallyEquivalentInputGivesTheSameAnswer() throws {
    for row in try Self.rows() {
      let nfd = CoreTestSupport.oracleNormalized(row.name, .nfd)
      let nfc = CoreTestSupport.oracleNormalized(row.name, .nfc)
      var mixed = ""
      if let first = nfc.first {
        mixed = CoreTestSupport.oracleNormalized(String(first), .nfd) + nfc.dropFirst()
      }
      for variant in [nfd, nfc, mixed] {
        #expect(scalars(choseong(of: variant)) == scalars(row.expected), "\(CoreTestSupport.codePoints(variant))")
      }
    }
  }

  /// The byte-level fast path and the scalar path agree wherever the fast path answers.
  @Test func fastPathAgreesWithScalarPath() throws {
    var fastCount = 0
    for row in try Self.rows() {
      for policy in NonHangulPolicy.allCases {
        let options = ChoseongOptions(nonHangul: policy)
        var copy = row.name
        if let fast = copy.withUTF8({ choseongOfInertUTF8($0, options: options) }) {
          fastCount += 1
          #expect(scalars(fast) == scalars(choseongOfScalars(row.name.unicodeScalars, options: options)), "\(row.name)")
        }
      }
    }
    #expect(fastCount > 20_000)  // the Korean names take the fast path
  }

  /// The tight loop of the default options (syllables and ASCII only) answers, byte for
  /// byte as the scalar path, for every modern syllable and every ASCII scalar, alone and
  /// between neighbours; it declines (-1) every other scalar of U+0001…U+2FFFF, so the
  /// caller falls back to the whole fast path.
  @Test func syllablesAndASCIILoopAnswersOrDeclines() {
    /// The loop's answer as UTF-8 bytes, or nil when it declines.
    func tight(_ text: String) -> [UInt8]? {
      var copy = text
      return copy.withUTF8 { source -> [UInt8]? in
        guard let src = source.baseAddress, source.count > 0 else { return [] }
        var out = [UInt8](repeating: 0, count: source.count)
        let written = out.withUnsafeMutableBufferPointer { out in
          choseongInitialUTF8Pairs.withUnsafeBufferPointer { pairs in
            choseongOfSyllablesAndASCII(
              src, count: source.count, into: out.baseAddress!, initialPairs: pairs.baseAddress!)
          }
        }
        return written < 0 ? nil : Array(out.prefix(written))
      }
    }
    let options = ChoseongOptions()
    var answered = 0
    for value in UInt32(0x01)...0x2FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let isSyllable = (0xAC00...0xD7A3).contains(value)
      for text in [String(scalar), "a" + String(scalar) + "가", "가" + String(scalar) + " "] {
        if isSyllable || value < 0x80 {
          let expected = Array(choseongOfScalars(text.unicodeScalars, options: options).utf8)
          #expect(tight(text) == expected, "U+\(String(value, radix: 16))")
          answered += 1
        } else {
          #expect(tight(text) == nil, "U+\(String(value, radix: 16)) must leave the tight loop")
        }
      }
    }
    #expect(answered == 3 * (11_172 + 127))
    #expect(tight("") == [])
  }

  /// Every conjoining jamo (and the unassigned code points of their blocks) between every
  /// kind of neighbour: the byte-level fast path agrees with ICU NFC (NFKC) + the scalar path,
  /// which the fixture tests hold to the reference.
  /// The fast path's answer for `text` (when it answers) against ICU NFC (NFKC) followed by
  /// the scalar path, recording a disagreement; returns whether the fast path answered, and
  /// the ICU path's answer.
  static func compareFastPathWithICUPath(_ text: String, options: ChoseongOptions) -> (
    fastAnswered: Bool, slow: String
  ) {
    var copy = text
    let fast = copy.withUTF8 { choseongOfInertUTF8($0, options: options) }
    let slow = choseongOfScalars(
      ((try? text.normalized(options.foldsCompatibility ? .nfkc : .nfc)) ?? text).unicodeScalars,
      options: options)
    if let fast, !identical(fast, slow) {
      Issue.record(
        "\(CoreTestSupport.codePoints(text)) \(options): fast \(CoreTestSupport.codePoints(fast)) ≠ \(CoreTestSupport.codePoints(slow))"
      )
    }
    return (fast != nil, slow)
  }

  /// The oracle for the same contexts: every conjoining jamo code point between every kind of
  /// neighbour, against oracle.py's reference rule (`choseong-context.tsv`, Python's
  /// unicodedata), with and without NFKC; the differential test below then checks the other
  /// non-Hangul policies path against path.
  @Test func conjoiningJamoInContextMatchTheReference() throws {
    let rows = try CoreTestSupport.fixture("choseong-context.tsv")
    #expect(rows.count == (256 + 32 + 80) * 11 * 8)
    let folding = ChoseongOptions(foldsCompatibility: true)
    var disagreements = 0
    for row in rows {
      if !identical(choseong(of: row[0]), row[1]) || !identical(choseong(of: row[0], options: folding), row[2]) {
        disagreements += 1
        Issue.record(
          "\(CoreTestSupport.codePoints(row[0])): \(CoreTestSupport.codePoints(choseong(of: row[0]))) / \(CoreTestSupport.codePoints(choseong(of: row[0], options: folding))) ≠ \(CoreTestSupport.codePoints(row[1])) / \(CoreTestSupport.codePoints(row[2]))"
        )
        if disagreements > 20 { break }
      }
    }
    #expect(disagreements == 0)
  }

  /// Differential, not an oracle (the oracle is the test above): the byte fast path and the
  /// ICU-normalizing scalar path agree under every non-Hangul policy.
  @Test func conjoiningJamoInContextAgreeWithICUPath() {
    let jamo = [0x1100...0x11FF, 0xA960...0xA97F, 0xD7B0...0xD7FF].flatMap { $0 }
      .map { CoreTestSupport.string(UInt32($0)) }
    let before = ["", "가", "각", "\u{1100}", "\u{1113}", "\u{115F}", "\u{1161}", "a", "ㄱ", "ㅏ", " "]
    let after = ["", "\u{1161}", "\u{11A8}", "\u{119E}", "\u{D7CB}", "a", "ㅏ", "가"]
    var fastCount = 0
    for j in jamo {
      for b in before {
        for a in after {
          let text = b + j + a
          for policy in NonHangulPolicy.allCases {
            for folds in [false, true] {
              let options = ChoseongOptions(nonHangul: policy, foldsCompatibility: folds)
              let (fastAnswered, slow) = Self.compareFastPathWithICUPath(text, options: options)
              if fastAnswered { fastCount += 1 }
              #expect(scalars(choseong(of: text, options: options)) == scalars(slow))
            }
          }
        }
      }
    }
    #expect(fastCount > 50_000)
  }

  /// Every other code point the fast path accepts (U+0080…U+00FF, Hanja U+4E00…U+9FFF,
  /// U+1F000…U+1FAFF, ZWJ, VS16), beside Hangul and before a combining mark: the fast path
  /// agrees with ICU NFC (NFKC) + the scalar path.
  @Test func inertNonHangulAgreeWithICUPath() {
    let scalars = [
      0x80...0xFF, 0x4E00...0x9FFF, 0x1F000...0x1FAFF, 0x200D...0x200D, 0xFE0F...0xFE0F, 0xFF9E...0xFFE0,
      0x3130...0x3190, 0x2600...0x27BF, 0x2B00...0x2BFF, 0xFF00...0xFF60,
    ]
    .flatMap { $0 }.map { CoreTestSupport.string(UInt32($0)) }
    let contexts: [(String, String)] = [("", ""), ("김", "ᅡ"), ("\u{1100}", "a"), ("", "\u{0301}"), ("ㄱ", "\u{11A8}")]
    var fastCount = 0
    for x in scalars {
      for (b, a) in contexts {
        let text = b + x + a
        for policy in NonHangulPolicy.allCases {
          for folds in [false, true] {
            let options = ChoseongOptions(nonHangul: policy, foldsCompatibility: folds)
            if Self.compareFastPathWithICUPath(text, options: options).fastAnswered { fastCount += 1 }
          }
        }
      }
    }
    #expect(fastCount > 250_000)  // 23,938 scalars × 4 contexts × 3 policies, without NFKC
  }

  /// The dropping policies keep exactly the consonant letters (and whitespace) of the
  /// reference answer.
  @Test(arguments: [NonHangulPolicy.dropAllButWhitespace, .drop])
  func droppingPolicies(policy: NonHangulPolicy) throws {
    for row in try Self.rows() {
      let expected = String(
        String.UnicodeScalarView(
          row.expected.unicodeScalars.filter {
            isConsonantLetter($0) || (policy == .dropAllButWhitespace && $0.properties.isWhitespace)
          }))
      #expect(
        scalars(choseong(of: row.name, options: ChoseongOptions(nonHangul: policy))) == scalars(expected),
        "\(row.name)")
    }
  }

  @Test func guideExamples() {
    #expect(scalars(choseong(of: "홍길동")) == scalars("ㅎㄱㄷ"))
    #expect(scalars(choseong(of: "까치")) == scalars("ㄲㅊ"))
    #expect(scalars(choseong(of: "띄어 쓰기")) == scalars("ㄸㅇ ㅆㄱ"))
    #expect(scalars(choseong(of: "김 Andrew")) == scalars("ㄱ Andrew"))
    #expect(scalars(choseong(of: "1조")) == scalars("1ㅈ"))
    #expect(scalars(choseong(of: "\u{1112}\u{119E}\u{11AB}글")) == scalars("ㅎㄱ"))
    #expect(
      scalars(choseong(of: "띄어 쓰기!", options: ChoseongOptions(nonHangul: .dropAllButWhitespace))) == scalars("ㄸㅇ ㅆㄱ"))
    #expect(scalars(choseong(of: "김 Andrew 1조", options: ChoseongOptions(nonHangul: .drop))) == scalars("ㄱㅈ"))
    #expect(
      scalars(choseong(of: "\u{FFA1}\u{FFBA}\u{FFB5}", options: ChoseongOptions(foldsCompatibility: true)))
        == scalars("ㄱㅊㅅ"))
    #expect(scalars(choseong(of: "ㄱㅏ")) == scalars("ㄱㅏ"))
    #expect(scalars(choseong(of: "ㄱㅏ", options: ChoseongOptions(foldsCompatibility: true))) == scalars("ㄱ"))
    #expect(scalars(choseong(of: "")) == scalars(""))
  }

  @Test func substringsAndHostileInputs() throws {
    let text = "전화 홍길동 Andrew"
    let slice = text.split(separator: " ")[1]
    #expect(scalars(choseong(of: slice)) == scalars("ㅎㄱㄷ"))
    // Where the oracle's fixture holds a hostile input, the answer is the oracle's.
    let oracle = Dictionary(try Self.rows().map { (scalars($0.name), $0) }, uniquingKeysWith: { a, _ in a })
    var known = 0
    for input in CoreTestSupport.hostileInputs {
      guard let row = oracle[scalars(input)] else { continue }
      known += 1
      #expect(scalars(choseong(of: input)) == scalars(row.expected), "\(CoreTestSupport.codePoints(input))")
      #expect(
        scalars(choseong(of: input, options: ChoseongOptions(foldsCompatibility: true))) == scalars(row.expectedNFKC),
        "\(CoreTestSupport.codePoints(input))")
    }
    #expect(known >= 10)
    for input in CoreTestSupport.hostileInputs {
      for policy in NonHangulPolicy.allCases {
        for folds in [false, true] {
          let options = ChoseongOptions(nonHangul: policy, foldsCompatibility: folds)
          let answer = choseong(of: input, options: options)
          // Defined: the answer for the NFD spelling is the same.
          let nfd = (try? input.normalized(.nfd)) ?? input
          #expect(
            scalars(choseong(of: nfd, options: options)) == scalars(answer), "\(CoreTestSupport.codePoints(input))")
          #expect(answer.utf8.count <= (folds ? input.utf8.count * 18 : input.utf8.count))
        }
      }
    }
  }

  @Test func largeInput() {
    let name = "김민수 Andrew 1조 "
    let text = String(repeating: name, count: 50_000)
    let expected = String(repeating: choseong(of: name), count: 50_000)
    #expect(identical(choseong(of: text), expected))
    let mixed = String(repeating: "김민수 Émile ", count: 20_000)
    #expect(identical(choseong(of: mixed), String(repeating: "ㄱㅁㅅ Émile ", count: 20_000)))
  }
}
