import Hangul
import HangulCommandOutput

/// `hangul.wasm COMMAND [OPTIONS] [TEXT ...]`: the native `hangul` command's text answers
/// (decompose, compose, choseong, josa, number, romanize, pronounce on TEXT or standard input;
/// sort, index, search, next on standard input), its bytes and its exit codes.
@_cdecl("main")
func main(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
  var words: [String] = []
  for k in 1..<Int(argc) { words.append(String(cString: argv![k]!)) }
  guard let command = words.first else {
    printError("Usage: hangul.wasm COMMAND [OPTIONS] [TEXT ...]")
    return 64
  }
  var output = StandardOutput()
  do {
    let status = try run(command, Array(words.dropFirst()), &output)
    output.flush()
    return status
  } catch {
    output.flush()
    printError(error.description)
    return error.exitCode
  }
}

/// Runs `command` with `words`: its exit status, or the error that stopped it.
func run(_ command: String, _ words: [String], _ output: inout StandardOutput) throws(CommandLineError) -> Int32 {
  switch command {
  case "decompose":
    guard let a = Arguments(words, flags: ["conjoining"], valued: ["level"]) else { return 64 }
    let level: DecompositionLevel
    switch a.values["level"] ?? "jamo" {
    case "syllable": level = .syllable
    case "jamo": level = .jamo
    case "full": level = .full
    default: return badValue("level")
    }
    let transform = ItemTransform.decompose(level: level, encoding: a.has("conjoining") ? .conjoining : .compatibility)
    try transformItems(a.positional, transform, &output)
  case "compose":
    guard let a = Arguments(words, flags: [], valued: []) else { return 64 }
    try transformItems(a.positional, .compose, &output)
  case "choseong":
    guard let a = Arguments(words, flags: ["nfkc", "hanja-reading"], valued: ["non-hangul"]) else { return 64 }
    var options = ChoseongOptions()
    switch a.values["non-hangul"] ?? "keep" {
    case "keep": options.nonHangul = .keep
    case "drop": options.nonHangul = .drop
    case "drop-all-but-whitespace": options.nonHangul = .dropAllButWhitespace
    default: return badValue("non-hangul")
    }
    options.foldsCompatibility = a.has("nfkc")
    options.readsHanja = a.has("hanja-reading")
    try transformItems(a.positional, .choseong(options), &output)
  case "josa":
    guard let a = Arguments(words, flags: ["pick"], valued: []), let particle = a.positional.first else {
      return missing("<particle>")
    }
    let josa: Josa
    do { josa = try Josa(particle) } catch {
      printError("Error: \(error.description)")
      return 1
    }
    try transformItems(Array(a.positional.dropFirst()), .josa(josa, pick: a.has("pick")), &output)
  case "number":
    guard let a = Arguments(words, flags: ["spacing", "omit-one-before-man"], valued: ["style"]) else { return 64 }
    guard let style = KoreanNumber.Style(rawValue: a.values["style"] ?? "sino") else { return badValue("style") }
    let options = SinoKoreanOptions(
      spacesBetweenGroups: a.has("spacing"), omitsOneBeforeMan: a.has("omit-one-before-man"))
    try transformItems(a.positional, .number(style: style, options: options), &output)
  case "romanize":
    let flags: Set<String> = ["name", "hyphen", "noun", "compound", "place", "no-lexicon", "customary-surnames"]
    guard let a = Arguments(words, flags: flags, valued: []) else { return 64 }
    let options = RomanizationOptions(
      isPersonalName: a.has("name") || a.has("customary-surnames"), usesHyphens: a.has("hyphen"),
      usesCustomarySurnames: a.has("customary-surnames"), treatsWordsAsNouns: a.has("noun"),
      isPlaceName: a.has("place"), usesLexicon: !a.has("no-lexicon"))
    try transformItems(a.positional, .romanize(options, compound: a.has("compound")), &output)
  case "pronounce":
    let flags: Set<String> = ["no-hard-conversion", "no-lexicon", "word-by-word", "verb", "noun", "compound"]
    guard let a = Arguments(words, flags: flags, valued: []) else { return 64 }
    if a.has("verb") && a.has("noun") {
      printError("Error: --verb and --noun cannot be used together.")
      return 64
    }
    let options = PronunciationOptions(
      includesTensification: !a.has("no-hard-conversion"), usesLexicon: !a.has("no-lexicon"),
      connectsWords: !a.has("word-by-word"), partOfSpeech: a.has("verb") ? .verb : (a.has("noun") ? .noun : nil))
    try transformItems(a.positional, .pronounce(options, compound: a.has("compound")), &output)
  case "sort":
    guard let a = Arguments(words, flags: ["numeric", "latin-first", "hanja-reading"], valued: []),
      noFile(a.positional)
    else { return 64 }
    let sorted = try SortLines(
      lines: try nonEmptyStandardInputLines(), sortsDigitsNumerically: a.has("numeric"),
      sortsLatinFirst: a.has("latin-first"), readsHanja: a.has("hanja-reading"))
    for line in sorted.output { output.line(line) }
  case "index":
    let flags: Set<String> = ["latin-first", "separate-doubles", "hanja-reading", "all-titles"]
    guard let a = Arguments(words, flags: flags, valued: ["layout"]), noFile(a.positional) else { return 64 }
    guard var layout = SectionIndex.Layout(rawValue: a.values["layout"] ?? "contacts") else {
      return badValue("layout")
    }
    if a.has("latin-first") {
      if layout == .icu {
        printError("Error: --latin-first applies to the contacts layout, not to --layout icu.")
        return 64
      }
      layout = .contactsLatinFirst
    }
    let index = try IndexLines(
      lines: try nonEmptyStandardInputLines(), layout: layout, separatesDoubles: a.has("separate-doubles"),
      readsHanja: a.has("hanja-reading"), allTitles: a.has("all-titles"))
    for line in index.output { output.line(line) }
  case "search":
    let flags: Set<String> = [
      "ignore-spaces", "carry-over", "hanja-reading", "keyboard-fallback", "romanized-fallback",
    ]
    guard let a = Arguments(words, flags: flags, valued: ["mode", "typos"]) else { return 64 }
    guard let query = a.positional.first else { return missing("<query>") }
    guard noFile(Array(a.positional.dropFirst())) else { return 64 }
    guard let mode = SearchMode(rawValue: a.values["mode"] ?? "contains") else { return badValue("mode") }
    let typos = a.values["typos"] ?? "0"
    guard typos == "0" || typos == "1" else {
      printError("Error: --typos takes 0 or 1 (one edit at most).")
      return 64
    }
    var fallbacks: SearchFallbacks = []
    if a.has("keyboard-fallback") { fallbacks.insert(.latinKeyboard) }
    if a.has("romanized-fallback") { fallbacks.insert(.romanization) }
    let options = SearchOptions(
      mode: mode, ignoresSpaces: a.has("ignore-spaces"), allowsCarryOver: a.has("carry-over"),
      readsHanja: a.has("hanja-reading"), toleratesTypos: typos == "1", fallbacks: fallbacks)
    let search = try SearchLines(query: query, lines: try nonEmptyStandardInputLines(), options: options)
    for line in search.output { output.line(line) }
  case "next":
    guard let a = Arguments(words, flags: [], valued: ["visible", "title"]), noFile(a.positional) else { return 64 }
    let answer = try NextLines(
      lines: try nonEmptyStandardInputLines(), visible: NextLines.visibleTitles(a.values["visible"]),
      title: a.values["title"])
    for line in answer.output { output.line(line) }
  default:
    printError("Error: Unknown command '\(command)'")
    return 64
  }
  return 0
}

