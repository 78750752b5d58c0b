import Hangul

/// The results of the one-key queries that are slow from scratch on a long list, searched
/// once when the screen is set up, so that the first keystroke of a search is as fast as
/// the narrowing ones after it.
///
/// A search line narrows each query from the previous one (``Hangul/SearchSession``), except
/// the first keystroke, which has nothing to narrow. On 1M names, `ㅇ` matches about 650k
/// of them, and building those results takes tens of milliseconds, more than a frame. The
/// keys kept are the ones that match much: the 19 initial consonants ㄱ…ㅎ (with ㄲ ㄸ ㅃ
/// ㅆ ㅉ), the 26 Latin letters (whose 2-set fallback can be a consonant: `d` is ㅇ), and
/// every syllable found in at least 1 % of the names (surnames such as 김, 이, 박). Each
/// key keeps the sessions that searched it, so the second keystroke narrows from it.
///
/// ```swift
/// let warm = FirstKeystrokeResults(index: index, options: options, names: names)
/// warm.keys.contains("ㅇ")   // true: typing ㅇ first costs no search
/// ```
public struct FirstKeystrokeResults: Sendable {
  private let entries: [Character: SearchLine.Engine]

  /// Searches every kept key once.
  ///
  /// ```swift
  /// let warm = FirstKeystrokeResults(index: index, options: SearchOptions(), names: names)
  /// ```
  ///
  /// - Complexity: O(c) for c characters of the names (to find the frequent syllables),
  ///   plus one search per kept key.
  public init(index: SearchIndex, options: SearchOptions, names: [String]) {
    var keys: [Character] = Array("ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ") + Array("abcdefghijklmnopqrstuvwxyz")
    var counts = [Int32](repeating: 0, count: HangulSyllable.count)
    for name in names {
      for scalar in name.unicodeScalars {
        if let index = HangulSyllable.index(ofCodePoint: scalar.value) { counts[index] &+= 1 }
      }
    }
    let threshold = max(names.count / 100, 1)
    for (offset, count) in counts.enumerated() where Int(count) >= threshold {
      keys.append(Character(Unicode.Scalar(HangulSyllable.codePoint(ofIndex: offset))!))
    }
    var entries: [Character: SearchLine.Engine] = [:]
    for key in keys {
      var engine = SearchLine.Engine(index: index, options: options)
      engine.search(String(key))
      entries[key] = engine
    }
    self.entries = entries
  }

  /// No key kept: every first keystroke searches from scratch.
  ///
  /// ```swift
  /// let none = FirstKeystrokeResults.none
  /// ```
  public static let none = FirstKeystrokeResults()

  private init() { entries = [:] }

  /// The keys kept.
  ///
  /// ```swift
  /// warm.keys.contains("ㅇ")   // true
  /// ```
  ///
  /// - Complexity: O(k) for k keys.
  public var keys: Set<Character> { Set(entries.keys) }

  /// The search of the one-key query `key`, or `nil` when the key was not kept.
  func engine(for key: Character) -> SearchLine.Engine? { entries[key] }
}
