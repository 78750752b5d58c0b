import HangulCorpus
import HangulTestSupport
import RepositoryFiles
import Testing

/// The fixture reader decodes exactly what the fixture writer (`esc` in
/// `scripts/data/fixtures/make-choseong-fixture.py`) encodes.
@Suite struct FixtureEscapingTests {
  /// `esc` of the fixture script, written again here scalar by scalar (Python's strings are
  /// code points, so CR LF is two of them): `\`, tab, newline, CR and NUL get a backslash.
  static func esc(_ s: String) -> String {
    var out = String.UnicodeScalarView()
    for scalar in s.unicodeScalars {
      switch scalar {
      case "\\": out.append(contentsOf: #"\\"#.unicodeScalars)
      case "\t": out.append(contentsOf: #"\t"#.unicodeScalars)
      case "\n": out.append(contentsOf: #"\n"#.unicodeScalars)
      case "\r": out.append(contentsOf: #"\r"#.unicodeScalars)
      case "\0": out.append(contentsOf: #"\0"#.unicodeScalars)
      default: out.append(scalar)
      }
    }
    return String(out)
  }

  @Test func examples() throws {
    #expect(try FixtureEscaping.unescape(#"\t김\n"#) == "\t김\n")
    #expect(try FixtureEscaping.unescape(#"a\\t"#) == #"a\t"#)
    #expect(try FixtureEscaping.unescape(#"가\0나"#).unicodeScalars.map(\.value) == [0xAC00, 0, 0xB098])
    #expect(try FixtureEscaping.unescape(#"홍길동\r"#).unicodeScalars.last == "\r")
    #expect(try FixtureEscaping.unescape("plain") == "plain")
  }

  @Test func escapesTheWriterNeverWritesAreErrors() {
    #expect(throws: FixtureEscaping.InvalidEscape.self) { try FixtureEscaping.unescape(#"a\x"#) }
    #expect(throws: FixtureEscaping.InvalidEscape.self) { try FixtureEscaping.unescape("a\\") }
  }

  @Test func unescapeInvertsTheWriter() throws {
    var random = SplitMix64(seed: 17)
    let pieces: [String] = ["\\", "\t", "\n", "\r", "\0", "t", "n", "0", "김", "a", " ", "\\t", "\u{301}"]
    for _ in 0..<2_000 {
      let text = (0..<Int(random.next() % 8)).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
      let written = Self.esc(text)
      #expect(!written.unicodeScalars.contains { ["\t", "\n", "\r", "\0"].contains($0) })
      #expect(Array(try FixtureEscaping.unescape(written).unicodeScalars) == Array(text.unicodeScalars))
    }
  }
}
