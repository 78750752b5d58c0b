extension SectionIndex {
  /// The titles of UTF-8 lines, one line at a time, for a command that groups lines as it
  /// reads them in order. A line of modern syllables files under the title of its first
  /// syllable (ICU compares names with the buckets' boundaries, single letters, at primary
  /// strength: the first syllable's initial decides), which is looked up once per syllable;
  /// any other line asks ICU for its bucket.
  ///
  /// ```swift
  /// let finder = SectionIndex.LineTitles(try SectionIndex())
  /// var line = "김민수"
  /// try line.withUTF8 { finder.index.titles[try finder.titlePosition(of: $0)] }   // "ㄱ"
  /// ```
  package final class LineTitles {
    /// The index the titles are of.
    package let index: SectionIndex
    /// The title position of each first syllable, -1 until looked up.
    private var bySyllable: [Int32]

    /// A finder for `index`'s titles.
    package init(_ index: SectionIndex) {
      self.index = index
      bySyllable = [Int32](repeating: -1, count: HangulSyllable.count)
    }

    /// The position in ``SectionIndex/titles`` of the title `line` (valid UTF-8) falls under,
    /// as ``SectionIndex/titlePosition(for:)`` gives it.
    ///
    /// - Throws: `ICUError` if ICU fails (memory).
    /// - Complexity: O(1) for a line of modern syllables whose first syllable was looked up;
    ///   otherwise O(log *b*) collator comparisons for *b* ≈ 45 buckets.
    package func titlePosition(of line: UnsafeBufferPointer<UInt8>) throws(ICUError) -> Int {
      if let base = line.baseAddress, KoreanCollator.isSyllablesOnly(base, 0, line.count) {
        let syllable = utf8SyllableIndex(base, at: 0, count: line.count)
        if bySyllable[syllable] < 0 {
          bySyllable[syllable] = Int32(try index.titlePosition(for: String(decoding: line.prefix(3), as: UTF8.self)))
        }
        return Int(bySyllable[syllable])
      }
      return try index.titlePosition(for: String(decoding: line, as: UTF8.self))
    }
  }
}
