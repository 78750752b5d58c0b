import ArgumentParser

/// The options shared by the line-by-line transforms (decompose, compose, choseong and any
/// command that prints one result per input item through ``TransformPrinter``): `--json`
/// and the TEXT arguments, whose help names what the command transforms (`Help`). Each
/// command passes them to its static `run`, which ``DefaultInvocation`` also calls.
struct TransformOptions<Help: TransformTextHelp>: ParsableArguments {
  @Flag(help: "Write {\"results\":[{\"input\":…,\"output\":…}]}.")
  var json = false

  @Argument(help: ArgumentHelp(stringLiteral: Help.text))
  var text: [String] = []
}

/// The help of a transform's TEXT arguments.
protocol TransformTextHelp {
  /// E.g. "Text to decompose; without it, each line of standard input."
  static var text: String { get }
}
