import Hangul

/// `hangul search`: the matching input lines, ranked, with their matched characters.
///
/// ```swift
/// let search = try SearchLines(query: "ㅎㄱㄷ", lines: ["김민수", "홍길동"])
/// search.output   // ["홍길동"]
/// ```
public struct SearchLines: Sendable {
  /// The searched lines.
  ///
  /// ```swift
  /// try SearchLines(query: "ㄱ", lines: ["강", "각"]).lines   // ["강", "각"]
  /// ```
  public let lines: [String]
  /// The ranked hits (each with its line's offset in ``lines`` and the matched characters).
  ///
  /// ```swift
  /// try SearchLines(query: "ㄱ", lines: ["강", "각"]).results.map { $0.itemOffset }   // [1, 0]
  /// ```
  public let results: SearchResults

  /// Searches `lines` for `query` with `options`.
  ///
  /// ```swift
  /// try SearchLines(query: "홍기", lines: ["홍길동"]).results[0].characterRanges   // [0..<2]
  /// ```
  ///
  /// - Throws: ``CommandLineError/icu(_:)`` when the index cannot be built.
  /// - Complexity: O(*n* log *n*) to index the lines, then O(*n*) per search.
  public init(query: String, lines: [String], options: SearchOptions = SearchOptions()) throws(CommandLineError) {
    self.lines = lines
    let index: SearchIndex
    do { index = try SearchIndex(lines) } catch { throw .icu(error.description) }
    results = index.search(query, options: options)
  }

  /// The lines the command prints: each match, plain.
  ///
  /// ```swift
  /// try SearchLines(query: "ㄱ", lines: ["강", "각"]).output   // ["각", "강"]
  /// ```
  ///
  /// - Complexity: O(*k*) for *k* results.
  public var output: [String] { results.map { lines[$0.itemOffset] } }

  /// `line` with `open` before and `close` after each range of characters (the matched
  /// characters a front end highlights).
  ///
  /// ```swift
  /// SearchLines.marked("홍길동", [1..<3], open: "[", close: "]")   // "홍[길동]"
  /// ```
  ///
  /// - Complexity: O(*n* · *r*) for *n* characters and *r* ranges.
  public static func marked(_ line: String, _ ranges: [Range<Int>], open: String, close: String) -> String {
    var out = ""
    for (offset, character) in line.enumerated() {
      if ranges.contains(where: { $0.lowerBound == offset }) { out += open }
      out.append(character)
      if ranges.contains(where: { $0.upperBound == offset + 1 }) { out += close }
    }
    return out
  }
}
