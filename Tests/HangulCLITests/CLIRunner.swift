import Foundation
import Testing

/// Runs the built `hangul` binary, the way a user or a script does.
struct CLIRunner {
  struct Result {
    let status: Int32
    let stdout: String
    let stderr: String
    /// Non-empty stdout lines.
    var lines: [String] { stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init) }
    /// stdout parsed as JSON.
    func json() throws -> Any { try JSONSerialization.jsonObject(with: Data(stdout.utf8)) }
  }

  /// The `hangul` executable next to the test bundle in the build directory.
  static let executable: URL = {
    let testBinary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    var directory = testBinary.deletingLastPathComponent()
    // On Linux the tests run from `.build/<triple>/debug/<Package>PackageTests.xctest`.
    while !FileManager.default.isExecutableFile(atPath: directory.appendingPathComponent("hangul").path),
      directory.path != "/"
    {
      directory = directory.deletingLastPathComponent()
    }
    return directory.appendingPathComponent("hangul")
  }()

  /// Runs `hangul arguments…` with `input` on stdin, and `environment` added to the test's own.
  static func run(_ arguments: [String], input: Data = Data(), environment: [String: String] = [:]) throws -> Result {
    let stdout = Pipe()
    return try launch(arguments, input: input, environment: environment, standardOutput: stdout) {
      String(decoding: stdout.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    }
  }

  /// Runs `hangul arguments…` with `input` on stdin and stdout written to the file at
  /// `stdoutPath` (such as `/dev/full`); the result's `stdout` is empty.
  static func run(_ arguments: [String], input: Data = Data(), stdoutPath: String) throws -> Result {
    guard let output = FileHandle(forWritingAtPath: stdoutPath) else {
      throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: stdoutPath])
    }
    defer { try? output.close() }
    return try launch(arguments, input: input, environment: [:], standardOutput: output) { "" }
  }

  /// Starts the binary with `standardOutput`, writes `input` and collects stderr on threads of
  /// their own (so large inputs and outputs cannot deadlock on full pipes), reads stdout with
  /// `readOutput`, and waits for the exit.
  private static func launch(
    _ arguments: [String], input: Data, environment: [String: String], standardOutput: Any, readOutput: () -> String
  ) throws -> Result {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if !environment.isEmpty {
      process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    }
    let stdin = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = standardOutput
    process.standardError = stderr
    try process.run()
    let writer = Thread {
      stdin.fileHandleForWriting.write(input)
      try? stdin.fileHandleForWriting.close()
    }
    writer.start()
    let errorData = ErrorCollector(stderr.fileHandleForReading)
    let out = readOutput()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, stdout: out, stderr: String(decoding: errorData.wait(), as: UTF8.self))
  }

  /// Runs with `lines` joined by newlines on stdin.
  static func run(_ arguments: [String], lines: [String]) throws -> Result {
    try run(arguments, input: Data((lines.joined(separator: "\n") + "\n").utf8))
  }
}

/// Reads a pipe to its end on a thread of its own.
private final class ErrorCollector: @unchecked Sendable {
  private var data = Data()
  private let done = DispatchSemaphore(value: 0)

  init(_ handle: FileHandle) {
    Thread {
      self.data = handle.readDataToEndOfFile()
      self.done.signal()
    }.start()
  }

  func wait() -> Data {
    done.wait()
    return data
  }
}
