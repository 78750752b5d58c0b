import Foundation
import HangulTestSupport
import Testing

/// A detached tmux session on a server of its own (`tmux -S SOCKET`, a socket in the temporary
/// directory, removed afterwards), running one command in a pane of a given size: the end-to-end tests of `hangul browse` type into it with
/// `send-keys` and read its screen with `capture-pane -p`, as a person at a terminal would.
///
/// Every wait polls the screen until a condition holds (no fixed sleeps), up to a timeout.
final class TmuxSession {
  let socket: String
  static let target = "browse"

  /// Whether tmux is installed (scripts/environment/ensure-terminal.sh installs it).
  static let isAvailable: Bool = (try? run(["-V"]).status) == 0

  /// Starts `command` (run by `sh -c`) in a `width`×`height` pane.
  init(width: Int, height: Int, command: String) throws {
    socket =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("hangul-browse-\(getpid())-\(UUID().uuidString.prefix(8)).sock").path
    let result = try Self.run(
      [
        "-S", socket, "-f", "/dev/null", "new-session", "-d", "-x", "\(width)", "-y", "\(height)", "-s", Self.target,
        command,
      ])
    guard result.status == 0 else { throw TmuxError.failed("new-session: \(result.output)") }
    _ = try tmux(["set-option", "-g", "window-size", "manual"])
  }

  deinit {
    _ = try? tmux(["kill-server"])
    try? FileManager.default.removeItem(atPath: socket)
  }

  /// `tmux send-keys` with key names (`Tab`, `BTab`, `BSpace`, `Enter`, `Escape`, `C-c`…).
  func send(_ keys: String...) throws { _ = try tmux(["send-keys", "-t", Self.target] + keys) }

  /// `tmux send-keys -l`: the text as it is (characters, or an escape sequence).
  func type(_ text: String) throws { _ = try tmux(["send-keys", "-t", Self.target, "-l", text]) }

  /// A click of the first mouse button at a 0-based screen cell, as an xterm SGR mouse
  /// report (`ESC [ < 0 ; column ; row M`, then `m` for the release; 1-based cells).
  func click(row: Int, column: Int) throws {
    try type("\u{1B}[<0;\(column + 1);\(row + 1)M")
    try type("\u{1B}[<0;\(column + 1);\(row + 1)m")
  }

  /// `tmux resize-window`.
  func resize(width: Int, height: Int) throws {
    _ = try tmux(["resize-window", "-t", Self.target, "-x", "\(width)", "-y", "\(height)"])
  }

  /// The screen's lines (`capture-pane -p`; trailing blanks removed by tmux).
  func screen() throws -> [String] {
    let result = try tmux(["capture-pane", "-p", "-t", Self.target])
    return result.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  /// Polls the screen every 20 ms until `condition` holds; fails the test after `timeout`.
  @discardableResult
  func waitForScreen(
    timeout: Duration = .seconds(15), sourceLocation: SourceLocation = #_sourceLocation,
    _ description: String, until condition: ([String]) -> Bool
  ) throws -> [String] {
    let clock = ContinuousClock()
    let deadline = clock.now + timeout
    var lines = try screen()
    while !condition(lines) {
      guard clock.now < deadline else {
        Issue.record(
          "timed out waiting for \(description); screen:\n\(lines.joined(separator: "\n"))",
          sourceLocation: sourceLocation)
        throw TmuxError.timedOut(description)
      }
      Thread.sleep(forTimeInterval: 0.02)
      lines = try screen()
    }
    return lines
  }

  /// The process ids of the pane's children (the program a shell in the pane runs).
  func paneProcessID() throws -> Int32? {
    let result = try tmux(["display-message", "-p", "-t", Self.target, "#{pane_pid}"])
    return Int32(result.output.trimmingCharacters(in: .whitespacesAndNewlines))
  }

  private func tmux(_ arguments: [String]) throws -> (status: Int32, output: String) {
    try Self.run(["-S", socket] + arguments)
  }

  /// Runs `tmux arguments…` with `posix_spawn` and `waitpid`, its output going to a file.
  ///
  /// Not Foundation's `Process`: the server that `new-session` starts inherits the child's
  /// descriptors and outlives it, and `Process` would wait for those to close.
  private static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
    let outputPath = FileManager.default.temporaryDirectory
      .appendingPathComponent("tmux-\(getpid())-\(UUID().uuidString).out").path
    defer { try? FileManager.default.removeItem(atPath: outputPath) }
    var environment = ProcessInfo.processInfo.environment
    environment["TERM"] = "xterm-256color"
    environment.removeValue(forKey: "TMUX")
    // Through bash, which closes the test process's descriptors first (``InheritedDescriptors``).
    let argv = ["bash", "-c", InheritedDescriptors.closeAll + #"; exec tmux "$@""#, "tmux"] + arguments
    let envp = environment.map { "\($0.key)=\($0.value)" }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_adddup2(&actions, 1, 2)
    // No signal blocked in tmux and what it runs, as in a terminal (the test runner's threads
    // block some, and a child inherits its thread's mask).
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))
    var pid: pid_t = 0
    let spawned = withCStrings(argv) { cArgv in
      withCStrings(envp) { cEnvp in posix_spawnp(&pid, "bash", &actions, &attributes, cArgv, cEnvp) }
    }
    guard spawned == 0 else { throw TmuxError.failed("posix_spawnp bash -c tmux: \(spawned)") }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    let output = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
    let exitStatus = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    return (exitStatus, output)
  }
}

/// Calls `body` with a NULL-terminated C array of the strings.
private func withCStrings<R>(_ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> R) -> R {
  var pointers: [UnsafeMutablePointer<CChar>?] = strings.map { strdup($0) }
  pointers.append(nil)
  defer { for pointer in pointers { free(pointer) } }
  return body(pointers)
}

enum TmuxError: Error {
  case failed(String)
  case timedOut(String)
}
