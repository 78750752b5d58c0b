/// The growable work buffer of packed scalars (see ``PackedScalar``) a normalization
/// decomposes into, keeps in canonical order, and composes in place.
///
/// ```swift
/// var buffer = ScalarBuffer(capacity: 4)
/// buffer.appendInCanonicalOrder(PackedScalar.pack(0x65, combiningClass: 0, combinesBackward: false))
/// buffer.appendInCanonicalOrder(PackedScalar.pack(0x301, combiningClass: 230, combinesBackward: true))
/// buffer.appendInCanonicalOrder(PackedScalar.pack(0x323, combiningClass: 220, combinesBackward: true))
/// buffer.count   // 3: e, U+0323, U+0301
/// ```
struct ScalarBuffer: ~Copyable {
  /// The storage.
  ///
  /// ```swift
  /// var buffer = ScalarBuffer(capacity: 1)
  /// buffer.append(0x41)
  /// buffer.base[0]   // 0x41
  /// ```
  private(set) var base: UnsafeMutablePointer<UInt32>
  /// Packed scalars in use.
  ///
  /// ```swift
  /// ScalarBuffer(capacity: 8).count   // 0
  /// ```
  var count = 0
  /// Allocated room (at least 16 for buffers that allocate their own).
  ///
  /// ```swift
  /// var buffer = ScalarBuffer(capacity: 1)
  /// buffer.reserve(100)   // grows capacity to 100
  /// ```
  private var capacity: Int

  /// Whether `base` was allocated by the buffer (and is freed by it).
  ///
  /// ```swift
  /// let buffer = ScalarBuffer(capacity: 8)   // owns its storage
  /// ```
  private var ownsStorage: Bool

  /// An empty buffer with room for `capacity` scalars.
  ///
  /// ```swift
  /// let buffer = ScalarBuffer(capacity: 64)
  /// ```
  init(capacity: Int) {
    self.capacity = max(capacity, 16)
    base = .allocate(capacity: self.capacity)
    ownsStorage = true
  }

  /// An empty buffer writing into `storage` (e.g. a stack allocation) until it needs more
  /// room, then into memory of its own. `storage` must outlive the buffer.
  ///
  /// ```swift
  /// withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { storage in
  ///   var buffer = ScalarBuffer(borrowing: storage)
  ///   buffer.appendDecomposed(0xD558, compatibility: false, tables: .shared)   // appends ᄒ ᅡ (하 decomposed)
  ///   return buffer.count   // 2
  /// }
  /// ```
  init(borrowing storage: UnsafeMutableBufferPointer<UInt32>) {
    capacity = storage.count
    base = storage.baseAddress!
    ownsStorage = false
  }

  /// Frees the storage if the buffer allocated it.
  ///
  /// ```swift
  /// do { _ = ScalarBuffer(capacity: 8) }   // allocated, then freed
  /// ```
  deinit { if ownsStorage { base.deallocate() } }

  /// Makes room for `extra` more scalars.
  ///
  /// ```swift
  /// var buffer = ScalarBuffer(capacity: 1)
  /// buffer.reserve(100)
  /// ```
  ///
  /// - Complexity: O(*n*) when it grows, amortized O(1).
  @inline(__always)
  mutating func reserve(_ extra: Int) {
    if count + extra > capacity { grow(to: count + extra) }
  }

  /// Reallocates to at least `needed` scalars (doubling), leaving borrowed storage alone.
  ///
  /// ```swift
  /// var buffer = ScalarBuffer(capacity: 16)
  /// buffer.reserve(17)   // grows to 32
  /// ```
  ///
  /// - Complexity: O(*n*).
  private mutating func grow(to needed: Int) {
    let newCapacity = max(needed, capacity * 2)
    let newBase = UnsafeMutablePointer<UInt32>.allocate(capacity: newCapacity)
    newBase.moveInitialize(from: base, count: count)
    if ownsStorage { base.deallocate() }
    base = newBase
    ownsStorage = true
    capacity = newCapacity
  }

  /// Appends a packed scalar as it is (room must be reserved).
  ///
  /// ```swift
  /// var buffer = ScalarBuffer(capacity: 1)
  /// buffer.append(0x41)
  /// ```
  @inline(__always)
  mutating func append(_ packed: UInt32) {
    base[count] = packed
    count += 1
  }

  /// Appends a packed scalar, moving it before the non-starters of higher combining class
  /// at the end of the buffer (canonical ordering: a stable sort of each run of
  /// non-starters by combining class). Room must be reserved.
  ///
  /// ```swift
  /// var buffer = ScalarBuffer(capacity: 2)
  /// buffer.appendInCanonicalOrder(PackedScalar.pack(0x301, combiningClass: 230, combinesBackward: true))
  /// buffer.appendInCanonicalOrder(PackedScalar.pack(0x323, combiningClass: 220, combinesBackward: true))
  /// PackedScalar.codePoint(buffer[0])   // 0x323
  /// ```
  ///
  /// - Complexity: O(*k*) in the length of the run of non-starters it moves past.
  @inline(__always)
  mutating func appendInCanonicalOrder(_ packed: UInt32) {
    let ccc = PackedScalar.combiningClass(packed)
    var i = count
    if ccc != 0 {
      while i > 0 {
        let previous = base[i - 1]
        if PackedScalar.combiningClass(previous) <= ccc { break }
        base[i] = previous
        i -= 1
      }
    }
    base[i] = packed
    count += 1
  }

  /// The packed scalar at `index`.
  ///
  /// ```swift
  /// var buffer = ScalarBuffer(capacity: 1)
  /// buffer.append(0x41)
  /// buffer[0]   // 0x41
  /// ```
  @inline(__always)
  subscript(index: Int) -> UInt32 {
    get { base[index] }
    set { base[index] = newValue }
  }

  /// The buffer as UTF-8 text, after the bytes of `prefix` (well-formed UTF-8).
  ///
  /// ```swift
  /// var buffer = ScalarBuffer(capacity: 1)
  /// buffer.append(0xD55C)
  /// buffer.makeString()   // "한"
  /// Array("글".utf8).withUnsafeBufferPointer { buffer.makeString(after: $0) }   // "글한"
  /// ```
  ///
  /// - Complexity: O(*n*) in the prefix and the buffer.
  func makeString(after prefix: UnsafeBufferPointer<UInt8> = UnsafeBufferPointer(start: nil, count: 0)) -> String {
    var length = prefix.count
    for i in 0..<count { length += UTF8Coding.encodedLength(PackedScalar.codePoint(base[i])) }
    if length == 0 { return "" }
    return String(unsafeUninitializedCapacity: length) { out in
      var o = 0
      if let source = prefix.baseAddress, let target = out.baseAddress {
        target.initialize(from: source, count: prefix.count)
        o = prefix.count
      }
      for i in 0..<count { UTF8Coding.encode(PackedScalar.codePoint(base[i]), into: out, at: &o) }
      return o
    }
  }
}
