import Hangul

/// The search line of the browse screen: what has been typed, the ranked results, the
/// chosen one, and the time the last keystroke took.
///
/// Each keystroke goes through a ``Hangul/SearchSession``, so a longer query narrows the
/// previous results instead of searching the whole list again, and backspace gets the
/// shorter query's results back. Jamo typed one by one are put together as a 2-set keyboard
/// does (``Hangul/assemble(_:)``: ㅎ, ㅗ, ㅇ → 홍), and backspace takes the last jamo off
/// (``Hangul/removingLastJamo(_:)``: 홍 → 호).
///
/// ```swift
/// var line = SearchLine(session: SearchSession(index: try SearchIndex(names)), savedTop: 0)
/// line.type("ㅎ"); line.type("ㅗ"); line.type("ㅇ")
/// line.query                  // "홍"
/// line.results?.count         // the names matching 홍
/// line.backspace()
/// line.query                  // "호"
/// ```
public struct SearchLine: Sendable {
  /// The query as typed and assembled.
  ///
  /// ```swift
  /// line.query   // "홍기"
  /// ```
  public private(set) var query = ""

  /// The results for ``query``, ranked; `nil` while the query is empty.
  ///
  /// ```swift
  /// line.results?.first?.itemOffset
  /// ```
  public private(set) var results: SearchResults?

  /// The position of the chosen result in ``results``.
  ///
  /// ```swift
  /// line.selection   // 0 after each keystroke
  /// ```
  public var selection = 0

  /// The first result shown on the screen.
  ///
  /// ```swift
  /// line.scroll   // 0 until the selection moves past the screen
  /// ```
  public var scroll = 0

  /// The list's scroll position when the search line opened (Esc goes back there).
  ///
  /// ```swift
  /// state.top = line.savedTop
  /// ```
  public let savedTop: Int

  /// How long the last keystroke's search took.
  ///
  /// ```swift
  /// line.lastDuration   // .microseconds(180)
  /// ```
  public private(set) var lastDuration: Duration?

  private var session: SearchSession
  private let firstKeystrokes: FirstKeystrokeResults

  /// Opens a search line over a session's index; `firstKeystrokes` holds ready results for
  /// the one-key queries that are slow from scratch.
  ///
  /// ```swift
  /// let line = SearchLine(session: SearchSession(index: index, options: options), savedTop: top)
  /// ```
  public init(session: SearchSession, savedTop: Int, firstKeystrokes: FirstKeystrokeResults = .none) {
    self.session = session
    self.savedTop = savedTop
    self.firstKeystrokes = firstKeystrokes
  }

  /// Adds a typed character to the query and searches again.
  ///
  /// ```swift
  /// line.type("ㄱ")
  /// ```
  ///
  /// - Complexity: one narrowing search (see ``Hangul/SearchSession/search(_:)``).
  public mutating func type(_ character: Character) {
    update(assemble(query + String(character)))
  }

  /// Takes the last jamo (or the last non-Hangul character) off the query and searches again.
  ///
  /// ```swift
  /// line.backspace()
  /// ```
  public mutating func backspace() {
    guard !query.isEmpty else { return }
    update(removingLastJamo(query))
  }

  private mutating func update(_ newQuery: String) {
    query = newQuery
    selection = 0
    scroll = 0
    guard !query.isEmpty else {
      results = nil
      lastDuration = nil
      return
    }
    let clock = ContinuousClock()
    let start = clock.now
    let found: SearchResults
    if query.count == 1, let key = query.first, let ready = firstKeystrokes.results(for: key),
      let warm = firstKeystrokes.session(for: key)
    {
      session = warm  // the next keystroke narrows from this key's results
      found = ready
    } else {
      found = session.search(query)
    }
    lastDuration = clock.now - start
    results = found
  }
}
