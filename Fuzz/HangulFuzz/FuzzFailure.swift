#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A broken invariant: printed with the input's code points, then the process aborts so
/// that libFuzzer (or the replay) records the input as a crash.
enum FuzzFailure {
  /// Aborts with `message` unless `condition` holds.
  ///
  /// ```swift
  /// FuzzFailure.check(assemble("") == "", "empty input", "")
  /// ```
  static func check(_ condition: Bool, _ message: @autoclosure () -> String, _ input: @autoclosure () -> String) {
    if !condition { report(message(), input()) }
  }

  /// Prints `message` and the code points of `input` to stderr and aborts.
  static func report(_ message: String, _ input: String) -> Never {
    writeToStandardError("invariant broken: \(message)\ninput: \(codePoints(input))\n")
    abort()
  }

  /// Writes `text` to file descriptor 2.
  static func writeToStandardError(_ text: String) {
    var text = text
    text.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
  }

  /// "U+AC00 U+0301 …" for a failure message (the first 200 scalars).
  static func codePoints(_ text: String) -> String {
    let scalars = text.unicodeScalars
    let shown = scalars.prefix(200).map { "U+" + String($0.value, radix: 16, uppercase: true) }
    return shown.joined(separator: " ") + (scalars.count > 200 ? " … (\(scalars.count) scalars)" : "")
  }
}
