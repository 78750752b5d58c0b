import Foundation
import Testing

/// The line-by-line commands stream: memory stays bounded however large the input.
@Suite struct LargeInputTests {
  /// A 100 MB file of fixture names, made once per run.
  static let bigFile: URL = {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("hangul-100mb-\(getpid()).txt")
    let names = (try? OracleFixtures.collationNames()) ?? ["홍길동"]
    var chunk = Data()
    for name in names {
      chunk.append(contentsOf: name.utf8)
      chunk.append(0x0A)
    }
    #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
    let handle = try! FileHandle(forWritingTo: url)
    var written = 0
    while written < 100 * 1024 * 1024 {
      handle.write(chunk)
      written += chunk.count
    }
    try? handle.close()
    return url
  }()

  /// Peak resident memory (KiB) of `hangul arguments…` reading `file`, measured by a Python
  /// parent process with getrusage(RUSAGE_CHILDREN), so no other test's child is counted.
  static func peakMemory(_ arguments: [String], file: URL) throws -> (status: Int32, kib: Int) {
    let script = """
      import resource, subprocess, sys
      r = subprocess.run(sys.argv[1:], stdin=open(\(String(reflecting: file.path)), "rb"), stdout=subprocess.DEVNULL)
      print(r.returncode, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)
      """
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", script, CLIRunner.executable.path] + arguments
    let out = Pipe()
    process.standardOutput = out
    try process.run()
    let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    let fields = text.split(separator: " ").map { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1 }
    return (Int32(fields.first ?? -1), fields.count > 1 ? fields[1] : -1)
  }

  @Test func choseongOf100MBStaysUnder64MBResident() throws {
    defer { try? FileManager.default.removeItem(at: Self.bigFile) }
    let (status, kib) = try Self.peakMemory(["choseong"], file: Self.bigFile)
    #expect(status == 0)
    #expect(kib > 0 && kib < 64 * 1024, "peak resident memory \(kib) KiB for a 100 MB input")
  }
}
