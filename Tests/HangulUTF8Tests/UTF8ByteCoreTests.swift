import HangulCorpus
import HangulTestSupport
import Testing

@testable import Hangul
@testable import HangulCore
@testable import HangulUTF8

/// The byte cores the CLI streams with (`ChoseongUTF8Writer`, `DisassemblyUTF8Table`)
/// against the `String` functions they stand in for (each checked against its oracle
/// fixtures elsewhere): for every text a core accepts, the same bytes; texts it declines
/// are left to the `String` function.
@Suite struct UTF8ByteCoreTests {
  /// Generated names (every stress category) and random Unicode text of every kind.
  static let texts: [String] = {
    var generator = NameGenerator(seed: 18)
    var names = generator.names(count: 20_000)
    var random = RandomUnicode(seed: 18)
    names += (0..<5_000).map { _ in random.string() }
    names += ["", " ", "a", "가", "힣", "각a", "ㄳ", "\u{1100}\u{1161}", "값 Apple 12"]
    return names
  }()

  /// What `write` gives for `text`: the answer's bytes, or nil when it declines.
  static func written(
    _ text: String, room: (Int) -> Int, _ write: (UnsafeBufferPointer<UInt8>, UnsafeMutablePointer<UInt8>) -> Int
  ) -> [UInt8]? {
    let bytes = Array(text.utf8)
    var out = [UInt8](repeating: 0, count: room(bytes.count))
    let n = bytes.withUnsafeBufferPointer { source in
      out.withUnsafeMutableBufferPointer { write(source, $0.baseAddress!) }
    }
    return n < 0 ? nil : Array(out[..<n])
  }

  @Test(arguments: CoreTestSupport.allChoseongOptions)
  func choseongWriterAgreesWithChoseongOf(options: ChoseongOptions) {
    let writer = ChoseongUTF8Writer(options: options)
    var accepted = 0
    var disagreements: [String] = []
    for text in Self.texts {
      guard let bytes = Self.written(text, room: { $0 }, writer.write) else { continue }
      accepted += 1
      if bytes != Array(choseong(of: text, options: options).utf8) { disagreements.append(text) }
    }
    #expect(disagreements.isEmpty, "\(disagreements.prefix(5).map(CoreTestSupport.codePoints))")
    // Every generated Korean name takes the byte path.
    #expect(accepted >= 19_000)
  }

  @Test(arguments: [DecompositionLevel.syllable, .jamo, .full])
  func disassemblyTableAgreesWithDisassemble(level: DecompositionLevel) {
    for encoding in [JamoEncoding.compatibility, .conjoining] {
      let table = DisassemblyUTF8Table(level: level, encoding: encoding)
      var accepted = 0
      var disagreements: [String] = []
      let room = { $0 * table.maxExpansion + DisassemblyUTF8Table.slack }
      // Every syllable alone and between ASCII, then the texts.
      let syllables = (0xAC00...0xD7A3).map { String(Unicode.Scalar($0)!) }
      for text in syllables + syllables.map({ "a\($0)b" }) + Self.texts {
        guard let bytes = Self.written(text, room: room, table.write) else {
          #expect(!text.unicodeScalars.allSatisfy { $0.isASCII || $0.isHangulSyllable }, "declined \(text)")
          continue
        }
        accepted += 1
        if bytes != Array(disassemble(text, level: level, encoding: encoding).utf8) { disagreements.append(text) }
      }
      #expect(disagreements.isEmpty, "\(encoding): \(disagreements.prefix(5).map(CoreTestSupport.codePoints))")
      #expect(accepted >= 2 * 11_172 + 19_000)
    }
  }
}

extension UTF8ByteCoreTests {
  /// `assemblesToItself` says true only where `assemble` returns the text unchanged: every
  /// BMP scalar and emoji-plane scalar alone, after a syllable and before a vowel letter,
  /// and the generated and random texts.
  @Test func assemblyInertTextAssemblesToItself() {
    var scalars = (0x20...0xFFFF).compactMap(Unicode.Scalar.init).map { String($0) }
    scalars += (0x1F000...0x1FAFF).compactMap(Unicode.Scalar.init).map { String($0) }
    var accepted = 0
    var wrong: [String] = []
    for text in scalars.flatMap({ [$0, "가\($0)", "\($0)ㅏ", "각\($0)가"] }) + Self.texts {
      let inert = Array(text.utf8).withUnsafeBufferPointer { assemblesToItself($0) }
      guard inert else { continue }
      accepted += 1
      if !identical(assemble(text), text) { wrong.append(text) }
    }
    #expect(wrong.isEmpty, "\(wrong.prefix(5).map(CoreTestSupport.codePoints))")
    #expect(accepted > 40_000)
  }
}

