import HangulCorpus

/// What every benchmark gets: the mode, the number of timed rounds and the corpora.
///
/// The corpora come from `NameGenerator(seed: 42)` (the package's own deterministic
/// generator, 5 % stress categories: Latin, digits, NFD, halfwidth, emoji, Hanja …); the
/// 100k corpus is the first 100k names of the 1M one. They are generated on first use.
final class BenchmarkContext {
  /// `--quick`: 100k names only and fewer rounds (a CI smoke run).
  let quick: Bool
  /// Timed rounds after the warm-up.
  let rounds: Int

  init(quick: Bool) {
    self.quick = quick
    self.rounds = quick ? 2 : 5
  }

  private var cache: [String] = []

  /// The first `count` names of the seed-42 corpus.
  func names(_ count: Int) -> [String] {
    if cache.count < count {
      let t = now()
      var generator = NameGenerator(seed: 42)
      cache = generator.names(count: count)
      note("  generated \(label(count)) names in \(formatSeconds(now() - t))")
    }
    return Array(cache.prefix(count))
  }

  /// The sizes to run: 100k, and 1M unless quick.
  var sizes: [Int] { quick ? [100_000] : [100_000, 1_000_000] }

  /// The largest size of this mode (what the 1M targets are checked on).
  var largest: Int { sizes.last! }
}

/// 100000 → "100k", 1000000 → "1M".
func label(_ count: Int) -> String {
  if count >= 1_000_000, count % 1_000_000 == 0 { return "\(count / 1_000_000)M" }
  if count >= 1_000, count % 1_000 == 0 { return "\(count / 1_000)k" }
  return "\(count)"
}

/// Strings stored back to back in one UTF-8 buffer, the layout the C baselines read:
/// string `k` is `bytes[starts[k]..<starts[k + 1]]`.
struct PackedUTF8 {
  var bytes: [UInt8] = []
  var starts: [Int64] = [0]

  init(_ strings: [String]) {
    var total = 0
    for s in strings { total += s.utf8.count }
    bytes.reserveCapacity(total)
    starts.reserveCapacity(strings.count + 1)
    for s in strings {
      bytes.append(contentsOf: s.utf8)
      starts.append(Int64(bytes.count))
    }
  }

  var count: Int { starts.count - 1 }
}
