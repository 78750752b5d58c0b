/// Per-keystroke search over a ``SearchIndex`` for a search box: keeps the results of the
/// keystrokes so far, so typing on narrows the last results and backspacing returns results
/// already computed.
///
/// ```swift
/// let index = try SearchIndex(["홍길동", "홍길순", "김수한"])
/// var session = SearchSession(index: index)
/// session.search("ㅎ").itemOffsets      // [0, 1, 2]   a scan (김수한 contains 한)
/// session.search("홍ㄱ").itemOffsets    // [0, 1]      filtered from ㅎ's results
/// session.search("홍길ㄷ").itemOffsets  // [0]
/// session.search("홍ㄱ").itemOffsets    // [0, 1]      backspace: kept from before
/// ```
public struct SearchSession: Sendable {
  /// The index searched.
  ///
  /// ```swift
  /// let session = SearchSession(index: try SearchIndex(["홍길동"]))
  /// session.index.count   // 1
  /// ```
  public let index: SearchIndex
  /// The options every query is prepared with; changing them starts over.
  ///
  /// ```swift
  /// session.options.mode = .prefix
  /// ```
  public var options: SearchOptions {
    didSet { if options != oldValue { stack.removeAll() } }
  }
  /// Results of earlier keystrokes, each refining the one below it.
  private var stack: [SearchResults] = []

  /// Starts a session.
  ///
  /// ```swift
  /// var session = SearchSession(index: try SearchIndex(["홍길동"]), options: .init(ignoresSpaces: true))
  /// ```
  public init(index: SearchIndex, options: SearchOptions = SearchOptions()) {
    self.index = index
    self.options = options
  }

  /// The results for the text now in the search box.
  ///
  /// ```swift
  /// var session = SearchSession(index: try SearchIndex(["홍길동", "김수한"]))
  /// session.search("김ㅅ").itemOffsets   // [1]
  /// ```
  /// - Complexity: O(*c*ₚ) for the characters of the results it refines, O(*c*) for all
  ///   indexed characters when the query does not continue an earlier one; O(1) for a query
  ///   seen on the way (backspace).
  public mutating func search(_ text: String) -> SearchResults {
    let query = HangulSearchQuery(text, options: options)
    while let top = stack.last, !query.refines(top.query) { stack.removeLast() }
    if let top = stack.last, top.query == query { return top }
    let results = index.search(query, refining: stack.last)
    if results.fallback.isEmpty { stack.append(results) }
    return results
  }
}
