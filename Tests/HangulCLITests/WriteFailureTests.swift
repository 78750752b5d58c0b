import Foundation
import Testing

/// A failed write is never success: with standard output on a full disk (`/dev/full`, whose
/// every write fails with ENOSPC, the kernel's answer, not ours) every command that prints
/// says so on stderr, naming standard output and the reason, and exits with EX_IOERR (74).
/// A reader that closes the pipe early (`| head`) is not an error and stays quiet.
@Suite struct WriteFailureTests {
  /// Every command that writes to standard output, with arguments that make it print.
  static let commands: [[String]] = [
    ["decompose"], ["compose"], ["choseong"], ["sort"], ["sort", "--json"], ["index"], ["index", "--json"],
    ["search", "ㄱ"], ["search", "ㄱ", "--json"], ["next", "--visible", "ㄱ"], ["josa", "이/가"], ["number"],
    ["romanize"], ["romanize", "--json"], ["pronounce"], ["licenses"], ["demo"], ["--help"], ["--version"],
    ["choseong", "--json"], ["decompose", "홍길동"],
  ]

  static let names = ["홍길동", "김철수", "12", "Zoe"]

  @Test(arguments: commands)
  func aFullDiskIsReportedWithExit74(command: [String]) throws {
    let lines = command == ["number"] ? ["12", "345"] : Self.names
    let input = Data((lines.joined(separator: "\n") + "\n").utf8)
    let result = try CLIRunner.run(command, input: input, stdoutPath: "/dev/full")
    #expect(result.status == 74, "\(command): \(result.status) \(result.stderr)")
    #expect(result.stderr.contains("cannot write to standard output"), "\(command): \(result.stderr)")
    #expect(result.stderr.contains(String(cString: strerror(ENOSPC))), "\(command): \(result.stderr)")
  }

  /// Large outputs fail at the first full buffer, not only at the final flush.
  @Test func aLargeOutputStopsAndReports() throws {
    let lines = (0..<200_000).map { Self.names[$0 % Self.names.count] }
    let input = Data((lines.joined(separator: "\n") + "\n").utf8)
    for command in [["choseong"], ["sort"], ["romanize"]] {
      let result = try CLIRunner.run(command, input: input, stdoutPath: "/dev/full")
      #expect(result.status == 74, "\(command)")
      #expect(result.stderr.components(separatedBy: "cannot write").count == 2, "one report: \(result.stderr)")
    }
  }

  /// Writing to a regular file still succeeds, with every byte there (the check does not
  /// mistake a normal exit for a failure).
  @Test func aWritableFileIsNotAFailure() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("hangul-write-\(getpid()).txt").path
    #expect(FileManager.default.createFile(atPath: path, contents: nil))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let result = try CLIRunner.run(["choseong"], input: Data("홍길동\n김철수\n".utf8), stdoutPath: path)
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "ㅎㄱㄷ\nㄱㅊㅅ\n")
  }

  /// `hangul … | head -1`: the reader closes the pipe; the command must not report an error
  /// (it ends by SIGPIPE as any Unix filter does, or quietly on EPIPE when SIGPIPE is
  /// ignored).
  @Test func aClosedPipeStaysQuiet() throws {
    let lines = (0..<300_000).map { Self.names[$0 % Self.names.count] }
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("hangul-pipe-\(getpid()).txt")
    try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    for command in ["choseong", "sort", "romanize"] {
      let shell = Process()
      shell.executableURL = URL(fileURLWithPath: "/bin/sh")
      shell.arguments = ["-c", "'\(CLIRunner.executable.path)' \(command) < '\(file.path)' | head -1 > /dev/null"]
      let errors = Pipe()
      shell.standardError = errors
      let out = Pipe()
      shell.standardOutput = out
      try shell.run()
      let printed = out.fileHandleForReading.readDataToEndOfFile()
      let stderr = errors.fileHandleForReading.readDataToEndOfFile()
      shell.waitUntilExit()
      #expect(printed.isEmpty, "\(command): \(String(decoding: printed, as: UTF8.self))")
      #expect(stderr.isEmpty, "\(command): \(String(decoding: stderr, as: UTF8.self))")
    }
  }
}