/// Each TEXT argument's answer, or each standard input line's, printed as it is read.
func transformItems(_ text: [String], _ transform: ItemTransform, _ output: inout StandardOutput)
  throws(CommandLineError)
{
  if !text.isEmpty {
    for item in text { output.line(try transform.apply(item)) }
    return
  }
  try forEachStandardInputLine { (line) throws(CommandLineError) in output.line(try transform.apply(line)) }
}

/// Every non-empty line of standard input, read completely first (invalid UTF-8 anywhere
/// stops the command before it prints anything).
func nonEmptyStandardInputLines() throws(CommandLineError) -> [String] {
  var lines: [String] = []
  try forEachStandardInputLine { (line) throws(CommandLineError) in if !line.isEmpty { lines.append(line) } }
  return lines
}

/// Whether no FILE argument was given (this command reads standard input only).
func noFile(_ positional: [String]) -> Bool {
  if positional.isEmpty || positional == ["-"] { return true }
  printError("Error: hangul.wasm reads standard input only (no FILE argument)")
  return false
}

/// Reports a value of `--option` that is not one of its choices: exit 64.
func badValue(_ option: String) -> Int32 {
  printError("Error: The value of '--\(option)' is not one of its choices")
  return 64
}

/// Reports a missing positional argument: exit 64.
func missing(_ name: String) -> Int32 {
  printError("Error: Missing expected argument '\(name)'")
  return 64
}
