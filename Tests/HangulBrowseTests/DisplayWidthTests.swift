import HangulBrowse
import Testing

#if canImport(Glibc)
  import Glibc
#endif

@Suite("Display width")
struct DisplayWidthTests {

  @Test("every Hangul syllable takes two columns (East Asian Width W)")
  func hangulSyllables() {
    for value in UInt32(0xAC00)...0xD7A3 {
      #expect(DisplayWidth.of(scalar: Unicode.Scalar(value)!) == 2)
    }
  }

  @Test("every nonspacing and enclosing mark of the BMP takes no column")
  func combiningMarks() {
    // The oracle is the standard library's Unicode data (general category Mn, Me).
    var checked = 0
    for value in UInt32(0x300)...0xFFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let category = scalar.properties.generalCategory
      guard category == .nonspacingMark || category == .enclosingMark else { continue }
      #expect(DisplayWidth.of(scalar: scalar) == 0, "U+\(String(value, radix: 16, uppercase: true))")
      checked += 1
    }
    #expect(checked > 1000)
  }

  @Test("emoji, CJK and compatibility jamo are wide; ASCII and Latin are narrow")
  func examples() {
    #expect(DisplayWidth.of("😀") == 2)
    #expect(DisplayWidth.of("金") == 2)
    #expect(DisplayWidth.of("ㄱ") == 2)
    #expect(DisplayWidth.of("Zoë") == 3)
    #expect(DisplayWidth.of("e\u{301}") == 1)
    #expect(DisplayWidth.of("김 Andrew") == 9)
    #expect(DisplayWidth.of("\u{1112}\u{1161}\u{11AB}") == 2)  // NFD 한: a wide L, zero-width V and T
  }

  @Test("the widths do not depend on the process's locale")
  func localeIndependent() {
    let saved = String(cString: setlocale(LC_CTYPE, nil))
    setlocale(LC_CTYPE, "C")
    defer { setlocale(LC_CTYPE, saved) }
    #expect(DisplayWidth.of("홍길동 😀") == 9)
  }

  @Test("control characters are shown as U+FFFD")
  func printable() {
    #expect(DisplayWidth.printable("a\tb\u{7F}c\u{85}") == "a\u{FFFD}b\u{FFFD}c\u{FFFD}")
    #expect(DisplayWidth.printable("홍길동") == "홍길동")
  }

  @Test("truncation keeps the longest prefix of whole characters that fits with the ellipsis")
  func truncation() {
    let samples = ["홍길동전", "Émile Zola", "e\u{301}e\u{301}e\u{301}e\u{301}", "👨‍👩‍👧 가족", "1반 김민수", "ab"]
    for text in samples {
      for width in 0...12 {
        let cut = DisplayWidth.truncated(text, toWidth: width)
        #expect(DisplayWidth.of(cut) <= width, "\(text) at \(width)")
        // Naive reference: whole characters while they fit, then "…" (when cut at all).
        let reference: String
        if DisplayWidth.of(text) <= width {
          reference = text
        } else if width == 0 {
          reference = ""
        } else {
          var prefix = ""
          for character in text {
            if DisplayWidth.of(prefix + String(character)) > width - 1 { break }
            prefix.append(character)
          }
          reference = prefix + "…"
        }
        #expect(cut == reference, "\(text) at \(width)")
      }
    }
  }
}
