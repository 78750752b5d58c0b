import CBenchmarkBaselines

#if canImport(Glibc)
  import Glibc
#endif

/// Monotonic time in seconds.
func now() -> Double {
  var ts = timespec()
  clock_gettime(CLOCK_MONOTONIC, &ts)
  return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
}

/// Bytes currently allocated through malloc (glibc's arena statistics).
func allocatedBytes() -> Int { Int(baseline_allocated_bytes()) }

/// Keeps the optimizer from discarding a computed value.
@inline(never)
func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}

/// One measured operation against its baseline, run in alternation in the same process.
struct Comparison {
  let name: String
  let baselineName: String
  /// Seconds per run of the operation and of the baseline.
  var times: [Double] = []
  var baselineTimes: [Double] = []
  /// What the figure is per (e.g. "1M names", "query").
  let unit: String
  let target: String

  var median: Double { Self.median(times) }
  var baselineMedian: Double { Self.median(baselineTimes) }
  /// Median of the per-run ratios (operation / baseline of the same round).
  var ratio: Double { Self.median(zip(times, baselineTimes).map { $0 / $1 }) }

  /// The range of each series, to spot a disturbed run: "ours 1.2–1.4 ms, C 1.0–1.1 ms,
  /// ratio 1.1–1.3×".
  var spread: String {
    let ratios = zip(times, baselineTimes).map { $0 / $1 }
    func range(_ v: [Double], _ f: (Double) -> String) -> String {
      guard let lo = v.min(), let hi = v.max() else { return "—" }
      return f(lo) + "–" + f(hi)
    }
    return "ours " + range(times, formatSeconds) + ", " + baselineName + " " + range(baselineTimes, formatSeconds)
      + ", ratio " + range(ratios, formatRatio)
  }

  static func median(_ values: [Double]) -> Double {
    let s = values.sorted()
    guard !s.isEmpty else { return .nan }
    return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
  }
}

/// Runs `operation` and `baseline` alternately: one warm-up each, then `rounds` timed rounds.
///
/// When one call does several units of work (events, queries), `operationCount` and
/// `baselineCount` divide the measured time, so the figures are per unit.
func compare(
  _ name: String, against baselineName: String, unit: String, target: String, rounds: Int,
  operationCount: Int = 1, baselineCount: Int = 1,
  operation: () -> Void, baseline: () -> Void
) -> Comparison {
  var c = Comparison(name: name, baselineName: baselineName, unit: unit, target: target)
  operation()
  baseline()
  for _ in 0..<rounds {
    var t = now()
    operation()
    c.times.append((now() - t) / Double(operationCount))
    t = now()
    baseline()
    c.baselineTimes.append((now() - t) / Double(baselineCount))
  }
  note("    \(name) [\(unit)]: \(c.spread)")
  return c
}

/// Runs `operation` once to warm up, then `rounds` timed times; seconds per run (divided by
/// `count` when one run does `count` units of work).
func measure(rounds: Int, count: Int = 1, _ operation: () -> Void) -> [Double] {
  operation()
  var times: [Double] = []
  for _ in 0..<rounds {
    let t = now()
    operation()
    times.append((now() - t) / Double(count))
  }
  return times
}

/// Memory an operation uses: what stays allocated afterwards while its result is alive
/// (malloc statistics) and the peak resident set above the starting one (VmHWM).
struct MemoryUse {
  var retainedBytes: Int
  var peakBytes: Int?
}

/// Runs `operation` once and measures its memory; the result is kept alive until the
/// figures are taken, then released.
func measureMemory<T>(_ operation: () -> T) -> MemoryUse {
  baseline_release_free_memory()
  let before = allocatedBytes()
  let rssBefore = baseline_rss_bytes()
  let canReset = baseline_reset_peak_rss() != 0
  let result = operation()
  let retained = allocatedBytes() - before
  let peak = canReset ? baseline_peak_rss_bytes() - rssBefore : nil
  withExtendedLifetime(result) {}
  return MemoryUse(retainedBytes: retained, peakBytes: peak)
}

