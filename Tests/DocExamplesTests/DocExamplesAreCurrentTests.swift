import Foundation
import Testing

/// The generated example files beside this one compile with the test target and run there,
/// checking the results their comments state (that is the check of every ```swift block of
/// the doc comments and DocC articles); these tests make sure they are the documentation's
/// current examples, not a stale copy, and that each module keeps its examples and checks.
@Suite struct DocExamplesAreCurrentTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  @Test func generatedFilesMatchTheDocumentation() throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "python3", Self.root.appendingPathComponent("scripts/checks/extract-examples.py").path, "--check",
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
      ("HangulCore", 200), ("Hangul", 80), ("SectionNavigation", 90), ("HangulBrowse", 100), ("HangulCorpus", 25),
      ("HangulUTF8", 30),
      ("HangulNavigation", 3), ("HangulDatabase", 40), ("HangulSQLite", 8), ("HangulPostgres", 10),
      ("LineSplitting", 10), ("RepositoryFiles", 5),
    ] {
      let text = try Self.generated(module)
      let count = text.components(separatedBy: "  static func example_").count - 1
      #expect(count >= atLeast, "\(module): \(count) examples")
    }
  }

  /// The results the examples state that are checked when they run (the generated file's
  /// last line counts them): a doc comment whose result stops being checked lowers it. (The
  /// extractor's `--check`, run above, fails on a stated result of a running example that
  /// is not checked.)
  @Test func everyModuleAssertsItsResults() throws {
    for (module, atLeast) in [
      ("HangulCore", 627), ("Hangul", 193), ("SectionNavigation", 147), ("HangulBrowse", 63), ("HangulCorpus", 17),
      ("HangulUTF8", 22),
      ("HangulNavigation", 7), ("HangulDatabase", 141), ("HangulSQLite", 12), ("HangulPostgres", 12),
      ("LineSplitting", 24), ("RepositoryFiles", 5),
    ] {
      let text = try Self.generated(module)
      let last = text.split(separator: "\n").last.map(String.init) ?? ""
      let asserted = last.hasPrefix("// ") ? Int(last.dropFirst(3).prefix { $0.isNumber }) : nil
      #expect((asserted ?? 0) >= atLeast, "\(module): \(asserted.map(String.init) ?? "no count of") results asserted")
    }
  }

  static func generated(_ module: String) throws -> String {
    let file = root.appendingPathComponent("Tests/DocExamplesTests/\(module)Examples.swift")
    return try String(contentsOf: file, encoding: .utf8)
  }
}
