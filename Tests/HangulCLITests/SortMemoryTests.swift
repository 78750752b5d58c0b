import Foundation
import HangulCorpus
import Testing

/// `hangul sort --max-memory`: parts of the input sorted into temporary files and merged
/// give ICU's order (the oracle fixtures) and the in-memory sort's bytes; the files are
/// removed after a sort, a failed write (a file-size limit standing in for a full disk:
/// exit 74), invalid UTF-8 and a signal.
@Suite struct SortMemoryTests {
  /// A fresh, empty folder for `TMPDIR`.
  static func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("hangul-spill-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  static func contents(of folder: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path)
  }

  /// 12,000 oracle names (127 KB) in parts of 21 KB: six runs, ties across runs included.
  @Test(arguments: ["64K", "100K", "1M"]) func spilledRunsGiveICUsOrder(maxMemory: String) throws {
    let (file, names) = try SortAndIndexCommandTests.namesFile()
    let expected = try OracleFixtures.collationExpected().sorted.map { names[$0] }
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try CLIRunner.run(
      ["sort", "--max-memory", maxMemory, file.path], environment: ["TMPDIR": folder.path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.lines.map { Array($0.unicodeScalars) } == expected.map { Array($0.unicodeScalars) })
    #expect(try Self.contents(of: folder).isEmpty)
  }

  /// Generated names with the tricky inputs mixed in, every option: the spilled sort gives
  /// the in-memory sort's bytes, text and JSON.
  @Test func spilledBytesEqualTheInMemorySort() throws {
    var generator = NameGenerator(seed: 53)
    var lines = generator.names(count: 60_000)
    let tricky = try OracleFixtures.collationNames()
    for (k, name) in tricky.enumerated() { lines.insert(name, at: (k * 4_999) % lines.count) }
    lines += lines.prefix(3_000)  // repeated names, equal across runs
    let input = Data((lines.joined(separator: "\n") + "\n").utf8)
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    for options in [[], ["--numeric"], ["--latin-first"], ["--hanja-reading"], ["--json"]] {
      let whole = try CLIRunner.run(["sort"] + options, input: input)
      let spilled = try CLIRunner.run(
        ["sort", "--max-memory", "96K"] + options, input: input, environment: ["TMPDIR": folder.path])
      #expect(whole.status == 0 && spilled.status == 0, "\(options) \(spilled.stderr)")
      #expect(spilled.stdout == whole.stdout, "\(options)")
      #expect(whole.stdout.utf8.count > input.count / 2, "\(options)")
    }
    #expect(try Self.contents(of: folder).isEmpty)
  }

  /// A file-size limit makes the first run's write fail (EFBIG, as a full disk fails with
  /// ENOSPC): exit 74, a message naming the run, no output, and no file left.
  @Test func aRunThatCannotBeWrittenIsExit74AndLeavesNothing() throws {
    let (file, _) = try SortAndIndexCommandTests.namesFile()
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    // ulimit -f counts blocks of 1,024 bytes: 8 KB, less than a run.
    process.arguments = [
      "-c", "ulimit -f 8; exec \"$0\" sort --max-memory 64K \"$1\"", CLIRunner.executable.path, file.path,
    ]
    process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": folder.path]) { $1 }
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    let out = stdout.fileHandleForReading.readDataToEndOfFile()
    let err = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 74, "\(err)")
    #expect(err.contains("cannot write a sorted run") && err.contains("File too large"), "\(err)")
    #expect(out.isEmpty)
    #expect(try Self.contents(of: folder).isEmpty)
  }