/// Formats a byte count in MB (10^6 bytes).
func formatBytes(_ bytes: Int) -> String { format3(Double(bytes) / 1e6) + " MB" }

/// One row of the results table.
struct ResultRow {
  var operation: String
  var ours: String
  var baseline: String
  var ratio: String
  var target: String
  /// Whether the target is met; `nil` when the row has no target (context only).
  var met: Bool?

  /// A row from a timed comparison; `ratioTarget` judges the median per-run ratio.
  init(_ c: Comparison, ratioTarget: Double? = nil, target: String? = nil) {
    operation = c.name + " (" + c.unit + ")"
    ours = formatSeconds(c.median)
    baseline = formatSeconds(c.baselineMedian) + " " + c.baselineName
    ratio = formatRatio(c.ratio)
    self.target = target ?? c.target
    met = ratioTarget.map { c.ratio <= $0 }
  }

  init(
    operation: String, ours: String, baseline: String = "—", ratio: String = "—",
    target: String = "—", met: Bool? = nil
  ) {
    self.operation = operation
    self.ours = ours
    self.baseline = baseline
    self.ratio = ratio
    self.target = target
    self.met = met
  }

  func metText(markdown: Bool) -> String {
    switch met {
    case .some(true): "yes"
    case .some(false): markdown ? "**no**" : "NO"
    case .none: "—"
    }
  }
}

/// Prints rows as a Markdown table, or as aligned plain text.
func printTable(_ rows: [ResultRow], markdown: Bool) {
  let header = ["Operation", "Ours", "Baseline", "Ratio", "Target", "Met"]
  let cells = rows.map {
    [$0.operation, $0.ours, $0.baseline, $0.ratio, $0.target, $0.metText(markdown: markdown)]
  }
  if markdown {
    print("| " + header.joined(separator: " | ") + " |")
    print("|" + header.map { _ in "---" }.joined(separator: "|") + "|")
    for row in cells { print("| " + row.joined(separator: " | ") + " |") }
    return
  }
  var widths = header.map { $0.count }
  for row in cells { for (i, cell) in row.enumerated() { widths[i] = max(widths[i], cell.count) } }
  func line(_ row: [String]) -> String {
    row.enumerated().map { i, cell in cell + String(repeating: " ", count: widths[i] - cell.count) }
      .joined(separator: "  ")
  }
  print(line(header))
  print(line(widths.map { String(repeating: "-", count: $0) }))
  for row in cells { print(line(row)) }
}

/// Progress and details go to standard error, so standard output is just the table.
func note(_ message: String) {
  var line = message + "\n"
  line.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
}

/// Formats seconds with a unit that keeps three significant digits.
func formatSeconds(_ s: Double) -> String {
  if s >= 1 { return String(format3(s)) + " s" }
  if s >= 1e-3 { return format3(s * 1e3) + " ms" }
  if s >= 1e-6 { return format3(s * 1e6) + " µs" }
  return format3(s * 1e9) + " ns"
}

func format3(_ x: Double) -> String {
  let digits = x >= 100 ? 0 : x >= 10 ? 1 : 2
  var scale = 1.0
  for _ in 0..<digits { scale *= 10 }
  let rounded = (x * scale).rounded() / scale
  var text = String(rounded)
  if digits == 0, text.hasSuffix(".0") { text.removeLast(2) }
  return text
}

/// A ratio with three significant digits, small ones too: 1.13×, 0.0547×, 0.000201×.
func formatRatio(_ r: Double) -> String {
  guard r.isFinite, r > 0 else { return "—" }
  if r >= 0.01 { return format3(r) + "×" }
  var scaled = r
  var zeros = 0
  while scaled < 1 {
    scaled *= 10
    zeros += 1
  }
  let digits = Int((scaled * 100).rounded())  // 3 significant digits
  return "0." + String(repeating: "0", count: zeros - 1) + String(digits) + "×"
}
