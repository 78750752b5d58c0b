/// A particle written in a notation that names no known pair.
///
/// ```swift
/// do { _ = try Josa("이/를") } catch { print(error) }
/// // unknown particle pair "이/를"; known pairs: 이/가, 을/를, 은/는, …
/// ```
public enum JosaError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The notation, as given, matches none of `Josa.allCases`.
  case unknownPair(String)

  /// A message naming the notation and listing the known pairs.
  ///
  /// ```swift
  /// JosaError.unknownPair("의").description
  /// // "unknown particle pair \"의\"; known pairs: 이/가, 을/를, …"
  /// ```
  public var description: String {
    switch self {
    case .unknownPair(let notation):
      "unknown particle pair \"\(notation)\"; known pairs: "
        + Josa.allCases.map { $0.rawValue }.joined(separator: ", ")
    }
  }
}
