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
/// With ``Hangul/SearchFallbacks/latinKeyboard`` in the options, a query that finds nothing
/// is read as keys of a 2-set keyboard (`ghdrlfehd` → 홍길동,
/// ``Hangul/DubeolsikKeyboard/hangul(typedAs:)``), as the library's fallback does; the line
/// keeps a second session for those Hangul queries, so that they narrow keystroke by
/// keystroke too, and ``typedAs2Set`` says when that is what matched.
///
/// ```swift
/// var line = SearchLine(index: try SearchIndex(names), options: SearchOptions(fallbacks: [.latinKeyboard]), savedTop: 0)
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
  /// line.type("ㅎ"); line.type("ㅗ"); line.type("ㅇ"); line.type("ㄱ"); line.type("ㅣ")
  /// line.query   // "홍기"
  /// ```
  public private(set) var query = ""

  /// The results for ``query`` (or for its 2-set reading, see ``typedAs2Set``), ranked;
  /// `nil` while the query is empty.
  ///
  /// ```swift
  /// line.results?.first?.itemOffset
  /// ```
  public var results: SearchResults? { engine.results }

  /// The Hangul the query spells on a 2-set keyboard, when that is what matched (the query
  /// itself found nothing); else `nil`.
  ///
  /// ```swift
  /// line.typedAs2Set   // after typing ghdrlfehd, "홍길동"
  /// ```
  public var typedAs2Set: String? { engine.typedAs2Set }

  /// The position of the chosen result in ``results``.
  ///
  /// ```swift
  /// line.selection   // 0 (after each keystroke)
  /// ```
  public var selection = 0

  /// The first result shown on the screen.
  ///
  /// ```swift
  /// line.scroll   // 0 (until the selection moves past the screen)
  /// ```
  public var scroll = 0

  /// The list's scroll position when the search line opened (Esc goes back there).
  ///
  /// ```swift
  /// line.savedTop   // the list's top line before the search: Esc scrolls back to it
  /// ```
  public let savedTop: Int

  /// How long the last keystroke's search took.
  ///
  /// ```swift
  /// line.lastDuration   // e.g. .microseconds(180)
  /// ```
  public private(set) var lastDuration: Duration?

  private var engine: Engine
  private let firstKeystrokes: FirstKeystrokeResults

  /// Opens a search line over an index; `firstKeystrokes` holds ready results for the
  /// one-key queries that are slow from scratch.
  ///
  /// ```swift
  /// let line = SearchLine(index: index, options: SearchOptions(fallbacks: [.latinKeyboard]), savedTop: top)
  /// ```
  public init(
    index: SearchIndex, options: SearchOptions, savedTop: Int, firstKeystrokes: FirstKeystrokeResults = .none
  ) {
    self.engine = Engine(index: index, options: options)
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
  ///
  /// - Complexity: one search (backspace usually finds the shorter query's results kept by
  ///   the session).
  public mutating func backspace() {
    guard !query.isEmpty else { return }
    update(removingLastJamo(query))
  }

  private mutating func update(_ newQuery: String) {
    query = newQuery
    selection = 0
    scroll = 0
    let clock = ContinuousClock()
    let start = clock.now
    if query.count == 1, let key = query.first, let ready = firstKeystrokes.engine(for: key) {
      engine = ready  // searched at set-up; the next keystroke narrows from it
    } else {
      engine.search(query, firstKeystrokes: firstKeystrokes)
    }
    lastDuration = query.isEmpty ? nil : clock.now - start
  }

  /// The sessions behind a search line: one for the query as typed, one for its 2-set
  /// reading, and the results of the last search.
  struct Engine: Sendable {
    private(set) var direct: SearchSession
    private var keyboard: SearchSession?
    private(set) var results: SearchResults?
    private(set) var typedAs2Set: String?

    init(index: SearchIndex, options: SearchOptions) {
      var directOptions = options
      directOptions.fallbacks = []
      direct = SearchSession(index: index, options: directOptions)
      keyboard = options.fallbacks.contains(.latinKeyboard) ? direct : nil
    }

    /// Searches `query`, then its 2-set reading when it finds nothing (as
    /// ``Hangul/SearchFallbacks/latinKeyboard`` does), each in a narrowing session; a
    /// one-syllable reading (`gh` → 호) starts from the ready results of that syllable.
    mutating func search(_ query: String, firstKeystrokes: FirstKeystrokeResults = .none) {
      typedAs2Set = nil
      guard !query.isEmpty else {
        results = nil
        return
      }
      let found = direct.search(query)
      results = found
      guard found.isEmpty, var keyboard else { return }
      let typed = DubeolsikKeyboard.hangul(typedAs: query)
      guard typed != query, typed.unicodeScalars.contains(where: \.isHangul) else { return }
      if typed.count == 1, let key = typed.first, let ready = firstKeystrokes.engine(for: key),
        ready.typedAs2Set == nil, let readyResults = ready.results
      {
        keyboard = ready.direct  // the syllable's session: the next key narrows from it
        self.keyboard = keyboard
        if !readyResults.isEmpty {
          results = readyResults
          typedAs2Set = typed
        }
        return
      }
      let fallback = keyboard.search(typed)
      self.keyboard = keyboard
      if !fallback.isEmpty {
        results = fallback
        typedAs2Set = typed
      }
    }
  }
}
