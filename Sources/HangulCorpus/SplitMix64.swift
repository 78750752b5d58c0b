/// SplitMix64 (Steele, Lea and Flood, 2014): a tiny seeded random number generator with a
/// 64-bit state, the package's one source of reproducible randomness.
///
/// ``SeededGenerator`` is seeded from it; the property tests, the fuzzer's helpers and the
/// benchmarks draw from it directly (the same seed gives the same inputs on every run and
/// every platform). Not for cryptography.
///
/// ```swift
/// var random = SplitMix64(seed: 7)
/// let roll = Int.random(in: 1...6, using: &random)   // the same value on every run
/// ```
public struct SplitMix64: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// Creates a generator whose sequence is determined by `seed`.
  ///
  /// ```swift
  /// var a = SplitMix64(seed: 7), b = SplitMix64(seed: 7)
  /// a.next() == b.next()   // true
  /// ```
  public init(seed: UInt64) { state = seed }

  /// The next 64 random bits.
  ///
  /// ```swift
  /// var random = SplitMix64(seed: 0)
  /// random.next()   // 0xE220A8397B1DCDAF
  /// ```
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
