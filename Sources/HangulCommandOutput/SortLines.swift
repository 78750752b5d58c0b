import Hangul

/// `hangul sort`: the non-empty input lines in Korean collation order, stable for equal
/// names.
///
/// ```swift
/// try SortLines(lines: ["이서연", "Zoe", "김민수"]).output   // ["김민수", "이서연", "Zoe"]
/// ```
public struct SortLines: Sendable {
  /// The positions of the input lines in sorted order: `order[k]` is the `k`-th line's.
  ///
  /// ```swift
  /// try SortLines(lines: ["이서연", "김민수"]).order   // [1, 0]
  /// ```
  public let order: [Int]
  /// The input lines.
  ///
  /// ```swift
  /// try SortLines(lines: ["b", "a"]).lines   // ["b", "a"]
  /// ```
  public let lines: [String]

  /// Sorts `lines` with the command's options (`--numeric`, `--latin-first`,
  /// `--hanja-reading`).
  ///
  /// ```swift
  /// try SortLines(lines: ["10조", "2조"], sortsDigitsNumerically: true).output   // ["2조", "10조"]
  /// ```
  ///
  /// - Throws: ``CommandLineError/icu(_:)`` when the collator fails.
  /// - Complexity: O(*n* log *n*).
  public init(
    lines: [String], sortsDigitsNumerically: Bool = false, sortsLatinFirst: Bool = false, readsHanja: Bool = false
  ) throws(CommandLineError) {
    self.lines = lines
    do {
      let collator = try KoreanCollator(
        options: KoreanCollator.Options(
          sortsDigitsNumerically: sortsDigitsNumerically, sortsLatinFirst: sortsLatinFirst))
      if readsHanja {
        let reading = HanjaReading()
        order = try collator.sortedIndices(of: lines.map { reading.read($0) })
      } else {
        order = try collator.sortedIndices(of: lines)
      }
    } catch {
      throw .icu(error.description)
    }
  }

  /// The lines the command prints, in order.
  ///
  /// ```swift
  /// try SortLines(lines: ["b", "a"]).output   // ["a", "b"]
  /// ```
  ///
  /// - Complexity: O(*n*).
  public var output: [String] { order.map { lines[$0] } }
}
