/// Why a ``SpanLayout`` could not be built.
///
/// ```swift
/// do {
///   _ = try SpanLayout([Span(lower: 0, upper: 50), Span(lower: 40, upper: 90)])
/// } catch {
///   print(error)   // overlapping(index: 1)
/// }
/// ```
public enum SpanLayoutError: Error, Hashable, Sendable {
  /// The span (or length, or start) at `index` has a NaN or infinite end.
  case notFinite(index: Int)
  /// The span at `index` starts before the previous span ends (spans must be sorted and must
  /// not overlap; touching is fine).
  case overlapping(index: Int)
  /// The length at `index` is negative.
  case negativeLength(index: Int)
}
