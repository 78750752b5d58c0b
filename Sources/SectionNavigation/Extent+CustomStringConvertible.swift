extension Extent: CustomStringConvertible {
  /// The extent as `lower..<upper`, for logs and test failures.
  ///
  /// ```swift
  /// print(Extent(lower: 0, upper: 44))   // 0.0..<44.0
  /// ```
  public var description: String { "\(lower)..<\(upper)" }
}
