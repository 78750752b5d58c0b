/// A command line as `hangul` reads it: `--flag`, `--option VALUE` or `--option=VALUE`, and
/// the other words as positional arguments (all of them after `--`).
struct Arguments {
  private(set) var flags: Set<String> = []
  private(set) var values: [String: String] = [:]
  private(set) var positional: [String] = []

  /// Reads `words` (after the command's name); `valued` names the options that take a value.
  /// Nil, with the message on standard error, for an unknown option or a missing value.
  init?(_ words: [String], flags known: Set<String>, valued: Set<String>) {
    var k = 0
    var optionsEnded = false
    while k < words.count {
      let word = words[k]
      k += 1
      if optionsEnded || !word.hasPrefix("--") || word == "-" {
        if word == "--" && !optionsEnded {
          optionsEnded = true
        } else {
          positional.append(word)
        }
        continue
      }
      var name = String(word.dropFirst(2))
      var value: String?
      if let equals = name.firstIndex(of: "=") {
        value = String(name[name.index(after: equals)...])
        name = String(name[..<equals])
      }
      if valued.contains(name) {
        if value == nil {
          guard k < words.count else {
            printError("Error: Missing value for '--\(name)'")
            return nil
          }
          value = words[k]
          k += 1
        }
        values[name] = value
      } else if known.contains(name) && value == nil {
        flags.insert(name)
      } else {
        printError("Error: Unknown option '\(word)'")
        return nil
      }
    }
  }

  /// Whether `--name` was given.
  func has(_ name: String) -> Bool { flags.contains(name) }
}
