/// An ICU collation sort key: bytes whose plain lexicographic order is the collator's order.
///
/// Comparing two keys never calls ICU, so computing each string's key once and then
/// comparing keys is the fast way to sort or to rank many strings. Keys from different
/// collators (or different options) are not comparable with each other.
///
/// ```swift
/// let collator = try KoreanCollator()
/// let a = try collator.sortKey(for: "김민수")
/// let b = try collator.sortKey(for: "이서연")
/// a < b                                               // true
/// a == (try collator.sortKey(for: "김민수"))           // true (NFD spelling too)
/// ```
public struct SortKey: Sendable, Hashable {
  /// The key bytes as ICU produced them, including ICU's terminating zero byte.
  ///
  /// ```swift
  /// try KoreanCollator().sortKey(for: "가").bytes.last   // 0: ICU keys end with a zero byte
  /// ```
  public let bytes: [UInt8]

  /// Wraps key bytes produced by an ICU collator.
  ///
  /// ```swift
  /// let key = SortKey(bytes: [0x27, 0x06, 0x67, 0x01, 0x06, 0x01, 0x06, 0x00])  // the key of "가" in ICU 72
  /// key == (try KoreanCollator().sortKey(for: "가"))   // true
  /// ```
  public init(bytes: [UInt8]) {
    self.bytes = bytes
  }
}

extension KoreanCollator {
  /// The sort key of `text`: keys compare (`<`, `==`) exactly as `compare(_:_:)` does.
  ///
  /// ```swift
  /// let collator = try KoreanCollator()
  /// try collator.sortKey(for: "가") < collator.sortKey(for: "A")   // true
  /// ```
  ///
  /// - Throws: `ICUError` if ICU fails (memory).
  /// - Complexity: O(*n*) in the length of `text`.
  public func sortKey(for text: some StringProtocol) throws(ICUError) -> SortKey {
    try sortKey(forString: String(text))
  }

  /// The sort key of `text`, written straight into the key's array (no arena, no generic
  /// call: a bulk import makes a million of them).
  func sortKey(forString text: String) throws(ICUError) -> SortKey {
    var text = text
    let result: Result<[UInt8], ICUError> = text.withUTF8 { utf8 in
      var capacity = utf8.count * 3 + 32
      while true {
        var needed = 0
        var failure: ICUError?
        let bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
          do throws(ICUError) {
            needed = try engine.sortKey(utf8, into: buffer.baseAddress!, capacity: capacity)
          } catch {
            failure = error
          }
          count = failure == nil && needed <= capacity ? needed : 0
        }
        if let failure { return .failure(failure) }
        if needed <= capacity { return .success(bytes) }
        capacity = needed + 16
      }
    }
    return SortKey(bytes: try result.get())
  }
}
