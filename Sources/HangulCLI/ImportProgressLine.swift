import HangulDatabase
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The progress line of `hangul db import` on a terminal's standard error: the phase, the
/// names written, the share of the input read (a file's bytes; none for a pipe) and the
/// time so far. Rewritten at most every 100 ms (and when the phase changes); cleared when
/// the import ends. Off the terminal it is never made: pipes and logs get no progress noise.
final class ImportProgressLine: Sendable {
  private struct State {
    var lastPhase: ImportProgress.Phase?
    var lastWrite: ContinuousClock.Instant?
  }
  private let start = ContinuousClock.now
  private let state = Mutex(State())
  /// The bytes of the input read so far.
  private let bytesRead: @Sendable () -> Int
  /// The input's size in bytes, when known.
  private let totalBytes: Int?

  init(bytesRead: @escaping @Sendable () -> Int, totalBytes: Int?) {
    self.bytesRead = bytesRead
    self.totalBytes = totalBytes
  }

  /// A progress line when standard error is a terminal, else nil.
  static func onTerminal(bytesRead: @escaping @Sendable () -> Int, totalBytes: Int?) -> ImportProgressLine? {
    isatty(2) == 1 ? ImportProgressLine(bytesRead: bytesRead, totalBytes: totalBytes) : nil
  }

  /// Shows `progress` (if 100 ms have passed since the last line, or the phase changed).
  func report(_ progress: ImportProgress) {
    let now = ContinuousClock.now
    let due = state.withLock { state in
      if state.lastPhase == progress.phase, let last = state.lastWrite, now - last < .milliseconds(100) {
        return false
      }
      state.lastPhase = progress.phase
      state.lastWrite = now
      return true
    }
    guard due else { return }
    let elapsed = (now - start).components
    let seconds = Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
    Output.progress(Self.text(progress, bytesRead: bytesRead(), totalBytes: totalBytes, seconds: seconds))
  }

  /// Clears the line.
  func finish() { Output.progress(nil) }

  /// The line for `progress`: `importing: 1,234,567 names, 45% of the input, 12 s`.
  static func text(_ progress: ImportProgress, bytesRead: Int, totalBytes: Int?, seconds: Double) -> String {
    let names = grouped(progress.names) + (progress.names == 1 ? " name" : " names")
    let time = "\(Int(seconds.rounded(.down))) s"
    switch progress.phase {
    case .copying:
      var share = ""
      if let totalBytes, totalBytes > 0 {
        share = ", \(min(100, bytesRead * 100 / totalBytes))% of the input"
      }
      return "importing: \(names)\(share), \(time)"
    case .indexing:
      return "indexing: \(names) written, \(time)"
    case .committing:
      return "committing: \(names), \(time)"
    }
  }

  /// `value` in decimal with a comma between each group of three digits.
  static func grouped(_ value: Int) -> String {
    let digits = Array(String(value.magnitude))
    var out = value < 0 ? "-" : ""
    for (k, digit) in digits.enumerated() {
      if k > 0 && (digits.count - k) % 3 == 0 { out.append(",") }
      out.append(digit)
    }
    return out
  }
}