extension UTF8ByteCoreTests {
  /// `unchangedLinesPrefixLength` against a line-by-line reference written here: the
  /// longest run of whole lines (each ended by `\n`) that `assemblesToItself` accepts and
  /// that hold no `\r`, and their number; on random bytes and on the generated texts.
  @Test func unchangedLinesPrefixIsTheRunOfInertLines() {
    func reference(_ bytes: [UInt8]) -> (length: Int, lines: Int) {
      var length = 0
      var lines = 0
      while let newline = bytes[length...].firstIndex(of: 0x0A) {
        let line = Array(bytes[length..<newline])
        let inert = line.withUnsafeBufferPointer { assemblesToItself($0) }
        guard inert, !line.contains(0x0D) else { break }
        length = newline + 1
        lines += 1
      }
      return (length, lines)
    }
    var random = SplitMix64(seed: 0x11E5)
    let pieces: [[UInt8]] = [
      Array("김".utf8), Array("a".utf8), Array("\n".utf8), Array("\n".utf8), Array("\r".utf8), Array("ㄱ".utf8),
      Array("é".utf8), Array("金".utf8), Array("😀".utf8), [0xEA, 0xB0], [0xFF], [0xC3], [0x80], Array("ᄀ".utf8),
      Array("가나다라".utf8), [0xEA, 0xAF, 0xBF], [0xED, 0x9E, 0xA3], [0xED, 0x9E, 0xA4], [0xEA, 0xB0, 0x41],
    ]
    var inputs = Self.texts.map { Array(($0 + "\n").utf8) }
    inputs += (0..<20_000).map { _ in
      var bytes: [UInt8] = []
      for _ in 0..<(random.next() % 12) { bytes += pieces[Int(random.next() % UInt64(pieces.count))] }
      return bytes
    }
    inputs.append(Array(Self.texts.joined(separator: "\n").utf8) + [0x0A])
    var nonEmpty = 0
    for bytes in inputs {
      var lines = 0
      let length = bytes.withUnsafeBufferPointer { unchangedLinesPrefixLength($0, lineCount: &lines) }
      let expected = reference(bytes)
      if expected.length > 0 { nonEmpty += 1 }
      #expect(length == expected.length && lines == expected.lines, "\(bytes)")
    }
    #expect(nonEmpty > 1_000)
  }
}

extension UTF8ByteCoreTests {
  /// `AssemblyUTF8Writer` gives `assemble`'s answer for every text it accepts: jamo typed
  /// key by key (random compatibility letters and syllables), the disassembly of every
  /// generated name, and the mixed texts.
  @Test func assemblyWriterAgreesWithAssemble() {
    let writer = AssemblyUTF8Writer()
    var random = RandomUnicode(seed: 0xA55E)
    var texts = Self.texts.map { disassemble($0) } + Self.texts
    texts += (0..<20_000).map { _ in
      random.string(maxPieces: 10, from: [.syllable, .compatibilityJamo, .digit, .space])
    }
    texts += (0x3131...0x318E).map { String(Unicode.Scalar($0)!) + "ㅏ" }
    texts += (0..<20_000).map { _ in
      random.string(maxPieces: 10, from: [.syllable, .compatibilityJamo, .modernConjoiningJamo, .nfdSyllable, .space])
    }
    // Every initial with every vowel, and vowel-final syllables with every final, in NFD.
    texts += (0x1100...0x1112).flatMap { l in
      (0x1161...0x1175).map { String(Unicode.Scalar(l)!) + String(Unicode.Scalar($0)!) }
    }
    texts += stride(from: 0xAC00, through: 0xD7A3, by: 28 * 7).flatMap { s in
      (0x11A8...0x11C2).map { String(Unicode.Scalar(s)!) + String(Unicode.Scalar($0)!) + "ㅏ" }
    }
    var accepted = 0
    var wrong: [String] = []
    for text in texts {
      guard let bytes = Self.written(text, room: AssemblyUTF8Writer.room, writer.write) else { continue }
      accepted += 1
      if bytes != Array(assemble(text).utf8) { wrong.append(text) }
    }
    #expect(wrong.isEmpty, "\(wrong.prefix(5).map(CoreTestSupport.codePoints))")
    #expect(accepted > 60_000)
  }
}

