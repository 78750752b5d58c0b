/// A pure-Swift re-implementation of the package's ICU AlphabeticIndex: locale `ko` with the
/// labels of `en` added (and optionally ㄲㄸㅃㅆㅉ as labels of their own), immutable.
///
/// ```swift
/// let index = BuiltInAlphabeticIndex(separatesDoubleConsonants: false)
/// index.labels.first   // "…" (underflow); then "ㄱ" … "ㅎ", "…", "A" … "Z", "…"
/// Array("김".utf8).withUnsafeBufferPointer { index.bucket(ofUTF8: $0) }   // 1 ("ㄱ")
/// ```
public struct BuiltInAlphabeticIndex: Sendable {
  /// Whether ㄲㄸㅃㅆㅉ have buckets of their own.
  ///
  /// ```swift
  /// BuiltInAlphabeticIndex(separatesDoubleConsonants: true).separatesDoubleConsonants   // true
  /// ```
  public let separatesDoubleConsonants: Bool

  /// The index for one of the two label sets.
  ///
  /// ```swift
  /// BuiltInAlphabeticIndex(separatesDoubleConsonants: true).labels.contains("ㄲ")    // true
  /// BuiltInAlphabeticIndex(separatesDoubleConsonants: false).labels.contains("ㄲ")   // false
  /// ```
  ///
  /// - Complexity: O(1) (tables parsed once per process).
  public init(separatesDoubleConsonants: Bool) {
    self.separatesDoubleConsonants = separatesDoubleConsonants
  }

  private var table: CollationData.IndexTable {
    CollationData.shared.indexes[separatesDoubleConsonants ? 1 : 0]
  }

  /// The buckets' labels, in order.
  ///
  /// ```swift
  /// BuiltInAlphabeticIndex(separatesDoubleConsonants: false).labels[1]   // "ㄱ"
  /// ```
  public var labels: [String] { table.labels }

  /// The buckets' ICU label types: 0 normal, 1 underflow, 2 inflow, 3 overflow.
  ///
  /// ```swift
  /// BuiltInAlphabeticIndex(separatesDoubleConsonants: false).kinds.first   // 1 (underflow)
  /// ```
  public var kinds: [Int] { table.kinds.map(Int.init) }

  /// The bucket of a UTF-8 name, exactly as ImmutableIndex::getBucketIndex: a binary search
  /// over the buckets' lower boundaries with ko's collator at primary strength, then the
  /// bucket it displays as.
  ///
  /// ```swift
  /// let index = BuiltInAlphabeticIndex(separatesDoubleConsonants: false)
  /// Array("홍길동".utf8).withUnsafeBufferPointer { index.labels[index.bucket(ofUTF8: $0)] }   // "ㅎ"
  /// ```
  ///
  /// - Complexity: O(log b · n), b buckets, n the name's length.
  public func bucket(ofUTF8 name: UnsafeBufferPointer<UInt8>) -> Int {
    let t = table
    let collator = BuiltInCollator(strength: .primary)
    let nameKey = collator.key(name)
    var start = 0
    var limit = t.lowerBoundaries.count
    while start + 1 < limit {
      let i = (start + limit) / 2
      let boundary = Self.boundaryKeys[separatesDoubleConsonants ? 1 : 0][i]
      if Self.compareKeys(nameKey, boundary) < 0 { limit = i } else { start = i }
    }
    return t.displayIndexes[start]
  }

  /// Primary-strength sort keys of every lower boundary, per variant.
  private static let boundaryKeys: [[[UInt8]]] = CollationData.shared.indexes.map { t in
    let collator = BuiltInCollator(strength: .primary)
    return t.lowerBoundaries.map { cps in
      var utf8: [UInt8] = []
      for c in cps { utf8 += Array(String(Character(Unicode.Scalar(c)!)).utf8) }
      return utf8.withUnsafeBufferPointer { collator.key($0) }
    }
  }

  private static func compareKeys(_ a: [UInt8], _ b: [UInt8]) -> Int {
    for i in 0..<min(a.count, b.count) where a[i] != b[i] { return a[i] < b[i] ? -1 : 1 }
    return a.count == b.count ? 0 : (a.count < b.count ? -1 : 1)
  }
}
