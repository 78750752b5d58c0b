/// Where a command's items come from: TEXT arguments, else one item per line of a file or stdin.
enum LineInput {
  /// Calls `body` with each item in order: the arguments when there are any, else each line
  /// of standard input, streamed (memory stays bounded by the longest line).
  static func forEachItem(arguments: [String], _ body: (String) throws -> Void) throws(CLIError) {
    do {
      if !arguments.isEmpty {
        for argument in arguments { try body(argument) }
        return
      }
      var reader = try LineReader(path: nil)
      while let line = try reader.next() { try body(line) }
    } catch let error as CLIError {
      throw error
    } catch {
      throw .icu(String(describing: error))
    }
  }

  /// Every non-empty line of `path` (or stdin when nil or "-"), read completely first so that
  /// invalid UTF-8 anywhere stops the command before it prints anything.
  static func nonEmptyLines(path: String?) throws(CLIError) -> [String] {
    var reader = try LineReader(path: path)
    return try reader.readAll().filter { !$0.isEmpty }
  }
}
