/// A small, fast, seedable random number generator (xoshiro256\*\*, seeded by SplitMix64).
///
/// The same seed always gives the same sequence, on every platform, which is what makes
/// ``NameGenerator`` output reproducible.
///
/// ```swift
/// var rng = SeededGenerator(seed: 42)
/// let roll = Int.random(in: 1...6, using: &rng)   // same value on every run
/// ```
public struct SeededGenerator: RandomNumberGenerator, Sendable {
  private var s0, s1, s2, s3: UInt64

  /// Creates a generator whose sequence is determined by `seed`.
  ///
  /// ```swift
  /// var a = SeededGenerator(seed: 7), b = SeededGenerator(seed: 7)
  /// a.next() == b.next()   // true
  /// ```
  public init(seed: UInt64) {
    var splitMix = SplitMix64(seed: seed)
    s0 = splitMix.next()
    s1 = splitMix.next()
    s2 = splitMix.next()
    s3 = splitMix.next()
  }

  /// The next 64 random bits.
  ///
  /// ```swift
  /// var rng = SeededGenerator(seed: 1)
  /// let bits = rng.next()
  /// ```
  public mutating func next() -> UInt64 {
    let result = ((s1 &* 5) << 7 | (s1 &* 5) >> 57) &* 9
    let t = s1 << 17
    s2 ^= s0
    s3 ^= s1
    s1 ^= s2
    s0 ^= s3
    s2 ^= t
    s3 = s3 << 45 | s3 >> 19
    return result
  }

  /// A uniformly distributed `Double` in `0..<1`.
  mutating func unit() -> Double { Double(next() >> 11) * 0x1.0p-53 }
}
