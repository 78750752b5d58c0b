import HangulCorpus
import HangulTestSupport
import Testing

@testable import Hangul
@testable import HangulCore
@testable import HangulUTF8

/// `SinoKoreanUTF8Writer`, the byte core of the CLI's `number`, against
/// `KoreanNumber.reading(_:style:options:)` in the Sino-Korean style (checked against
/// es-hangul in KoreanNumberOracleTests): the same texts accepted, the same readings.
@Suite struct SinoKoreanUTF8WriterTests {
  static let allOptions = [false, true].flatMap { spaces in
    [false, true].map { SinoKoreanOptions(spacesBetweenGroups: spaces, omitsOneBeforeMan: $0) }
  }

  /// The writer's answer, or nil when it declines.
  static func written(_ writer: SinoKoreanUTF8Writer, _ text: String) -> String? {
    CoreTestSupport.written(text, room: writer.room(text.utf8.count)) { writer.writeValidating($0, into: $1) }
  }

  static func reference(_ text: String, _ options: SinoKoreanOptions) -> String? {
    try? KoreanNumber.reading(text, style: .sinoKorean, options: options)
  }

  /// Every string of up to five characters over digits, comma, signs, space, tab and a
  /// letter: the writer accepts exactly what `reading` reads, with the same answer.
  @Test func everyShortTextAgrees() {
    let alphabet = ["0", "1", "2", "9", ",", "-", "+", " ", "\t", "x"]
    var texts = [""]
    var level = [""]
    for _ in 0..<5 {
      level = level.flatMap { prefix in alphabet.map { prefix + $0 } }
      texts += level
    }
    let writer = SinoKoreanUTF8Writer(options: SinoKoreanOptions())
    var wrong: [String] = []
    var accepted = 0
    for text in texts {
      let answer = Self.written(writer, text)
      if answer != nil { accepted += 1 }
      if answer != Self.reference(text, SinoKoreanOptions()) { wrong.append(text) }
    }
    #expect(wrong.isEmpty, "\(wrong.prefix(5).map { "'\($0)'" })")
    #expect(accepted > 5_000)
  }

  /// Every integer 0…99,999, negative and with thousands separators, and seeded numbers
  /// of up to 80 digits (past the largest unit), under every option.
  @Test(arguments: allOptions)
  func everyNumberAgrees(options: SinoKoreanOptions) {
    let writer = SinoKoreanUTF8Writer(options: options)
    var texts: [String] = []
    for n in 0..<100_000 {
      texts.append(String(n))
      if n % 7 == 0 { texts.append("-" + String(n)) }
      if n >= 1000 && n % 13 == 0 { texts.append(String(n / 1000) + "," + String(String(n % 1000 + 1000).dropFirst())) }
    }
    var random = SplitMix64(seed: 72)
    for _ in 0..<5_000 {
      let digits = 1 + Int(random.next() % 80)
      var text = (0..<digits).map { _ in String(random.next() % 10) }.joined()
      if random.next() % 4 == 0 { text = "-" + text }
      if random.next() % 4 == 0 { text = "  " + text + "\t" }
      texts.append(text)
    }
    texts += ["-0", "+7", "0000", "1" + String(repeating: "0", count: 71), String(repeating: "9", count: 72)]
    var wrong: [String] = []
    for text in texts where Self.written(writer, text) != Self.reference(text, options) { wrong.append(text) }
    #expect(wrong.isEmpty, "\(options): \(wrong.prefix(5))")
  }

  /// Text outside ASCII is left to `reading` (U+2212 −, fullwidth digits), and so are bytes
  /// that are not UTF-8.
  @Test func otherTextIsDeclined() {
    let writer = SinoKoreanUTF8Writer(options: SinoKoreanOptions())
    for text in ["\u{2212}5", "５", "١٢", "12\u{00A0}"] { #expect(Self.written(writer, text) == nil, "\(text)") }
    let bytes: [UInt8] = [0x31, 0xFF]
    var out = [UInt8](repeating: 0, count: writer.room(2))
    let n = bytes.withUnsafeBufferPointer { source in
      out.withUnsafeMutableBufferPointer { writer.writeValidating(source, into: $0.baseAddress!) }
    }
    #expect(n == -1)
  }
}
