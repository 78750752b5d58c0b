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
