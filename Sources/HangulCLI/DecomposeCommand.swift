import ArgumentParser
import Hangul
import HangulCommandOutput
import HangulUTF8

/// `hangul decompose`: syllables into jamo, at the level asked.
struct DecomposeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "decompose",
    abstract: "Decompose Hangul into jamo (값 → ㄱㅏㅂㅅ).",
    discussion: """
      Levels: syllable (값 → ㄱㅏㅄ: initial, medial, final as they are), jamo (default, \
      값 → ㄱㅏㅂㅅ, 과 → ㄱㅗㅏ; doubles like ㄲ stay whole), full (doubles split too: \
      까 → ㄱㄱㅏ). One output line per input line; other characters are kept.
      """
  )

  enum Level: String, ExpressibleByArgument, CaseIterable {
    case syllable, jamo, full
    var value: DecompositionLevel {
      switch self {
      case .syllable: .syllable
      case .jamo: .jamo
      case .full: .full
      }
    }
  }

  @Option(help: "syllable | jamo | full")
  var level: Level = .jamo

  @Flag(help: "Write conjoining jamo (U+1100…) instead of compatibility jamo (U+3131…).")
  var conjoining = false

  @OptionGroup var transform: TransformOptions<TextHelp>

  enum TextHelp: TransformTextHelp {
    static let text = "Text to decompose; without it, each line of standard input."
  }

  func run() throws {
    try Self.run(
      level: level.value, encoding: conjoining ? .conjoining : .compatibility, json: transform.json,
      text: transform.text)
  }

  /// Decomposes `text`, or each line of standard input, at `level` in `encoding`.
  static func run(level: DecompositionLevel, encoding: JamoEncoding, json: Bool, text: [String]) throws {
    try reportingCLIErrors {
      let fastPath = ByteTransform.disassembly(level: level, encoding: encoding)
      let transform = ItemTransform.decompose(level: level, encoding: encoding)
      try TransformPrinter.run(arguments: text, json: json, fastPath: fastPath) { try transform.apply($0) }
    }
  }
}
