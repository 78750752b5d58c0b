/// The text with every Hangul syllable and compound jamo taken apart into letters.
///
/// Syllables split into initial, medial and final at `level` (see ``DecompositionLevel``);
/// standalone modern jamo split the same way (ㄳ → ㄱㅅ, ㅘ → ㅗㅏ at `.jamo`). Everything
/// else — Latin, digits, spaces, emoji, Hanja, old Hangul jamo, fillers, halfwidth jamo — is
/// kept as it is. NFD input (conjoining jamo, e.g. macOS file names) gives the same answer
/// as NFC input: the text is composed first (through ICU, only when it holds anything
/// besides ASCII, syllables and compatibility jamo).
///
/// ```swift
/// disassemble("값")                          // "ㄱㅏㅂㅅ"
/// disassemble("값", level: .syllable)        // "ㄱㅏㅄ"
/// disassemble("까", level: .full)            // "ㄱㄱㅏ"
/// disassemble("사과 Apple")                  // "ㅅㅏㄱㅗㅏ Apple"
/// disassemble("한", encoding: .conjoining)   // "한" (U+1112 U+1161 U+11AB)
/// ```
///
/// - Complexity: O(*n*) in the length of the text.
public func disassemble(
  _ text: some StringProtocol,
  level: DecompositionLevel = .jamo,
  encoding: JamoEncoding = .compatibility
) -> String {
  var output = String.UnicodeScalarView()
  for scalar in text.composedForHangul().unicodeScalars {
    appendDisassembled(scalar, level: level, encoding: encoding) { output.append($0) }
  }
  return String(output)
}

/// The text taken apart like ``disassemble(_:level:encoding:)``, one array of letters per
/// character (grapheme cluster) of the NFC text.
///
/// A syllable gives its letters; a standalone jamo gives its pieces; any other character is
/// one piece (old Hangul clusters such as ᄒᆞᆫ give one piece per jamo, the modern ones
/// written in `encoding`).
///
/// ```swift
/// disassembleGrouped("사과!")              // [["ㅅ", "ㅏ"], ["ㄱ", "ㅗ", "ㅏ"], ["!"]]
/// disassembleGrouped("값", level: .syllable)   // [["ㄱ", "ㅏ", "ㅄ"]]
/// ```
///
/// - Complexity: O(*n*) in the length of the text.
public func disassembleGrouped(
  _ text: some StringProtocol,
  level: DecompositionLevel = .jamo,
  encoding: JamoEncoding = .compatibility
) -> [[String]] {
  var groups: [[String]] = []
  for character in text.composedForHangul() {
    var pieces: [String] = []
    var run = String.UnicodeScalarView()  // consecutive scalars that stay as they are
    for scalar in character.unicodeScalars {
      if isDisassemblable(scalar) {
        if !run.isEmpty {
          pieces.append(String(run))
          run = String.UnicodeScalarView()
        }
        appendDisassembled(scalar, level: level, encoding: encoding) {
          pieces.append(String(Character($0)))
        }
      } else {
        run.append(scalar)
      }
    }
    if !run.isEmpty { pieces.append(String(run)) }
    groups.append(pieces)
  }
  return groups
}

/// Whether ``appendDisassembled(_:level:encoding:_:)`` changes `scalar`.
@inlinable
func isDisassemblable(_ scalar: Unicode.Scalar) -> Bool {
  scalar.isHangulSyllable || JamoPiece(standalone: scalar) != nil
}

/// Calls `body` with the letters `scalar` decomposes into (or `scalar` itself).
@inlinable
package func appendDisassembled(
  _ scalar: Unicode.Scalar, level: DecompositionLevel, encoding: JamoEncoding,
  _ body: (Unicode.Scalar) -> Void
) {
  if let syllable = HangulSyllable(scalar) {
    syllable.forEachPiece(at: level) { body($0.scalar(encoding)) }
  } else if let piece = JamoPiece(standalone: scalar) {
    piece.split(at: level) { body($0.scalar(encoding)) }
  } else {
    body(scalar)
  }
}
