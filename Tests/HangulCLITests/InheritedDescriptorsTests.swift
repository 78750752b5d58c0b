import Foundation
import HangulTestSupport
import Testing

/// The starters of long-lived helpers pass on none of the test process's descriptors
/// (``InheritedDescriptors``). Oracle: the kernel's own list of the child's descriptors,
/// `/proc/PID/fd`, with plain `system` as the control that shows the check can fail.
@Suite struct InheritedDescriptorsTests {
  /// The `readlink` targets of the descriptors of a shell started by `start`, which is given
  /// the shell command that writes them to a file.
  private func descriptorsOfAShellStarted(by start: (_ command: String, _ output: String) throws -> Void) throws
    -> [String]
  {
    let output = NSTemporaryDirectory() + "hangul-fds-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: output) }
    try start(#"for f in /proc/$$/fd/*; do readlink "$f" || true; done"#, output)
    return try String(contentsOfFile: output, encoding: .utf8).split(separator: "\n").map(String.init)
  }

  @Test func theServerStarterPassesOnNoPipeOfTheTests() throws {
    let pipe = Pipe()  // as every CLIRunner pipe: not close-on-exec
    let writeEnd = try FileManager.default.destinationOfSymbolicLink(
      atPath: "/proc/self/fd/\(pipe.fileHandleForWriting.fileDescriptor)")
    #expect(writeEnd.hasPrefix("pipe:"))

    let plain = try descriptorsOfAShellStarted { command, output in
      let status = system(
        "/bin/sh -c " + PostgresServer.shellQuoted(command) + " > " + PostgresServer.shellQuoted(output))
      #expect(status == 0)
    }
    #expect(plain.contains(writeEnd), "control: plain system() passes the pipe on")

    let started = try descriptorsOfAShellStarted { command, output in
      try PostgresServer.run("/bin/sh", ["-c", command + " > \"$0\"", output])
    }
    #expect(!started.isEmpty)
    #expect(!started.contains(writeEnd))
    #expect(!started.contains { $0.hasPrefix("pipe:") })
    withExtendedLifetime(pipe) {}
  }
}
