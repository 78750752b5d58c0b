import Foundation
import Testing

/// Bad input gets a clear message, a sysexits code and no output passed off as complete.
@Suite struct ErrorHandlingTests {
  static let commands = ["decompose", "compose", "choseong", "sort", "index", "next"]

  /// Each command, and the whole-input ones with the options that change how they print
  /// (`--json`, `--all-titles`, a layout, a memory limit).
  static let invocations: [[String]] =
    commands.map { [$0] } + [
      ["sort", "--json"], ["sort", "--max-memory", "64K"], ["index", "--json"], ["index", "--all-titles", "--json"],
      ["index", "--layout", "icu", "--json"], ["index", "--all-titles"],
    ]

  @Test(arguments: invocations)
  func invalidUTF8NamesTheLineAndExits65(arguments: [String]) throws {
    let command = arguments[0]
    var input = Data("홍길동\n김철수\n".utf8)
    input.append(contentsOf: [0x41, 0xFF, 0xFE, 0x0A])  // line 3: "A" + invalid bytes
    input.append(Data("이영희\n".utf8))
    let result = try CLIRunner.run(arguments, input: input)
    #expect(result.status == 65)
    #expect(result.stderr.contains("line 3"))
    #expect(result.stderr.contains("not valid UTF-8"))
    if ["decompose", "compose", "choseong"].contains(command) {
      // Streamed: the lines before the bad one, nothing after it.
      #expect(result.lines.count == 2)
    } else {
      // Whole-input commands print nothing at all.
      #expect(result.stdout.isEmpty)
    }
  }

  /// Every streaming command with `--json` that bad input stops leaves one valid JSON
  /// document: the results before the bad line and an `"error"` naming it, never a cut-off
  /// document passed off as complete (the exit code says it failed).
  @Test(arguments: [
    ["choseong"], ["decompose"], ["compose"], ["romanize"], ["pronounce"], ["josa", "이/가"], ["number"],
  ])
  func badInputInJSONModeLeavesOneValidDocumentWithTheError(command: [String]) throws {
    let first = command == ["number"] ? "12" : "홍길동"
    var input = Data("\(first)\n".utf8)
    input.append(contentsOf: [0xC3, 0x28, 0x0A])  // line 2: an invalid 2-byte sequence
    input.append(Data("\(first)\n".utf8))
    let result = try CLIRunner.run(command + ["--json"], input: input)
    #expect(result.status == 65)
    let document = try #require(try result.json() as? [String: Any], "\(result.stdout)")
    let results = try #require(document["results"] as? [[String: Any]])
    #expect(results.count == 1)
    #expect(results.first?["input"] as? String == first)
    let error = try #require(document["error"] as? String)
    #expect(error.contains("line 2") && error.contains("not valid UTF-8"), "\(error)")
    #expect(result.stderr.contains("line 2"))
  }

  /// An item the command cannot read (a number that is not one) stops `--json` the same way.
  @Test func invalidItemInJSONModeLeavesOneValidDocumentWithTheError() throws {
    let result = try CLIRunner.run(["number", "--json"], lines: ["12", "abc", "3"])
    #expect(result.status == 65)
    let document = try #require(try result.json() as? [String: Any], "\(result.stdout)")
    #expect((document["results"] as? [[String: Any]])?.map { $0["input"] as? String } == ["12"])
    #expect((document["error"] as? String)?.contains("\"abc\"") == true)
  }

  @Test(arguments: ["sort", "index", "next"])
  func unreadableFileExits66(command: String) throws {
    let result = try CLIRunner.run([command, "/nonexistent/names.txt"])
    #expect(result.status == 66)
    #expect(result.stderr.contains("/nonexistent/names.txt"))
    #expect(result.stdout.isEmpty)
  }

  @Test func directoryIsAnUnreadableFile() throws {
    let result = try CLIRunner.run(["sort", "/tmp"])
    #expect(result.status == 66)
    #expect(result.stderr.contains("is a directory"))
  }

  @Test func badFlagsExit64WithUsage() throws {
    for arguments in [
      ["sort", "--no-such-flag"], ["decompose", "--level", "syllables"],
      ["index", "--layout", "phonebook"], ["nonsense"],
    ] {
      let result = try CLIRunner.run(arguments)
      #expect(result.status == 64, "\(arguments)")
      #expect(result.stderr.contains("Usage") || result.stderr.contains("Error"), "\(arguments)")
    }
  }

  @Test func emptyInputIsEmptyOutput() throws {
    for command in ["sort", "index", "choseong"] {
      let result = try CLIRunner.run([command], input: Data())
      #expect(result.status == 0)
      #expect(result.stdout.isEmpty)
    }
    let json = try CLIRunner.run(["sort", "--json"], input: Data())
    #expect((try json.json() as? [String: [String]])?["sorted"] == [])
  }

  @Test func hugeLineIsHandledWhole() throws {
    // One 10 MB line of syllables: no truncation, no crash.
    let line = String(repeating: "홍길동", count: 1_200_000)
    let result = try CLIRunner.run(["choseong"], input: Data((line + "\n").utf8))
    #expect(result.status == 0)
    #expect(result.lines == [String(repeating: "ㅎㄱㄷ", count: 1_200_000)])
  }
}
