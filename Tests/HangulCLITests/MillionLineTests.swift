import HangulTestSupport
import Testing

/// The whole CLI on a million lines.
@Suite struct MillionLineTests {
  static let millionNames = LargeInputs.millionNames

  /// `hangul choseong` streams a million-line file: one output line per input line.
  @Test func cliChoseongOnAMillionLines() throws {
    let result = try CLIRunner.run(["choseong"], lines: Self.millionNames)
    #expect(result.status == 0)
    #expect(result.lines.count == 1_000_000)
  }
}
