import Hangul

/// `romanize` (text and personal-name mode) and `pronounce` of every name against
/// `disassemble` of the same names (target ≤ 5×: the sound changes are a few table lookups
/// per syllable on top of the same walk over the text). Each side makes one `String` per
/// name.
func romanizationBenchmark(_ context: BenchmarkContext) -> [ResultRow] {
  var rows: [ResultRow] = []
  for size in context.sizes {
    let names = context.names(size)
    let disassembleAll = {
      var out: [String] = []
      out.reserveCapacity(names.count)
      for name in names { out.append(disassemble(name)) }
      blackHole(out)
    }
    let isLargest = size == context.largest
    let operations: [(String, (String) -> String)] = [
      ("romanize", { romanize($0) }),
      ("romanize, personal-name mode", { romanize($0, options: RomanizationOptions(isPersonalName: true)) }),
      ("pronounce", { pronounce($0) }),
    ]
    for (name, operation) in operations {
      let comparison = compare(
        name, against: "disassemble", unit: label(size) + " names", target: "≤ 5×",
        rounds: context.rounds,
        operation: {
          var out: [String] = []
          out.reserveCapacity(names.count)
          for name in names { out.append(operation(name)) }
          blackHole(out)
        },
        baseline: disassembleAll)
      rows.append(ResultRow(comparison, ratioTarget: isLargest ? 5 : nil, target: isLargest ? "≤ 5×" : "—"))
    }
    // The lexicon (its target: within 2× of the speed without it): the same call with
    // `usesLexicon: false`, which is the engine as it was, as the baseline.
    let withAndWithout: [(String, (String) -> String, (String) -> String)] = [
      (
        "pronounce with the lexicon", { pronounce($0) },
        { pronounce($0, options: PronunciationOptions(usesLexicon: false)) }
      ),
      (
        "romanize with the lexicon", { romanize($0) },
        { romanize($0, options: RomanizationOptions(usesLexicon: false)) }
      ),
    ]
    for (name, operation, without) in withAndWithout {
      let run = { (body: (String) -> String) in
        var out: [String] = []
        out.reserveCapacity(names.count)
        for name in names { out.append(body(name)) }
        blackHole(out)
      }
      let comparison = compare(
        name, against: "without it", unit: label(size) + " names", target: "≤ 2×", rounds: context.rounds,
        operation: { run(operation) }, baseline: { run(without) })
      rows.append(ResultRow(comparison, ratioTarget: isLargest ? 2 : nil, target: isLargest ? "≤ 2×" : "—"))
    }
    // Words said together: two names with a space between read as one phrase (the links
    // across the space, and the word classes they look up), against the same text read word
    // by word.
    let phrases = stride(from: 0, to: names.count - 1, by: 2).map { names[$0] + " " + names[$0 + 1] }
    let readAll = { (options: PronunciationOptions) in
      var out: [String] = []
      out.reserveCapacity(phrases.count)
      for phrase in phrases { out.append(pronounce(phrase, options: options)) }
      blackHole(out)
    }
    let phraseComparison = compare(
      "pronounce two words as one phrase", against: "word by word", unit: label(size) + " names",
      target: "≤ 2×", rounds: context.rounds,
      operation: { readAll(PronunciationOptions()) },
      baseline: { readAll(PronunciationOptions(connectsWords: false)) })
    rows.append(
      ResultRow(phraseComparison, ratioTarget: isLargest ? 2 : nil, target: isLargest ? "≤ 2×" : "—"))
  }
  return rows
}
