import CBenchmarkBaselines
import Hangul

/// Choseong search over the largest corpus (1M names; 100k with `--quick`):
/// - per-query time of `SearchIndex.search(_:)` for the contains queries ㄱㅁ, ㅇㅈ, ㅎㄱㄷ,
///   김ㅁ against a C `memmem` scan over the precomputed choseong (target ≤ 0.5×), the
///   median over the rounds being the p50;
/// - a narrowing keystroke (a query refining the previous results; target ≤ 1 ms), against
///   the same query searched from scratch;
/// - the index build (target ≤ 0.3 s), against building the C scan's choseong buffer;
/// - the index's memory (target ≤ 2× the corpus's UTF-8 size);
/// - typo-tolerant queries (`SearchOptions.toleratesTypos`; target ≤ 50 ms p50), against the
///   same query without typos.
func searchBenchmark(_ context: BenchmarkContext) -> [ResultRow] {
  var rows: [ResultRow] = []
  let size = context.largest
  let names = context.names(size)
  let scan = ChoseongScan(names)
  let unit = label(size) + " names"
  let rounds = context.quick ? 3 : 11

  // Build.
  let build = compare(
    "search index build", against: "C choseong buffer", unit: unit, target: "≤ 0.3 s",
    rounds: context.rounds,
    operation: { blackHole(makeSearchIndex(names)) },
    baseline: { blackHole(ChoseongScan(names)) })
  var buildRow = ResultRow(build, target: "≤ 0.3 s")
  buildRow.met = build.median <= 0.3
  rows.append(buildRow)
  note("  index build \(unit): \(formatSeconds(build.median)) (C buffer \(formatSeconds(build.baselineMedian)))")

  // Memory.
  let corpusBytes = PackedUTF8(names).bytes.count
  var selfReported = 0
  let memory = measureMemory { () -> SearchIndex in
    let index = makeSearchIndex(names)
    selfReported = index.memoryFootprint
    return index
  }
  rows.append(
    ResultRow(
      operation: "search index memory, retained / peak RSS (\(unit))",
      ours: memoryText(memory), baseline: "corpus UTF-8 " + formatBytes(corpusBytes),
      ratio: formatRatio(Double(memory.retainedBytes) / Double(corpusBytes)),
      target: "≤ 2× corpus", met: memory.retainedBytes <= 2 * corpusBytes))
  note(
    "  index memory: retained \(formatBytes(memory.retainedBytes)), memoryFootprint \(formatBytes(selfReported)), peak RSS growth \(memory.peakBytes.map(formatBytes) ?? "n/a")"
  )

  // Queries.
  let index = makeSearchIndex(names)
  for query in ["ㄱㅁ", "ㅇㅈ", "ㅎㄱㄷ", "김ㅁ"] {
    let ours = Set(index.search(query).itemOffsets)
    let theirs = Set(scan.lines(containing: query).map(Int.init))
    note(
      "  \(query): library \(ours.count) names, C scan \(theirs.count); "
        + "\(ours.subtracting(theirs).count) only in the library, \(theirs.subtracting(ours).count) only in C")
    let c = compare(
      "search \(query) (contains)", against: "C memmem scan", unit: unit + ", per query",
      target: "≤ 0.5×", rounds: rounds,
      operation: { blackHole(index.search(query)) },
      baseline: { blackHole(scan.lines(containing: query)) })
    rows.append(ResultRow(c, ratioTarget: 0.5))
    note("  search \(query): \(formatSeconds(c.median)) vs C \(formatSeconds(c.baselineMedian))")
  }

  // No index: the one-item matcher as a filter over every name (what a SwiftUI `filter` does).
  let matcher = HangulSearchQuery("ㄱㅁ")
  let filtered = compare(
    "HangulSearchQuery(\"ㄱㅁ\").matches as a filter, no index", against: "C memmem scan",
    unit: unit + ", per query", target: "context", rounds: context.rounds,
    operation: { blackHole(names.filter { matcher.matches($0) }) },
    baseline: { blackHole(scan.lines(containing: "ㄱㅁ")) })
  rows.append(ResultRow(filtered, target: "context"))
  note("  matcher filter ㄱㅁ: \(formatSeconds(filtered.median)) vs C \(formatSeconds(filtered.baselineMedian))")

  // Narrowing keystrokes: each query extends the one before and refines its results.
  for (previous, next) in [("ㅎㄱ", "ㅎㄱㄷ"), ("김ㅁ", "김민ㅅ"), ("ㅇㅈ", "ㅇㅈㅎ")] {
    let before = index.search(previous)
    let refined = index.search(next, refining: before)
    let fresh = index.search(next)
    precondition(refined.itemOffsets == fresh.itemOffsets, "refining \(previous) → \(next) changed the results")
    let c = compare(
      "narrowing keystroke \(previous) → \(next)", against: "same query from scratch",
      unit: unit + ", \(before.count) → \(refined.count) results", target: "≤ 1 ms", rounds: rounds,
      operation: { blackHole(index.search(next, refining: before)) },
      baseline: { blackHole(index.search(next)) })
    var row = ResultRow(c, target: "≤ 1 ms")
    row.met = c.median <= 1e-3
    rows.append(row)
    note("  keystroke \(previous) → \(next): \(formatSeconds(c.median)) vs scratch \(formatSeconds(c.baselineMedian))")
  }

  // Typo-tolerant queries (one jamo edit), against the same query without typos.
  let typos = SearchOptions(toleratesTypos: true)
  for query in ["홍길둥", "김민수", "이서연"] {
    let found = index.search(query, options: typos)
    let typoCount = found.filter(\.isTypoMatch).count
    let c = compare(
      "search \(query) with typos (one edit)", against: "same query without typos",
      unit: unit + ", per query, \(found.count - typoCount) + \(typoCount) typo results", target: "≤ 50 ms",
      rounds: rounds,
      operation: { blackHole(index.search(query, options: typos)) },
      baseline: { blackHole(index.search(query)) })
    var row = ResultRow(c, target: "≤ 50 ms")
    row.met = c.median <= 0.05
    rows.append(row)
    note("  typos \(query): \(formatSeconds(c.median)) vs exact \(formatSeconds(c.baselineMedian))")
  }
  return rows
}

