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
  }
  return rows
}
