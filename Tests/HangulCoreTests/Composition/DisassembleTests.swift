import HangulTestSupport
import Testing

@testable import HangulCore

/// Decomposition at every level against ICU NFD, es-hangul and Unicode names.
@Suite struct DisassembleTests {
  /// es-hangul's `disassemble` for every syllable and modern compatibility letter.
  /// A missing fixture fails the test instead of passing with no rows.
  static func esHangul() throws -> [(text: String, jamo: String)] {
    let rows = try #require(
      try? CoreTestSupport.fixture("es-hangul-syllables.tsv"),
      "Fixtures/es-hangul-syllables.tsv is missing: run scripts/data/fixtures/make-es-hangul-fixture.py")
    return rows.map { ($0[0], $0[1]) }
  }

  @Test func guideExamples() {
    #expect(scalars(disassemble("값", level: .syllable)) == scalars("ㄱㅏㅄ"))
    #expect(scalars(disassemble("값")) == scalars("ㄱㅏㅂㅅ"))
    #expect(scalars(disassemble("과")) == scalars("ㄱㅗㅏ"))
    #expect(scalars(disassemble("까")) == scalars("ㄲㅏ"))
    #expect(scalars(disassemble("까", level: .full)) == scalars("ㄱㄱㅏ"))
    #expect(scalars(disassemble("사과 Apple")) == scalars("ㅅㅏㄱㅗㅏ Apple"))
    #expect(scalars(disassemble("")) == scalars(""))
  }

  /// Syllable level in conjoining jamo is exactly ICU's NFD, for every syllable.
  @Test func syllableLevelConjoiningIsNFD() throws {
    for text in CoreTestSupport.syllables {
      #expect(
        scalars(disassemble(text, level: .syllable, encoding: .conjoining))
          == scalars(CoreTestSupport.oracleNormalized(text, .nfd)))
    }
    let all = CoreTestSupport.syllables.joined()
    #expect(
      scalars(disassemble(all, level: .syllable, encoding: .conjoining))
        == scalars(CoreTestSupport.oracleNormalized(all, .nfd)))
  }

  /// Syllable level in compatibility jamo: each NFD jamo replaced by the compatibility letter
  /// with the same Unicode letter name (ᄀ HANGUL CHOSEONG KIYEOK → ㄱ HANGUL LETTER KIYEOK).
  @Test func syllableLevelCompatibilityFollowsNames() throws {
    var letterByName: [Substring: Unicode.Scalar] = [:]
    for v in 0x3131...0x3163 {
      let s = Unicode.Scalar(UInt32(v))!
      letterByName[CoreTestSupport.name(s).split(separator: " ").last!] = s
    }
    for text in CoreTestSupport.syllables {
      let expected = CoreTestSupport.oracleNormalized(text, .nfd).unicodeScalars.map {
        letterByName[CoreTestSupport.name($0).split(separator: " ").last!]!
      }
      #expect(Array(disassemble(text, level: .syllable).unicodeScalars) == expected, "\(text)")
    }
  }

  /// Jamo level: es-hangul's `disassemble`, for every syllable and compatibility letter.
  @Test func jamoLevelMatchesESHangul() throws {
    let esHangul = try Self.esHangul()
    #expect(esHangul.count == 11_172 + 51)
    for (text, expected) in esHangul {
      #expect(scalars(disassemble(text)) == scalars(expected), "\(text)")
    }
  }

  /// Full level: es-hangul's jamo level with every SSANG letter written as its single
  /// letter twice (by Unicode name).
  @Test func fullLevelSplitsDoublesByName() throws {
    var letterByName: [Substring: Unicode.Scalar] = [:]
    for v in 0x3131...0x3163 {
      let s = Unicode.Scalar(UInt32(v))!
      letterByName[CoreTestSupport.name(s).split(separator: " ").last!] = s
    }
    for (text, jamo) in try Self.esHangul() {
      var expected = String.UnicodeScalarView()
      for s in jamo.unicodeScalars {
        let name = CoreTestSupport.name(s).split(separator: " ").last!
        if name.hasPrefix("SSANG"), let single = letterByName[name.dropFirst(5)] {
          expected.append(single)
          expected.append(single)
        } else {
          expected.append(s)
        }
      }
      #expect(scalars(disassemble(text, level: .full)) == scalars(String(expected)), "\(text)")
    }
  }

  @Test(arguments: DecompositionLevel.allCases)
  func groupedMatchesFlatAndNFD(level: DecompositionLevel) throws {
    for encoding in JamoEncoding.allCases {
      for text in CoreTestSupport.syllables {
        let grouped = disassembleGrouped(text, level: level, encoding: encoding)
        #expect(grouped.count == 1)
        #expect(scalars(grouped.joined().joined()) == scalars(disassemble(text, level: level, encoding: encoding)))
      }
    }
    let all = CoreTestSupport.syllables.joined()
    #expect(
      scalars(disassemble(CoreTestSupport.oracleNormalized(all, .nfd), level: level))
        == scalars(disassemble(all, level: level)))
  }

  @Test func groupedExamples() {
    #expect(scalars(disassembleGrouped("사과!")) == scalars([["ㅅ", "ㅏ"], ["ㄱ", "ㅗ", "ㅏ"], ["!"]]))
    #expect(scalars(disassembleGrouped("값", level: .syllable)) == scalars([["ㄱ", "ㅏ", "ㅄ"]]))
    #expect(scalars(disassembleGrouped("👩\u{200D}👩\u{200D}👧a")) == scalars([["👩\u{200D}👩\u{200D}👧"], ["a"]]))
    #expect(scalars(disassembleGrouped("\u{1112}\u{119E}\u{11AB}")) == scalars([["ㅎ", "\u{119E}", "ㄴ"]]))
    #expect(scalars(disassembleGrouped("")) == [])
  }

  /// Old Hangul, fillers, halfwidth and other scripts stay; modern conjoining jamo that do
  /// not compose are written in the requested encoding.
  @Test func nonModernInput() {
    #expect(scalars(disassemble("\u{1112}\u{119E}\u{11AB}글")) == scalars("ㅎ\u{119E}ㄴㄱㅡㄹ"))
    #expect(
      scalars(disassemble("\u{1112}\u{119E}\u{11AB}", encoding: .conjoining)) == scalars("\u{1112}\u{119E}\u{11AB}"))
    #expect(scalars(disassemble("\u{115F}\u{1160}\u{3164}\u{FFA0}")) == scalars("\u{115F}\u{1160}\u{3164}\u{FFA0}"))
    #expect(scalars(disassemble("\u{FFA1}\u{FFC2}")) == scalars("\u{FFA1}\u{FFC2}"))
    #expect(scalars(disassemble("\u{A960}\u{1161}")) == scalars("\u{A960}ㅏ"))
    #expect(scalars(disassemble("金民洙 😀 Émile")) == scalars("金民洙 😀 Émile"))
    #expect(scalars(disassemble("E\u{0301}")) == scalars("É"))  // composed like every input
    #expect(scalars(disassemble("ㄳㅘ")) == scalars("ㄱㅅㅗㅏ"))
    #expect(scalars(disassemble("ㄳ", level: .syllable, encoding: .conjoining)) == scalars("\u{11AA}"))
    #expect(scalars(disassemble("ㄲ", level: .full, encoding: .conjoining)) == scalars("\u{1100}\u{1100}"))
  }

  @Test func hostileInputsAreDefined() throws {
    for input in CoreTestSupport.hostileInputs {
      let nfd = CoreTestSupport.oracleNormalized(input, .nfd)
      for level in DecompositionLevel.allCases {
        for encoding in JamoEncoding.allCases {
          let flat = disassemble(input, level: level, encoding: encoding)
          #expect(
            scalars(disassemble(nfd, level: level, encoding: encoding)) == scalars(flat),
            "\(CoreTestSupport.codePoints(input))")
          #expect(
            scalars(disassembleGrouped(input, level: level, encoding: encoding).joined().joined()) == scalars(flat))
        }
      }
    }
  }
}
