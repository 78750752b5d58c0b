import HangulDatabase
import Testing

/// Runs `body`, which must fail with a ``DatabaseError`` that `matches` (`what` says what was
/// tried, for the record), and returns how long it ran.
@discardableResult
package func timeToFail(
  _ what: String, with matches: (DatabaseError) -> Bool, sourceLocation: SourceLocation = #_sourceLocation,
  _ body: () async throws -> Void
) async -> Duration {
  let start = ContinuousClock.now
  do {
    try await body()
    Issue.record("\(what): it succeeded", sourceLocation: sourceLocation)
  } catch let error as DatabaseError {
    #expect(matches(error), "\(what): \(error)", sourceLocation: sourceLocation)
  } catch {
    Issue.record("\(what): \(error)", sourceLocation: sourceLocation)
  }
  return ContinuousClock.now - start
}

extension DatabaseError {
  /// Whether it is ``DatabaseError/unavailable(_:)``.
  package var isUnavailable: Bool {
    if case .unavailable = self { return true }
    return false
  }

  /// Whether it is ``DatabaseError/timeout(_:)``.
  package var isTimeout: Bool {
    if case .timeout = self { return true }
    return false
  }
}
