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

  static func median(_ values: [Double]) -> Double {
    let s = values.sorted()
    guard !s.isEmpty else { return .nan }
    return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
  }
}

/// Runs `operation` and `baseline` alternately: one warm-up each, then `rounds` timed rounds.
func compare(
  _ name: String, against baselineName: String, unit: String, target: String, rounds: Int,
  operation: () -> Void, baseline: () -> Void
) -> Comparison {
  var c = Comparison(name: name, baselineName: baselineName, unit: unit, target: target)
  operation()
  baseline()
  for _ in 0..<rounds {
    var t = now()
    operation()
    c.times.append(now() - t)
    t = now()
    baseline()
    c.baselineTimes.append(now() - t)
  }
  return c
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
