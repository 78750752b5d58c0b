import CICU

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
  /// let key = SortKey(bytes: [0x27, 0x06, 0x67, 0x01, 0x06, 0x01, 0x06, 0x00])  // "가" in ICU 72
  /// key == (try KoreanCollator().sortKey(for: "가"))   // true
  /// ```
  public init(bytes: [UInt8]) {
    self.bytes = bytes
  }
}

extension KoreanCollator {
  /// The sort key of `text`: keys compare (`<`, `==`) exactly as ``compare(_:_:)`` does.
  ///
  /// ```swift
  /// let collator = try KoreanCollator()
  /// try collator.sortKey(for: "가") < collator.sortKey(for: "A")   // true
  /// ```
  ///
  /// - Throws: ``ICUError`` if ICU fails (memory).
  /// - Complexity: O(*n*) in the length of `text`.
  public func sortKey(for text: some StringProtocol) throws(ICUError) -> SortKey {
    try sortKey(forString: String(text))
  }

  /// The sort key of `text`, written straight into the key's array (no arena, no generic
  /// call: a bulk import makes a million of them).
  func sortKey(forString text: String) throws(ICUError) -> SortKey {
    var text = text
    let (bytes, status): ([UInt8], Int32) = text.withUTF8 { utf8 in
      guard utf8.count <= Int(Int32.max) else { return ([], 1 /* U_ILLEGAL_ARGUMENT_ERROR */) }
      return utf8.withMemoryRebound(to: CChar.self) { chars in
        var capacity = chars.count * 3 + 32
        while true {
          var status: Int32 = 0
          var needed = 0
          let bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
            needed = Int(
              cicu_collator_sort_key_utf8(
                raw, chars.baseAddress, Int32(chars.count), buffer.baseAddress, Int32(capacity), &status))
            count = status <= 0 && needed <= capacity ? needed : 0
          }
          if status > 0 { return ([], status) }
          if needed <= capacity { return (bytes, 0) }
          capacity = needed + 16
        }
      }
    }
    try ICUError.check(status, "ucol_getSortKey")
    return SortKey(bytes: bytes)
  }
}
