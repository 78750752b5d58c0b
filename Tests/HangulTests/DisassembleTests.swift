import Testing

@testable import Hangul

/// Decomposition at every level against ICU NFD, es-hangul and Unicode names.
@Suite struct DisassembleTests {
  /// es-hangul's `disassemble` for every syllable and modern compatibility letter.
  static let esHangul: [(text: String, jamo: String)] =
    ((try? CoreTestSupport.fixture("es-hangul-syllables.tsv")) ?? []).map { ($0[0], $0[1]) }

  @Test func specExamples() {
    #expect(disassemble("값", level: .syllable) == "ㄱㅏㅄ")
    #expect(disassemble("값") == "ㄱㅏㅂㅅ")
    #expect(disassemble("과") == "ㄱㅗㅏ")
    #expect(disassemble("까") == "ㄲㅏ")
    #expect(disassemble("까", level: .full) == "ㄱㄱㅏ")
    #expect(disassemble("사과 Apple") == "ㅅㅏㄱㅗㅏ Apple")
    #expect(disassemble("") == "")
  }

  /// Syllable level in conjoining jamo is exactly ICU's NFD, for every syllable.
  @Test func syllableLevelConjoiningIsNFD() throws {
    for text in CoreTestSupport.syllables {
      #expect(disassemble(text, level: .syllable, encoding: .conjoining) == (try CoreTestSupport.icu(text, .nfd)))
    }
    let all = CoreTestSupport.syllables.joined()
    #expect(disassemble(all, level: .syllable, encoding: .conjoining) == (try CoreTestSupport.icu(all, .nfd)))
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
      let expected = try CoreTestSupport.icu(text, .nfd).unicodeScalars.map {
        letterByName[CoreTestSupport.name($0).split(separator: " ").last!]!
      }
      #expect(Array(disassemble(text, level: .syllable).unicodeScalars) == expected, "\(text)")
    }
  }

  /// Jamo level: es-hangul's `disassemble`, for every syllable and compatibility letter.
  @Test func jamoLevelMatchesESHangul() {
    #expect(Self.esHangul.count == 11_172 + 51)
    for (text, expected) in Self.esHangul {
      #expect(disassemble(text) == expected, "\(text)")
    }
  }

  /// Full level: es-hangul's jamo level with every SSANG letter written as its single
  /// letter twice (by Unicode name).
  @Test func fullLevelSplitsDoublesByName() {
    var letterByName: [Substring: Unicode.Scalar] = [:]
    for v in 0x3131...0x3163 {
      let s = Unicode.Scalar(UInt32(v))!
      letterByName[CoreTestSupport.name(s).split(separator: " ").last!] = s
    }
    for (text, jamo) in Self.esHangul {
      var expected = String.UnicodeScalarView()
      for s in jamo.unicodeScalars {
        let name = CoreTestSupport.name(s).split(separator: " ").last!
        if name.hasPrefix("SSANG"), let single = letterByName[name.dropFirst(5)] {
          expected.append(single); expected.append(single)
        } else {
          expected.append(s)
        }
      }
      #expect(disassemble(text, level: .full) == String(expected), "\(text)")
    }
  }

  @Test(arguments: DecompositionLevel.allCases)
  func groupedMatchesFlatAndNFD(level: DecompositionLevel) throws {
    for encoding in JamoEncoding.allCases {
      for text in CoreTestSupport.syllables {
        let grouped = disassembleGrouped(text, level: level, encoding: encoding)
        #expect(grouped.count == 1)
        #expect(grouped.joined().joined() == disassemble(text, level: level, encoding: encoding))
      }
    }
    let all = CoreTestSupport.syllables.joined()
    #expect(disassemble(try CoreTestSupport.icu(all, .nfd), level: level) == disassemble(all, level: level))
  }

  @Test func groupedExamples() {
    #expect(disassembleGrouped("사과!") == [["ㅅ", "ㅏ"], ["ㄱ", "ㅗ", "ㅏ"], ["!"]])
    #expect(disassembleGrouped("값", level: .syllable) == [["ㄱ", "ㅏ", "ㅄ"]])
    #expect(disassembleGrouped("👩\u{200D}👩\u{200D}👧a") == [["👩\u{200D}👩\u{200D}👧"], ["a"]])
    #expect(disassembleGrouped("\u{1112}\u{119E}\u{11AB}") == [["ㅎ", "\u{119E}", "ㄴ"]])
    #expect(disassembleGrouped("") == [])
  }

  /// Old Hangul, fillers, halfwidth and other scripts stay; modern conjoining jamo that do
  /// not compose are written in the requested encoding.
  @Test func nonModernInput() {
    #expect(disassemble("\u{1112}\u{119E}\u{11AB}글") == "ㅎ\u{119E}ㄴㄱㅡㄹ")
    #expect(disassemble("\u{1112}\u{119E}\u{11AB}", encoding: .conjoining) == "\u{1112}\u{119E}\u{11AB}")
    #expect(disassemble("\u{115F}\u{1160}\u{3164}\u{FFA0}") == "\u{115F}\u{1160}\u{3164}\u{FFA0}")
    #expect(disassemble("\u{FFA1}\u{FFC2}") == "\u{FFA1}\u{FFC2}")
    #expect(disassemble("\u{A960}\u{1161}") == "\u{A960}ㅏ")
    #expect(disassemble("金民洙 😀 Émile") == "金民洙 😀 Émile")
    #expect(disassemble("E\u{0301}") == "É")   // composed like every input
    #expect(disassemble("ㄳㅘ") == "ㄱㅅㅗㅏ")
    #expect(disassemble("ㄳ", level: .syllable, encoding: .conjoining) == "\u{11AA}")
    #expect(disassemble("ㄲ", level: .full, encoding: .conjoining) == "\u{1100}\u{1100}")
  }

  @Test func hostileInputsAreDefined() throws {
    for input in CoreTestSupport.hostileInputs {
      let nfd = try CoreTestSupport.icu(input, .nfd)
      for level in DecompositionLevel.allCases {
        for encoding in JamoEncoding.allCases {
          let flat = disassemble(input, level: level, encoding: encoding)
          #expect(disassemble(nfd, level: level, encoding: encoding) == flat, "\(CoreTestSupport.codePoints(input))")
          #expect(disassembleGrouped(input, level: level, encoding: encoding).joined().joined() == flat)
        }
      }
    }
  }
}
