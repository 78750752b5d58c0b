/// How far a streamed import has come: the names written so far and what the store is
/// doing with them. A store reports it after each chunk of rows it writes, and once as each
/// later phase starts.
///
/// ```swift
/// let progress = ImportProgress(phase: .copying, names: 65_536)
/// progress.names   // 65536
/// ```
public struct ImportProgress: Sendable, Hashable {
  /// What an import is doing.
  ///
  /// ```swift
  /// ImportProgress.Phase.indexing   // .indexing
  /// ```
  public enum Phase: Sendable, Hashable {
    /// Writing rows (their keys made while the rows before them are written).
    case copying
    /// Building the indexes of a table built beside the live one (after every row is written).
    case indexing
    /// Committing: the rows are written and indexed.
    case committing
  }

  /// What the import is doing.
  ///
  /// ```swift
  /// ImportProgress(phase: .indexing, names: 3).phase   // .indexing
  /// ```
  public var phase: Phase

  /// The names written so far (all of them once the phase is past ``Phase/copying``).
  ///
  /// ```swift
  /// ImportProgress(phase: .copying, names: 3).names   // 3
  /// ```
  public var names: Int

  /// Progress of `phase` with `names` written.
  ///
  /// ```swift
  /// ImportProgress(phase: .committing, names: 10)   // ImportProgress(phase: .committing, names: 10)
  /// ```
  public init(phase: Phase, names: Int) {
    self.phase = phase
    self.names = names
  }
}
