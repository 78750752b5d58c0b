import Foundation
import Testing

/// The generated example files beside this one compile with the test target (that is the
/// check of every ```swift block of the doc comments and DocC articles); this test makes
/// sure they are the documentation's current examples, not a stale copy.
@Suite struct DocExamplesAreCurrentTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  @Test func generatedFilesMatchTheDocumentation() throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "python3", Self.root.appendingPathComponent("scripts/docs/extract_examples.py").path, "--check",
    ]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "\(text)")
  }

  @Test func everyModuleHasItsExamples() throws {
    for (module, atLeast) in [
      ("Hangul", 300), ("SectionNavigation", 90), ("BrowseCore", 100), ("HangulCorpus", 25), ("HangulByteCores", 30),
      ("HangulNavigation", 3), ("HangulDatabase", 40), ("HangulSQLite", 8), ("HangulPostgres", 10),
      ("LineSplitting", 10), ("RepositoryFiles", 5),
    ] {
      let file = Self.root.appendingPathComponent("Tests/DocExamplesTests/\(module)Examples.swift")
      let text = try String(contentsOf: file, encoding: .utf8)
      let count = text.components(separatedBy: "  static func example_").count - 1
      #expect(count >= atLeast, "\(module): \(count) examples")
    }
  }
}
