import HangulCorpus
import Testing

/// The whole CLI on a million lines.
@Suite struct MillionLineTests {
  /// One million lines: 10,007 generated names (every stress category) over and over.
  static let millionNames: [String] = {
    var configuration = NameGenerator.Configuration()
    configuration.otherShare = 0.3
    var generator = NameGenerator(seed: 1_000_000, configuration: configuration)
    let names = (0..<10_007).map { _ in generator.next() }
    return (0..<1_000_000).map { names[$0 % names.count] }
  }()

  /// `hangul choseong` streams a million-line file: one output line per input line.
  @Test func cliChoseongOnAMillionLines() throws {
    let result = try CLIRunner.run(["choseong"], lines: Self.millionNames)
    #expect(result.status == 0)
    #expect(result.lines.count == 1_000_000)
  }
}
