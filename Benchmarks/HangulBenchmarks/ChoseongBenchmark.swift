import CBenchmarkBaselines
import Hangul
@_spi(Development) import HangulCore
import HangulCorpus

/// Choseong of every name: `ChoseongTable` (one UTF-8 buffer with offsets) against the C
/// syllable arithmetic over UTF-8 doing the same batch (target ≤ 1.5×); `choseong(of:)` per
/// name (an array of `String`s) against the same C called per name with each answer made a
/// `String`; and, for context, a naive `unicodeScalars` loop.
///
/// Both batch sides keep every result in one output buffer with offsets (what a C programmer
/// would write for a batch); the C side reads names already packed back to back, ours reads
/// the `[String]`. The C function only does the
/// arithmetic and copies every other byte; `choseong(of:)` also handles NFD, conjoining
/// and old Hangul (through ICU) for the 5 % of stress names, so it does strictly more work.
func choseongBenchmark(_ context: BenchmarkContext) -> [ResultRow] {
  var rows: [ResultRow] = []
  // A batch of 1M names takes about 10 ms, short enough to be swayed by a single
  // disturbance (a timer tick, the other tenant of a shared core): full mode times 21
  // rounds instead of 5, so the median ratio stands on more rounds.
  let rounds = context.quick ? context.rounds : 21
  for size in context.sizes {
    let names = context.names(size)
    let packed = PackedUTF8(names)
    var out = [UInt8](repeating: 0, count: packed.bytes.count)
    var outStarts = [Int64](repeating: 0, count: packed.count + 1)
    let cBatch = {
      baseline_choseong_batch(packed.bytes, packed.starts, Int32(packed.count), &out, &outStarts)
      blackHole(out)
    }
    let ours = compare(
      "ChoseongTable (batch)", against: "C batch", unit: label(size) + " names", target: "≤ 1.5×",
      rounds: rounds,
      operation: { blackHole(ChoseongTable(names)) },
      baseline: cBatch)
    rows.append(
      ResultRow(
        ours, ratioTarget: size == context.largest ? 1.5 : nil,
        target: size == context.largest ? "≤ 1.5×" : "—"))
    if size == context.largest {
      let two = compare(
        "ChoseongTable (batch), two threads", against: "one thread", unit: label(size) + " names", target: "≤ 0.67×",
        rounds: rounds,
        operation: { blackHole(ChoseongTable(names, splitsAcrossCores: true)) },
        baseline: { blackHole(ChoseongTable(names, splitsAcrossCores: false)) })
      rows.append(ResultRow(two, ratioTarget: 0.67, target: "≤ 0.67×"))
      let same = ChoseongTable(names, splitsAcrossCores: true).elementsEqual(ChoseongTable(names))
      precondition(same, "two-thread ChoseongTable differs")
    }
    if size == context.largest {
      // Context: the same C batch writing into freshly allocated buffers on every call, as
      // any function returning a new table must (the row above reuses one warm buffer).
      let fresh = compare(
        "ChoseongTable (batch)", against: "C batch, fresh buffers", unit: label(size) + " names", target: "—",
        rounds: rounds,
        operation: { blackHole(ChoseongTable(names)) },
        baseline: {
          let freshOut = UnsafeMutablePointer<UInt8>.allocate(capacity: packed.bytes.count)
          let freshStarts = UnsafeMutablePointer<Int64>.allocate(capacity: packed.count + 1)
          baseline_choseong_batch(packed.bytes, packed.starts, Int32(packed.count), freshOut, freshStarts)
          blackHole(freshOut[Int(freshStarts[packed.count]) / 2])
          freshOut.deallocate()
          freshStarts.deallocate()
        })
      rows.append(ResultRow(fresh, target: "context"))
    }
    let naive = compare(
      "naive unicodeScalars loop", against: "C batch", unit: label(size) + " names", target: "—",
      rounds: rounds,
      operation: {
        var result: [String] = []
        result.reserveCapacity(names.count)
        for name in names { result.append(naiveChoseong(name)) }
        blackHole(result)
      },
      baseline: cBatch)
    rows.append(ResultRow(naive, target: "context"))
    if size == context.largest {
      var korean = NameGenerator.Configuration()
      korean.otherShare = 0
      var generator = NameGenerator(seed: 42, configuration: korean)
      let hangulNames = generator.names(count: size)
      let hangulPacked = PackedUTF8(hangulNames)
      var hangulOut = [UInt8](repeating: 0, count: hangulPacked.bytes.count)
      var hangulStarts = [Int64](repeating: 0, count: hangulPacked.count + 1)
      let hangul = compare(
        "ChoseongTable (batch), Korean names only", against: "C batch", unit: label(size) + " names", target: "—",
        rounds: rounds,
        operation: { blackHole(ChoseongTable(hangulNames)) },
        baseline: {
          baseline_choseong_batch(
            hangulPacked.bytes, hangulPacked.starts, Int32(hangulPacked.count),
            &hangulOut, &hangulStarts)
          blackHole(hangulOut)
        })
      rows.append(ResultRow(hangul, target: "context"))
      // The C arithmetic called per name, each result made a Swift String: the floor of an
      // API that returns one String per name (String creation validates the UTF-8).
      let cPerName = {
        var result: [String] = []
        result.reserveCapacity(names.count)
        packed.bytes.withUnsafeBufferPointer { bytes in
          for k in 0..<packed.count {
            let start = Int(packed.starts[k])
            let length = Int(packed.starts[k + 1]) - start
            result.append(
              String(unsafeUninitializedCapacity: max(1, length)) { buffer in
                baseline_choseong_utf8(bytes.baseAddress! + start, length, buffer.baseAddress!)
              })
          }
        }
        blackHole(result)
      }
      let perName = compare(
        "choseong(of:) per name", against: "C per name → String", unit: label(size) + " names",
        target: "≤ 1.5×", rounds: rounds,
        operation: {
          var result: [String] = []
          result.reserveCapacity(names.count)
          for name in names { result.append(choseong(of: name)) }
          blackHole(result)
        },
        baseline: cPerName)
      rows.insert(
        ResultRow(perName, ratioTarget: 1.5, target: "≤ 1.5× (same C, String per name)"),
        at: rows.count - 2)
    }
    note(
      "  choseong \(label(size)): \(formatSeconds(ours.median)) vs C \(formatSeconds(ours.baselineMedian)), naive \(formatSeconds(naive.median))"
    )
  }
  return rows
}

/// The loop a Swift programmer writes first: every scalar, syllables by arithmetic, the rest
/// copied (no NFD handling: it does less than `choseong(of:)`).
@inline(never)
func naiveChoseong(_ name: String) -> String {
  var output = String.UnicodeScalarView()
  for scalar in name.unicodeScalars {
    let v = scalar.value
    if v >= 0xAC00 && v <= 0xD7A3 {
      output.append(naiveInitials[Int((v - 0xAC00) / 588)])
    } else {
      output.append(scalar)
    }
  }
  return String(output)
}

private let naiveInitials: [Unicode.Scalar] = [
  "ㄱ", "ㄲ", "ㄴ", "ㄷ", "ㄸ", "ㄹ", "ㅁ", "ㅂ", "ㅃ", "ㅅ", "ㅆ", "ㅇ", "ㅈ", "ㅉ", "ㅊ", "ㅋ", "ㅌ", "ㅍ", "ㅎ",
]
