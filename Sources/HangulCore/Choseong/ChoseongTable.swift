/// The initial consonants (초성) of many names, computed in one pass into one contiguous
/// UTF-8 buffer: element `i` is `choseong(of: names[i], options: options)`.
///
/// ```swift
/// let table = ChoseongTable(["홍길동", "김 Andrew", "까치"])
/// table.count      // 3
/// table[0]         // "ㅎㄱㄷ"
/// table[1]         // "ㄱ Andrew"
/// Array(table)     // ["ㅎㄱㄷ", "ㄱ Andrew", "ㄲㅊ"]
/// table.withUTF8 { bytes, offsets in
///   bytes[offsets[2]..<offsets[3]].count   // 6 (ㄲㅊ)
/// }
/// ```
///
/// Use it to build your own index or filter over a big list: `choseong(of:)` makes one
/// `String` per name, which costs more than the arithmetic itself; the table writes every
/// answer back to back (what a C batch does) and makes a `String` only when you read an
/// element. Names outside the byte fast path (see ``choseong(of:options:)-(StringProtocol,_)``) go through the
/// same general path as `choseong(of:)`, so the answers are identical.
///
/// A first batch of at least ``twoThreadMinimum`` names is built by two threads, one half
/// each, into the same buffers; the table is the same.
///
/// - Complexity: building is O(*n*) in the total length of the names; reading an element is
///   O(*k*) in its length (a `String` is made from its bytes).
public struct ChoseongTable: RandomAccessCollection, Sendable {
  @usableFromInline
  package let storage: Storage

  /// The choseong of every name in `names`, in order.
  ///
  /// ```swift
  /// let names = ["홍길동", "김수한"]
  /// let table = ChoseongTable(names, options: ChoseongOptions(nonHangul: .drop))
  /// Array(table)   // ["ㅎㄱㄷ", "ㄱㅅㅎ"]
  /// ```
  /// - Parameters:
  ///   - names: the names.
  ///   - options: as for ``choseong(of:options:)-(StringProtocol,_)``.
  /// - Complexity: O(*n*) in the total length of the names.
  @inlinable
  public init(_ names: some Collection<String>, options: ChoseongOptions = ChoseongOptions()) {
    let storage = Storage(expectedCount: names.count, options: options)
    if names.withContiguousStorageIfAvailable({ storage.append(contentsOf: $0) }) == nil {
      for name in names { storage.append(name) }
    }
    self.storage = storage
  }

  /// The table holding `storage`'s answers.
  package init(storage: Storage) {
    self.storage = storage
  }

  /// The UTF-8 of every element, back to back, and the `count + 1` offsets where each
  /// starts (the last one is where the last ends): element `i` is
  /// `bytes[offsets[i]..<offsets[i + 1]]`. The buffers are valid only inside `body`.
  ///
  /// ```swift
  /// ChoseongTable(["홍길동", "ab"]).withUTF8 { bytes, offsets in
  ///   (offsets[1], offsets[2])   // (9, 11)
  /// }
  /// ```
  public func withUTF8<R, E: Error>(
    _ body: (_ bytes: UnsafeBufferPointer<UInt8>, _ offsets: UnsafeBufferPointer<Int>) throws(E) -> R
  ) throws(E) -> R {
    defer { withExtendedLifetime(storage) {} }
    return try body(
      UnsafeBufferPointer(start: storage.bytes, count: storage.used),
      UnsafeBufferPointer(start: storage.offsets, count: storage.count + 1))
  }

  /// The number of answers: the number of names.
  ///
  /// ```swift
  /// ChoseongTable(["가", "나"]).count   // 2
  /// ```
  public var count: Int { storage.count }

  /// The index of the first answer, 0.
  ///
  /// ```swift
  /// ChoseongTable(["가"]).startIndex   // 0
  /// ```
  public var startIndex: Int { 0 }

  /// One past the index of the last answer: ``count``.
  ///
  /// ```swift
  /// ChoseongTable(["가"]).endIndex   // 1
  /// ```
  public var endIndex: Int { storage.count }

  /// The choseong of the name at `position`.
  ///
  /// ```swift
  /// ChoseongTable(["홍길동", "까치"])[1]   // "ㄲㅊ"
  /// ```
  /// - Complexity: O(*k*) in the length of the answer.
  public subscript(position: Int) -> String {
    precondition(position >= 0 && position < count, "ChoseongTable index out of range")
    return withUTF8 { bytes, offsets in
      String(decoding: UnsafeBufferPointer(rebasing: bytes[offsets[position]..<offsets[position + 1]]), as: UTF8.self)
    }
  }
}

