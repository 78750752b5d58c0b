import Foundation
import Testing

/// The line-by-line commands stream: memory stays bounded however large the input.
@Suite struct LargeInputTests {
  /// Writes a 100 MB file of the fixture's 12,000 names (repeated); any failure — the
  /// fixture missing, the file not writable — fails the test, never a smaller input.
  static func makeBigFile() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("hangul-100mb-\(getpid()).txt")
    let names = try OracleFixtures.collationNames()
    try #require(names.count == 12_000)
    var chunk = Data()
    for name in names {
      chunk.append(contentsOf: name.utf8)
      chunk.append(0x0A)
    }
    try #require(FileManager.default.createFile(atPath: url.path, contents: nil))
    let handle = try FileHandle(forWritingTo: url)
    var written = 0
    while written < 100 * 1024 * 1024 {
      try handle.write(contentsOf: chunk)
      written += chunk.count
    }
    try handle.close()
    let size = try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int
    try #require((size ?? 0) >= 100 * 1024 * 1024)
    return url
  }

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
    let fields = text.split(separator: " ").compactMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    try #require(process.terminationStatus == 0 && fields.count == 2, "the measuring script printed \(text)")
    return (Int32(fields[0]), fields[1])
  }

  @Test func choseongOf100MBStaysUnder64MBResident() throws {
    let bigFile = try Self.makeBigFile()
    defer { #expect(throws: Never.self) { try FileManager.default.removeItem(at: bigFile) } }
    let (status, kib) = try Self.peakMemory(["choseong"], file: bigFile)
    #expect(status == 0)
    #expect(kib > 0 && kib < 64 * 1024, "peak resident memory \(kib) KiB for a 100 MB input")
  }
}
