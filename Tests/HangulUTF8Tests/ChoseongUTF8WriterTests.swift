import HangulCorpus
import HangulTestSupport
import Testing

@testable import Hangul
@testable import HangulCore
@testable import HangulUTF8

/// `ChoseongUTF8Writer.writeLines`, the CLI's whole-block choseong, against
/// `choseong(of:)` line by line (checked against es-hangul in the choseong oracle tests).
@Suite struct ChoseongUTF8WriterTests {
  /// `writeLines` over blocks of mixed lines (``WholeLinesCheck``): whole lines of ASCII
  /// (without `\r`) and modern syllables are taken, with `choseong(of:)`'s answer.
  @Test func wholeLinesAgreeLineByLine() {
    let writer = ChoseongUTF8Writer(options: ChoseongOptions())
    let taken = WholeLinesCheck.run(
      seed: 41, scarceRoom: 40,
      takes: { line in
        guard let text = String(validating: line, as: UTF8.self) else { return false }
        return text.unicodeScalars.allSatisfy { ($0.isASCII && $0 != "\r") || $0.isHangulSyllable }
      },
      reference: { choseong(of: $0) },
      writeLines: { writer.writeLines($0, into: $1, capacity: $2) })
    #expect(taken > 1_000)
  }

  /// With options other than the default, `writeLines` takes nothing (the per-line path
  /// answers).
  @Test func otherOptionsTakeNothing() {
    let writer = ChoseongUTF8Writer(options: ChoseongOptions(nonHangul: .drop))
    let block = Array("홍길동\nKim\n".utf8)
    var out = [UInt8](repeating: 0, count: 64)
    let step = block.withUnsafeBufferPointer { source in
      out.withUnsafeMutableBufferPointer { writer.writeLines(source, into: $0.baseAddress!, capacity: 64) }
    }
    #expect(step.taken == 0 && step.written == 0 && step.lines == 0)
  }
}
