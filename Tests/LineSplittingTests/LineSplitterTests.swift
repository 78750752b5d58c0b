import HangulTestSupport
import LineSplitting
import Testing

/// The CLI's line splitting on the bad-input rows that only a file has: a million lines,
/// invalid UTF-8 deep in the file, CR/LF mixtures (the whole CLI on a million lines:
/// HangulCLITests' MillionLineTests).
@Suite struct LineSplitterTests {
  /// All lines of `bytes`, fed `chunkSize` bytes at a time, or the number of the invalid line.
  static func split(_ bytes: [UInt8], chunkSize: Int) -> (lines: [String], invalidLine: Int?) {
    var splitter = LineSplitter()
    var lines: [String] = []
    var offset = 0
    do {
      while offset < bytes.count {
        var chunk = bytes[offset..<min(offset + chunkSize, bytes.count)]
        offset = chunk.endIndex
        while !chunk.isEmpty {
          if let line = try splitter.nextLine(from: &chunk) { lines.append(line) }
        }
      }
      if let last = try splitter.finish() { lines.append(last) }
      return (lines, nil)
    } catch {
      return (lines, error.lineNumber)
    }
  }

  static let millionNames = LargeInputs.millionNames

  @Test func aMillionLinesInCLIChunks() {
    var bytes: [UInt8] = []
    for (i, name) in Self.millionNames.enumerated() {
      bytes += name.utf8
      bytes += i % 2 == 0 ? [0x0D, 0x0A] : [0x0A]  // half the lines end in CRLF
    }
    let result = Self.split(bytes, chunkSize: 1 << 16)
    #expect(result.invalidLine == nil)
    #expect(result.lines.count == 1_000_000)
    #expect(zip(result.lines, Self.millionNames).allSatisfy { $0.utf8.elementsEqual($1.utf8) })
  }

  @Test func invalidUTF8DeepInTheFileNamesItsLine() {
    var bytes: [UInt8] = []
    for i in 1...200_000 {
      bytes += i == 199_999 ? [0x41, 0xC3, 0x28] : Array("이서연".utf8)  // bad 2-byte sequence
      bytes.append(0x0A)
    }
    for size in [1 << 16, 7] {
      let result = Self.split(bytes, chunkSize: size)
      #expect(result.invalidLine == 199_999)
      #expect(result.lines.count == 199_998)
    }
  }

  @Test func invalidSequencesAreRejected() {
    // Surrogate halves, overlong forms, a cut-off sequence, bytes that never occur.
    for bad: [UInt8] in [
      [0xED, 0xA0, 0x80], [0xC0, 0xAF], [0xE0, 0x80, 0xAF], [0xEA, 0xB0], [0xFF], [0xF5, 0x80, 0x80, 0x80],
    ] {
      #expect(Self.split(Array("가\n".utf8) + bad, chunkSize: 3).invalidLine == 2)
    }
  }

  @Test func lineEndings() {
    let result = Self.split(Array("a\r\n\r\nb\rc\n\r".utf8), chunkSize: 1)
    // CRLF and LF end lines; a lone CR inside a line stays; a final CR is removed.
    #expect(result.lines == ["a", "", "b\rc", ""])
    #expect(Self.split([], chunkSize: 1).lines.isEmpty)
    #expect(Self.split([0x0A], chunkSize: 1).lines == [""])
  }
}
