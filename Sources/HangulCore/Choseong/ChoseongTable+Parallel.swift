#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension ChoseongTable {
  /// The fewest names for which building a table uses a second thread: 100,000.
  ///
  /// Above it the names are split in two halves, one per thread, each written straight into
  /// its part of the table's buffers; the table is the same as one thread's (a test checks
  /// it on every kind of name, including those whose answers outgrow their half, which fall
  /// back to one thread). From this size on two threads take less time than one (the
  /// benchmarks' choseong rows, Benchmarks/RESULTS.md); below it the thread's start-up and
  /// the closing-up pass eat the gain.
  ///
  /// ```swift
  /// ChoseongTable.twoThreadMinimum   // 100_000
  /// ```
  public static let twoThreadMinimum = 100_000

  /// The table built by two threads (`true`, at any size from 2 names) or one (`false`),
  /// for tests and benchmarks that compare the two.
  @_spi(Development) public init(
    _ names: [String], options: ChoseongOptions = ChoseongOptions(), splitsAcrossCores: Bool
  ) {
    let storage = Storage(expectedCount: names.count, options: options)
    storage.twoThreadMinimum = splitsAcrossCores ? 2 : .max
    names.withUnsafeBufferPointer { storage.append(contentsOf: $0) }
    self.init(storage: storage)
  }
}

// Embedded Swift has no threads: its tables are built on one.
#if !hasFeature(Embedded)
  extension ChoseongTable.Storage {
    /// Appends the answers for `names` to this empty storage, the first half written by this
    /// thread and the second by another one, each straight into its part of the buffers (the second half's bytes start where the first half's names
    /// would end, its offsets after the first half's), then closes them up. False, with
    /// nothing appended, when an answer outgrew the room of its half (the general path can
    /// lengthen a name, e.g. by NFKC): the caller then appends on one thread.
    package func appendByTwoThreads(_ names: UnsafeBufferPointer<String>) -> Bool {
      let n = names.count
      let half = n / 2
      let tail = UncheckedNames(names: UnsafeBufferPointer(rebasing: names[half...]))
      // The lengths of the halves, one per thread (the second half's bytes go where the
      // first half's names would end).
      let counter = SecondThread.Result()
      var firstBytes = 0
      SecondThread.run(
        { counter.value = Self.utf8Length(of: tail.names) },
        beside: { firstBytes = Self.utf8Length(of: UnsafeBufferPointer(rebasing: names[..<half])) })
      let secondBytes = counter.value
      let total = firstBytes &+ secondBytes
      if buffers.byteCapacity < total { buffers.reserveBytes(total) }
      while buffers.offsetCapacity < n + 1 { buffers.reserveOffset() }
      let bytes = buffers.bytes
      let offsets = buffers.offsets
      let first = ChoseongTable.Storage(
        part: Buffers(bytes: bytes, byteCapacity: firstBytes, offsets: offsets, offsetCapacity: half + 1),
        options: options)
      let second = ChoseongTable.Storage(
        part: Buffers(
          bytes: bytes + firstBytes, byteCapacity: secondBytes, offsets: offsets + half, offsetCapacity: n - half + 1),
        options: options)
      SecondThread.run(
        { second.append(contentsOf: tail.names, totalBytes: secondBytes) },
        beside: { first.append(contentsOf: UnsafeBufferPointer(rebasing: names[..<half]), totalBytes: firstBytes) })
      guard !first.buffers.owned, !second.buffers.owned else { return false }
      // Close the gap the first half left (its answers can be shorter than its names) and
      // make the second half's offsets count from the start.
      let firstUsed = first.used
      if firstUsed != firstBytes { memmove(bytes + firstUsed, bytes + firstBytes, second.used) }
      for i in (half &+ 1)..<(n &+ 1) { offsets[i] &+= firstUsed }
      buffers.used = firstUsed &+ second.used
      buffers.count = n
      return true
    }
  }

  /// A POSIX thread running one closure, joined once.
  package final class SecondThread: @unchecked Sendable {
    /// For tests: when `true` in the current task, no thread starts, as when `pthread_create`
    /// fails (a process at its thread limit), so the one-thread fallback runs.
    @TaskLocal static var failsToStart = false

    /// Runs `other` on a second thread while this thread runs `mine`; returns when both are
    /// done. When no thread can be started, runs `other` here after `mine`: the same work on
    /// one core, never a crash.
    package static func run(_ other: @escaping () -> Void, beside mine: () -> Void) {
      if let thread = SecondThread(other) {
        mine()
        thread.join()
      } else {
        mine()
        other()
      }
    }

    /// A value the thread computes, read after ``join()``.
    package final class Result: @unchecked Sendable {
      var value = 0
    }

    private let body: () -> Void
    #if canImport(Darwin)
      private var thread: pthread_t? = nil
    #else
      private var thread = pthread_t()
    #endif

    /// Starts `body` on a new thread, or `nil` when the thread cannot be started.
    private init?(_ body: @escaping () -> Void) {
      self.body = body
      if Self.failsToStart { return nil }
      let retained = Unmanaged.passRetained(self)
      let context = retained.toOpaque()
      let status = pthread_create(
        &thread, nil,
        { context in
          #if canImport(Darwin)
            let me = Unmanaged<SecondThread>.fromOpaque(context).takeRetainedValue()
          #else
            let me = Unmanaged<SecondThread>.fromOpaque(context!).takeRetainedValue()
          #endif
          me.body()
          return nil
        }, context)
      guard status == 0 else {
        retained.release()  // the thread that would have taken it never ran
        return nil
      }
    }

    package func join() {
      #if canImport(Darwin)
        pthread_join(thread!, nil)
      #else
        pthread_join(thread, nil)
      #endif
    }
  }

  /// A buffer of names handed to the second thread, which only reads it while the first one
  /// waits for it (hence `@unchecked Sendable`).
  private struct UncheckedNames: @unchecked Sendable {
    package let names: UnsafeBufferPointer<String>
  }
#endif
