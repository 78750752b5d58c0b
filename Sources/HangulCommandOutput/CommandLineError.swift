/// A failure of a `hangul` command that stops its output: the message the command writes
/// on standard error and its sysexits(3) exit code, the same in every front end (the native
/// CLI and the WebAssembly command).
///
/// ```swift
/// let error = CommandLineError.invalidUTF8(source: "<stdin>", line: 2)
/// error.exitCode   // 65
/// error.description
/// // "error: <stdin>: line 2 is not valid UTF-8; output stops before it and is incomplete"
/// ```
public enum CommandLineError: Error, Equatable, Sendable, CustomStringConvertible {
  /// EX_DATAERR (65): the input is not valid UTF-8 from `line` (1-based) of `source`.
  case invalidUTF8(source: String, line: Int)
  /// EX_DATAERR (65): an input item cannot be processed (the message names it).
  case invalidItem(String)
  /// EX_SOFTWARE (70): the collator or the index failed.
  case icu(String)

  /// The message, starting with `error: `.
  ///
  /// ```swift
  /// CommandLineError.invalidItem("\"x\" is not a number").description
  /// // "error: \"x\" is not a number; output stops before it"
  /// ```
  public var description: String {
    switch self {
    case .invalidUTF8(let source, let line):
      "error: \(source): line \(line) is not valid UTF-8; output stops before it and is incomplete"
    case .invalidItem(let message):
      "error: \(message); output stops before it"
    case .icu(let message):
      "error: \(message)"
    }
  }

  /// The process's exit code: 65 for bad input, 70 for a failed collator.
  ///
  /// ```swift
  /// CommandLineError.icu("out of memory").exitCode   // 70
  /// ```
  public var exitCode: Int32 {
    switch self {
    case .invalidUTF8, .invalidItem: 65
    case .icu: 70
    }
  }
}