extension ChoseongTable {
  /// The answers' bytes and offsets. Filled while the table is being built, never changed
  /// once the table holds it (hence `@unchecked Sendable`).
  @usableFromInline
  package final class Storage: @unchecked Sendable {
    /// The buffers, in one struct so a batch of names works on a local copy (no exclusivity
    /// check per name).
    struct Buffers {
      /// The answers' UTF-8, back to back: `used` of `byteCapacity` bytes initialized.
      var bytes: UnsafeMutablePointer<UInt8>
      var byteCapacity: Int
      var used = 0
      /// `count + 1` of `offsetCapacity` offsets initialized; `offsets[0] == 0`.
      var offsets: UnsafeMutablePointer<Int>
      var offsetCapacity: Int
      var count = 0
      /// Whether the buffers are this struct's allocations. False for a part of another
      /// table's buffers (one half of a two-thread build): growing then moves the answers
      /// to new allocations of their own and leaves the shared ones alone.
      var owned = true

      /// Makes room for `extra` more bytes after `used`.
      mutating func reserveBytes(_ extra: Int) {
        let capacity = Swift.max(byteCapacity * 2, used + extra)
        let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
        grown.initialize(from: bytes, count: used)
        if owned {
          bytes.deallocate()
        } else {
          let offsetsOwned = UnsafeMutablePointer<Int>.allocate(capacity: offsetCapacity)
          offsetsOwned.initialize(from: offsets, count: count + 1)
          offsets = offsetsOwned
          owned = true
        }
        bytes = grown
        byteCapacity = capacity
      }

      /// Makes room for one more offset.
      mutating func reserveOffset() {
        if !owned { reserveBytes(0) }  // own both buffers first
        let capacity = offsetCapacity * 2
        let grown = UnsafeMutablePointer<Int>.allocate(capacity: capacity)
        grown.initialize(from: offsets, count: count + 1)
        offsets.deallocate()
        offsets = grown
        offsetCapacity = capacity
      }

      /// Appends the choseong of `name`: the fast path writes straight into the buffer,
      /// the general path copies the bytes of `choseong(of:options:)`.
      mutating func append(_ name: String, options: ChoseongOptions) {
        let n = name.utf8.count
        if byteCapacity - used < n { reserveBytes(n) }
        if count + 2 > offsetCapacity { reserveOffset() }
        let written = Self.fastPath(name, into: bytes + used, options: options)
        if written >= 0 {
          used += written
        } else {
          appendGeneral(name, options: options)
        }
        count += 1
        offsets[count] = used
      }

      /// The whole fast path (``choseongOfInertUTF8(_:count:into:options:initialTails:)``)
      /// for `name`, written to `out` (room for its UTF-8): the bytes written, or -1 when
      /// the name needs the general path. Out of line, so the batch loop stays small.
      @inline(never)
      static func fastPath(_ name: String, into out: UnsafeMutablePointer<UInt8>, options: ChoseongOptions) -> Int {
        name.utf8.withContiguousStorageIfAvailable { source -> Int in
          guard let src = source.baseAddress, source.count > 0 else { return 0 }
          return choseongInitialUTF8Tails.withUnsafeBufferPointer {
            choseongOfInertUTF8(src, count: source.count, into: out, options: options, initialTails: $0.baseAddress!)
          }
        } ?? -1
      }

      /// The general path (ICU composition), out of line: it is rare.
      @inline(never)
      mutating func appendGeneral(_ name: String, options: ChoseongOptions) {
        var answer = choseong(of: name, options: options)
        answer.withUTF8 { utf8 in
          if byteCapacity - used < utf8.count { reserveBytes(utf8.count) }
          if let source = utf8.baseAddress { (bytes + used).initialize(from: source, count: utf8.count) }
          used += utf8.count
        }
      }
    }

    let options: ChoseongOptions
    var buffers: Buffers
    /// The fewest names a first batch needs to be built by two threads
    /// (``ChoseongTable/twoThreadMinimum`` unless a caller in the package forces a path).
    var twoThreadMinimum = ChoseongTable.twoThreadMinimum
    /// The lengths of the batch being appended, for the room its later names are owed.
    var laterNames = LaterNames(total: 0)

    var bytes: UnsafeMutablePointer<UInt8> { buffers.bytes }
    var used: Int { buffers.used }
    var offsets: UnsafeMutablePointer<Int> { buffers.offsets }
    var count: Int { buffers.count }

    @usableFromInline
    init(expectedCount: Int, options: ChoseongOptions) {
      self.options = options
      let byteCapacity = 0  // sized by the first append (a whole batch at once, or grown)
      buffers = Buffers(
        bytes: .allocate(capacity: byteCapacity), byteCapacity: byteCapacity,
        offsets: .allocate(capacity: expectedCount + 1), offsetCapacity: expectedCount + 1)
      buffers.offsets[0] = 0
    }

    /// A storage writing into `part`, a part of another storage's buffers (not owned).
    init(part: Buffers, options: ChoseongOptions) {
      self.options = options
      buffers = part
      buffers.owned = false
    }

    deinit {
      guard buffers.owned else { return }
      buffers.bytes.deallocate()
      buffers.offsets.deallocate()
    }

    /// Appends the choseong of `name`.
    @usableFromInline
    func append(_ name: String) {
      buffers.append(name, options: options)
    }

    /// The total UTF-8 length of the names after a given one, summed lazily (only when a
    /// general-path answer is longer than its name, and each name once over the batch).
    struct LaterNames {
      let total: Int
      var measured = 0, measuredBytes = 0  // names[..<measured] are measuredBytes long

      /// The total length of `names[(index + 1)...]`.
      /// - Complexity: amortized O(1) over a batch whose indices increase.
      @inline(never)
      mutating func bytes(after index: Int, in names: UnsafeBufferPointer<String>) -> Int {
        while measured <= index {
          measuredBytes &+= names[measured].utf8.count
          measured &+= 1
        }
        return total &- measuredBytes
      }
    }

    /// Appends the choseong of `names[index]` by the general path, in a batch whose buffer
    /// was sized for all the names: the answer may be longer than its name (NFKC expands),
    /// so the room reserved for the names after it is restored. Kept out of the batch
    /// loop, which carries nothing for it.
    @inline(never)
    func appendGeneral(_ names: UnsafeBufferPointer<String>, at index: Int, to buffers: inout Buffers) {
      let start = buffers.used
      buffers.appendGeneral(names[index], options: options)
      // An answer no longer than its name leaves the later names their room; only a longer
      // one (rare) needs their total length.
      guard buffers.used - start > names[index].utf8.count else { return }
      let owed = laterNames.bytes(after: index, in: names)
      if buffers.byteCapacity - buffers.used < owed { buffers.reserveBytes(owed) }
    }

    /// Appends the choseong of every name in `names` (the common case: an array).
    ///
    /// The loop is kept as small as the C arithmetic it is measured against: with the
    /// default options a name of syllables and ASCII goes through
    /// `choseongOfSyllablesAndASCII` inline; anything else goes out of line to the whole
    /// fast path and, failing that, to the general path.
    @usableFromInline
    func append(contentsOf names: UnsafeBufferPointer<String>) {
      #if !hasFeature(Embedded)
        if count == 0 && names.count >= twoThreadMinimum && appendByTwoThreads(names) { return }
      #endif
      append(contentsOf: names, totalBytes: Self.utf8Length(of: names))
    }

    /// The UTF-8 lengths of `names`, added up.
    static func utf8Length(of names: UnsafeBufferPointer<String>) -> Int {
      var total = 0
      for i in 0..<names.count { total &+= names[i].utf8.count }  // by index: no retain per name
      return total
    }

    /// ``append(contentsOf:)`` of names whose UTF-8 lengths add up to `total`.
    func append(contentsOf names: UnsafeBufferPointer<String>, totalBytes total: Int) {
      var local = buffers
      let options = self.options
      // Room for every answer up front: the fast path's answer is never longer than the
      // name, and after a general-path answer the room owed to the later names is restored.
      if local.byteCapacity - local.used < total { local.reserveBytes(total) }
      while local.offsetCapacity < local.count + names.count + 1 { local.reserveOffset() }
      laterNames = LaterNames(total: total)
      let keepsAll = options.nonHangul == .keep
      choseongInitialUTF8Pairs.withUnsafeBufferPointer { pairs in
        let pairs = pairs.baseAddress!
        let offsets = local.offsets
        var bytes = local.bytes
        var used = local.used
        var count = local.count
        // By index, not `for name in names`: the iterator hands out an owned copy of each
        // name (a retain and a release per name); a subscript borrows it.
        for i in 0..<names.count {
          let out = bytes + used
          var written = -1
          if keepsAll {
            written =
              names[i].utf8.withContiguousStorageIfAvailable { source -> Int in
                guard let src = source.baseAddress else { return 0 }
                return choseongOfSyllablesAndASCII(src, count: source.count, into: out, initialPairs: pairs)
              } ?? -1
          }
          if written < 0 { written = Buffers.fastPath(names[i], into: out, options: options) }
          if written >= 0 {
            used &+= written
          } else {
            local.used = used
            appendGeneral(names, at: i, to: &local)
            used = local.used
            bytes = local.bytes  // the general path may have grown the buffer
          }
          count &+= 1
          offsets[count] = used
        }
        local.used = used
        local.count = count
      }
      buffers = local
    }
  }
}
