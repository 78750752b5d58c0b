import ArgumentParser

/// The options shared by the line-by-line transforms (decompose, compose, choseong and any
/// command that prints one result per input item through ``TransformPrinter``): `--json`
/// and the TEXT arguments, whose help names what the command transforms (`Help`).
struct TransformOptions<Help: TransformTextHelp>: ParsableArguments {
  @Flag(help: "Write {\"results\":[{\"input\":…,\"output\":…}]}.")
  var json = false

  @Argument(help: ArgumentHelp(stringLiteral: Help.text))
  var text: [String] = []

  /// Prints `transform` of each TEXT argument, else of each line of standard input;
  /// `fastPath`, when given, answers the lines it accepts straight from their bytes.
  func run(fastPath: ByteTransform? = nil, _ transform: (String) throws -> String) throws {
    try TransformPrinter.run(arguments: text, json: json, fastPath: fastPath, transform: transform)
  }
}

/// The help of a transform's TEXT arguments.
protocol TransformTextHelp {
  /// E.g. "Text to decompose; without it, each line of standard input."
  static var text: String { get }
}
