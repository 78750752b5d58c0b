import HangulCommandOutput
import LineSplitting

/// Where a command's items come from: TEXT arguments, else one item per line of a file or stdin.
enum LineInput {
  /// Calls `body` with each item in order: the arguments when there are any, else each line
  /// of standard input, streamed (memory stays bounded by the longest line).
  static func forEachItem(arguments: [String], _ body: (String) throws -> Void) throws(CLIError) {
    try forEachItemUTF8(arguments: arguments) { try body(String(decoding: $0, as: UTF8.self)) }
  }

  /// Calls `body` with the UTF-8 of each item in order (valid UTF-8; the bytes are valid
  /// only during the call): the arguments when there are any, else each line of standard
  /// input, read in blocks and never made a `String`.
  /// With `offersWholeLines`, `wholeLines` is offered the complete stdin lines of each block
  /// first and returns the length and number of the whole lines it handled (see
  /// `LineReader.forEachLine`).
  static func forEachItemUTF8(
    arguments: [String], validating: Bool = true, offersWholeLines: Bool = false,
    wholeLines: (UnsafeBufferPointer<UInt8>) throws -> (length: Int, lines: Int) = { _ in (0, 0) },
    _ body: (UnsafeBufferPointer<UInt8>) throws -> Void
  ) throws(CLIError) {
    do {
      if !arguments.isEmpty {
        for argument in arguments {
          var argument = argument
          try argument.withUTF8 { try body($0) }
        }
        return
      }
      try LineReader(path: nil).forEachLine(
        validating: validating, offersWholeLines: offersWholeLines, wholeLines: wholeLines, body)
    } catch let error as CLIError {
      throw error
    } catch let error as CommandLineError {
      throw CLIError(error)
    } catch {
      throw .icu(String(describing: error))
    }
  }

  /// Every non-empty line of `path` (or stdin when nil or "-"), read completely first so that
  /// invalid UTF-8 anywhere stops the command before it prints anything.
  static func nonEmptyLines(path: String?) throws(CLIError) -> [String] {
    var lines: [String] = []
    do {
      try LineReader(path: path).forEachLine { if !$0.isEmpty { lines.append(String(decoding: $0, as: UTF8.self)) } }
    } catch let error as CLIError {
      throw error
    } catch {
      throw .icu(String(describing: error))
    }
    return lines
  }
}
