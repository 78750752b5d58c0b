/// Why a ``ExtentLayout`` could not be built.
///
/// ```swift
/// do {
///   _ = try ExtentLayout([Extent(lower: 0, upper: 50), Extent(lower: 40, upper: 90)])
/// } catch {
///   print(error)   // overlapping(index: 1)
/// }
/// ```
public enum ExtentLayoutError: Error, Hashable, Sendable {
  /// The extent (or length, or start) at `index` has a NaN or infinite end.
  case notFinite(index: Int)
  /// The extent at `index` starts before the previous extent ends (extents must be sorted and must
  /// not overlap; touching is fine).
  case overlapping(index: Int)
  /// The length at `index` is negative.
  case negativeLength(index: Int)
}
