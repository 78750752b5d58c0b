/// A growable buffer of 64-bit collation elements over manually managed memory (no
/// per-append checks beyond capacity; freed by `deallocate()`).
///
/// ```swift
/// var b = CEBuffer(capacity: 16)
/// b.append(0x2A00_0000_0500_0500)
/// b.deallocate()
/// ```
struct CEBuffer {
  /// The CEs.
  private(set) var base: UnsafeMutablePointer<UInt64>
  /// How many CEs are stored.
  private(set) var count = 0
  /// How many fit before growing.
  private(set) var capacity: Int

  /// Whether `base` was allocated here (else it is borrowed, e.g. from the stack).
  private var owned: Bool

  /// A buffer for `capacity` CEs.
  init(capacity: Int) {
    self.capacity = max(capacity, 16)
    base = .allocate(capacity: self.capacity)
    owned = true
  }

  /// A buffer starting in borrowed memory (moved to the heap only if it outgrows it).
  init(borrowing memory: UnsafeMutableBufferPointer<UInt64>) {
    base = memory.baseAddress!
    capacity = memory.count
    owned = false
  }

  /// Appends one CE.
  ///
  /// - Complexity: amortized O(1).
  @inline(__always)
  mutating func append(_ ce: UInt64) {
    if count == capacity { grow(count + 1) }
    base[count] = ce
    count += 1
  }

  /// Makes room for `n` more CEs.
  ///
  /// - Complexity: O(count) when it grows.
  @inline(__always)
  mutating func reserve(_ n: Int) {
    if count + n > capacity { grow(count + n) }
  }

  /// Appends a CE without a capacity check (after `reserve`).
  @inline(__always)
  mutating func appendUnchecked(_ ce: UInt64) {
    base[count] = ce
    count += 1
  }

  private mutating func grow(_ needed: Int) {
    let newCapacity = max(needed, capacity * 2)
    let newBase = UnsafeMutablePointer<UInt64>.allocate(capacity: newCapacity)
    newBase.update(from: base, count: count)
    if owned { base.deallocate() }
    owned = true
    base = newBase
    capacity = newCapacity
  }

  /// Frees the memory (if it was allocated here).
  func deallocate() { if owned { base.deallocate() } }
}
