import CICU
import Hangul

/// Grouping names into the sections of an index (ㄱ…ㅎ, A–Z, #): `SectionIndex().sections(of:)`
/// against ICU's own AlphabeticIndex (records added, then read back bucket by bucket,
/// through the CICU bridge) at 100k names — ICU is superlinear (its AlphabeticIndex took 95 s for 1M) — and alone at 1M against the absolute target (≤ 0.45 s; it was ≤ 1.5 s). Both sides build
/// their index inside the timed call. Also the memory of each.
func groupingBenchmark(_ context: BenchmarkContext) -> [ResultRow] {
  var rows: [ResultRow] = []
  let size = 100_000
  let names = context.names(size)
  let ours = compare(
    "group into sections", against: "ICU AlphabeticIndex", unit: label(size) + " names",
    target: "context", rounds: context.rounds,
    operation: { blackHole(groupedSections(names)) },
    baseline: { blackHole(icuAlphabeticIndex(names)) })
  rows.append(ResultRow(ours, target: "context"))
  note("  group \(label(size)): \(formatSeconds(ours.median)) vs ICU \(formatSeconds(ours.baselineMedian))")

  let oursMemory = measureMemory { groupedSections(names) }
  let icuMemory = measureMemory { icuAlphabeticIndex(names) }
  rows.append(
    ResultRow(
      operation: "grouping memory, retained / peak RSS (\(label(size)) names)",
      ours: memoryText(oursMemory), baseline: memoryText(icuMemory) + " ICU AlphabeticIndex",
      target: "context"))

  if !context.quick {
    let size = 1_000_000
    let names = context.names(size)
    let times = measure(rounds: context.rounds) { blackHole(groupedSections(names)) }
    let median = Comparison.median(times)
    rows.append(
      ResultRow(
        operation: "group into sections (\(label(size)) names)", ours: formatSeconds(median),
        baseline: "ICU not run at 1M (superlinear)", target: "≤ 0.45 s", met: median <= 0.45))
    note("  group \(label(size)): \(formatSeconds(median)) (runs: \(times.map(formatSeconds)))")
    let memory = measureMemory { groupedSections(names) }
    rows.append(
      ResultRow(
        operation: "grouping memory, retained / peak RSS (\(label(size)) names)",
        ours: memoryText(memory), baseline: "corpus UTF-8 " + formatBytes(PackedUTF8(names).bytes.count),
        target: "context"))
  }
  return rows
}

/// "12.3 MB / 45.6 MB": retained bytes and peak resident growth.
func memoryText(_ memory: MemoryUse) -> String {
  formatBytes(memory.retainedBytes) + " / " + (memory.peakBytes.map(formatBytes) ?? "n/a")
}

/// The library's grouping, index construction included.
@inline(never)
func groupedSections(_ names: [String]) -> SectionedList<String> {
  do {
    return try SectionIndex().sections(of: names)
  } catch {
    fatalError("grouping failed: \(error)")
  }
}

/// ICU's AlphabeticIndex("ko") with English labels: every name added as a record, then the
/// records read back in bucket order. Returns the record numbers in order and their buckets.
@inline(never)
func icuAlphabeticIndex(_ names: [String]) -> ([Int64], [Int32]) {
  var status: Int32 = 0
  guard let index = cicu_record_index_open("ko", "en", &status) else {
    fatalError("cicu_record_index_open failed: \(status)")
  }
  defer { cicu_record_index_close(index) }
  for (i, name) in names.enumerated() {
    var name = name
    name.withUTF8 { utf8 in
      utf8.withMemoryRebound(to: CChar.self) {
        cicu_record_index_add(index, $0.baseAddress, Int32($0.count), Int64(i), &status)
      }
    }
    precondition(status <= 0, "cicu_record_index_add failed: \(status)")
  }
  var buckets = [Int32](repeating: 0, count: names.count)
  var order = [Int64](repeating: 0, count: names.count)
  var bucketCount: Int32 = 0
  let read = cicu_record_index_read(index, &buckets, &order, Int32(names.count), &bucketCount, &status)
  precondition(status <= 0 && Int(read) == names.count, "cicu_record_index_read failed: \(status)")
  return (order, buckets)
}
