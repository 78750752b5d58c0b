import CBenchmarkBaselines
import Foundation
import Hangul

/// Sorting names in Korean collation order, against C code sorting by ICU sort keys
/// (target ≤ 0.6×; it was ≤ 1.2× before names of modern syllables skipped ICU keys), and Foundation's `compare(_:options:range:locale:)` against the same C
/// at 10k names (it is too slow for more in a benchmark run).
///
/// Both sides return the sorted order of indexes, open the `ko` collator inside the timed
/// call, and read the same UTF-8 (C from one packed buffer, Swift from native strings).
func sortBenchmark(_ context: BenchmarkContext) -> [ResultRow] {
  var rows: [ResultRow] = []
  for size in context.sizes {
    let names = context.names(size)
    let cInput = CStrings(names)
    let agree = sortedIndices(names).elementsEqual(cInput.sortedIndices().lazy.map(Int.init))
    precondition(agree, "sort \(label(size)): the library order differs from the C baseline's")
    note("  sort \(label(size)): library order equals the C baseline's")
    let c = compare(
      "sort", against: "C ICU sort keys + qsort", unit: label(size) + " names",
      target: "≤ 0.6×", rounds: context.rounds,
      operation: { blackHole(sortedIndices(names)) },
      baseline: { blackHole(cInput.sortedIndices()) })
    let judged = size == context.largest
    rows.append(ResultRow(c, ratioTarget: judged ? 0.6 : nil, target: judged ? "≤ 0.6×" : "—"))
    note("  sort \(label(size)): \(formatSeconds(c.median)) vs C \(formatSeconds(c.baselineMedian))")
  }
  // Foundation at 10k only: a comparison sort calling compare(_:locale:) ~ n log n times.
  let size = 10_000
  let names = context.names(size)
  let cInput = CStrings(names)
  let korean = Locale(identifier: "ko_KR")
  let foundationOrder = names.indices.sorted {
    names[$0].compare(names[$1], options: [], range: nil, locale: korean) == .orderedAscending
  }
  let cOrder = cInput.sortedIndices()
  let same = zip(foundationOrder, cOrder).filter { names[$0] == names[Int($1)] }.count
  let firstDifference = (0..<size).first { names[foundationOrder[$0]] != names[Int(cOrder[$0])] }
  if let k = firstDifference {
    note(
      "  Foundation sort \(label(size)): first difference from ICU's order at \(k): "
        + "\(Array(names[foundationOrder[k]].unicodeScalars)) vs \(Array(names[Int(cOrder[k])].unicodeScalars))")
  }
  note("  Foundation sort \(label(size)): \(same) of \(size) positions hold the same name as ICU's order")
  let foundation = compare(
    "Foundation compare(_:locale:) sort", against: "C ICU sort keys + qsort",
    unit: label(size) + " names", target: "context", rounds: context.quick ? 1 : context.rounds,
    operation: {
      blackHole(
        names.indices.sorted {
          names[$0].compare(names[$1], options: [], range: nil, locale: korean) == .orderedAscending
        })
    },
    baseline: { blackHole(cInput.sortedIndices()) })
  rows.append(ResultRow(foundation, target: "context"))
  note(
    "  Foundation sort \(label(size)): \(formatSeconds(foundation.median)) vs C \(formatSeconds(foundation.baselineMedian))"
  )
  return rows
}

/// The library's sort: `KoreanCollator().sortedIndices(of:)`.
@inline(never)
func sortedIndices(_ names: [String]) -> [Int] {
  do {
    return try KoreanCollator().sortedIndices(of: names)
  } catch {
    fatalError("sortedIndices failed: \(error)")
  }
}

/// The names as C strings in one allocation (made before timing), and the C baseline sort.
final class CStrings {
  let bytes: UnsafeMutablePointer<CChar>
  let pointers: [UnsafePointer<CChar>?]
  let lengths: [Int32]

  init(_ names: [String]) {
    let packed = PackedUTF8(names)
    let storage = UnsafeMutablePointer<CChar>.allocate(capacity: max(1, packed.bytes.count))
    packed.bytes.withUnsafeBytes { raw in
      UnsafeMutableRawPointer(storage).copyMemory(from: raw.baseAddress!, byteCount: raw.count)
    }
    bytes = storage
    let base = UnsafePointer(storage)
    pointers = (0..<packed.count).map { base + Int(packed.starts[$0]) }
    lengths = (0..<packed.count).map { Int32(packed.starts[$0 + 1] - packed.starts[$0]) }
  }

  deinit { bytes.deallocate() }

  /// `baseline_sort_by_icu_sort_keys` over these strings.
  @inline(never)
  func sortedIndices() -> [Int32] {
    var order = [Int32](repeating: 0, count: lengths.count)
    let status = baseline_sort_by_icu_sort_keys(pointers, lengths, Int32(lengths.count), &order)
    precondition(status == 0, "baseline sort failed: \(status)")
    return order
  }
}