extension UTF8ByteCoreTests {
  /// The validating cores (`ChoseongUTF8Writer.writeValidating`, `DisassemblyUTF8Table.write`,
  /// `assemblesToItself`)
  /// fed any bytes: what they accept is valid UTF-8 (the standard library's check) and their
  /// answer is the `String` function's.
  @Test func validatingCoresAcceptOnlyValidUTF8() {
    let writer = ChoseongUTF8Writer(options: ChoseongOptions())
    let table = DisassemblyUTF8Table(level: .jamo, encoding: .compatibility)
    var random = SplitMix64(seed: 0xBAD8)
    let pieces: [[UInt8]] = [
      Array("김".utf8), Array("a".utf8), [0xEA, 0xB0, 0x00], [0xEA, 0x30, 0x80], [0xED, 0xA0, 0x80], [0xED, 0x9E, 0xA3],
      [0xEA, 0xB0], [0x80], [0xFF], [0xC3, 0xA9], [0xEA, 0xB0, 0x80, 0x80], [0xC3, 0x29], [0xF0, 0x9F, 0x98, 0x00],
      [0xF0, 0x9F, 0x98, 0x80], [0xE4, 0xB8, 0x80], [0xE4, 0xB8, 0x20], [0xEF, 0xBC, 0x81], [0xE2, 0x80, 0x8D],
      // The edges of the syllable block (U+ABFF, 가, 힣, U+D7A4, U+D7C0) and a run of syllables.
      [0xEA, 0xAF, 0xBF], [0xEA, 0xB0, 0x80], [0xED, 0x9E, 0xA3], [0xED, 0x9E, 0xA4], [0xED, 0x9F, 0x80],
      Array("가나다라마바".utf8), [0x0A],
    ]
    var accepted = 0
    for _ in 0..<20_000 {
      var bytes: [UInt8] = []
      for _ in 0..<(1 + random.next() % 6) { bytes += pieces[Int(random.next() % UInt64(pieces.count))] }
      let valid = String(validating: bytes, as: UTF8.self)
      var out = [UInt8](repeating: 0, count: bytes.count * table.maxExpansion + DisassemblyUTF8Table.slack)
      let n = bytes.withUnsafeBufferPointer { src in
        out.withUnsafeMutableBufferPointer { writer.writeValidating(src, into: $0.baseAddress!) }
      }
      if n >= 0 {
        accepted += 1
        #expect(valid != nil && Array(out[..<n]) == Array(choseong(of: valid!).utf8), "\(bytes)")
      }
      let m = bytes.withUnsafeBufferPointer { src in
        out.withUnsafeMutableBufferPointer { table.write(src, into: $0.baseAddress!) }
      }
      if m >= 0 {
        #expect(valid != nil && Array(out[..<m]) == Array(disassemble(valid!).utf8), "\(bytes)")
      }
      if bytes.withUnsafeBufferPointer({ assemblesToItself($0) }) {
        #expect(valid != nil && assemble(valid!) == valid!, "\(bytes)")
      }
    }
    #expect(accepted > 300)
  }

  /// The type's doc example, as written: its buffer holds the answer and the slack `write`
  /// may touch (it once allocated 15 bytes for a 24-byte write).
  @Test func disassemblyTableDocExampleStaysInItsBuffer() {
    let table = DisassemblyUTF8Table(level: .jamo, encoding: .compatibility)
    // room for the answer of 3 bytes of text, plus the slack `write` may overwrite past it
    var out = [UInt8](repeating: 0, count: 3 * table.maxExpansion + DisassemblyUTF8Table.slack)
    let n = Array("값".utf8).withUnsafeBufferPointer { text in
      out.withUnsafeMutableBufferPointer { table.write(text, into: $0.baseAddress!) }
    }
    #expect(n == 12)
    #expect(Array(out[..<n]) == Array("ㄱㅏㅂㅅ".utf8))
    #expect(out.count >= n + DisassemblyUTF8Table.slack)
  }
}
