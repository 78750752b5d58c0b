import Hangul

/// Particle choice and number reading.
///
/// - `josa(_:_:)` (the name with 이/가 attached, one `String` per name) over the corpus against
///   `disassemble(_:)` over the same names (one `String` per name): target ≤ 5×.
/// - The same calls counted per call, against the only published peer figure, es-hangul's
///   josa at 11.2M calls per second in V8 (89.3 ns per call; a published figure, not run here):
///   target faster per call.
/// - Context: `KoreanNumber.sinoKorean(_:)` per number against `String(_:)` of the same numbers.
func josaBenchmark(_ context: BenchmarkContext) -> [ResultRow] {
  var rows: [ResultRow] = []
  for size in context.sizes {
    let names = context.names(size)
    let attach = {
      var result: [String] = []
      result.reserveCapacity(names.count)
      for name in names { result.append(josa(name, .subject)) }
      blackHole(result)
    }
    let decompose = {
      var result: [String] = []
      result.reserveCapacity(names.count)
      for name in names { result.append(disassemble(name)) }
      blackHole(result)
    }
    let comparison = compare(
      "josa(name, .subject)", against: "disassemble(name)", unit: label(size) + " names", target: "≤ 5×",
      rounds: context.rounds, operation: attach, baseline: decompose)
    let isLargest = size == context.largest
    rows.append(ResultRow(comparison, ratioTarget: isLargest ? 5 : nil, target: isLargest ? "≤ 5×" : "—"))
    if isLargest {
      // Per call: the particle form alone and the attached word, each over every name.
      let esHangulPerCall = 1 / 11.2e6
      for (name, operation) in [
        (
          "josa(name, .subject) per call",
          {
            var bytes = 0
            for name in names { bytes &+= josa(name, .subject).utf8.count }
            blackHole(bytes)
          }
        ),
        (
          "Josa.subject.form(after: name) per call",
          {
            var bytes = 0
            for name in names { bytes &+= Josa.subject.form(after: name).utf8.count }
            blackHole(bytes)
          }
        ),
      ] as [(String, () -> Void)] {
        let times = measure(rounds: context.rounds, count: names.count, operation)
        let median = Comparison.median(times)
        rows.append(
          ResultRow(
            operation: "\(name) (\(label(size)) names)",
            ours: formatSeconds(median) + " (" + format3(1 / median / 1e6) + "M calls/s)",
            baseline: "89.3 ns es-hangul josa in V8 (11.2M calls/s, published)",
            ratio: formatRatio(median / esHangulPerCall), target: "< 1× (faster per call)",
            met: median < esHangulPerCall))
      }
      let numbers = (0..<size).map { $0 &* 2_654_435_761 % 1_000_000_000_000 }
      let reading = compare(
        "KoreanNumber.sinoKorean(n)", against: "String(n)", unit: label(size) + " numbers", target: "—",
        rounds: context.rounds,
        operation: {
          var bytes = 0
          for n in numbers { bytes &+= KoreanNumber.sinoKorean(n).utf8.count }
          blackHole(bytes)
        },
        baseline: {
          var bytes = 0
          for n in numbers { bytes &+= String(n).utf8.count }
          blackHole(bytes)
        })
      rows.append(ResultRow(reading, target: "context"))
    }
  }
  return rows
}