@inline(never)
func makeSearchIndex(_ names: [String]) -> SearchIndex {
  do {
    return try SearchIndex(names)
  } catch {
    fatalError("SearchIndex failed: \(error)")
  }
}

/// The C baseline's data: the choseong of every name by the C arithmetic, joined with '\n',
/// the original names joined the same way (same byte layout), and the line starts.
final class ChoseongScan {
  let choseong: [UInt8]
  let original: [UInt8]
  let lineStarts: [Int64]
  /// The result buffer, allocated once (as a C programmer would), room for every line.
  private let found: UnsafeMutablePointer<Int32>

  init(_ names: [String]) {
    var total = 0
    for name in names { total += name.utf8.count + 1 }
    var joined = [UInt8]()
    joined.reserveCapacity(total)
    var starts = [Int64]()
    starts.reserveCapacity(names.count)
    for name in names {
      starts.append(Int64(joined.count))
      joined.append(contentsOf: name.utf8)
      joined.append(0x0A)
    }
    choseong = [UInt8](unsafeUninitializedCapacity: joined.count) { buffer, count in
      count = baseline_choseong_utf8(joined, joined.count, buffer.baseAddress!)
    }
    original = joined
    lineStarts = starts
    found = .allocate(capacity: max(1, starts.count))
  }

  deinit { found.deallocate() }

  /// The lines (name positions) containing `query`: its choseong searched in the choseong
  /// buffer, syllables verified against the names.
  func lines(containing query: String) -> [Int32] {
    let queryBytes = Array(query.utf8)
    var needle = [UInt8](repeating: 0, count: queryBytes.count)
    _ = baseline_choseong_utf8(queryBytes, queryBytes.count, &needle)
    let verify = zip(queryBytes, needle).map { $0 != $1 ? UInt8(1) : 0 }
    let lineCount = Int32(lineStarts.count)
    let count = choseong.withUnsafeBytes { haystack in
      original.withUnsafeBytes { original in
        needle.withUnsafeBytes { needle in
          queryBytes.withUnsafeBytes { query -> Int32 in
            let h = haystack.baseAddress!.assumingMemoryBound(to: CChar.self)
            let n = needle.baseAddress!.assumingMemoryBound(to: CChar.self)
            if verify.contains(1) {
              return baseline_memmem_scan_verified(
                h, original.baseAddress!.assumingMemoryBound(to: CChar.self), haystack.count,
                lineStarts, lineCount, n, query.baseAddress!.assumingMemoryBound(to: CChar.self),
                verify, needle.count, found, lineCount)
            }
            return baseline_memmem_scan(
              h, haystack.count, lineStarts, lineCount, n, needle.count,
              found, lineCount)
          }
        }
      }
    }
    return Array(UnsafeBufferPointer(start: found, count: Int(count)))
  }
}
