import ArgumentParser

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

/// The output shared by decompose, compose and choseong: one result per input item, as text
/// lines or as `{"results":[{"input":…,"output":…}]}`, streamed as the input is read.
struct TransformPrinter {
  let json: Bool
  private var count = 0

  init(json: Bool) {
    self.json = json
    if json { Output.append("{\"results\":[") }
  }

  mutating func print(input: String, output: String) {
    if json {
      Output.append(
        (count > 0 ? "," : "")
          + JSON.object([("input", .string(input)), ("output", .string(output))]).text)
    } else {
      Output.line(output)
    }
    count += 1
  }

  /// Closes the JSON document; only called when every input item was read.
  func finish() {
    if json { Output.line("]}") }
    Output.flush()
  }

  /// Runs a line-by-line transform over the arguments or stdin.
  static func run(arguments: [String], json: Bool, transform: (String) throws -> String) throws {
    var printer = TransformPrinter(json: json)
    try LineInput.forEachItem(arguments: arguments) { item in
      printer.print(input: item, output: try transform(item))
    }
    printer.finish()
  }
}

/// The FILE argument of the whole-input commands (sort, index, search, next).
struct FileInput: ParsableArguments {
  @Argument(help: "Input file, one item per line; without it, standard input.")
  var file: String?

  /// Every non-empty line, read completely (invalid UTF-8 anywhere stops the command first).
  func nonEmptyLines() throws(CLIError) -> [String] { try LineInput.nonEmptyLines(path: file) }
}
