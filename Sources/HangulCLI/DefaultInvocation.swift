import Hangul

/// `hangul NAME` with nothing after the name — a transform reading standard input with its
/// default options, the way a pipe calls it — runs at once, without ArgumentParser's parse.
///
/// Before it parses anything, ArgumentParser builds the argument set of the command tree
/// through reflection (generic metadata, protocol-conformance look-ups, `Mirror`), a cost
/// paid at every start (the benchmarks' start-up rows measure it). So
/// `main` answers the most common call of each streaming transform itself, with the
/// command's default options, and hands every other command line (an option, a TEXT
/// argument, `--help`, `--version`, a typo) to ArgumentParser as before. `hangul josa
/// PARTICLE` counts as the name alone when PARTICLE is a particle pair (anything else, such
/// as `-h`, goes to ArgumentParser, which reports it). A test runs every default invocation
/// next to the same command parsed by ArgumentParser (`hangul NAME --`) and checks they
/// print the same bytes and exit with the same status.
///
/// ```swift
/// DefaultInvocation.run(for: ["compose"]) != nil          // true: composes standard input
/// DefaultInvocation.run(for: ["compose", "--json"]) == nil // true: ArgumentParser parses it
/// ```
enum DefaultInvocation {
  /// What `hangul` runs for `arguments` (the program name left out) when they are a
  /// command's name alone (or `josa` and a particle pair); nil for anything else.
  static func run(for arguments: [String]) -> (() throws -> Void)? {
    if arguments.count == 2 && arguments[0] == "josa" {
      guard let josa = try? Josa(arguments[1]) else { return nil }
      return { try JosaCommand.run(josa, pick: false, json: false, text: []) }
    }
    guard arguments.count == 1 else { return nil }
    switch arguments[0] {
    case "choseong": return { try ChoseongCommand.run(options: ChoseongOptions(), json: false, text: []) }
    case "compose": return { try ComposeCommand.run(json: false, text: []) }
    case "decompose":
      return { try DecomposeCommand.run(level: .jamo, encoding: .compatibility, json: false, text: []) }
    case "number":
      return { try NumberCommand.run(style: .sinoKorean, options: SinoKoreanOptions(), json: false, text: []) }
    case "pronounce": return { try PronounceCommand.run(options: PronunciationOptions(), json: false, text: []) }
    case "romanize": return { try RomanizeCommand.run(options: RomanizationOptions(), json: false, text: []) }
    default: return nil
    }
  }
}
