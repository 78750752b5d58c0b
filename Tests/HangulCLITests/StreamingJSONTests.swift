import Foundation
import HangulCorpus
import Testing

/// The streaming JSON output, escaped byte by byte (eight bytes at a time where nothing
/// needs escaping), read back by Foundation's JSON parser: every input comes back as it was.
@Suite struct StreamingJSONTests {
  @Test func escapedLinesParseBackToTheInput() throws {
    var random = SplitMix64(seed: 0x4A53)
    let pieces = ["김", "a", "\"", "\\", "\t", "\u{1}", "\u{1F}", "\u{7F}", "Zoe", "12345678", "😀", "/", " "]
    let lines = (0..<2_000).map { _ in
      (0..<(random.next() % 12)).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
    }
    for command in ["choseong", "decompose", "compose"] {
      let result = try CLIRunner.run([command, "--json"], lines: lines)
      #expect(result.status == 0)
      let json = try #require(try result.json() as? [String: Any])
      let results = try #require(json["results"] as? [[String: String]])
      #expect(results.map { $0["input"] ?? "" } == lines, "\(command)")
    }
  }
}
