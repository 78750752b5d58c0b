import ArgumentParser

/// The FILE argument of the whole-input commands (sort, index, search, next).
struct FileInput: ParsableArguments {
  @Argument(help: "Input file, one item per line; without it, standard input.")
  var file: String?

  /// Every non-empty line, read completely (invalid UTF-8 anywhere stops the command first).
  func nonEmptyLines() throws(CLIError) -> [String] { try LineInput.nonEmptyLines(path: file) }
}