  /// Runs `/bin/mount` or `/bin/umount` with `arguments`; whether it succeeded.
  @discardableResult
  static func mount(_ command: String, _ arguments: [String]) -> Bool {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/" + command)
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return false }
    process.waitUntilExit()
    return process.terminationStatus == 0
  }

  /// Whether the tests may mount a tmpfs (root with the right to mount, as in CI).
  static let canMountTmpfs: Bool = {
    guard getuid() == 0, let folder = try? temporaryFolder() else { return false }
    defer { try? FileManager.default.removeItem(at: folder) }
    guard mount("mount", ["-t", "tmpfs", "-o", "size=64k", "tmpfs", folder.path]) else { return false }
    mount("umount", [folder.path])
    return true
  }()

  /// A disk that fills during a spill (a tmpfs of 64 KB as `TMPDIR`): exit 74, the message
  /// names the run and ENOSPC, nothing is printed, and the runs written before are removed.
  @Test(.enabled(if: canMountTmpfs, "needs root and the right to mount a tmpfs"))
  func aFullDiskIsExit74AndLeavesNothing() throws {
    let (file, _) = try SortAndIndexCommandTests.namesFile()
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(Self.mount("mount", ["-t", "tmpfs", "-o", "size=64k", "tmpfs", folder.path]))
    defer { Self.mount("umount", [folder.path]) }
    let result = try CLIRunner.run(["sort", "--max-memory", "64K", file.path], environment: ["TMPDIR": folder.path])
    #expect(result.status == 74)
    #expect(result.stderr.contains("No space left on device") && result.stderr.contains("run-"), "\(result.stderr)")
    #expect(result.stdout.isEmpty)
    #expect(try Self.contents(of: folder).isEmpty)
  }

  /// Invalid UTF-8 after runs were written: exit 65 naming the line, nothing printed, the
  /// runs removed.
  @Test func invalidUTF8AfterSpillingLeavesNothing() throws {
    var generator = NameGenerator(seed: 54)
    var input = Data((generator.names(count: 20_000).joined(separator: "\n") + "\n").utf8)
    input.append(contentsOf: [0x4B, 0x69, 0xFF, 0x0A])
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try CLIRunner.run(["sort", "--max-memory", "64K"], input: input, environment: ["TMPDIR": folder.path])
    #expect(result.status == 65)
    #expect(result.stderr.contains("20001"), "\(result.stderr)")
    #expect(result.stdout.isEmpty)
    #expect(try Self.contents(of: folder).isEmpty)
  }

  /// SIGTERM and SIGINT while the sort waits for more input, runs written: the process ends
  /// by the signal and its folder is gone. Foundation's `Process` starts the sort with the
  /// signals blocked, as a server that runs it may: the sort unblocks them.
  @Test(arguments: [SIGTERM, SIGINT]) func aSignalRemovesTheRuns(signal: Int32) throws {
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let process = Process()
    process.executableURL = CLIRunner.executable
    process.arguments = ["sort", "--max-memory", "64K"]
    process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": folder.path]) { $1 }
    let stdin = Pipe()
    process.standardInput = stdin
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    var generator = NameGenerator(seed: 55)
    stdin.fileHandleForWriting.write(Data((generator.names(count: 20_000).joined(separator: "\n") + "\n").utf8))
    // Wait until a run exists (the input is still open: the sort waits for more).
    let deadline = Date().addingTimeInterval(60)
    var runs: [String] = []
    while Date() < deadline {
      let folders = try Self.contents(of: folder)
      runs = try folders.flatMap { try Self.contents(of: folder.appendingPathComponent($0)) }
      if runs.count >= 2 { break }
      Thread.sleep(forTimeInterval: 0.05)
    }
    #expect(runs.count >= 2)
    kill(process.processIdentifier, signal)
    // Closed input: a sort that missed the signal would end by itself, not wait for ever.
    try? stdin.fileHandleForWriting.close()
    process.waitUntilExit()
    #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == signal)
    #expect(try Self.contents(of: folder).isEmpty)
  }

  /// A reader that closes the pipe while the runs are merged (`| head -1`): the sort ends by
  /// SIGPIPE, quietly, as without runs, and its folder is gone. The output (1.5 MB) is more
  /// than the output buffer, so the merge writes while the runs exist.
  @Test func aClosedPipeRemovesTheRuns() throws {
    var generator = NameGenerator(seed: 56)
    let file = try Self.temporaryFolder().appendingPathComponent("names.txt")
    defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
    try (generator.names(count: 150_000).joined(separator: "\n") + "\n").write(
      to: file, atomically: true, encoding: .utf8)
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = [
      "-c", "\"$0\" sort --max-memory 64K \"$1\" | head -1; exit \"${PIPESTATUS[0]}\"", CLIRunner.executable.path,
      file.path,
    ]
    process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": folder.path]) { $1 }
    let stdout = Pipe()
    process.standardOutput = stdout
    process.standardError = FileHandle.nullDevice
    try process.run()
    let out = String(decoding: stdout.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 128 + SIGPIPE)
    #expect(out.split(separator: "\n").count == 1)
    #expect(try Self.contents(of: folder).isEmpty)
  }

  @Test func badSizesAreUsageErrors() throws {
    for size in ["64X", "100", "63K", "-1M", "", "1.5G", "M"] {
      let result = try CLIRunner.run(["sort", "--max-memory", size], lines: ["가"])
      #expect(result.status == 64, "\(size)")
      #expect(result.stderr.contains("--max-memory"), "\(size): \(result.stderr)")
    }
    for size in ["64K", "64k", "1M", "1MB", "1MiB", "2G", "1T", "1048576"] {
      #expect(try CLIRunner.run(["sort", "--max-memory", size], lines: ["나", "가"]).lines == ["가", "나"], "\(size)")
    }
  }
}
