import ArgumentParser

/// The output option shared by the line-by-line transforms (decompose, compose, choseong and
/// any command that prints one result per input item through ``TransformPrinter``).
struct TransformOutputOptions: ParsableArguments {
  @Flag(help: "Write {\"results\":[{\"input\":…,\"output\":…}]}.")
  var json = false
}
